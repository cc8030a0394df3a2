package board

import (
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// free is what any figure may jump as part of its move: 1" from a
// standing start, 2" after a straight run of 2".
var free = rules.Jumping{Standing: 1, Running: 2, RunUp: 2}

// ditchRows: a ditch 1" wide at x = 3 and a chasm 2" wide at x = 7, 8,
// both the whole height of the map.
var ditchRows = []string{
	"..._...__..",
	"..._...__..",
	"..._...__..",
	"..._...__..",
}

func jumpCosts(t *testing.T, b *Board, f *Figure, run int, j rules.Jumping) map[Square]int {
	t.Helper()
	m, err := b.ReachJumping(f, run, j)
	require.NoError(t, err)
	out := map[Square]int{}
	for _, s := range m.Squares {
		out[s.Square] = s.Cost
	}
	return out
}

func TestReachGapsCannotBeWalkedIntoOrAcross(t *testing.T) {
	b := grid(t, ditchRows...)
	f := put(b, "a", "h", 5, 1)
	c := costs(t, b, f, 0)
	for sq := range c {
		assert.True(t, sq.X >= 4 && sq.X <= 6, "%v: only the land between the gaps", sq)
	}
	assert.Len(t, c, 3*4)
}

func TestReachJumpingLandsAcrossGaps(t *testing.T) {
	b := grid(t, ditchRows...)
	f := put(b, "a", "h", 5, 1)
	c := jumpCosts(t, b, f, 0, free)
	// West to the edge, then over the 1" ditch from a standing start:
	// 1" + 2" to (2, 1).
	assert.Equal(t, 3, c[Square{X: 2, Y: 1}])
	assert.Equal(t, 4, c[Square{X: 1, Y: 1}])
	// East over the 2" chasm needs a 2" run-up: back to (4, 1), then
	// (5, 1), (6, 1), the chasm and (9, 1): 1 + 2 + 3.
	assert.Equal(t, 6, c[Square{X: 9, Y: 1}])
	for _, gap := range []Square{{X: 3, Y: 1}, {X: 7, Y: 1}, {X: 8, Y: 1}} {
		_, ok := c[gap]
		assert.False(t, ok, "%v is a gap: no figure ends there", gap)
	}
	// From (4, 1) the run-up is 2" straight east: 5".
	g := grid(t, ditchRows...)
	h := put(g, "g", "h", 4, 1)
	assert.Equal(t, 5, jumpCosts(t, g, h, 0, free)[Square{X: 9, Y: 1}])
}

func TestRouteOverAGapListsTheJump(t *testing.T) {
	b := grid(t, ditchRows...)
	put(b, "a", "h", 4, 1)
	tb := NewBattlefield(b)
	r, err := tb.JumpRoute("a", 0, rules.Pos{X: 9, Y: 1}, free)
	require.NoError(t, err)
	assert.Equal(t, 5, r.Cost)
	assert.Equal(t, []rules.Pos{{X: 4, Y: 1}, {X: 5, Y: 1}, {X: 6, Y: 1}, {X: 7, Y: 1}, {X: 8, Y: 1}, {X: 9, Y: 1}}, r.Steps)
	assert.Equal(t, []rules.RouteJump{{From: rules.Pos{X: 6, Y: 1}, To: rules.Pos{X: 9, Y: 1}, Gap: 2, RunUp: true}}, r.Jumps)

	_, err = tb.JumpRoute("a", 0, rules.Pos{X: 8, Y: 1}, free)
	assert.EqualError(t, err, "it is a gap: a figure may jump over it but not stop on it")
	_, err = tb.Route("a", 0, rules.Pos{X: 9, Y: 1})
	assert.EqualError(t, err, "no way there within 6\" (walls, foes, an occupied square or too far)")
}

func TestLargeBaseJumpsTheGapItself(t *testing.T) {
	// A 2x2 base: the ditch is 1" wide, though two of its positions cover it.
	b := grid(t, ditchRows...)
	f := put(b, "ogre", "h", 0, 1)
	f.Size = 4
	c := jumpCosts(t, b, f, 0, rules.Jumping{Standing: 1})
	assert.Equal(t, 4, c[Square{X: 4, Y: 1}], "a step to x = 1, then over positions x = 2 and 3 to x = 4")
}

// A ditch running diagonally cannot be walked across where two of its
// squares meet at a corner: from (1, 0) the square (2, 1) beyond it is
// not reached by a diagonal step between (2, 0) and (1, 1), only by a
// jump; a step past a single corner of a ditch is still a step.
func TestReachADiagonalGapIsNotWalkedAcrossAtItsCorners(t *testing.T) {
	b := grid(t,
		".._...",
		"._....",
		"_.....",
		"......",
	)
	f := put(b, "a", "h", 0, 0)
	c := costs(t, b, f, 0)
	_, ok := c[Square{X: 2, Y: 1}]
	assert.False(t, ok, "walked across a diagonal ditch at its corner: %v", c)
	assert.Contains(t, c, Square{X: 1, Y: 0})

	single := grid(t,
		"......",
		"._....",
		"......",
	)
	g := put(single, "a", "h", 0, 0)
	assert.Equal(t, 2, costs(t, single, g, 0)[Square{X: 2, Y: 1}], "(1, 0) to (2, 1) steps past one corner of the ditch")
}
