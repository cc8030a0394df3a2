package rules_test

import (
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The deal gave Buck's Queen of Spades to Doc (own card the Five of
// Clubs); Ed's own card is the Four of Diamonds, lower still: the plain
// leader moves the Queen to Ed, who gains more by it.
func TestPlainTacticianHandsItsCardToTheGroupWithTheWorstCard(t *testing.T) {
	b := handDealt(t, "Tactician", "[3, 6]", "")
	p := &rules.Plain{}
	assert.Equal(t, rules.HandCard{Who: "buck", Target: "ed"}, p.HandOut(b, "buck"))
}

// With the Nine of Hearts of his own Ed gains less than Doc (Five of
// Clubs), who keeps the Queen: no hand-out.
func TestPlainTacticianLeavesTheCardWhereItHelpsMost(t *testing.T) {
	b := newBattle(t, handField(t, "Tactician", "[3, 6]", ""), 1)
	stackDeck(t, b, "K♥", "7♦", "5♣", "Q♠", "9♥")
	apply(t, b, rules.StartRound{})
	cardIs(t, b, "doc", "Q♠")
	assert.Nil(t, (&rules.Plain{}).HandOut(b, "buck"))
}

// A simulated fight lets the plain leader hand out its card after each
// deal, before the first turn.
func TestPlayFightHandsOutTheTacticiansCard(t *testing.T) {
	b := newBattle(t, handField(t, "Tactician", "[3, 6]", ""), 1)
	rules.PlainBennies(b)
	stackDeck(t, b, "K♥", "7♦", "5♣", "Q♠", "4♦", "9♥")
	_, err := rules.PlayFight(b, rules.FightOptions{MaxRounds: 1})
	require.NoError(t, err)
	var handed []string
	firstTurn := -1
	for i, e := range b.Events() {
		if e.Kind == rules.EventHandCard {
			handed = append(handed, e.Who+">"+e.Target)
			assert.Equal(t, -1, firstTurn, "before the first turn")
		}
		if e.Kind == rules.EventTurn && firstTurn < 0 {
			firstTurn = i
		}
	}
	assert.Equal(t, []string{"buck>ed"}, handed)
}
