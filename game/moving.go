package game

import (
	"fmt"
	"strings"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/wire"
)

// Moving as every screen shows it, one implementation for the window and
// a hosted screen: the acting figure's reach with the cost of each
// square, what is left of its Pace and what running adds, the path to
// the square under the cursor or finger, and the turn's part of the
// prompt line. It reads a map and the session's word on the turn
// (wire.TurnInfo, wire.TurnOf): the mirror's for both screens, the
// battle's only while the window's mirror cannot be brought in step.

// moveView is the reach of the figure acting.
type moveView struct {
	Cells []ReachCell
	// PaceLeft is the Pace left walking; RunExtra what running adds (the
	// die rolled, or before running its highest); Ran: it ran.
	PaceLeft, RunExtra int
	Ran                bool
	reach              *board.Reach // for the path to a square
}

// reachOn works out a's reach on bd with the turn's numbers t: how it
// moves and as far as the shading goes (t.Reach), each square beyond the
// walk marked Run. j is the jumps allowed (a free jump, or the Athletics
// jump chosen); skip leaves squares out (the tokens'); cells is reused.
func reachOn(rc *board.Reacher, bd *board.Board, a *board.Figure, t *wire.TurnInfo, j rules.Jumping, skip func(board.Square) bool, cells []ReachCell) moveView {
	v := moveView{Cells: cells[:0]}
	if a == nil || t == nil || bd == nil {
		return v
	}
	v.PaceLeft, v.RunExtra, v.Ran = t.Walk, t.Run, t.Ran
	if t.Reach <= 0 {
		return v
	}
	// The map moves the figure as the session says (a screen's copy grants
	// no abilities): in its mode, as far as the shading goes. The map's
	// own word is put back after, so the rules never read it.
	old, had := bd.Moving[a.ID]
	if bd.Moving == nil {
		bd.Moving = map[string]rules.Movement{}
	}
	bd.Moving[a.ID] = rules.Movement{Mode: rules.MoveMode(t.Mode), Pace: t.Reach, Aquatic: t.Aquatic, NoSwim: t.NoSwim}
	r, err := rc.ReachJumping(bd, a, 0, j)
	if had {
		bd.Moving[a.ID] = old
	} else {
		delete(bd.Moving, a.ID)
	}
	if err != nil {
		return v
	}
	v.reach = r
	for _, s := range r.Squares {
		if s.Cost == 0 || s.Cost > t.Reach || a.Covers(s.Square) || (skip != nil && skip(s.Square)) {
			continue
		}
		v.Cells = append(v.Cells, ReachCell{Square: s.Square, Cost: s.Cost, Run: s.Cost > t.Walk})
	}
	return v
}

// path is the way to sq and its cost, appended to dst (ok false: sq is
// out of reach).
func (v moveView) path(dst []board.Square, sq board.Square) ([]board.Square, int, bool) {
	if v.reach == nil {
		return dst, 0, false
	}
	c, ok := v.reach.Cost(sq)
	if !ok || c <= 0 || c > v.reach.Budget {
		return dst, 0, false
	}
	return v.reach.AppendPath(dst, sq), c, true
}

// moveOf is the reach of the figure acting, who, on the mirror's map with
// the session's word on its turn (a zero view: not its turn).
func (m *seatMirror) moveOf(rc *board.Reacher, who string, j rules.Jumping, skip func(board.Square) bool, cells []ReachCell) moveView {
	if m.Board == nil || !m.Acting || m.Up != who {
		return moveView{Cells: cells[:0]}
	}
	return reachOn(rc, m.Board, m.Board.Figure(who), m.turn, j, skip, cells)
}

// turnStatus is the turn's part of the prompt line: the actions taken of
// those declared and the penalty they put on every roll, the Pace left, and a Shaken figure's benny question
// (st its state as the seat is told, pool the GM's pool when told).
func turnStatus(t *wire.TurnInfo, st wire.FigureState, pool *int) string {
	if t == nil {
		return ""
	}
	s := fmt.Sprintf(" - actions %d/%d", t.Taken, t.Actions)
	if t.Penalty != 0 {
		// The penalty the odds carry, said before the roll in the rules
		// help's words ("two actions are at -2").
		s += fmt.Sprintf(" at %+d", t.Penalty)
	}
	s += fmt.Sprintf(" - Pace left %d\"", t.PaceLeft)
	if t.PaceLeft == 0 && !t.Ran && t.Run > 0 {
		// Walked its Pace but may still run: the run's squares are shaded,
		// so the line says where they come from (Run is the die's highest).
		s += fmt.Sprintf(", run +d%d", t.Run)
	}
	if st.Shaken {
		s += " - Shaken"
		switch {
		case st.Bennies != nil && *st.Bennies > 0:
			s += fmt.Sprintf(": spend a benny to act? (%d left)", *st.Bennies)
		case t.FromPool && pool != nil:
			s += fmt.Sprintf(": spend a benny from the GM's pool to act? (%d left)", *pool)
		}
	}
	return s
}

// upNext is the window's prompt line between turns: who may start one.
func upNext(names []string) string {
	return upNowLine(names) + ". Declare actions, then start (or click the figure)."
}

// upNowLine says who is up between turns, from the seat's Up and Next (Up
// first): the card up is this figure's now, not next (a phone said
// "is up next" and read as someone else going first), and any other
// who may start a turn instead (a Joker, one on Hold) may go too.
func upNowLine(names []string) string {
	if len(names) == 0 {
		return ""
	}
	s := names[0] + " is up now"
	if len(names) > 1 {
		s += " (" + strings.Join(names[1:], ", ") + " may go too)"
	}
	return s
}
