package game

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// The projector's shell: the table view (F10), the calibration that
// makes a square one real inch (F9) and the zoom lock (F8). The Game
// does these, as it does the camera; the calibration's ruler is a scene
// (scene_calibrate.go) that hands the Game the scale it measured.

// tableState is the shell's part for the table.
type tableState struct {
	before View // the view F10 goes back to
	// The screen's calibration (screencalib.go): locked keeps the zoom
	// at its scale (wheel and +/- do nothing).
	screenCalib
	note   string // the last word of the calibration, for the status bar
	pinned bool   // the table view stays (PinTable)
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
func (g *Game) Calibration() (float64, bool) { return g.table.scale, g.table.locked }

// loadScreen reads the remembered settings of the screen now in use.
func (g *Game) loadScreen() {
	ss, changed := g.table.load(g.screenW, g.screenH)
	if !changed {
		return
	}
	g.ctl.SetPanelPlace(ss.Panel, ss.PanelAt)
	g.syncScreen()
}

// remember stores the screen's calibration, lock and panel place.
func (g *Game) remember() {
	place, at := g.ctl.PanelPlace()
	if err := g.table.remember(func(ss *ScreenSettings) { ss.Panel, ss.PanelAt = place, at }); err != nil {
		g.table.note = err.Error()
	}
}

// ToggleZoomLock locks the zoom at the calibrated scale (or unlocks it).
func (g *Game) ToggleZoomLock() {
	said, err := g.table.toggleLock()
	if err != nil {
		g.table.note = err.Error()
		return
	}
	g.syncScreen()
	g.table.note = said
	g.remember()
	g.Fit()
}

// StartCalibration draws the ruler to measure: its scene takes the
// screen until it is set or left (scene_calibrate.go).
func (g *Game) StartCalibration() {
	l := g.layout()
	cl := newRuler(l.mapView, g.cam.Scale, l.u, float64(g.screenW))
	cl.finger = g.ctl.finger
	g.ctl.open(&calibScene{calibration: *cl, set: g.calibrated})
}

// calib is the ruler while it is up, or nil.
func (g *Game) calib() *calibration {
	if s, ok := sceneOf[*calibScene](g.ctl); ok {
		return &s.calibration
	}
	return nil
}

// rulerOrigin is where the calibration ruler starts on the screen.
func (g *Game) rulerOrigin() (float64, float64) {
	cl := g.calib()
	return cl.x0, cl.y
}

// calibButtons are the ruler's Set and Cancel buttons.
func (g *Game) calibButtons() (set, cancel Rect) { return g.calib().buttons() }

// calibrated keeps the scale the ruler measured and locks the zoom there.
func (g *Game) calibrated(s float64) {
	said := g.table.calibrated(s, "F8 or the Zoom button")
	g.syncScreen()
	g.table.note = said
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

// fitLocked puts the map at the calibrated scale (screencalib.go).
func (g *Game) fitLocked(v Rect) { g.cam = g.table.camera(v, g.ctl.drawnBoard()) }
