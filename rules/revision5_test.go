package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"battlemat/internal/fighttest"
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
