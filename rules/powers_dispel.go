package rules

import "fmt"

// Dispel (swade): the caster's activation roll against the arcane skill
// of whoever cast the power it aims at (an opposed roll: the other
// caster keeps its power on a tie); the dispeller is -2 when that caster
// has another arcane skill. Winning ends the power's effects on the
// target, and with a raise the target is Distracted. Dispel aims at the
// power last put on the target (Multiple Powers, +3: every power on it).
// A power whose caster is gone or unknown (Lower Trait, Blind: nobody
// keeps them up) falls to the activation's success alone (our reading).

func init() {
	registerPower(
		&Power{Name: "Dispel", Kind: PowerEffect, PP: 1, Range: RangeSmarts},
		nil,
		PowerRules{Check: checkDispel, On: dispel, Mods: dispelMods, Place: dispelAreas})
	registerMods(PowerMod{Name: "Multiple Powers", PP: 3, For: []string{"Dispel"}},
		PowerMod{Name: "Range", PP: 1, For: []string{"Dispel"}})
	RegisterHelp(HelpEntry{Key: "dispel", Title: "Dispel", Text: "Dispel pits the caster's arcane roll against the arcane roll of whoever cast the power on its target (-2 if that caster's arcane skill is another one); " +
		"winning ends the power last put on the target (every power on it with Multiple Powers, +3), and a raise leaves the target Distracted too. " +
		"Cast at a point (or with the choice area at a figure standing in it) it ends a Light, a Darkness, a Silence (from rules revision 9) or a Barrier there: all of that caster's power of the name."})
}

// dispelled are the powers a Dispel casting ends on t (name and the
// caster keeping it, "" none), the last put on first.
func dispelled(p *CastPlan, t *Figure) [][2]string {
	var out [][2]string
	for i := len(t.Effects) - 1; i >= 0; i-- {
		e := t.Effects[i]
		if e.Source.Kind != FromPower {
			continue
		}
		k := [2]string{e.Source.Name, e.By}
		dup := false
		for _, o := range out {
			dup = dup || o == k
		}
		if !dup {
			out = append(out, k)
		}
		if !p.hasMod("Multiple Powers") {
			break
		}
	}
	return out
}

func checkDispel(b *Battle, p *CastPlan, t *Figure) error {
	if len(dispelled(p, t)) == 0 {
		return fmt.Errorf("%s carries no power to dispel", b.name(t.ID))
	}
	return nil
}

// dispelMods: -2 when the power's caster has another arcane skill.
func dispelMods(b *Battle, p *CastPlan) Mods {
	aimed := p.areas
	if len(aimed) == 0 && len(p.Targets) > 0 {
		aimed = dispelled(p, p.Targets[0])
	}
	for _, k := range aimed {
		if c := b.Figure(k[1]); c != nil && c.Arcane != nil && c.Arcane.Skill != p.Skill {
			return Mods{}.With("another Arcane Background", -2)
		}
	}
	return nil
}

// dispelRoll is the opposed roll against the caster keeping the power up:
// it rolls its arcane skill against the Dispel's total and keeps the
// power on a tie. A caster gone, out of the fight or with no arcane
// skill does not roll: the Dispel wins.
func (b *Battle) dispelRoll(p *CastPlan, power, caster string) (bool, error) {
	c := b.Figure(caster)
	if c == nil || c.Arcane == nil || c.Dead || c.Incapacitated {
		return true, nil
	}
	tr := c.TraitRoll(c.Arcane.Skill, b.Fight.JokerMods(c.ID))
	tr.Name = fmt.Sprintf("%s (against Dispel)", c.Arcane.Skill.Label())
	tr.TN = p.Total
	res := b.RNG().TraitTest(tr)
	if err := b.Record(res.Event(c.ID, "")); err != nil {
		return false, err
	}
	return !res.Success, nil
}

func dispel(b *Battle, p *CastPlan, t *Figure, raise bool) error {
	ended := false
	for _, k := range dispelled(p, t) {
		won, err := b.dispelRoll(p, k[0], k[1])
		if err != nil {
			return err
		}
		if !won {
			if err := b.Record(t.stateEvent(EventState, "", "keeps "+k[0]+" (Dispel fails)")); err != nil {
				return err
			}
			continue
		}
		ended = true
		if err := b.dispelOne(t, k[0], k[1]); err != nil {
			return err
		}
	}
	if raise && ended && !t.Distracted {
		t.Distracted = true
		return b.Record(t.stateEvent(EventState, "Dispel", "Distracted"))
	}
	return nil
}

// dispelOne takes the power's effects off t (Entangle's hold with them).
func (b *Battle) dispelOne(t *Figure, power, by string) error {
	var kept []Effect
	for _, e := range t.Effects {
		if !(e.Source.Kind == FromPower && e.Source.Name == power && e.By == by) {
			kept = append(kept, e)
		}
	}
	t.Effects = kept
	if power == "Entangle" && !hasFeatureEffect(t, featureEntangled) {
		t.Entangled, t.Bound = false, false
	}
	return b.Record(t.stateEvent(EventState, "Dispel", "no longer has "+power))
}
