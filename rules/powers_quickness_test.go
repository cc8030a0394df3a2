package rules_test

import (
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
)

// Speed's Quickness (+2 PP): the recipient's multi-action penalty is 2
// less: two actions roll at 0 instead of -2, three at -2 instead of -4.
func TestSpeedWithQuicknessTakesTwoOffTheMultiActionPenalty(t *testing.T) {
	b := castingWith(t, "swade", "Speed")
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Speed", Targets: []string{"acolyte"}, Mods: []string{"Quickness"}})
	assert.Equal(t, 11, b.Figure("priest").PowerPoints(), "2 + 2 of 15")
	apply(t, b, rules.EndTurn{Who: "priest"})
	fighttest.ToTurn(t, b, "acolyte", 2)
	assert.Equal(t, 0, b.ActionMods("acolyte").Sum(), "two actions: -2 + 2")

	// Without it, the same two actions are at -2.
	c := castingWith(t, "swade", "Speed")
	script(c, 5, 1)
	apply(t, c, rules.Cast{Who: "priest", Power: "Speed", Targets: []string{"acolyte"}})
	apply(t, c, rules.EndTurn{Who: "priest"})
	fighttest.ToTurn(t, c, "acolyte", 3)
	assert.Equal(t, -4, c.ActionMods("acolyte").Sum(), "three actions, no Quickness")
}

func TestQuicknessLeavesThreeActionsAtMinusTwo(t *testing.T) {
	b := castingWith(t, "swade", "Speed")
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Speed", Targets: []string{"acolyte"}, Mods: []string{"Quickness"}})
	apply(t, b, rules.EndTurn{Who: "priest"})
	fighttest.ToTurn(t, b, "acolyte", 3)
	assert.Equal(t, -2, b.ActionMods("acolyte").Sum(), "-4 + 2")
}

// Deluxe Speed (the core reading): 1 Power Point, Pace doubled for 3
// rounds.
func TestDeluxeSpeedCostsOnePointAndDoublesPace(t *testing.T) {
	b := castingWith(t, "deluxe", "Speed")
	a := b.Figure("acolyte")
	assert.Equal(t, 6, a.CurrentPace())
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Speed", Targets: []string{"acolyte"}})
	assert.Equal(t, 12, a.CurrentPace())
	assert.Equal(t, 14, b.Figure("priest").PowerPoints(), "1 of 15")
}
