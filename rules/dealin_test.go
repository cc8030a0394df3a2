package rules_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
)

func TestAFigureAddedMidRoundWithDealGetsTheNextCardAndActsThisRound(t *testing.T) {
	b := newBattle(t, duel, 1)
	require.NoError(t, b.Apply(rules.StartRound{}))
	top, ok := b.Fight.Init.Deck.Top()
	require.True(t, ok)
	require.NoError(t, b.Apply(rules.AddFigure{ID: "c9", Like: "c1", Name: "Cultist 9", At: rules.Pos{X: 10, Y: 4}, Deal: true}))
	c, ok := b.Fight.Init.Card("c9")
	require.True(t, ok, "dealt at once")
	assert.Equal(t, top, c, "the top of the deck")
	assert.Contains(t, b.Log()[len(b.Log())-1], "Cultist 9")
	var inOrder bool
	for _, turn := range b.Fight.Order() {
		for _, id := range turn.Figures {
			inOrder = inOrder || id == "c9"
		}
	}
	assert.True(t, inOrder, "in this round's countdown")

	fresh := newBattle(t, duel, 1)
	require.NoError(t, fresh.Replay(b.Applied), "a battle file replays the deal")
	c2, _ := fresh.Fight.Init.Card("c9")
	assert.Equal(t, c, c2)
	assert.Equal(t, b.Log(), fresh.Log())

	require.NoError(t, b.Undo())
	_, ok = b.Fight.Init.Card("c9")
	assert.False(t, ok)
	got, _ := b.Fight.Init.Deck.Top()
	assert.Equal(t, top, got, "the undone deal is back on the deck")
}

func TestAFigureAddedWithoutDealOrBeforeTheFirstRoundWaitsForTheDeal(t *testing.T) {
	b := newBattle(t, duel, 1)
	require.NoError(t, b.Apply(rules.AddFigure{ID: "c8", Like: "c1", At: rules.Pos{X: 10, Y: 3}, Deal: true}))
	_, ok := b.Fight.Init.Card("c8")
	assert.False(t, ok, "no round yet: the first deal gives it one")
	require.NoError(t, b.Apply(rules.StartRound{}))
	require.NoError(t, b.Apply(rules.AddFigure{ID: "c9", Like: "c1", At: rules.Pos{X: 10, Y: 4}}))
	_, ok = b.Fight.Init.Card("c9")
	assert.False(t, ok, "an add without deal (every battle file before it) waits for the next deal")
}

func TestDealIsLeftOutOfAnAddWithoutIt(t *testing.T) {
	raw, err := rules.MarshalAction(rules.AddFigure{ID: "g", Side: "cult", At: rules.Pos{X: 1, Y: 1}})
	require.NoError(t, err)
	var m map[string]any
	require.NoError(t, json.Unmarshal(raw, &m))
	assert.NotContains(t, m, "deal", "old battle files read and write the same")
}
