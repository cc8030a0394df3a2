package rules

// Rules help for Size and Scale, the GM's effects and each monster
// ability battlemat knows, in the project's own words.

func init() {
	RegisterHelp(
		HelpEntry{Key: "size_scale", Title: "Size and Scale", Text: "In swade every Size falls in a Scale: Tiny (-4) -6, Very Small (-3) -4, Small (-2) -2, Normal (-1 to 3) 0, " +
			"Large (4 to 7) +2, Huge (8 to 11) +4, Gargantuan (12 and up) +6. An attack roll adds the target's Scale and subtracts the attacker's, " +
			"shown as \"Scale\": a man swinging at a Huge dragon gets +4, the dragon biting him -4. Area attacks get none: they are aimed at a point. " +
			"Large, Huge and Gargantuan creatures take 1, 2 or 3 more Wounds before going down, Extras too; the Wound penalty still stops at -3. " +
			"Swat lets a big creature ignore up to 4 points of Scale penalty, from rules revision 9 only with the attacks its block names (Swat (Bite, Claws)), with all when it names none. Deluxe has no Scale: a block's Small, Large, Huge or Gargantuan gives attackers -2, +2, +4 or +4."},
		HelpEntry{Key: "effects", Title: "Effects on a figure", Text: "Edges, Hindrances, abilities, shields and the GM's rulings are effects: each changes one thing " +
			"(a trait roll, attacks against the figure, Parry, Toughness...) and shows by its name among a roll's modifiers. " +
			"The GM's effect action puts one on any figure, for instance Parry -2 until the end of its next turn; undo takes it off again."},
		HelpEntry{Key: "shields", Title: "Shields", Text: "A shield adds to Parry: small +1, medium +2, large +2 in swade (deluxe: +1, +1, +2). In swade a medium or large shield is also " +
			"cover against ranged attacks (-2, -4) that does not add to real cover: the larger of the two counts. Whoever carries one is no unarmed defender."},
	)
	ability := func(key, title, text string) {
		RegisterHelp(HelpEntry{Key: "ability_" + key, Title: title, Text: text})
	}
	ability("armor", "Armor +N", "Natural armor: a hide or shell that adds N to Toughness like worn armor, and that armor piercing cuts through the same way.")
	ability("size", "Size N", "The creature's Size: it adds to Toughness one for one, sets the base it stands on and, in swade, its Scale, the extra Wounds it takes and (from rules revision 7) the Reach of its natural weapons that name none: 1 when Large, 2 Huge, 3 Gargantuan.")
	ability("hardy", "Hardy", "Being Shaken again does not Wound a Hardy creature: only damage with a raise over its Toughness does.")
	ability("undead", "Undead", "Toughness +2 and +2 to recover from Shaken; called shots do no extra damage. In swade it also ignores a point of Wound penalty, "+
		"never bleeds out and shrugs off poison and disease.")
	ability("construct", "Construct", "+2 to recover from Shaken and immune to poison and disease. In swade it ignores a point of Wound penalty and never bleeds out; "+
		"in deluxe called shots do it no extra harm and it ignores Wound penalties.")
	ability("elemental", "Elemental", "Called shots do no extra damage and poison and disease do nothing. Swade: one point of Wound penalty ignored; deluxe: Fearless.")
	ability("fearless", "Fearless", "Never makes a Fear check and cannot be Intimidated (a test of Intimidation against it is refused).")
	ability("fear", "Fear -N", "The first time a figure of another side sees this kind of creature it checks Spirit at -N. An Extra that fails panics: it is Shaken and at once runs "+
		"its Pace and a running die away from the nearest foe; "+
		"a Wild Card rolls d20+N on the Fear Table (deluxe: the Fright Table): from a burst of adrenaline to Distracted, Vulnerable, Shaken, Stunned, a phobia or a heart attack.")
	ability("senses", "Low Light Vision, Infravision", "Low Light Vision ignores the penalties of dim and dark light, not pitch darkness. "+
		"Infravision halves any light penalty against a target that gives off heat (not the undead, constructs or elementals).")
	ability("resilient", "Resilient, Very Resilient", "Swade Extras only: one (Very Resilient: two) more Wounds before going down, on top of what Size gives.")
	ability("damage_types", "Immunity, Weakness, Invulnerability", "Immunity (fire): fire does it no harm at all. Weakness (fire): fire does 4 more damage; written with its effect it does that from rules revision 10: Weakness (fire, +2) 2 more, Weakness (fire, double) twice the damage. "+
		"Environmental Resistance or Weakness: 4 less or 4 more damage of that kind. Invulnerability: damage Shakes it but never Wounds it, except the kind its block names. "+
		"A weapon's damage_type or its material (silver, cold iron) says the kind.")
	ability("heavy_armor", "Heavy Armor, Heavy Weapons", "Only a Heavy Weapon can hurt a creature or vehicle with Heavy Armor, however high the damage. A weapon marked heavy, "+
		"or any attack of a creature with Heavy Weapon, is one.")
	ability("unstoppable", "Unstoppable", "One attack Wounds it once at most, counted after Soak, unless the attacker acts on a Joker or strikes its Weakness.")
	ability("ethereal", "Ethereal", "Only magic harms it: every mundane attack passes through. (Walking through walls is left to the GM.)")
	ability("regeneration", "Regeneration", "Fast Regeneration: as its turn opens a Wounded creature rolls Vigor, even when down: a success heals a Wound, "+
		"a raise two. From rules revision 9 Wounds from a damage type written with it (Regeneration (Fast, fire)) do not heal so. Slow Regeneration heals over days and does nothing in a fight.")
	ability("poison", "Poison (-N)", "A victim the creature Shakes or Wounds rolls Vigor at -N. On a failure it is Distracted and, by the poison's kind: "+
		"mild, Fatigued; knockout, knocked out (2d6 hours, doubled on a Critical Failure); lethal, Stunned and Wounded, and dead in 2d6 rounds; paralyzing, Stunned with no recovery roll for 2d6 rounds. "+
		"The rounds and hours are counted on its card (swade only: Lethal from rules revision 7, the rest from revision 8; deluxe's are the GM's); Healing with Neutralize Poison (swade) ends the poison.")
	ability("natural_weapons", "Claws, Bite, Horns", "A block's \"Claws: Str+d6\" gives the creature that weapon: always armed, never disarmed, Strength plus its die. "+
		"A name alone (Bite) is Str+d4.")
	ability("stun", "Stun -N, Paralysis, Infection", "Stun -2: any hit of the creature, even one that does no harm, makes the victim roll Vigor at -2 or be Stunned. "+
		"Paralysis: a hit that Shakes or Wounds makes it roll Vigor or be Stunned, unable to act for 2d6 rounds (from rules revision 9 counted on its card in swade: no recovery roll till they are over; before, the GM counted them). "+
		"Infection (-2, lycanthropy): a hit that Shakes or Wounds makes it roll Vigor at -2; on a failure the log says it is infected and the GM plays what that means.")
	ability("breath", "Breath Weapon", "Breath Weapon: 3d6 is a cone the creature breathes like a flamethrower: a Shooting roll, 3d6 to each figure under it "+
		"(2d10 when the block names no damage), and each aware victim may roll Agility at -2 to get out of the way. Using it is the creature's whole turn (from rules revision 9): no other action before or after it, and no multi-action.")
	ability("pack", "Pack Tactics, All-Around Vision", "Pack Tactics: the Gang Up bonus of its attack adds to its damage too. "+
		"All-Around Vision: it is hard to surround, so attackers' Gang Up bonus against it is one less, as Block does; "+
		"from rules revision 8 it adds 2 to its Notice when it searches for hidden foes.")
	ability("tentacles", "Tentacles, Tentacle Actions", "Tentacles: Str+d6 is a natural weapon; alone, each attack with it is an action of the turn. "+
		"Tentacle Actions (4): all four tentacles strike as one action (the Tentacles entry of More, or the tentacles action), each its own Fighting roll "+
		"against its own target's Parry, with its own Wild Die for a Wild Card and its own damage; the turn's multi-action penalty counts the volley once. "+
		"Striking with every tentacle is a limited action: no Frenzy or Sweep in the same turn. A block naming no number has 2.")
	ability("stomp", "Stomp", "From rules revision 7 the creature may stamp on the ground beside it as an action (More > Stomp, toward a figure there): "+
		"a square as wide as its base, next to it on that figure's side. Everyone on it, friend or foe, rolls Agility against the creature's Athletics "+
		"(no Scale modifier: the stomp is aimed at the ground); each who loses takes the creature's Strength damage. "+
		"In swade every Gargantuan creature (Size 12 and up) may stomp, named or not.")
	ability("darkvision", "Darkvision", "Within 10\" it sees as in daylight: its attacks there take no penalty for dim, dark or pitch-black light.")
	ability("mindless", "Mindless", "No mind to work on: Intimidation, Taunt and any test of will resisted with Smarts do nothing to it.")
	ability("movement", "Flight, Burrow, Aquatic, Wall Walker", "Flight 12: the creature moves at its flying Pace 12, a square an inch even over rough ground, "+
		"water, low walls and chasms (it never stops above a chasm); walls, closed doors and foes still bar its way. "+
		"Burrow 8: it moves 8\" under the ground, under walls and figures alike, and comes up where its move ends; "+
		"nobody gets a free attack as it goes down. Aquatic 10: in water it swims at Pace 10 and pays 2\" for each square of land; "+
		"on land it walks, and water costs it no more than open ground. Each of these Paces loses 1 for each Wound, as walking does. "+
		"Wall Walker (from rules revision 8): it climbs at its Pace (Wall Walker 8: Pace 8), up and over a low wall at 1\" a square and down and across a chasm, "+
		"never stopping in it; other rough ground costs it 2\" as it does a walker, and a wall that bars the way still does: the map has one level, with no wall face or ceiling to walk along.")
}
