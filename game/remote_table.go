package game

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"battlemat/wire"
)

// The hosted table seat's calibration (the projector's page joined as
// `table`): as the window's table view (table.go), a ruler of N squares
// measured and typed or dragged to a real ruler makes a square one real
// inch, and the zoom stays locked there; both remembered per screen with
// the window's settings (the browser's storage), so the projector shows
// 1" squares every time the page opens. The screen's shell (RemoteGame)
// does it; the Remote never sees it.

// Button ids of the table seat's screen buttons.
const (
	RemoteCalibrate = "calibrate"
	RemoteZoom      = "zoom"
)

// remoteCalib is the table seat's calibration state.
type remoteCalib struct {
	scale   float64 // device pixels a real inch (0: not calibrated)
	locked  bool    // the zoom stays at scale
	key     string  // the screen whose settings are loaded
	monitor string  // the monitor's name (Layout)
	calib   *calibration
	prev    Input
}

// tableSeat: this screen is the table's (the projector).
func (g *RemoteGame) tableSeat() bool { return g.R.Seat == wire.SeatTable }

// Calibration reports the table seat's calibrated scale (device pixels a
// square; 0: none) and whether the zoom is locked.
func (g *RemoteGame) Calibration() (float64, bool) { return g.tbl.scale, g.tbl.locked }

// Calibrating reports whether the ruler is up.
func (g *RemoteGame) Calibrating() bool { return g.tbl.calib != nil }

// screenButtons are the table seat's Calibrate and Zoom buttons.
func (g *RemoteGame) screenButtons() []RemoteButton {
	if !g.tableSeat() || g.R.Board == nil || g.tbl.calib != nil {
		return nil
	}
	zoom := "Zoom: free"
	if g.tbl.locked {
		zoom = "Zoom: locked"
	}
	return []RemoteButton{{RemoteCalibrate, "Calibrate"}, {RemoteZoom, zoom}}
}

// pressScreen does a screen button; false: the id is not one.
func (g *RemoteGame) pressScreen(id string) bool {
	switch id {
	case RemoteCalibrate:
		g.startRemoteCalibration()
	case RemoteZoom:
		if g.tbl.scale <= 0 {
			g.R.fail(errCalibrateFirst)
			break
		}
		g.tbl.locked = !g.tbl.locked
		g.R.say("%s", map[bool]string{true: "zoom locked: 1\" on the table is a square", false: "zoom unlocked"}[g.tbl.locked])
		g.rememberRemote()
		g.fitted = false
	default:
		return false
	}
	g.R.version++
	return true
}

// loadRemoteScreen reads the remembered calibration of the screen now in
// use (the table seat only).
func (g *RemoteGame) loadRemoteScreen() {
	if !g.tableSeat() || g.w == 0 {
		return
	}
	key := ScreenKey(g.tbl.monitor, g.w, g.h)
	if key == g.tbl.key {
		return
	}
	g.tbl.key = key
	s, _ := LoadSettings()
	ss := s.Screens[key]
	g.tbl.scale, g.tbl.locked = ss.PxPerInch, ss.LockZoom && ss.PxPerInch > 0
	g.fitted = false
}

// rememberRemote stores the calibration and the lock, keeping the rest
// of the screen's settings (the window's panel place on the same screen).
func (g *RemoteGame) rememberRemote() {
	if g.tbl.key == "" {
		return
	}
	s, _ := LoadSettings()
	ss := s.Screens[g.tbl.key]
	ss.PxPerInch, ss.LockZoom = g.tbl.scale, g.tbl.locked
	if err := RememberScreen(g.tbl.key, ss); err != nil {
		g.R.fail(fmt.Errorf("could not remember the screen's settings: %s", oneLine(err.Error())))
	}
}

// lockedCamera is the camera at the calibrated scale: the map centred,
// or from its corner when too big for the screen (a finger pans).
func (g *RemoteGame) lockedCamera(m Rect) Camera {
	b := g.R.Board
	s := g.tbl.scale
	place := func(at, room, size float64) float64 {
		if size+2*Margin*s <= room {
			return at + (room-size)/2
		}
		return at + Margin*s
	}
	return Camera{Scale: s, X: place(m.X, m.W, float64(b.W)*s), Y: place(m.Y, m.H, float64(b.H)*s)}
}

func (g *RemoteGame) startRemoteCalibration() {
	m := g.mapRect()
	s := g.cam.Scale
	if s <= 0 {
		s = 32
	}
	n := max(1, min(int(math.Floor(m.W*0.6/s)), 12))
	px := float64(n) * s
	g.tbl.calib = &calibration{squares: n, px: px, x0: math.Round(m.X + (m.W-px)/2), y: math.Round(m.Y + m.H*0.4)}
	g.R.say("Calibrate: drag the ruler's end to a real ruler's %d\" mark, or type what it measures; then Set", n)
}

// ruler's height and the Set and Cancel buttons under it.
func (g *RemoteGame) rulerH() float64 { return 30 * g.scale }

func (g *RemoteGame) remoteCalibButtons() (set, cancel Rect) {
	cl := g.tbl.calib
	s := g.scale
	top := cl.y + g.rulerH() + 46*s
	return Rect{cl.x0, top, 130 * s, 44 * s}, Rect{cl.x0 + 140*s, top, 130 * s, 44 * s}
}

