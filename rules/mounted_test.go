package rules_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
)

// cavalry: Ser Hugh (Fighting d10 but Riding d6) on Star (Pace 12) at
// (0, 2); a pikeman 8" away at (8, 2), an archer at (10, 0).
const cavalry = `
name: Cavalry
map:
  rows:
    - "............"
    - "............"
    - "............"
    - "............"
    - "............"
figures:
  - id: star
    name: Star
    side: knights
    at: [0, 2]
    size: 2
    pace: 12
    traits: {agility: d8, strength: d12, vigor: d8, fighting: d6}
  - id: ser
    name: Ser Hugh
    side: knights
    wildcard: true
    bennies: 0
    mount: star
    at: [0, 2]
    traits: {agility: d6, strength: d8, vigor: d8, fighting: d10, riding: d6, athletics: d6}
    weapons:
      - {name: Lance, damage: str+d8, reach: 1}
  - id: pike
    name: Pikeman
    side: foot
    at: [8, 2]
    traits: {agility: d6, strength: d6, vigor: d6, fighting: d6, athletics: d6}
    weapons:
      - {name: Pike, damage: str+d8, reach: 2}
  - id: archer
    name: Archer
    side: foot
    at: [10, 0]
    traits: {agility: d6, strength: d6, vigor: d6, shooting: d6}
    weapons:
      - {name: Bow, range: 12/24/48, damage: 2d6}
`

func TestMountSharesTheRidersCardAndMovesWithIt(t *testing.T) {
	b := newBattle(t, cavalry, 1)
	apply(t, b, rules.StartRound{})
	assert.Equal(t, b.Fight.Init.Cards["ser"], b.Fight.Init.Cards["star"], "the mount acts on its rider's card")
	fighttest.ToTurn(t, b, "ser", 0)
	refused(t, b, rules.Move{Who: "ser", To: rules.Pos{X: 1, Y: 2}}, "Ser Hugh rides Star: move with ride, or dismount first")
	n := len(b.Events())
	apply(t, b, rules.Ride{Who: "ser", To: rules.Pos{X: 7, Y: 2}})
	assert.Equal(t, []string{`Ser Hugh rides Star to (7, 2) (7").`}, logFrom(b, n))
	for _, id := range []string{"ser", "star"} {
		p, _ := b.Battlefield.Position(id)
		assert.Equal(t, rules.Pos{X: 7, Y: 2}, p, id)
	}
	// Star's Pace is 12: 5" are left this turn.
	refused(t, b, rules.Ride{Who: "ser", To: rules.Pos{X: 1, Y: 0}}, `riding Star to (1, 0) costs 6" and only 5" of its Pace are left this turn`)
	apply(t, b, rules.Dismount{Who: "ser", To: rules.Pos{X: 7, Y: 3}})
	assert.Equal(t, "Ser Hugh gets down from Star to (7, 3).", b.Log()[len(b.Log())-1])
	assert.Empty(t, b.Figure("ser").Riding)

	// Mounted, Ser Hugh fights with the lower of Fighting d10 and Riding d6.
	assert.Equal(t, rules.D10, b.Figure("ser").TraitRoll(rules.Fighting, nil).Die)
	b = newBattle(t, cavalry, 1)
	assert.Equal(t, rules.D6, b.Figure("ser").TraitRoll(rules.Fighting, nil).Die)
	// The mount moves only with its rider.
	fighttest.ToTurn(t, b, "star", 0)
	refused(t, b, rules.Move{Who: "star", To: rules.Pos{X: 1, Y: 2}}, "Star carries Ser Hugh: it moves when Ser Hugh rides it")
}

// holdWhenUp plays the countdown until who is up and puts it on Hold.
func holdWhenUp(t *testing.T, b *rules.Battle, who string) {
	t.Helper()
	fighttest.UpTo(t, b, who)
	apply(t, b, rules.Hold{Who: who})
}

// chargeAt gets Ser Hugh's turn with the pikeman on Hold (hold) or not,
// and rides 7" straight at him, at a run when run.
func chargeAt(t *testing.T, hold bool, src string, run bool) *rules.Battle {
	t.Helper()
	b := newBattle(t, src, 1)
	if !hold {
		fighttest.ToTurn(t, b, "ser", 0)
	} else {
		// The pikeman waits on Hold while the others act.
		holdWhenUp(t, b, "pike")
		for b.Turn() == nil || b.Turn().Who != "ser" {
			if b.Turn() != nil {
				apply(t, b, rules.EndTurn{Who: b.Turn().Who})
				continue
			}
			next := slices.DeleteFunc(b.NextUp(), func(id string) bool { return id == "pike" })
			require.NotEmpty(t, next)
			apply(t, b, rules.StartTurn{Who: next[0]})
		}
	}
	if run {
		apply(t, b, rules.Run{Who: "ser"})
	}
	apply(t, b, rules.Ride{Who: "ser", To: rules.Pos{X: 7, Y: 2}})
	return b
}

