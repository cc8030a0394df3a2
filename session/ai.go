package session

import (
	"fmt"
	"slices"
	"sort"
	"time"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/wire"
)

// AIPause is how long the table sees each step of a side the session
// plays (a scenario's control: ai) before the next.
const AIPause = 500 * time.Millisecond

// aiStepsPerTurn ends a turn the tactic never ends (as the window's).
const aiStepsPerTurn = 40

// aiPlay is the session's play of the control: ai sides: the rules'
// plain tactic, one action per Tick once AIPause has passed.
type aiPlay struct {
	tactics rules.SideTactics
	next    time.Time // when the next step is due (zero: none armed)
	turn    *rules.TurnState
	steps   int
	// paused: an undo stopped the play until the GM's next action (the
	// same step would come again at once, with the same dice).
	paused bool
}

// AIPaused reports whether an undo stopped the play of the sides the
// session plays, until the GM's next action.
func (s *Session) AIPaused() bool { return s.ai.paused }

// aiFigure is the figure of a control: ai side that acts now: the one
// whose turn is under way, or the first up not on Hold ("" for none).
func (s *Session) aiFigure() string {
	auto := func(id string) bool {
		f := s.b.Figure(id)
		return f != nil && slices.Contains(s.settings.AI, f.Side)
	}
	if t := s.b.Turn(); t != nil {
		if auto(t.Who) {
			return t.Who
		}
		return ""
	}
	for _, id := range s.b.NextUp() {
		if !s.b.Fight.Init.Hold[id] {
			if auto(id) {
				return id
			}
			return ""
		}
	}
	return ""
}

// armAI sets when the next step of a control: ai side is due, AIPause
// after now, when one is up and nothing waits (Deadline tells the
// transport when to Tick).
func (s *Session) armAI(now time.Time) {
	if s.waiting != nil || now.IsZero() || s.ai.paused || s.aiFigure() == "" {
		s.ai.next = time.Time{}
		return
	}
	if s.ai.next.IsZero() {
		s.ai.next = now.Add(AIPause)
	}
}

// aiStep plays one step of the control: ai figure up, if it is due: it
// starts its turn, takes the tactic's next action, or ends its turn.
// Its questions are asked as any action's (the GM's Wild Cards' to the
// GM).
func (s *Session) aiStep(now time.Time) []Out {
	who := s.aiFigure()
	if s.waiting != nil || who == "" || s.ai.next.IsZero() || now.Before(s.ai.next) {
		return nil
	}
	s.ai.next = time.Time{}
	var a rules.Action
	if t := s.b.Turn(); t == nil {
		a = rules.StartTurn{Who: who}
	} else {
		if t != s.ai.turn {
			s.ai.turn, s.ai.steps = t, 0
		}
		s.ai.steps++
		a = rules.EndTurn{Who: who}
		if s.ai.steps < aiStepsPerTurn {
			if next := s.ai.tactics.Of(s.b.Figure(who).Side).Next(s.b); next != nil {
				a = next
			}
		}
	}
	out := s.try(&waiting{from: Screen{Seat: wire.SeatGM}, action: a}, now)
	if refused(out) {
		// A step the rules refuse ends the turn rather than stall it.
		s.logf("host: the tactic's %s for %s was refused", a.Kind(), who)
		if s.b.Turn() != nil {
			out = s.try(&waiting{from: Screen{Seat: wire.SeatGM}, action: rules.EndTurn{Who: who}}, now)
		}
	}
	return out
}

// refused reports whether outs hold a refusal.
func refused(outs []Out) bool {
	for _, o := range outs {
		if _, ok := o.Msg.(wire.Refused); ok {
			return true
		}
	}
	return false
}

// aiSides are the scenario's control: ai sides, sorted: the tactic plays
// them from the start.
func aiSides(bd *board.Board) []string {
	out := []string{}
	for name, side := range bd.Sides {
		if side.Control == board.ControlAI {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}

// sidesOf are the battle's sides, sorted.
func sidesOf(bd *board.Board) []string {
	out := []string{}
	for _, f := range bd.Figures {
		if !slices.Contains(out, f.Side) {
			out = append(out, f.Side)
		}
	}
	for name := range bd.Sides {
		if !slices.Contains(out, name) {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}

// checkSides reads the GM's sides for the tactic: each a side of the
// battle, named once; sorted.
func (s *Session) checkSides(sides []string) ([]string, error) {
	out := []string{}
	for _, side := range sides {
		switch {
		case !slices.Contains(s.settings.Sides, side):
			return nil, fmt.Errorf("%q is not a side of this battle", side)
		case slices.Contains(out, side):
			return nil, fmt.Errorf("side %q is named twice", side)
		}
		out = append(out, side)
	}
	sort.Strings(out)
	return out, nil
}
