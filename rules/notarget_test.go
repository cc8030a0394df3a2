package rules_test

import (
	"math"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
)

func TestAttacksWithoutATargetAreRefusedForThatAlone(t *testing.T) {
	b := newBattle(t, melee, 1)
	cultistAfterBuck(t, b, 0)
	nowhere := rules.Spot{X: math.NaN(), Y: math.NaN()}
	for _, a := range []rules.Action{rules.Shoot{Who: "buck"}, rules.Melee{Who: "buck"}} {
		assert.ErrorIs(t, b.Check(a), rules.ErrNoTarget, "%T", a)
	}
	assert.NotErrorIs(t, b.Check(rules.AreaAttack{Who: "buck", At: nowhere}), rules.ErrNoTarget, "no area weapon: refused for that")
}
