package game

import (
	"fmt"

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
