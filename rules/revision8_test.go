package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

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
var eighthCases = []correctionCase{}

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
