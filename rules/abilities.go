package rules

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
