package game

import (
	"battlemat/board"
	"battlemat/wire"
)

// The window's moving and prompt line over its seat's mirror (moving.go).
// Every fight has a session; the battle is read only while the mirror
// cannot be brought in step with it (seatState nil, after a resync
// failed): the same functions over the rules' own word on the turn
// (wire.TurnOf).

// moveView is the reach of who, the figure acting.
func (c *Controller) moveView(who string, skip func(board.Square) bool, cells []ReachCell) moveView {
	if m := c.seatState(); m != nil {
		return m.moveOf(c.reacher, who, c.jumping(), skip, cells)
	}
	b := c.Battle()
	if b == nil || c.board == nil {
		return moveView{Cells: cells[:0]}
	}
	return reachOn(c.reacher, c.board, c.board.Figure(who), wire.TurnOf(b), c.jumping(), skip, cells)
}

// upNow is who acts now ("" between turns) and who may start a turn,
// and the round (0 before the first deal).
func (c *Controller) upNow() (acting string, next []string, round int) {
	if m := c.seatState(); m != nil {
		if m.Acting {
			return m.Up, nil, m.Round
		}
		return "", m.Next, m.Round
	}
	b := c.Battle()
	if t := b.Turn(); t != nil {
		return t.Who, nil, b.Fight.Init.Round
	}
	return "", b.NextUp(), b.Fight.Init.Round
}

// figureName is the figure's name as the seat is told it.
func (c *Controller) figureName(id string) string {
	if m := c.seatState(); m != nil {
		if in, ok := m.Roster[id]; ok {
			return in.Name
		}
	}
	if f := c.Battle().Figure(id); f != nil {
		return f.Name
	}
	return id
}

// turnStatus is the prompt line's word on who's turn: actions, Pace
// left, a Shaken figure's benny.
func (c *Controller) turnStatus(who string) string {
	if m := c.seatState(); m != nil {
		return turnStatus(m.turn, m.Figures[who], m.Pool)
	}
	b := c.Battle()
	f := b.Figure(who)
	if f == nil {
		return ""
	}
	pool := b.Pool()
	return turnStatus(wire.TurnOf(b), wire.FigureState{Shaken: f.Shaken, Bennies: &f.Bennies}, &pool)
}
