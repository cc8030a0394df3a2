package rules

// Senses against the dark (CHARACTERS.md 4.3): Low Light Vision ignores
// the Dim and Dark penalties (not Pitch Darkness); Infravision halves the
// illumination penalty against a warm target (one neither Undead, a
// Construct nor an Elemental: those give off no heat), rounding the
// penalty left towards zero. Each shows in the attack's modifiers as the
// part of the light penalty it takes back ("+2 Low Light Vision").

// Senses, the Detail of a sense effect.
const (
	SenseLowLight    = "low_light"
	SenseInfravision = "infravision"
)

func init() {
	RegisterEntry(Entry{Kind: FromAbility, Name: "Low Light Vision", Fight: true,
		Grant: func(Edition, Written) []Effect { return []Effect{{Change: ChangeSense, Detail: SenseLowLight}} }})
	RegisterEntry(Entry{Kind: FromAbility, Name: "Infravision", Fight: true,
		Grant: func(Edition, Written) []Effect { return []Effect{{Change: ChangeSense, Detail: SenseInfravision}} },
		Note:  "it does not let a figure see a target hidden in Pitch Darkness"})
}

// coldTarget: the target gives off no heat for Infravision.
func coldTarget(t *Figure) bool {
	if t == nil || !t.HasEffects() {
		return false
	}
	cold := false
	for _, e := range t.granted {
		switch e.Source.Name {
		case "Undead", "Construct", "Elemental":
			cold = true
		}
	}
	return cold
}

// senseMods take back what the attacker's senses ignore of the light
// penalty among have (the attack's modifiers so far) against target.
func (b *Battle) senseMods(attacker, target *Figure, have Mods) Mods {
	if (attacker == nil || !attacker.HasEffects()) && (target == nil || len(target.Effects) == 0) {
		return nil
	}
	light, name := 0, ""
	for _, m := range have {
		switch m.Name {
		case Dim.String(), Dark.String(), Pitch.String():
			light, name = m.Value, m.Name
		}
	}
	if light >= 0 {
		return nil
	}
	back, by := 0, ""
	if attacker != nil && attacker.HasEffects() {
		c := effectCtx{b: b, f: attacker, other: target}
		if c.has(ChangeSense, SenseLowLight) && name != Pitch.String() {
			back, by = -light, "Low Light Vision"
		}
		if c.has(ChangeSense, SenseInfravision) && !coldTarget(target) {
			if n := -light - (-light)/2; n > back { // the penalty halved, rounded towards zero
				back, by = n, "Infravision"
			}
		}
	}
	// Darksight and Glow (powers_sight.go): the larger take-back counts.
	if n, who := darkBack(b, attacker, target, light, name); n > back {
		back, by = n, who
	}
	if attacker != nil && attacker.HasEffects() {
		c := effectCtx{b: b, f: attacker, other: target}
		if n := b.darkvision(c, attacker, target, light); n > back { // abilities_attacks.go
			back, by = n, "Darkvision"
		}
	}
	return Mods(nil).With(by, back)
}
