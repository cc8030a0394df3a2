package rules

import (
	"fmt"
	"strings"
)

// The powers that act through the effect vocabulary (Protection, Armor,
// Deflection, Smite: effects with a source, the caster who keeps them up
// and their rounds left) or on a figure's state at once (Healing, Relief,
// Stun).

func (c Cast) planEffect(b *Battle, p *CastPlan) error {
	pw := p.Power
	if tpl := p.zone(); tpl != NoTemplate {
		return c.planZone(b, p, tpl)
	}
	if pw.Name == "Dispel" && (c.At != nil || p.Choice == DispelChoiceArea) {
		return c.planDispelArea(b, p) // powers_dispel_area.go
	}
	switch {
	case c.At != nil && pw.Name != "Teleport":
		return fmt.Errorf("%s is cast at figures (targets), not at a point", pw.Name)
	case len(c.Targets) == 0 && pw.Name == "Teleport":
		c.Targets = []string{c.Who} // the caster itself
	case len(c.Targets) == 0:
		return targetless(fmt.Sprintf("%s casts %s on nobody: name a target", b.name(c.Who), pw.Name))
	case b.edition == Deluxe && p.deluxeTargets() > 1 && len(c.Targets) > p.deluxeTargets():
		n := p.deluxeTargets()
		return fmt.Errorf("%s on %d targets names %d figures at most: %d named", pw.Name, n, n, len(c.Targets))
	case b.edition == Deluxe && p.deluxeTargets() > len(c.Targets):
		var err error
		if c.Targets, err = b.moreTargets(p, c.Targets); err != nil { // powers_deluxe.go
			return err
		}
	case b.edition == Deluxe && len(c.Targets) > 1 && containsString(moreTargetsPowers, pw.Name) && p.deluxeTargets() == 1:
		return fmt.Errorf("%s is cast on one figure unless its option %q (+%d) or another targets option is taken",
			pw.Name, TargetsOption(min(len(c.Targets), DeluxeMostTargets)), min(len(c.Targets), DeluxeMostTargets)-1)
	case len(c.Targets) > 1 && b.edition == Deluxe && p.deluxeTargets() == 1:
		return fmt.Errorf("%s is cast on one figure", pw.Name)
	case len(c.Targets) > 1 && b.edition != Deluxe && pw.Recipient == 0:
		return fmt.Errorf("%s is cast on one figure", pw.Name)
	case len(c.Targets) > 10:
		return fmt.Errorf("at most 10 recipients of %s", pw.Name)
	}
	for i, id := range c.Targets {
		if containsString(c.Targets[:i], id) {
			return fmt.Errorf("%s is named twice", b.name(id))
		}
		t, err := b.powerReach(p, id)
		if err != nil {
			return err
		}
		if err := b.checkTarget(p, t); err != nil {
			return err
		}
		p.Targets = append(p.Targets, t)
	}
	// Additional Recipients (swade): the power's PP for each one more.
	p.Cost += pw.Recipient * (len(p.Targets) - 1)
	return nil
}

// checkTarget refuses a target the power cannot take.
func (b *Battle) checkTarget(p *CastPlan, t *Figure) error {
	switch p.Power.Name {
	case "Healing", "Greater Healing":
		return b.checkHealing(p, t) // powers_healing.go
	case "Relief":
		return b.checkRelief(p, t) // powers_relief.go
	case "Stun":
		if t.Incapacitated {
			return fmt.Errorf("%s is out of the fight", b.name(t.ID))
		}
	}
	if r := powerRules[p.Power.Name]; r.Check != nil {
		return r.Check(b, p, t)
	}
	return nil
}

// zone is the template an effect power is cast as: an area modifier's
// (Small, Medium or Large Blast) or the power's own; NoTemplate for a
// power cast on figures.
func (p *CastPlan) zone() Template {
	if p.Power.Kind != PowerEffect {
		return NoTemplate
	}
	switch {
	case p.hasMod("Small Blast"):
		return SBT
	case p.hasMod("Medium Blast"):
		return MBT
	case p.hasMod("Large Blast"):
		return LBT
	case p.Choice == "cone" && p.Power.Template != NoTemplate:
		return Cone // Havoc from the caster
	}
	return p.Power.Template
}

