package rules_test

import (
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
)

func TestOffersNextToADoorAndAKnife(t *testing.T) {
	b := newBattle(t, hall, 1)
	assert.Empty(t, rules.Offers(b, "buck"), "not Buck's turn")
	fighttest.ToTurn(t, b, "buck", 2)
	assert.Equal(t, []rules.Action{
		rules.UseDoor{Who: "buck", At: rules.Pos{X: 3, Y: 1}, Open: true},
		rules.BreakDoor{Who: "buck", At: rules.Pos{X: 3, Y: 1}},
	}, rules.Offers(b, "buck"))

	// After the cultist's knife falls next to Buck, picking it up is offered.
	// Picking it up is free in swade, even with the action spent.
	b = newBattle(t, melee, 1)
	cultistAfterBuck(t, b, 0)
	script(b, 8, 1, 2, 8, 1, 5) // hit, 9 vs Hardness 10 holds, Strength 5 vs 9 fails
	apply(t, b, rules.Disarm{Who: "buck", Target: "c1", At: rules.DisarmItem})
	at := rules.Pos{X: 4, Y: 2}
	assert.Equal(t, []rules.Action{rules.PickUp{Who: "buck", Weapon: "Knife", At: &at}}, rules.Offers(b, "buck"))
}

func TestOffersAChargeAfterTheRide(t *testing.T) {
	b := chargeAt(t, false, cavalry, false)
	assert.Equal(t, []rules.Action{rules.Charge{Who: "ser", Target: "pike"}}, rules.Offers(b, "ser"))
}
