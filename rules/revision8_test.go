package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"battlemat/rules"
)

// The corrections of revision 8 (the fifth pass over characters and
// powers), off in revisions 1 to 7. Each field added to audit7 gets a
// line here and a case in eighthCases.
var corrections7 = []correction{
	{"DispelCounter", rules.SWADE, false, true},
}

// Each correction of revision 8, played under revisions 7 and 8; Edges,
// Hindrances, abilities and power options first played in revision 8
// (Since: 8) add a case too: under revision 7 the name is kept and does
// nothing.
var eighthCases = []correctionCase{
	{"DispelCounter", func(t *testing.T, rev int) string { // TestADispelOnHoldCountersAPowerAsItIsCast
		return tried(dispelOnHold(t, rev), []int{5, 1, 3, 1, 7, 1, 4, 2}, rules.Cast{Who: "priest", Power: "Stun", Targets: []string{"buck"}})
	}, "Buck is Stunned: prone, Distracted and Vulnerable (Stun).", "High Priest loses Stun to Buck's counter"},
	{"Beam", func(t *testing.T, rev int) string { // TestLightsBeamOnARaiseLightsFiveInchesFromTheCaster
		return tried(lightCaster(t, rev), []int{8, 1}, rules.Cast{Who: "priest", Power: "Light", At: &rules.Spot{X: 8.5, Y: 3.5}, Mods: []string{"Beam"}})
	}, "refused: the modifier Beam of Light is not played under rules revision 7 (played from rules revision 8)", "High Priest makes it bright along a 5\" beam"},
	{"Mobile", func(t *testing.T, rev int) string { // TestAMobileLightGoesWhereItsFigureGoes
		b := lightCaster(t, rev)
		at := b.Battlefield.Centre("acolyte")
		return tried(b, []int{5, 1}, rules.Cast{Who: "priest", Power: "Darkness", At: &at, Mods: []string{"Mobile"}})
	}, "refused: the modifier Mobile of Darkness is not played under rules revision 7 (played from rules revision 8)", "High Priest makes it dark within 3\" of Acolyte, wherever it goes (Darkness)."},
	{"Obscure (deluxe)", func(t *testing.T, rev int) string { // TestDeluxeObscureDarkensForThreeRoundsKeptUpForAPointARound
		return tried(deluxeCaster(t, "Obscure", rev, false), []int{5, 1}, rules.Cast{Who: "priest", Power: "Obscure", At: &rules.Spot{X: 8.5, Y: 3.5}})
	}, "refused: High Priest casts no Obscure under rules revision 7 (played from rules revision 8)", "High Priest spends 2 Power Points on Obscure (13 left)."},
}

func TestEachRevision8CorrectionByRevision(t *testing.T) {
	playBothRevisions(t, 7, eighthCases, corrections7)
}

func TestRevision8DiffersOnlyByItsCorrections(t *testing.T) {
	differOnlyBy(t, 7, corrections7)
	for _, ed := range []rules.Edition{rules.SWADE, rules.Deluxe} {
		assert.Equal(t, 7, ed.RulesAt(7).Revision)
		assert.Equal(t, 8, ed.RulesAt(8).Revision)
	}
}
