package rules_test

import (
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// round1 deals round 1 of the duel with seed 1: Cultists 1 and 2 on the
// Seven of Clubs, then Buck on the Five of Spades.
func round1(t *testing.T, src string) *rules.Battle {
	b := newBattle(t, src, 1)
	require.NoError(t, b.Apply(rules.StartRound{}))
	return b
}

func TestHoldAndActLater(t *testing.T) {
	b := round1(t, duel)
	require.NoError(t, b.Apply(rules.Hold{Who: "c1"}))
	refused(t, b, rules.Hold{Who: "c1"}, "Cultist 1 is on Hold already")
	assert.Equal(t, []string{"c1", "c2"}, b.NextUp(), "the holder may act whenever; Cultist 2 is next")
	require.NoError(t, b.Apply(rules.StartTurn{Who: "c2"}))
	require.NoError(t, b.Apply(rules.EndTurn{Who: "c2"}))
	require.NoError(t, b.Apply(rules.StartTurn{Who: "buck"}))
	require.NoError(t, b.Apply(rules.EndTurn{Who: "buck"}))
	// The round ends with Cultist 1 still on Hold: it keeps its card and
	// is not dealt in.
	require.NoError(t, b.Apply(rules.StartRound{}))
	card, _ := b.Fight.Init.Card("c1")
	assert.Equal(t, "the Seven of Clubs", card.Name())
	assert.True(t, b.Fight.Init.Hold["c1"])
	require.NoError(t, b.Apply(rules.StartTurn{Who: "c1"}))
	assert.Equal(t, "Cultist 1 acts from Hold (the Seven of Clubs).", b.Log()[len(b.Log())-1])
}

func TestInterruptWinsBetweenTurns(t *testing.T) {
	b := round1(t, duel)
	require.NoError(t, b.Apply(rules.Hold{Who: "c1"}))
	require.NoError(t, b.Apply(rules.StartTurn{Who: "c2"}))
	require.NoError(t, b.Apply(rules.EndTurn{Who: "c2"}))
	// Cultist 1 (no Athletics: d4-2) against Buck (d6 and Wild Die):
	// 4+3-2 = 5 against snake eyes' 1.
	script(b, 4, 3, 1, 1)
	require.NoError(t, b.Apply(rules.InterruptHold{Who: "c1", Target: "buck"}))
	require.NotNil(t, b.Turn())
	assert.Equal(t, "c1", b.Turn().Who)
	assert.Contains(t, b.Log()[len(b.Log())-1], "Cultist 1 acts first.")
	refused(t, b, rules.StartTurn{Who: "buck"}, "Cultist 1's turn is under way: end it first")
	require.NoError(t, b.Apply(rules.EndTurn{Who: "c1"}))
	require.NoError(t, b.Apply(rules.StartTurn{Who: "buck"}))
}

func TestInterruptLostActsRightAfter(t *testing.T) {
	b := round1(t, duel)
	require.NoError(t, b.Apply(rules.Hold{Who: "c1"}))
	require.NoError(t, b.Apply(rules.StartTurn{Who: "c2"}))
	require.NoError(t, b.Apply(rules.EndTurn{Who: "c2"}))
	// 1-2 = -1 against Buck's 6+... : Buck goes first, Cultist 1 after.
	script(b, 1, 6, 3, 2)
	require.NoError(t, b.Apply(rules.InterruptHold{Who: "c1", Target: "buck"}))
	require.NotNil(t, b.Turn())
	assert.Equal(t, "buck", b.Turn().Who)
	require.NoError(t, b.Apply(rules.EndTurn{Who: "buck"}))
	require.NotNil(t, b.Turn(), "the holder who lost acts right after")
	assert.Equal(t, "c1", b.Turn().Who)
}

func TestInterruptInTheMiddleOfATurn(t *testing.T) {
	b := round1(t, duel)
	require.NoError(t, b.Apply(rules.Hold{Who: "c1"}))
	require.NoError(t, b.Apply(rules.StartTurn{Who: "c2"}))
	require.NoError(t, b.Apply(rules.EndTurn{Who: "c2"}))
	require.NoError(t, b.Apply(rules.StartTurn{Who: "buck"}))
	require.NoError(t, b.Apply(rules.Move{Who: "buck", To: rules.Pos{X: 3, Y: 1}}))
	refused(t, b, rules.InterruptHold{Who: "c2", Target: "buck"}, "Cultist 2 is not on Hold")
	script(b, 4, 3, 1, 1)
	require.NoError(t, b.Apply(rules.InterruptHold{Who: "c1", Target: "buck"}))
	assert.Equal(t, "c1", b.Turn().Who)
	require.NoError(t, b.Apply(rules.EndTurn{Who: "c1"}))
	require.NotNil(t, b.Turn())
	assert.Equal(t, "buck", b.Turn().Who, "Buck's turn resumes")
	assert.Equal(t, 2, b.Turn().Moved, "with the Pace it had spent")
}

func TestJokerActsWhenItChooses(t *testing.T) {
	// Find a seed that deals Buck a Joker in round 1.
	var b *rules.Battle
	for seed := uint64(1); seed < 500 && b == nil; seed++ {
		c := newBattle(t, duel, seed)
		require.NoError(t, c.Apply(rules.StartRound{}))
		if c.Fight.Init.Joker("buck") {
			b = c
		}
	}
	require.NotNil(t, b, "some seed below 500 deals Buck a Joker")
	assert.Contains(t, b.NextUp(), "buck", "a Joker acts whenever it wants")
	require.NoError(t, b.Apply(rules.StartTurn{Who: "buck"}))
	assert.Equal(t, rules.Mods{{Name: "Joker", Value: 2}}, b.ActionMods("buck"))
	n := len(b.Events())
	script(b, 5, 1, 1, 1)
	require.NoError(t, b.Apply(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}}))
	// 5 +2 Joker = 7: a hit; damage 1+1+1 +2 Joker = 5 vs Toughness 5.
	assert.Equal(t, []string{
		"Buck shoots Cultist 1 with the Colt .45: d10 5, Wild d6 1, +2 Joker = 7 vs 4: hit.",
		"Damage 2d6+1 (Colt .45) to Cultist 1: 1+1+1, +2 Joker = 5 vs Toughness 5: Shaken.",
	}, b.Log()[n:])
}

