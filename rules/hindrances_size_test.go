package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"battlemat/rules"
)

// Small (swade) can't take Size below -1, but its Toughness -1 stays
// (CHARACTERS 3): Buck (Toughness 6 at Size 0) at Size -1 with Small, or
// with Young (Major), which brings Small, stays Size -1, so a human
// attacks him at Scale 0 (not -2, the Small Scale of Size -2), and his
// Toughness is 4. At Size 0 Small still makes him Size -1; at Size -3 it
// leaves the Size alone and takes only the Toughness.
func TestSmallNeverTakesSizeBelowMinusOne(t *testing.T) {
	for _, tc := range []struct {
		keys      string
		size      int
		toughness int
	}{
		{"size: -1\nhindrances: [Small]", -1, 4},
		{"size: -1\nhindrances: [Young (Major)]", -1, 4},
		{"hindrances: [Small]", -1, 5},
		{"size: -3\nhindrances: [Small]", -3, 2},
	} {
		b := newBattle(t, scene(t, edgeField, map[string]string{"buck": tc.keys}), 1)
		buck := b.Figure("buck")
		assert.Equal(t, tc.size, buck.SizeNow(), tc.keys)
		assert.Equal(t, tc.toughness, buck.Toughness(), tc.keys)
		assert.Equal(t, rules.ScaleOf(tc.size), b.ScaleMods(b.Figure("c1"), buck).Sum(), tc.keys)
	}
}
