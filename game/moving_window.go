package game

import (
	"battlemat/board"
)

// The window's moving and prompt line over its seat's mirror (moving.go),
// as a hosted screen's. Every fight has a session: while the mirror
// cannot be brought in step with the battle (seatState nil, a resync
// failed) they show nothing rather than read the battle.

// moveView is the reach of who, the figure acting.
func (c *Controller) moveView(who string, skip func(board.Square) bool, cells []ReachCell) moveView {
	if m := c.seatState(); m != nil {
		return m.moveOf(c.reacher, who, c.jumping(), skip, cells)
	}
	return moveView{Cells: cells[:0]}
}

// upNow is who acts now ("" between turns) and who may start a turn,
// and the round (0 before the first deal).
func (c *Controller) upNow() (acting string, next []string, round int) {
	m := c.seatState()
	switch {
	case m == nil:
		return "", nil, 0
	case m.Acting:
		return m.Up, nil, m.Round
	}
	return "", m.Next, m.Round
}

// turnStatus is the prompt line's word on who's turn: actions, Pace
// left, a Shaken figure's benny.
func (c *Controller) turnStatus(who string) string {
	if m := c.seatState(); m != nil {
		return turnStatus(m.turn, m.Figures[who], m.Pool)
	}
	return ""
}