// planZone: an effect power cast at a point; every living figure under
// the template is a target (Selective: the caster's side left out), each
// checked as if named.
func (c Cast) planZone(b *Battle, p *CastPlan, tpl Template) error {
	pw := p.Power
	switch {
	case len(c.Targets) > 0:
		return fmt.Errorf("%s as a template is cast at a point (at), not at figures", pw.Name)
	case c.At == nil:
		return targetless(fmt.Sprintf("%s as a template needs a point to centre it on (at)", pw.Name))
	case !finite(*c.At):
		return targetless(fmt.Sprintf("%s is not a point of the table", *c.At))
	}
	if tpl.Blast() {
		r := p.powerRange()
		if d := b.spotDistance(c.Who, *c.At); d > r+1e-9 {
			return fmt.Errorf("%s is out of range of %s (%.0f\"; %s)", *c.At, pw.Name, d, p.rangeWords())
		}
		if !b.Battlefield.LineOfFireTo(c.Who, *c.At) {
			return fmt.Errorf("%s cannot see %s", b.name(c.Who), *c.At)
		}
	}
	if pw.Placed {
		return b.checkZoneMods(p, *c.At) // an area on the map, whoever is under it
	}
	from := c.Who // a Cone's apex; a Blast takes the caster too
	if tpl.Blast() {
		from = ""
	}
	under, err := b.Battlefield.UnderTemplate(tpl, from, *c.At)
	if err != nil {
		return err
	}
	for _, id := range under {
		t := b.Figure(id)
		if t == nil || t.Dead || t.Incapacitated || (p.hasMod("Selective") && t.Side == p.Who.Side) {
			continue
		}
		if b.checkTarget(p, t) != nil {
			continue
		}
		p.Targets = append(p.Targets, t)
	}
	if len(p.Targets) == 0 {
		return fmt.Errorf("nobody %s can take is under the %s at %s", pw.Name, tpl, *c.At)
	}
	return nil
}

func (c Cast) doEffect(b *Battle, p *CastPlan, r PlannedRoll) error {
	f, pw := p.Who, p.Power
	b.UseAction(p.key)
	if err := b.announceAreas(p); err != nil {
		return err
	}
	res := b.TraitTest(f, r.Test(0))
	target := ""
	if len(p.Targets) > 0 {
		target = p.Targets[0].ID
	}
	ev := res.Event(c.Who, target)
	ev.Kind, ev.Weapon = EventCast, pw.Name
	if err := b.Record(ev); err != nil {
		return err
	}
	p.Total = res.Total
	if place := powerRules[pw.Name].Place; place != nil && res.Success {
		if err := place(b, p, res.Raises > 0); err != nil {
			return err
		}
	}
	if res.Success {
		for _, t := range p.Targets {
			if err := b.powerOn(p, t, res.Raises > 0); err != nil {
				return err
			}
			if err := b.modsOn(p, t); err != nil {
				return err
			}
			if err := b.glowOn(p, t); err != nil {
				return err
			}
		}
	}
	return b.pay(p, res.Success, res.Raises > 0, res.CriticalFailure, res.Trait)
}

// powerOn gives one recipient the power's effect.
func (b *Battle) powerOn(p *CastPlan, t *Figure, raise bool) error {
	pw := p.Power
	put := func(es ...Effect) error { return b.putPower(p, t, es...) }
	step := 2
	if raise {
		step = 4
	}
	if r := powerRules[pw.Name]; r.On != nil {
		return r.On(b, p, t, raise)
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
	case "Healing", "Greater Healing":
		return b.healing(p, t, raise) // powers_healing.go
	case "Relief":
		return b.relief(p, t, raise) // powers_relief.go
	case "Stun":
		mods := Mods{}
		if raise {
			mods = mods.With("Stun raise", -2)
		}
		mods = append(mods, b.resistBonus(t)...)
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
			if err := b.Record(t.stateEvent(EventState, pw.Name, "Shaken")); err != nil {
				return err
			}
			return b.affected(p, t)
		case b.edition == Deluxe || t.Stunned:
			return b.affected(p, t)
		}
		if err := (Stun{Who: t.ID, Cause: pw.Name}.Do(b, nil)); err != nil {
			return err
		}
		return b.affected(p, t)
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

// putPower gives t the power's effects for its Duration, kept up by the
// caster; a second casting of the same power replaces the first.
func (b *Battle) putPower(p *CastPlan, t *Figure, es ...Effect) error {
	pw := p.Power
	var kept []Effect
	for _, e := range t.Effects {
		same := e.Source.Kind == FromPower && e.Source.Name == pw.Name
		if !same || (e.Change == ChangeDie && !sameDie(e, es)) {
			kept = append(kept, e)
		}
	}
	out := "gets "
	for i := range es {
		e := &es[i]
		e.Source = Source{Kind: FromPower, Name: pw.Name}
		e.Round = b.Fight.Init.Round
		if pw.Rounds > 0 {
			// kept up by the caster (an Instant power's lasting effect,
			// Lower Trait's, is not: its victim shakes it off)
			e.Ends, e.Span, e.By = EndsRounds, powerRounds(p.Who, pw), p.Who.ID
		}
		if i > 0 {
			out += " and "
		}
		out += e.Label()
	}
	t.Effects = append(kept, es...)
	return b.Record(t.stateEvent(EventState, "", strings.TrimSpace(out+" "+es[0].EndText())))
}

// sameDie: a die effect on the same trait as one of es.
func sameDie(e Effect, es []Effect) bool {
	for _, x := range es {
		if x.Change == ChangeDie && traitOf(x.Detail) == traitOf(e.Detail) {
			return true
		}
	}
	return false
}
