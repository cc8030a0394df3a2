package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"battlemat/rules"
)

// A Mobile area (rules revision 9) rides on its caster or a figure of
// the caster's side standing in for the object the rules fix it to; a
// foe cannot be made to carry it, having no roll to resist it. Buck is
// of the heroes, the High Priest of the cult.
func TestAMobileDarknessIsNotFixedToAFoe(t *testing.T) {
	b := lightCaster(t, rules.CurrentRevision)
	at := b.Battlefield.Centre("buck")
	refused(t, b, rules.Cast{Who: "priest", Power: "Darkness", At: &at, Mods: []string{"Mobile"}},
		"a Mobile Darkness rides only on High Priest or a figure of its side: Buck is a foe (cast it at bare ground to move it)")

	b = lightCaster(t, rules.CurrentRevision)
	at = b.Battlefield.Centre("acolyte")
	log := tried(b, []int{5, 1}, rules.Cast{Who: "priest", Power: "Darkness", At: &at, Mods: []string{"Mobile"}})
	assert.Contains(t, log, "High Priest makes it dark within 3\" of Acolyte, wherever it goes (Darkness).", "a figure of its own side carries it")

	b = lightCaster(t, 8)
	at = b.Battlefield.Centre("buck")
	log = tried(b, []int{5, 1}, rules.Cast{Who: "priest", Power: "Darkness", At: &at, Mods: []string{"Mobile"}})
	assert.Contains(t, log, "High Priest makes it dark within 3\" of Buck, wherever it goes (Darkness).", "revision 8 fixed it to a foe")
}
