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

// Light lasts 10 minutes, 100 rounds, longer than any fight: it ends by
// its caster's choice or by Backlash. A Critical Failure (d10 1, Wild d6
// 1) on a later Bolt takes it off the dark map.
func TestBacklashEndsTheCastersLight(t *testing.T) {
	b := newBattle(t, "edition: swade\nlight: dark\n"+casters, 1)
	b.Figure("priest").Powers = []string{"Light", "Bolt"}
	at := rules.Spot{X: 8.5, Y: 3.5}
	fighttest.ToTurn(t, b, "priest", 0)
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Light", At: &at})
	require.Empty(t, lightOn(b, "priest", "buck"), "Bright under the Light")
	assert.Equal(t, "kept up by High Priest, 100 rounds left", b.EndsText(b.Figure("priest").Effects[0]))
	apply(t, b, rules.EndTurn{Who: "priest"})
	fighttest.ToTurn(t, b, "priest", 0)
	n := len(b.Events())
	script(b, 1, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}})
	assert.Contains(t, logFrom(b, n), "High Priest is Fatigued (Backlash).")
	assert.Equal(t, rules.Mods{{Name: "dark", Value: -4}}, lightOn(b, "priest", "buck"), "the Light is gone")
}

// Deluxe upkeep (CHARACTERS.md 5.1): after its 3 rounds a power is kept
// one more round for its upkeep per recipient: Deflection on the acolyte
// 1 PP a round.
func TestDeluxeUpkeepKeepsAPowerOneMoreRoundForItsCost(t *testing.T) {
	b := casting(t, "deluxe")
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Deflection", Targets: []string{"acolyte"}})
	require.Equal(t, 13, b.Figure("priest").PowerPoints())
	apply(t, b, rules.Maintain{Who: "priest", Power: "Deflection"})
	assert.Equal(t, 12, b.Figure("priest").PowerPoints(), "1 PP for one recipient")
	assert.Equal(t, "kept up by High Priest, 3 rounds left", b.EndsText(b.Figure("acolyte").Effects[0]), "3 rounds and one more")
}
