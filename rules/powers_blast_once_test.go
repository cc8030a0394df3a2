package rules_test

import (
	"testing"

	"battlemat/rules"
)

// An area power is cast as one template: a Medium Blast (+2) or a Large
// one (+3), never both for 2 + 2 + 3 = 7 Power Points and the Medium.
func TestACastingIsAMediumOrALargeBlastNotBoth(t *testing.T) {
	at := rules.Spot{X: 8.5, Y: 3.5}
	for _, c := range []struct{ ed, power string }{{"swade", "Stun"}, {"swade", "Entangle"}, {"swade", "Slumber"}, {"swade", "Blind"}, {"deluxe", "Blind"}} {
		b := castingAt(t, c.ed, c.power, rules.CurrentRevision)
		refused(t, b, rules.Cast{Who: "priest", Power: c.power, At: &at, Mods: []string{"Medium Blast", "Large Blast"}},
			"a casting is a Medium or a Large Blast, not both")
	}
}

// blastBoth casts an area Stun taking both Blast modifiers (success, and
// Buck, the Hands roll Vigor 6, 1, 6, 6: all resist).
func blastBoth(t *testing.T, rev int) string {
	at := rules.Spot{X: 8.5, Y: 3.5}
	return tried(castingAt(t, "swade", "Stun", rev), []int{5, 1, 6, 1, 6, 6}, rules.Cast{Who: "priest", Power: "Stun", At: &at, Mods: []string{"Medium Blast", "Large Blast"}})
}
