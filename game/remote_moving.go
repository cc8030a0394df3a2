package game

import (
	"battlemat/board"
	"battlemat/rules"
)

// tellMoving tells the screen's copy of the map how the acting figure
// moves, as the host said (a hosted copy grants no abilities): a flyer's
// reach and route then cross difficult ground at 1" a square, as the
// host's check does. The Pace is what is left, the most any move may take.
func (r *Remote) tellMoving(a *board.Figure) {
	if r.Board == nil {
		return
	}
	if r.turn == nil || (r.turn.Mode == "" && !r.turn.Aquatic) {
		r.Board.Moving = nil
		return
	}
	r.Board.Moving = map[string]rules.Movement{a.ID: {Mode: rules.MoveMode(r.turn.Mode), Pace: r.turn.PaceLeft, Aquatic: r.turn.Aquatic}}
}
