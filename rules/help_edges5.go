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
	)
}
