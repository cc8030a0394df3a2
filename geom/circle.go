package geom

import "math"

// Circle is a disc: a figure's base or a blast template.
type Circle struct {
	C Point
	R float64
}

// Dist is the distance from p to the disc (0 inside).
func (c Circle) Dist(p Point) float64 { return math.Max(0, p.Dist(c.C)-c.R) }

// Bounds is the square around the disc.
func (c Circle) Bounds() Box {
	return Box{Min: Point{c.C.X - c.R, c.C.Y - c.R}, Max: Point{c.C.X + c.R, c.C.Y + c.R}}
}

// Overlaps reports whether the disc and the region share an area larger
// than zero. For a convex region with an interior (and so for a union of
// such regions) that holds exactly when the region comes nearer to the
// centre than the radius: nearer, and the open disc reaches into the
// region's interior; no nearer, and they meet at most along the rim. A
// disc wholly inside the region overlaps it (distance 0). Touching within
// Eps does not count.
func (c Circle) Overlaps(r Region) bool { return r.Dist(c.C) < c.R-Eps }

// OverlapsCircle is Overlaps for two discs, without the interface call:
// the centres are closer than the radii together.
func (c Circle) OverlapsCircle(o Circle) bool {
	dx, dy := c.C.X-o.C.X, c.C.Y-o.C.Y
	return math.Sqrt(dx*dx+dy*dy) < c.R+o.R-Eps
}

// HalfDisc is the half of a disc on the side its Dir points to: the
// points q with |q-C| <= R and (q-C).Dir >= 0. It rounds off the Cone.
type HalfDisc struct {
	C   Point
	R   float64
	Dir Point // unit
}

// Dist is the distance from p to the half disc (0 inside). In the frame
// of the flat side (s along Dir, t across it): in front of the flat side
// the half disc is as near as the whole disc; behind it the nearest point
// lies on the flat side, the diameter segment.
func (h HalfDisc) Dist(p Point) float64 {
	q := p.Sub(h.C)
	s := q.Dot(h.Dir)
	if s >= 0 {
		return math.Max(0, q.Len()-h.R)
	}
	t := math.Abs(q.Cross(h.Dir)) // distance from the line through Dir
	return math.Hypot(s, math.Max(0, t-h.R))
}

// Bounds is a box around the half disc (the whole disc's box, clipped to
// the side it lies on).
func (h HalfDisc) Bounds() Box {
	b := Circle{h.C, h.R}.Bounds()
	// Flat side ends and the arc's far point span the half disc.
	side := h.Dir.Perp().Scale(h.R)
	e1, e2, far := h.C.Add(side), h.C.Sub(side), h.C.Add(h.Dir.Scale(h.R))
	pb := Box{Min: e1, Max: e1}.Union(Box{Min: e2, Max: e2}).Union(Box{Min: far, Max: far})
	// The arc bulges past the chord points only along the axes it crosses;
	// keep the disc's box side where the arc reaches it.
	if h.Dir.X > 0 {
		pb.Max.X = b.Max.X
	}
	if h.Dir.X < 0 {
		pb.Min.X = b.Min.X
	}
	if h.Dir.Y > 0 {
		pb.Max.Y = b.Max.Y
	}
	if h.Dir.Y < 0 {
		pb.Min.Y = b.Min.Y
	}
	return pb
}
