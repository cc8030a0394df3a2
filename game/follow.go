package game

import (
	"math"

	"battlemat/board"
)

// The phone follows its figure: on a phone held upright a whole map of
// 16 squares across leaves some 24 CSS pixels a square, 40 across under
// 10, too small for a finger. When one of a player's figures comes up,
// and when the player selects one, the camera zooms to at least a
// finger's square and centres on it, unless the person panned or zoomed
// since (a pinch is kept until the next turn). Fit still shows the whole
// map. When one of the seat's figures moves (the player's move or the
// GM's) out of the middle of the phone's view, the camera centres on it
// again at the zoom it has: a walk near the map's edge ended off the
// screen. The window and the GM's screens never follow.

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
	// at is where the seat's figures stood at the last frame.
	at map[string]board.Square
	// aim is what the figure up last aimed with (follow_aim.go).
	aim aimPick
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
// its turn comes or the player selects it (see above), and shows its
// foes when the player picks a way to aim at them (follow_aim.go).
func (g *Game) followFigure() {
	g.followUp()
	c := g.ctl
	if m := c.seatState(); m != nil && m.Board != nil && seatIsPlayers(m.Seat) &&
		upright(c, g.view, float64(g.screenW), float64(g.screenH)) {
		g.followAim(m)
	}
}

// followUp is followFigure's following of the figure up or selected.
func (g *Game) followUp() {
	c := g.ctl
	m := c.seatState()
	if m == nil || m.Board == nil || !seatIsPlayers(m.Seat) {
		return
	}
	sw, sh := float64(g.screenW), float64(g.screenH)
	moved := g.movedFigure(m)
	if !upright(c, g.view, sw, sh) {
		if moved != "" && sideways(c, g.view, sw, sh) {
			g.keepInView(m.Board, moved)
		}
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
		if moved != "" {
			g.keepInView(m.Board, moved)
		}
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
		X: followEdge(v.X, v.W, float64(m.Board.W)*s, at.X*s, Margin*s),
		Y: followEdge(v.Y, v.H, float64(m.Board.H)*s, at.Y*s, Margin*s)}
	g.fitted = false
}

// movedFigure is one of the seat's figures that stands elsewhere than at
// the last frame ("" for none), noting where each stands now.
func (g *Game) movedFigure(m *seatMirror) string {
	if g.follow.at == nil {
		g.follow.at = map[string]board.Square{}
	}
	moved := ""
	for id := range m.Mine {
		f := m.Board.Figure(id)
		if f == nil {
			continue
		}
		if was, ok := g.follow.at[id]; ok && was != f.At && (moved == "" || id < moved) {
			moved = id // of two at once, the same one on every screen
		}
		g.follow.at[id] = f.At
	}
	return moved
}

// keepInView centres the camera, at its zoom, on the figure when its
// centre is outside the middle of the map's part of the screen: a fifth
// of it from each side. The whole map fitted shows it anyway.
func (g *Game) keepInView(b *board.Board, id string) {
	f := b.Figure(id)
	if f == nil || g.fitted {
		return
	}
	v := g.layout().mapView
	x, y := g.cam.ToScreen(f.Center())
	if x >= v.X+v.W/5 && x <= v.X+v.W*4/5 && y >= v.Y+v.H/5 && y <= v.Y+v.H*4/5 {
		return
	}
	s := g.cam.Scale
	at := f.Center()
	g.cam.X = followEdge(v.X, v.W, float64(b.W)*s, at.X*s, Margin*s)
	g.cam.Y = followEdge(v.Y, v.H, float64(b.H)*s, at.Y*s, Margin*s)
}

// followEdge is where the map's edge goes on one axis so the figure at
// at (pixels into the map) is in view: a map that fits with its margin
// (of the coordinates) is centred; a bigger one is centred on the figure
// as far as its margins allow, so no blank shows beside it and a figure
// on its edge is not on the screen's.
func followEdge(start, room, size, at, margin float64) float64 {
	if size+2*margin <= room {
		return start + (room-size)/2
	}
	return math.Min(start+margin, math.Max(start+room-size-margin, start+room/2-at))
}
