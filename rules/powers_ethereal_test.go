package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"battlemat/rules"
)

// CHARACTERS.md 4.1: only magic harms an Ethereal creature, and powers
// are magic: a Bolt of 4+4 = 8 against Buck's Toughness 6 Shakes him, a
// Blast's 3+3 = 6 against Hand 2's Toughness 5 Shakes him, Ethereal or
// not (revision 5, PowersHarmEthereal).
func TestBoltAndBlastHarmAnEtherealCreature(t *testing.T) {
	b := arcaneScene(t, "swade", rules.CurrentRevision, map[string]string{"buck": "abilities: [Ethereal]"})
	n := len(b.Events())
	script(b, 5, 1, 4, 4)
	apply(t, b, rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}})
	assert.Equal(t, []string{"Damage 2d6 (Bolt) to Buck: 4+4 = 8 vs Toughness 6: Shaken."}, damageLines(logFrom(b, n), "Bolt"))
	assert.True(t, b.Figure("buck").Shaken)

	b = arcaneScene(t, "swade", rules.CurrentRevision, map[string]string{"h2": "abilities: [Ethereal]"})
	n = len(b.Events())
	script(b, 5, 1, 1, 1, 2, 2, 3, 3)
	apply(t, b, rules.Cast{Who: "priest", Power: "Blast", At: &rules.Spot{X: 9.5, Y: 3.5}})
	assert.Contains(t, damageLines(logFrom(b, n), "Blast"), "Damage 2d6 (Blast) to Hand 2: 3+3 = 6 vs Toughness 5: Shaken.")
	assert.True(t, b.Figure("h2").Shaken)
}

// Revision 4 played a power as mundane against Ethereal: the Bolt passed
// through.
func etherealByRevision(t *testing.T, rev int) string {
	b := arcaneScene(t, "swade", rev, map[string]string{"buck": "abilities: [Ethereal]"})
	return tried(b, []int{5, 1, 4, 4}, rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}})
}
