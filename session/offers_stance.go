package session

import (
	"errors"

	"battlemat/rules"
	"battlemat/wire"
)

// stanceOffers are the turn's Prone/Stand and Crouch/Stand commands,
// offered greyed with the rules' refusal as Run and Aim are, so a phone
// and the window take and grey them alike: Prone's is Stand while the
// figure is prone, Crouch's Stand while it crouches (never both: a
// figure that drops prone stops crouching), and Crouch only under an
// edition that has it.
func (s *Session) stanceOffers(who string, grey func(wire.Offer, rules.Action)) {
	f := s.b.Figure(who)
	if f == nil {
		return
	}
	if f.Prone {
		grey(wire.Offer{Kind: rules.KindStand, Who: who}, rules.Stand{Who: who})
	} else {
		grey(wire.Offer{Kind: rules.KindProne, Who: who}, rules.Prone{Who: who})
	}
	if !s.b.Rules.Crouching {
		return
	}
	if f.Crouching && !f.Prone {
		grey(wire.Offer{Kind: rules.KindStand, Who: who}, rules.Stand{Who: who})
	} else {
		grey(wire.Offer{Kind: rules.KindCrouch, Who: who}, rules.Crouch{Who: who})
	}
}

// modeKinds are the attack modes a screen's commands choose (Fight,
// Shoot, Throw, Suppress), by the kind of their offers.
var modeKinds = []string{rules.KindFight, rules.KindShoot, rules.KindArea, rules.KindSuppress}

// modeAttack is the attack of kind with weapon w ("" the rules' own
// pick), its target not yet chosen.
func modeAttack(kind, who, w string) rules.Action {
	switch kind {
	case rules.KindFight:
		return rules.Melee{Who: who, Weapon: w}
	case rules.KindShoot:
		return rules.Shoot{Who: who, Weapon: w}
	case rules.KindArea:
		return rules.AreaAttack{Who: who, Weapon: w, At: nowhere}
	}
	return rules.Suppress{Who: who, Weapon: w, At: nowhere}
}

// modeRefusals are the attack modes the turn's figure cannot take with
// any weapon now, each an offer of the mode's kind without a weapon,
// greyed with the rules' refusal of their own pick (a missing target is
// no refusal: the tap picks it). A mode some weapon may take is not
// listed: the screen's command is enabled, and a phone attacks by its
// taps (Throw and Suppress have their weapons' offers besides).
func (s *Session) modeRefusals(who string, out []wire.Offer) []wire.Offer {
	f := s.b.Figure(who)
	if f == nil {
		return out
	}
	try := func(kind, w string) error {
		err := s.b.Check(modeAttack(kind, who, w))
		if errors.Is(err, rules.ErrNoTarget) {
			return nil
		}
		return err
	}
	for _, kind := range modeKinds {
		first := try(kind, "")
		if first == nil {
			continue
		}
		ok := false
		for _, w := range f.Weapons {
			if try(kind, w.Name) == nil {
				ok = true
				break
			}
		}
		if !ok {
			out = append(out, wire.Offer{Kind: kind, Who: who, Why: first.Error()})
		}
	}
	return out
}
