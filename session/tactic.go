package session

import (
	"fmt"
	"slices"
	"time"

	"battlemat/rules"
	"battlemat/wire"
)

// playTactic is the GM's tactic message: the session plays one turn of
// the plain tactic for a figure (the GM's shortcut for a side nobody at
// the table plays, from the window's G or the tablet's button), the
// same tactic that plays the control: ai sides. It starts the turn if
// none is under way, and stops at the turn's end, a refusal or a
// question (a Soak for a player: the next tactic message goes on).
func (s *Session) playTactic(from Screen, msg wire.Incoming, now time.Time) []Out {
	if from.Seat != wire.SeatGM {
		return refuse(from, msg.ID, "only the GM may hand a turn to the tactic")
	}
	if s.waiting != nil {
		return refuse(from, msg.ID, "a question waits: answer it first")
	}
	who := msg.Who
	var out []Out
	if t := s.b.Turn(); t != nil {
		if who != "" && who != t.Who {
			return refuse(from, msg.ID, fmt.Sprintf("%s's turn is under way, not %q's", t.Who, who))
		}
		who = t.Who
	} else {
		up := s.b.NextUp()
		if len(up) == 0 {
			return refuse(from, msg.ID, "nobody is up: deal the next round")
		}
		if who == "" {
			who = up[0]
			for _, id := range up {
				if !s.b.Fight.Init.Hold[id] {
					who = id
					break
				}
			}
		}
		if !slices.Contains(up, who) {
			return refuse(from, msg.ID, fmt.Sprintf("%q is not up", who))
		}
		out = s.try(&waiting{from: from, id: msg.ID, action: rules.StartTurn{Who: who}}, now)
		if refused(out) || s.waiting != nil {
			return out
		}
	}
	s.ai.paused = false
	f := s.b.Figure(who)
	if f == nil {
		return append(out, refuse(from, msg.ID, fmt.Sprintf("no figure %q", who))...)
	}
	tactic := s.ai.tactics.Of(f.Side)
	// As the control: ai play (aiStep): a tactic with nothing more to do
	// ends the turn, and the cap ends a turn a tactic never ends.
	endNow := false
	for i := 0; ; i++ {
		if t := s.b.Turn(); t == nil || t.Who != who {
			break
		}
		var a rules.Action = rules.EndTurn{Who: who}
		if i < aiStepsPerTurn-1 && !endNow {
			if next := tactic.Next(s.b); next != nil {
				a = next
			}
		}
		step := s.try(&waiting{from: from, id: msg.ID, action: a}, now)
		if refused(step) {
			// A step the rules refuse ends the turn rather than stall it
			// (as aiStep): the tactic's slip is no refusal of the GM's.
			s.logf("host: the tactic's %s for %s was refused", a.Kind(), who)
			if _, end := a.(rules.EndTurn); end || s.b.Turn() == nil {
				out = append(out, step...)
				break
			}
			endNow = true
			continue
		}
		out = append(out, step...)
		if s.waiting != nil {
			break
		}
	}
	return out
}
