package rules_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// The corrections of revision 5, off in revisions 1 to 4. Each field
// added to audit4 gets a line here and a case in fifthCases.
var corrections4 = []correction{
	{"PanicFlees", rules.SWADE, false, true},
	{"TimidResistsIntimidation", rules.SWADE, false, true},
	{"IronJawKnockout", rules.SWADE, false, true},
	{"ElderlyStrengthDamage", rules.SWADE, false, true},
	{"FrenzySweepReroll", rules.SWADE, false, true},
	{"MeleeReach", rules.SWADE, false, true},
	{"PowersHarmEthereal", rules.SWADE, false, true},
	{"SpeedRaiseRunsFree", rules.SWADE, false, true},
	{"SpeedRaiseRunsFree", rules.Deluxe, false, true},
	{"SlothRaiseMoveAction", rules.SWADE, false, true},
}

// Each correction of revision 5, played under revisions 4 and 5: a case
// shows what revision 4 did and what the correction's own test checks.
// Edges and abilities first played in revision 5 (Entry.Since) add a case
// too: under revision 4 the name is kept and does nothing.
var fifthCases = []correctionCase{
	{"Power Points", ppEdgeByRevision, "Power Points left: 15", "Power Points left: 20"}, // TestThePowerPointsEdgeGivesFiveMore
	{"Channeling", channelingByRevision, // TestChannelingRaiseCostsOnePowerPointLess
		"spends 2 Power Points on Deflection (13 left)", "spends 1 Power Point on Deflection (14 left)"},
	{"Concentration", concentrationByRevision, // TestConcentrationDoublesAPowersDuration
		"armor +2 (Protection) for 5 rounds", "armor +2 (Protection) for 10 rounds"},
	{"Soul Drain", soulDrainByRevision, // TestSoulDrainTradesFatigueForFivePowerPoints
		"refused: High Priest does not have the Edge Soul Drain", "High Priest gets 5 Power Points back (8 left)"},
	{"Holy Warrior", holyWarriorByRevision, // TestHolyWarriorSpendsPowerPointsToSoakAWound
		"High Priest takes 1 Wound, 0 soaked", "spends 2 Power Points: Soak 4, soaks 1 of 1"},
	{"Power Surge", powerSurgeByRevision, "Power Points left: 3", "Power Points left: 13"}, // TestPowerSurgeGivesTenPowerPointsBackOnAJoker
	{"Arcane Resistance", arcaneResistanceByRevision("Arcane Resistance"), // TestArcaneResistanceHindersPowersAimedAtTheFigure
		"Wild d6 1 = 5 vs 4: hit", "-2 Arcane Resistance = 3 vs 4: miss"},
	{"Improved Arcane Resistance", arcaneResistanceByRevision("Improved Arcane Resistance"), // the same
		"Wild d6 1 = 5 vs 4: hit", "-4 Arcane Resistance = 1 vs 4: miss"},
	{"Flight", func(t *testing.T, rev int) string { // TestAFlyersPaceIsItsFlyingPace
		b := newBattleAt(t, marsh, 1, rev)
		fighttest.ToTurn(t, b, "bat", 0)
		return tried(b, nil, rules.Move{Who: "bat", To: rules.Pos{X: 10, Y: 0}})
	}, "no way there within 6\"", "bat flies to (10, 0) (10\")."},
	{"Burrow", func(t *testing.T, rev int) string { // TestABurrowerDrawsNoFreeAttackAsItGoesUnderGround
		b := newBattleAt(t, marsh, 1, rev)
		fighttest.ToTurn(t, b, "worm", 0)
		return tried(b, []int{1, 1, 1, 1}, rules.Move{Who: "worm", To: rules.Pos{X: 4, Y: 1}})
	}, "free attack", "burrows and surfaces"},
	{"Aquatic", func(t *testing.T, rev int) string { // TestAnAquaticFigureSwimsAtItsSwimmingPaceInWater
		b := newBattleAt(t, marsh, 1, rev)
		fighttest.ToTurn(t, b, "shark", 0)
		return tried(b, nil, rules.Move{Who: "shark", To: rules.Pos{X: 6, Y: 0}})
	}, "no way there within 6\"", "shark swims to (6, 0) (8\")."},
	{"PanicFlees", func(t *testing.T, rev int) string { // TestAPanickedFigureFleesFromTheNearestFoe
		_, log := panicked(t, rev)
		return log
	}, "it flees its full Pace and running die from the danger", "Guard flees in panic to (0, 1) (1\")."},
	{"Stun", func(t *testing.T, rev int) string { // TestStunMakesAnyHitRollVigorOrStun
		b := den(t, rev, "", "", "Stun -2, Bite", false)
		log := bites(t, b, 6, 1, 1, 3)
		return fmt.Sprintf("%s\nhero Stunned: %v", log, b.Figure("hero").Stunned)
	}, "hero Stunned: false", "-2 Stun = 1 vs 4: failure"},
	{"Paralysis", func(t *testing.T, rev int) string { // TestParalysisNeedsAHitThatShakesOrWounds
		b := den(t, rev, "", "", "Paralysis, Bite", false)
		log := bites(t, b, 6, 4, 3, 2)
		return fmt.Sprintf("%s\nhero Stunned: %v", log, b.Figure("hero").Stunned)
	}, "hero Stunned: false", "paralyzed"},
	{"Infection", func(t *testing.T, rev int) string { // TestInfectionRollsVigorWithTheBlocksModifier
		log := bites(t, den(t, rev, "", "", `"Infection (-2, lycanthropy)", Bite`, false), 6, 4, 3, 3)
		return fmt.Sprintf("%s\ninfection rolled: %v", log, strings.Contains(log, "Vigor (Infection)"))
	}, "infection rolled: false", "is infected (lycanthropy)"},
	{"Pack Tactics", func(t *testing.T, rev int) string { // TestPackTacticsAddsTheGangUpBonusToDamage
		return bites(t, den(t, rev, "", "", "Pack Tactics, Bite", true), 6, 2, 2)
	}, "2+2 = 4 vs Toughness 5", "2+2, +1 Pack Tactics = 5 vs Toughness 5"},
	{"All-Around Vision", func(t *testing.T, rev int) string { // TestAllAroundVisionTakesAPointOffGangUp
		return bites(t, den(t, rev, "", "All-Around Vision", "Bite", true), 6, 1, 1)
	}, "+1 Gang Up = 7 vs 5", "+1 Gang Up, -1 All-Around Vision = 6 vs 5"},
	{"Darkvision", func(t *testing.T, rev int) string { // TestDarkvisionIgnoresTheDarkWithinTenInches
		return bites(t, den(t, rev, "dark", "", "Darkvision, Bite", false), 6, 1, 1)
	}, "-4 dark = 2 vs 5: miss", "-4 dark, +4 Darkvision = 6 vs 5: hit"},
	{"Mindless", func(t *testing.T, rev int) string { // TestAMindlessFoeIgnoresIntimidationAndTaunt
		b := den(t, rev, "", "", "Mindless, Bite", false)
		fighttest.ToTurn(t, b, "hero", 0)
		return tried(b, []int{6, 1}, rules.Test{Who: "hero", Target: "beast", Skill: rules.Intimidation})
	}, "beast is Distracted (hero's Intimidation test)", "refused: beast is Mindless"},
	{"Breath Weapon", func(t *testing.T, rev int) string { // TestABreathWeaponIsAnEvadableCone
		b := den(t, rev, "", "", `"Breath Weapon: 3d6"`, false)
		fighttest.ToTurn(t, b, "beast", 0)
		_, err := b.Preview(rules.AreaAttack{Who: "beast", Weapon: "Breath Weapon", At: rules.Spot{X: 0.5, Y: 1.5}})
		if err != nil {
			return "refused: " + err.Error()
		}
		return "a cone of 3d6"
	}, "refused: beast has no weapon", "a cone of 3d6"},
	{"Weapon Master", parryCase("edges: [Weapon Master]", ""), "Parry 7", "Parry 8"},
	{"Master of Arms", parryCase("edges: [Master of Arms]", ""), "Parry 7", "Parry 9"},
	{"Acrobat", parryCase("edges: [Acrobat]", "edition: deluxe\n"), "Parry 7", "Parry 8"},
	{"Combat Acrobat", swingCase("edges: [Combat Acrobat]", "buck", "c1"), "modifiers +0", "modifiers -1"},
	{"Blind", swingCase("hindrances: [Blind]", "buck", "buck"), "modifiers +0", "modifiers -6"},
	{"One Leg", swingCase("hindrances: [One Leg]", "buck", "buck"), "modifiers +0", "modifiers -2"},
	{"Assassin", func(t *testing.T, rev int) string {
		b := newBattleAt(t, scene(t, edgeField, map[string]string{"buck": "edges: [Assassin]"}), 1, rev)
		fighttest.ToTurn(t, b, "buck", 0)
		p, err := b.Preview(rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete", Drop: true})
		require.NoError(t, err)
		return fmt.Sprintf("damage %+d", p.Detail.(*rules.MeleePlan).Damage.Extra.Sum())
	}, "damage +0", "damage +2"},
	{"Lame", func(t *testing.T, rev int) string {
		b := newBattleAt(t, "edition: deluxe\n"+scene(t, edgeField, map[string]string{"buck": "hindrances: [Lame]"}), 1, rev)
		fighttest.ToTurn(t, b, "buck", 0)
		return fmt.Sprintf("Pace %d", b.PaceLeft("buck"))
	}, "Pace 6", "Pace 4"},
	{"Strong Willed", resistCase("", "c1", "edges: [Strong Willed]", rules.Intimidation), "spirit +0", "spirit +2"},
	{"Iron Will", resistCase("", "c1", "edges: [Iron Will]", rules.Intimidation), "spirit +0", "spirit +2"},
	{"Thin Skinned", resistCase("", "c1", "hindrances: [Thin Skinned]", rules.Taunt), "smarts +0", "smarts -2"},
	{"TimidResistsIntimidation", resistCase("", "c1", "hindrances: [Timid]", rules.Intimidation), "spirit +0", "spirit -2"},
	{"Feint", resistCase("", "buck", "edges: [Feint]", rules.Fighting), "agility", "smarts"},
	{"Killer Instinct", func(t *testing.T, rev int) string {
		b := newBattleAt(t, scene(t, edgeField, map[string]string{"buck": "edges: [Killer Instinct]"}), 1, rev)
		fighttest.ToTurn(t, b, "buck", 0)
		b.Figure("buck").Bennies = 0
		out := tried(b, []int{2, 1, 3, 7, 1}, rules.Test{Who: "buck", Target: "c1", Skill: rules.Fighting})
		return fmt.Sprintf("%s\nDistracted %v", out, b.Figure("c1").Distracted)
	}, "Distracted false", "Killer Instinct"},
	{"Doubting Thomas", func(t *testing.T, rev int) string {
		b := newBattleAt(t, "edition: deluxe\n"+scene(t, edgeField, map[string]string{"buck": "hindrances: [Doubting Thomas]"}), 1, rev)
		return fmt.Sprintf("Fear %+d", b.EffectValue(b.Figure("buck"), rules.ChangeFear, ""))
	}, "Fear +0", "Fear -2"},
	{"Mean", func(t *testing.T, rev int) string {
		b := newBattleAt(t, scene(t, edgeField, map[string]string{"buck": "hindrances: [Mean]"}), 1, rev)
		return fmt.Sprintf("Persuasion %+d", b.EffectValue(b.Figure("buck"), rules.ChangeTrait, string(rules.Persuasion)))
	}, "Persuasion +0", "Persuasion -1"},
	{"IronJawKnockout", func(t *testing.T, rev int) string {
		b := newBattleAt(t, scene(t, edgeField, map[string]string{"c1": "edges: [Iron Jaw]"}), 1, rev)
		fighttest.ToTurn(t, b, "buck", 0)
		b.Figure("buck").Bennies = 0
		return tried(b, []int{2, 1, 1, 1, 2}, rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete", Drop: true})
	}, "d6 2 = 2 vs 4: failure", "d6 2, +2 Iron Jaw = 4 vs 4: success"},
	{"ElderlyStrengthDamage", func(t *testing.T, rev int) string {
		b := newBattleAt(t, scene(t, edgeField, map[string]string{"buck": "hindrances: [Elderly]"}), 1, rev)
		fighttest.ToTurn(t, b, "buck", 0)
		p, err := b.Preview(rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"})
		require.NoError(t, err)
		return fmt.Sprintf("damage %+d", p.Detail.(*rules.MeleePlan).Damage.Extra.Sum())
	}, "damage +0", "damage -1"},
	{"Formation Fighter", func(t *testing.T, rev int) string {
		b := newBattleAt(t, scene(t, edgeField, map[string]string{"c1": "edges: [Formation Fighter]"}, "c2"), 1, rev)
		fighttest.ToTurn(t, b, "c1", 0)
		p, err := b.Preview(rules.Melee{Who: "c1", Target: "buck"})
		require.NoError(t, err)
		return fmt.Sprintf("modifiers %+d", p.Rolls[0].Mods(0).Sum())
	}, "modifiers +1", "modifiers +2"},
	{"SpeedRaiseRunsFree", func(t *testing.T, rev int) string { // TestSpeedWithARaiseTakesAwayTheRunningPenalty
		return fmt.Sprintf("running acolyte %+d", speedRaiseRunning(t, "swade", rev, 8))
	}, "running acolyte -2", "running acolyte +0"},
	{"SlothRaiseMoveAction", func(t *testing.T, rev int) string { // TestSlothWithARaiseMakesMovingAnAction
		return fmt.Sprintf("Buck moved %+d", slothRaiseMoving(t, rev, 8))
	}, "Buck moved +0", "Buck moved -2"},
	{"PowersHarmEthereal", etherealByRevision, // TestBoltAndBlastHarmAnEtherealCreature
		"no effect (Ethereal: only magic harms it)", "4+4 = 8 vs Toughness 6: Shaken"},
	{"FrenzySweepReroll", func(t *testing.T, rev int) string { // TestABennyRerollsAFrenzy
		src := strings.Replace(scene(t, edgeField, map[string]string{"buck": "edges: [Frenzy]"}), "    bennies: 0\n", "    bennies: 1\n", 1)
		b := newBattleAt(t, src, 1, rev)
		b.Reroll = func(*rules.Figure, string, rules.TraitResult) bool { return true }
		fighttest.ToTurn(t, b, "buck", 0)
		return tried(b, []int{2, 2, 2, 8, 3, 1, 1, 1}, rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete", Frenzy: true})
	}, "Cultist 1 2 vs 5: miss; Cultist 1 2 vs 5: miss.", "(thrown away by a reroll)"},
	{"MeleeReach", func(t *testing.T, rev int) string { // TestAMeleeWeaponStrikesAsFarAsItsReach
		b := newBattleAt(t, spearField(t, nil), 1, rev)
		fighttest.ToTurn(t, b, "buck", 0)
		return tried(b, []int{6, 1, 1, 1}, rules.Melee{Who: "buck", Target: "c2", Weapon: "Spear"})
	}, "not adjacent to Buck", "Buck attacks Cultist 2 with the Spear"},
	{"Ambidextrous", func(t *testing.T, rev int) string { // TestAmbidextrousHasNoOffHandPenalty
		b := newBattleAt(t, withBuck(arena, "edges: [Ambidextrous]"), 1, rev)
		fighttest.ToTurn(t, b, "buck", 2)
		return tried(b, []int{5, 1, 1, 1}, rules.Melee{Who: "buck", Target: "c1", Weapon: "Knife"})
	}, "-2 off-hand = 3 vs 5: miss", "+1 two weapons = 5 vs 5: hit"},
	{"Two-Fisted", func(t *testing.T, rev int) string { // TestTwoFistedAttacksWithEachHandWithoutTheMultiActionPenalty
		b := newBattleAt(t, withBuck(arena, "edges: [Two-Fisted]"), 1, rev)
		fighttest.ToTurn(t, b, "buck", 2)
		return tried(b, []int{5, 1, 1, 1}, rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"})
	}, "-2 multi-action", "+1 two weapons = 7 vs 5: hit"},
	{"Two-Gun Kid", func(t *testing.T, rev int) string { // TestTwoGunKidShootsWithEachHand
		src := strings.Replace(withBuck(arena, "edges: [Two-Gun Kid]"), "      - {name: Knife, damage: str+d4, offhand: true}\n",
			"      - {name: Derringer, range: 3/6/12, damage: 2d4, shots: 2, offhand: true}\n", 1)
		b := newBattleAt(t, src, 1, rev)
		fighttest.ToTurn(t, b, "buck", 2)
		return tried(b, []int{5, 1, 1, 1}, rules.Shoot{Who: "buck", Targets: []string{"c1"}, Weapon: "Colt .45"})
	}, "-2 multi-action", "Wild d6 1 = 5 vs 5: hit"},
	{"Quick Draw", func(t *testing.T, rev int) string { // TestQuickDrawDrawsForFree
		b := newBattleAt(t, withBuck(arenaDeluxe, "edges: [Quick Draw]"), 1, rev)
		fighttest.ToTurn(t, b, "buck", 0)
		return tried(b, []int{2, 1}, rules.Ready{Who: "buck", Weapons: []string{"Machete", "Colt .45"}})
	}, "= 2 vs 4: failure", "+2 Quick Draw = 4 vs 4: success"},
	{"Danger Sense", func(t *testing.T, rev int) string { // TestDangerSenseNoticesTheAmbush
		b := newBattleAt(t, withBuck(arena, "edges: [Danger Sense]"), 1, rev)
		return tried(b, []int{2, 1}, rules.Surprise{Ambushers: []string{"c1"}, Victims: []string{"buck"}})
	}, "= 2 vs 4: failure", "+2 Danger Sense = 4 vs 4: success"},
	{"Calculating", func(t *testing.T, rev int) string { // TestCalculatingIgnoresTwoPointsOfPenalties
		b := newBattleAt(t, scene(t, edgeField, map[string]string{"buck": "edges: [Calculating]"}), 1, rev)
		stackDeck(t, b, "3♣")
		require.NoError(t, b.Apply(rules.StartRound{}))
		fighttest.ToTurn(t, b, "buck", 2)
		p, err := b.Preview(rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"})
		require.NoError(t, err)
		return fmt.Sprintf("modifiers %+d", p.Rolls[0].Mods(0).Sum())
	}, "modifiers -2", "modifiers +0"},
	{"Inspire", func(t *testing.T, rev int) string { // TestDeluxeInspireMakesCommandTwo
		src := strings.Replace(scene(t, edgeField, map[string]string{"buck": "edges: [Command, Inspire]"}), "at: [0, 7]", "at: [6, 5]", 1)
		b := newBattleAt(t, "edition: deluxe\n"+src, 1, rev)
		fighttest.UpTo(t, b, "doc")
		b.Figure("doc").Shaken = true
		return tried(b, []int{3}, rules.StartTurn{Who: "doc"})
	}, "+1 Command = 4", "+2 Inspire = 5"},
	{"Rapid Fire", rapidCase("Rapid Fire"), "refused: the Colt .45 has RoF 1", "2 dice"},
	{"Improved Rapid Fire", rapidCase("Improved Rapid Fire"), "refused: the Colt .45 has RoF 1", "2 dice"},
	{"Berserk", func(t *testing.T, rev int) string { // TestBerserkAfterAShake
		b := newBattleAt(t, scene(t, edgeField, map[string]string{"buck": "edges: [Berserk]"}), 1, rev)
		fighttest.ToTurn(t, b, "c1", 0)
		out := tried(b, []int{6, 1, 5, 1, 2, 1}, rules.Melee{Who: "c1", Target: "buck"})
		return fmt.Sprintf("%s\nToughness %d", out, b.Figure("buck").Toughness())
	}, "\nToughness 6", "goes berserk"},
	{"Tactician", tacticianCase("Tactician"), "tactician cards 0", "tactician cards 1"},
	{"Master Tactician", tacticianCase("Master Tactician"), "tactician cards 0", "tactician cards 1"},
	{"Mild Mannered", func(t *testing.T, rev int) string {
		b := newBattleAt(t, scene(t, edgeField, map[string]string{"buck": "hindrances: [Mild Mannered]"}), 1, rev)
		fighttest.ToTurn(t, b, "buck", 0)
		p, err := b.Preview(rules.Test{Who: "buck", Target: "c1", Skill: rules.Intimidation})
		require.NoError(t, err)
		return fmt.Sprintf("modifiers %+d", p.Rolls[0].Mods(0).Sum())
	}, "modifiers -2", "modifiers -4"},
}

// resistCase: the modifiers of Cultist 1's roll resisting Buck's test
// of skill, with keys on the figure named by on.
func resistCase(head, on, keys string, skill rules.Trait) func(t *testing.T, rev int) string {
	return func(t *testing.T, rev int) string {
		b := newBattleAt(t, head+scene(t, edgeField, map[string]string{on: keys}), 1, rev)
		fighttest.ToTurn(t, b, "buck", 0)
		p, err := b.Preview(rules.Test{Who: "buck", Target: "c1", Skill: skill})
		require.NoError(t, err)
		return fmt.Sprintf("%s %+d", p.Rolls[1].Trait, p.Rolls[1].Roll.Mods.Sum())
	}
}

// rapidCase: Buck's two dice from a semi-automatic Colt (RoF 1) with the
// Edge.
func rapidCase(edge string) func(t *testing.T, rev int) string {
	return func(t *testing.T, rev int) string {
		src := strings.Replace(edgeField, "shots: 7}", "shots: 7, double_tap: true}", 1)
		b := newBattleAt(t, scene(t, src, map[string]string{"buck": "edges: [" + edge + "]"}), 1, rev)
		fighttest.ToTurn(t, b, "buck", 0)
		p, err := b.Preview(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1", "c1"}})
		if err != nil {
			return "refused: " + err.Error()
		}
		return fmt.Sprintf("%d dice", len(p.Rolls[0].Dice))
	}
}

// tacticianCase: the cards Buck's Edge hands to Doc in the first round.
func tacticianCase(edge string) func(t *testing.T, rev int) string {
	return func(t *testing.T, rev int) string {
		src := strings.Replace(scene(t, edgeField, map[string]string{"buck": "edges: [" + edge + "]"}), "at: [0, 7]", "at: [5, 3]", 1)
		b := newBattleAt(t, src, 1, rev)
		require.NoError(t, b.Apply(rules.StartRound{}))
		n := 0
		for _, e := range b.Events() {
			if e.Kind == rules.EventDraw && e.What == rules.Tactician {
				n++
			}
		}
		return fmt.Sprintf("tactician cards %d", n)
	}
}

// parryCase: Buck's Parry against Cultist 1's swing, with keys on Buck.
func parryCase(keys, head string) func(t *testing.T, rev int) string {
	return func(t *testing.T, rev int) string {
		b := newBattleAt(t, head+scene(t, edgeField, map[string]string{"buck": keys}), 1, rev)
		fighttest.ToTurn(t, b, "c1", 0)
		p, err := b.Preview(rules.Melee{Who: "c1", Target: "buck"})
		require.NoError(t, err)
		return fmt.Sprintf("Parry %d", p.Rolls[0].TN(0))
	}
}

// swingCase: the modifiers of a melee attack between Buck and Cultist 1
// (attacker "buck" or "c1"), with keys on the figure named by on.
func swingCase(keys, on, attacker string) func(t *testing.T, rev int) string {
	return func(t *testing.T, rev int) string {
		b := newBattleAt(t, "edition: deluxe\n"+scene(t, edgeField, map[string]string{on: keys}), 1, rev)
		if keys == "edges: [Combat Acrobat]" {
			b = newBattleAt(t, scene(t, edgeField, map[string]string{on: keys}), 1, rev)
		}
		target := map[string]string{"buck": "c1", "c1": "buck"}[attacker]
		fighttest.ToTurn(t, b, attacker, 0)
		p, err := b.Preview(rules.Melee{Who: attacker, Target: target})
		require.NoError(t, err)
		return fmt.Sprintf("modifiers %+d", p.Rolls[0].Mods(0).Sum())
	}
}

func TestEachRevision5CorrectionByRevision(t *testing.T) {
	playBothRevisions(t, 4, fifthCases, corrections4)
}

func TestRevision5DiffersOnlyByItsCorrections(t *testing.T) {
	differOnlyBy(t, 4, corrections4)
	for _, ed := range []rules.Edition{rules.SWADE, rules.Deluxe} {
		assert.Equal(t, 4, ed.RulesAt(4).Revision)
	}
}
