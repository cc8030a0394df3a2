package game

import (
	"slices"

	"battlemat/rules"
)

// windowMirror is the window's seatMirror: the GM's seat's messages as
// the window's Fight polls them, which the drawing reads where they have
// the answer, as a hosted screen's does (docs/design.md, the redesign's
// step 3). tried is the battle's length plus one when a resync last
// failed to bring it in step (a state it could not read): the drawing
// reads the battle then, without asking again.
type windowMirror struct {
	seatMirror
	tried int
}

// poll takes what the GM's seat brought since, handing each message to
// the mirror first.
func (f *Fight) poll() []any {
	msgs := f.gm.Poll()
	for _, m := range msgs {
		_, _ = f.mirror.mirrorTake(m) // out of step: seatState resyncs
	}
	return msgs
}

// seatState is the GM's seat's state as its messages told it, in step
// with the battle; nil when there is no fight or the mirror cannot be
// brought in step (a state it cannot read), where the drawing reads the
// battle and the fight's flow knows nothing.
func (f *Fight) seatState() *seatMirror {
	if f == nil || f.gm == nil || f.Battle == nil {
		return nil
	}
	n := len(f.Battle.Applied)
	m := &f.mirror
	if m.Board != nil && m.Seq == n {
		return &m.seatMirror
	}
	if m.tried == n+1 {
		return nil
	}
	// The battle changed behind the seat (an undo of Restart's, a test's
	// hand): the session's view of it afresh. Nothing else waits in the
	// seat outside an action's read, so nothing is lost.
	f.gm.Resync()
	f.poll()
	if m.Board != nil && m.Seq == n {
		m.tried = 0
		return &m.seatMirror
	}
	m.tried = n + 1
	return nil
}

// seatState is the window's mirror of its seat (nil: none, see above).
func (c *Controller) seatState() *seatMirror {
	if c.fight == nil {
		return nil
	}
	return c.fight.seatState()
}

// rulesNow are the edition's rules the battle plays under, as the seat
// tells them (its map's edition at the state's revision, which is how
// the session sets the battle's: board.NewBattleAt); the session's board
// while the mirror lags the battle (a Restart); nil with no fight.
func (c *Controller) rulesNow() *rules.EditionRules {
	if m := c.seatState(); m != nil && m.Board != nil {
		return m.Board.Edition.RulesAt(m.Rules)
	}
	return editionOf(c.board)
}

// hidden reports whether the seat's state says the figure is still
// hidden (the GM's copy tells it).
func (m *seatMirror) hidden(id string) bool { return m.Figures[id].Hidden }

// anyHidden reports whether some figure is still hidden.
func (m *seatMirror) anyHidden() bool {
	for _, st := range m.Figures {
		if st.Hidden {
			return true
		}
	}
	return false
}

// strip is the round's strip for a view: the GM's seat's as told; a view
// that is not the GM's while a figure is hidden is nil (the boxes' Wild,
// Out and Power Points are the rules' over the figures a seat sees, which
// the GM's copy cannot cut: the battle answers).
func (m *seatMirror) strip(gm bool) ([]rules.StripBox, bool) {
	if !gm && m.anyHidden() {
		return nil, false
	}
	return slices.Clone(m.Initiative), true
}

// logLines are the fight's log: the seat's, as a hosted screen's.
func (c *Controller) logLines() []string {
	if m := c.seatState(); m != nil {
		return m.Log
	}
	return nil
}

// onHold reports whether the figure is on Hold, as the seat tells it.
func (c *Controller) onHold(id string) bool {
	m := c.seatState()
	return m != nil && m.Figures[id].Hold
}

// isHidden reports whether the figure is still hidden, as the GM's seat
// tells it.
func (c *Controller) isHidden(id string) bool {
	m := c.seatState()
	return m != nil && m.hidden(id)
}
