package rules

import (
	"encoding/json"
	"math"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The Action deck is 52 cards and both Jokers, every one different.
func TestFullDeckHas54DistinctCards(t *testing.T) {
	deck := FullDeck()
	require.Len(t, deck, DeckSize)
	require.Equal(t, 54, DeckSize)
	seen := map[Card]bool{}
	jokers, bySuit := 0, map[Suit]int{}
	for _, c := range deck {
		assert.True(t, c.Valid(), "%v", c)
		assert.False(t, seen[c], "%v twice", c)
		seen[c] = true
		if c.Joker() {
			jokers++
		} else {
			bySuit[c.Suit]++
		}
	}
	assert.Equal(t, 2, jokers)
	assert.Equal(t, map[Suit]int{Clubs: 13, Diamonds: 13, Hearts: 13, Spades: 13}, bySuit)
}

// A shuffle is a permutation of the 54, and the seed alone fixes it.
func TestShuffleSameSeedSameOrder(t *testing.T) {
	a, b, c := NewDeck(NewRNG(42)), NewDeck(NewRNG(42)), NewDeck(NewRNG(43))
	assert.Equal(t, a.Draw, b.Draw)
	assert.NotEqual(t, a.Draw, c.Draw)
	assert.ElementsMatch(t, FullDeck(), a.Draw)
	assert.Empty(t, a.Discard)
	// Pinned: the browser build must deal exactly this from seed 1.
	top := make([]string, 8)
	d := NewDeck(NewRNG(1))
	for i := range top {
		top[i] = d.Draw[i].String()
	}
	assert.Equal(t, pinnedSeed1Top, top)
}

// Filled in from the first run; any change to the RNG or the shuffle
// breaks replays of saved fights and must show up here.
var pinnedSeed1Top = []string{"5♠", "7♣", "3♦", "Q♠", "4♣", "J♦", "A♦", "8♥"}

// Fisher-Yates on IntN puts a given card at every position with chance
// 1/54. Over 54,000 shuffles each position expects 1,000 Aces of Spades
// with a standard error of sqrt(54000 * 1/54 * 53/54) = 31.3; 5 standard
// errors (157) would be passed by chance about once in 3.5 million per
// position.
func TestShuffleUniformPosition(t *testing.T) {
	const n = 54000
	rng := NewRNG(2026)
	counts := make([]int, DeckSize)
	aceSpades := Card{Rank: Ace, Suit: Spades}
	deck := FullDeck()
	for i := 0; i < n; i++ {
		d := Deck{Draw: deck}
		d.Shuffle(rng)
		for pos, c := range d.Draw {
			if c == aceSpades {
				counts[pos]++
			}
		}
	}
	se := math.Sqrt(n * (1.0 / 54) * (53.0 / 54))
	for pos, k := range counts {
		assert.InDelta(t, 1000, k, 5*se, "position %d", pos)
	}
}

// The countdown: Jokers, then Ace down to Two; ties by suit spades,
// hearts, diamonds, clubs.
func TestCardBefore(t *testing.T) {
	cases := []struct{ first, second string }{
		{"K♠", "K♥"},
		{"K♥", "K♦"},
		{"K♦", "K♣"},
		{"K♠", "K♣"},
		{"A♣", "K♠"},
		{"3♣", "2♠"},
		{"10♣", "9♠"},
		{"Red Joker", "A♠"},
		{"Black Joker", "A♠"},
		{"Red Joker", "Black Joker"},
	}
	for _, c := range cases {
		a, err := ParseCard(c.first)
		require.NoError(t, err)
		b, err := ParseCard(c.second)
		require.NoError(t, err)
		assert.True(t, a.Before(b), "%s before %s", a, b)
		assert.False(t, b.Before(a), "%s not before %s", b, a)
	}
	k := Card{Rank: King, Suit: Spades}
	assert.False(t, k.Before(k), "a card is not before itself")
}

func TestCardNamesAndParsing(t *testing.T) {
	for _, c := range FullDeck() {
		got, err := ParseCard(c.String())
		require.NoError(t, err, c.String())
		assert.Equal(t, c, got)
	}
	cases := []struct{ in, short, long string }{
		{"KS", "K♠", "the King of Spades"},
		{"10h", "10♥", "the Ten of Hearts"},
		{"2♦", "2♦", "the Two of Diamonds"},
		{"AC", "A♣", "the Ace of Clubs"},
		{"rj", "Red Joker", "the Red Joker"},
		{"Black Joker", "Black Joker", "the Black Joker"},
	}
	for _, c := range cases {
		got, err := ParseCard(c.in)
		require.NoError(t, err, c.in)
		assert.Equal(t, c.short, got.String())
		assert.Equal(t, c.long, got.Name())
	}
	for _, bad := range []string{"", "K", "1♠", "11♠", "Z♠", "KX", "Joker", "♠", "010♠"} {
		_, err := ParseCard(bad)
		assert.Error(t, err, "%q", bad)
	}
}

func TestCardJSON(t *testing.T) {
	b, err := json.Marshal([]Card{{Rank: Queen, Suit: Hearts}, BlackJoker})
	require.NoError(t, err)
	assert.JSONEq(t, `["Q♥", "Black Joker"]`, string(b))
	var back []Card
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, []Card{{Rank: Queen, Suit: Hearts}, BlackJoker}, back)
	assert.Error(t, json.Unmarshal([]byte(`["Q?"]`), &back))
	_, err = json.Marshal(Card{Rank: 1, Suit: Spades})
	assert.Error(t, err)
}

// The card tables give exactly what the slow paths give: each of the 54
// cards reads back from its short form, and the 52 suited ones spell it
// as rank then suit symbol (Q♥, 10♣).
func TestCardTablesMatchSlowPath(t *testing.T) {
	n := 0
	for r := 2; r <= Ace; r++ {
		for s := Clubs; s <= Spades; s++ {
			c := Card{Rank: r, Suit: s}
			want := strconv.Itoa(r)
			if short, ok := rankShort[r]; ok {
				want = short
			}
			want += suitSymbols[s]
			assert.Equal(t, want, c.String())
			got, err := ParseCard(c.String())
			require.NoError(t, err)
			assert.Equal(t, c, got)
			n++
		}
	}
	for _, j := range []Card{RedJoker, BlackJoker} {
		got, err := ParseCard(j.String())
		require.NoError(t, err)
		assert.Equal(t, j, got)
		n++
	}
	assert.Equal(t, DeckSize, n)
	assert.Equal(t, "Q♥", Card{Rank: Queen, Suit: Hearts}.String())
	_, err := ParseCard("Q♥ ")
	assert.NoError(t, err, "the slow path still trims")
}