// calibInput takes the tick's input while the ruler is up: typed
// digits, Backspace, Enter, Esc, a press on Set or Cancel, a drag (a
// finger or the mouse) of the ruler's end.
func (g *RemoteGame) calibInput(touches []Touch, in Input) {
	cl := g.tbl.calib
	pressed := in.Keys.Without(g.tbl.prev.Keys)
	wasDown := g.tbl.prev.Buttons&ButtonLeft != 0
	down := in.Buttons&ButtonLeft != 0
	x, y := in.X, in.Y
	if len(touches) > 0 {
		down, x, y = true, touches[0].X, touches[0].Y
	}
	g.tbl.prev = in
	if len(touches) > 0 {
		g.tbl.prev.Buttons |= ButtonLeft
		g.tbl.prev.X, g.tbl.prev.Y = x, y
	}
	for _, r := range in.Text {
		if len(cl.typed) < 12 && (r >= '0' && r <= '9' || r == '.' || r == ',' || r == ' ' || r >= 'a' && r <= 'z') {
			cl.typed += string(r)
		}
	}
	if pressed.Has(CmdErase) && cl.typed != "" {
		cl.typed = cl.typed[:len(cl.typed)-1]
	}
	if down && !wasDown {
		set, cancel := g.remoteCalibButtons()
		switch {
		case set.Contains(x, y):
			pressed = pressed.Or(CmdNext.Key())
		case cancel.Contains(x, y):
			pressed = pressed.Or(CmdDeselect.Key())
		default:
			cl.held = true
		}
	}
	cl.held = cl.held && down
	if cl.held {
		cl.px = clamp(x-cl.x0, 8, math.Max(8, float64(g.w)-cl.x0-2))
	}
	switch {
	case pressed.Has(CmdDeselect):
		g.tbl.calib = nil
		g.R.say("")
	case pressed.Has(CmdNext):
		g.finishRemoteCalibration()
	}
	g.down = false
	if g.tbl.calib == nil {
		// The finger (or button) that put the ruler away is still down:
		// the rest of its touch is swallowed, never a tap on the map.
		g.down, g.moved = true, true
	}
	g.R.version++
}

func (g *RemoteGame) finishRemoteCalibration() {
	cl := g.tbl.calib
	var s float64
	var err error
	if strings.TrimSpace(cl.typed) == "" {
		s, err = Calibrated(cl.px, float64(cl.squares))
	} else {
		var inches float64
		if inches, err = ParseLength(cl.typed); err == nil {
			s, err = Calibrated(cl.px, inches)
		}
	}
	if err != nil {
		cl.err = err.Error()
		return
	}
	g.tbl.scale, g.tbl.locked, g.tbl.calib = s, true, nil
	g.R.say("calibrated: %.1f px a square, zoom locked (the Zoom button unlocks)", s)
	g.rememberRemote()
	g.fitted = false
}

// drawRemoteCalibration paints the ruler, what was typed and Set/Cancel.
func (g *RemoteGame) drawRemoteCalibration(dst *ebiten.Image) {
	cl := g.tbl.calib
	if cl == nil {
		return
	}
	s := g.scale
	h := g.rulerH()
	unit := cl.px / float64(cl.squares)
	set, cancel := g.remoteCalibButtons()
	size := 15 * s
	bw := math.Max(math.Max(cl.px, cancel.X+cancel.W-cl.x0), 420*s)
	fillRect(dst, Rect{cl.x0 - 12*s, cl.y - 74*s, bw + 24*s, h + 74*s + 46*s + 44*s + 12*s}, colPanel)
	lines := []string{
		fmt.Sprintf("This ruler is %d squares: drag its end to a real", cl.squares),
		fmt.Sprintf("ruler's %d\" mark, or type what it measures (7.5, 19cm).", cl.squares),
	}
	for i, l := range lines {
		drawText(dst, l, fontRegular, size, cl.x0, cl.y-66*s+float64(i)*size*1.3, colWhite, text.AlignStart, text.AlignStart)
	}
	fillRect(dst, Rect{cl.x0, cl.y, cl.px, h}, colCard)
	for i := 0; i <= cl.squares; i++ {
		x := cl.x0 + float64(i)*unit
		tick := h * 0.5
		if i == 0 || i == cl.squares {
			tick = h
		}
		vector.FillRect(dst, f32(x-1), f32(cl.y), 2, f32(tick), colBlack, false)
		if i > 0 && i < cl.squares {
			drawText(dst, itoa(i), fontBold, h*0.45, x, cl.y+h*0.75, colBlack, text.AlignCenter, text.AlignCenter)
		}
	}
	vector.FillRect(dst, f32(cl.x0+cl.px-3*s), f32(cl.y-8*s), f32(6*s), f32(h+16*s), colCardNow, false)
	msg := "Measured: " + cl.typed + "_"
	if cl.err != "" {
		msg = cl.err
	}
	drawText(dst, msg, fontBold, size, cl.x0, cl.y+h+12*s, colCardNow, text.AlignStart, text.AlignStart)
	for _, b := range []struct {
		r     Rect
		label string
	}{{set, "Set"}, {cancel, "Cancel"}} {
		fillRect(dst, b.r, colCard)
		drawText(dst, b.label, fontBold, size*1.1, b.r.X+b.r.W/2, b.r.Y+b.r.H/2, colBlack, text.AlignCenter, text.AlignCenter)
	}
}

// CalibrationSpots are, in CSS pixels, the calibration ruler's start,
// its end and the middle of its Set button (ok false: no ruler up), for
// tests that drag the end with a finger.
func (g *RemoteGame) CalibrationSpots() (start, end, set [2]float64, ok bool) {
	cl := g.tbl.calib
	if cl == nil {
		return start, end, set, false
	}
	s := g.scale
	y := (cl.y + g.rulerH()/2) / s
	sb, _ := g.remoteCalibButtons()
	return [2]float64{cl.x0 / s, y}, [2]float64{(cl.x0 + cl.px) / s, y}, [2]float64{(sb.X + sb.W/2) / s, (sb.Y + sb.H/2) / s}, true
}
