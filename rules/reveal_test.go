package rules_test

import (
	"fmt"
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// hiddenDuel is the duel with both cultists hidden.
var hiddenDuel = strings.ReplaceAll(duel, "    side: cult\n", "    side: cult\n    hidden: true\n")

// TestARevealFollowsCheckpointsUndoRedoAndReplay: whether a figure is
// still hidden is part of the battle's state, so every way back in time
// takes a reveal back with it and every way forward brings it again.
func TestARevealFollowsCheckpointsUndoRedoAndReplay(t *testing.T) {
	b := newBattle(t, hiddenDuel, 1)
	before, err := b.Checkpoint()
	require.NoError(t, err)
	require.NoError(t, b.Apply(rules.Reveal{Who: "c1"}))
	require.NoError(t, b.Apply(rules.Place{Who: "buck", To: rules.Pos{X: 3, Y: 3}}))
	after, err := b.Checkpoint()
	require.NoError(t, err)
	assert.False(t, b.Hidden("c1"))
	assert.True(t, b.Hidden("c2"), "only the revealed figure shows")

	require.NoError(t, b.Restore(before))
	assert.True(t, b.Hidden("c1"), "restored to before the reveal")
	require.NoError(t, b.Restore(after))
	assert.False(t, b.Hidden("c1"), "restored to after it")

	require.NoError(t, b.Undo())
	assert.False(t, b.Hidden("c1"), "undoing the later place keeps the reveal")
	require.NoError(t, b.Undo())
	assert.True(t, b.Hidden("c1"), "undoing the reveal hides it again")
	require.NoError(t, b.Redo())
	assert.False(t, b.Hidden("c1"), "redo reveals it again")

	again := newBattle(t, hiddenDuel, 1)
	require.NoError(t, again.Replay(b.Applied))
	assert.False(t, again.Hidden("c1"), "a replayed battle file keeps the reveal")
	assert.True(t, again.Hidden("c2"))
}

// BenchmarkHidden asks whether each of the two hidden cultists is still
// hidden (one of them revealed) after a battle of 100 or 8,000 earlier
// actions: the answer must not cost more in a longer battle.
func BenchmarkHidden(b *testing.B) {
	for _, n := range []int{100, 8000} {
		b.Run(fmt.Sprintf("after=%d", n), func(b *testing.B) {
			bt := newBattle(b, hiddenDuel, 1)
			require.NoError(b, bt.Apply(rules.Reveal{Who: "c1"}))
			for i := range n {
				require.NoError(b, bt.Apply(rules.Place{Who: "buck", To: rules.Pos{X: 3 + i%2, Y: 3}}))
			}
			hidden := 0
			for b.Loop() {
				for _, id := range []string{"c1", "c2"} {
					if bt.Hidden(id) {
						hidden++
					}
				}
			}
			if hidden == 0 {
				b.Fatal("c2 is hidden")
			}
		})
	}
}
