package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"battlemat/rules"
)

// The corrections of revision 9 (the sixth pass over characters and
// powers), off in revisions 1 to 8. Each field added to audit8 gets a
// line here and a case in ninthCases.
var corrections8 = []correction{}

// Each correction of revision 9, played under revisions 8 and 9; Edges,
// Hindrances, abilities and power options first played in revision 9
// (Since: 9) add a case too: under revision 8 the name is kept and does
// nothing.
var ninthCases = []correctionCase{}

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
