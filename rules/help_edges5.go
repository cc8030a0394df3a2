package rules

import "fmt"

// The rules help's entries for the Edges and Hindrances revision 5 plays
// (edges_fifth*.go): what battlemat does with each, in its own words.

func init() {
	h := func(key, title, text string) HelpEntry {
		return HelpEntry{Key: "edge_" + key, Title: title, Text: text}
	}
	RegisterHelp(
		h("weapon_master", "Weapon Master, Master of Arms", "Parry +1 (Master of Arms +2) while the figure holds a weapon (natural weapons and Martial Artist count). "+
			"In swade a Fighting raise adds a d8 (Master of Arms a d10) to the damage instead of the d6."),
		h("acrobat", "Acrobat, Combat Acrobat", fmt.Sprintf("Combat Acrobat (swade): attacks on the figure take %d, melee or ranged (not area attacks). "+
			"Acrobat: deluxe Parry +1; swade's free reroll of Athletics for balance and tumbling is left to the player.", CombatAcrobatMod)),
		h("assassin", "Assassin", fmt.Sprintf("+%d damage against a foe taken by The Drop and, in swade, against a Vulnerable foe.", AssassinDamage)),
		h("body_hindrances", "Blind, Lame, One Leg, Mild Mannered", fmt.Sprintf("Blind: %d to every attack roll. Lame (deluxe): Pace %d and a running die one step smaller. "+
			"One Leg (deluxe): Pace %d (so 2), no running, Fighting %d. Mild Mannered: Intimidation %d, so its tests of will too.",
			BlindMod, LamePace, OneLegPace, OneLegFighting, MildMannered)),
		h("formation_fighter", "Formation Fighter", "swade: when a figure ganging up on a foe has at least one other foe of it beside it, each Formation Fighter among them "+
			"(the attacker included) adds 1 more to the Gang Up bonus, shown as Formation Fighter; the bonus still stops at +4 before the defender's allies and Block take theirs off."),
		h("hands_edges", "Ambidextrous, Quick Draw, Danger Sense", fmt.Sprintf("Ambidextrous: no -2 for a weapon in the off hand. "+
			"Quick Draw (deluxe): drawing weapons takes no action, and the Agility roll to draw two at once is at +%d. "+
			"Danger Sense: +%d to the Notice roll against a surprise; in swade a raise on it starts the fight on Hold.", QuickDrawMod, DangerSenseMod)),
		h("two_fisted", "Two-Fisted, Two-Gun Kid", "With a weapon marked offhand and another weapon (or a bare fist) in the other hand, "+
			"an attack with each hand counts as one action for the multi-action penalty: Two-Fisted for Fighting, Two-Gun Kid (swade) for Shooting or throwing, both for one of each. "+
			"The turn is declared as usual (two actions for the two attacks) and its rolls take one multi-action step less; "+
			"its last action must then complete an attack with each hand, or it is refused. The off-hand -2 still applies unless the figure is Ambidextrous."),
		h("calculating", "Calculating", fmt.Sprintf("swade: on a turn whose Action Card is a Five or lower, the figure's first roll with penalties has up to %d points of them ignored "+
			"(multi-action, cover, range, Wounds...), shown as +N Calculating.", CalculatingIgnore)),
		h("inspire", "Inspire", "Deluxe: a leader with Command and Inspire gives the Extras in its command radius +2 to recover from Shaken instead of +1. "+
			"swade's Inspire (a Battle roll given as Support to the allied Extras in range) is left to the GM."),
		h("rapid_fire", "Rapid Fire, Improved Rapid Fire", "swade: one Shooting attack a turn (Improved: two) may roll one trait die more than the weapon's RoF: "+
			"name one more target than the RoF allows. The weapon must fire fast (RoF 2 or more, or semi-automatic: double_tap), and not in a double tap or burst. "+
			"The plain tactic takes the extra die when its rounds allow."),
		h("berserk", "Berserk", fmt.Sprintf("When damage Shakes or Wounds the figure it rolls Smarts; on a failure it goes berserk for %d rounds (effects named Berserk on its card): "+
			"swade: Strength a die up, Toughness +%d, 1 point of Wound penalty ignored, and every melee attack a Wild Attack; "+
			"deluxe: Parry -2, +2 to Fighting, Strength rolls and melee damage, Toughness +2, no Wound penalty. "+
			"swade, from rules revision 6: a level of Fatigue once %d rounds of rage are over, and another when it ends. "+
			"From revision 6 the berserker may end the rage early (More > Calm down, the calm action) with a Smarts roll at %d: "+
			"in swade a free action, tried once a turn; in deluxe its whole turn, doing nothing else. "+
			"A Critical Failure striking a random figure is the GM's.", BerserkRounds, BerserkToughness, BerserkTiredRounds, BerserkCalmMod)),
		h("tactician", "Tactician, Master Tactician", fmt.Sprintf("Each round the leader draws one more Action Card (Master Tactician: two) for the allied Extras within %d\" "+
			"(%d\" with Command Presence): the first group of them dealt that round gets it and keeps the better of it and its own card; "+
			"the log names both cards. After the deal and before the first turn the leader may hand each card to another allied Extra in range instead "+
			"(More > Hand out card (Tactician), then click the Extra; on a phone the same under More): that Extra's group keeps the better card and "+
			"the group that had it takes its own back. Never to a Wild Card, unless (swade, from rules revision 7) the leader has Natural Leader. "+
			"Deluxe's Battle roll for cards at the start of the fight is read as one card a round.", CommandRange, CommandPresence)),
		h("will_edges", "Strong Willed, Iron Will, Feint, Killer Instinct", fmt.Sprintf("Strong Willed and Iron Will: +%d to the roll resisting a test of will resisted with Smarts or Spirit "+
			"(Intimidation, Taunt...). Feint (swade): a test of Fighting made by the figure is resisted with Smarts, not Agility. "+
			"Killer Instinct: in swade, an opposed roll the figure starts (a test, a grapple, a push) and is losing is rolled again for free, the better roll counting; "+
			"in deluxe the figure wins a tie instead and, from rules revision 6, rerolls a 1 on its skill die in an opposed roll (its own or resisting) for free, "+
			"before any benny; a Critical Failure stands; from revision 7 a skill's die only, not an attribute's.", StrongWilledMod)),
		h("will_hindrances", "Thin Skinned, Doubting Thomas, Mean", fmt.Sprintf("Thin Skinned: %d (Major %d) to resist Taunt. Timid in swade is also %d to resist Intimidation. "+
			"Doubting Thomas (deluxe): -2 to Fear checks. Mean (swade): -1 to Persuasion.", ThinSkinnedMod, ThinSkinnedMajor, TimidIntimidation)),
		h("age_jaw", "Elderly, Iron Jaw", fmt.Sprintf("swade's Elderly also takes %d off the damage of an attack that rolls Strength and off the running roll (never below 1). "+
			"Iron Jaw adds +%d to the knockout blow's Vigor roll as well as to Soak.", ElderlyMod, IronJawKnockoutMod)),
	)
}
