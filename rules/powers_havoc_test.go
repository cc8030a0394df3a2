package rules_test

import (
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestHavocDistractsAndThrowsWhoFailsStrengthAwayFromTheCentre(t *testing.T) {
	b := castingWith(t, "swade", "Havoc")
	b.Figure("h1").Side, b.Figure("h2").Side = "far", "far"
	require.NoError(t, b.Battlefield.Place("h1", rules.Pos{X: 14, Y: 0}))
	require.NoError(t, b.Battlefield.Place("h2", rules.Pos{X: 14, Y: 7}))
	// The Medium Blast centred just left of Buck (6" from the priest):
	// only Buck under it. Faith 5: success; Buck's Strength d8 2, Wild d6
	// 1: a failure; thrown 2d6 = 3+1 = 4" to the right, from (8, 3) to
	// (12, 3).
	at := rules.Spot{X: 7.9, Y: 3.5}
	n := len(b.Events())
	script(b, 5, 1, 2, 1, 3, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Havoc", At: &at})
	log := logFrom(b, n)
	assert.Equal(t, []string{
		"High Priest casts Havoc on Buck with Faith: d10 5, Wild d6 1 = 5 vs 4: success.",
		"Buck rolls Strength (Havoc): d8 2, Wild d6 1 = 2 vs 4: failure.",
		"Buck is Distracted (Havoc).",
		"Buck is thrown (2d6: 3+1) to (12, 3) (4\").",
		"High Priest spends 2 Power Points on Havoc (13 left).",
	}, log)
	pos, _ := b.Battlefield.Position("buck")
	assert.Equal(t, rules.Pos{X: 12, Y: 3}, pos)
	assert.True(t, b.Figure("buck").Distracted)
}

func TestHavocThrownIntoAWallIsTwoD4Nonlethal(t *testing.T) {
	b := castingWith(t, "swade", "Havoc")
	b.Figure("h1").Side, b.Figure("h2").Side = "far", "far"
	require.NoError(t, b.Battlefield.Place("h1", rules.Pos{X: 14, Y: 0}))
	require.NoError(t, b.Battlefield.Place("h2", rules.Pos{X: 14, Y: 7}))
	require.NoError(t, b.Battlefield.Place("buck", rules.Pos{X: 13, Y: 3}))
	require.NoError(t, b.Battlefield.Place("priest", rules.Pos{X: 8, Y: 3}))
	// Thrown 6" to the right from (13, 3): the map's edge after 2.
	at := rules.Spot{X: 12.9, Y: 3.5}
	n := len(b.Events())
	script(b, 5, 1, 2, 1, 3, 3, 3, 2)
	apply(t, b, rules.Cast{Who: "priest", Power: "Havoc", At: &at})
	log := logFrom(b, n)
	assert.Equal(t, "Buck is thrown (2d6: 3+3) to (15, 3) (2\").", log[3])
	assert.Contains(t, log[4], "Damage 2d4 (Havoc (thrown into something hard)) to Buck: 3+2 = 5")
}

func TestDamageFieldHarmsEveryAdjacentFigureAtTheEndOfItsTurn(t *testing.T) {
	b := castingWith(t, "swade", "Damage Field")
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Damage Field", Targets: []string{"priest"}})
	assert.Equal(t, 11, b.Figure("priest").PowerPoints())
	n := len(b.Events())
	// The acolyte beside him takes 2d4: 3+2 = 5 vs Toughness 5: Shaken.
	script(b, 3, 2)
	apply(t, b, rules.EndTurn{Who: "priest"})
	assert.Equal(t, "Damage 2d4 (Damage Field) to Acolyte: 3+2 = 5 vs Toughness 5: Shaken.", logFrom(b, n)[0])
	// Buck, not adjacent, takes nothing.
	fighttest.ToTurn(t, b, "buck", 0)
	assert.False(t, b.Figure("buck").Shaken)
}
