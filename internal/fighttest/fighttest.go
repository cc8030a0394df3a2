// Package fighttest holds the steps tests of every package take to get a
// battle where they want it: play the countdown up to a figure's turn,
// play a turn with a tactic. It imports rules only, so tests in rules_test,
// board (in or out of the package), cmd and game can all use it.
package fighttest

import (
	"slices"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/require"
)

// UpTo plays the countdown (each figure ending its turn at once, new
// rounds as needed) until who may start its turn, and leaves it there.
func UpTo(t testing.TB, b *rules.Battle, who string) {
	t.Helper()
	for range 50 {
		if b.Turn() != nil {
			require.NoError(t, b.Apply(rules.EndTurn{Who: b.Turn().Who}))
			continue
		}
		next := b.NextUp()
		if slices.Contains(next, who) {
			return
		}
		if len(next) == 0 {
			require.NoError(t, b.Apply(rules.StartRound{}))
			continue
		}
		require.NoError(t, b.Apply(rules.StartTurn{Who: next[0]}))
	}
	t.Fatalf("%s never got a turn", who)
}

// ToTurn is UpTo, then who starts its turn declaring actions (0: one).
func ToTurn(t testing.TB, b *rules.Battle, who string, actions int) {
	t.Helper()
	UpTo(t, b, who)
	require.NoError(t, b.Apply(rules.StartTurn{Who: who, Actions: actions}))
}

// PlayTactic plays who's turn, already started, with p until p ends it,
// and returns the actions p chose.
func PlayTactic(t testing.TB, b *rules.Battle, p rules.Tactic, who string) []rules.Action {
	t.Helper()
	var out []rules.Action
	for range 20 {
		a := p.Next(b)
		require.NotNil(t, a)
		out = append(out, a)
		require.NoError(t, b.Apply(a), "%s: %#v", who, a)
		if _, end := a.(rules.EndTurn); end {
			return out
		}
	}
	t.Fatalf("%s's turn never ended: %#v", who, out)
	return nil
}
