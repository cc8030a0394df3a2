package game

import (
	"errors"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// The screen's own commands (calibrate, lock the zoom, the table view,
// bring the hidden panel back) as buttons, so a finger reaches them: on
// the GM's panel under the actions, and in a corner of the screen when
// no panel is shown (the table view, a hidden panel). The shell (the
// Game) does them; the controller only shows their state.

// screenInfo is the shell's state the screen's buttons show.
type screenInfo struct {
	calibrated bool // the screen has a calibrated scale
	locked     bool // the zoom is locked at it
	table      bool // the table view is shown
	pinned     bool // the table view cannot be left (the browser's table tab)
	// scale is the screen's pixels per CSS pixel (the device's scale; 0
	// before the shell said it): a phone is told by its CSS size.
	scale float64
}

// setScreen takes the shell's state. Like the panel's place it is no
// change to the battle: the version moves (the buttons follow) but
// nothing is autosaved.
func (c *Controller) setScreen(s screenInfo) {
	if c.screen != s {
		c.screen = s
		c.version++
	}
}

// syncScreen tells the controller the screen's state.
func (g *Game) syncScreen() {
	g.ctl.setScreen(screenInfo{calibrated: g.table.scale > 0, locked: g.table.locked, table: g.TableOn(), pinned: g.table.pinned, scale: g.deviceScale})
}

var errCalibrateFirst = errors.New("calibrate first (F9, the Calibrate button): the lock keeps 1\" a square")

func zoomTitle(c *Controller) string {
	if c.screen.locked {
		return "Zoom: locked"
	}
	return "Zoom: free"
}

func tableTitle(c *Controller) string {
	if c.screen.table {
		return "Leave table view"
	}
	return "Table view"
}

// layCorner puts the screen's buttons in a row at the bottom right,
// above the status bar, when no panel shows them, and returns the room
// the row takes from the map's bottom (0 when there is none).
func (l *layout) layCorner(c *Controller, v View, sw float64) float64 {
	if c.fight == nil || (v.Panel && c.panel != panelHidden) {
		return 0
	}
	bs := groupButtons(c, grpScreen, v.GM, nil)
	if len(bs) == 0 {
		return 0
	}
	u := l.u
	gap := u * 0.25
	bw, bh := math.Round(u*7), l.bh
	// As many a row as the screen's width holds (a phone: rows stacked
	// up from the status line), the last row at the bottom right.
	perRow := max(1, min(len(bs), int((sw-u*0.6+gap)/(bw+gap))))
	bw = math.Min(bw, math.Floor((sw-u*0.6-float64(perRow-1)*gap)/float64(perRow)))
	rows := (len(bs) + perRow - 1) / perRow
	x := sw - u*0.3 - float64(perRow)*(bw+gap) + gap
	top := l.bottom - u*0.3 - float64(rows)*(bh+gap) + gap
	for i := range bs {
		bs[i].X, bs[i].Y, bs[i].W, bs[i].H = x+float64(i%perRow)*(bw+gap), top+float64(i/perRow)*(bh+gap), bw, bh
	}
	l.buttons = append(l.buttons, bs...)
	l.corner = Rect{x, top, float64(perRow)*(bw+gap) - gap, float64(rows)*(bh+gap) - gap}
	return l.corner.H + u*0.6
}

// windowButton is the screen's command whose button a left press at
// (x, y) hits, if the press falls on one the shell does.
func (g *Game) windowButton(x, y float64) (Cmd, bool) {
	b, ok := g.layout().buttonAt(x, y)
	if !ok || !b.Enabled {
		return CmdNone, false
	}
	if c := commandOf(b.Cmd); c != nil && c.window {
		return b.Cmd, true
	}
	return CmdNone, false
}

// drawCorner paints the screen's buttons in their corner, if laid out.
func (vw *views) drawCorner(dst *ebiten.Image) {
	l := vw.l
	if l.corner.W <= 0 {
		return
	}
	for _, bt := range l.buttons {
		if l.corner.Contains(bt.X+bt.W/2, bt.Y+bt.H/2) {
			drawButton(dst, bt, l.size)
		}
	}
}
