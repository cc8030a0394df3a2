package rules_test

import (
	"fmt"
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func buckTurn(t *testing.T, src string, actions int) *rules.Battle {
	b := newBattle(t, src, 1)
	fighttest.ToTurn(t, b, "buck", actions)
	return b
}

func TestMoveSpendsPace(t *testing.T) {
	b := buckTurn(t, duel, 0)
	refused(t, b, rules.Move{Who: "c1", To: rules.Pos{X: 8, Y: 2}}, "it is not Cultist 1's turn but Buck's")
	// Pace 6: 4" to (5, 1), then 2" diagonally to (7, 3); nothing left.
	require.NoError(t, b.Apply(rules.Move{Who: "buck", To: rules.Pos{X: 5, Y: 1}}))
	assert.Equal(t, 2, b.PaceLeft("buck"))
	require.NoError(t, b.Apply(rules.Move{Who: "buck", To: rules.Pos{X: 7, Y: 3}}))
	refused(t, b, rules.Move{Who: "buck", To: rules.Pos{X: 7, Y: 4}}, "moving Buck to (7, 4) costs 1\" and only 0\" of Pace are left this turn")
	refused(t, b, rules.Move{Who: "buck", To: rules.Pos{X: 8, Y: 1}}, "Buck cannot get to (8, 1): no way there within 6\" (walls, foes, an occupied square or too far)")
	assert.Equal(t, "Buck moves to (7, 3) (2\").", b.Log()[len(b.Log())-1])
}

func TestWoundsSlowAndRunningAddsItsDie(t *testing.T) {
	b := buckTurn(t, duel, 0)
	b.Figure("buck").Wounds = 2 // Pace 6 - 2
	assert.Equal(t, 4, b.PaceLeft("buck"))
	script(b, 3)
	require.NoError(t, b.Apply(rules.Run{Who: "buck"}))
	assert.Equal(t, "Buck runs: d6 3: +3\" Pace, -2 to other actions this turn.", b.Log()[len(b.Log())-1])
	assert.Equal(t, 7, b.PaceLeft("buck"))
	assert.Equal(t, rules.Mods{{Name: "running", Value: -2}}, b.ActionMods("buck"))
	refused(t, b, rules.Run{Who: "buck"}, "Buck is running already this turn")
	require.NoError(t, b.Apply(rules.Move{Who: "buck", To: rules.Pos{X: 7, Y: 2}}))
	assert.Equal(t, 1, b.PaceLeft("buck"))
}

func TestProneAndStand(t *testing.T) {
	b := buckTurn(t, duel, 0)
	require.NoError(t, b.Apply(rules.Prone{Who: "buck"}))
	assert.True(t, b.Figure("buck").Prone)
	refused(t, b, rules.Prone{Who: "buck"}, "Buck is prone already")
	// Crawling in swade costs 2" an inch.
	require.NoError(t, b.Apply(rules.Move{Who: "buck", To: rules.Pos{X: 2, Y: 1}}))
	assert.Equal(t, "Buck crawls to (2, 1) (2\").", b.Log()[len(b.Log())-1])
	assert.True(t, b.Figure("buck").Prone)
	require.NoError(t, b.Apply(rules.Stand{Who: "buck"}))
	assert.False(t, b.Figure("buck").Prone)
	assert.Equal(t, 2, b.PaceLeft("buck"), "6 - 2 crawling - 2 standing")
	refused(t, b, rules.Stand{Who: "buck"}, "Buck is not prone")
	require.NoError(t, b.Apply(rules.Move{Who: "buck", To: rules.Pos{X: 4, Y: 1}}))
	require.NoError(t, b.Apply(rules.Prone{Who: "buck"}))
	refused(t, b, rules.Stand{Who: "buck"}, "standing up costs 2\" of Pace and Buck has 0\" left")
}

func TestWithdrawingGivesFreeAttacks(t *testing.T) {
	b := buckTurn(t, duel, 0)
	require.NoError(t, b.Apply(rules.Move{Who: "buck", To: rules.Pos{X: 7, Y: 1}}))
	require.NoError(t, b.Apply(rules.EndTurn{Who: "buck"}))
	require.NoError(t, b.Apply(rules.StartRound{}))
	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	// Cultist 1 is adjacent; Cultist 2 is not (two squares off). Leaving
	// gives Cultist 1 a free attack: Fighting d6 5 against Buck's Parry
	// 6 (2 + d8/2): a miss.
	// (The melee rules resolve the attack; only its first words are
	// checked here.)
	script(b, 5)
	require.NoError(t, b.Apply(rules.Move{Who: "buck", To: rules.Pos{X: 4, Y: 1}}))
	lines := b.Log()[n:]
	require.Len(t, lines, 3)
	assert.Equal(t, "Cultist 1 vs Buck: free attack: Buck withdraws from melee.", lines[0])
	assert.True(t, strings.HasPrefix(lines[1], "Cultist 1 attacks Buck with the Knife: d6 5"), lines[1])
	assert.Equal(t, "Buck moves to (4, 1) (3\").", lines[2])
}

func TestAimThenShoot(t *testing.T) {
	b := buckTurn(t, duel, 0)
	require.NoError(t, b.Apply(rules.Aim{Who: "buck", Target: "c1"}))
	refused(t, b, rules.Move{Who: "buck", To: rules.Pos{X: 2, Y: 1}}, "Buck aimed this turn and cannot move")
	refused(t, b, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}}, "Buck spent the turn aiming")
	require.NoError(t, b.Apply(rules.EndTurn{Who: "buck"}))
	require.NoError(t, b.Apply(rules.StartRound{}))
	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	script(b, 2, 1)
	require.NoError(t, b.Apply(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}}))
	assert.Equal(t, "Buck shoots Cultist 1 with the Colt .45: d10 2, Wild d6 1, +2 Aim = 4 vs 4: hit.", b.Log()[n])
}

