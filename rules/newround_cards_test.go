package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// dealHand gives the figures their cards in round 1, as a deal would.
func dealHand(t *testing.T, f *Fight, hand map[string]string) {
	t.Helper()
	f.Init.Round = 1
	for id, s := range hand {
		c, err := ParseCard(s)
		require.NoError(t, err)
		f.Init.Cards[id] = c
		f.Init.DealtRound[id] = 1
	}
}

func cardNames(cs []Card) []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.String())
	}
	return out
}

// At a new round every card in hand goes to the discards, once even when
// a unit shared it, in the order of the figures; a figure on Hold keeps
// its card, and a card still held by a figure on Hold is not discarded
// for the unit-mate who lets it go.
func TestNewRoundDiscardsTheCardsNotHeldEachOnce(t *testing.T) {
	f := newTestFight(t, SWADE, 1)
	dealHand(t, f, map[string]string{
		"buck": "K♣", "dog": "K♣", "virginia": "K♠", "priest": "K♥", "c1": "K♦", "c2": "K♦",
	})
	require.NoError(t, f.push(Event{Kind: EventRound, Total: 2}))
	assert.Empty(t, f.Init.Cards, "nobody on Hold: every card goes")
	assert.Empty(t, f.Init.DealtRound)
	assert.Equal(t, []string{"K♣", "K♠", "K♥", "K♦"}, cardNames(f.Init.Deck.Discard))

	f = newTestFight(t, SWADE, 1)
	dealHand(t, f, map[string]string{
		"buck": "K♣", "dog": "K♣", "virginia": "K♠", "priest": "K♥", "c1": "K♦", "c2": "K♦",
	})
	f.Init.Hold["dog"], f.Init.Hold["virginia"] = true, true
	require.NoError(t, f.push(Event{Kind: EventRound, Total: 2}))
	assert.Equal(t, map[string]Card{"dog": {Rank: 13, Suit: Clubs}, "virginia": {Rank: 13, Suit: Spades}}, f.Init.Cards, "on Hold: the card is kept")
	assert.Equal(t, map[string]int{"dog": 1, "virginia": 1}, f.Init.DealtRound)
	assert.Equal(t, []string{"K♥", "K♦"}, cardNames(f.Init.Deck.Discard), "the dog's K♣ is still in hand")
}
