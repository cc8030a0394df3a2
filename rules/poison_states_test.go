package rules_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// poisonBite is the beast's bite with a poison of a kind on the hero (a
// Wild Card with no bennies), the Medic beside it: a hit (d8 6), damage
// 4+2 = 6 Shakes the Toughness 5 hero, then the Vigor die, the Wild Die
// and the poison's 2d6 as faces give them.
func poisonBite(t *testing.T, kind, edition string, rev int, faces ...int) (*rules.Battle, string) {
	t.Helper()
	src := edition + denSource("", "", `"Poison (`+kind+`, -2)", Bite`, false) + poisonMedic
	src = strings.Replace(src, "  - id: hero\n", "  - id: hero\n    wildcard: true\n    bennies: 0\n", 1)
	b := newBattleAt(t, src, 1, rev)
	return b, bites(t, b, append([]int{6, 4, 2}, faces...)...)
}

// poisonEffect is the figure's effect from a named poison.
func poisonEffect(b *rules.Battle, id, name string) (rules.Effect, bool) {
	for _, e := range b.Figure(id).Effects {
		if e.Source.Name == name {
			return e, true
		}
	}
	return rules.Effect{}, false
}

// nextRound ends the round under way and deals the next; it returns the
// log of both.
func nextRound(t *testing.T, b *rules.Battle) string {
	t.Helper()
	n := len(b.Log())
	finishRound(t, b)
	require.NoError(t, b.Apply(rules.StartRound{}))
	finishRound(t, b)
	return strings.Join(b.Log()[n:], "\n")
}

func TestParalyzingPoisonBarsTheRecoveryRollForItsTwoDSixRounds(t *testing.T) {
	// Vigor d6 2 (Wild d6 1) -2 fails; 2d6 = 1+2: no recovery roll from
	// Stunned in rounds 2, 3 and 4; the paralysis ends as round 4 ends
	// and the hero rolls Vigor at its turn of round 5.
	b, log := poisonBite(t, "Paralyzing", "", rules.CurrentRevision, 2, 1, 1, 2)
	assert.Contains(t, log, "hero is poisoned: Distracted and paralyzed (Stunned): no recovery roll for 3 rounds (2d6: 1+2) unless its poison is neutralized")
	assert.True(t, b.Figure("hero").Stunned)
	e, ok := poisonEffect(b, "hero", "Paralyzing poison")
	require.True(t, ok, "the paralysis is an effect on the figure")
	assert.Equal(t, 3, b.RoundsLeft(e))
	finishRound(t, b)
	for round := 2; round <= 4; round++ {
		require.NoError(t, b.Apply(rules.StartRound{}))
		n := len(b.Log())
		finishRound(t, b)
		out := strings.Join(b.Log()[n:], "\n")
		assert.Contains(t, out, "hero is paralyzed: no recovery roll, it stays Stunned and loses the turn (Paralyzing poison).", "round %d", round)
		assert.NotContains(t, out, "Vigor (Stunned)", "round %d", round)
		assert.True(t, b.Figure("hero").Stunned, "round %d", round)
	}
	n := len(b.Log())
	require.NoError(t, b.Apply(rules.StartRound{}))
	finishRound(t, b)
	out := strings.Join(b.Log()[n:], "\n")
	assert.Contains(t, out, "hero is no longer paralyzed: it may recover from Stunned (Paralyzing poison).")
	assert.Contains(t, out, "hero rolls Vigor (Stunned)")
	_, ok = poisonEffect(b, "hero", "Paralyzing poison")
	assert.False(t, ok)
}

func TestNeutralizePoisonEndsAParalysisNotTheStunned(t *testing.T) {
	b, _ := poisonBite(t, "Paralyzing", "", rules.CurrentRevision, 2, 1, 1, 2)
	finishRound(t, b)
	require.NoError(t, b.Apply(rules.StartRound{}))
	fighttest.ToTurn(t, b, "medic", 0)
	// Faith d8 5: a success; 3 + 1 Power Points of the Medic's 10.
	out := tried(b, []int{5}, rules.Cast{Who: "medic", Power: "Healing", Targets: []string{"hero"}, Mods: []string{"Neutralize Poison"}})
	assert.Contains(t, out, "hero is cured of the poison (Neutralize Poison) (Healing).")
	assert.Equal(t, 6, b.Figure("medic").PowerPoints())
	_, ok := poisonEffect(b, "hero", "Paralyzing poison")
	assert.False(t, ok)
	assert.True(t, b.Figure("hero").Stunned, "what the poison did stays: the Stunned ends by a recovery roll")
	require.NoError(t, b.Apply(rules.EndTurn{Who: "medic"}))
	fighttest.ToTurn(t, b, "hero", 0)
	assert.Contains(t, strings.Join(b.Log(), "\n"), "hero rolls Vigor (Stunned)", "the next turn rolls to recover")
}

