package game

import (
	"slices"

	"battlemat/rules"
	"battlemat/wire"
)

// windowMirror is a seatMirror the window polls (the GM's seat's, and
// the table's seat's for the table view): the seat's messages as its
// Fight polls them, which the drawing and the decisions read, as a hosted
// screen's do (docs/design.md, the redesign's step 3). It is in step when
// the seat says so: every message taken in order since the last state
// it read (lags is set when one is not: an Applied out of step, a state
// it could not read, mirrorTake's error). tried says a resync brought no
// state it could read, and is not asked again until the seat says more:
// the screen shows what it has meanwhile.
type windowMirror struct {
	seatMirror
	lags, tried bool
	// held are the messages a resync brought (seatState, which the
	// drawing and the input's hover may call first), taken into the
	// mirror and kept for the controller's next poll: another seat's
	// action (a tablet's edit) is still the log's line and the dice; and
	// those come while the setup screen had the window (setup_host.go).
	held []any
}

// takeAll takes the seat's messages in order into the mirror: it lags
// from the first it cannot take until a state it reads.
func (w *windowMirror) takeAll(msgs []any) {
	for _, msg := range msgs {
		_, err := w.mirrorTake(msg)
		_, state := msg.(wire.State)
		switch {
		case err != nil:
			w.lags = true
		case state:
			w.lags = false
		}
	}
	if len(msgs) > 0 {
		w.tried = false // news: a resync may bring it in step again
	}
}

// inStep is the mirror when the seat's messages brought it in step, else
// nil after asking the seat afresh once (resync: the seat's Resync).
func (w *windowMirror) inStep(resync func() []any) *seatMirror {
	if w.Board != nil && !w.lags {
		return &w.seatMirror
	}
	if w.tried {
		return nil
	}
	msgs := resync()
	w.tried = true
	if w.Board != nil && !w.lags {
		w.tried = false
		w.held = append(w.held, msgs...)
		return &w.seatMirror
	}
	w.held = append(w.held, msgs...)
	return nil
}

// poll takes what the GM's seat brought since, handing each message to
// the mirror first (those a resync held are in it already).
func (f *Fight) poll() []any {
	msgs := f.seat.Poll()
	f.noteLink(msgs)
	f.mirror.takeAll(msgs)
	if held := f.mirror.held; len(held) > 0 {
		f.mirror.held = nil
		msgs = append(held, msgs...)
	}
	return msgs
}

// seatState is the GM's seat's state as its messages told it, in step
// as the seat says (windowMirror); nil when there is no fight or the
// mirror cannot be brought in step (a state it cannot read), where the
// drawing shows the map the seat last told and a decision refuses.
func (f *Fight) seatState() *seatMirror {
	if f == nil || f.seat == nil {
		return nil
	}
	return f.mirror.inStep(func() []any {
		// Nothing else waits in the seat outside an action's read, so
		// nothing is lost by asking afresh.
		f.seat.Resync()
		msgs := f.seat.Poll()
		f.noteLink(msgs)
		f.mirror.takeAll(msgs)
		return msgs
	})
}

// resync asks the GM's seat for its state afresh: the battle changed
// behind it (an undo of Restart's, a test's hand), which the seat cannot
// tell.
func (f *Fight) resync() {
	if f != nil && f.seat != nil {
		f.mirror.lags, f.mirror.tried = true, false
	}
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
