//go:build !js

package server

import (
	"errors"

	"battlemat/rules"
)

// undo takes back the battle's last action, or puts the last one undone
// back (the GM only, as the window's Undo and Redo). The seats' screens
// cannot step back from an applied message, so every client gets its
// state afresh.
func (h *Host) undo(c *client, msg Incoming) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if c.seat != SeatGM {
		refuse(c, msg.ID, "only the GM may undo or redo")
		return
	}
	var err error
	if msg.Type == TypeUndo {
		err = h.b.Undo()
	} else {
		err = h.b.Redo()
	}
	switch {
	case errors.Is(err, rules.ErrNothingToUndo):
		refuse(c, msg.ID, "nothing to undo")
		return
	case errors.Is(err, rules.ErrNothingToRedo):
		refuse(c, msg.ID, "nothing to redo")
		return
	case err != nil:
		refuse(c, msg.ID, oneLine(err.Error()))
		return
	}
	if err := h.saveBattle(); err != nil {
		h.logf("host: saving the battle: %v", err)
		// Not kept: the battle goes back to where it was.
		if msg.Type == TypeUndo {
			err = h.b.Redo()
		} else {
			err = h.b.Undo()
		}
		if err != nil {
			h.logf("host: taking the unsaved %s back: %v", msg.Type, err)
		}
		refuse(c, msg.ID, "the host could not save the battle; nothing was done")
		return
	}
	if _, err := h.refreshSeats(); err != nil {
		h.logf("host: the players' seats: %v", err)
	}
	states := map[string][]byte{}
	for o := range h.clients {
		m, ok := states[o.seat]
		if !ok {
			m = mustJSON(h.state(o.seat))
			states[o.seat] = m
		}
		o.send(m)
	}
}

// addedFor are the figures the events put on the table that the seat
// sees, for its screen to draw (nil: none).
func (h *Host) addedFor(seat string, evs []rules.Event) map[string]FigureInfo {
	var out map[string]FigureInfo
	for _, e := range evs {
		if e.Kind != rules.EventRoster || e.What != "add" || !h.sees(seat, e.Who) {
			continue
		}
		if f := h.board.Figure(e.Who); f != nil {
			if out == nil {
				out = map[string]FigureInfo{}
			}
			out[e.Who] = info(f)
		}
	}
	return out
}
