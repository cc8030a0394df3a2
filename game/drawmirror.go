package game

import (
	"battlemat/board"
)

// The map, its tokens and their marks drawn from a seat's mirror: the
// same for the window (the GM's seat of its session) and a hosted
// screen (its seat over a link). Every fight has a session, and the
// window draws nothing of the session's own board.

// drawnBoard is the map the window draws, as its seat tells it: the
// mirror's map, brought in step with the battle when it lags (a
// Restart's undo); while a resync fails, the map as the seat last told
// it. Nil with no fight on the table.
func (c *Controller) drawnBoard() *board.Board {
	if c.fight == nil {
		return nil
	}
	if m := c.seatState(); m != nil && m.Board != nil {
		return m.Board
	}
	return c.fight.mirror.Board
}

// mostWounds are the most Wounds of each figure the seat was told them
// of (a figure's copy on the seat's board is not the battle's: its Size
// and abilities' extra Wounds are the rules' to work out).
func (m *seatMirror) mostWounds() map[string]int {
	out := map[string]int{}
	for id, st := range m.Figures {
		if st.MaxWounds != nil {
			out[id] = *st.MaxWounds
		}
	}
	return out
}

// fightMarks are the marks on the tokens as the seat tells them (only
// figures with one): on Hold, defending, dealt a Joker, aiming, still
// hidden (the GM's copy), and the figure that is up. Between turns, of
// those who may start one now, the selected figure is up (Enter starts
// its turn), else the next in the countdown.
func (m *seatMirror) fightMarks(selected string) map[string]FightMarks {
	if m == nil || m.Board == nil {
		return nil
	}
	up := m.upMark(selected)
	out := map[string]FightMarks{}
	for _, f := range m.Board.Figures {
		st := m.Figures[f.ID]
		fm := FightMarks{Hold: st.Hold, Defend: st.Defend, Joker: st.Joker, Aim: st.Aim, Hidden: st.Hidden, Up: f.ID == up}
		if fm != (FightMarks{}) {
			out[f.ID] = fm
		}
	}
	return out
}

// upMark is the figure the map rings as up: whose turn is under way, or
// between turns the one Enter would start (upChoice over the seat's
// Next): the selected figure if it may start now, else the first up not
// on Hold, else the first.
func (m *seatMirror) upMark(selected string) string {
	if m.Acting || len(m.Next) == 0 {
		return m.Up
	}
	return upChoice(m.Next, selected, m.onHold)
}

// effectTip is the tip's lines over a token with effects put on it: its
// name, then each effect with when it ends as the seat was told (none
// while the mirror cannot be brought in step).
func (c *Controller) effectTip(f *board.Figure) []string {
	if m := c.seatState(); m != nil {
		return m.effectTip(f.ID, f.Name, nil) // effectmarks.go
	}
	return nil
}
