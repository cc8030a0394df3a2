package rules_test

import (
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The Fatigue modifier (+2 PP) on Havoc: who fails the Strength roll is
// Fatigued as well as thrown; who makes it is not.
func TestHavocWithFatigueFatiguesWhoFailsStrength(t *testing.T) {
	b := castingWith(t, "swade", "Havoc")
	b.Figure("h1").Side, b.Figure("h2").Side = "far", "far"
	require.NoError(t, b.Battlefield.Place("h1", rules.Pos{X: 14, Y: 0}))
	require.NoError(t, b.Battlefield.Place("h2", rules.Pos{X: 14, Y: 7}))
	at := rules.Spot{X: 7.9, Y: 3.5}
	// Faith 5: success; Buck's Strength 2, Wild 1: failure; thrown 3+1.
	script(b, 5, 1, 2, 1, 3, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Havoc", At: &at, Mods: []string{"Fatigue"}})
	assert.Equal(t, 1, b.Figure("buck").Fatigue, "Fatigued")
	assert.Equal(t, 11, b.Figure("priest").PowerPoints(), "2 + 2 of 15")
}

func TestHavocWithFatigueSparesWhoMakesStrength(t *testing.T) {
	b := castingWith(t, "swade", "Havoc")
	b.Figure("h1").Side, b.Figure("h2").Side = "far", "far"
	require.NoError(t, b.Battlefield.Place("h1", rules.Pos{X: 14, Y: 0}))
	require.NoError(t, b.Battlefield.Place("h2", rules.Pos{X: 14, Y: 7}))
	at := rules.Spot{X: 7.9, Y: 3.5}
	script(b, 5, 1, 5, 1) // Buck's Strength 5 vs 4: he stands
	apply(t, b, rules.Cast{Who: "priest", Power: "Havoc", At: &at, Mods: []string{"Fatigue"}})
	assert.Equal(t, 0, b.Figure("buck").Fatigue)
}

// On Lower Trait the Fatigue comes with the lowering: Shooting d10 to d8
// and a level of Fatigue, for 3 + 2 Power Points.
func TestLowerTraitWithFatigueFatiguesItsVictim(t *testing.T) {
	b := castingWith(t, "swade", "Lower Trait")
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Lower Trait", Targets: []string{"buck"}, Trait: "shooting", Mods: []string{"Fatigue"}})
	buck := b.Figure("buck")
	d, _ := buck.Trait(rules.Shooting)
	assert.Equal(t, rules.D8, d)
	assert.Equal(t, 1, buck.Fatigue)
	assert.Equal(t, 10, b.Figure("priest").PowerPoints(), "3 + 2 of 15")
}
