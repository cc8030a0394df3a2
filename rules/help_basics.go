package rules

import "fmt"

// The basics come first in the help: what a table needs before any
// special rule. Help orders these keys ahead of the rest.
var helpBasics = []string{"trait_test", "movement", "multi_action", "shooting", "range", "cover_light",
	"gang_up", "templates", "bystanders", "suppressive_fire", "shaken", "soak_wounds", "initiative"}

func init() {
	sw, dx := SWADE.Rules(), Deluxe.Rules()
	RegisterHelp(
		HelpEntry{Key: "trait_test", Title: "Trait tests and the Wild Die", Text: "To do something risky, roll the die of the trait it needs (Shooting to shoot, Vigor to shrug off harm) and add the modifiers. " +
			"A total of 4 or more succeeds, unless an opponent or a Parry sets another number; every 4 over it is a raise, which does more. " +
			"A die that shows its highest face aces: roll it again and add. A Wild Card (the heroes and the villains who matter) also rolls a d6 Wild Die and keeps the better of the two; " +
			"both showing 1 is a critical failure. A skill the figure lacks is rolled as d4-2."},
		HelpEntry{Key: "movement", Title: "Movement and running", Text: fmt.Sprintf("A figure moves up to its Pace in inches (usually %d) on its turn, a square an inch; difficult ground (water, rubble, undergrowth) costs 2\" for each inch. ", 6) +
			"Moving costs no action and may be split around actions. Running adds the running die to the Pace, but is decided before acting and puts -2 on every roll that turn. " +
			"Leaving a foe's side gives that foe a free attack. The window shades where the figure can go: blue within its Pace, amber where it must run."},
		HelpEntry{Key: "multi_action", Title: "Multi-actions", Text: fmt.Sprintf("A figure may take up to three actions in a turn (shoot, fight, test, reload...), declared as its turn starts (keys 1, 2, 3). "+
			"Each action past the first puts %d on every roll of the turn: two actions are at %d, three at %d. ", sw.MultiActionMod, sw.MultiActionMod, 2*sw.MultiActionMod) +
			"Free actions (speaking, dropping prone, moving) cost nothing."},
		HelpEntry{Key: "shooting", Title: "Shooting", Text: "Roll Shooting (Athletics to throw) against 4, with the range, cover, light and any other modifier; the odds box shows them by name before the click. " +
			"A hit rolls the weapon's damage, a raise adds a d6. A weapon with Rate of Fire 2 or more rolls that many Shooting dice. " +
			"Only a pistol may fire at a foe in base contact, and shooting into a melee risks hitting someone else. " +
			"A figure with a foe beside it that attacks anything else (a shot, suppressive fire, a grenade, a cone or stream) is Vulnerable."},
		HelpEntry{Key: "range", Title: "Range", Text: fmt.Sprintf("A weapon's range reads Short/Medium/Long in inches. Within Short there is no penalty, to Medium %d, to Long %d; ", sw.RangeMod[Medium], sw.RangeMod[Long]) +
			"up to four times Long is Extreme range, which needs an Aim first and is harder still. The distance is counted in squares the way the scenario measures."},
		HelpEntry{Key: "cover_light", Title: "Cover and light", Text: fmt.Sprintf("A target partly hidden by walls, trees or other figures has cover: light %d, medium %d, heavy %d, near total %d, by how much of its base is hidden: a quarter, half, three quarters, nine tenths. "+
			"Deluxe has light %d, medium %d, heavy %d, near total %d, and reads by halves: half hidden or less is light cover, medium needs more than half, heavy more than three quarters. "+
			"A swing in close combat takes the same cover as a shot from the attacker's square would. "+
			"A prone target shot from 3\" or more is as hard to hit as one in medium cover. Poor light hurts every roll that needs sight: dim %d, dark %d, pitch darkness %d. ", sw.CoverMod[LightCover], sw.CoverMod[MediumCover], sw.CoverMod[HeavyCover], sw.CoverMod[NearTotalCover],
			dx.CoverMod[LightCover], dx.CoverMod[MediumCover], dx.CoverMod[HeavyCover], dx.CoverMod[NearTotalCover], sw.LightMod[Dim], sw.LightMod[Dark], sw.LightMod[Pitch]) +
			"The line of fire in the window is green when clear, amber through cover, red when blocked."},
		HelpEntry{Key: "gang_up", Title: "Gang Up", Text: "In close combat, each foe beside the defender after the first gives the attackers +1 Fighting, at most +4. " +
			"Each ally of the defender beside the attacker takes one of those points away. The odds box names the bonus. " +
			"Two figures whose bases touch only across the corner where two wall squares meet are not in close combat (as across a thin wall): no swing, Push, Grapple, Gang Up or free attack passes that corner."},
		HelpEntry{Key: "templates", Title: "Templates and deviation", Text: "Grenades, explosions and sprays use templates: the Small, Medium and Large Blast Templates are circles 2\", 4\" and 6\" across; the Cone is a teardrop laid from the attacker. " +
			"Everyone under the template is hit (each rolls damage; a raise on the attack adds to everyone's). " +
			"A missed blast deviates: a d12 gives the clock face direction, and d6 (thrown) or 2d6 (fired) inches per range step give the distance, never more than half the distance to the aim point. " +
			"F3 lays a template to see who it would catch, without attacking."},
		HelpEntry{Key: "bystanders", Title: "Innocent bystanders", Text: "When a shot misses and its Shooting die shows 1 (a shotgun or a burst: 1 or 2), a figure near the line of fire may be hit instead: the program picks one of them at random and rolls the weapon's normal damage against it. " +
			"The dice panel names the pick."},
		HelpEntry{Key: "suppressive_fire", Title: "Suppressive fire", Text: "An automatic weapon may spray an area instead of aiming: lay the Medium Blast Template (U) and roll Shooting. " +
			"The one roll (recoil and the range to the template's centre apply) is read against each figure under the template with that figure's own cover and prone: 4 or more makes it Distracted, and a raise also hits it for the weapon's damage (no raise die), at most as many figures as the weapon's Rate of Fire. " +
			"A figure wholly hidden from the shooter is not affected. A figure the fire hits becomes Distracted only after the damage, so its Soak does not suffer the -2. " +
			"Before the click the preview names each figure under the template with its cover and prone and its chances of being Distracted and hit, or that it is wholly hidden and unaffected; when the fire can affect nobody, it says so."},
		HelpEntry{Key: "shaken", Title: "Shaken", Text: "A Shaken figure is rattled: it may move and take free actions but nothing else. At the start of its turn it rolls Spirit to recover " +
			"(in SWADE a success recovers and the figure acts; in Deluxe it needs a raise to act at once). Spending a benny ends Shaken at any time. " +
			"Damage that Shakes a figure already Shaken becomes a Wound."},
		HelpEntry{Key: "soak_wounds", Title: "Soak and Wounds", Text: "Damage equal to the target's Toughness or more Shakes it; each raise (4 more) also deals a Wound. " +
			"A Wild Card takes up to three Wounds, each -1 to its rolls; beyond that it is Incapacitated. An Extra is out at its first Wound. " +
			"Before the Wounds land, the victim may spend a benny to Soak: a Vigor roll, each success and raise taking one Wound away (all of them also removes the Shaken from that hit). The window asks, after the dice panel shows the damage."},
		HelpEntry{Key: "bennies", Title: "Bennies and the GM's pool", Text: "The players' Wild Cards start with 3 bennies, the GM's Wild Cards with 2, Extras with none (a scenario's bennies: says otherwise). " +
			"The GM also has a pool of one benny per player character: any of the GM's figures (a side with gm: true; by default every side but the first) spends from it once it has none of its own, on a Soak, a reroll or ending Shaken, so the GM's Extras can Soak. " +
			"The window's prompt says when the pool pays and how many it has left, and a GM's figure's sheet shows the pool; at a hosted table only the GM is told it. Battles started before revision 3 of the rules gave every Wild Card 3 and had no pool."},
		HelpEntry{Key: "initiative", Title: "Initiative and Hold", Text: "Every round each Wild Card and each group of Extras gets an Action Card; they act from the Ace down to the Two, ties broken by suit (spades, hearts, diamonds, clubs). " +
			"A Joker acts whenever it likes that round, adds +2 to its trait and damage rolls, and the deck is shuffled after the round. " +
			"A figure may go on Hold (H) instead of acting: it keeps its turn and may interrupt another's (I) later, with an opposed roll (Athletics in SWADE, Agility in Deluxe) unless it holds the Joker: the higher total goes first. Becoming Shaken, Stunned or Incapacitated ends a Hold. " +
			"A tie: in SWADE it is no win, the figure acting goes first and the holder right after it. In Deluxe the two act at the same time: the holder's turn is played first, but the other's next action is worked out as things stood before it, so a Shaken, a Wound or worse from the holder neither stops nor changes that action, and both outcomes apply. " +
			"The strip at the top leads with the figure up next: figures out of the fight are named after those still in it, and their cards go to the end; a name is shortened only when the strip has no room for it."},
	)
}
