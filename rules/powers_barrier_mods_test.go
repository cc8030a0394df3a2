package rules_test

import (
	"strings"
	"testing"

	"battlemat/board"
	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Barrier's Damage and Shaped modifiers, a Cone against its wall, and
// shots and throws at it.

// barrierSouth: the priest stands a wall from (5, 0) south to (5, 5),
// between itself (at 2, 3) and Buck (at 8, 3), who carries a pistol and a
// throwing axe.
func barrierSouth(t *testing.T, rev int, mods ...string) *rules.Battle {
	t.Helper()
	sc := strings.Replace(casters, "[Bolt (hellfire), Blast, Burst, Protection, Deflection, Healing, Relief, Smite, Stun]", "[Barrier, Burst]", 1)
	sc = strings.Replace(sc, "shooting: d10, notice: d6}", "shooting: d10, notice: d6, athletics: d8}\n    weapons:\n"+
		"      - {name: Colt, range: 12/24/48, damage: 2d6, shots: 6}\n"+
		"      - {name: Axe, range: 3/6/12, damage: str+d6, thrown: true}", 1)
	b := newBattleAt(t, "edition: swade\n"+sc, 1, rev)
	fighttest.ToTurn(t, b, "priest", 2)
	at := rules.Spot{X: 5.1, Y: 0.9}
	script(b, 8, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Barrier", At: &at, Choice: "south", Mods: mods})
	return b
}

func TestABarrierWithDamageDealsTwoDFourToAFigureThatEndsAMoveAgainstIt(t *testing.T) {
	b := barrierSouth(t, rules.CurrentRevision, "Damage")
	assert.Equal(t, 12, b.Figure("priest").PowerPoints(), "Barrier 2 + Damage 1 = 3 Power Points of 15")
	require.Len(t, b.BarrierSections(), 5)
	assert.Equal(t, "2d4", b.BarrierSections()[0].Damage)
	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	// Buck walks from (8, 3) to (5, 3), his base against the wall's
	// fourth inch: 2d4 = 3 + 3 = 6 against his Toughness 6 (2 + d8/2):
	// Shaken.
	script(b, 3, 3)
	apply(t, b, rules.Move{Who: "buck", To: rules.Pos{X: 5, Y: 3}})
	log := strings.Join(logFrom(b, n), "\n")
	assert.Equal(t, "Buck moves to (5, 3) (3\").\nDamage 2d4 (Barrier) to Buck: 3+3 = 6 vs Toughness 6: Shaken.", log)
	assert.True(t, b.Figure("buck").Shaken, "6 vs Toughness 6 Shakes him")

	// A move that ends away from the wall touches nothing.
	c := barrierSouth(t, rules.CurrentRevision, "Damage")
	fighttest.ToTurn(t, c, "buck", 0)
	m := len(c.Events())
	apply(t, c, rules.Move{Who: "buck", To: rules.Pos{X: 7, Y: 3}})
	assert.NotContains(t, strings.Join(logFrom(c, m), "\n"), "Toughness")
	assert.False(t, c.Figure("buck").Shaken)
}

func TestABlowAtABarrierWithDamageHarmsTheStriker(t *testing.T) {
	b := barrierBeside(t, "Damage")
	n := len(b.Events())
	// Fighting d6 5 -2 = 3 vs Parry 2; the Knife's 6 + 4 = 10 breaks the
	// inch; the wall's 2d4 = 4 + 2 = 6 against the priest's Toughness 5:
	// Shaken.
	script(b, 5, 1, 6, 4, 4, 2)
	apply(t, b, rules.BreakBarrier{Who: "priest", At: rules.Spot{X: 2.5, Y: 3.5}, Weapon: "Knife"})
	log := strings.Join(logFrom(b, n), "\n")
	assert.Contains(t, log, "6+4 = 10 vs Hardness 10: broken.")
	assert.Contains(t, log, "vs Toughness 5", log)
	assert.True(t, b.Figure("priest").Shaken)
}

func TestAShapedBarrierClosesASquareAroundTheSquareItIsCastAt(t *testing.T) {
	b := castingWith(t, "swade", "Barrier")
	bd := barrierBoard(b)
	walls := len(bd.Walls)
	at := rules.Spot{X: 6.5, Y: 3.5}
	n := len(b.Events())
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Barrier", At: &at, Mods: []string{"Shaped"}})
	assert.Equal(t, "High Priest stands a closed square of wall from (6, 3) to (7, 4) (Hardness 10) (Barrier).", logFrom(b, n)[1])
	assert.Equal(t, 11, b.Figure("priest").PowerPoints(), "Barrier 2 + Shaped 2 = 4 Power Points of 15")
	assert.Len(t, bd.Walls, walls+4, "four sides")
	assert.Len(t, b.BarrierSections(), 4, "1\" a side: 4\" of its 5\"")
	for _, to := range []board.Square{{X: 7, Y: 3}, {X: 5, Y: 3}, {X: 6, Y: 2}, {X: 6, Y: 4}} {
		assert.True(t, bd.StepBlocked(board.Square{X: 6, Y: 3}, to), "no way out of (6, 3) to %v", to)
	}
	apply(t, b, rules.Maintain{Who: "priest", Power: "Barrier", End: true})
	assert.Len(t, bd.Walls, walls, "Drop power takes all four sides")

	c := castingWith(t, "swade", "Barrier")
	script(c, 5, 1)
	apply(t, c, rules.Cast{Who: "priest", Power: "Barrier", At: &at, Mods: []string{"Shaped", "Size"}})
	assert.Len(t, c.BarrierSections(), 8, "with Size 2\" a side: 8\" of its 10\"")
	cd := barrierBoard(c)
	assert.False(t, cd.StepBlocked(board.Square{X: 6, Y: 3}, board.Square{X: 7, Y: 4}), "the four squares inside are open to each other")
	assert.True(t, cd.StepBlocked(board.Square{X: 7, Y: 4}, board.Square{X: 8, Y: 4}))
}

// burstNorth: the priest's Burst aimed north from (2.5, 3) over a wall
// from (0, 1) east to (5, 1): 2" from the apex the Cone is 0.4" each
// side of its line (1.5" at 7.5"), so it passes over the one inch from
// (2, 1) to (3, 1).
func burstNorth(t *testing.T, rev int, faces ...int) *rules.Battle {
	t.Helper()
	sc := strings.Replace(casters, "[Bolt (hellfire), Blast, Burst, Protection, Deflection, Healing, Relief, Smite, Stun]", "[Barrier, Burst]", 1)
	b := newBattleAt(t, "edition: swade\n"+sc, 1, rev)
	fighttest.ToTurn(t, b, "priest", 2)
	at := rules.Spot{X: 0.1, Y: 1.1}
	script(b, 8, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Barrier", At: &at, Choice: "east"})
	require.Len(t, b.BarrierSections(), 5)
	script(b, faces...)
	apply(t, b, rules.Cast{Who: "priest", Power: "Burst", At: &rules.Spot{X: 2.5, Y: 0.2}})
	return b
}

func TestABurstRollsItsDamageAgainstEachInchOfBarrierItPassesOver(t *testing.T) {
	// Faith d10 7 -2 (a second action) = 5: a success; 2d6 with no aces
	// against the inch: 6 + 5 = 11 vs Hardness 10 breaks it.
	b := burstNorth(t, rules.CurrentRevision, 7, 1, 6, 5)
	log := strings.Join(b.Log(), "\n")
	assert.Contains(t, log, "6+5 = 11 vs Hardness 10: broken.", log)
	assert.Equal(t, 1, strings.Count(log, "vs Hardness"), "one inch under the Cone, one roll")
	secs := b.BarrierSections()
	require.Len(t, secs, 4)
	for _, s := range secs {
		assert.NotEqual(t, rules.Spot{X: 2.5, Y: 1}, s.Mid(), "the inch from (2, 1) to (3, 1) is gone")
	}
}

func TestAShotAtABarrierBreaksAnInchFromRange(t *testing.T) {
	b := barrierSouth(t, rules.CurrentRevision)
	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	// The Colt from (8.5, 3.5) at the inch whose middle is (5, 3.5):
	// 3.5", Short range. Shooting d10 6 vs 4: a hit; 2d6 with no aces
	// 6 + 4 = 10 vs Hardness 10: broken.
	script(b, 6, 1, 6, 4)
	apply(t, b, rules.BreakBarrier{Who: "buck", At: rules.Spot{X: 5, Y: 3.5}, Weapon: "Colt"})
	log := strings.Join(logFrom(b, n), "\n")
	assert.Contains(t, log, "6+4 = 10 vs Hardness 10: broken.", log)
	assert.Contains(t, log, "knocks a 1\" gap in the barrier at (5, 3.5)")
	assert.Equal(t, 5, b.Figure("buck").Ammo[0], "the shot spends a bullet")
	assert.Len(t, b.BarrierSections(), 4)
	assert.False(t, barrierBoard(b).StepBlocked(board.Square{X: 4, Y: 3}, board.Square{X: 5, Y: 3}), "a gap to walk through")
}

func TestAThrownWeaponAtABarrierTakesItsRangeAndBreaksAnInch(t *testing.T) {
	b := barrierSouth(t, rules.CurrentRevision)
	fighttest.ToTurn(t, b, "buck", 0)
	apply(t, b, rules.Move{Who: "buck", To: rules.Pos{X: 9, Y: 3}})
	n := len(b.Events())
	// The Axe (3/6/12) thrown from (9, 3) at the inch beside (5, 3): 4",
	// Medium range, -2. Athletics d8 6 -2 = 4 vs 4: a hit; Str+d6 with
	// no aces: 5 + 5 = 10 vs Hardness 10.
	script(b, 6, 1, 5, 5)
	apply(t, b, rules.BreakBarrier{Who: "buck", At: rules.Spot{X: 5, Y: 3.5}, Weapon: "Axe"})
	log := strings.Join(logFrom(b, n), "\n")
	assert.Contains(t, log, "Buck throws the Axe at the barrier at (5, 3.5): d8 6, Wild d6 1, -2 medium range = 4 vs 4: hit.", log)
	assert.Contains(t, log, "5+5 = 10 vs Hardness 10: broken.", log)
	assert.Len(t, b.BarrierSections(), 4)
}
