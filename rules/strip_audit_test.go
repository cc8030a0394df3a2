package rules_test

import (
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The initiative strip never leads with an incapacitated figure while
// another is up next: with the round's first card's figure out, the
// strip's first box is the figure the panel names as up next, and the
// out figure's box comes after the figures still fighting.
func TestTheStripLeadsWithTheFigureUpNext(t *testing.T) {
	b := newBattle(t, melee, 1)
	apply(t, b, rules.StartRound{})
	first := b.Fight.Order()[0].Figures[0]
	apply(t, b, rules.SetState{Who: first, State: rules.State{Wounds: 1, Incapacitated: true}})
	next := b.NextUp()
	require.NotEmpty(t, next)
	require.NotContains(t, next, first)
	strip := b.Strip(nil)
	require.NotEmpty(t, strip)
	assert.False(t, strip[0].Out, "%+v", strip)
	assert.Contains(t, next, strip[0].Figures[0], "%+v", strip)
	seenOut := false
	for _, bx := range strip {
		if bx.Out {
			seenOut = true
		} else {
			assert.False(t, seenOut, "a box still fighting after an out one: %+v", strip)
		}
	}
}
