package session

import (
	"errors"

	"battlemat/menu"
	"battlemat/rules"
	"battlemat/wire"
)

// castOffers are the acting figure's powers as the Powers entry builds
// them: a power aimed at figures once per figure the seat sees (the
// caster too), the ones the rules refuse with Why so the screen greys
// them with the reason; a template power once, its point chosen with
// taps; a power with a destination (Teleport) once with no template, its
// recipients and square chosen with taps; and Maintain and Drop for each
// power the caster keeps up. A power the rules refuse for a reason of
// the caster's (its actions spent, too few Power Points) comes once,
// greyed with that reason (Weapon the power, no Action).
func (s *Session) castOffers(seat, who string, out []wire.Offer) []wire.Offer {
	b := s.b
	for _, name := range menu.Powers(b, who) {
		pw, ok := rules.LookupPower(b.Edition(), name)
		if !ok {
			continue
		}
		if menu.Destination(pw) {
			// Offered when the caster could send itself where it stands:
			// only the caster's own refusals (actions, Power Points) hide it.
			at := b.Battlefield.Centre(who)
			o := wire.Offer{Kind: rules.KindCast, Who: who, Weapon: pw.Name, Entry: menu.CastPower.Key()}
			if err := b.Check(rules.Cast{Who: who, Power: pw.Name, At: &at}); err != nil {
				o.Why = s.refusal(seat, err) // greyed: the caster's own refusal
			}
			out = append(out, o)
			continue
		}
		if menu.AimsAtPoint(pw, nil) {
			at := nowhere
			err := b.Check(rules.Cast{Who: who, Power: pw.Name, At: &at})
			if err == nil || errors.Is(err, rules.ErrNoTarget) {
				out = append(out, wire.Offer{Kind: rules.KindCast, Who: who, Weapon: pw.Name, Template: string(pw.Template), Entry: menu.CastPower.Key()})
			} else {
				out = append(out, wire.Offer{Kind: rules.KindCast, Who: who, Weapon: pw.Name, Entry: menu.CastPower.Key(), Why: s.refusal(seat, err)})
			}
			continue
		}
		out = append(out, s.areaCastOffer(who, pw)...)
		var offered []wire.Offer
		anyTaken := false
		for _, g := range b.Figures() {
			if !s.sees(seat, g.ID) || g.Dead {
				continue
			}
			a, err := menu.Get(menu.CastPower).Build(b, menu.Pick{Who: who, Target: g.ID, Power: pw.Name})
			if err != nil {
				continue
			}
			raw, err := rules.MarshalAction(a)
			if err != nil {
				continue
			}
			o := wire.Offer{Kind: rules.KindCast, Who: who, Target: g.ID, Action: raw, Entry: menu.CastPower.Key()}
			if err := b.Check(a); err != nil && !menu.OtherChoiceTakes(b, a) {
				o.Why = s.refusal(seat, err)
			} else {
				anyTaken = true
			}
			offered = append(offered, o)
		}
		// A power the rules refuse at every figure for a reason of the
		// caster's (its actions spent, Bound) is not offered at all.
		// It is greyed whole, with that reason.
		switch {
		case anyTaken || targetReasons(offered):
			out = append(out, offered...)
		case len(offered) > 0:
			out = append(out, wire.Offer{Kind: rules.KindCast, Who: who, Weapon: pw.Name, Entry: menu.CastPower.Key(), Why: offered[0].Why})
		}
	}
	for _, name := range b.KeptPowers(who) {
		for _, id := range []menu.ID{menu.MaintainPower, menu.DropPower} {
			a, err := menu.Get(id).Build(b, menu.Pick{Who: who, Power: name})
			if err != nil || b.Check(a) != nil {
				continue
			}
			if raw, err := rules.MarshalAction(a); err == nil {
				out = append(out, wire.Offer{Kind: a.Kind(), Who: who, Action: raw, Entry: id.Key()})
			}
		}
	}
	return out
}

// targetReasons reports whether the refusals differ from target to
// target: then they are the targets' (range, sight), worth a greyed
// button each; one refusal for all is the caster's.
func targetReasons(os []wire.Offer) bool {
	for _, o := range os[min(1, len(os)):] {
		if o.Why != os[0].Why {
			return true
		}
	}
	return false
}

// areaCastOffer is a power otherwise cast at figures offered as a
// template too (Entangle, Stun, Blind... with Medium Blast): aimed with
// taps like a Blast, its template modifier already chosen. None when the
// edition has no such modifier or the rules refuse the caster now.
func (s *Session) areaCastOffer(who string, pw rules.Power) []wire.Offer {
	if len(pw.Areas) == 0 {
		return nil
	}
	mod := menu.AreaModOf(pw.Areas[0])
	at := nowhere
	err := s.b.Check(rules.Cast{Who: who, Power: pw.Name, At: &at, Mods: []string{mod}})
	if err != nil && !errors.Is(err, rules.ErrNoTarget) {
		return nil
	}
	return []wire.Offer{{Kind: rules.KindCast, Who: who, Weapon: pw.Name, Template: string(pw.Areas[0]), Entry: menu.CastPower.Key()}}
}
