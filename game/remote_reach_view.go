package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"battlemat/rules"
)

// The hosted screen's reach shading, line of fire, and the camera that
// follows the figure this seat plays when it is up (remote_reach.go).

// MinFollowSquare is the smallest square, in CSS pixels, the camera
// zooms to when it follows the seat's figure: a fingertip's target.
const MinFollowSquare = 40

// drawReach shades the acting figure's reach with each square's cost, as
// the window does.
func (g *RemoteGame) drawReach(dst *ebiten.Image) {
	s := g.cam.Scale
	for _, c := range append(g.R.Reach(), g.R.TeleportReach()...) {
		x, y := g.cam.ToScreen(pt(float64(c.X), float64(c.Y)))
		col := colReachPace
		if c.Run { // Teleport's squares that only a raise reaches
			col = colReachRun
		}
		vector.FillRect(dst, f32(x+1), f32(y+1), f32(s-2), f32(s-2), withAlpha(col, 0x50), false)
		if s >= 22 {
			drawText(dst, itoa(c.Cost), fontBold, s*0.3, x+s-3, y+s-2, withAlpha(colBlack, 0xd0), text.AlignEnd, text.AlignEnd)
		}
	}
}

// drawAimLine draws the line of fire to the foe aimed at: green when
// clear, amber through cover, red when there is none (or the host
// refused the shot).
func (g *RemoteGame) drawAimLine(dst *ebiten.Image) {
	l, ok := g.R.AimLine()
	if !ok {
		return
	}
	col := colLineClear
	switch {
	case !l.Visible || l.Refused:
		col = colLineBlock
	case l.Cover > rules.NoCover:
		col = colLineCover
	}
	x0, y0 := g.cam.ToScreen(l.From)
	x1, y1 := g.cam.ToScreen(l.To)
	w := f32(math.Max(3, g.cam.Scale/10))
	vector.StrokeLine(dst, f32(x0), f32(y0), f32(x1), f32(y1), w+3, colBlack, true)
	vector.StrokeLine(dst, f32(x0), f32(y0), f32(x1), f32(y1), w, col, true)
	size := clamp(g.cam.Scale*0.35, 12*g.scale, 22*g.scale)
	// The words go where they cover neither token (remote_reach.go):
	// drawLabel's box is the text's size and a quarter of size around it.
	words := l.Words()
	tw, th := text.Measure(words, fontBold.face(size), 0)
	pad := size * 0.25
	bw, bh := tw+2*pad, th+pad
	rs := g.cam.Scale
	var ra, rb float64
	if a := g.R.Board.Figure(g.R.aim.who); a != nil {
		ra = a.Radius() * rs
	}
	if t := g.R.Board.Figure(l.Target); t != nil {
		rb = t.Radius() * rs * 1.15 // and the aim's ring round it
	}
	at := aimLabelAt(pt(x0, y0), pt(x1, y1), ra, rb, bw, bh, g.mapRect())
	drawLabel(dst, words, at.X, at.Y+bh/2, size, col, text.AlignCenter)
}

// follow centres the map on the figure this seat plays when it comes up,
// zoomed so a square is at least MinFollowSquare CSS pixels (a pinch
// changes it until the next turn).
func (g *RemoteGame) follow() {
	r := g.R
	if r.Board == nil || r.gm() || r.Up == "" || !r.Mine[r.Up] {
		return
	}
	key := [2]int{r.Round, len(r.Acted)}
	if g.followed == r.Up && g.followKey == key {
		return
	}
	f := r.Board.Figure(r.Up)
	if f == nil {
		return
	}
	g.followed, g.followKey = r.Up, key
	m := g.mapRect()
	if min := MinFollowSquare * g.scale; g.cam.Scale < min {
		g.cam.Scale = min
	}
	c := f.Center()
	g.cam.X = followAxis(m.X, m.W, float64(r.Board.W)*g.cam.Scale, c.X*g.cam.Scale)
	g.cam.Y = followAxis(m.Y, m.H, float64(r.Board.H)*g.cam.Scale, c.Y*g.cam.Scale)
}

// followAxis is where the map's edge goes on one axis so the figure at
// at (pixels into the map) is in view: a map that fits stays centred as
// it was fitted; a bigger one is centred on the figure as far as its
// edges allow, so no blank shows beside it.
func followAxis(start, room, size, at float64) float64 {
	if size <= room {
		return start + (room-size)/2
	}
	return math.Min(start, math.Max(start+room-size, start+room/2-at))
}

// Camera is the hosted screen's view of the map (tests).
func (g *RemoteGame) Camera() Camera { return g.cam }
