package rules

import "strings"

// Monster special abilities (CHARACTERS.md section 4): one registry entry
// each. What a number changes is a plain effect (Armor +2 is armor); what
// needs the engine (Hardy, Fear) is read by name where the rule acts.

// SizeMin and SizeMax bound a Size (the Size Table runs from -4 to 20).
const (
	SizeMin = -4
	SizeMax = 20
)

func init() {
	RegisterEntry(Entry{Kind: FromAbility, Name: "Armor", Fight: true, Param: NumberParam, Min: 1, Max: 30, NeedsParam: true,
		Grant: func(_ Edition, w Written) []Effect {
			return []Effect{{Change: ChangeArmor, Value: w.Number}}
		}})
	// Size sets the figure's Size (Figure.Grant), which gives Toughness
	// and, in swade, Scale and extra Wounds.
	RegisterEntry(Entry{Kind: FromAbility, Name: "Size", Fight: true, Param: NumberParam, Min: SizeMin, Max: SizeMax, NeedsParam: true,
		Grant: func(Edition, Written) []Effect { return nil }})
}

// ShieldEffects are what a shield gives under an edition. swade: small
// Parry +1; medium Parry +2 and -2 to ranged attacks as cover; large Parry
// +2 and -4 as cover (the cover is taken from every side: battlemat has no
// facing). deluxe: small Parry +1, medium +1, large +2 (their armor
// against ranged attacks is not automated).
func ShieldEffects(ed Edition, shield string) []Effect {
	src := Source{Kind: FromGear, Name: shield + " shield"}
	parry := map[string]int{"small": 1, "medium": 2, "large": 2}
	cover := map[string]int{"medium": -2, "large": -4}
	if ed == Deluxe {
		parry = map[string]int{"small": 1, "medium": 1, "large": 2}
		cover = nil
	}
	if parry[shield] == 0 {
		return nil
	}
	out := []Effect{{Source: src, Change: ChangeParry, Value: parry[shield]}}
	if c := cover[shield]; c != 0 {
		out = append(out, Effect{Source: src, Change: ChangeAttacked, Detail: AttackRanged, Value: c, When: WhenRanged, AsCover: true})
	}
	return out
}

func init() {
	swade := []Edition{SWADE}
	deluxe := []Edition{Deluxe}
	// Swat (swade): up to 4 points of Scale penalty ignored (scale.go).
	// From revision 9 only with the attacks its block names (scale.go):
	// the words after the name are kept in For.
	RegisterEntry(Entry{Kind: FromAbility, Name: "Swat", Editions: swade, Fight: true, Param: TextParam,
		Grant: func(_ Edition, w Written) []Effect {
			return []Effect{{Change: ChangeScale, Value: SwatMax, For: strings.TrimSpace(w.Detail)}}
		},
		Note: "from revision 9 only with the attacks its block names (\"Swat (Bite, Claws)\"), with every attack when it names none; before, with every attack"})
	// Resilient and Very Resilient (swade, Extras only): 1 and 2 more
	// Wounds before Incapacitation (Figure.MaxWounds).
	RegisterEntry(Entry{Kind: FromAbility, Name: "Resilient", Editions: swade, Fight: true,
		Grant: func(Edition, Written) []Effect { return []Effect{{Change: ChangeWounds, Value: 1}} }})
	RegisterEntry(Entry{Kind: FromAbility, Name: "Very Resilient", Editions: swade, Fight: true,
		Grant: func(Edition, Written) []Effect { return []Effect{{Change: ChangeWounds, Value: 2}} }})
	// Deluxe's size abilities: attackers add the modifier (the target's
	// alone: CHARACTERS.md 6.22). In swade Size gives Scale instead.
	for _, s := range []struct {
		name string
		mod  int
	}{{"Small", -2}, {"Large", 2}, {"Huge", 4}, {"Gargantuan", 4}} {
		mod := s.mod
		RegisterEntry(Entry{Kind: FromAbility, Name: s.name, Editions: deluxe, Fight: true,
			Grant: func(Edition, Written) []Effect {
				return []Effect{{Change: ChangeAttacked, Value: mod}}
			}})
	}
}

// ShakenWounds says whether a Shaken result on the figure becomes a Wound:
// it is Shaken and not Hardy.
func (f *Figure) ShakenWounds() bool {
	return f.Shaken && !(f.HasEffects() && effectCtx{f: f}.has(ChangeHardy, ""))
}

func init() {
	// Hardy (both): a second Shaken does not Wound it.
	RegisterEntry(Entry{Kind: FromAbility, Name: "Hardy", Fight: true,
		Grant: func(Edition, Written) []Effect { return []Effect{{Change: ChangeHardy}} }})
}

// What an Immune effect's Detail names besides damage types.
const (
	ImmuneCalled   = "called"   // no extra damage from called shots
	ImmuneBleeding = "bleeding" // never Bleeding Out
	ImmunePoison   = "poison"
	ImmuneDisease  = "disease"
	ImmuneFear     = "fear" // Fear checks and Intimidation
)

