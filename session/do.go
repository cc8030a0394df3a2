package session

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"battlemat/rules"
	"battlemat/wire"
)

// Screen is where a message came from: its seat and, for the transport,
// which of the seat's screens (any comparable value; nil for the only
// one).
type Screen struct {
	Seat string
	ID   any
}

// Out is a message for the screens of a seat: every one of them but
// Skip, or only To when set.
type Out struct {
	Seat string
	To   any
	Skip any
	Msg  any
}

// Do takes one message of a screen (an action, a preview, an answer,
// an undo or a redo, the GM's settings) and returns what goes to which
// screens. It never waits: an action that stops at a question returns
// the question, and the answer's Do, or Tick, goes on with it.
func (s *Session) Do(from Screen, msg wire.Incoming, now time.Time) []Out {
	defer s.armAI(now)
	switch msg.Type {
	case wire.TypeAction:
		return s.act(from, msg, now)
	case wire.TypePreview:
		return []Out{{Seat: from.Seat, To: from.ID, Msg: s.Preview(from.Seat, msg)}}
	case wire.TypeAnswer:
		return s.answer(from, msg, now)
	case wire.TypeUndo, wire.TypeRedo:
		return s.undo(from, msg)
	case wire.TypeSettings:
		return s.setSettings(from, msg)
	case wire.TypeBattle:
		return s.battleFor(from, msg)
	case wire.TypeTactic:
		return s.playTactic(from, msg, now)
	}
	return refuse(from, msg.ID, fmt.Sprintf("unknown message type %q (action, preview, answer, reissue, undo, redo, settings, tactic, battle or setup)", msg.Type))
}

