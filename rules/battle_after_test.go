package rules_test

import (
	"testing"

	"battlemat/board"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The next battle on a table (a simulation's next fight) starts from its
// figures as they stand, not as the last battle's began: undo puts back
// the Wound the last fight dealt and the Armor changed between the
// fights, while a figure that stands as before keeps its start as it was.
func TestNextBattleStartsFromTheFiguresAsTheyStand(t *testing.T) {
	bd, err := board.Parse("t.yaml", []byte(duel))
	require.NoError(t, err)
	first, err := board.NewBattle(bd, 1)
	require.NoError(t, err)
	buck, c1, c2 := bd.Figure("buck").Figure, bd.Figure("c1").Figure, bd.Figure("c2").Figure
	buck.Armor = 2 // the GM's change between the fights
	buck.Wounds = 1
	c1.Shaken = true
	want := map[string]rules.Figure{}
	for _, f := range first.Figures() {
		want[f.ID] = *f
	}

	next, err := rules.NewBattleAfter(first, board.NewBattlefield(bd), bd.Edition, bd.Dealing, 2)
	require.NoError(t, err)
	require.NoError(t, next.Apply(rules.StartRound{}))
	buck.Armor, buck.Wounds, c1.Shaken, c2.Prone = 0, 3, false, true // as if the fight went on
	require.NoError(t, next.Undo())

	assert.Equal(t, 2, buck.Armor)
	assert.Equal(t, 1, buck.Wounds)
	assert.True(t, c1.Shaken)
	assert.False(t, c2.Prone)
	assert.Equal(t, want["c2"].State, c2.State, "c2 stands as both battles began")
}
