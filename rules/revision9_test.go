package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"battlemat/rules"
)

// The corrections of revision 9 (the sixth pass over characters and
// powers), off in revisions 1 to 8. Each field added to audit8 gets a
// line here and a case in ninthCases.
var corrections8 = []correction{
	{"SwadeBurstDoubleTap", rules.SWADE, false, true},
}

// Each correction of revision 9, played under revisions 8 and 9; Edges,
// Hindrances, abilities and power options first played in revision 9
// (Since: 9) add a case too: under revision 8 the name is kept and does
// nothing.
var ninthCases = []correctionCase{
	{"SwadeBurstDoubleTap", func(t *testing.T, rev int) string { // TestSwadeThreeRoundBurstIsPlusOneToHitAndDamage
		return burstAt(t, "swade", rev)
	}, "3+4, +2 three-round burst = 9", "3+4, +1 three-round burst = 8"},
	{"SwadeBurstDoubleTap (double tap)", func(t *testing.T, rev int) string { // TestSwadeDoubleTapNeedsTheEdgeEvenWithASemiAutomaticWeapon
		return tried(semiAutomatic(t, "swade", "", rev), []int{6, 1, 3, 4},
			rules.Shoot{Who: "ann", Weapon: "Colt .45", Targets: []string{"c1"}, Mode: rules.DoubleTap})
	}, "+1 double tap = 7 vs 4: hit", "refused: the Colt .45 cannot double tap: in swade only the Double Tap Edge double taps"},
}

func TestEachRevision9CorrectionByRevision(t *testing.T) {
	playBothRevisions(t, 8, ninthCases, corrections8)
}

func TestRevision9DiffersOnlyByItsCorrections(t *testing.T) {
	differOnlyBy(t, 8, corrections8)
	for _, ed := range []rules.Edition{rules.SWADE, rules.Deluxe} {
		assert.Equal(t, 8, ed.RulesAt(8).Revision)
		assert.Equal(t, 9, ed.RulesAt(9).Revision)
	}
}
