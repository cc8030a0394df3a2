package rules

import "fmt"

// The rules help's entries for the Combat Edges and the Hindrances that
// change a fight: what battlemat does with each, in its own words.

func init() {
	h := func(key, title, text string) HelpEntry {
		return HelpEntry{Key: "edge_" + key, Title: title, Text: text}
	}
	RegisterHelp(
		h("block", "Block, Improved Block", "Parry +1 (Improved +2). In swade each foe ganging up on the figure also gets 1 (2) less from Gang Up, never below nothing; "+
			"both show by name in the odds and the log. Deluxe's Block raises Parry only."),
		h("dodge", "Dodge, Improved Dodge", "Ranged attacks at the figure take -2 (deluxe -1, Improved -2) unless it is caught unaware; area attacks are not affected. "+
			"Dodge counts like cover: against a figure already in cover the attacker takes the larger of the two, not both. "+
			"Improved Dodge adds +2 to the Agility roll to evade an area attack (deluxe: Dodge +1, Improved +2)."),
		h("first_strike", "First Strike, Improved First Strike", "Once a round, when a foe walks into reach of the figure (adjacent, or from revision 5 within its weapon of longest Reach), the figure gets a free Fighting attack at once: "+
			"the foe's move stops for it and goes on afterwards if it still can. Improved: up to three different foes a round. "+
			"Not while Shaken or Stunned. Like every free attack it takes no Edge bonuses (Trademark Weapon, Marksman). "+
			"It strikes unless its player declines (a declined use stays for a later foe that round)."),
		h("counterattack", "Counterattack, Improved Counterattack", "Once a round, when a foe's Fighting attack on the figure fails (a Frenzy die or a Sweep that misses it counts), "+
			"the figure strikes back at once with a free Fighting attack if the foe is in reach (from revision 5 as far as its weapon of longest Reach). Improved: up to three times a round. Not while Shaken or Stunned."),
		h("frenzy", "Frenzy, Improved Frenzy", "Choose Frenzy on a melee attack: it rolls one more Fighting die (Improved: two more) with a single Wild Die, "+
			"each die at the target or at another adjacent figure you name, each read against that figure's own Parry. "+
			"A limited action: once a turn, and not in a turn with a Sweep. Deluxe: two dice, both at -2 (Improved: no -2). "+
			"A benny rerolls all the dice at once (the Sweep's too); the better roll counts, the other is logged as thrown away."),
		h("sweep", "Sweep, Improved Sweep", fmt.Sprintf("Choose Sweep: one Fighting roll is read against every figure adjacent, friend or foe, each with its own Parry, Gang Up and other modifiers, "+
			"and each hit rolls its own damage. It is %d unless the weapon is two-handed (two_handed: true). Improved Sweep leaves friends out. "+
			"A limited action: once a turn, not with a Frenzy. Deluxe: always %d, friends too; Improved: no penalty.", SweepMod, SweepMod)),
		h("trademark_weapon", "Trademark Weapon, Improved Trademark Weapon", "Written with the weapon's name: Trademark Weapon (Colt .45). Attacks with that weapon get +1 (Improved +2); "+
			"in swade Parry gets the same while it is the figure's weapon in hand (its first weapon)."),
		h("combat_reflexes", "Combat Reflexes", "+2 to the Spirit roll that ends Shaken and to the Vigor roll that ends Stunned."),
		h("nerves_of_steel", "Nerves of Steel, Improved Nerves of Steel", "Ignores 1 (Improved: 2) points of Wound penalty on trait rolls, never more than the Wounds give; Fatigue still counts."),
		h("hard_to_kill", "Hard to Kill, Harder to Kill", "Hard to Kill: no Wound penalty on the Vigor roll for Incapacitation nor on the Bleeding Out rolls. "+
			"Harder to Kill: when the figure would die, a d6 is rolled and logged: even, it lives on, Incapacitated."),
		h("dead_shot", "Dead Shot, Mighty Blow", "On a round the figure acts on a Joker, the damage of its first hit is doubled: "+
			"the whole total, raise and bonuses included, shown as a modifier named after the Edge. Dead Shot for shots and throws, Mighty Blow for Fighting "+
			"(not on a free attack). The odds box doubles it too."),
		h("elan", "Elan", "+2 to the total of a trait roll the figure rerolls with a benny (an attack, a test, an Incapacitation or Bleeding Out roll): "+
			"the reroll's line names it. Not on damage, and not on a Soak roll."),
		h("no_mercy", "No Mercy", fmt.Sprintf("SWADE: %+d to the total of a damage roll the figure rerolls with a benny; the reroll's line names it. "+
			"Deluxe: the figure may spend a benny to reroll a damage roll at all (one target of an area attack per benny), which without the Edge it may not. "+
			"Played from rules revision 6.", swadeEdges.NoMercyMod)),
		h("unarmed", "Brawler, Bruiser, Martial Artist, Martial Warrior", "Bare hands: Martial Artist strikes for Str+d4 (Martial Warrior d6) "+
			"at +1 (+2) to Fighting, and counts as armed, so a foe gets no unarmed defender bonus against it. Brawler adds Toughness +1 and one die step "+
			"to bare hands (Str+d4 alone), Bruiser another of each (swade). Free attacks take no Fighting bonus."),
		h("extraction", "Extraction, Improved Extraction", "When the figure withdraws from melee, one of the foes it leaves (Improved: three) "+
			"gets no free attack; battlemat spares the best fighters first, and the log names them (swade)."),
		h("fear_edges", "Brave, Timid (Yellow)", "Brave: +2 to Fear checks and, in swade, 2 off the roll on the Fear Table. "+
			"Timid (called Yellow in older books): -2 to Fear checks."),
		h("nails", "Tough as Nails, Tougher than Nails", "swade: the figure takes one more Wound before it is Incapacitated (Tougher than Nails one more again); "+
			"the Wound penalty still stops at -3. Deluxe: Toughness +1 each."),
		h("iron_jaw", "Iron Jaw", "+2 to Soak rolls, the Vigor rolls a benny buys to shrug off Wounds (swade only)."),
		h("brawny_giant_killer", "Brawny, Giant Killer", fmt.Sprintf("Brawny: Size +1, so Toughness +1. Giant Killer: +1d6 damage against a foe at least %d Sizes larger, "+
			"both Sizes with Brawny, Small and the like counted.", GiantKillerSize)),
		h("marksman", "Marksman", fmt.Sprintf("A shooter that has not moved this turn gets, on its first shot (RoF 1, no Aim), +%d or has up to %d points of called-shot, cover, range or Scale penalties ignored, "+
			"whichever is more; it then may not move this turn. Deluxe: the shot counts as aimed (+2).", MarksmanMod, MarksmanIgnore)),
		h("rock_and_roll", "Rock and Roll!", "A shooter that has not moved this turn takes no recoil penalty when it fires more than one die."),
		h("steady_hands", "Steady Hands", "No unstable platform penalty; in swade the running penalty is -1 instead of -2."),
		h("level_headed_quick", "Level Headed, Improved Level Headed, Quick, Hesitant", "Level Headed draws one more Action Card (Improved: two) and keeps the best; "+
			"Quick throws back a Five or lower and draws until the card is higher (a Joker stays); with both, the choice comes first. "+
			"Hesitant draws two and keeps the lower, unless one is a Joker. The log names every card drawn and the one kept."),
		h("luck", "Luck, Great Luck, Young, Bad Luck", "A figure that starts with the rules' bennies (no bennies: key) gets 1 more with Luck, 2 with Great Luck, "+
			"1 with Young (2 if Major), and 1 fewer with Bad Luck."),
		h("pace", "Fleet-Footed, Slow, Obese, Elderly", "Fleet-Footed: Pace +2 and a running die one step larger (deluxe d10). Slow: Pace -1 (Major -2) and a running die one step smaller, "+
			"Major also -2 to Athletics. Obese: Toughness +1, Pace -1, running die one step smaller. Elderly: Pace -1 and -1 to Agility, Strength and Vigor rolls."),
		h("leadership", "Command, Command Presence, Hold the Line!, Fervor, Natural Leader", fmt.Sprintf("A leader helps the allied Extras within %d\" (%d\" with Command Presence), measured on the map; "+
			"with Natural Leader its allied Wild Cards too. Command: +1 to their rolls to end Shaken and Stunned. Hold the Line!: their Toughness +1. "+
			"Fervor: +1 to their Fighting damage. The same Edge from two leaders counts once.", CommandRange, CommandPresence)),
		h("sight_hindrances", "Bad Eyes, One Eye, One Arm, Clumsy, Small", fmt.Sprintf("Bad Eyes: ranged attacks -1 (Major -2). One Eye: %d to attacks at targets more than %d\" away. "+
			"One Arm: %d with a two-handed weapon. Clumsy: -2 to Athletics (throwing too) and Stealth. Small: Toughness -1.", OneEyeMod, OneEyeInches, OneArmMod)),
		h("notes", "Edges and Hindrances kept as notes", "battlemat keeps every Edge, Hindrance and ability a scenario names. Those it does not play "+
			"(Two-Fisted, Tactician, the behaviour Hindrances and any a setting brings) "+
			"are shown on the figure's card as not automated: the GM applies them with the effect action or a modifier."),
	)
}
