package rules

import (
	"fmt"
)

// The powers that act through the effect vocabulary (Protection, Armor,
// Deflection, Smite: effects with a source, the caster who keeps them up
// and their rounds left) or on a figure's state at once (Healing, Relief,
// Stun).

func (c Cast) planEffect(b *Battle, p *CastPlan) error {
	pw := p.Power
	switch {
	case c.At != nil:
		return fmt.Errorf("%s is cast at figures (targets), not at a point", pw.Name)
	case len(c.Targets) == 0:
		return targetless(fmt.Sprintf("%s casts %s on nobody: name a target", b.name(c.Who), pw.Name))
	case len(c.Targets) > 1 && (pw.Recipient == 0 || b.edition == Deluxe):
		return fmt.Errorf("%s is cast on one figure", pw.Name)
	case len(c.Targets) > 10:
		return fmt.Errorf("at most 10 recipients of %s", pw.Name)
	}
	for i, id := range c.Targets {
		if containsString(c.Targets[:i], id) {
			return fmt.Errorf("%s is named twice", b.name(id))
		}
		t, err := b.powerReach(p.Who, pw, id)
		if err != nil {
			return err
		}
		switch pw.Name {
		case "Healing":
			if t.Wounds == 0 {
				return fmt.Errorf("%s has no Wounds to heal", b.name(id))
			}
		case "Relief":
			if !t.Shaken && !t.Distracted && !t.Vulnerable {
				return fmt.Errorf("%s is neither Shaken, Distracted nor Vulnerable: nothing to relieve", b.name(id))
			}
		case "Stun":
			if t.Incapacitated {
				return fmt.Errorf("%s is out of the fight", b.name(id))
			}
		}
		p.Targets = append(p.Targets, t)
	}
	// Additional Recipients (swade): the power's PP for each one more.
	p.Cost += pw.Recipient * (len(p.Targets) - 1)
	return nil
}

func (c Cast) doEffect(b *Battle, p *CastPlan, r PlannedRoll) error {
	f, pw := p.Who, p.Power
	b.UseAction(p.key)
	res := b.TraitTest(f, r.Test(0))
	ev := res.Event(c.Who, p.Targets[0].ID)
	ev.Kind, ev.Weapon = EventCast, pw.Name
	if err := b.Record(ev); err != nil {
		return err
	}
	if res.Success {
		for _, t := range p.Targets {
			if err := b.powerOn(p, t, res.Raises > 0); err != nil {
				return err
			}
		}
	}
	return b.pay(p, res.Success, res.CriticalFailure, res.Trait)
}

// powerOn gives one recipient the power's effect.
func (b *Battle) powerOn(p *CastPlan, t *Figure, raise bool) error {
	pw := p.Power
	put := func(es ...Effect) error {
		// A second casting of the same power replaces the first.
		var kept []Effect
		for _, e := range t.Effects {
			if !(e.Source.Kind == FromPower && e.Source.Name == pw.Name) {
				kept = append(kept, e)
			}
		}
		out := "gets "
		for i := range es {
			e := &es[i]
			e.Source = Source{Kind: FromPower, Name: pw.Name}
			e.Ends, e.Span, e.Round, e.By = EndsRounds, pw.Rounds, b.Fight.Init.Round, p.Who.ID
			if i > 0 {
				out += " and "
			}
			out += e.Label()
		}
		t.Effects = append(kept, es...)
		return b.Record(t.stateEvent(EventState, "", out+" "+es[0].EndText()))
	}
	step := 2
	if raise {
		step = 4
	}
	switch pw.Name {
	case "Protection":
		if raise {
			return put(Effect{Change: ChangeToughness, Value: 2})
		}
		return put(Effect{Change: ChangeArmor, Value: 2})
	case "Armor":
		return put(Effect{Change: ChangeArmor, Value: step})
	case "Deflection":
		if b.edition == Deluxe {
			// It also counts as Armor against area-effect weapons.
			return put(Effect{Change: ChangeAttacked, Value: -step},
				Effect{Change: ChangeArmor, Detail: ArmorArea, Value: step})
		}
		// The caster's choice of melee or ranged: melee when a foe is
		// adjacent to the recipient, else ranged; both with a raise.
		if raise {
			return put(Effect{Change: ChangeAttacked, Detail: AttackMelee, Value: -2},
				Effect{Change: ChangeAttacked, Detail: AttackRanged, Value: -2})
		}
		kind := AttackRanged
		for _, g := range b.figs {
			if g.Side != t.Side && !g.Incapacitated && !g.Dead && b.Battlefield.Adjacent(t.ID, g.ID) {
				kind = AttackMelee
			}
		}
		return put(Effect{Change: ChangeAttacked, Detail: kind, Value: -2})
	case "Smite":
		e := Effect{Change: ChangeDamage, Value: step}
		if len(t.Weapons) > 0 {
			e.When, e.For = WhenWeapon, t.Weapons[0].Name
		}
		return put(e)
	case "Healing":
		n := min(1+boolInt(raise), t.Wounds)
		t.Wounds -= n
		word := "a Wound"
		if n == 2 {
			word = "two Wounds"
		}
		return b.Record(t.stateEvent(EventState, pw.Name, fmt.Sprintf("is healed of %s (%d left)", word, t.Wounds)))
	case "Relief":
		n := 1 + boolInt(raise)
		var gone []string
		for _, s := range []struct {
			on   *bool
			name string
		}{{&t.Shaken, "Shaken"}, {&t.Distracted, "Distracted"}, {&t.Vulnerable, "Vulnerable"}} {
			if n > 0 && *s.on && !(t.Stunned && s.name != "Shaken") {
				*s.on = false
				gone = append(gone, s.name)
				n--
			}
		}
		if len(gone) == 0 {
			return nil
		}
		return b.Record(t.stateEvent(EventState, pw.Name, "is no longer "+joinAnd(gone)))
	case "Stun":
		mods := Mods{}
		if raise {
			mods = mods.With("Stun raise", -2)
		}
		tr := t.TraitRoll(Vigor, withMods(b.Fight.JokerMods(t.ID), mods))
		tr.Name = "Vigor (Stun)"
		vr := b.RNG().TraitTest(tr)
		if err := b.Record(vr.Event(t.ID, "")); err != nil {
			return err
		}
		switch {
		case vr.Success:
			return nil
		case b.edition == Deluxe && !t.Shaken:
			t.Shaken = true
			return b.Record(t.stateEvent(EventState, pw.Name, "Shaken"))
		case b.edition == Deluxe || t.Stunned:
			return nil
		}
		return Stun{Who: t.ID, Cause: pw.Name}.Do(b, nil)
	}
	return nil
}

func boolInt(v bool) int {
	if v {
		return 1
	}
	return 0
}

func joinAnd(s []string) string {
	switch len(s) {
	case 0:
		return ""
	case 1:
		return s[0]
	}
	out := s[0]
	for _, x := range s[1 : len(s)-1] {
		out += ", " + x
	}
	return out + " and " + s[len(s)-1]
}
