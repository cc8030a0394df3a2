package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"battlemat/rules"
)

// The corrections of revision 10 (the seventh pass over characters and
// powers), off in revisions 1 to 9. Each field added to audit9 gets a
// line here and a case in tenthCases.
var corrections9 = []correction{
	{"WeaknessEffect", rules.SWADE, false, true},
	{"WeaknessEffect", rules.Deluxe, false, true},
	{"ConstructWildOnly", rules.Deluxe, false, true},
}

// Each correction of revision 10, played under revisions 9 and 10;
// Edges, Hindrances, abilities and power options first played in
// revision 10 (Since: 10) add a case too: under revision 9 the name is
// kept and does nothing.
var tenthCases = []correctionCase{
	{"WeaknessEffect", func(t *testing.T, rev int) string { // TestAWeaknessDoesTheDamageItsBlockNames
		return fireFor(rev, 5, "Weakness (fire, double)")
	}, "5 damage, 0 Wounds", "10 damage, 1 Wounds"},
	{"ConstructWildOnly", func(t *testing.T, rev int) string { // TestOnlyADeluxeConstructWildCardIgnoresItsWoundPenalties
		f := grantedAt(rules.Deluxe, rev, false, "Construct")
		f.Wounds = 2
		if p := f.Penalty(); len(p) > 0 {
			return "penalty " + p.String()
		}
		return "no Wound penalty"
	}, "no Wound penalty", "penalty -2 Wounds"},
}

func TestEachRevision10CorrectionByRevision(t *testing.T) {
	playBothRevisions(t, 9, tenthCases, corrections9)
}

func TestRevision10DiffersOnlyByItsCorrections(t *testing.T) {
	differOnlyBy(t, 9, corrections9)
	for _, ed := range []rules.Edition{rules.SWADE, rules.Deluxe} {
		assert.Equal(t, 9, ed.RulesAt(9).Revision)
		assert.Equal(t, 10, ed.RulesAt(10).Revision)
	}
}
