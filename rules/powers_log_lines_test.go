package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"battlemat/rules"
)

// The table reads which distance a deluxe Teleport bought: +10 inches
// for 1 Power Point more carries it 20" without a raise.
func TestDeluxeTeleportsLineNamesTheDistanceBought(t *testing.T) {
	b := deluxeCaster(t, "Teleport", rules.CurrentRevision, true)
	at := rules.Spot{X: 24.5, Y: 3.5}
	out := tried(b, []int{5, 1}, rules.Cast{Who: "priest", Power: "Teleport", At: &at, Mods: []string{"+10 inches"}})
	assert.Contains(t, out, "High Priest teleports (+10 inches) to (22, 3) (20\").")
	b = deluxeCaster(t, "Teleport", rules.CurrentRevision, true)
	at = rules.Spot{X: 12.5, Y: 3.5}
	out = tried(b, []int{5, 1}, rules.Cast{Who: "priest", Power: "Teleport", At: &at})
	assert.Contains(t, out, "High Priest teleports to (12, 3) (10\").", "no distance bought, nothing named")
}
