package rules_test

import (
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// askAll is a Reroll policy that records every question ("Bear Vigor
// (Incapacitation) failure") and answers yes to the first n of them.
func askAll(b *rules.Battle, n int) *[]string {
	var asked []string
	b.Reroll = func(f *rules.Figure, what string, res rules.TraitResult) bool {
		asked = append(asked, f.Name+" "+what+" "+res.Outcome())
		return len(asked) <= n
	}
	return &asked
}

func TestBennyRerollOfTheIncapacitationRollShowsBothRolls(t *testing.T) {
	// The Bear (Wild Card, 3 Wounds, 1 benny) takes Buck's Machete:
	// Fighting d8 6, Wild d6 1 = 6 vs Parry 6 hits; damage d8 7 + d6 4 =
	// 11 vs Toughness 7 is a Wound: Incapacitated. Its Vigor d10 2, Wild
	// d6 1, -3 Wounds = -1 fails; it spends its benny: d10 9, Wild d6 2,
	// -3 = 6 succeeds and counts: an injury until healed (2d6 3+4 = 7,
	// guts, d6 2: Broken). The Bear is the GM's: the pool's benny is
	// offered next, and the GM keeps it.
	b := newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	apply(t, b, rules.Place{Who: "bear", To: rules.Pos{X: 4, Y: 3}},
		rules.SetState{Who: "bear", State: rules.State{Wounds: 3, Bennies: 1}})
	asked := askAll(b, 1)
	n := len(b.Events())
	script(b, 6, 1, 7, 4, 2, 1, 9, 2, 3, 4, 2)
	apply(t, b, rules.Melee{Who: "buck", Target: "bear"})
	assert.Equal(t, []string{"Bear Vigor (Incapacitation) failure", "Bear Vigor (Incapacitation) success"}, *asked)
	assert.Equal(t, []string{
		"Buck attacks Bear with the Machete: d8 6, Wild d6 1 = 6 vs 6: hit.",
		"Damage d8+d6 (Machete) to Bear: 7+4 = 11 vs Toughness 7: one raise, 1 Wound: Incapacitated.",
		"Bear rolls Vigor (Incapacitation): d10 2, Wild d6 1, -3 Wounds = -1 vs 4: failure.",
		"Bear spends a benny on a reroll of Vigor (Incapacitation) after a failure (0 left).",
		"Bear rolls Vigor (Incapacitation): d10 9, Wild d6 2, -3 Wounds = 6 vs 4: success: injury until healed.",
	}, logFrom(b, n)[:5])
	bear := b.Figure("bear")
	assert.False(t, bear.BleedingOut, "the reroll's success counts")
	assert.Equal(t, 0, bear.Bennies)
	require.Len(t, bear.Injuries, 1)
	assert.Equal(t, rules.InjuryUntilHealed, bear.Injuries[0].Lasts)
	assert.Equal(t, []bool{true, false}, b.Applied[len(b.Applied)-1].Rerolls)
}

func TestBennyRerollOfBleedingOutKeepsTheBetterRoll(t *testing.T) {
	// Buck is Bleeding Out with 3 Wounds and a benny. At the start of his
	// turn Vigor d8 7, Wild d6 2, -3 = 4 vs 4: success, still Bleeding
	// Out; a raise would stabilise him, so he is asked and rerolls: d8 3,
	// Wild d6 1, -3 = 0, a failure. The earlier success counts: he lives.
	b := newBattle(t, arena, 1)
	fighttest.UpTo(t, b, "buck")
	apply(t, b, rules.SetState{Who: "buck", State: rules.State{Wounds: 3, Incapacitated: true, BleedingOut: true, Bennies: 1}})
	asked := askAll(b, 1)
	n := len(b.Events())
	script(b, 7, 2, 3, 1)
	apply(t, b, rules.StartTurn{Who: "buck"})
	assert.Equal(t, []string{"Buck Vigor (Bleeding Out) success"}, *asked)
	assert.Equal(t, []string{
		"Buck acts on " + cardOf(b, "buck") + ".",
		"Buck rolls Vigor (Bleeding Out): d8 7, Wild d6 2, -3 Wounds = 4 vs 4: success.",
		"Buck spends a benny on a reroll of Vigor (Bleeding Out) after a success (0 left).",
		"Buck rolls Vigor (Bleeding Out): d8 3, Wild d6 1, -3 Wounds = 0 vs 4: failure; the earlier success counts: still Bleeding Out.",
	}, logFrom(b, n))
	assert.False(t, b.Figure("buck").Dead)
	assert.True(t, b.Figure("buck").BleedingOut)
}

// cardOf is the name of who's card as the log writes it.
func cardOf(b *rules.Battle, who string) string {
	c, _ := b.Fight.Init.Card(who)
	return c.Name()
}

func TestBennyRerollOfStabilizeOnlyAfterAFailure(t *testing.T) {
	// Doc (1 benny) stabilises Buck: Healing d8 2, Wild d6 3 = 3 vs 4
	// fails; the reroll, d8 5, Wild d6 1 = 5, succeeds and counts. A
	// success stops the bleeding, so it is not offered again.
	b := newBattle(t, medic, 1)
	fighttest.ToTurn(t, b, "doc", 0)
	apply(t, b, rules.SetState{Who: "buck", State: rules.State{Wounds: 3, Incapacitated: true, BleedingOut: true}},
		rules.Place{Who: "doc", To: rules.Pos{X: 3, Y: 1}})
	b.Figure("doc").Bennies = 2
	asked := askAll(b, 5)
	n := len(b.Events())
	script(b, 2, 3, 5, 1)
	apply(t, b, rules.Stabilize{Who: "doc", Target: "buck"})
	assert.Equal(t, []string{"Doc Healing failure"}, *asked)
	assert.Equal(t, []string{
		"Doc rolls Healing against Buck: d8 2, Wild d6 3 = 3 vs 4: failure.",
		"Doc spends a benny on a reroll of Healing after a failure (1 left).",
		"Doc rolls Healing against Buck: d8 5, Wild d6 1 = 5 vs 4: success.",
		"Buck is stabilised: no longer Bleeding Out (Healing by Doc).",
	}, logFrom(b, n))
	assert.False(t, b.Figure("buck").BleedingOut)
}

func TestBennyRerollOfHealingAfterTheFight(t *testing.T) {
	// Buck has 2 Wounds. Doc's Healing d8 5, Wild d6 2 = 5: a success
	// heals one; a raise would heal both, so Doc is asked and rerolls:
	// d8 8+1, Wild d6 1 = 9, a raise, which counts.
	b := newBattle(t, medic, 1)
	apply(t, b, rules.SetState{Who: "buck", State: rules.State{Wounds: 2}}, rules.EndFight{})
	b.Figure("doc").Bennies = 1
	asked := askAll(b, 1)
	n := len(b.Events())
	script(b, 5, 2, 8, 1, 1)
	_, err := rules.Aftermath(b, []rules.Treatment{{Healer: "doc", Patient: "buck"}})
	require.NoError(t, err)
	assert.Equal(t, []string{"Doc Healing success"}, *asked)
	assert.Equal(t, []string{
		"Doc rolls Healing against Buck: d8 5, Wild d6 2 = 5 vs 4: success.",
		"Doc spends a benny on a reroll of Healing after a success (0 left).",
		"Doc rolls Healing against Buck: d8 8+1, Wild d6 1 = 9 vs 4: raise.",
		"Buck heals 2 Wounds: 0 Wounds left (Healing by Doc).",
	}, logFrom(b, n))

	// With one Wound a success heals it all: nothing to reroll for.
	b = newBattle(t, medic, 1)
	apply(t, b, rules.SetState{Who: "buck", State: rules.State{Wounds: 1}}, rules.EndFight{})
	b.Figure("doc").Bennies = 1
	asked = askAll(b, 1)
	script(b, 5, 2)
	_, err = rules.Aftermath(b, []rules.Treatment{{Healer: "doc", Patient: "buck"}})
	require.NoError(t, err)
	assert.Empty(t, *asked)
	assert.Equal(t, 0, b.Figure("buck").Wounds)
}

func TestBennyRerollOfTheSoakRollShowsBothRolls(t *testing.T) {
	// Soak rerolls are the Soak policy's second question (rolls > 0): the
	// Bear's Soak, Vigor d10 1, Wild d6 2, -3 = -1, soaks nothing; the
	// reroll, d10 8, Wild d6 1, -3 = 5, soaks the Wound. Both rolls are
	// in the log, each after its benny.
	b := newBattle(t, arena, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	apply(t, b, rules.Place{Who: "bear", To: rules.Pos{X: 4, Y: 3}},
		rules.SetState{Who: "bear", State: rules.State{Wounds: 3, Bennies: 2}})
	var rolls []int
	b.Soak = func(_ *rules.Figure, _, _, n int) bool { rolls = append(rolls, n); return true }
	n := len(b.Events())
	script(b, 6, 1, 7, 4, 1, 2, 8, 1)
	apply(t, b, rules.Melee{Who: "buck", Target: "bear"})
	assert.Equal(t, []int{0, 1}, rolls)
	assert.Equal(t, []string{
		"Buck attacks Bear with the Machete: d8 6, Wild d6 1 = 6 vs 6: hit.",
		"Damage d8+d6 (Machete) to Bear: 7+4 = 11 vs Toughness 7: one raise, 1 Wound.",
		"Bear spends a benny on soak (1 left).",
		"Bear soaks with Vigor (Soak): d10 1, Wild d6 2, -3 Wounds = -1 vs 4: failure: soaks 0 of 1.",
		"Bear spends a benny on reroll (0 left).",
		"Bear soaks with Vigor (Soak): d10 8, Wild d6 1, -3 Wounds = 5 vs 4: success: soaks 1 of 1.",
	}, logFrom(b, n)[:6])
	assert.False(t, b.Figure("bear").Incapacitated)
}

func TestNoRerollOfAHitThatIncapacitatedItsTarget(t *testing.T) {
	// Buck's Colt, d10 7, Wild d6 1 = 7 vs 4, hits without a raise, so
	// the policy is asked (and declines); damage 4+5+1 = 10 puts Cultist
	// 1 out. A reroll could do no better: the battle marks the question
	// moot, and the window offers nothing.
	b := newBattle(t, duel, 1)
	b.Figure("buck").Bennies = 2
	fighttest.ToTurn(t, b, "buck", 0)
	asked := askAll(b, 0)
	script(b, 7, 1, 4, 5)
	apply(t, b, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}})
	assert.Equal(t, []string{"Buck Shooting success"}, *asked)
	require.True(t, b.Figure("c1").Incapacitated)
	asks := b.RerollAsks()
	require.Len(t, asks, 1)
	assert.Equal(t, "Shooting", asks[0].What)
	assert.Equal(t, []string{"c1"}, asks[0].Targets)
	assert.True(t, asks[0].Moot, "the target is out already")

	// The same hit for 1+1+1 = 3 does nothing: a reroll for a raise
	// (+1d6 damage) still matters.
	b = newBattle(t, duel, 1)
	b.Figure("buck").Bennies = 2
	fighttest.ToTurn(t, b, "buck", 0)
	askAll(b, 0)
	script(b, 7, 1, 1, 1)
	apply(t, b, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}})
	require.Len(t, b.RerollAsks(), 2, "the Shooting question, then (revision 6) the damage's")
	assert.False(t, b.RerollAsks()[0].Moot)
	assert.Equal(t, rules.DamageReroll, b.RerollAsks()[1].What)
}
