package game

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Draw paints the ruler and its instructions over everything.
func (s *calibScene) Draw(vw *views, dst *ebiten.Image) {
	cl := &s.calibration
	l := vw.l
	u := l.u
	x0, y := cl.x0, cl.y
	unit := cl.px / float64(cl.squares)
	h := math.Max(u*1.2, 18)
	set, cancel := calibButtonsAt(cl, u)
	// The box holds the instructions however short the ruler is dragged.
	bw := math.Max(math.Max(cl.px, cancel.X+cancel.W-x0), u*27)
	cx := x0 + bw/2
	fillRect(dst, Rect{x0 - u, y - u*5.2, bw + 2*u, h + u*10}, colPanel)
	fillRect(dst, Rect{x0, y, cl.px, h}, colCard)
	for i := 0; i <= cl.squares; i++ {
		x := x0 + float64(i)*unit
		tick := h * 0.5
		if i == 0 || i == cl.squares {
			tick = h
		}
		vector.FillRect(dst, f32(x-1), f32(y), 2, f32(tick), colBlack, false)
		if i > 0 && i < cl.squares {
			drawText(dst, itoa(i), fontBold, h*0.45, x, y+h*0.75, colBlack, text.AlignCenter, text.AlignCenter)
		}
	}
	// The end to drag.
	vector.FillRect(dst, f32(x0+cl.px-3), f32(y-u*0.4), 6, f32(h+u*0.8), colCardNow, false)
	size := l.size
	lines := []string{
		fmt.Sprintf("Calibrate: this ruler is %d squares. Measure it on the screen", cl.squares),
		"and type its length (7.5 = inches, or 19cm), or drag its end to",
		fmt.Sprintf("a real ruler's %d\" mark (mouse or finger). Enter sets it, Esc leaves.", cl.squares),
	}
	for i, s := range lines {
		drawText(dst, s, fontRegular, size, cx, y-u*4.6+float64(i)*size*1.25, colWhite, text.AlignCenter, text.AlignStart)
	}
	typed := "Measured: " + cl.typed + "_"
	drawText(dst, typed, fontBold, size*1.1, cx, y+h+u*0.5, colCardNow, text.AlignCenter, text.AlignStart)
	if cl.err != "" {
		drawText(dst, cl.err, fontRegular, size*0.9, cx, y+h+u*0.5+size*1.4, colAce, text.AlignCenter, text.AlignStart)
	}
	for _, b := range []struct {
		r     Rect
		label string
	}{{set, "Set (Enter)"}, {cancel, "Cancel (Esc)"}} {
		fillRect(dst, b.r, colCard)
		drawText(dst, b.label, fontBold, size, b.r.X+b.r.W/2, b.r.Y+b.r.H/2, colBlack, text.AlignCenter, text.AlignCenter)
	}
}
