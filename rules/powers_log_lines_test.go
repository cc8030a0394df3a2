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

// A Dispel cast at a point of the map names what it is aimed at before
// its roll: the table sees whose Darkness, or which areas with Multiple
// Powers, is at stake.
func TestDispelAtAnAreaNamesItsAimBeforeTheRoll(t *testing.T) {
	b := darkOnBuck(t, rules.CurrentRevision)
	n := len(b.Events())
	script(b, 8, 1, 3)
	apply(t, b, rules.Cast{Who: "priest", Power: "Dispel", At: &rules.Spot{X: 8.5, Y: 3.5}})
	log := logFrom(b, n)
	assert.Equal(t, "High Priest aims Dispel at Acolyte's Darkness.", log[0])
	assert.Contains(t, log[1], "High Priest casts Dispel with Faith")

	b = darkOnBuck(t, rules.CurrentRevision)
	acolyteWall(t, b)
	n = len(b.Events())
	script(b, 8, 1, 3, 3)
	apply(t, b, rules.Cast{Who: "priest", Power: "Dispel", At: &rules.Spot{X: 5.5, Y: 3.5}, Mods: []string{"Multiple Powers"}})
	assert.Equal(t, "High Priest aims Dispel at Acolyte's Darkness and Acolyte's Barrier.", logFrom(b, n)[0])
}
