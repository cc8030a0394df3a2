package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
)

// TestTheStripSaysWhichCardsALevelHeadedFigureSetAside: the box of a
// figure that drew more than one card shows the card kept and, while
// there is room, those set aside; short of room the names go first.
func TestTheStripSaysWhichCardsALevelHeadedFigureSetAside(t *testing.T) {
	boxes := stripBoxes([]rules.StripBox{{Card: "K♠", Figures: []string{"buck"}, Wild: true, Aside: []string{"3♣", "4♦"}}, {Card: "9♥", Figures: []string{"c1"}}})
	names := map[string]string{"buck": "Buck", "c1": "Cultist"}
	labels := map[string]string{"buck": "B", "c1": "C1"}
	cards, _ := layStrip(nil, boxes, names, labels, 20, Rect{0, 0, 1000, 32}, 100)
	require.Len(t, cards, 2)
	assert.Equal(t, "K♠ Buck, 3♣ 4♦ aside", cards[0].Label)
	assert.Equal(t, "9♥ Cultist", cards[1].Label)

	cards, _ = layStrip(nil, boxes, names, labels, 20, Rect{0, 0, 240, 32}, 100)
	require.NotEmpty(t, cards)
	assert.Equal(t, "K♠ B", cards[0].Label, "a narrow strip keeps the card and the token's label")
}