func TestChargeAddsFourDamage(t *testing.T) {
	b := chargeAt(t, false, cavalry, false)
	n := len(b.Events())
	// Fighting d6 (Riding is lower than Fighting d10) 5, Wild d6 2, +1
	// Gang Up (Star is a second foe next to the pikeman) = 6 vs Parry 5:
	// a hit. Damage Strength d8 3 + Lance d8 2 + 4 charge = 9 vs
	// Toughness 5: one raise, a Wound: the Extra is out.
	script(b, 5, 2, 3, 2, 3)
	apply(t, b, rules.Charge{Who: "ser", Target: "pike"})
	got := logFrom(b, n)
	assert.Equal(t, []string{
		"Ser Hugh attacks Pikeman with the Lance: d6 5, Wild d6 2, +1 Gang Up = 6 vs 5: hit.",
		"Damage 2d8 (Lance) to Pikeman: 3+2, +4 charge = 9 vs Toughness 5: one raise, 1 Wound: Incapacitated.",
	}, got[:2])

	// Three inches are no charge.
	b = newBattle(t, cavalry, 1)
	fighttest.ToTurn(t, b, "ser", 0)
	apply(t, b, rules.Ride{Who: "ser", To: rules.Pos{X: 5, Y: 2}}, rules.Place{Who: "pike", To: rules.Pos{X: 6, Y: 2}})
	refused(t, b, rules.Charge{Who: "ser", Target: "pike"}, `Ser Hugh has not charged Pikeman: this turn's ride went 5" on the map; a charge needs 6" or more straight at the foe`)
}

func TestSetWeaponAgainstTheChargeAndFalling(t *testing.T) {
	setFirst := []string{
		"Ser Hugh rolls Athletics against Pikeman: d6 3, Wild d6 1 = 3.",
		"Pikeman rolls Athletics against Ser Hugh: d6 4, +2 longer Reach = 6 vs 3: sets the Pike against the charge and strikes first.",
		"Pikeman loses the Hold.",
		"Pikeman attacks Ser Hugh with the Pike: d6 6+2 = 8 vs 7: hit.",
		"Damage d6+d8 (Pike) to Ser Hugh: 4+3, +4 charge = 11 vs Toughness 6: one raise, 1 Wound.",
	}
	// On Hold with a Pike of Reach 2 against the Lance's 1, the pikeman
	// sets it: Athletics d6 4 +2 = 6 beats Ser Hugh's 3 (d6 3, Wild d6 1),
	// so he strikes first: d6 6+2 = 8 against Parry 7 (a rider's Parry
	// keeps its Fighting d10), and his damage takes the charge's +4: 11
	// vs Toughness 6, a Wound. Ser Hugh rolls Riding d6 2, Wild d6 1, -1
	// for the Wound: 1 vs 4, he falls; Star was walking, so the fall does
	// no damage. Shaken by the Wound, he strikes no blow.
	b := chargeAt(t, true, cavalry, false)
	n := len(b.Events())
	script(b, 4, 3, 1, 6, 2, 4, 3, 2, 1)
	apply(t, b, rules.Charge{Who: "ser", Target: "pike"})
	assert.Equal(t, append(setFirst,
		"Ser Hugh rolls Riding (Wounded): d6 2, Wild d6 1, -1 Wounds = 1 vs 4: falls.",
		"Ser Hugh falls from Star (Wounded).",
	), logFrom(b, n))
	assert.Empty(t, b.Figure("ser").Riding)
	p, _ := b.Battlefield.Position("ser")
	assert.NotEqual(t, rules.Pos{X: 7, Y: 2}, p, "he lands next to Star")
	assert.Equal(t, 0, b.Figure("pike").Wounds)

	// At a run, a critical failure (1 and Wild 1) throws him for 2d6:
	// 5+4 = 9 vs Toughness 6 on a Shaken rider, a second Wound.
	b = chargeAt(t, true, cavalry, true)
	n = len(b.Events())
	script(b, 4, 3, 1, 6, 2, 4, 3, 1, 1, 5, 4)
	apply(t, b, rules.Charge{Who: "ser", Target: "pike"})
	got := logFrom(b, n)
	assert.Equal(t, append(setFirst,
		"Ser Hugh rolls Riding (Wounded): d6 1, Wild d6 1, -1 Wounds = 0 vs 4: falls.",
		"Ser Hugh falls from Star (Wounded).",
		"Damage 2d6 (fall) to Ser Hugh: 5+4 = 9 vs Toughness 6: 1 Wound.",
	), got)
	assert.Equal(t, 2, b.Figure("ser").Wounds)

	// When Ser Hugh wins the roll he strikes first; the pikeman strikes
	// back second (without the +4: TestSetWeaponOnlyTheWinnerAddsTheCharge).
	b = chargeAt(t, true, cavalry, false)
	n = len(b.Events())
	script(b, 2, 5, 1, 1, 1, 1, 1)
	apply(t, b, rules.Charge{Who: "ser", Target: "pike"})
	got = logFrom(b, n)
	assert.Equal(t, "Pikeman rolls Athletics against Ser Hugh: d6 2, +2 longer Reach = 4 vs 5: sets the Pike against the charge and strikes second.", got[1])
	assert.Contains(t, got[3], "Ser Hugh attacks Pikeman with the Lance")
}

