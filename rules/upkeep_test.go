package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// CHARACTERS.md 5.2: Protection cast in round 1 holds through the
// caster's turn of round 6: the card counts 5 rounds left in round 1, 4
// in round 2, and "ends this round" in round 6.
func TestTheCardCountsAPowersRoundsLeftOnItsCastersTurns(t *testing.T) {
	b := casting(t, "swade")
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Protection", Targets: []string{"acolyte"}})
	e := b.Figure("acolyte").Effects[0]
	assert.Equal(t, "kept up by High Priest, 5 rounds left", b.EndsText(e))
	assert.Equal(t, "for 5 rounds", e.EndText(), "the log's words as cast")
	apply(t, b, rules.EndTurn{Who: "priest"})
	fighttest.ToTurn(t, b, "priest", 0)
	require.Equal(t, 2, b.Fight.Init.Round)
	assert.Equal(t, "kept up by High Priest, 4 rounds left", b.EndsText(b.Figure("acolyte").Effects[0]))
	for range 4 {
		apply(t, b, rules.EndTurn{Who: "priest"})
		fighttest.ToTurn(t, b, "priest", 0)
	}
	require.Equal(t, 6, b.Fight.Init.Round)
	assert.Equal(t, "kept up by High Priest, ends this round", b.EndsText(b.Figure("acolyte").Effects[0]))
	// Renewed for 1 PP: another 5 rounds from the end of this one.
	apply(t, b, rules.Maintain{Who: "priest", Power: "Protection"})
	assert.Equal(t, "kept up by High Priest, 5 rounds left", b.EndsText(b.Figure("acolyte").Effects[0]))
}

// Deluxe counts a power's 3 rounds on its recipient: cast in round 1 it
// holds through round 3, 2 rounds after this one.
func TestDeluxeCardCountsThreeRoundsCountingTheOneCastIn(t *testing.T) {
	b := casting(t, "deluxe")
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Deflection", Targets: []string{"acolyte"}})
	assert.Equal(t, "kept up by High Priest, 2 rounds left", b.EndsText(b.Figure("acolyte").Effects[0]))
}
