package geom

import "math"

// Touches reports whether the segments s and o share a point: they cross,
// or one's end lies on the other, within Eps. Two segments that meet do so
// either at a proper crossing or nearest at one of the four ends, so the
// test is exact up to Eps.
func (s Segment) Touches(o Segment) bool {
	d1, d2 := s.B.Sub(s.A), o.B.Sub(o.A)
	c1 := d1.Cross(o.A.Sub(s.A))
	c2 := d1.Cross(o.B.Sub(s.A))
	c3 := d2.Cross(s.A.Sub(o.A))
	c4 := d2.Cross(s.B.Sub(o.A))
	if ((c1 > 0 && c2 < 0) || (c1 < 0 && c2 > 0)) && ((c3 > 0 && c4 < 0) || (c3 < 0 && c4 > 0)) {
		return true
	}
	return s.Dist(o.A) <= Eps || s.Dist(o.B) <= Eps || o.Dist(s.A) <= Eps || o.Dist(s.B) <= Eps
}

// RayHit is the distance from p along the unit direction u to the segment
// s, and false when the ray misses it (or runs along it edge-on: a ray
// along a segment of zero thickness meets no area of it).
func (s Segment) RayHit(p, u Point) (float64, bool) {
	d := s.B.Sub(s.A)
	den := u.Cross(d)
	if math.Abs(den) < 1e-15 {
		return 0, false
	}
	w := s.A.Sub(p)
	t := w.Cross(d) / den // along the ray
	k := w.Cross(u) / den // along the segment
	if t < -Eps || k < -Eps || k > 1+Eps {
		return 0, false
	}
	return math.Max(t, 0), true
}

// CircleHits are the parameters k in [0, 1] of the points A+k(B-A) of the
// segment that lie on the circle (c, r): none, one or two, in order.
func (s Segment) CircleHits(c Point, r float64) []float64 {
	d := s.B.Sub(s.A)
	f := s.A.Sub(c)
	a := d.Dot(d)
	if a == 0 {
		return nil
	}
	b := 2 * f.Dot(d)
	cc := f.Dot(f) - r*r
	disc := b*b - 4*a*cc
	if disc < 0 {
		return nil
	}
	sq := math.Sqrt(disc)
	var out []float64
	for _, k := range [2]float64{(-b - sq) / (2 * a), (-b + sq) / (2 * a)} {
		if k >= 0 && k <= 1 && (len(out) == 0 || k != out[0]) {
			out = append(out, k)
		}
	}
	return out
}

// SegmentAngles is the range of directions (relative to Dir) in which rays
// from From meet the segment, like BoxAngles; false when the segment holds
// From, is seen edge-on, or spans the direction straight back.
func (s Silhouette) SegmentAngles(g Segment) (lo, hi float64, ok bool) {
	if g.Dist(s.From) <= Eps {
		return 0, 0, false
	}
	a, b := s.Angle(g.A), s.Angle(g.B)
	lo, hi = min(a, b), max(a, b)
	if hi-lo >= math.Pi || hi-lo <= 0 {
		return 0, 0, false
	}
	return lo, hi, true
}

// Dir returns the unit direction at angle a relative to Dir (the inverse
// of Angle).
func (s Silhouette) DirAt(a float64) Point {
	sn, cs := math.Sincos(a)
	// Angle is atan2(Dir x v, Dir . v): v = cos*Dir + sin*Perp where
	// Dir x Perp = 1, that is Perp = (-Dir.Y, Dir.X).
	return s.Dir.Scale(cs).Add(Point{-s.Dir.Y, s.Dir.X}.Scale(sn))
}

// NearHit is the distance from From along the unit direction u to where
// the ray enters the disc (c, r), and false when it misses.
func NearHit(p, u, c Point, r float64) (float64, bool) {
	w := c.Sub(p)
	t := w.Dot(u)
	h2 := w.Dot(w) - t*t
	if h2 > r*r {
		return 0, false
	}
	return t - math.Sqrt(r*r-h2), true
}
