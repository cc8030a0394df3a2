package board

import (
	"math"

	"battlemat/geom"
	"battlemat/rules"
)

// footBox is the area of f's footprint in inches.
func footBox(f *Figure) geom.Box {
	n := float64(f.Footprint())
	x, y := float64(f.At.X), float64(f.At.Y)
	return geom.Box{Min: geom.Point{X: x, Y: y}, Max: geom.Point{X: x + n, Y: y + n}}
}

// Shadow measures how terrain screens to from a shot by from. Hidden is
// the share of the angle to's base spans, seen from from's centre, in
// which a ray meets blocking terrain before the base (exact, by angles:
// no sampling). Low is the best cover of a low wall (Terrain.Cover) next
// to the target's footprint that lies on the line of fire, meaning it
// screens some positive part of that angle from in front of the target.
func (b *Board) Shadow(from, to *Figure) (hidden float64, low rules.Cover) {
	m := b.shadowMemo()
	if m == nil {
		return b.shadow(from, to)
	}
	k, ok := shadowKey(from.At, to.At, from.Footprint(), to.Footprint())
	if !ok {
		return b.shadow(from, to)
	}
	if a, ok := m.answer(k); ok && a.hidden != hiddenWhole {
		return a.hidden, a.low
	}
	hidden, low = b.shadow(from, to)
	m.remember(k, shadowAnswer{hidden, low})
	return hidden, low
}

// hiddenWhole is a remembered answer that says only that one square
// hides all of the base (hiddenByOneSquare): what a glance needs. Shadow
// works the exact share out when asked. No share is below 0.
const hiddenWhole = -1

// glanceShadow is Shadow for a question that only needs to know whether
// the base is seen at all when it is not: whole reports it wholly hidden,
// found by one square that hides it all, and then hidden and low are not
// worked out (a line is all a crowd's shooters ask of most foes).
func (b *Board) glanceShadow(from, to *Figure) (hidden float64, low rules.Cover, whole bool) {
	m := b.shadowMemo()
	if m == nil {
		if b.hiddenByOneSquare(from, to) {
			return 0, rules.NoCover, true
		}
		hidden, low = b.shadow(from, to)
		return hidden, low, false
	}
	k, ok := shadowKey(from.At, to.At, from.Footprint(), to.Footprint())
	if !ok {
		hidden, low = b.shadow(from, to)
		return hidden, low, false
	}
	if a, ok := m.answer(k); ok {
		return a.hidden, a.low, a.hidden == hiddenWhole
	}
	if b.hiddenByOneSquare(from, to) {
		m.remember(k, shadowAnswer{hidden: hiddenWhole})
		return 0, rules.NoCover, true
	}
	hidden, low = b.shadow(from, to)
	m.remember(k, shadowAnswer{hidden, low})
	return hidden, low, false
}

// shadow is Shadow worked out.
func (b *Board) shadow(from, to *Figure) (hidden float64, low rules.Cover) {
	p, c, r := from.Center(), to.Center(), to.Radius()
	sil, ok := geom.NewSilhouette(p, c, r)
	if !ok {
		return 0, rules.NoCover
	}
	var shade geom.Shade
	shade.Reset(sil.Half)
	tb := footBox(to)
	n := to.Footprint()

	// Every square that can screen the base meets the convex hull of the
	// shooter's centre and the base, which lies within r of the segment
	// from p to c: scan that band row by row.
	runs := b.screens().skip
	y0 := max(0, int(math.Floor(min(p.Y, c.Y)-r)))
	y1 := min(b.H-1, int(math.Floor(max(p.Y, c.Y)+r)))
	// Before the band's exact bounds (bandX, two divisions and floors),
	// a cheap wider range [sx0, sx1] for each row: where the segment
	// crosses rows y-r to y+1+r, widened by r and a square on each side
	// (far more than rounding moves it), within the segment's box. A
	// row that is open ground all over it screens nothing.
	bx0 := max(0, int(math.Floor(min(p.X, c.X)-r))-1)
	bx1 := min(b.W-1, int(math.Floor(max(p.X, c.X)+r))+1)
	lo, hi, k := float64(bx0)+1, float64(bx1)-1, 0.0 // level or steep: the box
	if dy := c.Y - p.Y; dy != 0 && math.Abs((c.X-p.X)/dy) < 1e6 {
		k = (c.X - p.X) / dy
		lo = p.X + (float64(y0)-r-p.Y)*k
		hi = lo + (1+2*r)*k
		lo, hi = min(lo, hi)-r, max(lo, hi)+r
	}
	for y := y0; y <= y1; y, lo, hi = y+1, lo+k, hi+k {
		// int() truncates: below zero it rounds up, which the clamp to
		// bx0 >= 0 absorbs.
		sx0, sx1 := max(bx0, int(lo)-1), min(bx1, int(hi)+1)
		if sx0 > sx1 || sx0+int(runs[y*b.W+sx0]) > sx1 {
			continue
		}
		xlo, xhi, ok := bandX(p, c, float64(y)-r, float64(y+1)+r)
		if !ok {
			continue
		}
		x0 := max(0, int(math.Floor(xlo-r)))
		x1 := min(b.W-1, int(math.Floor(xhi+r)))
		row := b.Cells[y*b.W : (y+1)*b.W]
		skip := runs[y*b.W : (y+1)*b.W]
		for x := x0; x <= x1; x++ {
			if d := skip[x]; d != 0 {
				x += int(d) - 1 // open ground up to x+d: nothing to screen
				continue
			}
			t := &row[x]
			s := Square{X: x, Y: y}
			if from.Covers(s) || to.Covers(s) {
				continue
			}
			box := geom.Box{Min: geom.Point{X: float64(x), Y: float64(y)}, Max: geom.Point{X: float64(x + 1), Y: float64(y + 1)}}
			if !geom.BoxInFront(p, box, tb) || sil.Beside(box) {
				continue // behind the target, or wholly beside the line
			}
			lo, hi, ok := sil.BoxAngles(box)
			if !ok {
				continue
			}
			switch {
			case t.Blocks:
				shade.Add(lo, hi)
			case t.Cover > low && x >= to.At.X-1 && x <= to.At.X+n && y >= to.At.Y-1 && y <= to.At.Y+n:
				if min(hi, sil.Half)-max(lo, -sil.Half) > geom.Eps*sil.Half {
					low = t.Cover
				}
			}
		}
	}
	if ix := b.walls(); ix != nil {
		b.wallShade(ix, sil, c, r, &shade)
	}
	return shade.Fraction(), low
}

// bandX is the range of x over the points of the segment from p to c whose
// y lies in [ylo, yhi], and false when there are none.
func bandX(p, c geom.Point, ylo, yhi float64) (float64, float64, bool) {
	dy := c.Y - p.Y
	t0, t1 := 0.0, 1.0
	if dy == 0 {
		if p.Y < ylo || p.Y > yhi {
			return 0, 0, false
		}
	} else {
		a, b := (ylo-p.Y)/dy, (yhi-p.Y)/dy
		if a > b {
			a, b = b, a
		}
		t0, t1 = max(t0, a), min(t1, b)
		if t0 > t1 {
			return 0, 0, false
		}
	}
	xa, xb := p.X+t0*(c.X-p.X), p.X+t1*(c.X-p.X)
	return min(xa, xb), max(xa, xb), true
}
