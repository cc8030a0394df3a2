package game

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// The projector's shell: the table view (F10), the calibration that
// makes a square one real inch (F9) and the zoom lock (F8). The Game
// does these, as it does the camera; the Controller never sees them.

// tableState is the shell's part for the table.
type tableState struct {
	before View // the view F10 goes back to
	// calScale is the calibrated scale of this screen (0: none);
	// locked keeps the zoom there (wheel and +/- do nothing).
	calScale  float64
	locked    bool
	screenKey string // the screen whose settings are loaded
	monitor   string
	calib     *calibration
	note      string // the last word of the calibration, for the status bar
	pinned    bool   // the table view stays (PinTable)
}

// calibration is a ruler drawn on the screen while the GM measures it.
type calibration struct {
	squares int     // the ruler's length in squares
	px      float64 // its length on the screen now (a drag changes it)
	// x0, y is where the ruler starts: fixed while it is up, so a real
	// ruler laid on its start stays there while the end is dragged.
	x0, y float64
	held  bool // a press (mouse or finger) is dragging the end
	typed string
	err   string
}

// TableOn reports whether the table view is shown.
func (g *Game) TableOn() bool { return g.view == TableView() }

// ToggleTable switches between the table view and the view before it
// (not on a pinned table).
func (g *Game) ToggleTable() {
	defer g.syncScreen()
	if g.table.pinned {
		return
	}
	if g.TableOn() {
		g.view = g.table.before
		if g.view == (View{}) || g.view == TableView() {
			g.view = GMView()
		}
	} else {
		g.table.before = g.view
		g.view = TableView()
	}
	g.Fit()
}

// PinTable shows the table view for good: the browser's table tab,
// which follows the GM's tab and has no panel to act with.
func (g *Game) PinTable() {
	if !g.TableOn() {
		g.ToggleTable()
	}
	g.table.pinned = true
	g.syncScreen()
}

// Calibration reports the screen's calibrated scale (0: none) and
// whether the zoom is locked.
func (g *Game) Calibration() (float64, bool) { return g.table.calScale, g.table.locked }

// loadScreen reads the remembered settings of the screen now in use.
func (g *Game) loadScreen() {
	key := ScreenKey(g.table.monitor, g.screenW, g.screenH)
	if key == g.table.screenKey || g.screenW == 0 {
		return
	}
	g.table.screenKey = key
	s, _ := LoadSettings()
	ss := s.Screens[key]
	g.table.calScale, g.table.locked = ss.PxPerInch, ss.LockZoom && ss.PxPerInch > 0
	g.ctl.SetPanelPlace(ss.Panel, ss.PanelAt)
	g.syncScreen()
}

// remember stores the screen's calibration, lock and panel place.
func (g *Game) remember() {
	if g.table.screenKey == "" {
		return // no screen yet
	}
	place, at := g.ctl.PanelPlace()
	if err := RememberScreen(g.table.screenKey, ScreenSettings{PxPerInch: g.table.calScale, LockZoom: g.table.locked, Panel: place, PanelAt: at}); err != nil {
		g.table.note = "could not remember the screen's settings: " + oneLine(err.Error())
	}
}

// ToggleZoomLock locks the zoom at the calibrated scale (or unlocks it).
func (g *Game) ToggleZoomLock() {
	if g.table.calScale <= 0 {
		g.table.note = errCalibrateFirst.Error()
		return
	}
	g.table.locked = !g.table.locked
	g.syncScreen()
	g.table.note = map[bool]string{true: "zoom locked: 1\" on the table is a square", false: "zoom unlocked"}[g.table.locked]
	g.remember()
	g.Fit()
}

// StartCalibration draws the ruler to measure.
func (g *Game) StartCalibration() {
	v := g.layout().mapView
	s := g.cam.Scale
	if s <= 0 {
		s = 32
	}
	n := int(math.Floor(v.W * 0.6 / s))
	n = max(1, min(n, 12))
	px := float64(n) * s
	g.table.calib = &calibration{squares: n, px: px, x0: math.Round(v.X + (v.W-px)/2), y: math.Round(v.Y + v.H*0.45)}
}

// rulerOrigin is where the calibration ruler starts on the screen.
func (g *Game) rulerOrigin() (float64, float64) {
	cl := g.table.calib
	return cl.x0, cl.y
}

// calibButtons are the ruler's Set and Cancel buttons (a finger has no
// Enter or Esc), for both the hit test and the painting.
func (g *Game) calibButtons() (set, cancel Rect) {
	u := g.layout().u
	x0, y := g.rulerOrigin()
	h := math.Max(u*1.2, 18)
	top := y + h + u*2.9
	return Rect{x0, top, u * 5, u * 1.7}, Rect{x0 + u*5.5, top, u * 5, u * 1.7}
}

