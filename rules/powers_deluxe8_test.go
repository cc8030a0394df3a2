package rules_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// blindBuck casts deluxe Blind at Buck (Agility d8, Parry 6, a Wild
// Card): Faith 5 (Wild 1) succeeds, then Buck's Agility die and Wild Die
// are agility and wild; it returns the log of the casting.
func blindBuck(t *testing.T, rev, agility, wild int) (*rules.Battle, string) {
	t.Helper()
	b := deluxeCaster(t, "Blind", rev, false)
	return b, tried(b, []int{5, 1, agility, wild}, rules.Cast{Who: "priest", Power: "Blind", Targets: []string{"buck"}})
}

func TestDeluxeBlindIsAvoidedByAgilityOrShakesAndLowersParryForARound(t *testing.T) {
	// Agility d8 3 (Wild 2) -2 = 1: failed; the die showed no 1: Shaken
	// and Parry 6 - 2 = 4, no penalty to his Trait rolls.
	b, log := blindBuck(t, rules.CurrentRevision, 3, 2)
	assert.Contains(t, log, "Buck rolls Agility (Blind)")
	assert.Contains(t, log, "Buck is Shaken, Parry -2 to the end of its next turn (Blind).")
	buck := b.Figure("buck")
	assert.True(t, buck.Shaken)
	assert.Equal(t, 4, buck.Parry())
	assert.Equal(t, 6, buck.BaseParry())
	assert.Equal(t, 0, b.EffectMods(buck, rules.ChangeTrait, string(rules.Fighting)).Sum(), "no -6 without a 1 on the Agility die")

	// It lasts to the end of Buck's next turn, with no Vigor roll.
	require.NoError(t, b.Apply(rules.EndTurn{Who: "priest"}))
	fighttest.ToTurn(t, b, "buck", 0)
	assert.Equal(t, 4, b.Figure("buck").Parry(), "still on in his turn")
	n := len(b.Log())
	require.NoError(t, b.Apply(rules.EndTurn{Who: "buck"}))
	assert.NotContains(t, logFrom(b, n), "Vigor (Blind)")
	assert.Equal(t, 6, b.Figure("buck").Parry(), "gone at the end of his next turn")
}

func TestDeluxeBlindTakesSixFromTraitRollsOnAOneOfTheAgilityDie(t *testing.T) {
	// Agility d8 1, Wild 5 -2 = 3: failed, and the Agility die showed 1.
	b, log := blindBuck(t, rules.CurrentRevision, 1, 5)
	assert.Contains(t, log, "Buck is Shaken, Parry -2 and Trait rolls -6 (its Agility die showed a 1) to the end of its next turn (Blind).")
	buck := b.Figure("buck")
	assert.Equal(t, 4, buck.Parry())
	assert.Equal(t, -6, b.EffectMods(buck, rules.ChangeTrait, string(rules.Fighting)).Sum())
	assert.Equal(t, -6, b.EffectMods(buck, rules.ChangeTrait, string(rules.Notice)).Sum())
}

func TestDeluxeBlindIsAvoidedByASuccessEvenWithAOne(t *testing.T) {
	// Agility d8 1, Wild 6 -2 = 4: a success avoids it, the 1 included.
	b, log := blindBuck(t, rules.CurrentRevision, 1, 6)
	assert.Contains(t, log, "Buck resists Blind.")
	buck := b.Figure("buck")
	assert.False(t, buck.Shaken)
	assert.Equal(t, 6, buck.Parry())
	assert.Empty(t, buck.Effects)
}

func TestDeluxeArcaneResistanceAddsTwoToBlindsAgility(t *testing.T) {
	// Agility d8 3 (Wild 2) -2 +2 = 3: still a failure; 4 (Wild 2) -2 +2
	// = 4 avoids what 4 - 2 = 2 would not.
	src := strings.Replace("edition: deluxe\n"+casters, "[Bolt (hellfire), Blast, Burst, Protection, Deflection, Healing, Relief, Smite, Stun]", "[Blind]", 1)
	src = strings.Replace(src, "    at: [8, 3]\n", "    at: [8, 3]\n    edges: [Arcane Resistance]\n", 1)
	b := newBattleAt(t, src, 1, rules.CurrentRevision)
	fighttest.ToTurn(t, b, "priest", 0)
	log := tried(b, []int{5, 1, 4, 2}, rules.Cast{Who: "priest", Power: "Blind", Targets: []string{"buck"}})
	assert.Contains(t, log, "-2 Blind, +2 Arcane Resistance = 4 vs 4: success")
	assert.Contains(t, log, "Buck resists Blind.")
}
