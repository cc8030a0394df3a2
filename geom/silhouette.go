package geom

import "math"

// Silhouette is a disc (a figure's base) as seen from a point: the range
// of directions in which a ray from the point meets the disc. Angles are
// measured from Dir, the direction of the disc's centre, and run from
// -Half to +Half.
type Silhouette struct {
	From Point
	Dir  Point   // unit vector from From to the disc's centre
	Half float64 // half the angle the disc spans, in radians
	tan  float64 // tan(Half), for Beside; 0 when not made by NewSilhouette
}

// NewSilhouette is the disc (c, r) seen from p. It reports false when p
// lies inside or on the disc, where no silhouette exists.
func NewSilhouette(p, c Point, r float64) (Silhouette, bool) {
	d := c.Sub(p)
	l := d.Len()
	if l <= r+Eps {
		return Silhouette{}, false
	}
	half := math.Asin(r / l)
	return Silhouette{From: p, Dir: d.Scale(1 / l), Half: half, tan: math.Tan(half)}, true
}

// Angle is the direction of q seen from From, relative to Dir, in (-pi, pi].
// Positive angles turn clockwise on the map (y down).
func (s Silhouette) Angle(q Point) float64 {
	v := q.Sub(s.From)
	return math.Atan2(s.Dir.Cross(v), s.Dir.Dot(v))
}

// BoxAngles is the range of directions (relative to Dir) in which rays
// from From meet the box b. It reports false when b holds From or spans
// the direction straight back, where no range inside (-pi, pi] describes it;
// such a box cannot meet the silhouette, whose half angle stays below pi/2.
func (s Silhouette) BoxAngles(b Box) (lo, hi float64, ok bool) {
	p := s.From
	if p.X >= b.Min.X && p.X <= b.Max.X && p.Y >= b.Min.Y && p.Y <= b.Max.Y {
		return 0, 0, false
	}
	if c0, c1, ok := outline(p, b); ok {
		a, z := s.Angle(c0), s.Angle(c1)
		lo, hi = min(a, z), max(a, z)
	} else {
		corners := [4]Point{b.Min, {b.Max.X, b.Min.Y}, b.Max, {b.Min.X, b.Max.Y}}
		lo, hi = math.Inf(1), math.Inf(-1)
		for _, c := range corners {
			a := s.Angle(c)
			lo = min(lo, a)
			hi = max(hi, a)
		}
	}
	// Seen from outside, a box spans less than pi; a wider range means the
	// corners straddle the +-pi cut behind the viewer.
	if hi-lo >= math.Pi {
		return 0, 0, false
	}
	return lo, hi, true
}

// outlineMargin is how far, in radians, the two corners outline gives
// must lie outside the other two's directions: some million times what
// rounding moves an Angle (a few 1e-16), so that the other two's Angles
// are never the least or the greatest of the four.
const outlineMargin = 1e-9

// outline is the two corners of b that bound it seen from p outside it,
// so that BoxAngles need not take the other two's Angles (an arc tangent
// each). False when p lies so near one of the lines of b's edges that a
// hidden corner's direction is within outlineMargin of a bounding one's,
// where rounding could put it outside: then all four are taken. With p at
// distance e from an edge's line, a box of sides w and h, and corners
// at most d away, the gap is at least e*min(w, h)/d^2.
func outline(p Point, b Box) (Point, Point, bool) {
	ax, bx := b.Min.X-p.X, p.X-b.Max.X // > 0: p left, right of b
	ay, by := b.Min.Y-p.Y, p.Y-b.Max.Y // > 0: p above, below b
	ex, fx, ey, fy := math.Abs(ax), math.Abs(bx), math.Abs(ay), math.Abs(by)
	dx, dy := max(ex, fx), max(ey, fy)
	if min(ex, fx, ey, fy)*min(b.Max.X-b.Min.X, b.Max.Y-b.Min.Y) <= outlineMargin*(dx*dx+dy*dy) {
		return Point{}, Point{}, false
	}
	tl, tr, br, bl := b.Min, Point{b.Max.X, b.Min.Y}, b.Max, Point{b.Min.X, b.Max.Y}
	switch {
	case ax > 0 && ay > 0, bx > 0 && by > 0: // above left, below right
		return tr, bl, true
	case ax > 0 && by > 0, bx > 0 && ay > 0: // below left, above right
		return tl, br, true
	case ax > 0: // left, level with it
		return tl, bl, true
	case bx > 0:
		return tr, br, true
	case ay > 0: // above, between its sides
		return tl, tr, true
	case by > 0:
		return bl, br, true
	}
	return Point{}, Point{}, false
}

