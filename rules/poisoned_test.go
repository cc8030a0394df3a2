package rules_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// poisonMedic is a healer beside the den's hero, with Healing.
const poisonMedic = `  - id: medic
    name: Medic
    side: heroes
    at: [2, 2]
    traits: {agility: d6, smarts: d6, spirit: d8, strength: d6, vigor: d6, faith: d8}
    arcane: {skill: faith, power_points: 10}
    powers: [Healing]
`

// lethalBite is the beast's Lethal bite on the hero (a Wild Card with
// no bennies): a hit (d8 6), damage 4+2 = 6 Shakes the Toughness 5 hero,
// Vigor d6 2 (Wild d6 1) -2 = 0 fails, and the 2d6 rounds come up 1+2 =
// 3.
func lethalBite(t *testing.T, edition string, rev int) (*rules.Battle, string) {
	t.Helper()
	src := edition + denSource("", "", `"Poison (Lethal, -2)", Bite`, false) + poisonMedic
	src = strings.Replace(src, "  - id: hero\n", "  - id: hero\n    wildcard: true\n    bennies: 0\n", 1)
	b := newBattleAt(t, src, 1, rev)
	return b, bites(t, b, 6, 4, 2, 2, 1, 1, 2)
}

// finishRound ends every turn left in the round, each figure ending its
// turn at once.
func finishRound(t *testing.T, b *rules.Battle) {
	t.Helper()
	for range 50 {
		if b.Turn() != nil {
			require.NoError(t, b.Apply(rules.EndTurn{Who: b.Turn().Who}))
			continue
		}
		next := b.NextUp()
		if len(next) == 0 {
			return
		}
		require.NoError(t, b.Apply(rules.StartTurn{Who: next[0]}))
	}
	t.Fatal("the round never ended")
}

func lethalPoison(t *testing.T, b *rules.Battle, id string) (rules.Effect, bool) {
	t.Helper()
	for _, e := range b.Figure(id).Effects {
		if e.Source.Name == "Lethal poison" {
			return e, true
		}
	}
	return rules.Effect{}, false
}

func TestLethalPoisonKillsAsItsTwoDSixRoundsRunOut(t *testing.T) {
	// Poisoned in round 1 with 2d6 = 3: the hero dies as round 4 ends
	// (when round 5 is dealt), not before.
	b, log := lethalBite(t, "", rules.CurrentRevision)
	assert.Contains(t, log, "hero is poisoned: Distracted, Stunned and Wounded: it dies in 3 rounds (2d6: 1+2) unless its poison is neutralized")
	hero := b.Figure("hero")
	assert.Equal(t, 1, hero.Wounds)
	e, ok := lethalPoison(t, b, "hero")
	require.True(t, ok, "the poison is an effect on the figure")
	assert.Equal(t, 1, b.Fight.Init.Round)
	assert.Equal(t, 3, b.RoundsLeft(e))
	assert.Equal(t, "3 rounds left", b.EndsText(e))
	assert.Equal(t, "Lethal poison", e.Label(), "as the card names it")
	for round := 2; round <= 4; round++ {
		finishRound(t, b)
		require.NoError(t, b.Apply(rules.StartRound{}))
		require.Equal(t, round, b.Fight.Init.Round)
		assert.False(t, b.Figure("hero").Dead, "alive in round %d", round)
	}
	e, _ = lethalPoison(t, b, "hero")
	assert.Equal(t, "ends this round", b.EndsText(e))
	finishRound(t, b)
	n := len(b.Log())
	require.NoError(t, b.Apply(rules.StartRound{}))
	assert.Contains(t, b.Log()[n:], "hero dies of the poison (Lethal poison).")
	hero = b.Figure("hero")
	assert.True(t, hero.Dead)
	_, ok = lethalPoison(t, b, "hero")
	assert.False(t, ok, "the dead carry no countdown")

	// The events alone rebuild the poisoned state and the death.
	figs, err := rules.Replay(b.Fight.Start(), b.Events())
	require.NoError(t, err)
	for _, f := range figs {
		if f.ID == "hero" {
			assert.Equal(t, hero.State, f.State)
		}
	}
}

func TestMildPoisonLeavesNoLastingState(t *testing.T) {
	// Mild poison's failure is a level of Fatigue, a state of its own.
	b := newBattleAt(t, denSource("", "", `"Poison (-2)", Bite`, false), 1, rules.CurrentRevision)
	bites(t, b, 6, 4, 2, 2)
	assert.Equal(t, 1, b.Figure("hero").Fatigue)
	assert.Empty(t, b.Figure("hero").Effects)
	// Under revision 7 deluxe's Lethal poison stays the GM's (revision 8
	// too: TestDeluxePoisonsPlayAsRevisionSevenUnderRevisionEight).
	b, log := lethalBite(t, "edition: deluxe\n", 7)
	assert.Contains(t, log, "(it dies in 2d6 rounds unless treated: the GM keeps count)")
	assert.Empty(t, b.Figure("hero").Effects)
}

func TestNeutralizePoisonCostsOneMoreAndEndsTheLethalPoison(t *testing.T) {
	b, _ := lethalBite(t, "", rules.CurrentRevision)
	finishRound(t, b)
	require.NoError(t, b.Apply(rules.StartRound{}))
	fighttest.ToTurn(t, b, "medic", 0)
	cure := rules.Cast{Who: "medic", Power: "Healing", Targets: []string{"hero"}, Mods: []string{"Neutralize Poison"}}
	pl, err := b.Preview(cure)
	require.NoError(t, err)
	assert.Equal(t, rules.Mods(nil), pl.Rolls[0].Mods(0), "no modifier to the Faith roll: the reference gives none for the power")
	// Faith d8 5: a success (no raise). 3 PP + 1 = 4 of the Medic's 10.
	script(b, 5)
	n := len(b.Log())
	apply(t, b, cure)
	assert.Contains(t, b.Log()[n:], "hero is cured of the poison (Neutralize Poison) (Healing).")
	assert.Contains(t, b.Log()[n:], "hero is healed of a Wound (0 left) (Healing).")
	assert.Equal(t, 6, b.Figure("medic").PowerPoints())
	_, ok := lethalPoison(t, b, "hero")
	assert.False(t, ok)
	for range 12 { // more than 2d6's most
		finishRound(t, b)
		require.NoError(t, b.Apply(rules.StartRound{}))
	}
	assert.False(t, b.Figure("hero").Dead, "a neutralized poison kills nobody")
}

func TestNeutralizePoisonNeedsAPoisonAndSwade(t *testing.T) {
	b, _ := lethalBite(t, "", rules.CurrentRevision)
	fighttest.ToTurn(t, b, "medic", 0)
	refused(t, b, rules.Cast{Who: "medic", Power: "Healing", Targets: []string{"medic"}, Mods: []string{"Neutralize Poison"}},
		"Medic carries no poison to neutralize")
	// Deluxe's Healing has no such option.
	b, _ = lethalBite(t, "edition: deluxe\n", rules.CurrentRevision)
	fighttest.ToTurn(t, b, "medic", 0)
	refused(t, b, rules.Cast{Who: "medic", Power: "Healing", Targets: []string{"hero"}, Mods: []string{"Neutralize Poison"}},
		"deluxe has no power modifiers: each power lists its own options")
}
