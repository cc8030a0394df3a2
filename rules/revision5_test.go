package rules_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// The corrections of revision 5, off in revisions 1 to 4. Each field
// added to audit4 gets a line here and a case in fifthCases.
var corrections4 = []correction{
	{"PanicFlees", rules.SWADE, false, true},
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
