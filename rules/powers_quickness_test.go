package rules_test

import (
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"
	"battlemat/wire"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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
	assert.Equal(t, 0, wire.TurnOf(b).Penalty, "every screen's turn line says no penalty")

	// Without it, the same two actions are at -2.
	c := castingWith(t, "swade", "Speed")
	script(c, 5, 1)
	apply(t, c, rules.Cast{Who: "priest", Power: "Speed", Targets: []string{"acolyte"}})
	apply(t, c, rules.EndTurn{Who: "priest"})
	fighttest.ToTurn(t, c, "acolyte", 3)
	assert.Equal(t, -4, c.ActionMods("acolyte").Sum(), "three actions, no Quickness")
	assert.Equal(t, -4, wire.TurnOf(c).Penalty)
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

// quickened casts deluxe Quickness (4 PP, Touch) on the adjacent
// acolyte: Faith 5 a success, 8 a raise.
func quickened(t *testing.T, faith int, on string) *rules.Battle {
	t.Helper()
	b := castingWith(t, "deluxe", "Quickness")
	script(b, faith, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Quickness", Targets: []string{on}})
	assert.Equal(t, 11, b.Figure("priest").PowerPoints(), "4 of 15")
	return b
}

// Deluxe Quickness: one extra action a round, so two actions roll at 0
// and three at -2 instead of -2 and -4.
func TestDeluxeQuicknessGivesAnActionWithoutTheMultiActionPenalty(t *testing.T) {
	b := quickened(t, 5, "acolyte")
	apply(t, b, rules.EndTurn{Who: "priest"})
	fighttest.ToTurn(t, b, "acolyte", 2)
	assert.Equal(t, 0, b.ActionMods("acolyte").Sum(), "two actions: the extra one is free")

	b = quickened(t, 5, "acolyte")
	apply(t, b, rules.EndTurn{Who: "priest"})
	fighttest.ToTurn(t, b, "acolyte", 3)
	assert.Equal(t, -2, b.ActionMods("acolyte").Sum(), "three actions: -4 + 2")
	assert.Equal(t, []string{"Quickness"}, b.KeptPowers("priest"), "kept up by the caster, shown on the card")
}

// Quickness is Touch: the caster must be adjacent; Buck, 6" off, is out
// of range; swade has no such power (Speed's Quickness modifier).
func TestDeluxeQuicknessIsTouchAndDeluxeOnly(t *testing.T) {
	b := castingWith(t, "deluxe", "Quickness")
	err := b.Apply(rules.Cast{Who: "priest", Power: "Quickness", Targets: []string{"buck"}})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "Touch")
	assert.Equal(t, 15, b.Figure("priest").PowerPoints(), "refused: nothing spent")

	s := castingWith(t, "swade", "Quickness")
	err = s.Apply(rules.Cast{Who: "priest", Power: "Quickness", Targets: []string{"acolyte"}})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "not a power battlemat plays in swade")
}

// With a raise the priest's own cards below Eight are redrawn (Touch
// takes the caster too): the Seven and the Two go, the Eight stays; a
// success only keeps the Two.
func TestDeluxeQuicknessWithARaiseRedrawsCardsBelowEight(t *testing.T) {
	b := toRoundTwo(t, quickened(t, 8, "priest"))
	stackDeck(t, b, "7♠", "2♦", "8♣", "K♣", "3♣", "4♣", "5♣")
	n := len(b.Events())
	apply(t, b, rules.StartRound{})
	log := logFrom(b, n)
	assert.Contains(t, log, "High Priest discards the Seven of Spades (Quickness).")
	assert.Contains(t, log, "High Priest discards the Two of Diamonds (Quickness).")
	cardIs(t, b, "priest", "8♣")

	b = toRoundTwo(t, quickened(t, 5, "priest"))
	stackDeck(t, b, "2♦", "K♣", "3♣", "4♣", "5♣")
	apply(t, b, rules.StartRound{})
	cardIs(t, b, "priest", "2♦")
}
