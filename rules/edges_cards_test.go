package rules_test

import (
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// stackDeck puts the given cards on top of the Action deck, the rest of
// the 54 under them in the usual order: the first deal of edgeField gives
// Buck the top card, then the cultists' and Doc's follow.
func stackDeck(t *testing.T, b *rules.Battle, top ...string) {
	t.Helper()
	var draw []rules.Card
	used := map[rules.Card]bool{}
	for _, s := range top {
		c, err := rules.ParseCard(s)
		require.NoError(t, err)
		draw = append(draw, c)
		used[c] = true
	}
	for _, c := range rules.FullDeck() {
		if !used[c] {
			draw = append(draw, c)
		}
	}
	b.Fight.Init.Deck = rules.Deck{Draw: draw}
}

// dealt deals round 1 of edgeField with Buck's keys and the deck's top
// cards, and returns the log of the deal (after "Round 1 begins.").
func dealt(t *testing.T, keys string, top ...string) (*rules.Battle, []string) {
	t.Helper()
	b := newBattle(t, scene(t, edgeField, map[string]string{"buck": keys}), 1)
	stackDeck(t, b, top...)
	n := len(b.Events())
	apply(t, b, rules.StartRound{})
	return b, logFrom(b, n+1)
}

func cardIs(t *testing.T, b *rules.Battle, who, card string) {
	t.Helper()
	c, ok := b.Fight.Init.Card(who)
	require.True(t, ok, "%s has a card", who)
	assert.Equal(t, card, c.String(), "%s's card", who)
}

// Level Headed draws one more card (Improved: two more) and keeps the
// best; the others are set aside, and the log says which was kept.
func TestLevelHeadedKeepsTheBestOfTwo(t *testing.T) {
	b, log := dealt(t, "edges: [Level Headed]", "3♣", "K♥", "7♦", "9♠")
	assert.Equal(t, []string{
		"Buck draws the Three of Clubs and the King of Hearts (Level Headed) and keeps the King of Hearts.",
		"Buck is dealt the King of Hearts.",
		"Cultist 1, Cultist 2, Cultist 3 and Cultist 4 are dealt the Seven of Diamonds.",
		"Doc is dealt the Nine of Spades.",
	}, log)
	cardIs(t, b, "buck", "K♥")
	cardIs(t, b, "doc", "9♠")
	assert.Equal(t, 54, b.Fight.Init.Deck.Len()+b.Fight.Init.InPlay(), "every card is somewhere")

	// The first card may be the best: it is kept and the second set aside.
	b, _ = dealt(t, "edges: [Level Headed]", "Q♠", "2♥", "7♦", "9♠")
	cardIs(t, b, "buck", "Q♠")
	cardIs(t, b, "c1", "7♦")

	b, log = dealt(t, "edges: [Improved Level Headed]", "3♣", "5♦", "J♥", "7♦")
	assert.Equal(t, "Buck draws the Three of Clubs, the Five of Diamonds and the Jack of Hearts (Improved Level Headed) and keeps the Jack of Hearts.", log[0])
	cardIs(t, b, "buck", "J♥")
	cardIs(t, b, "c1", "7♦")
}

// Quick discards a card of Five or lower and draws again until the card
// is higher than Five (a Joker is kept).
func TestQuickRedrawsFiveOrLower(t *testing.T) {
	b, log := dealt(t, "edges: [Quick]", "3♣", "5♦", "8♠", "7♦")
	assert.Equal(t, []string{
		"Buck discards the Three of Clubs (Quick).",
		"Buck discards the Five of Diamonds (Quick).",
		"Buck is dealt the Eight of Spades.",
	}, log[:3])
	cardIs(t, b, "c1", "7♦")

	b, _ = dealt(t, "edges: [Quick]", "6♣", "5♦")
	cardIs(t, b, "buck", "6♣")
}

// Level Headed with Quick: choose first, then redraw a Five or lower.
func TestLevelHeadedThenQuick(t *testing.T) {
	b, log := dealt(t, "edges: [Level Headed, Quick]", "3♣", "4♦", "8♠", "7♦")
	assert.Equal(t, []string{
		"Buck draws the Three of Clubs and the Four of Diamonds (Level Headed) and keeps the Four of Diamonds.",
		"Buck discards the Four of Diamonds (Quick).",
		"Buck is dealt the Eight of Spades.",
	}, log[:3])
	cardIs(t, b, "buck", "8♠")
	cardIs(t, b, "c1", "7♦")
}

// Hesitant draws two and acts on the lower, unless one is a Joker.
func TestHesitantKeepsTheLower(t *testing.T) {
	b, log := dealt(t, "hindrances: [Hesitant]", "K♥", "3♣", "7♦")
	assert.Equal(t, "Buck draws the King of Hearts and the Three of Clubs (Hesitant) and keeps the Three of Clubs.", log[0])
	cardIs(t, b, "buck", "3♣")
	cardIs(t, b, "c1", "7♦")

	b, _ = dealt(t, "hindrances: [Hesitant]", "3♣", "Red Joker", "7♦")
	cardIs(t, b, "buck", "Red Joker")
}

// An Incapacitated figure's Level Headed is ignored: it takes the top card.
func TestLevelHeadedIgnoredWhileIncapacitated(t *testing.T) {
	b := newBattle(t, scene(t, edgeField, map[string]string{"buck": "edges: [Level Headed]"}), 1)
	b.Figure("buck").Incapacitated = true
	stackDeck(t, b, "3♣", "K♥", "7♦")
	apply(t, b, rules.StartRound{})
	cardIs(t, b, "buck", "3♣")
	cardIs(t, b, "c1", "K♥")
}

// A deal with Edges replays to the same cards: undoing the next action
// rebuilds the fight from its seed and events. The seed is the first of
// 1 to 300 whose first deal has Buck redraw for Quick after choosing.
func TestLevelHeadedDealReplays(t *testing.T) {
	src := scene(t, edgeField, map[string]string{"buck": "edges: [Improved Level Headed, Quick]"})
	for seed := uint64(1); seed <= 300; seed++ {
		b := newBattle(t, src, seed)
		apply(t, b, rules.StartRound{})
		log := strings.Join(b.Log(), "\n")
		if !strings.Contains(log, "(Quick)") {
			continue
		}
		want := b.Log()
		cards := map[string]rules.Card{}
		for _, id := range []string{"buck", "c1", "doc"} {
			cards[id], _ = b.Fight.Init.Card(id)
		}
		c := cards["buck"]
		assert.True(t, c.Joker() || c.Rank > 5, "Quick keeps a card above Five: %s", c)
		apply(t, b, rules.StartTurn{Who: b.NextUp()[0]})
		require.NoError(t, b.Undo())
		assert.Equal(t, want, b.Log())
		for id, c := range cards {
			cardIs(t, b, id, c.String())
		}
		assert.Equal(t, 54, b.Fight.Init.Deck.Len()+b.Fight.Init.InPlay())
		return
	}
	t.Fatal("no seed up to 300 makes Buck redraw for Quick")
}

// The strip's box shows the card kept and the cards set aside for it.
func TestStripShowsTheCardsSetAside(t *testing.T) {
	b, _ := dealt(t, "edges: [Level Headed, Quick]", "3♣", "4♦", "8♠", "7♦")
	for _, bx := range b.Strip(nil) {
		if bx.Figures[0] == "buck" {
			assert.Equal(t, "8♠", bx.Card)
			assert.Equal(t, []string{"3♣", "4♦"}, bx.Aside)
			return
		}
	}
	t.Fatal("no box for Buck")
}
