package rules_test

import (
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTheGMsHandingOfAFigureToAPlayerFollowsUndoRedoAndReplay: who plays
// a figure is part of the battle, so an assignment made during a hosted
// game is kept in its file and goes back and forth with undo and redo.
func TestTheGMsHandingOfAFigureToAPlayerFollowsUndoRedoAndReplay(t *testing.T) {
	b := newBattle(t, duel, 1)
	_, set := b.PlayerSet("buck")
	assert.False(t, set, "the scenario's key holds until the GM hands the figure on")

	require.NoError(t, b.Apply(rules.SetPlayer{Who: "buck", Player: "anna"}))
	require.NoError(t, b.Apply(rules.Place{Who: "buck", To: rules.Pos{X: 3, Y: 3}}))
	p, set := b.PlayerSet("buck")
	assert.True(t, set)
	assert.Equal(t, "anna", p)
	assert.Contains(t, rules.Lines(b.Events(), b.Names()), "Buck is played by Anna.")

	require.NoError(t, b.Undo())
	p, _ = b.PlayerSet("buck")
	assert.Equal(t, "anna", p, "undoing the later place keeps the player")
	require.NoError(t, b.Undo())
	_, set = b.PlayerSet("buck")
	assert.False(t, set, "undoing the handing takes it back")
	require.NoError(t, b.Redo())
	p, _ = b.PlayerSet("buck")
	assert.Equal(t, "anna", p, "redo hands it again")

	require.NoError(t, b.Apply(rules.SetPlayer{Who: "buck"}))
	p, set = b.PlayerSet("buck")
	assert.True(t, set)
	assert.Equal(t, "", p, "handed back to the GM")

	again := newBattle(t, duel, 1)
	require.NoError(t, again.Replay(b.Applied))
	p, set = again.PlayerSet("buck")
	assert.True(t, set)
	assert.Equal(t, "", p, "a replayed battle file ends where the battle did")
}

func TestHandingAFigureToAPlayerRefusesWhatIsNoAssignment(t *testing.T) {
	b := newBattle(t, hiddenDuel, 1)
	for _, c := range []struct {
		a    rules.SetPlayer
		want string
	}{
		{rules.SetPlayer{Who: "nobody", Player: "anna"}, `there is no figure "nobody"`},
		{rules.SetPlayer{Who: "buck", Player: "Anna Smith"}, `"Anna Smith" is not a player's name`},
		{rules.SetPlayer{Who: "c1", Player: "anna"}, "hidden from the players: reveal it first"},
		{rules.SetPlayer{Who: "buck"}, ""},
	} {
		err := b.Apply(c.a)
		if c.want == "" {
			require.NoError(t, err)
			continue
		}
		require.Error(t, err)
		assert.Contains(t, err.Error(), c.want)
	}
	err := b.Apply(rules.SetPlayer{Who: "buck"})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "has no player already")
	assert.Len(t, b.Applied, 1, "a refused handing changes nothing")
}

// A player's name reads with a capital when it starts with a letter; a
// name may also start with a digit, _ or -, and is then said as it is
// (capitalizing "7th" by arithmetic made a control character of its 7).
func TestAPlayersTitleCapitalizesOnlyALetter(t *testing.T) {
	assert.Equal(t, "Anna", rules.PlayerTitle("anna"))
	assert.Equal(t, "7th", rules.PlayerTitle("7th"))
	assert.Equal(t, "_bob", rules.PlayerTitle("_bob"))
	assert.Equal(t, "-x-", rules.PlayerTitle("-x-"))
	assert.Equal(t, "the GM", rules.PlayerTitle(""))
}