func TestAimNeedsAStillTurn(t *testing.T) {
	b := buckTurn(t, duel, 0)
	require.NoError(t, b.Apply(rules.Move{Who: "buck", To: rules.Pos{X: 2, Y: 1}}))
	refused(t, b, rules.Aim{Who: "buck"}, "Buck has moved this turn and cannot aim")
	b = buckTurn(t, duel, 2)
	refused(t, b, rules.Aim{Who: "buck"}, "aiming takes Buck's whole turn: no other action")
}

func TestReloadX(t *testing.T) {
	src := strings.Replace(duel, "shots: 7, double_tap: true}", "shots: 7, double_tap: true, reload: 2}", 1)
	b := buckTurn(t, src, 2)
	refused(t, b, rules.Reload{Who: "buck", Weapon: "Colt .45"}, "the Colt .45 is fully loaded (7 rounds)")
	refused(t, b, rules.Reload{Who: "buck", Weapon: "Machete"}, "the Machete does not need reloading")
	require.NoError(t, b.Apply(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}}))
	require.NoError(t, b.Apply(rules.Reload{Who: "buck", Weapon: "Colt .45"}))
	assert.Equal(t, "Buck reloads the Colt .45: 1 of 2 actions done.", b.Log()[len(b.Log())-1])
	assert.Equal(t, 6, b.Figure("buck").Ammo[0])
	require.NoError(t, b.Apply(rules.EndTurn{Who: "buck"}))
	require.NoError(t, b.Apply(rules.StartRound{}))
	fighttest.ToTurn(t, b, "buck", 0)
	require.NoError(t, b.Apply(rules.Reload{Who: "buck", Weapon: "Colt .45"}))
	assert.Equal(t, "Buck reloads the Colt .45: loaded: 7 rounds.", b.Log()[len(b.Log())-1])
	assert.Equal(t, 7, b.Figure("buck").Ammo[0])
}

