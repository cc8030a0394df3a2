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
var corrections7 = []correction{
	{"NoticeSearch", rules.SWADE, false, true},
	{"NoticeSearch", rules.Deluxe, false, true},
}

// Each correction of revision 8, played under revisions 7 and 8; Edges,
// Hindrances, abilities and power options first played in revision 8
// (Since: 8) add a case too: under revision 7 the name is kept and does
// nothing.
var eighthCases = []correctionCase{
	{"NoticeSearch", func(t *testing.T, rev int) string { // TestSearchFindsAHiderWhoseStealthItBeatsAndATieKeepsItHidden
		return tried(hideout(t, "", "", rev), []int{5, 2, 3, 5}, rules.Search{Who: "buck"})
	}, "refused: under rules revision 7 a hidden figure is found only by the GM's reveal (search is played from rules revision 8)", "Buck's Notice 5 against Stealth 3 finds Scout."},
	{"Hard of Hearing", func(t *testing.T, rev int) string { // TestHardOfHearingTakesFourFromASearchByEarOnly
		b := hideout(t, "    hindrances: [Hard of Hearing]\n", "", rev)
		r := *b.Rules // the search itself is revision 8's: here only the Hindrance differs
		r.NoticeSearch = true
		b.Rules = &r
		return tried(b, []int{7, 2, 2, 2}, rules.Search{Who: "buck"})
	}, "Buck's Notice 7 against Stealth 2 finds Scout.", "Buck's Notice 3 (with -4 Hard of Hearing) against Stealth 2 misses Scout."},
	{"Silence", func(t *testing.T, rev int) string { // TestSilenceTakesFourFromNoticeByEarAndAllWithARaise
		b := hideout(t, "  - {id: priest, name: Priest, side: heroes, wildcard: true, at: [3, 0], traits: {faith: d8, smarts: d6}, arcane: {skill: faith, power_points: 10}, powers: [Silence]}\n", "", rev)
		fighttest.ToTurn(t, b, "priest", 0)
		return tried(b, []int{5, 2}, rules.Cast{Who: "priest", Power: "Silence", At: &rules.Spot{X: 4.5, Y: 1.5}})
	}, "refused: Priest casts no Silence under rules revision 7 (played from rules revision 8)", "Priest spends 1 Power Point on Silence (9 left)."},
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
