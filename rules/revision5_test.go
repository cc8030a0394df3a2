package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"battlemat/rules"
)

// The corrections of revision 5, off in revisions 1 to 4. Each field
// added to audit4 gets a line here and a case in fifthCases.
var corrections4 = []correction{}

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
