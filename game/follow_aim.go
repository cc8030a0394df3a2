package game

import (
	"math"

	"battlemat/board"
	"battlemat/geom"
	"battlemat/rules"
)

// A phone held upright that follows its figure at a finger's square
// shows some nine squares across: at the table every shot, throw and
// Bolt at a foe across a 20-square map began with a two-finger pan. So
// when the player picks a ranged attack, a throw or a power cast at
// others, the camera shows the figure and its living foes, nearest
// first: it zooms out as far as they need, but not under AimSquare (a
// tap must still land on the square meant), and leaves out the farthest
// that do not fit then. It does so once per pick; the person's pans and
// pinches after it are kept.

// AimSquare is the smallest square, in CSS pixels, the phone's camera
// zooms out to to show a figure's targets.
const AimSquare = 24

// aimPick names what the figure aims with: a new one frames its targets.
type aimPick struct {
	turn   followTurn
	who    string
	mode   Mode
	weapon int
	power  string
}

// aimNow is what the seat's figure up aims with now (ok false: it aims
// at nothing: moves, fights or picks a More entry that is no power).
func (g *Game) aimNow(m *seatMirror) (aimPick, *board.Figure, bool) {
	c := g.ctl
	if c.mode != ModeShoot && c.mode != ModeThrow && c.mode != ModeSuppress && c.mode != ModeMore {
		return aimPick{}, nil, false // before actor(), which copies the figure: most frames move
	}
	a := c.actor()
	if a == nil || !m.Mine[a.ID] {
		return aimPick{}, nil, false
	}
	k := aimPick{turn: g.follow.turn, who: a.ID, mode: c.mode, weapon: -1}
	switch c.mode {
	case ModeShoot, ModeThrow, ModeSuppress:
		k.weapon = c.weaponFor(a.Figure, c.mode)
	case ModeMore:
		p, ok := c.castPower()
		if !ok || p.Range == rules.RangeSelf || p.Damage == "" && p.Resist == "" {
			return aimPick{}, nil, false // a power on oneself or a friend: no foe to show
		}
		k.power = p.Name
	default:
		return aimPick{}, nil, false
	}
	return k, a, true
}

// followAim frames the figure and its foes when the player picks a new
// way to aim (see above).
func (g *Game) followAim(m *seatMirror) {
	k, a, ok := g.aimNow(m)
	if !ok {
		g.follow.aim = aimPick{}
		return
	}
	if k == g.follow.aim {
		return
	}
	g.follow.aim = k
	g.frameFoes(m.Board, a)
}

// frameFoes puts the figure and as many of its living foes as fit, the
// nearest first, on the map's part of the screen, zoomed out no further
// than they need nor under AimSquare.
func (g *Game) frameFoes(b *board.Board, a *board.Figure) {
	var foes []*board.Figure
	for _, f := range b.Figures {
		if f.Side != a.Side && !f.Incapacitated && !f.Dead {
			foes = append(foes, f)
		}
	}
	if len(foes) == 0 {
		return
	}
	from := a.Center()
	far := func(f *board.Figure) float64 { c := f.Center(); return math.Hypot(c.X-from.X, c.Y-from.Y) }
	for i := 1; i < len(foes); i++ { // nearest first, ties in the map's order (a few figures: no sort package)
		for j := i; j > 0 && far(foes[j]) < far(foes[j-1]); j-- {
			foes[j], foes[j-1] = foes[j-1], foes[j]
		}
	}
	l := g.layout()
	v := l.mapView
	// The box of the bases with half a square round each, in inches.
	box := func(f *board.Figure) (x0, y0, x1, y1 float64) {
		c, r := f.Center(), f.Radius()+0.5
		return c.X - r, c.Y - r, c.X + r, c.Y + r
	}
	x0, y0, x1, y1 := box(a)
	all := true // every foe is in the box
	bx0, by0, bx1, by1 := x0, y0, x1, y1
	for _, f := range foes {
		fx0, fy0, fx1, fy1 := box(f)
		bx0, by0, bx1, by1 = math.Min(bx0, fx0), math.Min(by0, fy0), math.Max(bx1, fx1), math.Max(by1, fy1)
	}
	if g.shows(bx0, by0, bx1, by1) {
		return // already on the screen: the camera stays
	}
	least := math.Min(g.cam.Scale, AimSquare*l.u/20) // the layout's unit is 20 CSS px on a phone
	s := math.Min(g.cam.Scale, math.Min(v.W/(bx1-bx0), v.H/(by1-by0)))
	if s < least {
		s, all = least, false
	}
	if !all {
		for _, f := range foes { // the nearest that fit at s
			fx0, fy0, fx1, fy1 := box(f)
			nx0, ny0, nx1, ny1 := math.Min(x0, fx0), math.Min(y0, fy0), math.Max(x1, fx1), math.Max(y1, fy1)
			if (nx1-nx0)*s <= v.W && (ny1-ny0)*s <= v.H {
				x0, y0, x1, y1 = nx0, ny0, nx1, ny1
			}
		}
		bx0, by0, bx1, by1 = x0, y0, x1, y1
	}
	g.cam = Camera{Scale: s,
		X: followEdge(v.X, v.W, float64(b.W)*s, (bx0+bx1)/2*s, Margin*s),
		Y: followEdge(v.Y, v.H, float64(b.H)*s, (by0+by1)/2*s, Margin*s)}
	g.fitted = false
}

// shows reports whether the map's box (inches) is inside the map's part
// of the screen now.
func (g *Game) shows(x0, y0, x1, y1 float64) bool {
	v := g.layout().mapView
	sx0, sy0 := g.cam.ToScreen(geom.Point{X: x0, Y: y0})
	sx1, sy1 := g.cam.ToScreen(geom.Point{X: x1, Y: y1})
	return sx0 >= v.X && sy0 >= v.Y && sx1 <= v.X+v.W && sy1 <= v.Y+v.H
}
