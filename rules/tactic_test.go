package rules_test

import (
	"fmt"
	"testing"

	"battlemat/board"
	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func kinds(as []rules.Action) []string {
	var out []string
	for _, a := range as {
		out = append(out, a.Kind())
	}
	return out
}

// sightField: the shooter at (1, 4); "near" 5" off but walled in
// (hidden from everywhere), "mid" 6" off in the open, "far" 12" off in
// the open (listed after far: distance decides, not the order). Nothing
// gives the shooter cover from mid, so it stays.
const sightField = `
name: Sight
map:
  rows:
    - "................"
    - "................"
    - "................"
    - "................"
    - "................"
    - ".....###........"
    - ".....#.#........"
    - ".....###........"
    - "................"
figures:
  - {id: shooter, side: a, at: [1, 4], traits: {shooting: d8}, weapons: [{name: Rifle, range: 24/48/96, damage: 2d8, shots: 5}]}
  - {id: near, side: b, at: [6, 6], traits: {fighting: d6}}
  - {id: far, side: b, at: [13, 2], traits: {fighting: d6}}
  - {id: mid, side: b, at: [7, 0], traits: {fighting: d6}}
`

func TestPlainShootsTheNearestVisibleFoe(t *testing.T) {
	b := newBattle(t, sightField, 1)
	fighttest.ToTurn(t, b, "shooter", 0)
	require.False(t, b.Battlefield.Sight("shooter", "near", nil).Visible, "the wall hides the nearest foe")
	require.True(t, b.Battlefield.Sight("shooter", "mid", nil).Visible)
	require.Less(t, b.Battlefield.Distance("shooter", "mid"), b.Battlefield.Distance("shooter", "far"))

	require.Less(t, b.Battlefield.Distance("shooter", "near"), b.Battlefield.Distance("shooter", "mid"))
	acts := fighttest.PlayTactic(t, b, &rules.Plain{}, "shooter")
	assert.Equal(t, []string{rules.KindShoot, rules.KindEndTurn}, kinds(acts), "it has a shot from where it stands, and no cover nearby")
	assert.Equal(t, rules.Shoot{Who: "shooter", Weapon: "Rifle", Targets: []string{"mid"}}, acts[0])
}

func TestPlainFiresAllRoFDiceTheAmmoAllows(t *testing.T) {
	src := `
name: RoF
map: {rows: ["............", "............", "............"]}
figures:
  - {id: gunner, side: a, at: [0, 1], traits: {shooting: d8}, weapons: [{name: Tommy Gun, range: 12/24/48, damage: 2d6+1, rof: 3, shots: 5}]}
  - {id: thug, side: b, at: [8, 1], traits: {fighting: d6}}
`
	b := newBattle(t, src, 1)
	fighttest.ToTurn(t, b, "gunner", 0)
	acts := fighttest.PlayTactic(t, b, &rules.Plain{}, "gunner")
	// RoF 3 uses 3 rounds a die: 5 rounds pay for one die only, and a
	// single shot uses one round.
	assert.Equal(t, rules.Shoot{Who: "gunner", Weapon: "Tommy Gun", Targets: []string{"thug"}}, acts[0])
	assert.Equal(t, []int{4}, b.Figure("gunner").Ammo)

	// Empty, it reloads.
	b.Figure("gunner").Ammo[0] = 0
	fighttest.ToTurn(t, b, "gunner", 0)
	acts = fighttest.PlayTactic(t, b, &rules.Plain{}, "gunner")
	assert.Equal(t, []string{rules.KindReload, rules.KindEndTurn}, kinds(acts))
	assert.Equal(t, []int{5}, b.Figure("gunner").Ammo)
}

// bombField: a thrower with only grenades 8" from two foes 2" apart; a
// friend of the thrower may stand between them.
const bombField = `
name: Bombs
map:
  rows:
    - "................"
    - "................"
    - "................"
    - "................"
    - "................"
    - "................"
    - "................"
    - "................"
    - "................"
figures:
  - {id: bomber, side: a, at: [1, 4], traits: {athletics: d8}, weapons: [{name: Grenade, range: 5/10/20, damage: 3d6, template: mbt, thrown: true}]}
  - {id: pal, side: a, at: [%d, 4], traits: {fighting: d6}}
  - {id: f1, side: b, at: [10, 4], traits: {fighting: d6}}
  - {id: f2, side: b, at: [12, 4], traits: {fighting: d6}}
`

func bombs(palX int) string { return fmt.Sprintf(bombField, palX) }

func TestPlainWillNotBombAFriend(t *testing.T) {
	// The friend stands between the foes: every aim that catches a foe
	// (each one's centre, the point between them) catches him too.
	b := newBattle(t, bombs(11), 1)
	fighttest.ToTurn(t, b, "bomber", 0)
	acts := fighttest.PlayTactic(t, b, &rules.Plain{}, "bomber")
	for _, a := range acts {
		assert.NotEqual(t, rules.KindArea, a.Kind(), "no blast on a friend: %v", kinds(acts))
	}

	// The friend far behind the bomber: the grenade goes where it catches
	// both foes.
	b = newBattle(t, bombs(0), 1)
	fighttest.ToTurn(t, b, "bomber", 0)
	acts = fighttest.PlayTactic(t, b, &rules.Plain{}, "bomber")
	var area *rules.AreaAttack
	for _, a := range acts {
		if x, ok := a.(rules.AreaAttack); ok {
			area = &x
		}
	}
	require.NotNil(t, area, "%v", kinds(acts))
	assert.Equal(t, "Grenade", area.Weapon)
	under, err := b.Battlefield.UnderTemplate(rules.MBT, "bomber", area.At)
	require.NoError(t, err)
	assert.Subset(t, under, []string{"f1", "f2"}, "aimed at %v", area.At)
}

func TestPlainFightsAnAdjacentFoe(t *testing.T) {
	src := `
name: Melee
map: {rows: ["........", "........", "........"]}
figures:
  - {id: brawler, side: a, at: [2, 1], traits: {fighting: d8}, weapons: [{name: Rifle, range: 24/48/96, damage: 2d8}, {name: Axe, damage: str+d8}]}
  - {id: thug, side: b, at: [3, 1], traits: {fighting: d6}}
  - {id: other, side: b, at: [7, 1], traits: {fighting: d6}}
`
	b := newBattle(t, src, 1)
	fighttest.ToTurn(t, b, "brawler", 0)
	acts := fighttest.PlayTactic(t, b, &rules.Plain{}, "brawler")
	// It stays (leaving gives a free attack) and fights; the rifle cannot
	// fire at an adjacent foe.
	assert.Equal(t, []string{rules.KindFight, rules.KindEndTurn}, kinds(acts))
	assert.Equal(t, rules.Melee{Who: "brawler", Target: "thug"}, acts[0])
}

func TestPlainChargesWithAMeleeWeapon(t *testing.T) {
	src := `
name: Charge
map: {rows: ["............", "............", "............"]}
figures:
  - {id: orc, side: a, at: [0, 1], pace: 6, traits: {fighting: d8}, weapons: [{name: Axe, damage: str+d8}]}
  - {id: elf, side: b, at: [5, 1], traits: {fighting: d6}}
`
	b := newBattle(t, src, 1)
	fighttest.ToTurn(t, b, "orc", 0)
	acts := fighttest.PlayTactic(t, b, &rules.Plain{}, "orc")
	// 4" to the square next to the elf: within Pace, no run; then it
	// fights.
	assert.Equal(t, []string{rules.KindMove, rules.KindFight, rules.KindEndTurn}, kinds(acts))
	assert.True(t, b.Battlefield.Adjacent("orc", "elf"))
}

func TestPlayFightIsDeterministicAndEnds(t *testing.T) {
	play := func(seed uint64) (rules.FightResult, []string) {
		bd, err := board.Parse("demo.yaml", demo(t))
		require.NoError(t, err)
		b, err := board.NewBattle(bd, seed)
		require.NoError(t, err)
		b.Soak = rules.DefaultSoak
		res, err := rules.PlayFight(b, rules.FightOptions{})
		require.NoError(t, err)
		return res, b.Log()
	}
	for _, seed := range []uint64{1, 2, 3} {
		r1, log1 := play(seed)
		r2, log2 := play(seed)
		assert.Equal(t, r1, r2)
		assert.Equal(t, log1, log2)
		assert.Positive(t, r1.Rounds)
		assert.LessOrEqual(t, r1.Rounds, rules.DefaultMaxRounds)
		if !r1.Capped {
			assert.Contains(t, []string{"heroes", "cultists", ""}, r1.Winner)
		}
	}
}

func TestPlainKeptFromFightToFightPlaysEachAsAFreshOne(t *testing.T) {
	// Sides kept by the caller keep only their scratch: a fight played
	// after others is the fight a new tactic plays, action for action.
	play := func(seed uint64, sides *rules.SideTactics) []string {
		bd, err := board.Parse("demo.yaml", demo(t))
		require.NoError(t, err)
		b, err := board.NewBattle(bd, seed)
		require.NoError(t, err)
		b.Soak = rules.DefaultSoak
		_, err = rules.PlayFight(b, rules.FightOptions{Sides: sides})
		require.NoError(t, err)
		return b.Log()
	}
	var kept rules.SideTactics
	for _, seed := range []uint64{1, 2, 3, 1} {
		assert.Equal(t, play(seed, nil), play(seed, &kept), "seed %d", seed)
	}
}

func TestPlayFightRoundCapIsADraw(t *testing.T) {
	// Two sides walled apart, with no way to each other and no line of
	// fire: nobody can win, the cap ends it.
	src := `
name: Apart
map: {rows: ["....#....", "....#....", "....#...."]}
figures:
  - {id: a, side: left, at: [0, 1], traits: {shooting: d8}, weapons: [{name: Rifle, range: 24/48/96, damage: 2d8}]}
  - {id: b, side: right, at: [8, 1], traits: {shooting: d8}, weapons: [{name: Rifle, range: 24/48/96, damage: 2d8}]}
`
	b := newBattle(t, src, 3)
	res, err := rules.PlayFight(b, rules.FightOptions{MaxRounds: 5})
	require.NoError(t, err)
	assert.Equal(t, rules.FightResult{Rounds: 5, Capped: true}, res)
	assert.Equal(t, []string{"left", "right"}, rules.Standing(b))
	assert.False(t, rules.Over(b))
}

func TestStepDealsThenStartsTurns(t *testing.T) {
	b := newBattle(t, duel, 1)
	a, ok, err := rules.Step(b, nil)
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, rules.StartRound{}, a)
	a, ok, err = rules.Step(b, nil)
	require.NoError(t, err)
	assert.True(t, ok)
	require.IsType(t, rules.StartTurn{}, a)
	who := a.(rules.StartTurn).Who
	// With no tactic the turn simply ends.
	a, ok, err = rules.Step(b, nil)
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, rules.EndTurn{Who: who}, a)
}

