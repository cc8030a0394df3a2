package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Two lines of fire share a remembered shadow only when both bases stand
// on the same squares with the same sizes: every field of the key tells
// them apart, up to the largest side and size it packs; past those the
// shadow is worked out each time.
func TestShadowKeysTellEveryPairOfBasesApart(t *testing.T) {
	type in struct {
		from, to   Square
		nFrom, nTo int
	}
	top := 1<<14 - 1
	ins := []in{
		{Square{}, Square{}, 1, 1},
		{Square{X: 1}, Square{}, 1, 1},
		{Square{Y: 1}, Square{}, 1, 1},
		{Square{}, Square{X: 1}, 1, 1},
		{Square{}, Square{Y: 1}, 1, 1},
		{Square{}, Square{}, 2, 1},
		{Square{}, Square{}, 1, 2},
		{Square{X: 3, Y: 4}, Square{X: 4, Y: 3}, 4, 1},
		{Square{X: 4, Y: 3}, Square{X: 3, Y: 4}, 1, 4},
		{Square{X: top, Y: top}, Square{X: top, Y: top}, 15, 15},
		{Square{X: top}, Square{Y: top}, 15, 1},
		{Square{Y: top}, Square{X: top}, 1, 15},
	}
	seen := map[uint64]in{}
	for _, c := range ins {
		k, ok := shadowKey(c.from, c.to, c.nFrom, c.nTo)
		assert.True(t, ok, "%+v", c)
		other, dup := seen[k]
		assert.False(t, dup, "%+v and %+v share a key", c, other)
		seen[k] = c
	}
	for _, c := range []in{
		{Square{X: top + 1}, Square{}, 1, 1},
		{Square{}, Square{Y: top + 1}, 1, 1},
		{Square{X: -1}, Square{}, 1, 1},
		{Square{}, Square{}, 16, 1},
		{Square{}, Square{}, 1, 16},
	} {
		_, ok := shadowKey(c.from, c.to, c.nFrom, c.nTo)
		assert.False(t, ok, "%+v does not fit a key", c)
	}
}
