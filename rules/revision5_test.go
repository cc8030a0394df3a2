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
var fifthCases = []correctionCase{}

func TestEachRevision5CorrectionByRevision(t *testing.T) {
	playBothRevisions(t, 4, fifthCases, corrections4)
}

func TestRevision5DiffersOnlyByItsCorrections(t *testing.T) {
	differOnlyBy(t, 4, corrections4)
	for _, ed := range []rules.Edition{rules.SWADE, rules.Deluxe} {
		assert.Equal(t, 4, ed.RulesAt(4).Revision)
	}
}
