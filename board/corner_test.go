package board

import (
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
)

// Two blocking squares that meet only at a corner, (6, 1) and (5, 2),
// stand between a figure at (5, 1) and one at (6, 2): they are not in
// melee with each other (no Gang Up, no free attack when either leaves),
// as a thin wall between them would part them. One blocking square at the
// corner does not part them.
func TestFiguresAcrossAWallCornerAreNotEngaged(t *testing.T) {
	b := grid(t, with(open(9, 5), '#', Square{X: 6, Y: 1}, Square{X: 5, Y: 2})...)
	a, c := put(b, "a", "h", 5, 1), put(b, "c", "x", 6, 2)
	ally := put(b, "d", "h", 7, 3) // beside the foe, on its far side
	assert.True(t, Adjacent(a, c), "the footprints touch at a corner")
	assert.False(t, b.Engaged(a, c))
	assert.Empty(t, b.AdjacentFoes(a))
	assert.Empty(t, b.FreeAttackers(a, Square{X: 4, Y: 1}), "no free attack across the corner")
	assert.Equal(t, 0, b.GangUp(a, c), "no Gang Up bonus across the corner")
	assert.Equal(t, 0, b.GangUp(ally, c), "the figure across the corner adds nothing to its ally's")

	one := grid(t, with(open(9, 5), '#', Square{X: 6, Y: 1})...)
	a, c = put(one, "a", "h", 5, 1), put(one, "c", "x", 6, 2)
	assert.True(t, one.Engaged(a, c), "one blocking square at the corner leaves the diagonal open")
}

// Revision 3 still put figures across a wall corner in melee.
func TestFiguresAcrossAWallCornerWereEngagedInRevision3(t *testing.T) {
	b := grid(t, with(open(9, 5), '#', Square{X: 6, Y: 1}, Square{X: 5, Y: 2})...)
	b.Rules = rules.SWADE.RulesAt(3)
	a, c := put(b, "a", "h", 5, 1), put(b, "c", "x", 6, 2)
	assert.True(t, b.Engaged(a, c))
}
