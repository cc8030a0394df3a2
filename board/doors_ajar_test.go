package board_test

import (
	"testing"

	"battlemat/board"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A wall down column 3 with a shut door at (3, 1) and an open one at
// (3, 3). Inside WithDoorsOpen the way from (2, 1) to (4, 1) goes
// through the shut door, 2"; before and after it goes round by the open
// one, 6" (no diagonal cuts past the wall), the door shut and blocking
// sight again.
func TestWithDoorsOpenWalksThroughTheDoorsAndShutsThemAgain(t *testing.T) {
	src := `
name: Doors
map: {rows: ["...#...", "...+...", "...#...", ".../...", "...#..."]}
figures:
  - {id: a, side: x, at: [2, 1], traits: {fighting: d6}}
  - {id: b, side: y, at: [5, 1], traits: {fighting: d6}}
`
	bd, err := board.Parse("t.yaml", []byte(src))
	require.NoError(t, err)
	tb := board.NewBattlefield(bd)
	to := rules.Pos{X: 4, Y: 1}
	route, err := tb.Route("a", 0, to)
	require.NoError(t, err)
	assert.Equal(t, 6, route.Cost, "round by the open door")
	inside := 0
	tb.WithDoorsOpen([]rules.Pos{{X: 3, Y: 1}}, func() {
		r, err := tb.Route("a", 0, to)
		require.NoError(t, err)
		inside = r.Cost
	})
	assert.Equal(t, 2, inside, "through the door counted open")
	route, err = tb.Route("a", 0, to)
	require.NoError(t, err)
	assert.Equal(t, 6, route.Cost, "the door shut again")
	d, ok := tb.Door(rules.Pos{X: 3, Y: 1})
	require.True(t, ok)
	assert.False(t, d.Open)
	assert.False(t, tb.Sight("a", "b", nil).Visible, "the shut door blocks sight again")
}

// The same with a door on a thin wall (x = 3 from y = 1 to 2, named by
// the square (3, 1)): no way round, a way of 2" through it.
func TestWithDoorsOpenOpensThinDoorsForTheWalkOnly(t *testing.T) {
	src := `
name: Thin
map:
  rows: [".......", ".......", ".......", ".......", "......."]
  walls: [[3, 0, 3, 1], [3, 2, 3, 5]]
  doors: [{from: [3, 1], to: [3, 2]}]
figures:
  - {id: a, side: x, at: [2, 1], traits: {fighting: d6}}
`
	bd, err := board.Parse("t.yaml", []byte(src))
	require.NoError(t, err)
	tb := board.NewBattlefield(bd)
	to := rules.Pos{X: 4, Y: 1}
	_, err = tb.Route("a", 0, to)
	require.Error(t, err, "no way round the wall")
	inside := 0
	tb.WithDoorsOpen([]rules.Pos{{X: 3, Y: 1}}, func() {
		r, err := tb.Route("a", 0, to)
		require.NoError(t, err)
		inside = r.Cost
	})
	assert.Equal(t, 2, inside, "through the thin door counted open")
	_, err = tb.Route("a", 0, to)
	assert.Error(t, err, "the thin door shut again")

	// Again, after the door was opened and shut for real: the steps kept
	// from the first search serve, and are put away again.
	require.NoError(t, tb.SetDoor(rules.Pos{X: 3, Y: 1}, true, false))
	require.NoError(t, tb.SetDoor(rules.Pos{X: 3, Y: 1}, false, false))
	inside = 0
	tb.WithDoorsOpen([]rules.Pos{{X: 3, Y: 1}}, func() {
		r, err := tb.Route("a", 0, to)
		require.NoError(t, err)
		inside = r.Cost
	})
	assert.Equal(t, 2, inside, "through the thin door counted open")
	_, err = tb.Route("a", 0, to)
	assert.Error(t, err, "the thin door shut again")
}
