package rules_test

import (
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// castingWith is casting with the High Priest knowing the powers given.
func castingWith(t *testing.T, edition, powers string) *rules.Battle {
	t.Helper()
	sc := strings.Replace(casters, "[Bolt (hellfire), Blast, Burst, Protection, Deflection, Healing, Relief, Smite, Stun]", "["+powers+"]", 1)
	b := newBattle(t, "edition: "+edition+"\n"+sc, 1)
	fighttest.ToTurn(t, b, "priest", 0)
	return b
}

func TestBoostTraitRaisesADieTypeAndTwoWithARaise(t *testing.T) {
	b := castingWith(t, "swade", "Boost Trait")
	a := b.Figure("acolyte")
	require.Equal(t, 5, a.Parry(), "Fighting d6: Parry 2 + 3")
	n := len(b.Events())
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Boost Trait", Targets: []string{"acolyte"}, Trait: "fighting"})
	assert.Equal(t, []string{
		"High Priest casts Boost Trait on Acolyte with Faith: d10 5, Wild d6 1 = 5 vs 4: success.",
		"Acolyte gets die fighting +1 (Boost Trait) for 5 rounds.",
		"High Priest spends 3 Power Points on Boost Trait (12 left).",
	}, logFrom(b, n))
	d, _ := a.Trait(rules.Fighting)
	assert.Equal(t, rules.D8, d)
	assert.Equal(t, 6, a.Parry(), "Parry follows the boosted die")

	b = castingWith(t, "swade", "Boost Trait")
	a = b.Figure("acolyte")
	script(b, 8, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Boost Trait", Targets: []string{"acolyte"}, Trait: "fighting"})
	d, _ = a.Trait(rules.Fighting)
	assert.Equal(t, rules.D10, d, "a raise: two steps")
}

func TestBoostTraitAboveD12AddsOneAndCastingsDoNotAddUp(t *testing.T) {
	f := &rules.Figure{ID: "x", Traits: map[rules.Trait]rules.Die{rules.Spirit: rules.D12, rules.Vigor: rules.D4}}
	f.Effects = []rules.Effect{
		{Source: rules.Source{Kind: rules.FromPower, Name: "Boost Trait"}, Change: rules.ChangeDie, Detail: "spirit", Value: 1},
		{Source: rules.Source{Kind: rules.FromPower, Name: "Boost Trait"}, Change: rules.ChangeDie, Detail: "spirit", Value: 2},
		{Source: rules.Source{Kind: rules.FromPower, Name: "Lower Trait"}, Change: rules.ChangeDie, Detail: "vigor", Value: -2},
	}
	d, _ := f.Trait(rules.Spirit)
	assert.Equal(t, rules.Die{Sides: 12, Bonus: 2}, d, "the larger Boost counts alone: d12 two steps up is d12+2")
	d, _ = f.Trait(rules.Vigor)
	assert.Equal(t, rules.D4, d, "never below d4")
}

func TestLowerTraitIsShakenOffStepByStepWithSpirit(t *testing.T) {
	b := castingWith(t, "swade", "Lower Trait")
	buck := b.Figure("buck")
	// Faith 8 vs 4: a raise: Shooting d10 two steps down to d6.
	script(b, 8, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Lower Trait", Targets: []string{"buck"}, Trait: "shooting"})
	d, _ := buck.Trait(rules.Shooting)
	assert.Equal(t, rules.D6, d)
	assert.Equal(t, 12, b.Figure("priest").PowerPoints())
	// Not kept up: the caster's choice cannot end it, nor does it cost upkeep.
	refused(t, b, rules.Maintain{Who: "priest", Power: "Lower Trait"}, "High Priest keeps up no Lower Trait")

	apply(t, b, rules.EndTurn{Who: "priest"})
	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	// Spirit d8 5, Wild d6 2: a success gives one step back.
	script(b, 5, 2)
	apply(t, b, rules.EndTurn{Who: "buck"})
	assert.Equal(t, []string{
		"Buck rolls Spirit (Lower Trait): d8 5, Wild d6 2 = 5 vs 4: success.",
		"Buck gets a step of Shooting back (Lower Trait).",
	}, logFrom(b, n)[:2])
	d, _ = buck.Trait(rules.Shooting)
	assert.Equal(t, rules.D8, d)

	fighttest.ToTurn(t, b, "buck", 0)
	// A raise ends it.
	script(b, 8, 1)
	apply(t, b, rules.EndTurn{Who: "buck"})
	d, _ = buck.Trait(rules.Shooting)
	assert.Equal(t, rules.D10, d)
	assert.Empty(t, buck.Effects)
}

func TestDeluxeLowerTraitIsResistedBySpiritAgainstTheActivation(t *testing.T) {
	b := castingWith(t, "deluxe", "Lower Trait")
	buck := b.Figure("buck")
	n := len(b.Events())
	// Faith 6 vs 4: success, total 6; Buck's Spirit d8 7 beats it.
	script(b, 6, 1, 7, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Lower Trait", Targets: []string{"buck"}, Trait: "shooting"})
	assert.Equal(t, "Buck resists Lower Trait.", logFrom(b, n)[2])
	d, _ := buck.Trait(rules.Shooting)
	assert.Equal(t, rules.D10, d)
	assert.Equal(t, 13, b.Figure("priest").PowerPoints(), "deluxe: 2 PP")

	b = castingWith(t, "deluxe", "Lower Trait")
	buck = b.Figure("buck")
	script(b, 6, 1, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Lower Trait", Targets: []string{"buck"}, Trait: "shooting"})
	d, _ = buck.Trait(rules.Shooting)
	assert.Equal(t, rules.D8, d, "Spirit 5 does not reach the activation's 6")
}

func TestBoostTraitRefusesATraitTheRecipientLacks(t *testing.T) {
	b := castingWith(t, "swade", "Boost Trait")
	refused(t, b, rules.Cast{Who: "priest", Power: "Boost Trait", Targets: []string{"acolyte"}, Trait: "faith"}, "Acolyte has no Faith to change")
	refused(t, b, rules.Cast{Who: "priest", Power: "Boost Trait", Targets: []string{"acolyte"}, Trait: "juggling"}, `"juggling" is not a trait`)
}

func TestBoostedAndLoweredDiceChangeTheExactOdds(t *testing.T) {
	b := castingWith(t, "swade", "Boost Trait, Lower Trait")
	a := b.Figure("acolyte")
	tn4 := func(f *rules.Figure, tr rules.Trait) float64 {
		r := f.TraitRoll(tr, nil)
		r.TN = 4
		return rules.Odds(r).Success
	}
	// An Extra's d6 makes 4 half the time; boosted to d8, 5 faces in 8.
	assert.InDelta(t, 1.0/2, tn4(a, rules.Fighting), 1e-12)
	script(b, 5, 1)
	apply(t, b, rules.Cast{Who: "priest", Power: "Boost Trait", Targets: []string{"acolyte"}, Trait: "fighting"})
	assert.InDelta(t, 5.0/8, tn4(a, rules.Fighting), 1e-12)

	// Buck's Spirit roll to shake off Lower Trait (Wild Card d8): it
	// fails only when both dice show 1-3: 1 - 3/8 x 3/6 = 13/16.
	assert.InDelta(t, 13.0/16, tn4(b.Figure("buck"), rules.Spirit), 1e-12)
}
