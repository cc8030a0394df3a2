package rules_test

import (
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Buck carries a Protection kept up by the acolyte, made a Spellcasting
// caster (Spellcasting unskilled: d4-2) for the test.
func dispelling(t *testing.T) *rules.Battle {
	b := castingWith(t, "swade", "Dispel")
	b.Figure("acolyte").Arcane = &rules.Arcane{Skill: rules.Spellcasting, PowerPoints: 10}
	b.Figure("buck").Effects = []rules.Effect{{Source: rules.Source{Kind: rules.FromPower, Name: "Protection"},
		Change: rules.ChangeArmor, Value: 2, Ends: rules.EndsRounds, Span: 5, By: "acolyte"}}
	return b
}

func TestDispelIsAnOpposedArcaneRollAtMinusTwoAgainstAnotherArcaneBackground(t *testing.T) {
	b := dispelling(t)
	pl, err := b.Preview(rules.Cast{Who: "priest", Power: "Dispel", Targets: []string{"buck"}})
	require.NoError(t, err)
	assert.Equal(t, rules.Mods{{Name: "another Arcane Background", Value: -2}}, pl.Rolls[0].Mods(0))
	n := len(b.Events())
	// Faith 8 - 2 = 6; the acolyte's Spellcasting d4 3 - 2 = 1 vs 6: the
	// Protection ends.
	script(b, 8, 1, 3)
	apply(t, b, rules.Cast{Who: "priest", Power: "Dispel", Targets: []string{"buck"}})
	log := logFrom(b, n)
	assert.Equal(t, "Buck no longer has Protection (Dispel).", log[2])
	assert.Empty(t, b.Figure("buck").Effects)
	assert.False(t, b.Figure("buck").Distracted, "6 is no raise")
	assert.Equal(t, "High Priest spends 1 Power Point on Dispel (14 left).", log[len(log)-1])
}

func TestDispelLosesATieAndARaiseDistractsTheTarget(t *testing.T) {
	b := dispelling(t)
	// Faith 8 - 2 = 6 vs the acolyte's 8 - 2 = 6 (it aces: 4 + 4): a tie
	// keeps the power.
	script(b, 8, 1, 4, 4)
	apply(t, b, rules.Cast{Who: "priest", Power: "Dispel", Targets: []string{"buck"}})
	assert.Len(t, b.Figure("buck").Effects, 1)

	b = dispelling(t)
	// Faith 10 - 2 = 8: a raise; the acolyte rolls 1: Protection ends and
	// Buck is Distracted.
	script(b, 10, 1, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Dispel", Targets: []string{"buck"}})
	assert.Empty(t, b.Figure("buck").Effects)
	assert.True(t, b.Figure("buck").Distracted)

	b = castingWith(t, "swade", "Dispel")
	refused(t, b, rules.Cast{Who: "priest", Power: "Dispel", Targets: []string{"buck"}}, "Buck carries no power to dispel")
}