func TestStrayShotAtARiderHitsTheMount(t *testing.T) {
	b := newBattle(t, cavalry, 1)
	assert.Equal(t, []string{"star"}, b.Battlefield.Sight("archer", "ser", nil).Bystanders)
	assert.NotContains(t, b.Battlefield.Sight("archer", "star", nil).Bystanders, "star")
}

func TestMountRearsWhenShaken(t *testing.T) {
	// A blow that Shakes Star makes it rear: Ser Hugh rolls Riding.
	b := newBattle(t, cavalry, 1)
	fighttest.ToTurn(t, b, "pike", 0)
	apply(t, b, rules.Place{Who: "pike", To: rules.Pos{X: 1, Y: 2}})
	n := len(b.Events())
	// Pike d6 5 vs Star's Parry 5: hit; d6 4 + d8 4 = 8 vs Toughness 8
	// (2 + d8/2 + Size 2): Shaken. Riding d6 4, Wild d6 2: stays on.
	script(b, 5, 4, 4, 4, 2)
	apply(t, b, rules.Melee{Who: "pike", Target: "star"})
	got := logFrom(b, n)
	assert.Equal(t, "Ser Hugh rolls Riding (Star rears): d6 4, Wild d6 2 = 4 vs 4: stays in the saddle.", got[len(got)-1])
	assert.Equal(t, "star", b.Figure("ser").Riding)
}

func TestMountUpIsAnActionAndOldWoundsDoNotThrow(t *testing.T) {
	// Ser Hugh starts on foot next to Star, already Wounded.
	src := replaceIn(t, cavalry, "    mount: star\n    at: [0, 2]", "    at: [0, 3]")
	src = replaceIn(t, src, "    size: 2\n", "    size: 2\n    steed: true\n")
	b := newBattle(t, src, 1)
	fighttest.ToTurn(t, b, "ser", 0)
	apply(t, b, rules.SetState{Who: "ser", State: rules.State{Wounds: 1}})
	refused(t, b, rules.MountUp{Who: "ser", Mount: "pike"}, "Pikeman is not of Ser Hugh's side")
	n := len(b.Events())
	apply(t, b, rules.MountUp{Who: "ser", Mount: "star"})
	assert.Equal(t, []string{"Ser Hugh mounts Star."}, logFrom(b, n), "no Riding roll for the old Wound")
	p, _ := b.Battlefield.Position("ser")
	assert.Equal(t, rules.Pos{X: 0, Y: 2}, p)
	// Mounting took the turn's action; riding is free.
	refused(t, b, rules.MountUp{Who: "ser", Mount: "star"}, "Ser Hugh has taken its action this turn (declare a multi-action at the start of the turn)")
	apply(t, b, rules.Ride{Who: "ser", To: rules.Pos{X: 3, Y: 2}})
}

// Only a steed carries a rider: an ally who is not marked steed (and
// carries nobody in the scenario) cannot be mounted.
func TestOnlyASteedCanBeMounted(t *testing.T) {
	src := replaceIn(t, cavalry, "    mount: star\n    at: [0, 2]", "    at: [0, 3]")
	b := newBattle(t, src, 1)
	assert.False(t, b.Figure("star").Steed, "Star carries nobody and is not marked steed")
	fighttest.ToTurn(t, b, "ser", 0)
	refused(t, b, rules.MountUp{Who: "ser", Mount: "star"}, "Star is not a steed: only figures marked steed carry riders")

	// A rider's mount: is a steed without saying so.
	b = newBattle(t, cavalry, 1)
	assert.True(t, b.Figure("star").Steed)
	assert.False(t, b.Figure("ser").Steed)
}

