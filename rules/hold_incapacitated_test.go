package rules_test

import (
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
)

// An Incapacitated figure cannot act: on Hold it loses the Hold, as a
// Shaken or Stunned one does, so it is not next up and cannot act from
// Hold (it is dealt in again next round).
func TestAnIncapacitatedFigureOnHoldIsNotNextUpAndCannotActFromHold(t *testing.T) {
	b := newBattle(t, melee, 1)
	cultistAfterBuck(t, b, 0) // Cultist 1 on Hold, Buck's turn
	n := len(b.Events())
	apply(t, b, rules.SetState{Who: "c1", State: rules.State{Wounds: 1, Incapacitated: true}})
	assert.Contains(t, logFrom(b, n), "Cultist 1 loses the Hold.")
	assert.False(t, b.Fight.Init.Hold["c1"])
	apply(t, b, rules.EndTurn{Who: "buck"})
	assert.NotContains(t, b.NextUp(), "c1")
	refused(t, b, rules.StartTurn{Who: "c1"}, "Cultist 1 has acted this round")
}
