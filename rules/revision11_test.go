package rules_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// The corrections of revision 11 (the eighth pass), off in revisions 1
// to 10. Each field added to audit10 gets a line here and a case in
// eleventhCases.
var corrections10 = []correction{
	{"ApproachWalkAStar", rules.SWADE, false, true},
	{"ApproachWalkAStar", rules.Deluxe, false, true},
	{"PlainLeavesStalemates", rules.SWADE, false, true},
	{"PlainLeavesStalemates", rules.Deluxe, false, true},
}

// Each correction of revision 11, played under revisions 10 and 11.
var eleventhCases = []correctionCase{
	{"ApproachWalkAStar", func(t *testing.T, rev int) string { // TestWalkToNearEndsOnAGoalAtTheCheapestCost (board)
		return approachWalk(t, rev)
	}, "sergeant walks to (4, 4)", "sergeant walks to (4, 6)"},
	{"PlainLeavesStalemates", func(t *testing.T, rev int) string { // tactic_stalemate_test.go
		return stalemateBodyInDoorway(t, rev)
	}, "rifleman at (0, 8) after ", "rifleman at (3, 7) after Move, Shoot"},
}

// approachWalk: a sergeant with a pistol and no shot walks its Pace of 6
// toward the foe 8 columns west and 6 rows north on open ground. Every
// way there costs 7"; revision 10 took the one its whole search reached
// first, which toward a foe to the north along a row, or to the west
// along a column, is diagonals first (toward the south or east it was
// straight first); revision 11's A* runs straight along the longer leg
// first and takes its diagonals last, whichever way the foe lies.
func approachWalk(t *testing.T, rev int) string {
	src := `
name: Approach
map: {rows: ["....................", "....................", "....................", "....................", "....................", "....................", "....................", "....................", "....................", "....................", "....................", "...................."]}
figures:
  - {id: sergeant, side: a, at: [10, 10], pace: 6, traits: {shooting: d8}, weapons: [{name: Derringer, range: 1/2/4, damage: 2d4, shots: 2}]}
  - {id: guard, side: b, at: [2, 4], traits: {fighting: d6}}
`
	b := newBattleAt(t, src, 1, rev)
	fighttest.ToTurn(t, b, "sergeant", 0)
	fighttest.PlayTactic(t, b, &rules.Plain{}, "sergeant")
	at, ok := b.Battlefield.Position("sergeant")
	require.True(t, ok)
	return fmt.Sprintf("sergeant walks to (%d, %d)", at.X, at.Y)
}

func TestEachRevision11CorrectionByRevision(t *testing.T) {
	playBothRevisions(t, 10, eleventhCases, corrections10)
}

func TestRevision11DiffersOnlyByItsCorrections(t *testing.T) {
	differOnlyBy(t, 10, corrections10)
	for _, ed := range []rules.Edition{rules.SWADE, rules.Deluxe} {
		assert.Equal(t, 10, ed.RulesAt(10).Revision)
		assert.Equal(t, 11, ed.RulesAt(11).Revision)
	}
}
