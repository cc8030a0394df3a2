package game

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// The calibration ruler, one for every screen: the window's (F9, the
// Calibrate button; its scene is scene_calibrate.go) and the hosted
// table seat's (the projector's page: the window's table view over it). A ruler of whole
// squares is drawn on the screen; the person measuring it types its
// length (7.5 for inches, 19cm, 190mm) or drags its end to a real
// ruler's mark, then sets it (Enter or Set) or leaves (Esc or Cancel).
// It knows only the screen: its size unit and right edge, and the taps.

// calibration is a ruler drawn on the screen while it is measured.
type calibration struct {
	squares int     // the ruler's length in squares
	px      float64 // its length on the screen now (a drag changes it)
	// x0, y is where the ruler starts: fixed while it is up, so a real
	// ruler laid on its start stays there while the end is dragged.
	x0, y  float64
	held   bool // a press (mouse or finger) is dragging the end
	typed  string
	err    string
	u      float64 // the screen's size unit (layout's u): height, buttons, text
	right  float64 // the screen's right edge: the end stops short of it
	finger bool    // a touch screen's: its words name no keys
}

// newRuler lays a ruler of whole squares, at scale pixels a square,
// across about 60% of the map's view v (1 to 12 squares).
func newRuler(v Rect, scale, u, right float64) *calibration {
	if scale <= 0 {
		scale = 32
	}
	n := max(1, min(int(math.Floor(v.W*0.6/scale)), 12))
	px := float64(n) * scale
	return &calibration{squares: n, px: px, x0: math.Round(v.X + (v.W-px)/2), y: math.Round(v.Y + v.H*0.45), u: u, right: right}
}

// height is the ruler's on the screen.
func (cl *calibration) height() float64 { return math.Max(cl.u*1.2, 18) }

// buttons are the ruler's Set and Cancel (a finger has no Enter or
// Esc), for both the hit test and the painting.
func (cl *calibration) buttons() (set, cancel Rect) {
	u := cl.u
	top := cl.y + cl.height() + u*2.9
	return Rect{cl.x0, top, u * 5, u * 1.7}, Rect{cl.x0 + u*5.5, top, u * 5, u * 1.7}
}

// take is one tick of the ruler: typed digits and a unit, Backspace, a
// press (down: it began this tick) on Set or Cancel or elsewhere (which
// takes the end), the end following the held pointer at x, Enter and
// Esc. done: the ruler goes; scale > 0 with it: the scale measured.
func (cl *calibration) take(typed string, pressed Keys, x, y float64, down, held bool) (scale float64, done bool) {
	for _, r := range typed {
		if len(cl.typed) < 12 && (r >= '0' && r <= '9' || r == '.' || r == ',' || r == ' ' || r >= 'a' && r <= 'z') {
			cl.typed += string(r)
		}
	}
	if pressed.Has(CmdErase) && cl.typed != "" {
		cl.typed = cl.typed[:len(cl.typed)-1]
	}
	if down {
		set, cancel := cl.buttons()
		switch {
		case set.Contains(x, y):
			pressed = pressed.Or(CmdNext.Key())
		case cancel.Contains(x, y):
			pressed = pressed.Or(CmdDeselect.Key())
		default:
			cl.held = true // a press off the buttons takes the ruler's end
		}
	}
	cl.held = cl.held && held
	if cl.held {
		// The end is under the cursor or the finger, on the screen.
		cl.px = clamp(x-cl.x0, 8, math.Max(8, cl.right-cl.x0-2))
	}
	switch {
	case pressed.Has(CmdDeselect):
		return 0, true
	case pressed.Has(CmdNext):
		s, ok := cl.finish()
		return s, ok
	}
	return 0, false
}

// finish reads the scale from what was typed (or dragged); false: a
// length it cannot read stays on the ruler, with why.
func (cl *calibration) finish() (float64, bool) {
	var scale float64
	var err error
	if strings.TrimSpace(cl.typed) == "" {
		scale, err = Calibrated(cl.px, float64(cl.squares))
	} else {
		var in float64
		if in, err = ParseLength(cl.typed); err == nil {
			scale, err = Calibrated(cl.px, in) // cl.px pixels measured as in inches
		}
	}
	if err != nil {
		cl.err = err.Error()
		return 0, false
	}
	return scale, true
}

// words are the ruler's instructions and its buttons' labels: a touch
// screen's name the buttons a finger taps, having no Enter or Esc.
func (cl *calibration) words() (lines []string, set, cancel string) {
	last := fmt.Sprintf("a real ruler's %d\" mark (mouse or finger). Enter sets it, Esc leaves.", cl.squares)
	set, cancel = "Set (Enter)", "Cancel (Esc)"
	if cl.finger {
		last = fmt.Sprintf("a real ruler's %d\" mark with a finger. Set keeps it, Cancel leaves.", cl.squares)
		set, cancel = "Set", "Cancel"
	}
	return []string{
		fmt.Sprintf("Calibrate: this ruler is %d squares. Measure it on the screen", cl.squares),
		"and type its length (7.5 = inches, or 19cm), or drag its end to",
		last,
	}, set, cancel
}

// draw paints the ruler, its instructions and Set/Cancel over everything.
func (cl *calibration) draw(dst *ebiten.Image) {
	u := cl.u
	x0, y := cl.x0, cl.y
	unit := cl.px / float64(cl.squares)
	h := cl.height()
	set, cancel := cl.buttons()
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
	size := u * 0.8 // the panel's text size (layout)
	lines, setLabel, cancelLabel := cl.words()
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
	}{{set, setLabel}, {cancel, cancelLabel}} {
		fillRect(dst, b.r, colCard)
		drawText(dst, b.label, fontBold, size, b.r.X+b.r.W/2, b.r.Y+b.r.H/2, colBlack, text.AlignCenter, text.AlignCenter)
	}
}
