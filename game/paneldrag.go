package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// The GM's panel can be dragged by its title (mouse or finger) to any
// place across the screen; the map is fitted in the wider part beside
// it. The place is remembered per screen with the calibration.

// panelPlace is the panel's left edge for a panel pw wide on a screen sw
// wide, and the part of the screen the map has (from mx, mw across).
func panelPlace(c *Controller, sw, pw float64) (px, mx, mw float64) {
	frac := 1.0
	switch c.panel {
	case panelLeft:
		frac = 0
	case panelAt:
		frac = clamp(c.panelAt, 0, 1)
	}
	px = math.Round(frac * (sw - pw))
	if px+pw/2 < sw/2 {
		return px, px + pw, sw - px - pw
	}
	return px, 0, px
}

// PanelPlace names the panel's place for the settings: "" (right),
// "left", "hidden", or "at" with the fraction.
func (c *Controller) PanelPlace() (string, float64) {
	return [...]string{panelRight: "", panelLeft: "left", panelHidden: "hidden", panelAt: "at"}[c.panel], c.panelAt
}

// SetPanelPlace puts the panel where PanelPlace said (unknown names: on
// the right).
func (c *Controller) SetPanelPlace(place string, at float64) {
	p := map[string]int{"left": panelLeft, "hidden": panelHidden, "at": panelAt}[place]
	if p == panelAt && (math.IsNaN(at) || at < 0 || at > 1) {
		p = panelRight
	}
	if p == c.panel && at == c.panelAt {
		return
	}
	// Where the panel sits is no change to the battle: the version moves
	// (the layout and the frame follow) but nothing is autosaved.
	c.panel, c.panelAt = p, at
	c.version++
}

// panelDrag follows a press on the panel's title: on the press it takes
// the panel (reporting true, so the press is no click), while held it
// moves it, and on the release it remembers the place.
func (g *Game) panelDrag(in Input, pressedLeft bool) bool {
	l := g.layout()
	if pressedLeft && !g.dragPanel.on && l.panel.W > 0 && l.handle.Contains(in.X, in.Y) {
		if _, onButton := l.buttonAt(in.X, in.Y); !onButton {
			g.dragPanel.on, g.dragPanel.grab = true, in.X-l.panel.X
			return true
		}
	}
	if !g.dragPanel.on {
		return false
	}
	travel := float64(g.screenW) - l.panel.W
	if in.Buttons&ButtonLeft == 0 {
		g.dragPanel.on = false
		g.remember()
		return true
	}
	if travel > 0 {
		g.ctl.SetPanelPlace("at", clamp((in.X-g.dragPanel.grab)/travel, 0, 1))
	}
	return true
}

// drawGrip marks the panel's title as a handle to drag.
func drawGrip(dst *ebiten.Image, l *layout) {
	if l.handle.W <= 0 {
		return
	}
	cx, y := l.handle.X+l.handle.W/2, l.handle.Y+l.u*0.08 // above the prompt
	for i := -1; i <= 1; i++ {
		vector.FillRect(dst, f32(cx-l.u*1.2), f32(y+float64(i+1)*l.u*0.09), f32(l.u*2.4), 1, colGrip, false)
	}
}
