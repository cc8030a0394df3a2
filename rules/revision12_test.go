package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"battlemat/rules"
)

// The corrections of revision 12 (the ninth pass), off in revisions 1
// to 11. Each field added to audit11 gets a line here and a case in
// twelfthCases.
var corrections11 = []correction{
	{"PlainOpensDoorTowardFoe", rules.SWADE, false, true},
	{"PlainOpensDoorTowardFoe", rules.Deluxe, false, true},
	{"PlainShooterSeeksBetterShot", rules.SWADE, false, true},
	{"PlainShooterSeeksBetterShot", rules.Deluxe, false, true},
}

// Each correction of revision 12, played under revisions 11 and 12.
var twelfthCases = []correctionCase{
	{"PlainOpensDoorTowardFoe", func(t *testing.T, rev int) string { // tactic_doorfoe_test.go
		return doorTurns(t, shedAndHut, rev, "fighter", 1)[0]
	}, "fighter at (5, 2) after Move, UseDoor; open: (4, 3)", "fighter at (12, 3) after Move, UseDoor, Move; open: (11, 3)"},
	{"PlainShooterSeeksBetterShot", func(t *testing.T, rev int) string { // tactic_betterspot_test.go
		_, s := stalemateTurn(t, dimHedge, rev, "rifleman", nil)
		return s
	}, "rifleman at (0, 4) after Shoot", "rifleman at (6, 0) after Move, Shoot"},
}

func TestEachRevision12CorrectionByRevision(t *testing.T) {
	playBothRevisions(t, 11, twelfthCases, corrections11)
}

func TestRevision12DiffersOnlyByItsCorrections(t *testing.T) {
	differOnlyBy(t, 11, corrections11)
	for _, ed := range []rules.Edition{rules.SWADE, rules.Deluxe} {
		assert.Equal(t, 11, ed.RulesAt(11).Revision)
		assert.Equal(t, 12, ed.RulesAt(12).Revision)
	}
}
