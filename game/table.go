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
	// calScale is the calibrated scale of this screen (0: none);
	// locked keeps the zoom there (wheel and +/- do nothing).
	calScale  float64
	locked    bool
	screenKey string // the screen whose settings are loaded
	monitor   string
	note      string // the last word of the calibration, for the status bar
	pinned    bool   // the table view stays (PinTable)
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

// StartCalibration draws the ruler to measure: its scene takes the
// screen until it is set or left (scene_calibrate.go).
func (g *Game) StartCalibration() {
	l := g.layout()
	g.ctl.open(&calibScene{calibration: *newRuler(l.mapView, g.cam.Scale, l.u, float64(g.screenW)), set: g.calibrated})
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
	g.table.calScale, g.table.locked = s, true
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
	b := g.ctl.drawnBoard()
	s := g.table.calScale
	place := func(at, room, size float64) float64 {
		if size+2*Margin*s <= room {
			return at + (room-size)/2
		}
		return at + Margin*s
	}
	g.cam = Camera{Scale: s, X: place(v.X, v.W, float64(b.W)*s), Y: place(v.Y, v.H, float64(b.H)*s)}
}
