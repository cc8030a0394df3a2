package rules

import (
	"fmt"
	"strings"
)

// What damage does to a creature (CHARACTERS.md 4.1): Immunity and
// Weakness by damage type, Environmental Resistance and Weakness,
// Invulnerability, Heavy Armor (only Heavy Weapons harm it), Ethereal
// (only magic harms it), Unstoppable (one Wound an attack at most) and the
// attacks that are Heavy Weapons. A damage type is a weapon's
// damage_type (blunt, cutting, piercing, fire).

// EnvironmentalMod is Environmental Resistance's and Weakness's change to
// damage of their type; WeaknessMod is what a Weakness adds.
const (
	EnvironmentalMod = 4
	WeaknessMod      = 4
)

func init() {
	typed := func(name string, grant func(w Written) []Effect, note string) {
		RegisterEntry(Entry{Kind: FromAbility, Name: name, Fight: true, Param: TextParam, NeedsParam: true, Note: note,
			Grant: func(_ Edition, w Written) []Effect { return grant(w) }})
	}
	typed("Immunity", func(w Written) []Effect { return []Effect{{Change: ChangeImmune, Detail: w.Detail}} }, "")
	typed("Weakness", func(w Written) []Effect {
		return []Effect{{Change: ChangeWeakness, Detail: w.Detail, Value: WeaknessMod}}
	}, "from revision 10 the effect written after its type: +N damage of it, or double; +4 with the type alone; a block's other weaknesses (only that type hurts it) stay notes")
	typed("Environmental Resistance", func(w Written) []Effect {
		return []Effect{{Change: ChangeDamageIn, Detail: w.Detail, Value: -EnvironmentalMod}}
	}, "its +4 to resist hazards and powers of the type is not automated")
	typed("Environmental Weakness", func(w Written) []Effect {
		return []Effect{{Change: ChangeDamageIn, Detail: w.Detail, Value: EnvironmentalMod}}
	}, "its -4 to resist hazards and powers of the type is not automated")
	RegisterEntry(Entry{Kind: FromAbility, Name: "Invulnerability", Fight: true, Param: TextParam,
		Grant: func(_ Edition, w Written) []Effect { return []Effect{{Change: ChangeInvulnerable, Detail: w.Detail}} },
		Note:  "only damage of the type in brackets Wounds it"})
	RegisterEntry(Entry{Kind: FromAbility, Name: "Heavy Armor", Fight: true,
		Grant: func(Edition, Written) []Effect { return []Effect{{Change: ChangeHeavyArmor}} }})
	RegisterEntry(Entry{Kind: FromAbility, Name: "Ethereal", Fight: true,
		Grant: func(Edition, Written) []Effect { return []Effect{{Change: ChangeEthereal}} },
		Note:  "walking through walls is not automated"})
	RegisterEntry(Entry{Kind: FromAbility, Name: "Unstoppable", Fight: true,
		Grant: func(Edition, Written) []Effect { return []Effect{{Change: ChangeWoundCap, Value: 1}} }})
	// Gargantuan in swade: Heavy Armor, its attacks Heavy Weapons (its
	// Size gives the Wounds and Scale).
	RegisterEntry(Entry{Kind: FromAbility, Name: "Heavy Weapon", Aliases: []string{"Heavy Weapons"}, Fight: true,
		Grant: func(Edition, Written) []Effect { return []Effect{{Change: ChangeHeavyWeapon}} }})
}

// HasHeavyWeapons: the figure's attacks are Heavy Weapons.
func (f *Figure) HasHeavyWeapons() bool {
	return f.HasEffects() && effectCtx{f: f}.has(ChangeHeavyWeapon, "")
}

// Carries says whether the damage is of the kind a Weakness, Immunity
// or Invulnerability names: its damage type or the weapon's material,
// whatever the case ("Weakness (Silver)" meets material: silver).
func (spec DamageSpec) Carries(kind string) bool {
	k := NameKey(kind)
	return k != "" && ((spec.Type != "" && k == NameKey(string(spec.Type))) || (spec.Material != "" && k == NameKey(spec.Material)))
}

// damageIn is what the figure's effects do to damage of spec's type.
func (f *Figure) damageIn(spec DamageSpec) DamageSpec {
	c := effectCtx{f: f}
	typ := string(spec.Type)
	spec.Extra = append(Mods(nil), spec.Extra...) // the caller's list stays as it was
	weak := false
	all := [2][]Effect{f.granted, f.Effects} // AllEffects' order, without its copy
	for _, es := range all {
		for _, e := range es {
			switch {
			case e.Change == ChangeWeakness && spec.Carries(e.Detail):
				if e.For == WeaknessDoubles { // revision 10's "Weakness (fire, double)"
					if spec.Double == "" {
						spec.Double = "Weakness (" + e.Detail + ")"
					}
				} else {
					spec.Extra = spec.Extra.With("Weakness ("+e.Detail+")", e.Value)
				}
				weak = true
			case e.Change == ChangeDamageIn && e.Detail != "" && typ != "" && NameKey(e.Detail) == NameKey(typ):
				spec.Extra = spec.Extra.With(e.Name()+" ("+e.Detail+")", e.Value)
			}
		}
	}
	if n := wardOf(f); spec.Power != "" && n > 0 {
		spec.Extra = spec.Extra.With("Arcane Protection", -n)
	}
	switch { // ignores below asks the same: keep them together
	case typ != "" && c.has(ChangeImmune, typ):
		spec.Ignored = fmt.Sprintf("immune to %s", typ)
	case spec.Material != "" && c.has(ChangeImmune, spec.Material):
		spec.Ignored = fmt.Sprintf("immune to %s", strings.ToLower(spec.Material))
	case c.has(ChangeHeavyArmor, "") && !spec.Heavy:
		spec.Ignored = "Heavy Armor: only a Heavy Weapon harms it"
	case c.has(ChangeEthereal, "") && !spec.Magic:
		spec.Ignored = "Ethereal: only magic harms it"
	}
	if spec.Ignored == "" {
		for _, es := range all {
			for _, e := range es {
				if e.Change == ChangeInvulnerable && (e.Detail == "" || !spec.Carries(e.Detail)) {
					spec.NoWounds = "Invulnerable"
				}
			}
		}
	}
	if !spec.Joker && !weak && c.has(ChangeWoundCap, "") {
		spec.WoundCap = 1 // Unstoppable: not against a Joker or its Weakness (6.23)
	}
	return spec
}

// ignores is DamageAgainst(spec).Ignored != "" without working out the
// rest of the damage (the weaknesses, wards and resistances, which leave
// Ignored as it is): the plain tactic asks it of every foe it might
// shoot, every turn.
func (f *Figure) ignores(spec DamageSpec) bool {
	if !f.HasEffects() {
		return spec.Ignored != ""
	}
	c := effectCtx{f: f}
	typ := string(spec.Type)
	switch {
	case typ != "" && c.has(ChangeImmune, typ),
		spec.Material != "" && c.has(ChangeImmune, spec.Material),
		c.has(ChangeHeavyArmor, "") && !spec.Heavy,
		c.has(ChangeEthereal, "") && !spec.Magic:
		return true
	}
	return spec.Ignored != ""
}
