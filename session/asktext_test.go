package session

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"battlemat/rules"
)

// TestTheRerollQuestionGivesTheTotalAgainstTheTN: a player decides a
// reroll on the numbers, not on "came out a success".
func TestTheRerollQuestionGivesTheTotalAgainstTheTN(t *testing.T) {
	for _, c := range []struct {
		res  rules.TraitResult
		want string
	}{
		{rules.TraitResult{Total: 6, TN: 4, Success: true}, "Buck's Shooting 6 against 4: a success; spend a benny to reroll?"},
		{rules.TraitResult{Total: 3, TN: 4}, "Buck's Shooting 3 against 4: a failure; spend a benny to reroll?"},
		{rules.TraitResult{Total: 8, TN: 4, Success: true, Raises: 1}, "Buck's Shooting 8 against 4: a raise; spend a benny to reroll?"},
		{rules.TraitResult{Total: 1, TN: 4, CriticalFailure: true}, "Buck's Shooting 1 against 4: a critical failure; spend a benny to reroll?"},
	} {
		assert.Equal(t, c.want, rerollText("Buck", "Shooting", c.res))
	}
}

// TestTheDamageRerollQuestionGivesTheDamageAgainstToughness: the damage
// question names the damage and the Toughness it must beat.
func TestTheDamageRerollQuestionGivesTheDamageAgainstToughness(t *testing.T) {
	assert.Equal(t, "Spend a benny to reroll Buck's damage 7 against Toughness 8?",
		rerollText("Buck", rules.DamageReroll, rules.TraitResult{Total: 7, TN: 8}))
}
