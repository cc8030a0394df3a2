package rules

// harmless says whether weapon w (nil: bare hands) in who's hands can do
// nothing to target, whatever it rolls (an Immunity, Heavy Armor, an
// Ethereal foe): Plain spends no attack on it.
func harmless(b *Battle, who string, w *Weapon, target string) bool {
	var h harm
	return h.harmless(b, who, w, target)
}

// harm is harmless for one attacker and weapon against target after
// target: the blow's damage is worked out once, at the first foe whose
// abilities may stop it.
type harm struct {
	spec DamageSpec
	have bool
}

func (h *harm) harmless(b *Battle, who string, w *Weapon, target string) bool {
	t := b.Figure(target)
	if t == nil || !t.HasEffects() {
		return false // most foes: the attacker need not be looked up
	}
	f := b.Figure(who)
	if f == nil {
		return false
	}
	if !h.have {
		if w != nil {
			h.spec = WeaponDamage(f, *w)
		} else {
			h.spec = UnarmedDamage(f)
		}
		h.have = true
	}
	return t.ignores(h.spec)
}