// bareTable hides the optional Glance and WalkTo of board.Battlefield: a tactic
// then falls back on Sight, Reach and Route.
type bareTable struct{ rules.Battlefield }

func TestPlainPlaysTheSameOnABareTable(t *testing.T) {
	// The shortcuts must choose exactly what the plain Table methods
	// would: the same whole fights, event for event. Under revision 10:
	// revision 11's walk (ApproachWalkAStar) may take another way of the
	// same cost than Reach's first (board's
	// TestWalkToNearEndsOnAGoalAtTheCheapestCost).
	for _, seed := range []uint64{4, 5} {
		logs := make([][]string, 2)
		for i := range logs {
			bd, err := board.Parse("demo.yaml", demo(t))
			require.NoError(t, err)
			var tb rules.Battlefield = board.NewBattlefield(bd)
			if i == 1 {
				tb = bareTable{tb}
				_, ok := tb.(rules.Walker)
				require.False(t, ok)
			}
			bd.Rules = bd.Edition.RulesAt(10)
			b, err := rules.NewBattleAt(tb, bd.Edition, bd.Dealing, seed, 10)
			require.NoError(t, err)
			b.Soak = rules.DefaultSoak
			_, err = rules.PlayFight(b, rules.FightOptions{})
			require.NoError(t, err)
			logs[i] = b.Log()
		}
		assert.Equal(t, logs[0], logs[1], "seed %d", seed)
	}
}

