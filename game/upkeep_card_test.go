package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
)

// The window's card says a kept-up power's rounds left and who keeps it
// up, counted on the caster's turns (5 rounds after the casting's).
func TestTheWindowCardSaysAKeptPowersRoundsLeft(t *testing.T) {
	g, _ := arenaOf(t, castersYAML, 1, 1)
	b := g.ctl.Battle()
	*b.RNG() = *rules.ScriptedRNG(6, 1)
	require.NoError(t, b.Apply(rules.Cast{Who: "vera", Power: "Protection", Targets: []string{"vera"}}))
	lines := windowCardLines(b.Figure("vera"), b.Edition(), b.EndsText)
	assert.Contains(t, lines, "Effect: armor +2 (Protection) kept up by Vera, 5 rounds left")
	tip := effectTipLines(g.ctl.board.Figure("vera"), b.EndsText)
	assert.Contains(t, tip, "Effect: armor +2 (Protection) kept up by Vera, 5 rounds left", "the token's tip too")
}
