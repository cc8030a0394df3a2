package board_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/rules"
)

// A caster's Power Points come back over hours of rest (CHARACTERS.md
// 5.1: swade 5 an hour), never within a fight: the 4 Buck spent go into
// the file as power_points_spent: 4, and the next fight starts him with
// 11 of 15.
func TestAftermathKeepsTheCastersSpentPowerPoints(t *testing.T) {
	src := []byte(replaceOnce(t, before, "    traits: {vigor: d8, healing: d6}\n",
		"    traits: {vigor: d8, healing: d6, faith: d8}\n    arcane: {skill: faith, power_points: 15}\n"))
	_, b, err := board.StartBattle("ford.yaml", src, 1)
	require.NoError(t, err)
	b.Figure("buck").PowerPointsSpent = 4
	surv := rules.Survivors(b)
	got, err := board.AftermathYAML("ford.yaml", src, surv)
	require.NoError(t, err)
	assert.Contains(t, string(got), "    power_points_spent: 4\n")
	next, err := board.Parse("ford.yaml", got)
	require.NoError(t, err)
	assert.Equal(t, 11, next.Figure("buck").PowerPoints())
	assert.NotContains(t, string(got), "power_points_spent: 0", "nothing spent, nothing written")

	for _, tc := range []struct{ from, to, want string }{
		{"arcane: {skill: faith, power_points: 15}\n", "arcane: {skill: faith, power_points: 15}\n    power_points_spent: 21\n",
			"ford.yaml:15:25: figures[0].power_points_spent: 21 is out of range (expected 0 to 20)"},
		{"    fatigue: 1\n", "    fatigue: 1\n    power_points_spent: 2\n",
			"ford.yaml:20:25: figures[1].power_points_spent: power_points_spent needs arcane: {skill: faith, power_points: 15}"},
	} {
		_, err := board.Parse("ford.yaml", []byte(replaceOnce(t, string(src), tc.from, tc.to)))
		require.Error(t, err, tc.to)
		assert.Equal(t, tc.want, err.Error())
	}
}
