package rules_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"

	"battlemat/rules"
)

// The corrections of revision 6 (the third pass over characters and
// powers), off in revisions 1 to 5. Each field added to audit5 gets a
// line here and a case in sixthCases.
var corrections5 = []correction{
	{"ConeBreaksBarrier", rules.SWADE, false, true},
	{"ConeBreaksBarrier", rules.Deluxe, false, true},
}

// Each correction of revision 6, played under revisions 5 and 6; Edges,
// Hindrances and abilities first played in revision 6 (Entry.Since: 6)
// add a case too: under revision 5 the name is kept and does nothing.
var sixthCases = []correctionCase{
	{"ConeBreaksBarrier", func(t *testing.T, rev int) string { // TestABurstRollsItsDamageAgainstEachInchOfBarrierItPassesOver
		b := burstNorth(t, rev, 7, 1, 6, 5)
		return fmt.Sprintf("%d inches stand", len(b.BarrierSections()))
	}, "5 inches stand", "4 inches stand"},
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