func replaceIn(t *testing.T, s, from, to string) string {
	t.Helper()
	require.Equal(t, 1, strings.Count(s, from), "%q", from)
	return strings.Replace(s, from, to, 1)
}

func TestAMissAtTheRiderThatRollsAOneHitsTheMount(t *testing.T) {
	b := newBattle(t, cavalry, 1)
	fighttest.ToTurn(t, b, "archer", 0)
	n := len(b.Events())
	// Shooting d6 1 (an Extra: no Wild Die) misses Ser Hugh; the 1 hits
	// Star, the only bystander of a shot at its rider: 2d6 5+4 = 9 vs
	// Toughness 8 (2 + d8/2 + Size 2): Shaken, so Star rears and Ser
	// Hugh rolls Riding d6 5 (Wild d6 2): he stays on.
	script(b, 1, 1, 5, 4, 5, 2) // the second 1 picks the one bystander
	apply(t, b, rules.Shoot{Who: "archer", Weapon: "Bow", Targets: []string{"ser"}})
	assert.Equal(t, []string{
		"Archer shoots Ser Hugh with the Bow: d6 1 = 1 vs 4: miss.",
		"Innocent bystander: Archer's shot at Ser Hugh with the Bow: the stray 1 hits Star.",
		"Damage 2d6 (Bow) to Star: 5+4 = 9 vs Toughness 8: Shaken.",
		"Ser Hugh rolls Riding (Star rears): d6 5, Wild d6 2 = 5 vs 4: stays in the saddle.",
	}, logFrom(b, n))
	assert.True(t, b.Figure("star").Shaken)
	assert.False(t, b.Figure("ser").Shaken)
}

// A charge counts the distance moved on the map, not the Pace spent, and
// needs a fairly straight path: the mount ends next to the foe having
// moved 6" or more this turn, the last 6" of it within 1" of the straight
// line from where they begin to the square it ends on.
func TestChargeNeedsSixInchesOnTheMapInAFairlyStraightLine(t *testing.T) {
	ride := func(src string, at rules.Pos, pike rules.Pos, to ...rules.Pos) *rules.Battle {
		t.Helper()
		b := newBattle(t, src, 1)
		fighttest.ToTurn(t, b, "ser", 0)
		for _, id := range []string{"star", "ser"} {
			require.NoError(t, b.Battlefield.Place(id, at))
		}
		require.NoError(t, b.Battlefield.Place("pike", pike))
		for _, p := range to {
			apply(t, b, rules.Ride{Who: "ser", To: p})
		}
		return b
	}
	// Five squares, three of them water (2" each): 8" of Pace, 5" on the
	// map: no charge.
	wet := strings.Replace(cavalry, `    - "............"
    - "............"
    - "............"
    - "............"
    - "............"`, `    - ".~~~........"
    - ".~~~........"
    - ".~~~........"
    - ".~~~........"
    - ".~~~........"`, 1)
	b := ride(wet, rules.Pos{X: 0, Y: 2}, rules.Pos{X: 6, Y: 2}, rules.Pos{X: 5, Y: 2})
	refused(t, b, rules.Charge{Who: "ser", Target: "pike"},
		`Ser Hugh has not charged Pikeman: this turn's ride went 5" on the map (8" of Pace); a charge needs 6" or more straight at the foe`)

	// A V: three squares down and right, then three up and right, a
	// 90-degree turn: 6" on the map, but the turn lies 3" off the line
	// from (0, 0) to (6, 0).
	b = ride(cavalry, rules.Pos{X: 0, Y: 0}, rules.Pos{X: 7, Y: 0}, rules.Pos{X: 3, Y: 3}, rules.Pos{X: 6, Y: 0})
	refused(t, b, rules.Charge{Who: "ser", Target: "pike"},
		`Ser Hugh has not charged Pikeman: the last 6" of this turn's ride stray more than 1" from a straight line to the foe`)

	// A turn before the last 6" does not matter: two squares down, then
	// six straight along the row to the pikeman, 8" in all, is a charge.
	b = ride(cavalry, rules.Pos{X: 0, Y: 0}, rules.Pos{X: 8, Y: 2}, rules.Pos{X: 1, Y: 2}, rules.Pos{X: 7, Y: 2})
	n := len(b.Events())
	script(b, 5, 2, 3, 2, 3)
	apply(t, b, rules.Charge{Who: "ser", Target: "pike"})
	assert.Equal(t, "Damage 2d8 (Lance) to Pikeman: 3+2, +4 charge = 9 vs Toughness 5: one raise, 1 Wound: Incapacitated.", logFrom(b, n)[1])
}