func TestKnockoutPoisonSleepsTwoDSixHoursUnlessNeutralized(t *testing.T) {
	// Vigor 2 (Wild 1) -2 fails; 2d6 = 1+2: three hours, 1,800 rounds.
	b, log := poisonBite(t, "Knockout", "", rules.CurrentRevision, 2, 1, 1, 2)
	assert.Contains(t, log, "hero is poisoned: Distracted, knocked out for 3 hours (2d6: 1+2) unless its poison is neutralized")
	e, ok := poisonEffect(b, "hero", "Knockout poison")
	require.True(t, ok)
	assert.Equal(t, 3*600, b.RoundsLeft(e))
	hero := b.Figure("hero")
	assert.True(t, hero.Incapacitated && hero.Unconscious)
	nextRound(t, b)
	assert.True(t, b.Figure("hero").Unconscious, "still asleep a round later")

	require.NoError(t, b.Apply(rules.StartRound{}))
	fighttest.ToTurn(t, b, "medic", 0)
	out := tried(b, []int{5}, rules.Cast{Who: "medic", Power: "Healing", Targets: []string{"hero"}, Mods: []string{"Neutralize Poison"}})
	assert.Contains(t, out, "hero is cured of the poison (Neutralize Poison) and wakes up (Healing).")
	hero = b.Figure("hero")
	assert.False(t, hero.Incapacitated)
	assert.False(t, hero.Unconscious)
	_, ok = poisonEffect(b, "hero", "Knockout poison")
	assert.False(t, ok)
}

func TestKnockoutPoisonSleepsTwiceAsLongOnACriticalFailure(t *testing.T) {
	// Vigor 1 and Wild 1: a Critical Failure; 2d6 = 1+2 hours, doubled.
	b, log := poisonBite(t, "Knockout", "", rules.CurrentRevision, 1, 1, 1, 2)
	assert.Contains(t, log, "knocked out for 6 hours (2d6: 1+2, doubled on a Critical Failure)")
	e, ok := poisonEffect(b, "hero", "Knockout poison")
	require.True(t, ok)
	assert.Equal(t, 6*600, b.RoundsLeft(e))
}

func TestDeluxePoisonsPlayAsRevisionSevenUnderRevisionEight(t *testing.T) {
	// Deluxe's poison table was never read: revision 8 plays deluxe's
	// poisons as revision 7 did. A Lethal poison's 2d6 rounds are the
	// GM's to count and nothing is kept on its victim.
	b, log := poisonBite(t, "Lethal", "edition: deluxe\n", rules.CurrentRevision, 2, 1, 1, 2)
	assert.Contains(t, log, "(it dies in 2d6 rounds unless treated: the GM keeps count)")
	assert.Empty(t, b.Figure("hero").Effects)
	for range 12 { // more than 2d6's most
		finishRound(t, b)
		require.NoError(t, b.Apply(rules.StartRound{}))
	}
	assert.False(t, b.Figure("hero").Dead, "deluxe's count stays the GM's")
	// Vigor 1, Wild 1: a Critical Failure is one Wound, as a failure.
	b, _ = poisonBite(t, "Lethal", "edition: deluxe\n", rules.CurrentRevision, 1, 1, 1, 2)
	assert.Equal(t, 1, b.Figure("hero").Wounds)
	// A Mild poison's Critical Failure is one level of Fatigue.
	b, _ = poisonBite(t, "Mild", "edition: deluxe\n", rules.CurrentRevision, 1, 1)
	assert.Equal(t, 1, b.Figure("hero").Fatigue)
	// A Paralyzing poison keeps no recovery bar on its victim.
	b, _ = poisonBite(t, "Paralyzing", "edition: deluxe\n", rules.CurrentRevision, 2, 1, 1, 2)
	_, ok := poisonEffect(b, "hero", "Paralyzing poison")
	assert.False(t, ok)
}

