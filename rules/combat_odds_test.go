package rules_test

import (
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The melee and area-effect rates of the engine against the exact odds of
// rules: oddsTrials seeded trials each, every one undone, a tolerance of 5
// standard errors (see within5SE).

func TestMeleeRatesMatchExactOdds(t *testing.T) {
	// Buck (Fighting d8, Wild Die) strikes Cultist 1 (Parry 5, Toughness
	// 5, an Extra) with the Machete: d8+d6, +1d6 on a raise.
	b := newBattle(t, melee, 1)
	cultistAfterBuck(t, b, 0)
	act := rules.Melee{Who: "buck", Target: "c1"}
	var hits, shaken, out int
	var mods rules.Mods
	for i := range oddsTrials {
		*b.RNG() = *rules.NewRNG(uint64(9000 + i))
		n := len(b.Events())
		require.NoError(t, b.Apply(act))
		ev := b.Events()[n]
		require.Equal(t, rules.EventTrait, ev.Kind)
		mods = ev.Mods
		if strings.HasPrefix(ev.Outcome, "hit") {
			hits++
		}
		c1 := b.Figure("c1")
		switch {
		case c1.Incapacitated:
			out++
		case c1.Shaken:
			shaken++
		}
		require.NoError(t, b.Undo())
	}
	assert.Empty(t, mods, "no modifiers: the odds below assume none")
	buck := b.Figure("buck")
	tr := rules.TraitRoll{Die: rules.D8, Wild: true, TN: 5}
	spec := rules.WeaponDamage(buck, buck.Weapons[0])
	odds, err := rules.AttackDamageOdds(tr, spec, b.Figure("c1"))
	require.NoError(t, err)
	within5SE(t, odds.Hit(), hits, oddsTrials, "hit")
	within5SE(t, odds.Shaken, shaken, oddsTrials, "Shaken")
	within5SE(t, odds.Incapacitated, out, oddsTrials, "out")
}

func TestGangUpAndWildAttackRatesMatchExactOdds(t *testing.T) {
	// Cultist 1 on Buck (Parry 6) with +2 Gang Up and a Wild Attack (+2):
	// the Extra's d6 needs 2, so it hits unless it shows a 1: 5/6.
	b := newBattle(t, melee, 1)
	cultistAfterBuck(t, b, 0)
	cultistActs(t, b)
	act := rules.Melee{Who: "c1", Target: "buck", Wild: true}
	hits := 0
	var mods rules.Mods
	for i := range oddsTrials {
		*b.RNG() = *rules.NewRNG(uint64(11000 + i))
		n := len(b.Events())
		require.NoError(t, b.Apply(act))
		ev := b.Events()[n]
		mods = ev.Mods
		if strings.HasPrefix(ev.Outcome, "hit") {
			hits++
		}
		require.NoError(t, b.Undo())
	}
	assert.Equal(t, rules.Mods{{Name: "Gang Up", Value: 2}, {Name: "Wild Attack", Value: 2}}, mods)
	p := rules.Odds(rules.TraitRoll{Die: rules.D6, TN: 6, Mods: mods}).Success
	assert.InDelta(t, 5.0/6, p, 1e-12)
	within5SE(t, p, hits, oddsTrials, "hit")
}

func TestAreaHitRateMatchesExactOdds(t *testing.T) {
	// A grenade lands where aimed on an Athletics success (d6 and Wild
	// Die, TN 4, short range): 1 - (1/2)(1/2) less snake eyes, which
	// cannot reach 4 anyway: 3/4.
	b := newBattle(t, blasts, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	act := rules.AreaAttack{Who: "buck", At: rules.Spot{X: 8, Y: 3.5}}
	landed := 0
	for i := range oddsTrials {
		*b.RNG() = *rules.NewRNG(uint64(13000 + i))
		n := len(b.Events())
		require.NoError(t, b.Apply(act))
		ev := b.Events()[n]
		require.Equal(t, rules.EventArea, ev.Kind)
		if strings.HasPrefix(ev.Outcome, "hit") {
			landed++
			assert.NotContains(t, ev.Outcome, "deviates")
		}
		require.NoError(t, b.Undo())
	}
	p := rules.Odds(rules.TraitRoll{Die: rules.D6, Wild: true, TN: 4}).Success
	assert.InDelta(t, 0.75, p, 1e-12)
	within5SE(t, p, landed, oddsTrials, "lands where aimed")
}
