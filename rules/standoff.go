package rules

import (
	"fmt"
)

// The standoff (deluxe): a tense moment when everyone is effectively on
// Hold. Instead of dealing the round the GM calls a standoff: every
// figure rolls Agility and they act from the highest total to the
// lowest, ties at the same time (any of the tied figures may go first:
// the program resolves one turn after the other, as it does a tied
// interrupt). The next round is dealt as usual.

func init() {
	RegisterAction(Standoff{})
	RegisterLine(EventStandoff, func(e Event, who string, _ func(string) string) string {
		return fmt.Sprintf("%s rolls Agility in the standoff: %s.", who, rollTail(e))
	})
}

// KindStandoff is the standoff's kind.
const KindStandoff = "standoff"

// EventStandoff is a figure's Agility roll in a standoff: Total places it
// in the round's order.
const EventStandoff EventKind = "standoff"

// RoundStandoff is the Outcome of a round event opened by a standoff.
const RoundStandoff = "standoff"

// Standoff opens the next round (the first, or the one after a finished
// round) with a standoff instead of a deal. Every figure with a turn to
// take rolls Agility; a figure already on Hold keeps its Hold (it may
// act whenever it chooses) and does not roll.
type Standoff struct{}

func (Standoff) Kind() string { return KindStandoff }

// rollers are the figures who roll in the standoff, in scenario order.
func (Standoff) rollers(b *Battle) []string {
	var out []string
	for _, f := range b.Fight.Figures {
		if b.hasTurnToTake(f.ID) && !b.Fight.Init.Hold[f.ID] {
			out = append(out, f.ID)
		}
	}
	return out
}

// Plan: one Agility roll for each figure, outside any turn (no Joker: no
// card is dealt).
func (s Standoff) Plan(b *Battle) (*Plan, error) {
	if !b.Rules.Standoff {
		return nil, fmt.Errorf("a standoff is not a rule in %s: deal the round and let the cards decide", b.Rules.Edition)
	}
	if err := (StartRound{}).check(b); err != nil {
		return nil, err
	}
	ids := s.rollers(b)
	if len(ids) == 0 {
		return nil, fmt.Errorf("nobody can act in a standoff")
	}
	p := &Plan{Rolls: make([]PlannedRoll, len(ids))}
	for i, id := range ids {
		r := b.planRollWith(id, Agility, nil)
		r.Free = true
		p.Rolls[i] = r
	}
	return p, nil
}

func (s Standoff) Do(b *Battle, p *Plan) error {
	b.queued = nil
	f := b.Fight
	joker := f.Init.JokerDealt
	if err := f.push(Event{Kind: EventRound, Total: f.Init.Round + 1, Outcome: RoundStandoff}); err != nil {
		return err
	}
	if joker { // the shuffle a deal would have made: the next deal finds it done
		if err := f.push(Event{Kind: EventShuffle, Outcome: ShuffleJoker}); err != nil {
			return err
		}
	}
	for _, r := range p.Rolls {
		res := b.RNG().TraitTest(r.Roll)
		ev := res.Event(r.Who, "")
		ev.Kind, ev.TN, ev.Raises, ev.Outcome = EventStandoff, 0, 0, ""
		if err := b.Record(ev); err != nil {
			return err
		}
	}
	return nil
}

// inStandoff says whether the figure rolled in this round's standoff.
func (in *Initiative) inStandoff(id string) bool {
	_, ok := in.Standoff[id]
	return ok
}

// standoffBest is the highest Agility total of the standoff's figures
// still to act; ok is false when none is left.
func (b *Battle) standoffBest() (best int, who string, ok bool) {
	in := &b.Fight.Init
	for _, f := range b.Fight.Figures {
		tot, rolled := in.Standoff[f.ID]
		if rolled && !in.Acted[f.ID] && !in.Hold[f.ID] && b.hasTurnToTake(f.ID) && (!ok || tot > best) {
			best, who, ok = tot, f.ID, true
		}
	}
	return best, who, ok
}

// standoffNext is the first figure of the highest total still to act in
// a standoff round, or "".
func (b *Battle) standoffNext() string {
	_, who, _ := b.standoffBest()
	return who
}

// mayStartStandoff: in a standoff the figures of the highest total left
// may start, in any order (they act at the same time).
func (b *Battle) mayStartStandoff(who string) error {
	best, first, ok := b.standoffBest()
	if !ok || b.Fight.Init.Standoff[who] == best {
		return nil
	}
	return fmt.Errorf("it is not %s's turn: %s acts first in the standoff (Agility %d)", b.name(who), b.name(first), best)
}
