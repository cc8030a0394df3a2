package game

import (
	"image"
	"image/color"

	"battlemat/geom"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// colAlign is the helper's grid: strong and thin, so the picture's own
// lines show beside it.
var colAlign = color.RGBA{0xff, 0x2b, 0xd6, 0xff}

// handleAlign gives the alignment helper a tick of input: a left drag on
// the map moves the grid, a pinch, the wheel or +/- scale it, the arrows
// nudge it. It returns pressed less the keys it took.
func (g *Game) handleAlign(in Input, pressed Keys) Keys {
	c := g.ctl
	if g.cam.Scale <= 0 {
		return pressed
	}
	switch {
	case in.Pinch > 0:
		g.aligning = false // a finger left after a pinch drags nothing
		if in.Pinch != 1 {
			c.AlignScale(in.Pinch, g.cam.ToMap(in.PinchX, in.PinchY))
		}
	case in.Buttons&ButtonLeft != 0 && !in.Keys.Has(CmdPan):
		if g.prev.Buttons&ButtonLeft == 0 {
			l := g.layout()
			_, onButton := l.buttonAt(in.X, in.Y)
			g.aligning = !onButton && !l.inPanel(in.X, in.Y)
		} else if g.aligning && (in.X != g.prev.X || in.Y != g.prev.Y) {
			c.AlignDrag(geom.Point{X: (in.X - g.prev.X) / g.cam.Scale, Y: (in.Y - g.prev.Y) / g.cam.Scale})
		}
	default:
		g.aligning = false
	}
	if w := in.WheelY; w != 0 {
		c.AlignWheel(w, g.cam.ToMap(in.X, in.Y))
	}
	if pressed.Has(CmdZoomIn) {
		c.AlignKeyScale(true)
	}
	if pressed.Has(CmdZoomOut) {
		c.AlignKeyScale(false)
	}
	for _, a := range []struct {
		c      Cmd
		dx, dy float64
	}{{CmdPanLeft, -1, 0}, {CmdPanRight, 1, 0}, {CmdPanUp, 0, -1}, {CmdPanDown, 0, 1}} {
		if pressed.Has(a.c) {
			c.AlignNudge(a.dx, a.dy)
		}
	}
	return pressed.Without(CmdZoomIn.Key().Or(CmdZoomOut.Key(), CmdPanLeft.Key(), CmdPanRight.Key(), CmdPanUp.Key(), CmdPanDown.Key()))
}

// Draw draws the helper's grid over the picture.
func (a *alignScene) Draw(vw *views, screen *ebiten.Image) {
	xs, ys := vw.c.alignLines()
	if len(xs) == 0 || len(ys) == 0 {
		return
	}
	cam := vw.cam
	// Over the map only, never the panels.
	r := vw.l.mapView
	screen = screen.SubImage(image.Rect(int(r.X), int(r.Y), int(r.X+r.W), int(r.Y+r.H))).(*ebiten.Image)
	w := f32(max(1.5, cam.Scale/40))
	// Only where the picture is drawn: over the map's squares.
	bd := vw.c.drawnBoard()
	bw, bh := float64(bd.W), float64(bd.H)
	clamp := func(v, hi float64) float64 { return max(0, min(hi, v)) }
	x0, y0 := cam.ToScreen(geom.Point{X: clamp(xs[0], bw), Y: clamp(ys[0], bh)})
	x1, y1 := cam.ToScreen(geom.Point{X: clamp(xs[len(xs)-1], bw), Y: clamp(ys[len(ys)-1], bh)})
	for _, x := range xs {
		if x < 0 || x > bw {
			continue
		}
		sx, _ := cam.ToScreen(geom.Point{X: x})
		vector.StrokeLine(screen, f32(sx), f32(y0), f32(sx), f32(y1), w, colAlign, true)
	}
	for _, y := range ys {
		if y < 0 || y > bh {
			continue
		}
		_, sy := cam.ToScreen(geom.Point{Y: y})
		vector.StrokeLine(screen, f32(x0), f32(sy), f32(x1), f32(sy), w, colAlign, true)
	}
}
