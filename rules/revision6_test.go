package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"battlemat/rules"
)

// The corrections of revision 6 (the third pass over characters and
// powers), off in revisions 1 to 5. Each field added to audit5 gets a
// line here and a case in sixthCases.
var corrections5 = []correction{
	{"BennyRerollsDamage", rules.SWADE, false, true},
}

// Each correction of revision 6, played under revisions 5 and 6; Edges,
// Hindrances and abilities first played in revision 6 (Entry.Since: 6)
// add a case too: under revision 5 the name is kept and does nothing.
var sixthCases = []correctionCase{
	{"BennyRerollsDamage", damageRerollByRevision, // TestABennyRerollOfDamageTurnsShakenIntoAWound
		"Damage d8+d6 (Machete) to Brute: 4+3 = 7 vs Toughness 6: Shaken.",
		"Buck spends a benny on a reroll of damage (7 vs Toughness 6) (0 left)."},
	{"No Mercy", noMercyByRevision, // TestDeluxeRerollsDamageOnlyWithNoMercy
		"Damage d8+d6 (Machete) to Brute: 4+3 = 7 vs Toughness 6: Shaken.",
		"Damage d8+d6 (Machete) to Brute: 6+4 = 10 vs Toughness 6: one raise, 1 Wound (thrown away by a reroll: d8 4, d6 3 = 7: Shaken)."},
}

func TestEachRevision6CorrectionByRevision(t *testing.T) {
	playBothRevisions(t, 5, sixthCases, corrections5)
}

func TestRevision6DiffersOnlyByItsCorrections(t *testing.T) {
	differOnlyBy(t, 5, corrections5)
	for _, ed := range []rules.Edition{rules.SWADE, rules.Deluxe} {
		assert.Equal(t, 5, ed.RulesAt(5).Revision)
		assert.Equal(t, 6, ed.RulesAt(6).Revision)
	}
}
