package game

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"battlemat/wire"
)

// The hosted table seat's calibration (the projector's page joined as
// `table`): as the window's table view (table.go), a ruler of N squares
// measured and typed or dragged to a real ruler makes a square one real
// inch, and the zoom stays locked there; both remembered per screen with
// the window's settings (the browser's storage), so the projector shows
// 1" squares every time the page opens. The ruler is the window's own
// (ruler.go); the screen's shell (RemoteGame) keeps it, the Remote never
// sees it.

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
	g.tbl.calib = newRuler(g.mapRect(), g.cam.Scale, g.rulerUnit(), float64(g.w))
	g.R.say("Calibrate: drag the ruler's end to a real ruler's %d\" mark, or type what it measures; then Set", g.tbl.calib.squares)
}

// rulerUnit is the ruler's size unit on this screen: its Set and Cancel
// are a finger's size (130 x 44 CSS pixels).
func (g *RemoteGame) rulerUnit() float64 { return 26 * g.scale }

// calibInput hands the tick's input to the ruler (ruler.go) while it is
// up: a finger or the mouse, the typing, Enter and Esc.
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
	scale, done := cl.take(in.Text, pressed, x, y, down && !wasDown, down)
	switch {
	case done && scale > 0:
		g.tbl.scale, g.tbl.locked, g.tbl.calib = scale, true, nil
		g.R.say("calibrated: %.1f px a square, zoom locked (the Zoom button unlocks)", scale)
		g.rememberRemote()
		g.fitted = false
	case done:
		g.tbl.calib = nil
		g.R.say("")
	}
	g.down = false
	if g.tbl.calib == nil {
		// The finger (or button) that put the ruler away is still down:
		// the rest of its touch is swallowed, never a tap on the map.
		g.down, g.moved = true, true
	}
	g.R.version++
}

// drawRemoteCalibration paints the ruler (ruler.go) while it is up.
func (g *RemoteGame) drawRemoteCalibration(dst *ebiten.Image) {
	if cl := g.tbl.calib; cl != nil {
		cl.draw(dst)
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
	y := (cl.y + cl.height()/2) / s
	sb, _ := cl.buttons()
	return [2]float64{cl.x0 / s, y}, [2]float64{(cl.x0 + cl.px) / s, y}, [2]float64{(sb.X + sb.W/2) / s, (sb.Y + sb.H/2) / s}, true
}
