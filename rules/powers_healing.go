package rules

import "fmt"

// The Healing power and the golden hour (rules revision 7,
// HealingGoldenHour): Healing takes away only Wounds less than an hour
// old. A fight lasts minutes, so those are the Wounds taken in it; the
// ones a figure brought into the fight (its scenario's wounds) are older
// (our reading: the scenario comes after the last fight's hour). Swade's
// Greater Healing modifier (+10) lets the casting take any Wound; deluxe
// has Greater Healing as a power of its own (10 PP, Touch) doing the
// same. Either heals the fresh Wounds first.

// GreaterHealingPP is the Power Points of swade's Greater Healing
// modifier and of deluxe's Greater Healing power.
const GreaterHealingPP = 10

func init() {
	registerPower(nil,
		&Power{Name: "Greater Healing", Kind: PowerEffect, PP: GreaterHealingPP, Range: RangeTouch, Since: 7},
		PowerRules{})
	registerMods(PowerMod{Name: "Greater Healing", PP: GreaterHealingPP, For: []string{"Healing"}, Since: 7})
	registerMods(PowerMod{Name: "Neutralize Poison", PP: NeutralizePoisonPP, For: []string{"Healing"}, Since: 7}) // poisoned.go
	RegisterHelp(HelpEntry{Key: "greater_healing", Title: "Healing and Greater Healing", Text: "Healing (3 Power Points, Touch) removes a Wound, two with a raise, but only Wounds less than an hour old: those taken in this fight. " +
		"Wounds a figure brought into the fight are older; swade's Greater Healing modifier (+10) takes them too, and so does deluxe's Greater Healing power (10). The fresh Wounds are healed first."})
}

// oldWoundsOf is how many of the figure's Wounds are older than the
// golden hour under the battle's rules.
func (b *Battle) oldWoundsOf(t *Figure) int {
	if !b.Rules.HealingGoldenHour {
		return 0
	}
	return min(t.oldWounds, t.Wounds)
}

// greater reports whether the casting heals old Wounds too.
func (p *CastPlan) greater() bool {
	return p.Power.Name == "Greater Healing" || p.hasMod("Greater Healing")
}

func (b *Battle) checkHealing(p *CastPlan, t *Figure) error {
	if cures, err := b.checkNeutralize(p, t); cures || err != nil { // poisoned.go
		return err
	}
	old := b.oldWoundsOf(t)
	switch {
	case t.Wounds == 0:
		return fmt.Errorf("%s has no Wounds to heal", b.name(t.ID))
	case t.Wounds == old && !p.greater() && b.edition == Deluxe:
		return fmt.Errorf("%s's Wounds are older than an hour (brought into the fight): only Greater Healing takes them", b.name(t.ID))
	case t.Wounds == old && !p.greater():
		return fmt.Errorf("%s's Wounds are older than an hour (brought into the fight): Healing takes them only with Greater Healing (+%d)", b.name(t.ID), GreaterHealingPP)
	}
	return nil
}

// healing ends a Lethal poison with Neutralize Poison, and removes a
// Wound (two with a raise), the fresh ones first.
func (b *Battle) healing(p *CastPlan, t *Figure, raise bool) error {
	if err := b.neutralize(p, t); err != nil { // poisoned.go
		return err
	}
	old := b.oldWoundsOf(t)
	can := t.Wounds - old
	if p.greater() {
		can = t.Wounds
	}
	n := min(1+boolInt(raise), can)
	if n <= 0 {
		return nil
	}
	if fresh := t.Wounds - old; n > fresh {
		t.oldWounds = old - (n - fresh)
	}
	t.Wounds -= n
	word := "a Wound"
	if n == 2 {
		word = "two Wounds"
	}
	return b.Record(t.stateEvent(EventState, p.Power.Name, fmt.Sprintf("is healed of %s (%d left)", word, t.Wounds)))
}
