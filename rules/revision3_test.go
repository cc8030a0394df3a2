package rules_test

import (
	"fmt"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// The corrections of the second rules audit, off in revisions 1 and 2.
// Each correction adds its field here and a case to TestEachSecondAuditCorrectionByRevision.
var corrections2 = []correction{
	{"GMBennies", rules.SWADE, false, true},
}

// Each correction of the second audit, played under revisions 2 and 3:
// revision 2 does what the rules did before that audit, revision 3 what
// the correction's own test (named in the comment) checks.
func TestEachSecondAuditCorrectionByRevision(t *testing.T) {
	cases := []correctionCase{
		{"GMBennies", func(t *testing.T, rev int) string { // TestAnExtraSoaksFromTheGMsPool
			b := newBattleAt(t, gmBennies, 1, rev)
			b.Soak = func(*rules.Figure, int, int, int) bool { return true }
			start := fmt.Sprintf("priest %d, pool %d. ", b.Figure("priest").Bennies, b.Pool())
			fighttest.ToTurn(t, b, "buck", 0)
			return start + tried(b, []int{7, 3, 4, 5, 5}, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}})
		}, "priest 3, pool 0. Buck shoots Cultist 1 with the Colt .45: d10 7, Wild d6 3 = 7 vs 4: hit.\nDamage 2d6+1 (Colt .45) to Cultist 1: 4+5+1 = 10 vs Toughness 5: one raise, 1 Wound: Incapacitated.",
			"priest 2, pool 1. Buck shoots Cultist 1 with the Colt .45: d10 7, Wild d6 3 = 7 vs 4: hit.\nDamage 2d6+1 (Colt .45) to Cultist 1: 4+5+1 = 10 vs Toughness 5: one raise, 1 Wound.\nThe GM spends a benny from the pool for Cultist 1 on soak (0 left in the pool)."},
	}
	playBothRevisions(t, 2, cases, corrections2)
}