func TestSurprise(t *testing.T) {
	b := newBattle(t, duel, 1)
	refused(t, b, rules.Surprise{Ambushers: []string{"buck"}, Victims: []string{"buck"}}, "Buck cannot both spring the ambush and be surprised")
	// Cultist 1 fails Notice (d4 1), Cultist 2 makes it (d4 4).
	script(b, 1, 4)
	require.NoError(t, b.Apply(rules.Surprise{Ambushers: []string{"buck"}}))
	refused(t, b, rules.Surprise{Ambushers: []string{"buck"}}, "the ambush is already set up")
	require.NoError(t, b.Apply(rules.StartRound{}))
	_, has := b.Fight.Init.Card("c1")
	assert.False(t, has, "a surprised figure gets no card in round 1")
	assert.True(t, b.Fight.Init.Hold["buck"], "the ambusher starts on Hold")
	refused(t, b, rules.Surprise{Ambushers: []string{"buck"}}, "an ambush is sprung before the first round, and this is round 1")
}

func TestShakenRecoveryByEdition(t *testing.T) {
	for _, c := range []struct {
		edition string
		faces   []int
		canAct  bool
		line    string
	}{
		{"swade", []int{4, 2}, true, "Buck rolls Spirit (Shaken): d8 4, Wild d6 2 = 4 vs 4: success: no longer Shaken, acts."},
		{"deluxe", []int{4, 2}, false, "Buck rolls Spirit (Shaken): d8 4, Wild d6 2 = 4 vs 4: success: no longer Shaken, cannot act this turn."},
		{"deluxe", []int{8, 1, 2}, true, "Buck rolls Spirit (Shaken): d8 8+1, Wild d6 2 = 9 vs 4: raise: no longer Shaken, acts."},
		{"swade", []int{3, 2}, false, "Buck rolls Spirit (Shaken): d8 3, Wild d6 2 = 3 vs 4: failure: still Shaken."},
	} {
		t.Run(c.edition+c.line[len(c.line)-12:], func(t *testing.T) {
			b := round1(t, "edition: "+c.edition+"\n"+duel)
			for _, id := range []string{"c1", "c2"} {
				require.NoError(t, b.Apply(rules.StartTurn{Who: id}))
				require.NoError(t, b.Apply(rules.EndTurn{Who: id}))
			}
			b.Figure("buck").Shaken = true
			script(b, c.faces...)
			require.NoError(t, b.Apply(rules.StartTurn{Who: "buck"}))
			assert.Equal(t, c.line, b.Log()[len(b.Log())-1])
			assert.Equal(t, c.canAct, b.Turn().CanAct)
			if !c.canAct {
				err := b.Apply(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}})
				require.Error(t, err)
				assert.True(t, strings.Contains(err.Error(), "free actions"), err.Error())
				assert.NoError(t, b.Apply(rules.Move{Who: "buck", To: rules.Pos{X: 2, Y: 2}}), "moving is free")
			}
		})
	}
}