// Beside reports whether the box b lies wholly to one side of the
// silhouette, every direction from From to it more than half the angle
// away from Dir by a clear margin, so that no Angle of its corners, as
// rounded, falls within [-Half, Half]: b hides none of the disc. It may
// report false for such a box; it never reports true for another. Cheaper
// than BoxAngles: no arc tangent.
func (s Silhouette) Beside(b Box) bool {
	t := s.tan * (1 + outlineMargin)
	if t <= 0 {
		return false
	}
	side := 0.0
	for _, q := range [4]Point{b.Min, {b.Max.X, b.Min.Y}, b.Max, {b.Min.X, b.Max.Y}} {
		v := q.Sub(s.From)
		cr, dt := s.Dir.Cross(v), s.Dir.Dot(v)
		// The corner's angle is atan2(cr, dt); beyond +-Half by the margin
		// when |cr| > dt*tan(Half)*(1+margin) (or dt <= 0), plus a term for
		// the rounding of cr and dt themselves.
		a := math.Abs(cr)
		if cr == 0 || cr*side < 0 || (dt > 0 && a <= dt*t+outlineMargin*(a+dt)) {
			return false
		}
		side = cr
	}
	return true
}

// BoxInFront reports whether the box b, seen from p, lies in front of the
// box t wherever a ray from p meets both. Two disjoint axis-aligned boxes
// are parted by a vertical or horizontal line; every ray from p crosses it
// at most once, so b comes first exactly when p lies strictly on b's side.
// Boxes that overlap (or only touch along no line) report false.
func BoxInFront(p Point, b, t Box) bool {
	switch {
	case b.Max.X <= t.Min.X:
		return p.X < b.Max.X-Eps
	case b.Min.X >= t.Max.X:
		return p.X > b.Min.X+Eps
	case b.Max.Y <= t.Min.Y:
		return p.Y < b.Max.Y-Eps
	case b.Min.Y >= t.Max.Y:
		return p.Y > b.Min.Y+Eps
	}
	return false
}

// Shade adds up the parts of a silhouette hidden by obstacles: add each
// obstacle's range of directions, then read the hidden fraction. The zero
// value is not usable; make one with Silhouette.Shade. A Shade holds a few
// ranges without allocating.
type Shade struct {
	half float64
	n    int
	buf  [16][2]float64
	more [][2]float64
}

// Shade starts an empty tally of hidden directions for s.
func (s Silhouette) Shade() Shade { return Shade{half: s.Half} }

// Reset empties the tally and sets the silhouette's half angle.
func (h *Shade) Reset(half float64) {
	h.half, h.n, h.more = half, 0, h.more[:0]
}

// Add hides the directions from lo to hi (clipped to the silhouette) and
// reports whether any positive part of the silhouette was in that range.
func (h *Shade) Add(lo, hi float64) bool {
	lo, hi = max(lo, -h.half), min(hi, h.half)
	if hi-lo <= Eps*h.half {
		return false
	}
	if h.n < len(h.buf) {
		h.buf[h.n] = [2]float64{lo, hi}
		h.n++
	} else {
		h.more = append(h.more, [2]float64{lo, hi})
	}
	return true
}

// Fraction is the share of the silhouette's angle hidden so far, 0 to 1.
func (h *Shade) Fraction() float64 {
	if h.half <= 0 {
		return 0
	}
	iv := h.buf[:h.n]
	if len(h.more) > 0 {
		// Rare: many obstacles. Merge everything into more and sort there.
		h.more = append(h.more, iv...)
		iv = h.more
		h.n = 0
	}
	// Insertion sort by start: the lists are short.
	for i := 1; i < len(iv); i++ {
		for j := i; j > 0 && iv[j][0] < iv[j-1][0]; j-- {
			iv[j], iv[j-1] = iv[j-1], iv[j]
		}
	}
	covered, end := 0.0, math.Inf(-1)
	for _, r := range iv {
		lo := max(r[0], end)
		if r[1] > lo {
			covered += r[1] - lo
			end = r[1]
		}
	}
	return min(1, covered/(2*h.half))
}
