package rules

import "fmt"

// MeleeResolver, when set, resolves melee attacks the battle needs on its
// own (free attacks on a figure withdrawing from melee). The melee rules
// (rules/melee*.go) set it from init to their full resolution; until then
// the minimal one below is used.
var MeleeResolver func(b *Battle, attacker, defender string, free bool) error

// resolveMelee makes one melee attack of attacker on defender: a free
// attack (free) takes no action of the attacker's turn.
func (b *Battle) resolveMelee(attacker, defender string, free bool) error {
	if MeleeResolver != nil {
		return MeleeResolver(b, attacker, defender, free)
	}
	return b.minimalMelee(attacker, defender)
}

// minimalMelee is a plain Fighting attack with the attacker's first melee
// weapon (unarmed without one) against the defender's Parry, with Gang Up,
// a prone defender, an unarmed defender and the Joker; a hit rolls
// Strength plus the weapon, +1d6 on a raise.
func (b *Battle) minimalMelee(attacker, defender string) error {
	a, d := b.Figure(attacker), b.Figure(defender)
	if a == nil || d == nil {
		return fmt.Errorf("no figure %q or %q", attacker, defender)
	}
	spec := UnarmedDamage(a)
	for _, w := range a.Weapons {
		if !w.Ranged() && w.Template == NoTemplate {
			spec = WeaponDamage(a, w)
			break
		}
	}
	mods := append(Mods(nil), b.Fight.JokerMods(attacker)...)
	mods = mods.With("Gang Up", b.Table.GangUp(attacker, defender))
	if !armedInMelee(d) && spec.Weapon != "unarmed" {
		mods = mods.With("unarmed defender", UnarmedDefenderMod)
	}
	if d.Vulnerable {
		mods = mods.With("Vulnerable", VulnerableMod)
	}
	parry := d.Parry()
	if d.Prone {
		parry += b.Rules.ProneMeleeParry
	}
	tr := a.TraitRoll(Fighting, mods)
	tr.TN = max(parry, 1)
	res := b.RNG().TraitTest(tr)
	ev := res.Event(attacker, defender)
	ev.Weapon = spec.Weapon
	ev.Outcome = hitWord(res.Success, res.Raises, res.CriticalFailure)
	if err := b.Record(ev); err != nil {
		return err
	}
	if !res.Success {
		return nil
	}
	spec.Raise = res.Raises > 0
	spec.Joker = b.Fight.Init.Joker(attacker)
	_, err := b.Damage(spec, d)
	return err
}

// Named to-hit modifiers of attacks.
const (
	UnarmedDefenderMod = 2 // attacking a foe with no melee weapon
	VulnerableMod      = 2 // attacking a Vulnerable foe
)

// armedInMelee reports whether the figure holds a melee weapon.
func armedInMelee(f *Figure) bool {
	for _, w := range f.Weapons {
		if !w.Ranged() && w.Template == NoTemplate {
			return true
		}
	}
	return false
}

// hitWord names an attack roll's result: "hit", "hit with a raise",
// "hit with 2 raises", "miss", "critical failure".
func hitWord(ok bool, raises int, crit bool) string {
	switch {
	case crit:
		return "critical failure"
	case !ok:
		return "miss"
	case raises == 1:
		return "hit with a raise"
	case raises > 1:
		return fmt.Sprintf("hit with %d raises", raises)
	}
	return "hit"
}
