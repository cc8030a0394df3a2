package geom

import "math"

// A Region is a closed convex set of the plane (or a union of such sets)
// that can say how far a point lies from it. Templates are Regions; a base
// is under a template exactly when the base's centre is nearer to the
// Region than the base's radius (see Circle.Overlaps).
type Region interface {
	// Dist is the Euclidean distance from p to the nearest point of the
	// region: 0 when p lies inside or on it.
	Dist(p Point) float64
	// Bounds is an axis-aligned box that holds the whole region.
	Bounds() Box
}

// Box is an axis-aligned rectangle [Min.X, Max.X] x [Min.Y, Max.Y].
type Box struct{ Min, Max Point }

// Union returns the smallest box holding b and o.
func (b Box) Union(o Box) Box {
	return Box{
		Min: Point{math.Min(b.Min.X, o.Min.X), math.Min(b.Min.Y, o.Min.Y)},
		Max: Point{math.Max(b.Max.X, o.Max.X), math.Max(b.Max.Y, o.Max.Y)},
	}
}

// Grow returns b widened by d on every side.
func (b Box) Grow(d float64) Box {
	return Box{Min: Point{b.Min.X - d, b.Min.Y - d}, Max: Point{b.Max.X + d, b.Max.Y + d}}
}

// Dist is the distance from p to the box (0 inside).
func (b Box) Dist(p Point) float64 {
	dx := math.Max(0, math.Max(b.Min.X-p.X, p.X-b.Max.X))
	dy := math.Max(0, math.Max(b.Min.Y-p.Y, p.Y-b.Max.Y))
	return math.Hypot(dx, dy)
}

// Bounds makes a Box a Region.
func (b Box) Bounds() Box { return b }

// Unit returns p scaled to length 1, and false when p is (nearly) zero and
// has no direction.
func (p Point) Unit() (Point, bool) {
	l := p.Len()
	if l <= Eps {
		return Point{}, false
	}
	return Point{p.X / l, p.Y / l}, true
}

// Rotate turns p by the angle rad. On the map (y down) a positive angle
// turns clockwise as a person looking at the screen sees it: +x (east)
// turned by +90 degrees is +y (south, down the screen).
func (p Point) Rotate(rad float64) Point {
	s, c := math.Sincos(rad)
	return Point{p.X*c - p.Y*s, p.X*s + p.Y*c}
}

// Perp is p turned a quarter clockwise on the map: (x, y) -> (-y, x).
// Exact, unlike Rotate(pi/2).
func (p Point) Perp() Point { return Point{-p.Y, p.X} }
