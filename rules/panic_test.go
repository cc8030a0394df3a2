package rules_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
)

// panicked deals the haunt's first round under rev with the first seed
// whose Fear check the guard fails, and says what the log said of him.
func panicked(t *testing.T, rev int) (*rules.Battle, string) {
	t.Helper()
	for seed := uint64(1); seed <= 40; seed++ {
		b := newBattleAt(t, haunt, seed, rev)
		n := len(b.Events())
		require.NoError(t, b.Apply(rules.StartRound{}))
		if !b.Figure("guard").Shaken {
			continue
		}
		var lines []string
		for _, l := range b.Log()[n:] {
			if strings.HasPrefix(l, "Guard") {
				lines = append(lines, l)
			}
		}
		return b, strings.Join(lines, "\n")
	}
	t.Fatal("no seed in 40 makes the guard fail his Fear check")
	return nil, ""
}

func TestAPanickedFigureFleesFromTheNearestFoe(t *testing.T) {
	// The guard at (0, 2) stands 10" from Wraith 2; of the squares his
	// Pace and running die reach (the hero at (0, 0) and the monk at
	// (1, 2) beside him), (0, 1) is the farthest from both wraiths
	// (10.05"), 1" away.
	b, log := panicked(t, rules.CurrentRevision)
	at, _ := b.Battlefield.Position("guard")
	assert.Equal(t, rules.Pos{X: 0, Y: 1}, at)
	assert.Contains(t, log, "Guard flees in panic to (0, 1) (1\").")
}