func TestPistolInMeleeAndVulnerable(t *testing.T) {
	b := buckTurn(t, duel, 2)
	require.NoError(t, b.Apply(rules.Move{Who: "buck", To: rules.Pos{X: 7, Y: 1}}))
	n := len(b.Events())
	// The Colt at adjacent Cultist 1: TN its Parry 5 (2 + d6/2).
	script(b, 5, 1, 1, 1)
	require.NoError(t, b.Apply(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}}))
	assert.Equal(t, "Buck shoots Cultist 1 with the Colt .45: d10 5, Wild d6 1, -2 multi-action = 3 vs 5: miss.", b.Log()[n])
	assert.False(t, b.Figure("buck").Vulnerable)
	// The Tommy Gun past adjacent Cultist 1 at Cultist 2 (2" off, not
	// adjacent): Buck becomes Vulnerable.
	n = len(b.Events())
	script(b, 9, 1)
	require.NoError(t, b.Apply(rules.Shoot{Who: "buck", Weapon: "Tommy Gun", Targets: []string{"c2"}}))
	assert.Equal(t, "Buck is Vulnerable (fired past an adjacent foe).", b.Log()[n+1])
	assert.True(t, b.Figure("buck").Vulnerable)
}

func TestObstacleAsArmorWhenOnlyTheCoverMadeTheMiss(t *testing.T) {
	// A low wooden wall (=, medium cover, +2 as an obstacle) in front of
	// Cultist 1.
	src := strings.Replace(duel, `    - "................"
    - "................"
    - "................"
    - "................"
    - "......#........."`, `    - "................"
    - ".......=........"
    - "................"
    - "................"
    - "......#........."`, 1)
	b := buckTurn(t, src, 0)
	n := len(b.Events())
	// d10 6, Wild 2: 6 -4 medium cover = 2, a miss, but 6 would have hit:
	// the wall takes it as Armor +2, which the Colt's AP 1 reduces like
	// any armor: Toughness 5 +2 -1 = 6. Damage 2d6+1: 5+4+1 = 10, one
	// raise: a Wound (an Extra is out).
	script(b, 6, 2, 5, 4)
	require.NoError(t, b.Apply(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}}))
	assert.Equal(t, []string{
		"Buck shoots Cultist 1 with the Colt .45: d10 6, Wild d6 2, -4 medium cover = 2 vs 4: miss, only because of the cover.",
		"Buck vs Cultist 1 (Colt .45): the shot hits the wood obstacle in the way: it protects as armor +2.",
		"Damage 2d6+1 (Colt .45) to Cultist 1: 5+4+1 = 10 vs Toughness 6 (wood obstacle +2, AP 1 -1): one raise, 1 Wound: Incapacitated.",
	}, b.Log()[n:])
}