func TestPlainSpendsABennyToShakeOff(t *testing.T) {
	// Buck starts his turn Shaken and fails the Spirit roll (d8 1, Wild
	// d6 1): with bennies left, the plain tactic spends one and acts.
	b := newBattle(t, duel, 1)
	fighttest.UpTo(t, b, "buck")
	buck := b.Figure("buck")
	buck.Shaken = true
	bennies := buck.Bennies
	require.Positive(t, bennies)
	*b.RNG() = *rules.ScriptedRNG(1, 1)
	require.NoError(t, b.Apply(rules.StartTurn{Who: "buck"}))
	require.True(t, buck.Shaken, "the Spirit roll failed")
	require.False(t, b.Turn().CanAct)

	p := &rules.Plain{}
	a := p.Next(b)
	assert.Equal(t, rules.Unshake{Who: "buck"}, a)
	require.NoError(t, b.Apply(a))
	assert.False(t, buck.Shaken)
	assert.Equal(t, bennies-1, buck.Bennies)
	assert.True(t, b.Turn().CanAct)
	acts := fighttest.PlayTactic(t, b, p, "buck")
	assert.Contains(t, kinds(acts), rules.KindShoot, "it acts after all: %v", kinds(acts))
}

func TestPlainBurnsTwoFoesWithACone(t *testing.T) {
	// The priest's only ranged attack is a cone; two heroes stand 4" off
	// side by side, inside its 9".
	src := `
name: Cone
map: {rows: ["............", "............", "............", "............"]}
figures:
  - {id: priest, side: cult, at: [1, 1], traits: {spirit: d8, shooting: d6}, weapons: [{name: Hellfire, damage: 2d10, template: cone}, {name: Dagger, damage: str+d4}]}
  - {id: h1, side: heroes, at: [5, 1], traits: {fighting: d6}}
  - {id: h2, side: heroes, at: [5, 2], traits: {fighting: d6}}
`
	b := newBattle(t, src, 1)
	fighttest.ToTurn(t, b, "priest", 0)
	acts := fighttest.PlayTactic(t, b, &rules.Plain{}, "priest")
	var area *rules.AreaAttack
	for _, a := range acts {
		if x, ok := a.(rules.AreaAttack); ok {
			area = &x
		}
	}
	require.NotNil(t, area, "%v", kinds(acts))
	assert.Equal(t, "Hellfire", area.Weapon)
}
