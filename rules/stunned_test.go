package rules_test

import (
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
)

func TestStunnedRecoveryRoll(t *testing.T) {
	b := newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	apply(t, b, rules.Stun{Who: "c1", Cause: "stun blast"})
	assert.Equal(t, []string{"Cultist 1 is Stunned: prone, Distracted and Vulnerable (stun blast)."}, logFrom(b, n))
	c1 := b.Figure("c1")
	assert.True(t, c1.Stunned && c1.Prone && c1.Distracted && c1.Vulnerable)
	refused(t, b, rules.Stun{Who: "c1"}, "Cultist 1 is Stunned already")

	// Its turn: Vigor d6 2, -2 for being Distracted = 0, a failure: still
	// Stunned, no action, no move. Its Distracted ends with this turn all
	// the same (the end of its next turn); Vulnerable lasts while it is
	// Stunned.
	fighttest.UpTo(t, b, "c1")
	n = len(b.Events())
	script(b, 2)
	apply(t, b, rules.StartTurn{Who: "c1"})
	assert.Equal(t, []string{
		"Cultist 1 rolls Vigor (Stunned): d6 2, -2 Distracted = 0 vs 4: failure.",
		"Cultist 1 stays Stunned and loses the turn.",
	}, logFrom(b, n)[1:])
	refused(t, b, rules.Melee{Who: "c1", Target: "buck"}, "Cultist 1 is Stunned and cannot act")
	refused(t, b, rules.Move{Who: "c1", To: rules.Pos{X: 5, Y: 2}}, "Cultist 1 is Stunned and cannot move")
	n = len(b.Events())
	apply(t, b, rules.EndTurn{Who: "c1"})
	assert.Equal(t, []string{"Cultist 1 is no longer Distracted."}, logFrom(b, n))
	assert.True(t, c1.Stunned && c1.Vulnerable)
	assert.False(t, c1.Distracted)

	// Next turn: Vigor d6 4, no longer Distracted = 4, a success: it acts
	// this turn, Vulnerable until the turn ends; it is still prone.
	fighttest.UpTo(t, b, "c1")
	n = len(b.Events())
	script(b, 4)
	apply(t, b, rules.StartTurn{Who: "c1"})
	assert.Equal(t, []string{
		"Cultist 1 rolls Vigor (Stunned): d6 4 = 4 vs 4: success.",
		"Cultist 1 recovers from Stunned (Vulnerable to the end of the turn).",
	}, logFrom(b, n)[1:])
	assert.False(t, c1.Stunned)
	assert.True(t, b.Turn().CanAct)
	assert.True(t, c1.Prone && c1.Vulnerable)
	n = len(b.Events())
	apply(t, b, rules.EndTurn{Who: "c1"})
	assert.Equal(t, []string{"Cultist 1 is no longer Vulnerable."}, logFrom(b, n))
	assert.False(t, c1.Distracted || c1.Vulnerable)
}

func TestStunnedOnItsOwnTurnLosesTheRest(t *testing.T) {
	b := newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "buck", 2)
	apply(t, b, rules.Stun{Who: "buck", Cause: "a mule's kick"})
	refused(t, b, rules.Test{Who: "buck", Target: "c1"}, "Buck is Stunned and cannot act")
	// Stunned during its own turn: the Distracted lasts through its next
	// turn, not just to the end of this one.
	apply(t, b, rules.EndTurn{Who: "buck"})
	assert.True(t, b.Figure("buck").Distracted)
}
