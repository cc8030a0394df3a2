package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// The corrections of revision 8 (the fifth pass over characters and
// powers), off in revisions 1 to 7. Each field added to audit7 gets a
// line here and a case in eighthCases.
var corrections7 = []correction{}

// Each correction of revision 8, played under revisions 7 and 8; Edges,
// Hindrances, abilities and power options first played in revision 8
// (Since: 8) add a case too: under revision 7 the name is kept and does
// nothing.
var eighthCases = []correctionCase{
	{"Champion", func(t *testing.T, rev int) string { // TestChampionsTwoDamageReachesShotsToo
		b := championAt(t, "swade", "Champion", "Supernaturally Evil", rev)
		fighttest.ToTurn(t, b, "buck", 0)
		return tried(b, []int{7, 3, 4, 5}, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}})
	}, "4+5+1 = 10 vs Toughness 5", "4+5+1, +2 Champion = 12 vs Toughness 5"},
	{"Double Tap", func(t *testing.T, rev int) string { // TestDoubleTapEdgeDoubleTapsARoFOneGun
		return tried(doubleTapper(t, "swade", "Double Tap", rev), []int{6, 1, 3, 4},
			rules.Shoot{Who: "ann", Weapon: "Colt .45", Targets: []string{"c1"}, Mode: rules.DoubleTap})
	}, "refused: the Colt .45 cannot double tap: it is not semi-automatic (double_tap: true)", "+1 Double Tap = 7 vs 4: hit."},
	{"Wall Walker", climbOver, // TestAWallWalkerClimbsOverALowWallAtItsPace
		"refused: Spider cannot get to (5, 0)", "Spider climbs to (5, 0) (5\")."},
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
