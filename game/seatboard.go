package game

import (
	"errors"

	"battlemat/board"
)

// The Controller decides a click, a key or a command on its seat's map,
// as a hosted screen does on the map its link gives: where the figures
// stand, who is under the cursor, who touches whom, the map's gaps and
// picture. The session's board is not read for that.

// errSeatLags: the seat's state is not in step with the battle (a resync
// that failed), so nothing on the map can be decided.
var errSeatLags = errors.New("the table's state is catching up: try again")

// seatBoard is the map the Controller decides on: its seat's (the
// mirror's, in step with the battle); nil with no fight or while the
// seat lags, where a decision refuses rather than guess.
func (c *Controller) seatBoard() *board.Board {
	if m := c.seatState(); m != nil {
		return m.Board
	}
	return nil
}

// engaged reports whether the figure of id touches fig on the seat's map
// (their bases adjacent, no thin wall between), as the battle's
// battlefield says.
func engaged(bd *board.Board, id string, fig *board.Figure) bool {
	f := bd.Figure(id)
	return f != nil && fig != nil && bd.Engaged(f, fig)
}

// grantedOn is the figure of id on the seat's map with what its Edges
// and abilities grant (its natural weapons, its Frenzy: spread.go
// granted), as the battle's figure has them; nil if the map has none.
func grantedOn(bd *board.Board, id string) *board.Figure {
	f := bd.Figure(id)
	if f == nil {
		return nil
	}
	g := *f
	g.Figure = granted(bd, f.Figure)
	return &g
}