// Revision 8's swade double tap and burst (revision 9's:
// fire_modes_swade_test.go).
func TestDoubleTapBurstAndCalledShots(t *testing.T) {
	b := newBattleAt(t, duel, 1, 8)
	fighttest.ToTurn(t, b, "buck", 3)
	n := len(b.Events())
	// Double tap: +1 to hit and damage, two rounds.
	script(b, 3, 1, 2, 2)
	require.NoError(t, b.Apply(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}, Mode: rules.DoubleTap}))
	assert.Equal(t, []string{
		"Buck shoots Cultist 1 with the Colt .45: d10 3, Wild d6 1, -4 multi-action, +1 double tap = 0 vs 4: miss.",
	}, b.Log()[n:])
	assert.Equal(t, 5, b.Figure("buck").Ammo[0])
	n = len(b.Events())
	// A called shot to the head: -4 to hit, +4 damage.
	script(b, 10, 10, 1, 1, 3, 3)
	require.NoError(t, b.Apply(rules.Shoot{Who: "buck", Weapon: "Tommy Gun", Targets: []string{"c2"}, Called: rules.CalledHeadVitals}))
	assert.Equal(t, []string{
		"Buck shoots Cultist 2 with the Tommy Gun: d10 10+10+1, Wild d6 1, -4 multi-action, -4 called shot (head/vitals) = 13 vs 4: hit with 2 raises.",
	}, b.Log()[n:n+1])
	assert.Contains(t, b.Log()[n+1], "+4 head/vitals")
	// A three-round burst: +2 to hit and damage, three rounds.
	n = len(b.Events())
	b.Figure("c1").Shaken = false
	refused(t, b, rules.Shoot{Who: "buck", Weapon: "Shotgun", Targets: []string{"c1"}, Mode: rules.Burst}, "the Shotgun has no burst setting (burst: true)")
	b.Figure("buck").Ammo[2] = 2
	refused(t, b, rules.Shoot{Who: "buck", Weapon: "Tommy Gun", Targets: []string{"c1"}, Mode: rules.Burst}, "the Tommy Gun has 2 rounds left and this needs 3: reload first")
	b.Figure("buck").Ammo[2] = 3
	script(b, 6, 1, 1, 1)
	require.NoError(t, b.Apply(rules.Shoot{Who: "buck", Weapon: "Tommy Gun", Targets: []string{"c1"}, Mode: rules.Burst}))
	assert.Equal(t, "Buck shoots Cultist 1 with the Tommy Gun: d10 6, Wild d6 1, -4 multi-action, +2 three-round burst = 4 vs 4: hit.", b.Log()[n])
	assert.Equal(t, "Damage 2d6+1 (Tommy Gun) to Cultist 1: 1+1+1, +2 three-round burst = 5 vs Toughness 5: Shaken.", b.Log()[n+1])
	assert.Equal(t, 0, b.Figure("buck").Ammo[2], "a burst is exactly three rounds")
}

func TestOtherRulesCanForbidMoving(t *testing.T) {
	// A rule of another file (a grapple, say) forbids moving; only a
	// figure named "Stuck" is affected so other tests do not notice.
	rules.RegisterMoveCheck(func(b *rules.Battle, f *rules.Figure) error {
		if f.Name == "Stuck" {
			return fmt.Errorf("%s is held fast", f.Name)
		}
		return nil
	})
	b := buckTurn(t, strings.Replace(duel, "name: Buck\n", "name: Stuck\n", 1), 0)
	refused(t, b, rules.Move{Who: "buck", To: rules.Pos{X: 2, Y: 1}}, "Stuck is held fast")
}

func TestDeluxeCrawlsTwoInchesATurn(t *testing.T) {
	b := buckTurn(t, "edition: deluxe\n"+duel, 0)
	require.NoError(t, b.Apply(rules.Prone{Who: "buck"}))
	require.NoError(t, b.Apply(rules.Move{Who: "buck", To: rules.Pos{X: 2, Y: 1}}))
	require.NoError(t, b.Apply(rules.Move{Who: "buck", To: rules.Pos{X: 3, Y: 1}}))
	assert.True(t, b.Figure("buck").Prone)
	assert.Equal(t, 2, b.Turn().Crawled)
	// A third inch crawled is too far; standing (2") and walking is not.
	refused(t, b, rules.Move{Who: "buck", To: rules.Pos{X: 4, Y: 1}}, "in deluxe a prone figure crawls at most 2\" a turn; Buck has crawled 2\"")
	require.NoError(t, b.Apply(rules.Stand{Who: "buck"}))
	require.NoError(t, b.Apply(rules.Move{Who: "buck", To: rules.Pos{X: 4, Y: 1}}))
	assert.Equal(t, 1, b.PaceLeft("buck"), "6 - 2 crawled - 2 standing - 1")
}

