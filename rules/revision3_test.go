package rules_test

import (
	"testing"
)

// The corrections of the second rules audit, off in revisions 1 and 2.
// Each correction adds its field here and a case to TestEachSecondAuditCorrectionByRevision.
var corrections2 = []correction{}

// Each correction of the second audit, played under revisions 2 and 3:
// revision 2 does what the rules did before that audit, revision 3 what
// the correction's own test (named in the comment) checks.
func TestEachSecondAuditCorrectionByRevision(t *testing.T) {
	cases := []correctionCase{}
	playBothRevisions(t, 2, cases, corrections2)
}
