package board

import (
	"math"

	"battlemat/geom"
)

// hiddenByOneSquare reports whether one blocking square alone hides the
// whole of to's base from from's centre: a square that the line between
// the centres crosses, in front of the base, whose directions
// (Silhouette.BoxAngles, as shadow works them out) take in all of the
// silhouette's. shadow's scan meets that square too and adds the whole
// silhouette to the shade, so it finds the base wholly hidden (1, to
// within rounding, never below rules.HiddenAll). A question that only
// asks whether the base can be seen is answered by this walk along one
// line, where the exact shadow scans the band the base spans and takes
// every screen's angles. False says nothing: the exact shadow decides.
func (b *Board) hiddenByOneSquare(from, to *Figure) bool {
	p, c, r := from.Center(), to.Center(), to.Radius()
	var sil geom.Silhouette // made at the first square worth its angles
	made := false
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
				if !made {
					var ok bool
					if sil, ok = geom.NewSilhouette(p, c, r); !ok {
						return false
					}
					made = true
				}
				if lo, hi, ok := sil.BoxAngles(box); ok && lo <= -sil.Half && hi >= sil.Half {
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
