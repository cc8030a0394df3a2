package geom

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func box(x0, y0, x1, y1 float64) Box { return Box{Min: Point{x0, y0}, Max: Point{x1, y1}} }

func TestNewSilhouette(t *testing.T) {
	s, ok := NewSilhouette(Point{0, 0}, Point{10, 0}, 0.5)
	require.True(t, ok)
	assert.Equal(t, Point{1, 0}, s.Dir)
	assert.InDelta(t, math.Asin(0.05), s.Half, 1e-15)
	// Seen from 2" away a radius-1 disc spans 60 degrees.
	s, _ = NewSilhouette(Point{0, 0}, Point{0, 2}, 1)
	assert.InDelta(t, math.Pi/6, s.Half, 1e-15)
	_, ok = NewSilhouette(Point{0, 0}, Point{0.3, 0}, 0.5)
	assert.False(t, ok, "from inside the disc")
}

func TestSilhouetteAngleTurnsClockwiseOnTheMap(t *testing.T) {
	s, _ := NewSilhouette(Point{0, 0}, Point{10, 0}, 0.5)
	assert.InDelta(t, math.Pi/4, s.Angle(Point{1, 1}), 1e-15, "down the screen is clockwise")
	assert.InDelta(t, -math.Pi/4, s.Angle(Point{1, -1}), 1e-15)
}

func TestBoxAngles(t *testing.T) {
	s, _ := NewSilhouette(Point{0.5, 0.5}, Point{10.5, 0.5}, 0.5)
	lo, hi, ok := s.BoxAngles(box(5, 1, 6, 2)) // below the line, ahead
	require.True(t, ok)
	assert.InDelta(t, math.Atan2(0.5, 5.5), lo, 1e-15, "the far near-edge corner (6,1)")
	assert.InDelta(t, math.Atan2(1.5, 4.5), hi, 1e-15, "the near far-edge corner (5,2)")
	_, _, ok = s.BoxAngles(box(-2, 0, -1, 1)) // straight behind: spans the +-pi cut
	assert.False(t, ok)
	_, _, ok = s.BoxAngles(box(0, 0, 1, 1)) // holds the viewer
	assert.False(t, ok)
}

func TestBoxInFront(t *testing.T) {
	target := box(10, 10, 11, 11)
	tests := []struct {
		name string
		p    Point
		b    Box
		want bool
	}{
		{"left of target, viewer further left", Point{0.5, 10.5}, box(8, 10, 9, 11), true},
		{"left of target, viewer right of it", Point{20.5, 10.5}, box(8, 10, 9, 11), false},
		{"right of target, viewer further right", Point{20.5, 10.5}, box(12, 10, 13, 11), true},
		{"right of target, viewer left", Point{0.5, 10.5}, box(12, 10, 13, 11), false},
		{"above, viewer above", Point{10.5, 0.5}, box(10, 8, 11, 9), true},
		{"above, viewer level with the target", Point{0.5, 10.5}, box(10, 9, 11, 10), false},
		{"below, viewer below", Point{10.5, 20.5}, box(10, 12, 11, 13), true},
		{"below, viewer above", Point{10.5, 0.5}, box(10, 12, 11, 13), false},
		{"viewer on the parting line", Point{9, 0}, box(8, 10, 9, 11), false},
		{"overlapping boxes", Point{0, 0}, box(10.5, 10.5, 12, 12), false},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, BoxInFront(tc.p, tc.b, target), tc.name)
	}
}

func TestShadeUnionOfRanges(t *testing.T) {
	var h Shade
	h.Reset(1) // the silhouette spans -1..1
	assert.False(t, h.Add(1.5, 2), "outside the silhouette")
	assert.True(t, h.Add(-2, -0.5)) // clipped to -1..-0.5
	assert.True(t, h.Add(-0.75, 0)) // overlaps: union -1..0
	assert.True(t, h.Add(0.5, 0.75))
	assert.InDelta(t, 1.25/2, h.Fraction(), 1e-15)

	// Many ranges spill past the fixed buffer and still add up.
	h.Reset(1)
	for i := 0; i < 40; i++ {
		lo := -1 + float64(i)*0.05
		h.Add(lo, lo+0.025)
	}
	assert.InDelta(t, 0.5, h.Fraction(), 1e-12)
	h.Reset(1)
	assert.Zero(t, h.Fraction())
}
