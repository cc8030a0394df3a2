package session

import (
	"battlemat/menu"
	"battlemat/rules"
	"battlemat/wire"
)

// moreOffers are the More menu's actions of the acting figure who: each
// one checked whole by the rules against every figure the seat sees (a
// grapple of this foe, a support of that ally), the doors, the items on
// the ground and the weapons to ready; a jump and a dismount are offered
// when the figure may take them now, their square chosen by a tap. Each
// names its entry; an entry the rules refuse at every target comes last,
// greyed with the nearest target's refusal (greyedEntries).
func (s *Session) moreOffers(seat, who string, out []wire.Offer) []wire.Offer {
	f := s.b.Figure(who)
	if f == nil {
		return out
	}
	refused := entryRefusals{}
	try := func(id menu.ID, a rules.Action, target string) {
		if err := s.b.Check(a); err != nil {
			refused.note(id, s.distance(who, target), err)
			return
		}
		raw, err := rules.MarshalAction(a)
		if err != nil {
			return
		}
		o := wire.Offer{Kind: a.Kind(), Who: who, Target: target, Action: raw, Entry: id.Key()}
		switch a := a.(type) {
		case rules.UseDoor:
			o.At = &a.At
		case rules.BreakDoor:
			o.At = &a.At
		case rules.PickUp:
			o.At, o.Item = a.At, a.Weapon
		}
		out = append(out, o)
	}
	// The host's choices are a fresh screen's: the first melee and the
	// first plain ranged weapon, a test of will's Distracted.
	p := menu.Pick{Who: who, Effect: rules.TestDistracted}
	for _, w := range f.Weapons {
		switch {
		case p.Fight == "" && rules.IsMeleeWeapon(w):
			p.Fight = w.Name
		case p.Shoot == "" && w.Ranged() && w.Template == rules.NoTemplate:
			p.Shoot = w.Name
		}
	}
	build := func(e menu.Entry, p menu.Pick, target string) {
		a, err := e.Build(s.b, p)
		if err != nil {
			refused.note(e.ID, s.distance(who, target), err)
			return
		}
		try(e.ID, a, target)
	}
	for _, g := range s.b.Figures() {
		if g.ID == who || !s.sees(seat, g.ID) {
			continue
		}
		p.Target = g.ID
		for _, e := range menu.Catalogue {
			switch {
			case e.GM || e.Aim != menu.Other && e.Aim != menu.OtherOrNone:
			case e.ID == menu.Support:
				for _, tr := range menu.SupportTraits {
					p.Trait = tr
					build(e, p, g.ID)
				}
			default:
				build(e, p, g.ID)
			}
		}
	}
	// The GM's own entries, at any figure the GM's seat sees (the actor
	// too), as the window's More menu has them.
	if seat == wire.SeatGM {
		for _, g := range s.b.Figures() {
			p.Target = g.ID
			// The GM's effect is offered with its first ruling; the
			// tablet steps through the others itself (the host checks
			// each in its preview and its action).
			for _, e := range menu.Catalogue {
				if e.GM {
					build(e, p, g.ID)
				}
			}
		}
	}
	// What needs no target (Reload is an offer of its own, per weapon;
	// Maintain and Drop per power kept up, with the casts).
	p.Target = ""
	for _, e := range menu.Catalogue {
		if e.Aim == menu.OtherOrNone || e.Aim == menu.Nothing && e.ID != menu.Reload && e.ID != menu.Ready && e.ID != menu.Search && e.Choice != "kept" {
			build(e, p, "")
		}
	}
	for _, a := range rules.Offers(s.b, who) {
		switch a.(type) {
		case rules.UseDoor, rules.BreakDoor, rules.BreakBarrier, rules.PickUp:
			if e, ok := menu.Of(a); ok {
				try(e.ID, a, "")
			}
		}
	}
	for _, w := range f.Weapons {
		p.Ready = w.Name
		build(menu.Get(menu.Ready), p, "")
	}
	out = s.castOffers(seat, who, out)
	if _, err := s.b.CheckAction(who, rules.KindJump); err == nil && !f.Bound {
		out = append(out, wire.Offer{Kind: rules.KindJump, Who: who, Square: true, Entry: menu.Jump.Key()})
	}
	if _, err := s.b.CheckAction(who, rules.KindDismount); err == nil && f.Riding != "" {
		out = append(out, wire.Offer{Kind: rules.KindDismount, Who: who, Square: true, Entry: menu.Dismount.Key()})
	}
	// Search (rules revision 8) last: a phone's first page keeps the
	// figure's own weapons and powers.
	build(menu.Get(menu.Search), p, "")
	out = s.moveAreaOffer(who, refused, out) // zones_offer.go
	return s.greyedEntries(seat, who, p, refused, out)
}

// handOffers are a Tactician's extra cards, offered to the leader's seat
// after the deal and before the round's first turn: one offer for each
// allied Extra the rules let the leader hand a card to.
func (s *Session) handOffers(seat string, mine func(string) bool, out []wire.Offer) []wire.Offer {
	e := menu.Get(menu.HandCard)
	for _, l := range s.b.Figures() {
		if !mine(l.ID) || !s.sees(seat, l.ID) || s.b.CardsToHand(l.ID) == 0 {
			continue
		}
		for _, g := range s.b.Figures() {
			if g.ID == l.ID || !s.sees(seat, g.ID) {
				continue
			}
			a, err := e.Build(s.b, menu.Pick{Who: l.ID, Target: g.ID})
			if err != nil || s.b.Check(a) != nil {
				continue
			}
			if raw, err := rules.MarshalAction(a); err == nil {
				out = append(out, wire.Offer{Kind: a.Kind(), Who: l.ID, Target: g.ID, Action: raw, Entry: menu.HandCard.Key()})
			}
		}
	}
	return out
}
