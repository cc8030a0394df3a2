//go:build !js

package server

import (
	"battlemat/rules"
)

// supportTraits are the traits a Support is offered for: each one the
// rules accept for the ally, the screen choosing among them (as the
// window's Q cycles them).
var supportTraits = []rules.Trait{rules.Fighting, rules.Shooting, rules.Athletics, rules.Notice, rules.Stealth, rules.Persuasion, rules.Agility, rules.Strength, rules.Spirit, rules.Vigor}

// moreOffers are the More menu's actions of the acting figure who: each
// one checked whole by the rules against every figure the seat sees (a
// grapple of this foe, a support of that ally), the doors, the items on
// the ground and the weapons to ready; a jump and a dismount are offered
// when the figure may take them now, their square chosen by a tap.
func (h *Host) moreOffers(seat, who string, out []Offer) []Offer {
	f := h.b.Figure(who)
	if f == nil {
		return out
	}
	try := func(a rules.Action, target string) {
		if h.b.Check(a) != nil {
			return
		}
		raw, err := rules.MarshalAction(a)
		if err != nil {
			return
		}
		out = append(out, Offer{Kind: a.Kind(), Who: who, Target: target, Action: raw})
	}
	melee, ranged := "", ""
	for _, w := range f.Weapons {
		switch {
		case melee == "" && rules.IsMeleeWeapon(w):
			melee = w.Name
		case ranged == "" && w.Ranged() && w.Template == rules.NoTemplate:
			ranged = w.Name
		}
	}
	at := rules.DisarmHand
	if h.b.Rules.DisarmArmOnly {
		at = rules.DisarmLimb
	}
	for _, g := range h.b.Figures() {
		if g.ID == who || !h.sees(seat, g.ID) {
			continue
		}
		id := g.ID
		try(rules.Test{Who: who, Target: id, Skill: rules.Intimidation, Effect: rules.TestDistracted}, id)
		try(rules.Test{Who: who, Target: id, Skill: rules.Taunt, Effect: rules.TestDistracted}, id)
		try(rules.Grapple{Who: who, Target: id}, id)
		try(rules.Release{Who: who, Target: id}, id)
		try(rules.Push{Who: who, Target: id}, id)
		w := melee
		if !h.b.Table.Adjacent(who, id) {
			w = ranged
		}
		try(rules.Disarm{Who: who, Target: id, Weapon: w, At: at}, id)
		try(rules.Stabilize{Who: who, Target: id}, id)
		for _, tr := range supportTraits {
			try(rules.SupportAlly{Who: who, Ally: id, Trait: tr}, id)
		}
		fm := melee
		if fm == "" {
			fm = rules.UnarmedWeapon
		}
		try(rules.FinishingMove{Who: who, Target: id, Weapon: fm}, id)
		try(rules.Touch{Who: who, Target: id}, id)
		// Aim's other choice: the next shot at this foe ignores penalties.
		try(rules.Aim{Who: who, Target: id, Ignore: true}, id)
		if f.Riding == "" {
			try(rules.MountUp{Who: who, Mount: id}, id)
		} else {
			try(rules.Charge{Who: who, Target: id}, id)
		}
	}
	try(rules.BreakFree{Who: who}, "")
	try(rules.SetPlatform{Who: who, Unstable: !f.Unstable}, "")
	try(rules.Release{Who: who}, "")
	for _, a := range rules.Offers(h.b, who) {
		switch a.(type) {
		case rules.UseDoor, rules.BreakDoor, rules.PickUp:
			try(a, "")
		}
	}
	for _, w := range f.Weapons {
		try(rules.Ready{Who: who, Weapons: []string{w.Name}}, "")
	}
	if _, err := h.b.CheckAction(who, rules.KindJump); err == nil && !f.Bound {
		out = append(out, Offer{Kind: rules.KindJump, Who: who, Square: true})
	}
	if _, err := h.b.CheckAction(who, rules.KindDismount); err == nil && f.Riding != "" {
		out = append(out, Offer{Kind: rules.KindDismount, Who: who, Square: true})
	}
	return out
}
