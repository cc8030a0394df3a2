package game

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"battlemat/geom"
)

// The line of fire's words ("clear line of fire", a box 150 x 24 px)
// cover neither the shooter's token nor the target's: two squares of 50
// px apart the line's middle lies on both tokens' edges, so the words go
// beside the line; far apart they stay on its middle; at the screen's
// top edge they stay on the screen.
func TestRemoteLineOfFireWordsCoverNeitherToken(t *testing.T) {
	screen := Rect{0, 0, 390, 500}
	const w, h, r = 150.0, 24.0, 25.0
	cases := []struct {
		name string
		a, b geom.Point
	}{
		{"two squares apart, level", pt(100, 200), pt(200, 200)},
		{"adjacent, the target below", pt(150, 150), pt(150, 200)},
		{"adjacent on a diagonal", pt(150, 200), pt(200, 250)},
		{"next to each other at the screen's top", pt(150, 25), pt(200, 25)},
		{"a phone's shooter at the left edge", pt(25, 300), pt(125, 300)},
	}
	for _, tc := range cases {
		mid := Rect{(tc.a.X+tc.b.X)/2 - w/2, (tc.a.Y+tc.b.Y)/2 - h/2, w, h}
		assert.True(t, boxMeetsDisc(mid, tc.a, r) || boxMeetsDisc(mid, tc.b, r), "%s: the line's middle covers a token (the case is real)", tc.name)
		at := aimLabelAt(tc.a, tc.b, r, r, w, h, screen)
		box := Rect{at.X - w/2, at.Y - h/2, w, h}
		assert.False(t, boxMeetsDisc(box, tc.a, r), "%s: the words at %v cover the shooter", tc.name, at)
		assert.False(t, boxMeetsDisc(box, tc.b, r), "%s: the words at %v cover the target", tc.name, at)
		assert.True(t, box.X >= 0 && box.Y >= 0 && box.X+box.W <= screen.W && box.Y+box.H <= screen.H, "%s: the words at %v are on the screen", tc.name, at)
	}
	// Far apart: the words sit on the line's middle, as before.
	assert.Equal(t, pt(200, 200), aimLabelAt(pt(25, 200), pt(375, 200), r, r, w, h, screen))
}
