package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"battlemat/wire"
)

// The hosted table seat's shell (the projector's page joined as
// `table`): the projector (projector.go, the window's table view's too)
// over the Remote's mirror, with the Calibrate and Zoom buttons in its
// corner, a finger or the mouse on the ruler, and the tokens drawn as the
// window's table view draws them. The calibration and its ruler are the
// window's (screencalib.go, ruler.go); the shell keeps them, the Remote
// never sees them. The shell goes when RemoteGame becomes Game on a
// LinkSeat (docs/design.md, step 4 (d)).

// Button ids of the table seat's screen buttons.
const (
	RemoteCalibrate = "calibrate"
	RemoteZoom      = "zoom"
)

// remoteCalib is the table seat's calibration state.
type remoteCalib struct {
	screenCalib
	calib *calibration // the ruler while it is up
	prev  Input
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
		said, err := g.tbl.toggleLock()
		if err != nil {
			g.R.fail(err)
			break
		}
		g.R.say("%s", said)
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
	if !g.tableSeat() {
		return
	}
	if _, changed := g.tbl.load(g.w, g.h); changed {
		g.fitted = false
	}
}

// rememberRemote stores the calibration and the lock, keeping the rest
// of the screen's settings (the window's panel place on the same screen).
func (g *RemoteGame) rememberRemote() {
	if err := g.tbl.remember(nil); err != nil {
		g.R.fail(err)
	}
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
		g.tbl.calib = nil
		g.R.say("%s", g.tbl.calibrated(scale, "the Zoom button"))
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

// tableLayout lays the table seat's screen out (the same for hit tests
// and painting: it depends on the screen size only).
func (g *RemoteGame) tableLayout() projLayout {
	return projectorLayout(float64(g.w), float64(g.h), float64(g.h), 2)
}

// tableDrawOptions paint the tokens as the window's table view: big
// marks, the name of the figure tapped (or whose card is open) and of
// the one under the mouse only, the figure that is up ringed.
func (g *RemoteGame) tableDrawOptions() DrawOptions {
	r := g.R
	opt := DrawOptions{Selected: r.Selected(), TableView: true, Marks: r.fightMarks(""), MostWounds: r.mostWounds()}
	opt.Named[1] = r.Selected()
	if c := r.Card(); c != "" {
		opt.Named[1] = c
	}
	if r.Board != nil && g.hoverOn {
		if sq, on := g.squareAt(g.hoverX, g.hoverY); on && g.mapRect().Contains(g.hoverX, g.hoverY) {
			if f := r.Board.FigureAt(sq); f != nil {
				opt.Named[0] = f.ID
			}
		}
	}
	return opt
}

// tableProjector is what this screen's projector shows: the mirror's
// (projector.go projectorOf, the window's table view's too), the
// connection's word while it is down.
func (g *RemoteGame) tableProjector(l projLayout) projector {
	r := g.R
	msg, bad := r.Message()
	switch {
	case r.Board == nil:
		return projector{up: r.Status, note: r.projectorNote(msg, false)}
	case !r.Connected:
		msg, bad = r.Status, true
	}
	return r.projectorOf(l, msg, bad)
}

// drawTableSeat paints the projector and places the corner's buttons
// for the next tap.
func (g *RemoteGame) drawTableSeat(screen *ebiten.Image) {
	l := g.tableLayout()
	drawProjector(screen, l, g.tableProjector(l))
	// The buttons: the screen's (Calibrate, Zoom) and any the seat has.
	g.buttons = g.buttons[:0]
	bs := append(g.R.Buttons(), g.screenButtons()...)
	u := l.u
	for i, rr := range l.cornerRects(len(bs)) {
		b := bs[i]
		g.buttons = append(g.buttons, remoteButtonAt{b, rr})
		fillRect(screen, rr, colRemoteButton)
		fs := math.Min(u*0.8, (rr.W-u*0.4)/(0.56*float64(len([]rune(b.Label)))))
		drawText(screen, b.Label, fontBold, fs, rr.X+rr.W/2, rr.Y+rr.H/2, colPanelText, text.AlignCenter, text.AlignCenter)
	}
}
