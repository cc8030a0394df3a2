package board

import (
	"math"

	"battlemat/geom"
)

// hiddenByOneSquare reports whether one blocking square alone hides the
// whole of to's base from from's centre: a square that the line between
// the centres crosses, in front of the base, whose directions take in
// all of the silhouette's by a clear margin (hidesAll). shadow's scan
// meets that square too, and its BoxAngles reach past the silhouette's
// half angle on both sides, so it adds the whole silhouette to the shade
// and finds the base wholly hidden (1, to within rounding, never below
// rules.HiddenAll). A question that only
// asks whether the base can be seen is answered by this walk along one
// line, where the exact shadow scans the band the base spans and takes
// every screen's angles. False says nothing: the exact shadow decides.
func (b *Board) hiddenByOneSquare(from, to *Figure) bool {
	p, c, r := from.Center(), to.Center(), to.Radius()
	d := c.Sub(p)
	l2 := d.Dot(d)
	if l := math.Sqrt(l2); l <= r+geom.Eps {
		return false // no silhouette (NewSilhouette): shadow finds nothing hidden
	}
	tan := r / math.Sqrt(l2-r*r) // tan of the silhouette's half angle
	skip := b.screens().skip
	ya, yb := int(math.Floor(p.Y)), int(math.Floor(c.Y))
	step, k := 1, 0.0
	if yb < ya {
		step = -1
	}
	if ya != yb {
		k = (c.X - p.X) / (c.Y - p.Y)
	}
	// Row by row from the shooter's, the line's x where it enters the row
	// and where it leaves it. A square too many or too few costs only
	// time: BoxAngles decides.
	xin := p.X
	for y := ya; ; y += step {
		xout := c.X
		if y != yb {
			edge := float64(y + 1)
			if step < 0 {
				edge = float64(y)
			}
			xout = p.X + (edge-p.Y)*k
		}
		if y >= 0 && y < b.H {
			x0 := max(0, int(math.Floor(min(xin, xout))))
			x1 := min(b.W-1, int(math.Floor(max(xin, xout))))
			row := y * b.W
			for x := x0; x <= x1; x++ {
				if d := skip[row+x]; d != 0 {
					x += int(d) - 1 // open ground
					continue
				}
				if !b.Cells[row+x].Blocks {
					continue
				}
				s := Square{X: x, Y: y}
				if from.Covers(s) || to.Covers(s) {
					continue
				}
				box := geom.Box{Min: geom.Point{X: float64(x), Y: float64(y)}, Max: geom.Point{X: float64(x + 1), Y: float64(y + 1)}}
				if !geom.BoxInFront(p, box, footBox(to)) {
					continue
				}
				if hidesAll(p, d, tan, box) {
					return true
				}
			}
		}
		if y == yb {
			return false
		}
		xin = xout
	}
}

// hidesAll reports whether the box, seen from p, takes in every direction
// within the half angle whose tangent is tan of d (the direction of the
// base's centre, any length), past it on both sides by a clear margin:
// a corner beyond each edge of the silhouette. Without arc tangents:
// with every corner in front of p (along d), a corner lies beyond the
// edge at +half when its component across d exceeds tan times its
// component along d, and the margin (that of Silhouette.Beside) is some
// million times what rounding moves either side, so that BoxAngles'
// range, as rounded, holds the silhouette's too. A corner beside or
// behind p makes it false (shadow decides).
func hidesAll(p, d geom.Point, tan float64, box geom.Box) bool {
	const m = 1e-9
	left, right := false, false
	for _, q := range [4]geom.Point{box.Min, {X: box.Max.X, Y: box.Min.Y}, box.Max, {X: box.Min.X, Y: box.Max.Y}} {
		v := q.Sub(p)
		along, across := d.Dot(v), d.Cross(v)
		if along <= 0 {
			return false
		}
		beyond := along*tan*(1+m) + m*(math.Abs(across)+along)
		right = right || across > beyond
		left = left || -across > beyond
	}
	return left && right
}