func TestUnshakeWithABenny(t *testing.T) {
	b := round1(t, duel)
	refused(t, b, rules.Unshake{Who: "buck"}, "Buck is not Shaken")
	b.Figure("buck").Shaken = true
	require.NoError(t, b.Apply(rules.Unshake{Who: "buck"}))
	assert.False(t, b.Figure("buck").Shaken)
	assert.Equal(t, 2, b.Figure("buck").Bennies)
	// Cultist 1, the GM's Extra, has none of its own: the GM spends the
	// pool's (one benny for Buck); then Cultist 2 has none left to spend.
	b.Figure("c1").Shaken = true
	n := len(b.Events())
	require.NoError(t, b.Apply(rules.Unshake{Who: "c1"}))
	assert.Equal(t, []string{"The GM spends a benny from the pool for Cultist 1 on unshake (0 left in the pool)."}, b.Log()[n:])
	assert.False(t, b.Figure("c1").Shaken)
	b.Figure("c2").Shaken = true
	refused(t, b, rules.Unshake{Who: "c2"}, "Cultist 2 has no benny left")
}

func TestBleedingOutAtTheStartOfTheTurn(t *testing.T) {
	b := round1(t, duel)
	for _, id := range []string{"c1", "c2"} {
		require.NoError(t, b.Apply(rules.StartTurn{Who: id}))
		require.NoError(t, b.Apply(rules.EndTurn{Who: id}))
	}
	f := b.Figure("buck")
	f.Incapacitated, f.BleedingOut, f.Wounds = true, true, 3
	// Vigor d8 -3 Wounds: 3 and Wild 2 = 0: failure, dies.
	script(b, 3, 2)
	require.NoError(t, b.Apply(rules.StartTurn{Who: "buck"}))
	assert.Equal(t, "Buck rolls Vigor (Bleeding Out): d8 3, Wild d6 2, -3 Wounds = 0 vs 4: failure: dies.", b.Log()[len(b.Log())-1])
	assert.True(t, f.Dead)
	refused(t, b, rules.Move{Who: "buck", To: rules.Pos{X: 2, Y: 1}}, "Buck is Incapacitated and cannot move")
}

func TestAJokerInterruptsWithoutHoldOrRoll(t *testing.T) {
	// Cultist 1 holds this round's Joker and Buck's turn is under way on
	// his card: the cultist interrupts him, not on Hold, with no opposed
	// roll, acts first, and Buck's turn resumes after.
	var b *rules.Battle
	for seed := uint64(1); seed < 500 && b == nil; seed++ {
		c := newBattle(t, duel, seed)
		require.NoError(t, c.Apply(rules.StartRound{}))
		if c.Fight.Init.Joker("c1") && !c.Fight.Init.Joker("buck") && c.Apply(rules.StartTurn{Who: "buck"}) == nil {
			b = c
		}
	}
	require.NotNil(t, b, "some seed below 500 deals Cultist 1 a Joker and Buck a card")
	require.False(t, b.Fight.Init.Hold["c1"])
	apply(t, b, rules.Move{Who: "buck", To: rules.Pos{X: 2, Y: 1}})
	n := len(b.Events())
	apply(t, b, rules.InterruptHold{Who: "c1", Target: "buck"})
	assert.Equal(t, []string{"Cultist 1 interrupts Buck with the Joker and acts first."}, logFrom(b, n), "no dice")
	require.NotNil(t, b.Turn())
	assert.Equal(t, "c1", b.Turn().Who)
	assert.Equal(t, rules.Mods{{Name: "Joker", Value: 2}}, b.ActionMods("c1"))
	apply(t, b, rules.EndTurn{Who: "c1"})
	require.NotNil(t, b.Turn())
	assert.Equal(t, "buck", b.Turn().Who, "Buck's turn resumes")
	assert.Equal(t, 1, b.Turn().Moved)
	apply(t, b, rules.EndTurn{Who: "buck"})
	refused(t, b, rules.StartTurn{Who: "c1"}, "Cultist 1 has acted this round")

	// Without the Joker, a figure must be on Hold to interrupt.
	b2 := newBattle(t, duel, b.Seed())
	apply(t, b2, rules.StartRound{}, rules.StartTurn{Who: "buck"})
	if !b2.Fight.Init.Joker("c2") {
		refused(t, b2, rules.InterruptHold{Who: "c2", Target: "buck"}, "Cultist 2 is not on Hold")
	}
}
