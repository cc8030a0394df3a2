package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// slowed casts deluxe Slow at Buck: the priest's Faith d10 rolls faith
// (8: a raise, 5: a success) and Buck's Spirit d8 2 with a Wild Die 1
// fails to resist.
func slowed(t *testing.T, faith int) *rules.Battle {
	t.Helper()
	b := castingWith(t, "deluxe", "Slow")
	script(b, faith, 1, 2, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Slow", Targets: []string{"buck"}})
	assert.Equal(t, 14, b.Figure("priest").PowerPoints(), "1 of 15")
	return b
}

// Deluxe Slow: moving counts as an action, so a turn with a move and
// one action is at the multi-action -2.
func TestDeluxeSlowMakesMovingAnAction(t *testing.T) {
	b := slowed(t, 5)
	fighttest.ToTurn(t, b, "buck", 0)
	assert.Equal(t, 0, b.ActionMods("buck").Sum(), "before moving")
	pos, ok := b.Battlefield.Position("buck")
	require.True(t, ok)
	apply(t, b, rules.Move{Who: "buck", To: rules.Pos{X: pos.X, Y: pos.Y + 1}})
	assert.Equal(t, -2, b.ActionMods("buck").Sum(), "after moving")
}

// Buck's Spirit 4 resists: nothing changes.
func TestDeluxeSlowIsResistedWithSpirit(t *testing.T) {
	b := castingWith(t, "deluxe", "Slow")
	n := len(b.Events())
	script(b, 5, 1, 4, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Slow", Targets: []string{"buck"}})
	assert.Contains(t, logFrom(b, n), "Buck resists Slow.")
	fighttest.ToTurn(t, b, "buck", 0)
	pos, _ := b.Battlefield.Position("buck")
	apply(t, b, rules.Move{Who: "buck", To: rules.Pos{X: pos.X, Y: pos.Y + 1}})
	assert.Equal(t, 0, b.ActionMods("buck").Sum())
}

// With a raise, Buck's Action Cards above Ten are thrown away and
// redrawn: a King and a Jack go, the Nine stays; a Joker would stay.
func TestDeluxeSlowWithARaiseRedrawsCardsAboveTen(t *testing.T) {
	b := toRoundTwo(t, slowed(t, 8))
	stackDeck(t, b, "2♣", "3♣", "K♠", "J♦", "9♣", "4♣", "5♣")
	n := len(b.Events())
	apply(t, b, rules.StartRound{})
	log := logFrom(b, n)
	assert.Contains(t, log, "Buck discards the King of Spades (Slow).")
	assert.Contains(t, log, "Buck discards the Jack of Diamonds (Slow).")
	cardIs(t, b, "buck", "9♣")

	b = toRoundTwo(t, slowed(t, 8))
	stackDeck(t, b, "2♣", "3♣", "Red Joker", "4♣", "5♣")
	apply(t, b, rules.StartRound{})
	cardIs(t, b, "buck", "Red Joker")

	// A success only: the King stays.
	b = toRoundTwo(t, slowed(t, 5))
	stackDeck(t, b, "2♣", "3♣", "K♠", "4♣", "5♣")
	apply(t, b, rules.StartRound{})
	cardIs(t, b, "buck", "K♠")
}

// toRoundTwo ends every turn of round 1.
func toRoundTwo(t *testing.T, b *rules.Battle) *rules.Battle {
	t.Helper()
	for b.Turn() != nil || len(b.NextUp()) > 0 {
		if b.Turn() != nil {
			apply(t, b, rules.EndTurn{Who: b.Turn().Who})
			continue
		}
		apply(t, b, rules.StartTurn{Who: b.NextUp()[0]})
	}
	return b
}
