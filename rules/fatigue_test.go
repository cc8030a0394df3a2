package rules_test

import (
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
)

func TestFatigueLevelsPenaltiesAndRecovery(t *testing.T) {
	b := newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	buck := b.Figure("buck")
	n := len(b.Events())
	apply(t, b, rules.Fatigue{Who: "buck", Cause: "heat"})
	assert.Equal(t, []string{"Buck is Fatigued (heat)."}, logFrom(b, n))
	// Fatigued is -1 to every trait roll: Intimidation d8 5, Wild d6 2,
	// -1 Fatigued = 4 beats the cultist's Spirit d6 3.
	n = len(b.Events())
	script(b, 5, 2, 3)
	apply(t, b, rules.Test{Who: "buck", Target: "c1"})
	assert.Equal(t, "Buck rolls Intimidation (test) against Cultist 1: d8 5, Wild d6 2, -1 Fatigued = 4 vs 4: wins.", logFrom(b, n)[1])

	n = len(b.Events())
	apply(t, b, rules.Fatigue{Who: "buck", Cause: "heat"})
	assert.Equal(t, []string{"Buck is Exhausted (heat)."}, logFrom(b, n))
	assert.Equal(t, rules.Mods{{Name: "Exhausted", Value: -2}}, buck.Penalty())

	n = len(b.Events())
	apply(t, b, rules.Fatigue{Who: "buck", Cause: "a drink of water", Recover: true})
	assert.Equal(t, []string{"Buck recovers a level of Fatigue: now Fatigued (a drink of water)."}, logFrom(b, n))
	apply(t, b, rules.Fatigue{Who: "buck", Recover: true})
	assert.Zero(t, buck.Fatigue)
	refused(t, b, rules.Fatigue{Who: "buck", Recover: true}, "Buck has no Fatigue to recover from")

	// Three levels: Fatigued, Exhausted, then Incapacitated.
	for range 2 {
		apply(t, b, rules.Fatigue{Who: "buck", Cause: "heat"})
	}
	n = len(b.Events())
	apply(t, b, rules.Fatigue{Who: "buck", Cause: "heat"})
	assert.Equal(t, []string{"Buck is Incapacitated (heat)."}, logFrom(b, n))
	assert.True(t, buck.Incapacitated)
	refused(t, b, rules.Fatigue{Who: "buck", Cause: "heat"}, "Buck is Incapacitated already")
}

func TestHazardCriticalFailureCostsFatigue(t *testing.T) {
	b := newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	// Athletics d6 3, Wild d6 2 = 3: a failure, no harm.
	script(b, 3, 2)
	apply(t, b, rules.Hazard{Who: "buck", Note: "climbing the cliff", Climbing: true})
	// Snake eyes: a critical failure, Fatigue from Bumps and Bruises.
	script(b, 1, 1)
	apply(t, b, rules.Hazard{Who: "buck", Note: "climbing the cliff", Climbing: true})
	assert.Equal(t, []string{
		"Buck rolls Athletics (climbing the cliff): d6 3, Wild d6 2 = 3 vs 4: failure: does not get on.",
		"Buck rolls Athletics (climbing the cliff): d6 1, Wild d6 1 = 1 vs 4: critical failure: stuck, and hurt.",
		"Buck is Fatigued (Bumps and Bruises).",
	}, logFrom(b, n))
	assert.Equal(t, 1, b.Figure("buck").Fatigue)
	refused(t, b, rules.Hazard{Who: "c1"}, "it is not Cultist 1's turn but Buck's")
	refused(t, b, rules.Hazard{Who: "buck", Mods: rules.Mods{{Value: -2}}}, "a GM's modifier needs a name")
}

func TestHazardClawsHelpClimbing(t *testing.T) {
	b := newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "bear", 0)
	n := len(b.Events())
	// The bear's claws: +2 to Athletics when climbing. d6 2, Wild d6 1, +2
	// claws = 4: it gets up. Not when the hazard is no climb.
	script(b, 2, 1, 2, 1)
	apply(t, b, rules.Hazard{Who: "bear", Note: "up the oak", Climbing: true},
		rules.Hazard{Who: "bear", Note: "across the ice"})
	assert.Equal(t, []string{
		"Bear rolls Athletics (up the oak): d6 2, Wild d6 1, +2 claws = 4 vs 4: success: gets on.",
		"Bear rolls Athletics (across the ice): d6 2, Wild d6 1 = 2 vs 4: failure: does not get on.",
	}, logFrom(b, n))
}
