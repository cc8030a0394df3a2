package geom

import (
	"errors"
	"math"
)

// Segment is the straight piece of line from A to B.
type Segment struct{ A, B Point }

// Closest is the point of the segment nearest to p.
func (s Segment) Closest(p Point) Point {
	d := s.B.Sub(s.A)
	l2 := d.Dot(d)
	if l2 == 0 {
		return s.A
	}
	t := p.Sub(s.A).Dot(d) / l2
	t = math.Max(0, math.Min(1, t))
	return s.A.Add(d.Scale(t))
}

// Dist is the distance from p to the segment.
func (s Segment) Dist(p Point) float64 { return p.Dist(s.Closest(p)) }

// Bounds is the box spanned by the ends.
func (s Segment) Bounds() Box { return Box{Min: s.A, Max: s.A}.Union(Box{Min: s.B, Max: s.B}) }

// Polygon is a convex polygon, its corners in counter-clockwise order as
// the maths has it (x right, y up), which on the map (y down) looks
// clockwise. NewPolygon puts any convex corner list in that order.
type Polygon struct {
	// The corners: in few when there are at most four (a template's
	// triangle or rectangle, laid many times a turn: no allocation),
	// else in many.
	few  [4]Point
	many []Point
	n    int
	box  Box
}

// corners is the polygon's corners, in order.
func (g *Polygon) corners() []Point {
	if g.many != nil {
		return g.many
	}
	return g.few[:g.n]
}

// ErrNotConvex is returned for corner lists that do not make a convex
// polygon with an area.
var ErrNotConvex = errors.New("geom: polygon corners are not convex with a positive area")

// NewPolygon checks that the corners, in either winding, make a convex
// polygon with a positive area.
func NewPolygon(pts ...Point) (Polygon, error) {
	n := len(pts)
	if n < 3 {
		return Polygon{}, ErrNotConvex
	}
	area := 0.0
	for i := range pts {
		area += pts[i].Cross(pts[(i+1)%n])
	}
	if math.Abs(area) <= Eps {
		return Polygon{}, ErrNotConvex
	}
	var few [4]Point
	var many []Point // own's array past four corners (never few's)
	own := few[:min(n, len(few))]
	if n > len(few) {
		many = make([]Point, n)
		own = many
	}
	copy(own, pts)
	if area < 0 {
		for i, j := 0, n-1; i < j; i, j = i+1, j-1 {
			own[i], own[j] = own[j], own[i]
		}
	}
	for i := range own {
		a, b, c := own[i], own[(i+1)%n], own[(i+2)%n]
		if b.Sub(a).Cross(c.Sub(b)) < -Eps {
			return Polygon{}, ErrNotConvex
		}
	}
	box := Box{Min: own[0], Max: own[0]}
	for _, p := range own[1:] {
		box = box.Union(Box{Min: p, Max: p})
	}
	return Polygon{few: few, many: many, n: n, box: box}, nil
}

// Bounds is the box of the corners.
func (g Polygon) Bounds() Box { return g.box }

// Contains reports whether p lies inside or on the polygon.
func (g Polygon) Contains(p Point) bool {
	pts := g.corners()
	n := len(pts)
	if n == 0 {
		return false
	}
	for i := range pts {
		a, b := pts[i], pts[(i+1)%n]
		if b.Sub(a).Cross(p.Sub(a)) < 0 {
			return false
		}
	}
	return true
}

// Dist is the distance from p to the polygon (0 inside): outside, the
// nearest point lies on an edge.
func (g Polygon) Dist(p Point) float64 {
	pts := g.corners()
	if len(pts) == 0 {
		return math.Inf(1)
	}
	if g.Contains(p) {
		return 0
	}
	best := math.Inf(1)
	n := len(pts)
	for i := range pts {
		if d := (Segment{pts[i], pts[(i+1)%n]}).Dist(p); d < best {
			best = d
		}
	}
	return best
}

// Rect is the rectangle that starts with one short side centred on
// origin, runs length along the unit vector dir, and is width across.
func Rect(origin, dir Point, length, width float64) (Polygon, error) {
	u, ok := dir.Unit()
	if !ok || length <= 0 || width <= 0 {
		return Polygon{}, ErrNotConvex
	}
	side := u.Perp().Scale(width / 2)
	end := origin.Add(u.Scale(length))
	return NewPolygon(origin.Sub(side), origin.Add(side), end.Add(side), end.Sub(side))
}

// Union is the set of points in any of its parts: the distance to it is
// the least distance to a part, so a disc overlaps the union with an area
// exactly when it overlaps some part with an area.
type Union []Region

// Dist is the least distance to a part.
func (u Union) Dist(p Point) float64 {
	best := math.Inf(1)
	for _, r := range u {
		if d := r.Dist(p); d < best {
			best = d
		}
	}
	return best
}

// Bounds is the box around every part.
func (u Union) Bounds() Box {
	if len(u) == 0 {
		return Box{}
	}
	b := u[0].Bounds()
	for _, r := range u[1:] {
		b = b.Union(r.Bounds())
	}
	return b
}
