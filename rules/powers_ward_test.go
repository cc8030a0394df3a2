package rules_test

import (
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestArcaneProtectionTakesTwoFromAFoesBoltAndItsDamage(t *testing.T) {
	b := castingWith(t, "swade", "Bolt, Arcane Protection")
	buck := b.Figure("buck")
	buck.Effects = []rules.Effect{{Source: rules.Source{Kind: rules.FromPower, Name: "Arcane Protection"},
		Change: rules.ChangeFeature, Detail: "arcane_protection", N: 2, Ends: rules.EndsRounds, Span: 5, By: "x"}}
	pl, err := b.Preview(rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}})
	require.NoError(t, err)
	assert.Contains(t, pl.Rolls[0].Mods(0), rules.Modifier{Name: "Arcane Protection", Value: -2})
	n := len(b.Events())
	// Faith 7 - 2 = 5: a hit; 2d6 4+4 = 8, -2 = 6 against Buck's
	// Toughness 6: Shaken.
	script(b, 7, 1, 4, 4)
	apply(t, b, rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}})
	log := logFrom(b, n)
	assert.Contains(t, log[0], "-2 Arcane Protection = 5 vs 4: hit")
	assert.Contains(t, log[1], "-2 Arcane Protection")
	assert.Contains(t, log[1], "= 6")
}

func TestArcaneProtectionOnAnAllyWithARaiseIsFourAndNotAgainstFriends(t *testing.T) {
	b := castingWith(t, "swade", "Arcane Protection, Relief")
	n := len(b.Events())
	script(b, 8, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Arcane Protection", Targets: []string{"acolyte"}})
	assert.Equal(t, "High Priest spends 1 Power Point on Arcane Protection (14 left).", logFrom(b, n)[len(logFrom(b, n))-1])
	a := b.Figure("acolyte")
	require.Len(t, a.Effects, 1)
	assert.Equal(t, 4, a.Effects[0].N, "a raise: 4 points")
	b = castingWith(t, "swade", "Arcane Protection, Relief")
	a = b.Figure("acolyte")
	a.Effects = []rules.Effect{{Source: rules.Source{Kind: rules.FromPower, Name: "Arcane Protection"}, Change: rules.ChangeFeature, Detail: "arcane_protection", N: 4}}
	a.Shaken = true
	pl, err := b.Preview(rules.Cast{Who: "priest", Power: "Relief", Targets: []string{"acolyte"}})
	require.NoError(t, err)
	assert.Empty(t, pl.Rolls[0].Mods(0), "the caster's own side is not hostile")
}
