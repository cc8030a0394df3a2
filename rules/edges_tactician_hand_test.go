package rules_test

import (
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// handField is edgeField with Buck a Tactician, Doc 2" from him and a
// second allied Extra, Ed, dealt his own card (at edAt, with Ed's keys).
func handField(t *testing.T, buck, edAt, ed string) string {
	t.Helper()
	src := strings.Replace(scene(t, edgeField, map[string]string{"buck": "edges: [" + buck + "]"}), "at: [0, 7]", "at: [5, 3]", 1)
	src = strings.TrimSuffix(src, "\n") + "\n" + `  - id: ed
    name: Ed
    side: heroes
    group: scouts
    at: ` + edAt + `
    traits: {agility: d6, smarts: d6, spirit: d6, strength: d6, vigor: d6, fighting: d6, notice: d6}
` + ed
	return src
}

// handDealt deals round 1 of handField: Buck the King of Hearts, the
// cultists the Seven of Diamonds, Doc (the first Extra in range) the
// better of the Five of Clubs and Buck's Queen of Spades, Ed the Four of
// Diamonds.
func handDealt(t *testing.T, buck, edAt, ed string) *rules.Battle {
	t.Helper()
	b := newBattle(t, handField(t, buck, edAt, ed), 1)
	stackDeck(t, b, "K♥", "7♦", "5♣", "Q♠", "4♦", "9♥")
	apply(t, b, rules.StartRound{})
	cardIs(t, b, "doc", "Q♠")
	cardIs(t, b, "ed", "4♦")
	return b
}

// After the deal the Tactician picks who gets the extra card: Buck hands
// it to Ed, 3" away, instead of Doc, whom the deal gave it to. Doc takes
// back his own Five of Clubs; Ed keeps the Queen of Spades over his Four
// of Diamonds, which is discarded; every card is still somewhere.
func TestTacticianHandsTheExtraCardToTheExtraChosen(t *testing.T) {
	b := handDealt(t, "Tactician", "[3, 6]", "")
	assert.Equal(t, 1, b.CardsToHand("buck"))
	n := len(b.Events())
	apply(t, b, rules.HandCard{Who: "buck", Target: "ed"})
	assert.Equal(t, []string{"Buck hands Ed a Tactician's card, the Queen of Spades (taken back from Doc, who keeps the Five of Clubs); Ed's own card is the Four of Diamonds and Ed keeps the Queen of Spades."}, logFrom(b, n))
	cardIs(t, b, "doc", "5♣")
	cardIs(t, b, "ed", "Q♠")
	assert.Equal(t, 54, b.Fight.Init.Deck.Len()+b.Fight.Init.InPlay(), "every card is somewhere")
	assert.Equal(t, 0, b.CardsToHand("buck"))
	err := b.Apply(rules.HandCard{Who: "buck", Target: "doc"})
	require.Error(t, err)
	assert.Equal(t, "Buck has handed out its 1 card this round", err.Error())

}

// A receiver keeps the better card: Ed's own Ace beats the Queen, which
// is discarded (and Doc still gets his Five back).
func TestTacticianCardReceiverKeepsTheBetterCard(t *testing.T) {
	b := newBattle(t, handField(t, "Tactician", "[3, 6]", ""), 1)
	stackDeck(t, b, "K♥", "7♦", "5♣", "Q♠", "A♦")
	apply(t, b, rules.StartRound{}, rules.HandCard{Who: "buck", Target: "ed"})
	cardIs(t, b, "doc", "5♣")
	cardIs(t, b, "ed", "A♦")
	assert.Equal(t, 54, b.Fight.Init.Deck.Len()+b.Fight.Init.InPlay())
}

// Master Tactician has two cards: the deal gave one to Doc and none to Ed
// (then beyond Command Range); once the GM has placed Ed 3" from Buck,
// Buck's pick takes his second card, the Jack of Clubs, off the top of
// the draw pile for Ed, and Doc keeps the Queen.
func TestMasterTacticianHandsItsSecondCardFromTheDeck(t *testing.T) {
	b := newBattle(t, handField(t, "Master Tactician", "[11, 7]", ""), 1)
	stackDeck(t, b, "K♥", "7♦", "5♣", "Q♠", "4♦", "J♣", "2♥")
	apply(t, b, rules.StartRound{}, rules.Place{Who: "ed", To: rules.Pos{X: 3, Y: 6}})
	cardIs(t, b, "doc", "Q♠")
	cardIs(t, b, "ed", "4♦")
	assert.Equal(t, 2, b.CardsToHand("buck"))
	apply(t, b, rules.HandCard{Who: "buck", Target: "ed"})
	cardIs(t, b, "doc", "Q♠")
	cardIs(t, b, "ed", "J♣")
	assert.Equal(t, 1, b.CardsToHand("buck"))
	assert.Equal(t, 54, b.Fight.Init.Deck.Len()+b.Fight.Init.InPlay())
}

// The rules refuse a card out of Command Range (5"; 10" with Command
// Presence), to a Wild Card, to a foe, and once the round's first turn
// has begun.
func TestTacticianCardRefusedOutOfRangeOrToAWildCard(t *testing.T) {
	b := handDealt(t, "Tactician", "[11, 7]", "")
	err := b.Check(rules.HandCard{Who: "buck", Target: "ed"})
	require.Error(t, err)
	assert.Equal(t, `Ed is 8" from Buck, beyond the Command Range of 5"`, err.Error())

	b = handDealt(t, "Tactician, Command Presence", "[11, 7]", "")
	assert.NoError(t, b.Check(rules.HandCard{Who: "buck", Target: "ed"}), "8\" is within Command Presence's 10\"")

	b = newBattle(t, handField(t, "Tactician", "[3, 6]", "    wildcard: true\n"), 1)
	stackDeck(t, b, "K♥", "7♦", "5♣", "Q♠", "4♦", "9♥")
	apply(t, b, rules.StartRound{})
	err = b.Check(rules.HandCard{Who: "buck", Target: "ed"})
	require.Error(t, err)
	assert.Equal(t, "Ed is a Wild Card: a Tactician's card goes to Extras only", err.Error())

	b = handDealt(t, "Tactician", "[3, 6]", "")
	err = b.Check(rules.HandCard{Who: "buck", Target: "c1"})
	require.Error(t, err)
	assert.Equal(t, "Cultist 1 is not Buck's ally", err.Error())
	err = b.Check(rules.HandCard{Who: "doc", Target: "ed"})
	require.Error(t, err)
	assert.Equal(t, "Doc has no Tactician's card to hand out", err.Error())
	err = b.Check(rules.HandCard{Who: "buck", Target: "doc"})
	require.Error(t, err)
	assert.Equal(t, "Doc's group already has Buck's card this round", err.Error())

	apply(t, b, rules.StartTurn{Who: "buck"})
	err = b.Check(rules.HandCard{Who: "buck", Target: "ed"})
	require.Error(t, err)
	assert.Equal(t, "round 1 has begun: a Tactician hands out cards before the first turn", err.Error())
	assert.Equal(t, 0, b.CardsToHand("buck"))
}

// When the deal's receiver kept its own card, the leader's card comes out
// of the discards: Doc kept his Queen over Buck's Five of Clubs; handed
// to Ed, the Five beats his Four of Diamonds, and Doc keeps his Queen.
func TestTacticianCardTheDealsReceiverDidNotKeepComesFromTheDiscards(t *testing.T) {
	b := newBattle(t, handField(t, "Tactician", "[3, 6]", ""), 1)
	stackDeck(t, b, "K♥", "7♦", "Q♠", "5♣", "4♦", "9♥")
	apply(t, b, rules.StartRound{})
	cardIs(t, b, "doc", "Q♠")
	n := len(b.Events())
	apply(t, b, rules.HandCard{Who: "buck", Target: "ed"})
	assert.Equal(t, []string{"Buck hands Ed a Tactician's card, the Five of Clubs; Ed's own card is the Four of Diamonds and Ed keeps the Five of Clubs."}, logFrom(b, n))
	cardIs(t, b, "doc", "Q♠")
	cardIs(t, b, "ed", "5♣")
	assert.Equal(t, 54, b.Fight.Init.Deck.Len()+b.Fight.Init.InPlay())
}
