package rules_test

import (
	"testing"

	"battlemat/board"
	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func barrierBoard(b *rules.Battle) *board.Board { return b.Battlefield.(*board.Battlefield).B }

func TestBarrierStandsAWallFiveInchesLongThatBlocksSightAndMovement(t *testing.T) {
	b := castingWith(t, "swade", "Barrier, Bolt")
	bd := barrierBoard(b)
	walls := len(bd.Walls)
	require.True(t, b.Battlefield.Sight("priest", "buck", nil).Visible)
	// From the corner (5, 0) of the square the point is in, south: (5,
	// 0)-(5, 5), between the priest at x 2 and Buck at x 8.
	at := rules.Spot{X: 5.1, Y: 0.9}
	n := len(b.Events())
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Barrier", At: &at, Choice: "south"})
	log := logFrom(b, n)
	assert.Equal(t, "High Priest stands a wall from (5, 0) to (5, 5) (Hardness 10) (Barrier).", log[1])
	assert.Equal(t, "High Priest spends 2 Power Points on Barrier (13 left).", log[len(log)-1])
	require.Len(t, bd.Walls, walls+1)
	w := bd.Walls[len(bd.Walls)-1]
	assert.Equal(t, 5.0, w.B.Y-w.A.Y, "5\" long")
	assert.Equal(t, 10, w.Hardness)
	assert.False(t, b.Battlefield.Sight("priest", "buck", nil).Visible, "the wall blocks sight")
	assert.True(t, bd.StepBlocked(board.Square{X: 4, Y: 3}, board.Square{X: 5, Y: 3}), "and movement")

	require.NoError(t, b.Undo())
	assert.Len(t, bd.Walls, walls, "undo takes the wall off")
	require.NoError(t, b.Redo())
	assert.Len(t, bd.Walls, walls+1, "redo stands it again")
	again := newBattle(t, "edition: swade\n"+casters, 1)
	again.Figure("priest").Powers = []string{"Barrier", "Bolt"}
	require.NoError(t, again.Replay(b.Applied))
	assert.Equal(t, bd.Walls, barrierBoard(again).Walls, "replay stands the same wall")
}

func TestBarrierWithSizeAndHardenedIsTenInchesOfHardnessTwelveAndEndsWithTheCastersChoice(t *testing.T) {
	b := castingWith(t, "swade", "Barrier")
	bd := barrierBoard(b)
	walls := len(bd.Walls)
	at := rules.Spot{X: 2, Y: 7}
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Barrier", At: &at, Choice: "east", Mods: []string{"Size", "Hardened"}})
	assert.Equal(t, 11, b.Figure("priest").PowerPoints(), "2 + 1 + 1 = 4 Power Points of 15")
	require.Len(t, bd.Walls, walls+1)
	w := bd.Walls[len(bd.Walls)-1]
	assert.Equal(t, rules.Spot{X: 12, Y: 7}, rules.Spot{X: w.B.X, Y: w.B.Y}, "10\" long")
	assert.Equal(t, 12, w.Hardness)
	apply(t, b, rules.Maintain{Who: "priest", Power: "Barrier", End: true})
	assert.Len(t, bd.Walls, walls, "Drop power takes the wall off")
}

func TestBarriersWallGoesWhenItsRoundsRunOutUnrenewed(t *testing.T) {
	b := castingWith(t, "swade", "Barrier")
	bd := barrierBoard(b)
	walls := len(bd.Walls)
	at := rules.Spot{X: 5, Y: 1}
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Barrier", At: &at, Choice: "south"})
	require.Len(t, bd.Walls, walls+1)
	for round := 0; round < 6 && len(bd.Walls) > walls; round++ {
		apply(t, b, rules.EndTurn{Who: "priest"})
		fighttest.ToTurn(t, b, "priest", 0)
	}
	assert.Len(t, bd.Walls, walls, "five rounds later the wall is gone with the power")
}

func TestABarrierOffTheMapStandsNoWallAndTheCastingIsStillPaid(t *testing.T) {
	b := castingWith(t, "swade", "Barrier")
	bd := barrierBoard(b)
	walls := len(bd.Walls)
	at := rules.Spot{X: 2, Y: 2}
	n := len(b.Events())
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Barrier", At: &at, Choice: "north"})
	assert.Equal(t, "High Priest finds no room for the wall: the barrier would leave the map at (2, -3) (Barrier).", logFrom(b, n)[1])
	assert.Len(t, bd.Walls, walls)
}
