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

// barrierBeside: the priest (at 2, 3) with two actions stands a wall from
// (3, 0) south to (3, 5), along its own base's east side.
func barrierBeside(t *testing.T, mods ...string) *rules.Battle {
	t.Helper()
	sc := strings.Replace(casters, "[Bolt (hellfire), Blast, Burst, Protection, Deflection, Healing, Relief, Smite, Stun]", "[Barrier]", 1)
	b := newBattle(t, "edition: swade\n"+sc, 1)
	fighttest.ToTurn(t, b, "priest", 2)
	at := rules.Spot{X: 3.2, Y: 0.2}
	script(b, 8, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Barrier", At: &at, Choice: "south", Mods: mods})
	require.Len(t, b.BarrierSections(), 5)
	return b
}

func TestABlowOfTenBreaksAnInchOfBarrierAndLeavesAGap(t *testing.T) {
	b := barrierBeside(t)
	bd := barrierBoard(b)
	require.True(t, bd.StepBlocked(board.Square{X: 2, Y: 3}, board.Square{X: 3, Y: 3}))
	bf := b.Battlefield.(*board.Battlefield)
	before := bf.SnapshotBattlefield()
	n := len(b.Events())
	// Fighting d6 5 -2 (a second action) = 3 vs Parry 2; the Knife's
	// Str+d4 with no aces: 6 + 4 = 10, Hardness 10: broken.
	script(b, 5, 1, 6, 4)
	apply(t, b, rules.BreakBarrier{Who: "priest", At: rules.Spot{X: 2.5, Y: 3.5}, Weapon: "Knife"})
	log := logFrom(b, n)
	assert.Contains(t, log[len(log)-1], "knocks a 1\" gap in the barrier at (3, 3.5)", log)
	assert.Contains(t, strings.Join(log, "\n"), "Knife: 6+4 = 10 vs Hardness 10: broken.", log)
	assert.Len(t, b.BarrierSections(), 4, "four inches of the five stand")
	assert.False(t, bd.StepBlocked(board.Square{X: 2, Y: 3}, board.Square{X: 3, Y: 3}), "the gap lets a figure through")
	assert.True(t, bd.StepBlocked(board.Square{X: 2, Y: 2}, board.Square{X: 3, Y: 2}), "the inch above still stands")
	assert.True(t, bd.StepBlocked(board.Square{X: 2, Y: 4}, board.Square{X: 3, Y: 4}), "and the inch below")

	require.NoError(t, bf.RestoreBattlefield(before))
	assert.Len(t, b.BarrierSections(), 5, "undo's checkpoint mends the wall")
	assert.True(t, bd.StepBlocked(board.Square{X: 2, Y: 3}, board.Square{X: 3, Y: 3}))
}

func TestABlowOfNineDoesNotBreakABarrier(t *testing.T) {
	b := barrierBeside(t)
	n := len(b.Events())
	script(b, 5, 1, 6, 3) // 6 + 3 = 9 < Hardness 10
	apply(t, b, rules.BreakBarrier{Who: "priest", At: rules.Spot{X: 3, Y: 3.5}})
	assert.Contains(t, strings.Join(logFrom(b, n), "\n"), "Knife: 6+3 = 9 vs Hardness 10: holds.")
	assert.Len(t, b.BarrierSections(), 5)
}

func TestAHardenedBarrierHoldsAgainstTen(t *testing.T) {
	b := barrierBeside(t, "Hardened")
	assert.Equal(t, 12, b.BarrierSections()[0].Hardness)
	script(b, 5, 1, 6, 4) // 10 < 12
	apply(t, b, rules.BreakBarrier{Who: "priest", At: rules.Spot{X: 3, Y: 3.5}})
	assert.Len(t, b.BarrierSections(), 5, "10 does not break Hardness 12")
}

func TestABlastRollsItsDamageAgainstEachInchOfBarrierUnderIt(t *testing.T) {
	sc := strings.Replace(casters, "[Bolt (hellfire), Blast, Burst, Protection, Deflection, Healing, Relief, Smite, Stun]", "[Barrier]", 1)
	sc = strings.Replace(sc, "shooting: d10, notice: d6}", "shooting: d10, notice: d6, athletics: d8}\n    weapons:\n      - {name: Grenade, range: 5/10/20, damage: 3d6, template: mbt, thrown: true, shots: 2}", 1)
	b := newBattle(t, "edition: swade\n"+sc, 1)
	fighttest.ToTurn(t, b, "priest", 0)
	at := rules.Spot{X: 3.2, Y: 0.2}
	script(b, 8, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Barrier", At: &at, Choice: "south"})
	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	// A Medium Blast (2" radius) at (4.5, 0.5) reaches the wall's first
	// two inches (1.5" and 1.58" away), not the third (2.12"): 3d6 with
	// no aces each, 4+4+4 = 12 breaks the first, 1+1+1 = 3 leaves the
	// second.
	script(b, 7, 5, 4, 4, 4, 1, 1, 1)
	apply(t, b, rules.AreaAttack{Who: "buck", Weapon: "Grenade", At: rules.Spot{X: 4.5, Y: 0.5}})
	log := strings.Join(logFrom(b, n), "\n")
	assert.Contains(t, log, "4+4+4 = 12 vs Hardness 10: broken.")
	assert.Contains(t, log, "1+1+1 = 3 vs Hardness 10: holds.")
	assert.Equal(t, 2, strings.Count(log, "vs Hardness 10"), "two inches under the blast, a roll each")
	secs := b.BarrierSections()
	require.Len(t, secs, 4)
	assert.Equal(t, 1, secs[0].Index, "the first inch is gone")
}

func TestBreakingABarrierIsRefusedOutOfReachOrWhereThereIsNone(t *testing.T) {
	b := barrierBeside(t)
	refused(t, b, rules.BreakBarrier{Who: "priest", At: rules.Spot{X: 9, Y: 7}}, "there is no barrier wall at (9, 7)")
	refused(t, b, rules.BreakBarrier{Who: "priest", At: rules.Spot{X: 3, Y: 0.5}}, "High Priest is not next to the barrier at (3, 0.5)")
}