// Setting a weapon against a charge: the winner of the opposed roll
// strikes first and only the winner adds the charge's +4; the loser
// strikes second with no bonus, the rider as well as the setter.
func TestSetWeaponOnlyTheWinnerAddsTheCharge(t *testing.T) {
	// The pikeman loses (d6 2 +2 = 4 against Ser Hugh's 5) and strikes
	// second: Ser Hugh misses (1, Wild 1), the Pike hits (6+2 = 8 vs 7)
	// for 4+3 = 7 vs Toughness 6: Shaken, not +4 and a Wound.
	b := chargeAt(t, true, cavalry, false)
	n := len(b.Events())
	script(b, 2, 5, 1, 1, 1, 6, 2, 4, 3, 4, 2)
	apply(t, b, rules.Charge{Who: "ser", Target: "pike"})
	got := logFrom(b, n)
	assert.Equal(t, "Pikeman rolls Athletics against Ser Hugh: d6 2, +2 longer Reach = 4 vs 5: sets the Pike against the charge and strikes second.", got[1])
	assert.Contains(t, got, "Damage d6+d8 (Pike) to Ser Hugh: 4+3 = 7 vs Toughness 6: Shaken.")

	// Ser Hugh loses (3 against 4 +2 = 6); the pikeman strikes first and
	// misses (d6 1), then Ser Hugh's Lance hits (5, +1 Gang Up = 6 vs 5)
	// for 3+2 = 5 vs Toughness 5: Shaken, without the +4.
	b = chargeAt(t, true, cavalry, false)
	n = len(b.Events())
	script(b, 4, 3, 1, 1, 5, 2, 3, 2)
	apply(t, b, rules.Charge{Who: "ser", Target: "pike"})
	got = logFrom(b, n)
	assert.Equal(t, "Pikeman rolls Athletics against Ser Hugh: d6 4, +2 longer Reach = 6 vs 3: sets the Pike against the charge and strikes first.", got[1])
	assert.Contains(t, got, "Damage 2d8 (Lance) to Pikeman: 3+2 = 5 vs Toughness 5: Shaken.")
}

// The last 6" of a charge go toward the foe: riding to and fro beside it
// (5, 6, 5, 6, 5, 6, 7 on one row: 7" ridden, the last 6" all within 1"
// of the 2" line from (5, 2) to (7, 2)) is no charge; their ends must lie
// at least 5" apart (one step may go aside, none back).
func TestChargeAfterPacingToAndFroIsNoCharge(t *testing.T) {
	b := newBattle(t, cavalry, 1)
	fighttest.ToTurn(t, b, "ser", 0)
	for _, id := range []string{"star", "ser"} {
		require.NoError(t, b.Battlefield.Place(id, rules.Pos{X: 6, Y: 2}))
	}
	require.NoError(t, b.Battlefield.Place("pike", rules.Pos{X: 8, Y: 2}))
	for _, x := range []int{5, 6, 5, 6, 5, 6, 7} {
		apply(t, b, rules.Ride{Who: "ser", To: rules.Pos{X: x, Y: 2}})
	}
	refused(t, b, rules.Charge{Who: "ser", Target: "pike"}, "Ser Hugh has not charged Pikeman: the last 6\" of this turn's ride end 2\" from where they begin; a charge goes 6\" or more straight at the foe")
}

// A rider the GM sets on a mount in a battle that began with everyone on
// foot keeps the saddle by the rules: Star Shaken by a blow rears and
// Ser Hugh rolls Riding.
func TestARiderSetByTheGMRollsWhenTheMountRears(t *testing.T) {
	src := replaceIn(t, cavalry, "    mount: star\n    at: [0, 2]", "    at: [0, 3]")
	src = replaceIn(t, src, "    size: 2\n", "    size: 2\n    steed: true\n")
	b := newBattle(t, src, 1)
	fighttest.ToTurn(t, b, "pike", 0)
	apply(t, b, rules.Place{Who: "pike", To: rules.Pos{X: 1, Y: 2}})
	apply(t, b, rules.SetState{Who: "ser", State: rules.State{Riding: "star"}})
	n := len(b.Events())
	script(b, 5, 4, 4, 4, 2) // as TestMountRearsWhenShaken
	apply(t, b, rules.Melee{Who: "pike", Target: "star"})
	got := logFrom(b, n)
	assert.Equal(t, "Ser Hugh rolls Riding (Star rears): d6 4, Wild d6 2 = 4 vs 4: stays in the saddle.", got[len(got)-1])
}
