package game

import (
	"fmt"
	"math"

	"battlemat/board"
	"battlemat/geom"
	"battlemat/rules"
	"battlemat/wire"
)

// What a hosted screen shows of the figure it plays, worked out from the
// map it holds (the scenario's text and the figures where the host put
// them): the reach of the acting figure with the cost of each square
// (the window's shading, board.Reacher, as far as the Pace left the host
// tells), the line of fire to the foe it aims at with its cover, and one
// line saying what to do next.

// remoteReach is the last reach worked out, kept until a message of
// the host changes the turn or the map (each brings a new TurnInfo).
type remoteReach struct {
	turn *wire.TurnInfo
	bd   *board.Board
	seq  int
	who  string
	v    moveView
	r    *board.Reacher
}

// Reach is the squares the acting figure this seat plays may still move
// to this turn, with their cost in inches, those only a run reaches
// marked (nil: none): the window's shading (moving.go).
func (r *Remote) Reach() []ReachCell { return r.moveView().Cells }

// moveView is the acting figure's reach over the mirror, as the window's.
func (r *Remote) moveView() moveView {
	a := r.actor()
	if a == nil || r.turn == nil || r.editing || r.area != nil || r.pick != nil {
		return moveView{}
	}
	c := &r.reach
	if c.r != nil && c.turn == r.turn && c.bd == r.Board && c.seq == r.Seq && c.who == a.ID {
		return c.v
	}
	if c.r == nil {
		c.r = board.NewReacher()
	}
	c.turn, c.bd, c.seq, c.who = r.turn, r.Board, r.Seq, a.ID
	c.v = r.moveOf(c.r, a.ID, rules.FreeJumping(), nil, c.v.Cells)
	return c.v
}

// AimLine is the line of fire from the acting figure to the foe aimed at,
// as the map shows it: whether it sees the foe and the cover (ok false:
// no shot aimed).
type AimLine struct {
	From, To geom.Point
	Target   string
	Visible  bool
	Cover    rules.Cover
	Refused  bool // the host's preview refused the attack
}

// AimLine is the line of fire of the attack aimed now.
func (r *Remote) AimLine() (AimLine, bool) {
	if r.aim == nil || r.Board == nil {
		return AimLine{}, false
	}
	a, t := r.Board.Figure(r.aim.who), r.Board.Figure(r.aim.target)
	if a == nil || t == nil {
		return AimLine{}, false
	}
	l := AimLine{From: a.Center(), To: t.Center(), Target: t.ID, Visible: true, Refused: r.refused() != ""}
	var w *rules.Weapon
	if i := r.weaponFor(a.Figure, ModeShoot); i >= 0 {
		w = &a.Weapons[i]
	}
	lof := r.Board.LineOfFire(a, t, w)
	l.Visible, l.Cover = lof.Visible, lof.Cover
	return l, true
}

// AimCover is the aimed shot's line as words: "clear line of fire",
// "medium cover", "no line of fire".
func (l AimLine) Words() string {
	switch {
	case !l.Visible:
		return "no line of fire"
	case l.Cover > rules.NoCover:
		return fmt.Sprintf("%s cover", l.Cover)
	}
	return "clear line of fire"
}

// Hint is the one line saying what this seat does next ("" when the
// screen asks a question or waits for the host).
func (r *Remote) Hint() string {
	if r.Board == nil || r.asked.waiting() != nil {
		return ""
	}
	if r.editing {
		return "Edit: tap a figure, then a square or a button"
	}
	up := r.name(r.Up)
	switch {
	case r.Seat == wire.SeatTable:
		return ""
	case r.Up == "" && r.gm():
		return "Tap Deal the round to start"
	case r.Up == "":
		return "Waiting for the GM to deal the round"
	case !r.mayPlay(r.Up):
		return up + " is up: wait for your turn"
	case !r.Acting && r.gm():
		return "Tap " + up + " or Next to start its turn"
	case !r.Acting:
		return "Tap " + up + " to act"
	case r.aim != nil && r.refused() != "":
		return "Tap a square to move or another foe"
	case r.aim != nil:
		return "Tap " + r.aim.verb + "! to attack, or a square to move"
	case r.plan != nil:
		return "Tap the square again to move there"
	}
	return "Tap a square to move or a foe to attack"
}

// aimLabelAt is the centre of the line of fire's words, a box w x h
// (screen pixels), placed so it covers neither token at its ends (the
// shooter at a, the target at b, with radii ra and rb) and stays inside
// screen: on the line's middle when the gap between the tokens holds it,
// else beside the line's middle, past the target along the line, or over
// or under either token. A phone's shooter is often two squares from its
// foe, where the middle lies on the shooter's token.
func aimLabelAt(a, b geom.Point, ra, rb, w, h float64, screen Rect) geom.Point {
	const margin = 4
	dx, dy := b.X-a.X, b.Y-a.Y
	d := math.Hypot(dx, dy)
	if d < 1e-9 {
		dx, dy, d = 1, 0, 1
	}
	ux, uy := dx/d, dy/d
	nx, ny := uy, -ux // the side of the line that is up (or right)
	if ny > 0 || (ny == 0 && nx < 0) {
		nx, ny = -nx, -ny
	}
	along := math.Abs(ux)*w/2 + math.Abs(uy)*h/2  // the box's reach along the line
	across := math.Abs(nx)*w/2 + math.Abs(ny)*h/2 // and across it
	mid := geom.Point{X: (a.X + b.X) / 2, Y: (a.Y + b.Y) / 2}
	side := across + margin*2
	cands := []geom.Point{
		mid,
		{X: mid.X + nx*side, Y: mid.Y + ny*side},
		{X: mid.X - nx*side, Y: mid.Y - ny*side},
		{X: b.X + ux*(rb+along+margin), Y: b.Y + uy*(rb+along+margin)},
		{X: b.X, Y: b.Y - rb - h/2 - margin},
		{X: b.X, Y: b.Y + rb + h/2 + margin},
		{X: a.X, Y: a.Y - ra - h/2 - margin},
		{X: a.X, Y: a.Y + ra + h/2 + margin},
	}
	clear := func(p geom.Point) bool {
		box := Rect{p.X - w/2, p.Y - h/2, w, h}
		return !boxMeetsDisc(box, a, ra) && !boxMeetsDisc(box, b, rb)
	}
	inside := func(p geom.Point) bool {
		return p.X-w/2 >= screen.X && p.Y-h/2 >= screen.Y && p.X+w/2 <= screen.X+screen.W && p.Y+h/2 <= screen.Y+screen.H
	}
	for _, p := range cands {
		if clear(p) && inside(p) {
			return p
		}
	}
	for _, p := range cands { // a screen too small: off the tokens at least
		if clear(p) {
			return p
		}
	}
	return mid
}

// boxMeetsDisc reports whether the box overlaps the disc of radius r at c.
func boxMeetsDisc(box Rect, c geom.Point, r float64) bool {
	x := math.Max(box.X, math.Min(c.X, box.X+box.W))
	y := math.Max(box.Y, math.Min(c.Y, box.Y+box.H))
	return math.Hypot(c.X-x, c.Y-y) < r
}
