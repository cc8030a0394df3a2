package rules

import "strings"

// Natural weapons from a stat block's abilities ("Claws: Str+d6", "Bite:
// Str+d4"): each becomes a melee weapon of the figure, Natural (always
// armed, never disarmed: natural.go), unless the figure already has a
// weapon of that name. Each attack with one is its own action under the
// Multi-Action rules (CHARACTERS.md 6.11), as with any weapon.

// naturalWeapons are the ability names read as natural weapons, with the
// damage a name alone gets.
var naturalWeapons = []struct{ name, damage, note string }{
	{"Claws", "Str+d4", ""},
	{"Bite", "Str+d4", "biting a foe it holds in a grapple is an ordinary attack"},
	{"Horns", "Str+d4", ""},
	{"Gore", "Str+d6", "the charge bonus is not automated"},
	{"Fangs", "Str+d4", ""},
	{"Talons", "Str+d4", ""},
	{"Tail", "Str+d4", ""},
	{"Slam", "Str+d4", ""},
	{"Kick", "Str+d4", ""},
	{"Hooves", "Str+d4", ""},
	{"Beak", "Str+d4", ""},
	{"Tusks", "Str+d6", ""},
	{"Pincers", "Str+d6", ""},
	{"Sting", "Str+d4", "its poison is a Poison ability of its own"},
	{"Stinger", "Str+d4", "its poison is a Poison ability of its own"},
	{"Tentacles", "Str+d6", ""},
}

func init() {
	for _, nw := range naturalWeapons {
		def := nw.damage
		RegisterEntry(Entry{Kind: FromAbility, Name: nw.name, Fight: true, Param: TextParam, Note: nw.note,
			Validate: func(w Written) error {
				if w.Detail == "" {
					return nil
				}
				_, err := ParseDamage(naturalDamageText(w.Detail))
				return err
			},
			Grant: func(_ Edition, w Written) []Effect {
				d := def
				if w.Detail != "" {
					d = naturalDamageText(w.Detail)
				}
				return []Effect{{Change: ChangeWeapon, Detail: d}}
			}})
	}
}

// naturalDamageText is the damage part of a detail: "Str+d6" of "Str+d6,
// AP 2" or "Str+d6 (reach 1)" (what follows is kept in the name only).
func naturalDamageText(s string) string {
	for _, sep := range []string{",", "(", ";"} {
		if i := strings.Index(s, sep); i >= 0 {
			s = s[:i]
		}
	}
	return strings.TrimSpace(s)
}

// armNatural gives the figure a Natural melee weapon for each weapon
// effect it has none of that name for (Figure.Grant).
func (f *Figure) armNatural() {
	for _, e := range f.granted {
		if e.Change != ChangeWeapon {
			continue
		}
		if WeaponIndex(f, e.Source.Name) >= 0 {
			continue
		}
		d, err := ParseDamage(e.Detail)
		if err != nil {
			continue // Lookup refused it already
		}
		if e.For == breathFor { // a Breath Weapon: a cone that may be evaded (abilities_attacks.go)
			f.Weapons = append(f.Weapons, Weapon{Name: e.Source.Name, Damage: d, RoF: 1, Template: Cone, Evadable: true, Pistol: true})
			f.Ammo = append(f.Ammo, 0)
			continue
		}
		f.Weapons = append(f.Weapons, Weapon{Name: e.Source.Name, Damage: d, Natural: true, RoF: 1})
		f.Ammo = append(f.Ammo, 0)
	}
}
