package rules_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// The corrections of revision 6 (the third pass over characters and
// powers), off in revisions 1 to 5. Each field added to audit5 gets a
// line here and a case in sixthCases.
var corrections5 = []correction{
	{"WithdrawFromReach", rules.SWADE, false, true},
	{"WithdrawFromReach", rules.Deluxe, false, true},
	{"SweepFrenzyReach", rules.SWADE, false, true},
}

// Each correction of revision 6, played under revisions 5 and 6; Edges,
// Hindrances and abilities first played in revision 6 (Entry.Since: 6)
// add a case too: under revision 5 the name is kept and does nothing.
var sixthCases = []correctionCase{
	{"WithdrawFromReach", func(t *testing.T, rev int) string { // TestLeavingASpearsReachDrawsAFreeAttack
		b := newBattleAt(t, lonelySpear(t, nil), 1, rev)
		fighttest.ToTurn(t, b, "buck", 0)
		log := logAfter(t, b, []int{3}, rules.Move{Who: "buck", To: rules.Pos{X: 1, Y: 3}})
		return fmt.Sprintf("%s\nfree attacks: %d", log, strings.Count(log, "withdraws from melee"))
	}, "free attacks: 0", "Cultist 2 attacks Buck with the Spear: d6 3 = 3 vs 7: miss."},
	{"SweepFrenzyReach", func(t *testing.T, rev int) string { // TestASweepReachesAsFarAsItsWeapon
		b := newBattleAt(t, spearField(t, map[string]string{"buck": "edges: [Sweep]"}), 1, rev)
		fighttest.ToTurn(t, b, "buck", 0)
		return logAfter(t, b, []int{6, 1, 1, 1}, rules.Melee{Who: "buck", Sweep: true, Weapon: "Pike"})
	}, "(+1 two weapons): hit.", "Cultist 2 4 vs 5: miss."},
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
