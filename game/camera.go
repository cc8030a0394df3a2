package game

import (
	"math"

	"battlemat/geom"
)

// Camera maps inches on the map to screen pixels: a square of the grid is
// Scale pixels wide and the map's top-left corner sits at (X, Y).
type Camera struct {
	Scale float64 // screen pixels per inch
	X, Y  float64 // screen position of the map's (0, 0) corner
}

// Zoom limits: below 4 px a square is a speck, above 400 px one square
// fills a laptop screen.
const (
	MinScale = 4
	MaxScale = 400
)

// ToScreen converts a map point in inches to screen pixels.
func (c Camera) ToScreen(p geom.Point) (float64, float64) {
	return c.X + p.X*c.Scale, c.Y + p.Y*c.Scale
}

// ToMap converts screen pixels to a map point in inches.
func (c Camera) ToMap(sx, sy float64) geom.Point {
	return geom.Point{X: (sx - c.X) / c.Scale, Y: (sy - c.Y) / c.Scale}
}

// SquareAt is the square under screen point (sx, sy); it may lie off the
// map.
func (c Camera) SquareAt(sx, sy float64) (x, y int) {
	p := c.ToMap(sx, sy)
	return int(math.Floor(p.X)), int(math.Floor(p.Y))
}

// ZoomAbout multiplies the scale by factor (clamped to the zoom limits)
// keeping the map point under (sx, sy) where it is, so the wheel zooms
// towards the cursor.
func (c *Camera) ZoomAbout(sx, sy, factor float64) {
	if !(factor > 0) || math.IsInf(factor, 0) {
		return
	}
	p := c.ToMap(sx, sy)
	c.Scale = math.Min(MaxScale, math.Max(MinScale, c.Scale*factor))
	c.X = sx - p.X*c.Scale
	c.Y = sy - p.Y*c.Scale
}

// Pan moves the map by (dx, dy) screen pixels.
func (c *Camera) Pan(dx, dy float64) {
	c.X += dx
	c.Y += dy
}

// Margin is the border around the map, in inches, that holds the
// coordinates.
const Margin = 0.8

// Fit returns the camera that shows a w x h inch map, with its coordinate
// margin, as large as it fits centred in a screenW x screenH screen.
func Fit(w, h, screenW, screenH int) Camera {
	if w <= 0 || h <= 0 || screenW <= 0 || screenH <= 0 {
		return Camera{Scale: 32}
	}
	tw, th := float64(w)+2*Margin, float64(h)+2*Margin
	s := math.Min(float64(screenW)/tw, float64(screenH)/th)
	s = math.Min(MaxScale, math.Max(MinScale, s))
	return Camera{
		Scale: s,
		X:     (float64(screenW) - float64(w)*s) / 2,
		Y:     (float64(screenH) - float64(h)*s) / 2,
	}
}
