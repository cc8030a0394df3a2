package rules

// The rules help's entries on powers, in plain words.

func init() {
	RegisterHelp(
		HelpEntry{Key: "powers", Title: "Casting powers (Arcane Background)", Text: "An Arcane Background is a figure's arcane skill, Power Points and powers (the scenario's arcane: and powers:). A caster rolls its arcane skill (Faith, Spellcasting, Psionics...) against 4 to start a power, as an action. " +
			"On a success it pays the power's Power Points and the power works, better with a raise; on a failure nothing happens and it loses 1 Power Point (deluxe: all of them). " +
			"A swade caster short of points may still try at -1 per point missing, but a failure then counts as a Critical Failure. " +
			"A Critical Failure is Backlash: a level of Fatigue, and every power the caster keeps up ends. " +
			"Range is a maximum measured on the map (Smarts: as many inches as the Smarts die), with no range bands in swade, and the caster must see its target."},
		HelpEntry{Key: "maintaining", Title: "Keeping a power up", Text: "A power with a Duration lasts that many of the caster's rounds (swade: 5; deluxe: 3). " +
			"Before it ends the caster may renew it for 1 Power Point per recipient (deluxe: the upkeep each round), with no penalty to its other castings. " +
			"The caster may drop it at any time as a free action (all recipients at once); Backlash drops all of them."},
		HelpEntry{Key: "boost_lower_trait", Title: "Boost and Lower Trait", Text: "Boost Trait raises one of the recipient's traits a die type (two with a raise) while the caster keeps it up. " +
			"Lower Trait drops a foe's trait a die type (two with a raise, never below d4); at the end of each of its turns the victim rolls Spirit: a success wins one step back, a raise shakes it off. " +
			"In deluxe the victim resists at once with Spirit against the casting roll. Two castings on one trait do not add up: the biggest counts."},
		HelpEntry{Key: "entangle", Title: "Entangle", Text: "Entangle holds its target fast: Entangled (it cannot move), Bound with a raise (it can do nothing but try to get free). " +
			"Breaking free is an action: Athletics, or Strength at -2 if that is better; a success loosens Bound to Entangled or frees an Entangled figure, a raise frees it outright. " +
			"In deluxe an Agility roll dodges it. With +2 or +3 Power Points it fills a Medium or Large Blast."},
		HelpEntry{Key: "confusion_fear", Title: "Confusion and Fear", Text: "Confusion fills a Medium Blast: everyone under it is Distracted or Vulnerable (the caster picks one for all), both with a raise, with no roll to resist; it lasts to the end of each victim's next turn. " +
			"Fear makes its target check its nerve with Spirit (at -2 after a raise); an Extra that fails is Panicked, a Wild Card rolls on the Fear Table (+2 after a raise)."},
		HelpEntry{Key: "sloth_speed", Title: "Sloth and Speed", Text: "Sloth halves a foe's Pace (rounded up) until it shakes it off with a Spirit roll at the end of one of its turns; after a raise its moving also counts as an action. " +
			"Speed doubles an ally's Pace while the caster keeps it up, and after a raise the ally runs without the running penalty; with Quickness (+2 Power Points) the ally's penalty for taking several actions in a turn is 2 less (none for two actions)."},
		HelpEntry{Key: "invisibility_teleport", Title: "Invisibility and Teleport", Text: "Attacks at an invisible figure are -4 (-6 if the power was cast with a raise); templates, aimed at a point, ignore it. " +
			"Teleport moves its recipient to a free square up to 12\" away (24\" with a raise), -2 to cast if the caster cannot see where; leaving foes this way gives them no free attack. More recipients cost 1 each and land beside the first; Teleport Foe (+2) sends a foe the caster touches (Fighting +2) unless its Spirit matches the casting. " +
			"Aimed past 12\" without the raise, the figure lands on the nearest free square along the way within 12\"."},
		HelpEntry{Key: "havoc_damage_field", Title: "Havoc and Damage Field", Text: "Havoc fills a Medium Blast (or a Cone from the caster): everyone under it is Distracted and rolls Strength (at -2 after a raise); " +
			"who fails is hurled 2d6\" straight away from the centre (or the caster), and one stopped short by a wall, the map's edge or a figure takes 2d4 nonlethal damage. " +
			"A Damage Field makes its bearer hurt every adjacent figure, allies too, with 2d4 at the end of each of its turns, a roll each."},
		HelpEntry{Key: "light_darkness", Title: "Light and Darkness", Text: "Light makes everything within 3\" of a point Bright; Darkness makes it Dark (Pitch Darkness with a raise) whatever the lamps; where the two overlap it is Dim. " +
			"Both last longer than a fight: they go when their caster drops them or suffers Backlash."},
		HelpEntry{Key: "sound_silence", Title: "Sound and Silence", Text: "Silence (swade, 1 Power Point, from rules revision 8) hushes everything within 3\" of a point for 5 rounds: " +
			"a search for a hidden foe out of sight takes 4 when the searcher or the hider stands in it, and finds nothing at all if the Silence was cast with a raise. " +
			"Sound, its other half, only makes a noise somewhere: nothing a fight's numbers see, so it is not offered."},
		HelpEntry{Key: "power_modifiers", Title: "Power modifiers", Text: "Chosen before the roll for more Power Points (swade only): Armor Piercing (+1/+2/+3 for AP 2/4/6), Damage (+2: a die more), Heavy Weapon (+2), " +
			"Lingering Damage (+2: the damage again a die type lower at the victim's next turn), Range (+1: double), Selective (+1: the caster's side is left out of an area), " +
			"Fatigue (+2: whoever the damage Shakes or Wounds, who fails to resist Stun, Fear, Slumber or Havoc, or whose trait Lower Trait lowers, is also Fatigued, never Incapacitated by it), Hinder and Hurry (+1: Pace -2 or +2), Shroud (+1: attacks at the recipient -1), " +
			"Additional Recipients (usually +1 each), the larger or smaller templates, and Strong (+1: the victim's Spirit roll to shake off Lower Trait or Sloth, or Strength against Havoc, at -2)."},
	)
}
