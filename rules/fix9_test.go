package rules_test

import (
	"strings"
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

// A Lethal poison's Wound past a full Wound card (rules revision 9)
// Incapacitates as any Wound does: the Wild Card makes the Incapacitation
// roll. The hero carries 3 Wounds of 3; the bite (6 to hit, 4+2 = 6
// against Toughness 5) Shakes; Vigor 2 and Wild 1 (-3 Wounds, -2 poison)
// fail; the 2d6 rounds are 1+2; the Incapacitation Vigor 1, Wild 1 is a
// Critical Failure: dead.
func TestALethalPoisonsWoundPastTheCardTakesTheIncapacitationRoll(t *testing.T) {
	bitten := func(rev int) (*rules.Battle, string) {
		src := denSource("", "", `"Poison (Lethal, -2)", Bite`, false) + poisonMedic
		src = strings.Replace(src, "  - id: hero\n", "  - id: hero\n    wildcard: true\n    bennies: 0\n", 1)
		b := newBattleAt(t, src, 1, rev)
		b.Figure("hero").Wounds = 3
		return b, bites(t, b, 6, 4, 2, 2, 1, 1, 2, 1, 1)
	}
	b, log := bitten(rules.CurrentRevision)
	assert.Contains(t, log, "Vigor (Incapacitation)")
	assert.True(t, b.Figure("hero").Dead, "a Critical Failure on the Incapacitation roll kills")

	b, log = bitten(8)
	assert.NotContains(t, log, "Vigor (Incapacitation)", "revision 8 Incapacitated with no roll")
	assert.True(t, b.Figure("hero").Incapacitated)
	assert.False(t, b.Figure("hero").Dead)
}
