package game

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// The dice panel scrolls: a cone that hits two figures rolls more lines
// than the panel has room for, and the last victim's damage and the log
// fell off the bottom of a 1024x768 screen. The rolls get the room down
// to a few lines of log; when they need more, the newest stays in view
// (a new action scrolls back to it) and the wheel or a finger's drag
// over them shows the older ones. The wheel over the panel never zooms
// the map.

// logRoom is how many lines of the log stay in view under the dice.
const logRoom = 3

// dicePane is where the dice go on the panel: the room they have and
// how tall their rolls are.
type dicePane struct {
	area    Rect
	content float64
}

// scrollable reports how far the rolls can scroll (0: they fit).
func (p dicePane) scrollable() float64 { return math.Max(0, p.content-p.area.H) }

// dicePane lays the dice out as drawPanels paints them: under the figure
// sheet (measured, not drawn), above the log's last lines. ok is false
// when no dice show.
func (vw *views) dicePane() (dicePane, bool) {
	l, c, show := vw.l, vw.c, vw.show
	if !l.reserving || !show.Panel || !show.Dice || len(c.dice) == 0 || c.fight == nil {
		return dicePane{}, false
	}
	x, y, w, size := l.prompt.X, l.body, l.prompt.W, l.size
	if !c.AftermathOpen() {
		if sel := c.Selected(); sel != nil && show.Figure {
			y = vw.drawFigurePanel(nil, sel, x, y, w, size)
		}
	}
	bottom := l.bottom - l.u*0.3
	if show.Log {
		ls := l.logSize() // the room the log keeps (hud.go)
		bottom -= ls*1.2*logRoom + ls*0.3
	}
	content := vw.drawDice(nil, x, 0, w, size)
	return dicePane{area: Rect{x - 4, y, w + 8, math.Max(0, bottom-y)}, content: content}, true
}

// drawDicePanel paints the rolls in their room, scrolled diceBack pixels
// back from the newest, with a bar on the right when they scroll; it
// returns the y below them.
func (vw *views) drawDicePanel(dst *ebiten.Image, x, y, w, size float64) float64 {
	p, ok := vw.dicePane()
	if !ok || p.scrollable() == 0 || p.area.Y != y {
		return vw.drawDice(dst, x, y, w, size)
	}
	a := p.area
	off := p.scrollable() - clamp(vw.c.diceBack, 0, p.scrollable())
	clip := dst.SubImage(image.Rect(int(a.X), int(a.Y), int(math.Ceil(a.X+a.W)), int(a.Y+a.H))).(*ebiten.Image)
	vw.drawDice(clip, x, y-off, w, size)
	// The bar: where the rolls in view are among all of them.
	bh := math.Max(a.H*a.H/p.content, size)
	by := a.Y + (a.H-bh)*off/p.scrollable()
	vector.FillRect(dst, f32(a.X+a.W-3), f32(by), 3, f32(bh), colDim, false)
	return a.Y + a.H
}

// diceStep is how far a notch of the wheel scrolls the rolls.
func (l *layout) diceStep() float64 { return l.size * 2.5 }

// scrollPanel takes the wheel and a drag over the side panel: over the
// rolls they scroll the rolls, elsewhere on the panel the wheel scrolls
// the log; the map's zoom never sees them (the wheel is used up).
func (g *Game) scrollPanel(in *Input, pressedLeft bool) {
	if in.WheelY == 0 && !pressedLeft && !g.diceDrag {
		return // idle: nothing measured
	}
	l := g.layout()
	if !g.view.Panel || !l.reserving {
		g.diceDrag = false
		return
	}
	p, dice := g.panelViews().dicePane()
	onDice := dice && p.area.Contains(in.X, in.Y)
	left := in.Buttons&ButtonLeft != 0
	if pressedLeft {
		_, onButton := l.buttonAt(in.X, in.Y)
		g.diceDrag = onDice && !onButton && p.scrollable() > 0
	}
	g.diceDrag = g.diceDrag && left
	if g.diceDrag {
		// The rolls follow the finger: down shows the older ones.
		g.ctl.scrollDice(in.Y-g.prev.Y, p.scrollable())
	}
	if w := in.WheelY; w != 0 && !math.IsNaN(w) && l.panel.Contains(in.X, in.Y) {
		w = clamp(w, -5, 5)
		if onDice {
			g.ctl.scrollDice(w*l.diceStep(), p.scrollable())
		} else {
			g.ctl.scrollLog(int(math.Round(w * 3)))
		}
		in.WheelY = 0
	}
}

// scrollDice scrolls the rolls dy pixels back (toward the older ones),
// at most most.
func (c *Controller) scrollDice(dy, most float64) {
	c.diceBack = clamp(c.diceBack+dy, 0, most)
}

// scrollLog scrolls the log n lines back (negative: forward), at most
// to the seat's first line (the log drawn is the seat's: logLines).
func (c *Controller) scrollLog(n int) {
	if c.fight != nil {
		c.run(func() { c.logBack = min(max(0, c.logBack+n), len(c.logLines())) })
	}
}

// panelViews are the views the panels are painted with, for hit tests.
func (g *Game) panelViews() *views {
	return &views{c: g.ctl, l: g.layout(), cam: g.cam, show: g.view, sw: float64(g.screenW), sh: float64(g.screenH)}
}
