package rules_test

import (
	"math/rand/v2"
	"os"
	"testing"

	"battlemat/assets"
	"battlemat/board"
	"battlemat/rules"

	"github.com/stretchr/testify/require"
)

// turnOrderFight plays a fight of the scenario by its sides' tactics, and
// on the way puts figures on Hold, interrupts with them, has the GM take
// a Hold back, undoes actions and restores checkpoints; after each it
// requires the turn order read from the countdown to be the plain scan's.
// It returns how many Holds, interrupts and rounds with a Joker dealt
// it saw.
func turnOrderFight(t *testing.T, name string, data []byte, seed uint64) (holds, interrupts, jokers int) {
	_, b, err := board.StartBattle(name, data, seed)
	require.NoError(t, err)
	rules.PlainBennies(b)
	rng := rand.New(rand.NewPCG(seed, 99))
	agree := func(what string) {
		t.Helper()
		require.NoError(t, rules.TurnOrderAgrees(b), "%s seed %d after %s (%d actions)", name, seed, what, len(b.Applied))
	}
	tactics := &rules.SideTactics{}
	var saved *rules.Checkpoint
	jokerRound := 0
	for steps := 0; steps < 3000 && !rules.Over(b) && b.Fight.Init.Round <= 12; steps++ {
		agree("an action")
		if b.Fight.Init.Round != jokerRound {
			for _, f := range b.Figures() {
				if c, ok := b.Fight.Init.Card(f.ID); ok && c.Joker() {
					jokerRound = b.Fight.Init.Round
					jokers++
					break
				}
			}
		}
		switch r := rng.IntN(40); {
		case r == 0:
			c, err := b.Checkpoint()
			require.NoError(t, err)
			saved = c
			continue
		case r == 1 && saved != nil:
			require.NoError(t, b.Restore(saved))
			agree("a restore")
			continue
		case r == 2 && len(b.Applied) > 0:
			require.NoError(t, b.Undo())
			agree("an undo")
			continue
		}
		if b.Turn() == nil {
			up := b.NextUp()
			if len(up) > 0 && rng.IntN(4) == 0 && b.Apply(rules.Hold{Who: up[0]}) == nil {
				holds++
				continue
			}
			if len(up) > 0 && rng.IntN(6) == 0 {
				for _, id := range up {
					if b.Fight.Init.Hold[id] && b.Apply(rules.SetHold{Who: id}) == nil {
						break // the GM takes the Hold back
					}
				}
			}
		} else if rng.IntN(3) == 0 {
			for _, id := range b.Interrupters() {
				if b.Apply(rules.InterruptHold{Who: id, Target: b.Turn().Who}) == nil {
					interrupts++
					break
				}
			}
		}
		_, _, err := rules.Step(b, tactics.Up(b))
		require.NoError(t, err)
	}
	agree("the fight")
	return holds, interrupts, jokers
}

func TestTurnOrderFromTheCountdownIsThePlainScansAfterEveryAction(t *testing.T) {
	var holds, interrupts, jokers int
	play := func(name string, data []byte) {
		for seed := uint64(1); seed <= 3; seed++ {
			h, i, j := turnOrderFight(t, name, data, seed)
			holds, interrupts, jokers = holds+h, interrupts+i, jokers+j
		}
	}
	for _, n := range assets.ScenarioNames() {
		data, err := assets.Scenario(n)
		require.NoError(t, err)
		play(n+".yaml", data)
	}
	data, err := os.ReadFile("../testdata/field40.yaml")
	require.NoError(t, err)
	play("field40.yaml", data)
	t.Logf("%d Holds, %d interrupts, %d rounds with a Joker", holds, interrupts, jokers)
	// The fights went through the paths that change the cards and Holds.
	require.Positive(t, holds)
	require.Positive(t, interrupts)
	require.Positive(t, jokers)
}

// A restore can bring back other cards of the same round, as many: the
// turn order must read the restored ones (the countdown is sorted again).
func TestTurnOrderReadsTheCardsARestoreBringsBackInTheSameRound(t *testing.T) {
	data, err := assets.Scenario("demo")
	require.NoError(t, err)
	_, b, err := board.StartBattle("demo.yaml", data, 1)
	require.NoError(t, err)
	start, _, err := rules.StartFrom(b)
	require.NoError(t, err)
	deal := func(seed uint64) string {
		_, err := start(seed)
		require.NoError(t, err)
		require.NoError(t, b.Apply(rules.StartRound{}))
		require.NoError(t, rules.TurnOrderAgrees(b))
		return b.NextUp()[0]
	}
	first := deal(1)
	cards := len(b.Fight.Init.Cards)
	dealt, err := b.Checkpoint()
	require.NoError(t, err)
	seed := uint64(2)
	for ; seed < 50; seed++ {
		if deal(seed) != first && len(b.Fight.Init.Cards) == cards {
			break
		}
	}
	require.Less(t, seed, uint64(50), "no other deal of round 1 puts another figure first")
	require.NoError(t, b.Restore(dealt))
	require.Equal(t, 1, b.Fight.Init.Round)
	require.NoError(t, rules.TurnOrderAgrees(b))
	require.Equal(t, first, b.NextUp()[0])
}

// An Acted mark taken back outside the actions (a test, an edit of the
// maps) makes the figure due again: the turn order must not skip it.
func TestTurnOrderAsksAgainWhenAnActedMarkIsTakenBack(t *testing.T) {
	data, err := assets.Scenario("demo")
	require.NoError(t, err)
	_, b, err := board.StartBattle("demo.yaml", data, 1)
	require.NoError(t, err)
	require.NoError(t, b.Apply(rules.StartRound{}))
	first := b.NextUp()[0]
	for range 2 {
		who := b.NextUp()[0]
		require.NoError(t, b.Apply(rules.StartTurn{Who: who}))
		require.NoError(t, b.Apply(rules.EndTurn{Who: who}))
		require.NoError(t, rules.TurnOrderAgrees(b))
	}
	require.NotEqual(t, first, b.NextUp()[0])
	delete(b.Fight.Init.Acted, first)
	require.NoError(t, rules.TurnOrderAgrees(b))
	require.Equal(t, first, b.NextUp()[0])
}
