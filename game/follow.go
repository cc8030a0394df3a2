package game

import "math"

// The phone follows its figure: on a phone held upright a whole map of
// 16 squares across leaves some 24 CSS pixels a square, 40 across under
// 10, too small for a finger. When one of a player's figures comes up,
// and when the player selects one, the camera zooms to at least a
// finger's square and centres on it, unless the person panned or zoomed
// since (a pinch is kept until the next turn). Fit still shows the whole
// map. The window and the GM's screens never follow.

// FingerSquare is the smallest square, in CSS pixels, the phone's camera
// zooms to when it follows the seat's figure: a fingertip's target.
const FingerSquare = 40

// follow is what the phone's camera last followed.
type follow struct {
	turn     followTurn
	selected string
	// byHand: the person panned, zoomed or fitted since the last turn
	// followed: the camera is theirs until the next.
	byHand bool
}

// followTurn names a turn: who is up in which round, after how many
// others were done (its start does not make it another).
type followTurn struct {
	round, acted int
	up           string
}

// byHand notes that the person moved the camera: it stops following the
// window's size, and the phone's figure until its next turn.
func (g *Game) byHand() {
	g.fitted = false
	g.follow.byHand = true
}

// followFigure centres the phone's camera on the seat's own figure when
// its turn comes or the player selects it (see above).
func (g *Game) followFigure() {
	c := g.ctl
	m := c.seatState()
	if m == nil || m.Board == nil || !seatIsPlayers(m.Seat) ||
		!upright(c, g.view, float64(g.screenW), float64(g.screenH)) {
		return
	}
	who := ""
	acted := 0
	for _, id := range m.Acted {
		if id != m.Up { // the turn under way counts as acted once it starts
			acted++
		}
	}
	if t := (followTurn{m.Round, acted, m.Up}); t != g.follow.turn {
		g.follow.turn = t
		if m.Up != "" && m.Mine[m.Up] {
			who = m.Up
			g.follow.byHand = false
		}
	}
	if s := c.selected; s != g.follow.selected {
		g.follow.selected = s
		if who == "" && s != "" && m.Mine[s] && !g.follow.byHand {
			who = s
		}
	}
	if who == "" {
		return
	}
	f := m.Board.Figure(who)
	if f == nil {
		return
	}
	l := g.layout()
	v := l.mapView
	// A phone's width is some 390 CSS pixels (layout's unit is a 19.5th
	// of it): 40 of them are two units, at any pixel density.
	s := math.Min(MaxScale, math.Max(g.cam.Scale, 2*l.u))
	at := f.Center()
	g.cam = Camera{Scale: s,
		X: followEdge(v.X, v.W, float64(m.Board.W)*s, at.X*s),
		Y: followEdge(v.Y, v.H, float64(m.Board.H)*s, at.Y*s)}
	g.fitted = false
}

// followEdge is where the map's edge goes on one axis so the figure at
// at (pixels into the map) is in view: a map that fits is centred; a
// bigger one is centred on the figure as far as its edges allow, so no
// blank shows beside it.
func followEdge(start, room, size, at float64) float64 {
	if size <= room {
		return start + (room-size)/2
	}
	return math.Min(start, math.Max(start+room-size, start+room/2-at))
}
