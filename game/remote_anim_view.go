package game

import (
	"image/color"
	"math"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/templates"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

var (
	colRemoteTemplate  = color.RGBA{0xff, 0x70, 0x43, 0xff}
	colRemoteDeviation = color.RGBA{0xff, 0xd5, 0x4f, 0xff}
)

// drawRemoteBoard paints the map with the figures whose moves slide
// drawn where they are on the way, not on their new squares.
func (g *RemoteGame) drawRemoteBoard(dst *ebiten.Image, opt DrawOptions) {
	b := g.R.Board
	if b == nil {
		DrawBoard(dst, b, g.cam, opt)
		return
	}
	type slid struct {
		f      *board.Figure
		dx, dy float64 // squares from its new square
	}
	var moving []slid
	still := *b
	still.Figures = make([]*board.Figure, 0, len(b.Figures))
	for _, f := range b.Figures {
		if x, y, ok := g.R.Sliding(f.ID); ok {
			moving = append(moving, slid{f, x - float64(f.At.X), y - float64(f.At.Y)})
			continue
		}
		still.Figures = append(still.Figures, f)
	}
	if len(moving) == 0 {
		DrawBoard(dst, b, g.cam, opt)
		drawGroundItems(dst, g.cam, g.R.Ground) // overlay.go, as the window draws them
		return
	}
	DrawBoard(dst, &still, g.cam, opt)
	drawGroundItems(dst, g.cam, g.R.Ground)
	colors := SideColors(b)
	for _, m := range moving {
		// The token alone, drawn by the board's own painter through a
		// camera shifted by how far it still has to go.
		cam := g.cam
		cam.Pan(m.dx*cam.Scale, m.dy*cam.Scale)
		one := *b
		one.Figures = []*board.Figure{m.f}
		p := &painter{dst: dst, cam: cam, s: cam.Scale, spr: getSprites()}
		p.tokens(&one, colors, opt.Selected, opt.TableView, placeTokens(&one, cam, opt.style(), nil), opt.style())
	}
}

// drawAreas outlines the last area attack's template where it came down
// and, when it deviated, an arrow from the point aimed at.
func (g *RemoteGame) drawAreas(dst *ebiten.Image) {
	w := float32(math.Max(2, g.cam.Scale/10))
	for _, a := range g.R.Areas() {
		k := rules.Template(a.Kind)
		at := a.Aim
		if a.Landing != nil {
			land := *a.Landing
			x0, y0 := g.cam.ToScreen(at)
			x1, y1 := g.cam.ToScreen(land)
			g.arrow(dst, x0, y0, x1, y1, w)
			at = land
		}
		var shape templates.Shape
		var err error
		if k.Blast() {
			shape, err = templates.Blast(k, at)
		} else {
			f := g.R.Board.Figure(a.Who)
			if f == nil {
				continue
			}
			shape, err = templates.Aimed(k, f.Center(), at)
		}
		if err != nil {
			continue
		}
		pts := shape.Outline(48)
		for i := range pts {
			x0, y0 := g.cam.ToScreen(pts[i])
			x1, y1 := g.cam.ToScreen(pts[(i+1)%len(pts)])
			vector.StrokeLine(dst, float32(x0), float32(y0), float32(x1), float32(y1), w, colRemoteTemplate, true)
		}
	}
}

// arrow is a line with a head at its end (x1, y1).
func (g *RemoteGame) arrow(dst *ebiten.Image, x0, y0, x1, y1 float64, w float32) {
	vector.StrokeLine(dst, float32(x0), float32(y0), float32(x1), float32(y1), w, colRemoteDeviation, true)
	d := math.Hypot(x1-x0, y1-y0)
	if d < 1 {
		return
	}
	ux, uy := (x1-x0)/d, (y1-y0)/d
	head := math.Min(d/2, g.cam.Scale*0.4)
	for _, s := range []float64{1, -1} {
		hx := x1 - head*(ux*0.87-s*uy*0.5)
		hy := y1 - head*(uy*0.87+s*ux*0.5)
		vector.StrokeLine(dst, float32(x1), float32(y1), float32(hx), float32(hy), w, colRemoteDeviation, true)
	}
}
