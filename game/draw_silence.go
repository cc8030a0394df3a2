package game

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2/vector"

	"battlemat/board"
	"battlemat/geom"
)

// colSilence is a Silence's ring: a cool violet, apart from the light's
// shading and the sides' colours.
var colSilence = color.RGBA{0x9a, 0x7c, 0xf0, 0xff}

// silenceRings are the Silence powers' areas on the map as the painter
// draws them: each one's centre and radius in inches.
func silenceRings(b *board.Board) [][2]geom.Point {
	var out [][2]geom.Point
	for _, z := range b.Zones {
		if z.Silence {
			out = append(out, [2]geom.Point{z.At, {X: z.Radius}})
		}
	}
	return out
}

// silences draws each Silence's area (rules revision 8): a faint disc
// and its ring, over the light's shading (a Silence does not light).
func (p *painter) silences(b *board.Board) {
	for _, r := range silenceRings(b) {
		x, y := p.cam.ToScreen(pt(r[0].X, r[0].Y))
		rr := r[1].X * p.s
		vector.DrawFilledCircle(p.dst, f32(x), f32(y), f32(rr), withAlpha(colSilence, 0x28), true)
		vector.StrokeCircle(p.dst, f32(x), f32(y), f32(rr), f32(math.Max(1.5, p.s/16)), withAlpha(colSilence, 0xc0), true)
	}
}
