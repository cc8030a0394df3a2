package rules

import (
	"fmt"
	"strings"
)

// The damage powers. A Bolt is an arcane attack resolved as a shot (the
// shot's cover, light, Scale, Parry when adjacent and innocent bystanders;
// in swade no range bands, only the power's range); Blast and Burst are
// area attacks (the area rules' cover and prone, each figure under the
// template its own damage roll, a Blast deviating like a thrown one).

// parsedDamage is ParseDamage(s) (the zero Damage when s does not
// parse), read once a battle: every plan of a cast asks for its power's
// damage. The dice are capped and shared, so never changed in place.
func (b *Battle) parsedDamage(s string) Damage {
	if d, ok := b.damages[s]; ok {
		return d
	}
	d, _ := ParseDamage(s)
	d.Dice = d.Dice[:len(d.Dice):len(d.Dice)]
	if b.damages == nil {
		b.damages = map[string]Damage{}
	}
	b.damages[s] = d
	return d
}

// powerWeapon is the weapon a damage power strikes as.
func (p *CastPlan) powerWeapon(b *Battle) Weapon {
	pw := p.Power
	dmg := b.parsedDamage(pw.Damage)
	if p.hasMod("Damage") {
		dmg.Dice = append(dmg.Dice, dmg.Dice[0]) // capped: a new array
	}
	if p.hasMod(Deluxe3d6) {
		dmg = b.parsedDamage("3d6")
	}
	w := Weapon{Name: pw.Name, Damage: dmg, RoF: 1, Template: pw.Template, Evadable: pw.Evadable, Pistol: true, Heavy: p.hasMod("Heavy Weapon"), Power: b.edition,
		Magic: b.Rules.PowersHarmEthereal}
	for _, m := range p.Mods {
		if n, ok := strings.CutPrefix(m.Name, "Armor Piercing "); ok {
			fmt.Sscan(n, &w.AP)
		}
	}
	switch {
	case p.hasMod("Large Blast"):
		w.Template = LBT
	case p.hasMod("Small Blast"):
		w.Template = SBT
	}
	r := PowerRangeInches(p.Who, pw)
	if p.hasMod("Range") {
		r *= 2
	}
	switch {
	case pw.Range == RangeInches:
		w.Range = [3]int{r / 4, r / 2, r}
	case r > 0:
		w.Range = [3]int{r, r, r}
	}
	w.Thrown = w.Template.Blast() // it deviates as a thrown blast
	return w
}

// powerRange is the casting's range in inches.
func (p *CastPlan) powerRange() float64 {
	r := PowerRangeInches(p.Who, p.Power)
	if p.hasMod("Range") {
		r *= 2
	}
	return float64(r)
}

// rangeWords is how the casting's range reads, made only for a refusal
// (most casts are in range, and the words allocate).
func (p *CastPlan) rangeWords() string {
	words := rangeText(p.Who, p.Power)
	if p.hasMod("Range") {
		words += ", doubled"
	}
	return words
}

func (c Cast) planBolt(b *Battle, p *CastPlan) error {
	switch {
	case len(c.Targets) == 0:
		return targetless(fmt.Sprintf("%s casts %s at nobody: name a target", b.name(c.Who), p.Power.Name))
	case len(c.Targets) > p.bolts():
		return fmt.Errorf("one %s is cast at one target", p.Power.Name)
	case c.At != nil:
		return fmt.Errorf("%s is cast at a figure (targets), not at a point", p.Power.Name)
	}
	id := c.Targets[0]
	if t := b.Figure(id); t != nil && id != c.Who {
		r := p.powerRange()
		if d := b.Battlefield.Distance(c.Who, id); d > r+1e-9 {
			return fmt.Errorf("%s is out of range of %s (%.0f\"; %s)", b.name(id), p.Power.Name, d, p.rangeWords())
		}
	}
	p.Weapon = p.powerWeapon(b)
	targets := c.Targets
	if n := p.bolts(); n > 1 { // deluxe: several bolts, powers_deluxe.go
		targets = boltTargets(c.Targets, n)
		p.Weapon.RoF = n
	}
	sp, err := Shoot{Who: c.Who, Targets: targets}.planWith(b, p.Who, p.Weapon, -1)
	if err != nil {
		return err
	}
	if p.bolts() > 1 {
		sp.Common = withoutMod(sp.Common, "recoil") // no autofire penalty
	}
	sp.Skill = p.Skill
	p.Shot = sp
	p.Targets = sp.Targets
	return nil
}

func (c Cast) doBolt(b *Battle, p *CastPlan, r PlannedRoll) error {
	s := Shoot{Who: c.Who, Targets: c.Targets}
	if n := p.bolts(); n > 1 {
		s.Targets = boltTargets(c.Targets, n)
	}
	if err := s.resolve(b, p.Shot, r); err != nil {
		return err
	}
	res := b.lastShot
	// The activation is the roll's total against 4, the target's own
	// modifiers (cover, light) included: a Bolt that misses the target's
	// Parry in melee was still cast.
	success, raised := false, false
	var die DieRoll
	var damaged []string
	for _, d := range res.Dice {
		success = success || (d.Total >= ActivationTN && !res.CriticalFailure)
		raised = raised || (RaisesOver(d.Total, ActivationTN) > 0 && !res.CriticalFailure)
		die = d.Roll
		if d.Damaged {
			damaged = append(damaged, d.Target)
		}
	}
	if err := b.linger(p, damaged); err != nil {
		return err
	}
	if err := b.fatigueVictims(p, damaged); err != nil {
		return err
	}
	return b.pay(p, success, raised, res.CriticalFailure, die)
}

func (c Cast) planArea(b *Battle, p *CastPlan) error {
	pw := p.Power
	switch {
	case c.At == nil && pw.Template.Blast():
		return targetless(fmt.Sprintf("%s needs a point to centre the template on (at)", pw.Name))
	case c.At == nil:
		return targetless(fmt.Sprintf("%s needs a direction from the caster (at)", pw.Name))
	case len(c.Targets) > 0:
		return fmt.Errorf("%s is cast at a point (at), not at figures", pw.Name)
	case !finite(*c.At):
		return targetless(fmt.Sprintf("%s is not a point of the table", *c.At))
	}
	if pw.Template.Blast() {
		r := p.powerRange()
		if d := b.spotDistance(c.Who, *c.At); d > r+1e-9 {
			return fmt.Errorf("%s is out of range of %s (%.0f\"; %s)", *c.At, pw.Name, d, p.rangeWords())
		}
	}
	p.Weapon = p.powerWeapon(b)
	ap, err := AreaAttack{Who: c.Who, At: *c.At, Spared: b.spared(p)}.planWith(b, p.Who, p.Weapon, -1)
	if err != nil {
		return err
	}
	ap.Skill = p.Skill
	p.Area = ap
	return nil
}

func (c Cast) doArea(b *Battle, p *CastPlan, r PlannedRoll) error {
	b.UseAction(p.key)
	res := b.TraitTest(p.Who, r.Test(0))
	out, err := b.landArea(AreaAttack{Who: c.Who, At: *c.At, Spared: b.spared(p)}, p.Area, res)
	if err != nil {
		return err
	}
	if err := b.linger(p, out.Damaged); err != nil {
		return err
	}
	if err := b.fatigueVictims(p, out.Damaged); err != nil {
		return err
	}
	return b.pay(p, res.Success, res.Raises > 0, res.CriticalFailure, res.Trait)
}