// handleCalibration takes the tick's input while the ruler is up:
// typed digits and a unit, Backspace, a drag of the ruler's end, Enter
// to set, Esc to leave.
func (g *Game) handleCalibration(in Input, pressed Keys) {
	cl := g.table.calib
	for _, r := range in.Text {
		if len(cl.typed) < 12 && (r >= '0' && r <= '9' || r == '.' || r == ',' || r == ' ' || r >= 'a' && r <= 'z') {
			cl.typed += string(r)
		}
	}
	if pressed.Has(CmdErase) && cl.typed != "" {
		cl.typed = cl.typed[:len(cl.typed)-1]
	}
	left := in.Buttons&ButtonLeft != 0
	if left && g.prev.Buttons&ButtonLeft == 0 {
		// A press (a click or a finger landing): on a button it sets or
		// leaves; anywhere else it takes the ruler's end.
		set, cancel := g.calibButtons()
		switch {
		case set.Contains(in.X, in.Y):
			pressed = pressed.Or(CmdNext.Key())
		case cancel.Contains(in.X, in.Y):
			pressed = pressed.Or(CmdDeselect.Key())
		default:
			cl.held = true
		}
	}
	cl.held = cl.held && left
	if cl.held {
		// The end is under the cursor or the finger, on the screen.
		cl.px = clamp(in.X-cl.x0, 8, math.Max(8, float64(g.screenW)-cl.x0-2))
	}
	switch {
	case pressed.Has(CmdDeselect):
		g.table.calib = nil
	case pressed.Has(CmdNext):
		g.finishCalibration()
	}
}

// finishCalibration sets the scale from what was typed (or dragged).
func (g *Game) finishCalibration() {
	cl := g.table.calib
	var s float64
	var err error
	if strings.TrimSpace(cl.typed) == "" {
		s, err = Calibrated(cl.px, float64(cl.squares))
	} else {
		var in float64
		if in, err = ParseLength(cl.typed); err == nil {
			s, err = Calibrated(cl.px, in) // cl.px pixels measured as in inches
		}
	}
	if err != nil {
		cl.err = err.Error()
		return
	}
	g.table.calScale, g.table.locked, g.table.calib = s, true, nil
	g.syncScreen()
	g.table.note = fmt.Sprintf("calibrated: %.1f px a square, zoom locked (F8 or the Zoom button unlocks)", s)
	g.remember()
	g.Fit()
}

// ParseLength reads a measured length: inches by default ("7.5",
// "7.5in", "7,5\""), or centimetres and millimetres ("19cm", "190 mm").
func ParseLength(s string) (float64, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	t = strings.ReplaceAll(t, ",", ".")
	k := 1.0
	for _, u := range []struct {
		suf string
		k   float64
	}{{"mm", 1 / 25.4}, {"cm", 1 / 2.54}, {"in", 1}, {"\"", 1}} {
		if rest, ok := strings.CutSuffix(t, u.suf); ok {
			t, k = strings.TrimSpace(rest), u.k
			break
		}
	}
	v, err := strconv.ParseFloat(t, 64)
	if err != nil || !(v > 0) || math.IsInf(v, 0) {
		return 0, fmt.Errorf("%q is not a length: type it like 7.5 (inches), 19cm or 190mm", s)
	}
	return v * k, nil
}

// fitLocked centres the map at the calibrated scale. A map too big for
// the view at that scale starts at the view's corner, its coordinates
// showing, and runs off the far side (pan for the rest): centred, it
// ran under the panel on both sides.
func (g *Game) fitLocked(v Rect) {
	b := g.ctl.board
	s := g.table.calScale
	place := func(at, room, size float64) float64 {
		if size+2*Margin*s <= room {
			return at + (room-size)/2
		}
		return at + Margin*s
	}
	g.cam = Camera{Scale: s, X: place(v.X, v.W, float64(b.W)*s), Y: place(v.Y, v.H, float64(b.H)*s)}
}

// drawCalibration paints the ruler and its instructions.
func (g *Game) drawCalibration(dst *ebiten.Image) {
	cl := g.table.calib
	if cl == nil {
		return
	}
	l := g.layout()
	u := l.u
	x0, y := g.rulerOrigin()
	unit := cl.px / float64(cl.squares)
	h := math.Max(u*1.2, 18)
	set, cancel := g.calibButtons()
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
