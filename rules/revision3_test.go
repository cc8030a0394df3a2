package rules_test

import (
	"testing"

	"battlemat/rules"
)

// The corrections of the second rules audit, off in revisions 1 and 2.
// Each correction adds its field here and a case to TestEachSecondAuditCorrectionByRevision.
var corrections2 = []correction{
	{"InterruptTieActorFirst", rules.SWADE, false, true},
	{"InterruptTieSimultaneous", rules.Deluxe, false, true},
}

// Each correction of the second audit, played under revisions 2 and 3:
// revision 2 does what the rules did before that audit, revision 3 what
// the correction's own test (named in the comment) checks.
func TestEachSecondAuditCorrectionByRevision(t *testing.T) {
	cases := []correctionCase{
		{"InterruptTieActorFirst", func(t *testing.T, rev int) string { // TestInterruptTieIsNotAWinInSWADE
			b := holdBesideBuck(t, duel, rev)
			return tried(b, []int{4, 3, 5, 2}, rules.InterruptHold{Who: "c1", Target: "buck"})
		}, "Athletics 5 vs 5: they act at the same time.", "Athletics 5 vs 5: a tie is no win: Buck acts first."},
		{"InterruptTieSimultaneous", func(t *testing.T, rev int) string { // TestInterruptTieIsSimultaneousInDeluxe
			b := holdBesideBuck(t, "edition: deluxe"+duel, rev)
			script(b, 5, 3, 5, 6, 1, 6, 1, 3)
			apply(t, b, rules.InterruptHold{Who: "c1", Target: "buck"}, rules.Melee{Who: "c1", Target: "buck"}, rules.EndTurn{Who: "c1"})
			if b.Turn() == nil { // Buck's turn begins now: Spirit d8 2, Wild d6 1, -1 Wounds fails
				script(b, 2, 1)
				apply(t, b, rules.StartTurn{Who: "buck"})
			}
			return tried(b, []int{6, 2, 4, 2}, rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"})
		}, "refused: Buck is Shaken", "Buck attacks Cultist 1 with the Machete: d8 6, Wild d6 2 = 6 vs 5: hit."},
	}
	playBothRevisions(t, 2, cases, corrections2)
}
