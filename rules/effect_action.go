package rules

import (
	"fmt"
	"strings"
)

// The GM's effect: one undoable step that puts an effect on any figure
// ("Parry -2 until the end of its next turn") or takes the GM's effects
// of a name off it.

// KindEffect is the GM's effect action.
const KindEffect = "effect"

func init() {
	RegisterAction(PutEffect{Who: "c1", Change: ChangeParry, Value: -2, Ends: EndsTurns, Span: 1})
}

// PutEffect puts an effect of the GM's on a figure. Name is what its
// modifiers are called ("GM" when empty); Ends and Span say when it ends
// (turns with Span 1: the end of the figure's next turn). With Clear it
// takes off the figure's active effects of that name instead.
type PutEffect struct {
	Who    string `json:"who"`
	Name   string `json:"name,omitempty"`
	Change Change `json:"change,omitempty"`
	Detail string `json:"detail,omitempty"`
	Value  int    `json:"value,omitempty"`
	When   When   `json:"when,omitempty"`
	Ends   Ends   `json:"ends,omitempty"`
	Span   int    `json:"span,omitempty"`
	Clear  bool   `json:"clear,omitempty"`
}

func (PutEffect) Kind() string { return KindEffect }

func (p PutEffect) effect(b *Battle) Effect {
	name := strings.TrimSpace(p.Name)
	if name == "" {
		name = "GM"
	}
	e := Effect{Source: Source{Kind: FromGM, Name: name}, Change: p.Change, Detail: p.Detail, Value: p.Value,
		When: p.When, Ends: p.Ends, Span: p.Span}
	if e.Ends != EndsNever && e.Span == 0 {
		e.Span = 1
	}
	if e.Detail == "" && (e.Change == ChangeAttacked || e.Change == ChangeAttack) {
		switch e.When {
		case WhenRanged:
			e.Detail = AttackRanged
		case WhenMelee:
			e.Detail = AttackMelee
		}
	}
	e.Round = b.Fight.Init.Round
	e.Fresh = b.turn != nil && b.turn.Who == p.Who
	return e
}

func (p PutEffect) Plan(b *Battle) (*Plan, error) { return b.plainPlan(p.Who, p.check(b)) }

func (p PutEffect) check(b *Battle) error {
	f := b.Figure(p.Who)
	switch {
	case f == nil:
		return fmt.Errorf("there is no figure %q", p.Who)
	case len(p.Name) > 60:
		return fmt.Errorf("an effect's name is at most 60 characters")
	case p.Clear:
		name := p.effect(b).Name()
		for _, e := range f.Effects {
			if e.Source.Kind == FromGM && e.Name() == name {
				return nil
			}
		}
		return fmt.Errorf("%s has no effect of the GM's called %q", b.name(p.Who), name)
	case p.Change == "":
		return fmt.Errorf("an effect needs a change (parry, toughness, trait, attacked...)")
	case p.Value < -20 || p.Value > 20:
		return fmt.Errorf("an effect's value runs from -20 to +20, not %d", p.Value)
	case p.Span < 0 || p.Span > 100:
		return fmt.Errorf("an effect lasts 1 to 100 turns or rounds, not %d", p.Span)
	case len(f.Effects) >= 40:
		return fmt.Errorf("%s carries 40 effects already", b.name(p.Who))
	}
	return p.effect(b).Check()
}

func (p PutEffect) Do(b *Battle, _ *Plan) error {
	f := b.Figure(p.Who)
	e := p.effect(b)
	var kept []Effect
	outcome := ""
	if p.Clear {
		for _, x := range f.Effects {
			if !(x.Source.Kind == FromGM && x.Name() == e.Name()) {
				kept = append(kept, x)
			}
		}
		outcome = "no longer has the GM's " + e.Name()
	} else {
		kept = append(append(kept, f.Effects...), e)
		outcome = "gets " + e.Label()
		if s := e.EndText(); s != "" {
			outcome += " " + s
		}
	}
	f.Effects = kept
	return b.Record(f.stateEvent(EventState, "the GM", outcome))
}
