package game

import (
	"image/color"
	"math"

	"battlemat/board"
	"battlemat/geom"
	"battlemat/rules"
	"battlemat/templates"
	"battlemat/wire"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Drawing the last action's animation (table_anim.go) over the map, the
// same for the window's table view and a hosted screen.

var (
	colRemoteTemplate  = color.RGBA{0xff, 0x70, 0x43, 0xff}
	colRemoteDeviation = color.RGBA{0xff, 0xd5, 0x4f, 0xff}
)

// slid is a figure whose move slides, and how far it still has to go.
type slid struct {
	f      *board.Figure
	dx, dy float64 // squares from its new square
}

// slidingBoard is b without the figures whose moves slide (b itself when
// none does), and those figures: the map is drawn without them and each
// token is drawn where it is on the way (drawSlid).
func (m *seatMirror) slidingBoard(b *board.Board) (*board.Board, []slid) {
	if b == nil || m == nil || m.anim.slides == nil {
		return b, nil
	}
	var moving []slid
	still := *b
	still.Figures = make([]*board.Figure, 0, len(b.Figures))
	for _, f := range b.Figures {
		if x, y, ok := m.Sliding(f.ID); ok {
			moving = append(moving, slid{f, x - float64(f.At.X), y - float64(f.At.Y)})
			continue
		}
		still.Figures = append(still.Figures, f)
	}
	if len(moving) == 0 {
		return b, nil
	}
	return &still, moving
}

// drawSlid paints the sliding tokens of b, each alone, by the board's own
// painter through a camera shifted by how far it still has to go.
func drawSlid(dst *ebiten.Image, b *board.Board, cam Camera, opt DrawOptions, moving []slid) {
	if len(moving) == 0 {
		return
	}
	colors := SideColors(b)
	for _, m := range moving {
		c := cam
		c.Pan(m.dx*c.Scale, m.dy*c.Scale)
		one := *b
		one.Figures = []*board.Figure{m.f}
		p := &painter{dst: dst, cam: c, s: c.Scale, spr: getSprites()}
		p.tokens(&one, colors, opt.Selected, opt.TableView, placeTokens(&one, c, opt.style(), nil), opt.style())
	}
}

// drawAreaMarks outlines each area's template on b through cam, with an
// arrow from the point aimed at to where a deviating one landed.
func drawAreaMarks(dst *ebiten.Image, cam Camera, b *board.Board, areas []wire.AreaMark) {
	w := float32(math.Max(2, cam.Scale/10))
	for _, a := range areas {
		k := rules.Template(a.Kind)
		at := a.Aim
		if a.Landing != nil {
			land := *a.Landing
			x0, y0 := cam.ToScreen(at)
			x1, y1 := cam.ToScreen(land)
			areaArrow(dst, cam, x0, y0, x1, y1, w)
			at = land
		}
		var shape templates.Shape
		var err error
		if k.Blast() {
			shape, err = templates.Blast(k, at)
		} else {
			f := b.Figure(a.Who)
			if f == nil {
				continue
			}
			shape, err = templates.Aimed(k, f.Center(), at)
		}
		if err != nil {
			continue
		}
		areaOutline(dst, cam, shape.Outline(48), w)
	}
}

func areaOutline(dst *ebiten.Image, cam Camera, pts []geom.Point, w float32) {
	for i := range pts {
		x0, y0 := cam.ToScreen(pts[i])
		x1, y1 := cam.ToScreen(pts[(i+1)%len(pts)])
		vector.StrokeLine(dst, float32(x0), float32(y0), float32(x1), float32(y1), w, colRemoteTemplate, true)
	}
}

// areaArrow is a line with a head at its end (x1, y1).
func areaArrow(dst *ebiten.Image, cam Camera, x0, y0, x1, y1 float64, w float32) {
	vector.StrokeLine(dst, float32(x0), float32(y0), float32(x1), float32(y1), w, colRemoteDeviation, true)
	d := math.Hypot(x1-x0, y1-y0)
	if d < 1 {
		return
	}
	ux, uy := (x1-x0)/d, (y1-y0)/d
	head := math.Min(d/2, cam.Scale*0.4)
	for _, s := range []float64{1, -1} {
		hx := x1 - head*(ux*0.87-s*uy*0.5)
		hy := y1 - head*(uy*0.87+s*ux*0.5)
		vector.StrokeLine(dst, float32(x1), float32(y1), float32(hx), float32(hy), w, colRemoteDeviation, true)
	}
}
