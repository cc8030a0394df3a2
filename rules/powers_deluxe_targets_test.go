package rules_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
)

// Deluxe Confusion on three targets: 1 PP and 1 more for each of the
// two more, 3 in all; each target rolls its own Smarts at -2 and each
// that fails is Shaken.
func TestDeluxeConfusionTakesMoreTargetsAtOnePowerPointEach(t *testing.T) {
	b := castingWith(t, "deluxe", "Confusion")
	c := rules.Cast{Who: "priest", Power: "Confusion", Targets: []string{"buck", "h1", "h2"}, Mods: []string{"3 targets"}}
	pl, err := b.Preview(c)
	require.NoError(t, err)
	cp, ok := pl.Detail.(*rules.CastPlan)
	require.True(t, ok)
	assert.Equal(t, "3 Power Points (Confusion 1, 3 targets +2)", cp.CostText(), "the preview's cost")
	n := len(b.Events())
	// Faith 5: a success; Buck's Smarts 2 (Wild 1), Hand 1's 1, Hand
	// 2's 3: each -2, all fail.
	script(b, 5, 1, 2, 1, 1, 3)
	apply(t, b, c)
	assert.Equal(t, 12, b.Figure("priest").PowerPoints(), "3 of 15")
	for _, id := range []string{"buck", "h1", "h2"} {
		assert.True(t, b.Figure(id).Shaken, id)
	}
	assert.NotEmpty(t, logFrom(b, n))
}

// Boost Trait on two allies costs 2 + 1; each gets its die a step up.
func TestDeluxeBoostTraitOnTwoCostsThree(t *testing.T) {
	b := castingWith(t, "deluxe", "Boost Trait")
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Boost Trait", Targets: []string{"priest", "acolyte"}, Trait: "fighting", Mods: []string{"2 targets"}})
	assert.Equal(t, 12, b.Figure("priest").PowerPoints(), "2 + 1 of 15")
	for _, id := range []string{"priest", "acolyte"} {
		d, _ := b.Figure(id).Trait(rules.Fighting)
		assert.Equal(t, rules.D8, d, id)
	}
}

// The targets option names as many figures as it says at most, five
// the most; more figures without it, more than it says, or too few of
// the side in reach are refused and cost nothing.
func TestDeluxeTargetsOptionMustMatchTheTargetsNamed(t *testing.T) {
	b := castingWith(t, "deluxe", "Lower Trait, Confusion, Stun")
	for _, c := range []struct {
		cast rules.Cast
		why  string
	}{
		{rules.Cast{Who: "priest", Power: "Lower Trait", Targets: []string{"buck", "h1"}}, `Lower Trait is cast on one figure unless its option "2 targets" (+1)`},
		{rules.Cast{Who: "priest", Power: "Lower Trait", Targets: []string{"buck", "h1", "h2"}, Mods: []string{"2 targets"}}, "Lower Trait on 2 targets names 2 figures at most: 3 named"},
		{rules.Cast{Who: "priest", Power: "Lower Trait", Targets: []string{"acolyte"}, Mods: []string{"3 targets"}}, "Lower Trait on 3 targets: only 2 of Acolyte's side in reach"},
		{rules.Cast{Who: "priest", Power: "Confusion", Targets: []string{"buck"}, Mods: []string{"2 targets", "3 targets"}}, "Confusion takes one targets option"},
		{rules.Cast{Who: "priest", Power: "Confusion", Targets: []string{"buck"}, Mods: []string{"6 targets"}}, `"6 targets" is not an option of Confusion in deluxe`},
		{rules.Cast{Who: "priest", Power: "Stun", Targets: []string{"buck"}, Mods: []string{"2 targets"}}, "deluxe has no power modifiers"},
	} {
		err := b.Apply(c.cast)
		require.Error(t, err, c.why)
		assert.Contains(t, err.Error(), c.why)
	}
	assert.Equal(t, 15, b.Figure("priest").PowerPoints(), "nothing spent")

	s := castingWith(t, "swade", "Confusion")
	err := s.Apply(rules.Cast{Who: "priest", Power: "Confusion", Targets: []string{"buck"}, Mods: []string{"2 targets"}})
	require.Error(t, err, "swade has Additional Recipients, not targets options")
}

// A targets option with one figure named (a tap) takes the nearest
// others of its side the power reaches: Confusion on Hand 1 with "3
// targets" takes Buck (1.4" from it) and Hand 2 (2"), not Virginia
// (4.1" off).
func TestDeluxeTargetsOptionFillsTheNearestOfTheSide(t *testing.T) {
	b := castingWith(t, "deluxe", "Confusion")
	script(b, 5, 1, 2, 1, 1, 3)
	n := len(b.Events())
	apply(t, b, rules.Cast{Who: "priest", Power: "Confusion", Targets: []string{"h1"}, Mods: []string{"3 targets"}})
	assert.Equal(t, 12, b.Figure("priest").PowerPoints(), "3 of 15")
	log := strings.Join(logFrom(b, n), "\n")
	for _, who := range []string{"Hand 1", "Hand 2", "Buck"} {
		assert.Contains(t, log, who)
	}
	assert.NotContains(t, log, "Virginia")
}
