package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"battlemat/rules"
)

// The corrections of revision 11 (the eighth pass), off in revisions 1
// to 10. Each field added to audit10 gets a line here and a case in
// eleventhCases.
var corrections10 = []correction{}

// Each correction of revision 11, played under revisions 10 and 11.
var eleventhCases = []correctionCase{}

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