// ImmuneTo says whether one of the figure's effects makes it immune to
// what is named (a damage type, or one of the Immune constants).
func (f *Figure) ImmuneTo(what string) bool {
	return f.HasEffects() && effectCtx{f: f}.has(ChangeImmune, what)
}

// ignoredWounds is how many points of Wound penalty the figure's effects
// ignore (Undead, Construct, Nerves of Steel...), never more than it has.
func (f *Figure) ignoredWounds() int {
	if !f.HasEffects() {
		return 0
	}
	return max(effectCtx{f: f}.sum(ChangeIgnoreWounds, ""), 0)
}

// ignoredFatigue is how many points of Fatigue penalty the figure's
// effects ignore (Relief's numb).
func (f *Figure) ignoredFatigue() int {
	if !f.HasEffects() {
		return 0
	}
	return max(effectCtx{f: f}.sum(ChangeIgnoreFatigue, ""), 0)
}

// DamageAgainst is spec as it meets the figure: its Immunity, Weakness,
// Heavy Armor, Invulnerability and Unstoppable (abilities_damage.go), and
// no called-shot bonus against one immune to it (Undead, Elementals).
func (f *Figure) DamageAgainst(spec DamageSpec) DamageSpec {
	if !f.HasEffects() {
		return spec
	}
	spec = f.powerDamageIn(f.damageIn(spec))
	if f.ImmuneTo(ImmuneCalled) {
		spec.HeadVitals = false
		var extra Mods
		for _, m := range spec.Extra {
			if m.Name != "small target" && m.Name != "tiny target" {
				extra = append(extra, m)
			}
		}
		spec.Extra = extra
	}
	return spec
}

func immune(what ...string) []Effect {
	out := make([]Effect, len(what))
	for i, w := range what {
		out[i] = Effect{Change: ChangeImmune, Detail: w}
	}
	return out
}

func init() {
	// Undead. swade: Toughness +2, +2 to recover from Shaken, no extra
	// damage from called shots, 1 point of Wound penalty ignored, never
	// Bleeding Out, immune to poison and disease. deluxe: the first three
	// only (its blocks say when wound penalties go: 6.25).
	RegisterEntry(Entry{Kind: FromAbility, Name: "Undead", Fight: true,
		Grant: func(ed Edition, _ Written) []Effect {
			out := []Effect{{Change: ChangeToughness, Value: 2}, {Change: ChangeUnshake, Value: 2}}
			out = append(out, immune(ImmuneCalled, ImmunePoison, ImmuneDisease)...)
			if ed == SWADE {
				out = append(out, Effect{Change: ChangeIgnoreWounds, Value: 1})
				out = append(out, immune(ImmuneBleeding)...)
			}
			return out
		}})
	// Construct. swade: +2 to recover from Shaken, 1 point of Wound
	// penalty ignored, never Bleeding Out, immune to poison and disease.
	// deluxe: +2 to recover from Shaken, no extra damage from called
	// shots, immune to poison and disease; a Wild Card ignores every Wound
	// penalty (3 points: they never pass -3), an Extra too before
	// revision 10 (ConstructWildOnly, abilities_tenth.go).
	RegisterEntry(Entry{Kind: FromAbility, Name: "Construct", Fight: true,
		Grant: func(ed Edition, _ Written) []Effect {
			out := []Effect{{Change: ChangeUnshake, Value: 2}}
			out = append(out, immune(ImmunePoison, ImmuneDisease)...)
			if ed == SWADE {
				out = append(out, Effect{Change: ChangeIgnoreWounds, Value: 1})
				return append(out, immune(ImmuneBleeding)...)
			}
			return append(out, append(immune(ImmuneCalled), Effect{Change: ChangeIgnoreWounds, Value: MaxWoundPenalty})...)
		},
		Note: "deluxe, before revision 10: an Extra ignores its Wound penalties too, not only a Wild Card"})
	// Elemental. swade: no extra damage from called shots, 1 point of
	// Wound penalty ignored, immune to poison and disease. deluxe: no
	// extra damage from called shots, Fearless, immune to poison and
	// disease.
	RegisterEntry(Entry{Kind: FromAbility, Name: "Elemental", Fight: true,
		Grant: func(ed Edition, _ Written) []Effect {
			out := immune(ImmuneCalled, ImmunePoison, ImmuneDisease)
			if ed == SWADE {
				return append(out, Effect{Change: ChangeIgnoreWounds, Value: 1})
			}
			return append(out, immune(ImmuneFear)...)
		}})
	// Fearless: immune to Fear and Intimidation.
	RegisterEntry(Entry{Kind: FromAbility, Name: "Fearless", Fight: true,
		Grant: func(Edition, Written) []Effect { return immune(ImmuneFear) }})
}