// refuse answers the one screen; nobody else hears of it.
func refuse(from Screen, id, why string) []Out {
	return []Out{{Seat: from.Seat, To: from.ID, Msg: wire.Refused{Type: wire.TypeRefused, ID: id, Error: why}}}
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// act applies an action the seat may take and tells every seat its
// result, or refuses it to this screen alone. A question waiting is
// settled first, as its timeout would settle it.
func (s *Session) act(from Screen, msg wire.Incoming, now time.Time) []Out {
	if len(msg.Action) == 0 {
		return refuse(from, msg.ID, `an action message needs "action": {"kind": ...}`)
	}
	a, err := rules.UnmarshalAction(msg.Action)
	if err != nil {
		return refuse(from, msg.ID, oneLine(err.Error()))
	}
	out := s.settle(now)
	if msg.Seq != nil && *msg.Seq != len(s.b.Applied) {
		return append(out, refuse(from, msg.ID, fmt.Sprintf("the battle moved on since seq %d (now %d): look again and retry", *msg.Seq, len(s.b.Applied)))...)
	}
	if err := s.mayAct(from.Seat, a, msg.Action); err != nil {
		return append(out, refuse(from, msg.ID, err.Error())...)
	}
	s.ai.paused = false
	w := &waiting{from: from, id: msg.ID, action: s.asMoved(from.Seat, a)}
	return append(out, s.try(w, now)...)
}

// accepted keeps an action just applied (saved, its events marked) and
// tells every seat; a battle that cannot be saved takes it back.
func (s *Session) accepted(from Screen, id string, n int) []Out {
	if err := s.save(); err != nil {
		// Not kept, not accepted: the battle goes back to where it was.
		s.logf("host: saving the battle: %v", err)
		if uerr := s.b.TakeBack(); uerr != nil {
			s.logf("host: taking the unsaved action back: %v", uerr)
		}
		return refuse(from, id, "the host could not save the battle; nothing was done")
	}
	s.syncMarks()
	if s.refreshSeats() {
		// A figure changed hands: every seat's figures, roster and the
		// GM's links change, which an applied message does not carry.
		return s.states()
	}
	return s.broadcast(from, id, s.b.Events()[n:])
}

// broadcast is an accepted action's result for every seat present, each
// seat's view worked out once; the sender's copy carries its id.
func (s *Session) broadcast(from Screen, id string, evs []rules.Event) []Out {
	rolls := wire.RollsOf(evs)
	seen := wire.SeenOf(evs)
	areas := AreasOf(evs)
	edit := s.hideEdit(len(s.b.Applied) - 1)
	barriers, doors, ground, zones := s.barriers(), s.doors(), s.ground(), s.zones() // barriers.go: the map, the same for every seat
	var out []Out
	for _, seat := range s.seats {
		if !s.present(seat) {
			continue
		}
		figs := s.figures(seat)
		log := []string{}
		var dice []wire.Roll
		if !edit || seat == wire.SeatGM {
			log = s.logFor(seat, evs)
		}
		if seat == wire.SeatGM {
			dice = seen // a foe's Toughness in a damage roll's TN: the GM's alone
		}
		m := wire.Applied{Type: wire.TypeApplied, Seq: len(s.b.Applied), Log: log,
			Rolls: s.rollsFor(seat, rolls), Seen: dice, Round: s.b.Fight.Init.Round, Up: s.up(seat), Acting: s.acting(seat), Next: s.next(seat), Figures: figs,
			Areas: areasFor(areas, figs), Pool: wire.PoolFor(s.b, seat), Offers: s.offers(seat), Turn: s.turnInfo(seat), Added: s.addedFor(seat, evs),
			Initiative: s.strip(seat), Acted: s.acted(seat), End: wire.EndFor(s.b, seat)}
		m.Barriers, m.Doors, m.Ground, m.Zones = barriers, doors, ground, s.zonesFor(seat, zones)
		if seat == from.Seat && id != "" {
			mine := m
			mine.ID = id
			out = append(out, Out{Seat: seat, To: from.ID, Msg: mine})
			if from.ID == nil {
				continue
			}
			out = append(out, Out{Seat: seat, Skip: from.ID, Msg: m})
			continue
		}
		out = append(out, Out{Seat: seat, Msg: m})
	}
	return out
}

// undo takes back the battle's last action, or puts the last one undone
// back (the GM only, as the window's Undo and Redo). The seats' screens
// cannot step back from an applied message, so every seat gets its
// state afresh.
func (s *Session) undo(from Screen, msg wire.Incoming) []Out {
	if from.Seat != wire.SeatGM {
		return refuse(from, msg.ID, "only the GM may undo or redo")
	}
	// A question waiting: its action is settled first (then undone).
	out := s.settle(time.Time{})
	s.ai.paused = true    // until the GM's next action (ai.go)
	var took rules.Action // the action taken back, or put back
	if n := len(s.b.Applied); msg.Type == wire.TypeUndo && n > 0 {
		took = s.b.Applied[n-1].Action
	}
	if err := s.step(msg.Type == wire.TypeUndo); err != nil {
		return append(out, refuse(from, msg.ID, err.Error())...)
	}
	if err := s.save(); err != nil {
		s.logf("host: saving the battle: %v", err)
		// Not kept: the battle goes back to where it was.
		if err := s.step(msg.Type != wire.TypeUndo); err != nil {
			s.logf("host: taking the unsaved %s back: %v", msg.Type, err)
		}
		return append(out, refuse(from, msg.ID, "the host could not save the battle; nothing was done")...)
	}
	if n := len(s.b.Applied); msg.Type == wire.TypeRedo && n > 0 {
		took = s.b.Applied[n-1].Action
	}
	return append(out, s.withStep(s.states(), took)...)
}

// step undoes (or redoes) one action and keeps the marks with it.
func (s *Session) step(undo bool) error {
	var err error
	if undo {
		err = s.b.Undo()
	} else {
		err = s.b.Redo()
	}
	switch {
	case errors.Is(err, rules.ErrNothingToUndo):
		return errors.New("nothing to undo")
	case errors.Is(err, rules.ErrNothingToRedo):
		return errors.New("nothing to redo")
	case err != nil:
		return errors.New(oneLine(err.Error()))
	}
	if undo && len(s.marks) > len(s.b.Applied)+1 {
		s.marks = s.marks[:len(s.b.Applied)+1]
	}
	s.syncMarks()
	s.refreshSeats()
	return nil
}

// states is every present seat's state afresh, a seat that has just
// lost its last figure included.
func (s *Session) states() []Out {
	var out []Out
	for _, seat := range append(s.seats, s.left...) {
		if s.present(seat) {
			out = append(out, Out{Seat: seat, Msg: s.View(seat)})
		}
	}
	s.left = nil
	return out
}

// setSettings changes the table's settings (the GM only) and tells
// every seat its state afresh.
func (s *Session) setSettings(from Screen, msg wire.Incoming) []Out {
	if from.Seat != wire.SeatGM {
		return refuse(from, msg.ID, "only the GM may change the table's settings")
	}
	next := s.settings
	if msg.GMAsks != nil {
		g, err := rules.ParseGMAsks(*msg.GMAsks)
		if err != nil {
			return refuse(from, msg.ID, err.Error())
		}
		next.GMAsks = g
	}
	if msg.ShowGMEdits != nil {
		next.ShowGMEdits = *msg.ShowGMEdits
	}
	if msg.AI != nil {
		ai, err := s.checkSides(*msg.AI)
		if err != nil {
			return refuse(from, msg.ID, err.Error())
		}
		next.AI = ai
	}
	if s.cfg.SaveSettings != nil {
		if err := s.cfg.SaveSettings(next); err != nil {
			// Not kept, not changed: a restart would lose it.
			s.logf("host: saving the table's settings: %v", err)
			return refuse(from, msg.ID, "the host could not save the table's settings; nothing was changed")
		}
	}
	if msg.AI != nil {
		s.ai.paused = false
	}
	s.settings = next
	s.logf("host: the GM set gm_asks %s, show_gm_edits %v, ai %v", next.GMAsks, next.ShowGMEdits, next.AI)
	return s.states()
}

// SetSettings changes the table's settings (the transport's start, the
// window).
func (s *Session) SetSettings(v Settings) { s.settings = v }
