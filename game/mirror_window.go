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
	// held are the messages a resync brought (seatState, which the
	// drawing and the input's hover may call first), taken into the
	// mirror and kept for the controller's next poll: another seat's
	// action (a tablet's edit) is still the log's line and the dice.
	held []any
}

// poll takes what the GM's seat brought since, handing each message to
// the mirror first (those a resync held are in it already).
func (f *Fight) poll() []any {
	msgs := f.gm.Poll()
	for _, m := range msgs {
		_, _ = f.mirror.mirrorTake(m) // out of step: seatState resyncs
	}
	if held := f.mirror.held; len(held) > 0 {
		f.mirror.held = nil
		msgs = append(held, msgs...)
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
	f.mirror.held = f.poll()
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
// the session sets the battle's: board.NewBattleAt); the edition of the
// map the seat last told while a resync fails; nil with no fight.
func (c *Controller) rulesNow() *rules.EditionRules {
	if m := c.seatState(); m != nil && m.Board != nil {
		return m.Board.Edition.RulesAt(m.Rules)
	}
	return editionOf(c.drawnBoard())
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

// strip is the round's strip for a view: the seat's as told; a view of
// the GM's seat that is not the GM's (a player's view of the window)
// leaves out the figures still hidden, as the session does for a
// player's seat: a box left with nobody goes, and a box that lost
// figures is Wild and Out by those left, its Power Points its new
// first's, and shows no cards set aside (they may be a hidden figure's
// draw).
func (m *seatMirror) strip(gm bool) []rules.StripBox {
	if gm || !m.anyHidden() {
		return slices.Clone(m.Initiative)
	}
	var out []rules.StripBox
	for _, bx := range m.Initiative {
		ids := slices.DeleteFunc(slices.Clone(bx.Figures), m.hidden)
		switch {
		case len(ids) == 0:
			continue
		case len(ids) < len(bx.Figures):
			bx.Figures, bx.Wild, bx.Out, bx.Aside, bx.PP = ids, false, true, nil, m.Figures[ids[0]].PowerPoints
			for _, id := range ids {
				st := m.Figures[id]
				bx.Wild = bx.Wild || m.Roster[id].WildCard
				bx.Out = bx.Out && (st.Incapacitated || st.State != nil && st.State.Dead)
			}
		}
		out = append(out, bx)
	}
	return out
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