func TestPoisonStatesReplayFromTheEvents(t *testing.T) {
	b, _ := poisonBite(t, "Knockout", "", rules.CurrentRevision, 2, 1, 1, 2)
	figs, err := rules.Replay(b.Fight.Start(), b.Events())
	require.NoError(t, err)
	for _, f := range figs {
		if f.ID == "hero" {
			assert.Equal(t, b.Figure("hero").State, f.State)
			assert.NotEmpty(t, f.Effects)
		}
	}
}

func TestLethalPoisonWoundsTwiceOnACriticalFailure(t *testing.T) {
	// Vigor 1 and Wild 1: a Critical Failure against a Lethal poison is
	// two Wounds, not one (revision 8, PoisonStates); the 2d6 rounds
	// (1+2 = 3) count down as on a plain failure.
	b, log := poisonBite(t, "Lethal", "", rules.CurrentRevision, 1, 1, 1, 2)
	assert.Contains(t, log, "hero is poisoned: Distracted, Stunned and Wounded twice (Critical Failure): it dies in 3 rounds (2d6: 1+2) unless its poison is neutralized")
	assert.Equal(t, 2, b.Figure("hero").Wounds)
	// Revision 7 gave one Wound whatever the roll.
	b, _ = poisonBite(t, "Lethal", "", 7, 1, 1, 1, 2)
	assert.Equal(t, 1, b.Figure("hero").Wounds)
}

func TestLethalPoisonsSecondWoundOnAFullCardIncapacitates(t *testing.T) {
	// The hero already carries 2 Wounds of its 3: the Critical Failure's
	// two Wounds fill the third and Incapacitate it.
	src := denSource("", "", `"Poison (Lethal, -2)", Bite`, false) + poisonMedic
	src = strings.Replace(src, "  - id: hero\n", "  - id: hero\n    wildcard: true\n    bennies: 0\n", 1)
	b := newBattleAt(t, src, 1, rules.CurrentRevision)
	b.Figure("hero").Wounds = 2
	// Hit d8 6; damage 4+2 = 6 against Toughness 5 Shakes; Vigor 1, Wild 1
	// (-2 Wounds, -2 poison): a Critical Failure.
	bites(t, b, 6, 4, 2, 1, 1, 1, 2)
	hero := b.Figure("hero")
	assert.Equal(t, 3, hero.Wounds)
	assert.True(t, hero.Incapacitated)
}

func TestMildPoisonExhaustsOnACriticalFailure(t *testing.T) {
	// Vigor 1 and Wild 1 against a Mild poison: Exhausted (two levels of
	// Fatigue) at once, not Fatigued (revision 8, PoisonStates).
	b, log := poisonBite(t, "Mild", "", rules.CurrentRevision, 1, 1)
	assert.Contains(t, log, "hero is poisoned: Distracted and Exhausted")
	assert.Equal(t, 2, b.Figure("hero").Fatigue)
	// A plain failure (Vigor 2, Wild 1, -2) is one level.
	b, _ = poisonBite(t, "Mild", "", rules.CurrentRevision, 2, 1)
	assert.Equal(t, 1, b.Figure("hero").Fatigue)
	// Revision 7: one level whatever the roll.
	b, _ = poisonBite(t, "Mild", "", 7, 1, 1)
	assert.Equal(t, 1, b.Figure("hero").Fatigue)
}

// The Poison card's note says what each edition plays: deluxe's poison
// table was never read, so a Lethal poison's rounds stay the GM's count
// there in every revision (TestDeluxePoisonsPlayAsRevisionSevenUnderRevisionEight).
func TestPoisonCardLeavesDeluxesLethalCountToTheGM(t *testing.T) {
	note := rules.Status(rules.FromAbility, "Poison (Lethal, -2)", rules.Deluxe).Note
	assert.Contains(t, note, "the GM counts a deluxe Lethal poison's rounds")
	assert.NotContains(t, note, "deluxe from revision 8")
}