func TestReloadingOnTheRun(t *testing.T) {
	b := buckTurn(t, duel, 2)
	// Running is declared before the first action.
	script(b, 2)
	require.NoError(t, b.Apply(rules.Run{Who: "buck"}))
	script(b, 2, 2)
	require.NoError(t, b.Apply(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}}))
	n := len(b.Events())
	// Agility d8 3, Wild 1, -2 multi-action, -2 running: -1, no progress.
	script(b, 3, 1)
	require.NoError(t, b.Apply(rules.Reload{Who: "buck", Weapon: "Colt .45"}))
	assert.Equal(t, []string{
		"Buck rolls Agility (reloading on the run): d8 3, Wild d6 1, -2 multi-action, -2 running = -1 vs 4: failure.",
		"Buck reloads the Colt .45: fumbles: no progress.",
	}, b.Log()[n:])
	assert.Equal(t, 6, b.Figure("buck").Ammo[0])
}

func TestThrowingUsesAthletics(t *testing.T) {
	src := strings.Replace(duel, "      - {name: Machete, damage: str+d6}\n", "      - {name: Machete, damage: str+d6}\n      - {name: Dagger, range: 3/6/12, damage: str+d4, thrown: true}\n", 1)
	b := buckTurn(t, src, 0)
	n := len(b.Events())
	// 7" is long range for 3/6/12; Athletics d6.
	script(b, 6, 3, 2)
	require.NoError(t, b.Apply(rules.Shoot{Who: "buck", Weapon: "Dagger", Targets: []string{"c1"}}))
	assert.Equal(t, "Buck throws the Dagger at Cultist 1: d6 6+3, Wild d6 2, -4 long range = 5 vs 4: hit.", b.Log()[n])
}

// A figure the free attacks put down stays where it was, and says so with
// an event of its own kind (not a move with a sentence to match).
func TestWithdrawingFigureDownedByTheFreeAttack(t *testing.T) {
	b := buckTurn(t, duel, 0)
	require.NoError(t, b.Apply(rules.Move{Who: "buck", To: rules.Pos{X: 7, Y: 1}}))
	fighttest.ToTurn(t, b, "c1", 0)
	from, ok := b.Battlefield.Position("c1")
	require.True(t, ok)
	n := len(b.Events())
	// Buck's free attack with the Machete: Fighting d8 7, Wild d6 3 = 7
	// against Cultist 1's Parry 5, a hit; damage d8 6 + d6 5 = 11 against
	// Toughness 5: the Extra is out.
	script(b, 7, 3, 6, 5)
	require.NoError(t, b.Apply(rules.Move{Who: "c1", To: rules.Pos{X: 12, Y: 1}}))
	evs := b.Events()[n:]
	last := evs[len(evs)-1]
	assert.Equal(t, rules.EventDownWithdrawing, last.Kind)
	assert.Equal(t, "Cultist 1 goes down before getting away.", b.Log()[len(b.Log())-1])
	assert.True(t, b.Figure("c1").Incapacitated)
	at, _ := b.Battlefield.Position("c1")
	assert.Equal(t, from, at, "stays where it fell")
}

// Each Move planned keeps its own route: the plans and their routes are
// cut from a chunk of the battle's that no later plan writes over.
func TestEachMovePlannedKeepsItsOwnRoute(t *testing.T) {
	b := buckTurn(t, duel, 0)
	var plans []*rules.Plan
	var tos []rules.Pos
	for x := 1; x <= 7; x++ {
		for y := 0; y <= 4; y++ {
			to := rules.Pos{X: x, Y: y}
			p, err := b.Preview(rules.Move{Who: "buck", To: to})
			if err != nil {
				continue
			}
			plans, tos = append(plans, p), append(tos, to)
		}
	}
	require.Greater(t, len(plans), 16, "more moves than a chunk holds")
	for i, p := range plans {
		r, ok := p.Detail.(*rules.Route)
		require.True(t, ok, "a Move's plan holds its Route")
		require.NotEmpty(t, r.Steps)
		assert.Equal(t, tos[i], r.Steps[len(r.Steps)-1], "move %d still ends where it was planned to", i)
		assert.Equal(t, "buck", p.Who)
	}
	require.NoError(t, b.Apply(rules.Move{Who: "buck", To: rules.Pos{X: 5, Y: 1}}))
	assert.Equal(t, 2, b.PaceLeft("buck"), "the move spent its own route's 4\"")
}
