package rules

import "fmt"

// The rules help of the choices a player makes before an attack (the
// window's option buttons) and of the benny reroll; the actions' own files
// register the rest.
func init() {
	RegisterHelp(
		HelpEntry{Key: "called_shot", Title: "Called shots", Text: fmt.Sprintf("Aim at a part of the target before rolling: a limb is %d, a hand %d, the head or vitals %d and the hit does %+d damage. ", LimbShotMod, HandShotMod, HeadVitalsShotMd, HeadVitalsDamage) +
			fmt.Sprintf("Deluxe adds a small target at %d and a tiny one at %d, each %+d damage unless the GM names another effect. ", SmallShotMod, TinyShotMod, SmallTinyDamage) +
			"The penalty is part of the attack roll (the odds box shows it by name). In the window: V cycles none, limb, hand, head (and small, tiny in deluxe)."},
		HelpEntry{Key: "wild_attack", Title: "Wild Attack", Text: "A reckless swing in close combat: +2 to hit and +2 damage, but the attacker is Vulnerable until the end of its next turn. " +
			"Not together with a Desperate Attack. In the window: K in Fight mode."},
		HelpEntry{Key: "desperate_attack", Title: "Desperate Attack", Text: "Trade damage for accuracy in close combat: +2 to hit and -2 damage, or +4 to hit and -4 damage. " +
			"In the window: J in Fight mode steps through +2, +4 and off."},
		HelpEntry{Key: "the_drop", Title: "The Drop", Text: "An attacker who catches a foe unaware (the GM decides) has +4 to hit and +4 damage, in melee or with a shot; " +
			"in swade a hit that Shakes or wounds calls for a Vigor roll from the victim (-2 after a head shot), and a failure knocks it out; a hit whose every Wound is soaked calls for none. Deluxe has no knockout blow; there the attacker counts as on Hold: the GM's grant (More, GM: The Drop) puts it on Hold even after it has acted, so it strikes when it chooses, interrupting as a figure on Hold does. In the window: O in Fight or Shoot mode."},
		HelpEntry{Key: "nonlethal", Title: "Nonlethal damage", Text: "Declared before the attack: a victim who would be Incapacitated is knocked out instead of dying. " +
			"A weapon that cuts (its damage type says so, or a melee weapon with a damage die that names no other type) is used with its flat at -1 to hit, and a bite, claw or other natural weapon pulls its blow at the same -1. In the window: L in Fight mode."},
		HelpEntry{Key: "fire_modes", Title: "Double tap, burst, slugs and Rate of Fire", Text: fmt.Sprintf("A semi-automatic weapon (double_tap) may double tap (two rounds: +%d to hit and damage); one with a burst setting (burst) fires a three-round burst (+%d to hit and damage). A bow does neither. "+
			"In swade from rules revision 9 the burst is +%d, and only the Double Tap Edge double taps: the double_tap mark alone no longer does. ", DoubleTapMod, BurstMod, SwadeBurstMod) +
			"A weapon with a higher Rate of Fire rolls up to that many Shooting dice at declared targets, at -2 recoil when more than one; the shooter then gives the rolled dice to those targets where they hit most. A single shot from it uses one round. " +
			"A shotgun firing shot has +2 and its damage drops with range; slugs lose the +2, do 2d10 at any range and reach Extreme range; a double-barrelled one may fire both barrels for one damage roll +4. In the window: Q in Shoot mode."},
		HelpEntry{Key: "benny_reroll", Title: "Rerolling with a benny", Text: "A figure may spend a benny to roll a whole trait test again (trait die and Wild Die) and keep the better result; it may go on while bennies last. " +
			"The window offers it after an attack, a support roll, a test, an Incapacitation or Bleeding Out Vigor roll or a Healing roll (to stabilise or after the fight) that could still do better: Y rerolls, N keeps the roll (the next offer of the same action, if any, follows). " +
			"It is offered after the knockout blow's Vigor roll, suppressive fire's Shooting, a roll to break a door or strike a held item, the Strength roll to keep a weapon, a Wild Card's roll to evade a template, and (SWADE) the defender's roll in an opposed test too. " +
			"When the reroll is worse, the dice panel and the log show both rolls, the one thrown away marked, and which one counts. " +
			"A hit that already put its target out is not offered: a reroll cannot improve it. The Soak roll is rerolled from the Soak prompt, which asks again after each roll. " +
			"Damage (SWADE, rules revision 6; in Deluxe only with No Mercy): after the attacker's damage roll at a foe and before Soak, the attacker may spend a benny to roll the whole damage again, the raise's die included, and the better total counts. " +
			"It is asked only when the target is not already Incapacitated by the damage rolled. Elan adds nothing to damage; No Mercy adds +2 in SWADE. " +
			"The log shows every roll and the benny between them. The answer is kept with the battle, so undo and saved battles replay it."},
		HelpEntry{Key: "aftermath", Title: "The end of the fight", Text: "When one side is left standing, or on End fight (F12), the window lists every figure with its Wounds. " +
			"Each wounded survivor may get one Healing roll (pick the healer with Q); then Save survivors writes their Wounds and Fatigue into a copy of the scenario beside the original (NAME.after.yaml), and drops the dead and the fallen Extras."},
	)
}
