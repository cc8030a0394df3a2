package menu

import (
	"errors"
	"fmt"
	"strings"

	"battlemat/rules"
)

// Offered is one action a session offered for an entry (wire.Offer's
// Action, decoded), with what it was offered at.
type Offered struct {
	Action rules.Action
	// Target is the figure it aims at ("" none); At the square it names
	// (a door, something on the ground; nil none); Item what lies there.
	Target string
	At     *rules.Pos
	Item   string
	// Square: the square it lands on is still to choose (a jump, a
	// dismount); Action is nil.
	Square bool
	// Why: the rules refuse it now ("" taken); Action is nil.
	Why string
}

// FromOffers is the entry's action for a screen's pick, built from what
// the session offered instead of the battle: the offer at the pick's
// target (or square, or door, or item) with the screen's choices put in
// (the weapons, a Support's trait, a test's effect, the GM's effect, the
// power kept up). Nothing offered there: the entry built without the
// battle, for the session to refuse with the rules' words, or, where
// building needs the battle (which side a Disarm strikes from, a door's
// state), the session's reason for greying the entry.
func FromOffers(e Entry, offers []Offered, p Pick) (rules.Action, error) {
	if e.Aim == Other && (p.Target == "" || p.Target == p.Who) {
		return e.Build(nil, p) // the click's own error
	}
	var match []rules.Action
	why, greyed := "", "" // the refusal at the pick's target; the entry's
	for _, o := range offers {
		if !o.at(e, p) {
			if o.Why != "" && o.Target == "" && o.At == nil && greyed == "" {
				greyed = o.Why // the entry greyed at every target
			}
			continue
		}
		switch {
		case o.Why != "":
			if why == "" {
				why = o.Why
			}
		case o.Square:
			return e.Build(nil, p)
		case o.Action != nil:
			match = append(match, o.Action)
		}
	}
	if len(match) == 0 {
		if why != "" {
			return nil, errors.New(why)
		}
		switch e.ID {
		case Disarm, Door, PickUp, Platform, MaintainPower, DropPower, CastPower:
			if greyed != "" {
				return nil, errors.New(greyed)
			}
			return nil, offWhere(e, p)
		}
		return e.Build(nil, p) // the session refuses it with the rules' words
	}
	return choose(e, match, p)
}

// at reports whether the offer is the one the pick aims at.
func (o Offered) at(e Entry, p Pick) bool {
	switch e.Aim {
	case Other, PowerAim:
		return o.Target == p.Target
	case OtherOrNone:
		t := p.Target
		if t == p.Who {
			t = ""
		}
		return o.Target == t
	case AnyFigure:
		return o.Target == anyOne(p)
	case ADoor, Ground:
		return o.At != nil && *o.At == p.At && (p.Item == "" || o.Item == p.Item)
	case Square:
		return o.Square
	case Nothing:
		return true
	}
	return false
}

// offWhere is why a pick meets no offer of an entry built on the
// battle's state.
func offWhere(e Entry, p Pick) error {
	switch e.Aim {
	case ADoor:
		return fmt.Errorf("no door to %s at %s: click a door next to the figure", strings.ToLower(e.Label), p.At)
	case Ground:
		return fmt.Errorf("nothing lies at %s to pick up", p.At)
	case Other:
		return fmt.Errorf("%s is not offered at that figure now", e.Label)
	}
	return fmt.Errorf("%s is not offered now", e.Label)
}

// choose is the offered action the pick's choices name, with them put in.
func choose(e Entry, match []rules.Action, p Pick) (rules.Action, error) {
	a, named := match[0], false
	for _, m := range match {
		switch m := m.(type) {
		case rules.SupportAlly:
			named = m.Trait == p.Trait
		case rules.Ready:
			named = len(m.Weapons) > 0 && m.Weapons[0] == p.Ready
		case rules.Maintain:
			named = m.Power == p.Power
		case rules.PickUp:
			named = m.Weapon == p.Item
		}
		if named {
			a = m
			break
		}
	}
	if !named {
		// A choice of the screen's the session did not offer: ready that
		// weapon anyway (the session says why not); keep up or drop a
		// power not offered, no.
		switch a.(type) {
		case rules.Ready:
			if p.Ready != "" {
				return rules.Ready{Who: p.Who, Weapons: []string{p.Ready}}, nil
			}
		case rules.Maintain:
			if p.Power != "" {
				return nil, fmt.Errorf("%s: %s is not offered now", e.Label, p.Power)
			}
		}
	}
	switch x := a.(type) {
	case rules.Test:
		if p.Effect != "" {
			x.Effect = p.Effect
		}
		return x, nil
	case rules.SupportAlly:
		if p.Trait != "" {
			x.Trait = p.Trait // not offered: the session says why
		}
		return x, nil
	case rules.Disarm:
		w := p.Fight
		if p.Afar {
			w = p.Shoot
		}
		if w != "" {
			x.Weapon = w
		}
		return x, nil
	case rules.FinishingMove:
		if p.Fight != "" {
			x.Weapon = p.Fight
		}
		return x, nil
	case rules.Charge:
		if p.Fight != "" {
			x.Weapon = p.Fight
		}
		return x, nil
	case rules.BreakDoor:
		if p.Fight != "" {
			x.Weapon = p.Fight
		}
		return x, nil
	case rules.PutEffect:
		if e.ID == GMEffect {
			return e.Build(nil, p) // the ruling the screen chose
		}
	}
	return a, nil
}
