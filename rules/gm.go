package rules

import "fmt"

// The GM's hand on the table: moving a figure or changing its state
// outside the rules (a door kicked open, a wound from the last scene).
// They are actions like any other, so undo and battle files keep them.

func init() {
	RegisterAction(Place{Who: "buck", To: Pos{X: 5, Y: 4}})
	RegisterAction(SetState{Who: "c1", State: State{Shaken: true}, Note: "the GM rules it"})
}

// GM action kinds.
const (
	KindPlace    = "place"
	KindSetState = "set_state"
)

// Place puts a figure on a square at once, by the GM's say.
type Place struct {
	Who string `json:"who"`
	To  Pos    `json:"to"`
}

func (Place) Kind() string { return KindPlace }

func (p Place) Plan(b *Battle) (*Plan, error) { return b.plainPlan(p.Who, p.check(b)) }

func (p Place) check(b *Battle) error {
	if b.Figure(p.Who) == nil {
		return fmt.Errorf("there is no figure %q", p.Who)
	}
	for _, r := range b.figs {
		if r.ID == p.Who {
			continue
		}
		if q, _ := b.Battlefield.Position(r.ID); q == p.To {
			return fmt.Errorf("%s stands on %s", b.name(r.ID), p.To)
		}
	}
	from, _ := b.Battlefield.Position(p.Who)
	if err := b.Battlefield.Place(p.Who, p.To); err != nil {
		return fmt.Errorf("%s cannot be put on %s: %w", b.name(p.Who), p.To, err)
	}
	// Check may change nothing: put it back.
	return b.Battlefield.Place(p.Who, from)
}

func (p Place) Do(b *Battle, _ *Plan) error {
	if err := b.Battlefield.Place(p.Who, p.To); err != nil {
		return err
	}
	return b.Record(Event{Kind: EventMove, Who: p.Who, What: p.To.String(), Outcome: "is put by the GM"})
}

// SetState gives a figure a new state by the GM's say; Note says why.
type SetState struct {
	Who   string `json:"who"`
	State State  `json:"state"`
	Note  string `json:"note,omitempty"`
}

func (SetState) Kind() string { return KindSetState }

func (s SetState) Plan(b *Battle) (*Plan, error) { return b.plainPlan(s.Who, s.check(b)) }

func (s SetState) check(b *Battle) error {
	f := b.Figure(s.Who)
	switch {
	case f == nil:
		return fmt.Errorf("there is no figure %q", s.Who)
	case s.State.Wounds < 0 || s.State.Fatigue < 0 || s.State.Bennies < 0:
		return fmt.Errorf("Wounds, Fatigue and bennies cannot be negative")
	case s.State.Wounds > f.MaxWounds() && !s.State.Incapacitated:
		return fmt.Errorf("%s takes at most %d Wounds before Incapacitation", b.name(s.Who), f.MaxWounds())
	case s.State.Ammo != nil && len(s.State.Ammo) != len(f.Weapons):
		return fmt.Errorf("ammo lists %d weapons; %s has %d", len(s.State.Ammo), b.name(s.Who), len(f.Weapons))
	}
	return nil
}

func (s SetState) Do(b *Battle, _ *Plan) error {
	st := copyState(s.State)
	if st.Ammo == nil {
		st.Ammo = append([]int(nil), b.Figure(s.Who).Ammo...)
	}
	what := "the GM"
	if s.Note != "" {
		what = "the GM: " + s.Note
	}
	after := copyState(st)
	b.Figure(s.Who).State = st
	return b.Record(Event{Kind: EventState, Target: s.Who, What: what, Outcome: "is set to " + describeState(after), Figure: s.Who, After: &after})
}

// KindSetHold is the GM's hand on a Hold.
const KindSetHold = "set_hold"

func init() {
	RegisterAction(SetHold{Who: "buck", Hold: true})
}

// SetHold puts a figure that has its card and has not acted on Hold, or
// takes a Hold away (the figure has then acted this round), by the GM's
// say: no turn need be under way. With Drop the GM grants the figure The
// Drop where the edition makes that a Hold (deluxe: the attacker counts
// as on Hold): it goes on Hold even without a card or after acting this
// round, and acts when it chooses, interrupting as any figure on Hold.
type SetHold struct {
	Who  string `json:"who"`
	Hold bool   `json:"hold"`
	Drop bool   `json:"drop,omitempty"`
}

func (SetHold) Kind() string { return KindSetHold }

func (s SetHold) Plan(b *Battle) (*Plan, error) { return b.plainPlan(s.Who, s.check(b)) }

func (s SetHold) check(b *Battle) error {
	f := b.Figure(s.Who)
	in := &b.Fight.Init
	_, dealt := in.Cards[s.Who]
	switch {
	case f == nil:
		return fmt.Errorf("there is no figure %q", s.Who)
	case b.turn != nil && b.turn.Who == s.Who:
		return fmt.Errorf("%s is taking a turn: end it first", b.name(s.Who))
	case !s.Hold && !in.Hold[s.Who]:
		return fmt.Errorf("%s is not on Hold", b.name(s.Who))
	case s.Drop && !s.Hold:
		return fmt.Errorf("The Drop puts a figure on Hold, never off it")
	case s.Drop && !b.Rules.DropHolds:
		return fmt.Errorf("in %s The Drop gives %+d attack and damage but puts no one on Hold", b.Rules.Edition, DropMod)
	case !s.Hold:
		return nil
	case in.Hold[s.Who]:
		return fmt.Errorf("%s is on Hold already", b.name(s.Who))
	case s.Drop && (f.Incapacitated || f.Dead):
		return fmt.Errorf("%s is Incapacitated and cannot act", b.name(s.Who))
	case s.Drop && (f.Shaken || f.Stunned):
		return fmt.Errorf("%s is Shaken or Stunned and cannot go on Hold", b.name(s.Who))
	case s.Drop && in.Acted[s.Who]:
		// The Drop holds the figure's action; it gives no second one.
		return fmt.Errorf("%s has acted this round: The Drop cannot give it a second turn", b.name(s.Who))
	case s.Drop:
		return nil
	case !dealt:
		return fmt.Errorf("%s has no card to hold", b.name(s.Who))
	case in.Acted[s.Who]:
		return fmt.Errorf("%s has acted this round", b.name(s.Who))
	case f.Incapacitated || f.Dead:
		return fmt.Errorf("%s is Incapacitated and cannot act", b.name(s.Who))
	case f.Shaken || f.Stunned:
		return fmt.Errorf("%s is Shaken or Stunned and cannot go on Hold", b.name(s.Who))
	}
	return nil
}

func (s SetHold) Do(b *Battle, _ *Plan) error {
	if s.Drop {
		return b.Record(Event{Kind: EventHold, Who: s.Who, What: b.Fight.Init.cardText(s.Who), Outcome: HoldDrop})
	}
	if s.Hold {
		return b.Fight.Hold(s.Who)
	}
	return b.Record(Event{Kind: EventHold, Who: s.Who, What: b.Fight.Init.cardText(s.Who), Outcome: HoldLost})
}
