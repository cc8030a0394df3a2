package board

import (
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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

// Two pairs whose keys fall on the same near place each keep their own
// answer: the near place holds one, the memo both.
func TestShadowMemoKeepsPairsThatShareANearPlace(t *testing.T) {
	m := &shadowMemo{m: map[uint64]shadowAnswer{}, near: new([nearShadows]nearShadow)}
	k1, _ := shadowKey(Square{X: 1, Y: 2}, Square{X: 3, Y: 4}, 1, 1)
	k2 := k1
	for i := 0; nearOf(k2) != nearOf(k1) || k2 == k1; i++ {
		k2, _ = shadowKey(Square{X: 1, Y: 2}, Square{X: i % 100, Y: i / 100}, 1, 2)
	}
	m.remember(k1, shadowAnswer{hidden: 0.25, low: rules.LightCover})
	m.remember(k2, shadowAnswer{hidden: 0.5})
	for range 2 {
		a, ok := m.answer(k1)
		require.True(t, ok)
		assert.Equal(t, shadowAnswer{hidden: 0.25, low: rules.LightCover}, a)
		a, ok = m.answer(k2)
		require.True(t, ok)
		assert.Equal(t, shadowAnswer{hidden: 0.5}, a)
	}
	m.forget()
	_, ok := m.answer(k1)
	assert.False(t, ok, "forgotten, near too")
}
