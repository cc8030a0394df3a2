package rules

import "fmt"

// A benny spent to reroll a damage roll (revision 6): after the damage is
// thrown and before Soak, the attacker may spend a benny (its own, or the
// GM's pool for the GM's figures) to roll the whole damage again, the
// raise's die included; the better total counts, as with a trait test's
// reroll. swade lets any figure do it (BennyRerollsDamage) and No Mercy
// adds +2 to the reroll; in deluxe only No Mercy gives the reroll. The
// question goes through the battle's Reroll policy, as a trait reroll's,
// and its answers are kept in order in the action's Rerolls, so replays
// and undo throw the same dice; a revision that offered no damage reroll
// asks nothing and records nothing.

// DamageReroll is the What of a damage reroll question (RerollPolicy): the
// result is the damage total (Total) against the victim's Toughness (TN),
// Success when it reaches it.
const DamageReroll = "damage"

// damageRerolls offers the attacker's benny rerolls of d against t while
// they could matter (damageImprovable) and the policy says yes: each
// spends a benny and the better roll counts; the rolls thrown away go with
// the roll that counts (DamageRoll.Thrown), for the log.
func (b *Battle) damageRerolls(t *Figure, d DamageRoll) (DamageRoll, error) {
	f := b.Figure(d.Spec.Who)
	if f == nil || f == t || f.Side == t.Side || !b.mayRerollDamage(f) {
		return d, nil
	}
	for b.HasBenny(f) && b.damageImprovable(t, d) {
		view := damageView(t, d)
		if !b.rerollAsk(f, DamageReroll, view, nil) {
			break
		}
		what := fmt.Sprintf("a reroll of damage (%d vs Toughness %d)", view.Total, view.TN)
		if err := b.Record(b.Fight.SpendFor(f, what)); err != nil {
			return d, err
		}
		spec := d.Spec
		if n := b.Rules.NoMercyMod; n != 0 && f.feature(featNoMercy) > 0 {
			spec.Extra = withMods(spec.Extra, Mods{{Name: "No Mercy", Value: n}})
		}
		again := b.RNG().RollDamage(spec)
		thrown := append([]ThrownRoll(nil), d.Thrown...)
		if again.Total > d.Total {
			again.Thrown = append(thrown, damageThrown(t, d))
			d = again
		} else {
			d.Thrown = append(thrown, damageThrown(t, again))
		}
	}
	return d, nil
}

// mayRerollDamage: the rules let f spend a benny on its damage (any
// figure in swade, revision 6; a figure with No Mercy in either edition).
func (b *Battle) mayRerollDamage(f *Figure) bool {
	return b.Rules.BennyRerollsDamage || f.feature(featNoMercy) > 0
}

// damageImprovable: a reroll of d could still matter to t: t is up, the
// damage is not ignored (Immunity) and it does not already Incapacitate
// t before Soak.
func (b *Battle) damageImprovable(t *Figure, d DamageRoll) bool {
	if t.Incapacitated || t.Dead || d.Spec.Ignored != "" {
		return false
	}
	tough, _ := damageTN(t, d.Spec)
	e := EffectOf(d.Total, tough, t.ShakenWounds())
	w := e.Wounds
	if d.Spec.NoWounds != "" {
		w = 0
	}
	if c := d.Spec.WoundCap; c > 0 {
		w = min(w, c)
	}
	return w == 0 || t.Wounds+w <= t.MaxWounds()
}

// damageView is d as a reroll question reads it: its total against t's
// Toughness.
func damageView(t *Figure, d DamageRoll) TraitResult {
	tough, _ := damageTN(t, d.Spec)
	v := TraitResult{Total: d.Total, TN: tough, Success: d.Total >= tough}
	v.Raises = RaisesOver(d.Total, tough)
	return v
}

// damageThrown is d as a roll thrown away, with what it would have done.
func damageThrown(t *Figure, d DamageRoll) ThrownRoll {
	tough, _ := damageTN(t, d.Spec)
	return ThrownRoll{Rolls: d.Rolls, Total: d.Total, Outcome: EffectOf(d.Total, tough, t.ShakenWounds()).String()}
}
