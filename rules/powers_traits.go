package rules

import (
	"fmt"
)

// Boost Trait and Lower Trait: a trait's die type a step up or down (two
// with a raise), through the effect vocabulary's die change (ChangeDie),
// so every roll, Parry and Toughness read from that die follow it.
// swade: 3 PP, Smarts range, Boost kept up 5 rounds; a lowered victim
// rolls Spirit at the end of each of its turns (a success gives back a
// step, a raise ends it; Strong makes that roll -2). deluxe: 2 PP, 3
// rounds kept up 1 PP a round, and Lower is resisted by Spirit against
// the activation's total. Castings on one trait do not add up: the
// largest rise and the deepest fall count.

// FeatureStrongLower is the marker of a lowering with Strong (its
// Spirit rolls at -2).
const strongLower = "Strong"

func init() {
	boost := PowerRules{Check: checkTraitTarget, On: boostTrait}
	lower := PowerRules{Check: checkTraitTarget, On: lowerTrait}
	registerPower(
		&Power{Name: "Boost Trait", Kind: PowerEffect, PP: 3, Range: RangeSmarts, Rounds: 5, Upkeep: 1, Recipient: 1},
		&Power{Name: "Boost Trait", Kind: PowerEffect, PP: 2, Range: RangeSmarts, Rounds: 3, Upkeep: 1},
		boost)
	registerPower(
		&Power{Name: "Lower Trait", Kind: PowerEffect, PP: 3, Range: RangeSmarts, Recipient: 1, Resist: Spirit},
		&Power{Name: "Lower Trait", Kind: PowerEffect, PP: 2, Range: RangeSmarts, Rounds: 3, Upkeep: 1, Resist: Spirit},
		lower)
	registerMods(PowerMod{Name: strongLower, PP: 1, For: []string{"Lower Trait"}})
	RegisterTurnEnd(shakeOffLowered)
}

// PowerTrait is the trait a Boost or Lower Trait without a named one
// takes: the figure's arcane skill, else its Shooting when its first
// weapon shoots, else its Fighting.
func PowerTrait(f *Figure) Trait {
	switch {
	case f.Arcane != nil:
		return f.Arcane.Skill
	case len(f.Weapons) > 0 && f.Weapons[0].Range[2] > 0 && !f.Weapons[0].Thrown:
		if _, ok := f.Trait(Shooting); ok {
			return Shooting
		}
	}
	return Fighting
}

// castTrait is the trait the casting names for t, or t's main one.
func (p *CastPlan) castTrait(t *Figure) Trait {
	if p.Trait != "" {
		return p.Trait
	}
	return PowerTrait(t)
}

func checkTraitTarget(b *Battle, p *CastPlan, t *Figure) error {
	tr := p.castTrait(t)
	if !IsAttribute(tr) {
		if _, ok := t.Trait(tr); !ok {
			return fmt.Errorf("%s has no %s to change", b.name(t.ID), tr.Label())
		}
	}
	return nil
}

func boostTrait(b *Battle, p *CastPlan, t *Figure, raise bool) error {
	return b.putPower(p, t, Effect{Change: ChangeDie, Detail: string(p.castTrait(t)), Value: 1 + boolInt(raise)})
}

func lowerTrait(b *Battle, p *CastPlan, t *Figure, raise bool) error {
	if b.edition == Deluxe {
		ok, err := b.resistPower(p, t, Spirit, nil, p.Total)
		if err != nil || ok {
			return err
		}
	}
	e := Effect{Change: ChangeDie, Detail: string(p.castTrait(t)), Value: -1 - boolInt(raise)}
	if p.hasMod(strongLower) {
		e.For = strongLower
	}
	if err := b.putPower(p, t, e); err != nil {
		return err
	}
	return b.affected(p, t) // the Fatigue modifier
}

// resistPower: t rolls trait (with mods) against tn (4 when 0); a
// success resists the power.
func (b *Battle) resistPower(p *CastPlan, t *Figure, trait Trait, mods Mods, tn int) (bool, error) {
	tr := t.TraitRoll(trait, withMods(b.Fight.JokerMods(t.ID), append(append(Mods(nil), mods...), b.resistBonus(t)...)))
	tr.Name = fmt.Sprintf("%s (%s)", trait.Label(), p.Power.Name)
	if tn > 0 {
		tr.TN = tn
	}
	res := b.RNG().TraitTest(tr)
	if err := b.Record(res.Event(t.ID, "")); err != nil {
		return false, err
	}
	if res.Success {
		return true, b.Record(t.stateEvent(EventState, "", "resists "+p.Power.Name))
	}
	return false, nil
}

// shakeOffLowered (swade): at the end of its turn a figure under Lower
// Trait rolls Spirit: a success gives back a step, a raise ends it.
func shakeOffLowered(b *Battle, f *Figure) error {
	if b.edition != SWADE {
		return nil
	}
	for i := 0; i < len(f.Effects); i++ {
		e := f.Effects[i]
		if e.Change != ChangeDie || e.Source.Kind != FromPower || e.Source.Name != "Lower Trait" {
			continue
		}
		mods := Mods(nil)
		if e.For == strongLower {
			mods = mods.With(strongLower, -2)
		}
		tr := f.TraitRoll(Spirit, withMods(b.Fight.JokerMods(f.ID), mods))
		tr.Name = "Spirit (Lower Trait)"
		res := b.RNG().TraitTest(tr)
		if err := b.Record(res.Event(f.ID, "")); err != nil {
			return err
		}
		if !res.Success {
			continue
		}
		trait := traitOf(e.Detail).Label()
		if res.Raises > 0 || e.Value >= -1 {
			f.Effects = append(append([]Effect(nil), f.Effects[:i]...), f.Effects[i+1:]...)
			i--
			if err := b.Record(f.stateEvent(EventState, "", fmt.Sprintf("shakes off Lower Trait: %s is back", trait))); err != nil {
				return err
			}
			continue
		}
		f.Effects = append([]Effect(nil), f.Effects...)
		f.Effects[i].Value++
		if err := b.Record(f.stateEvent(EventState, "", fmt.Sprintf("gets a step of %s back (Lower Trait)", trait))); err != nil {
			return err
		}
	}
	return nil
}
