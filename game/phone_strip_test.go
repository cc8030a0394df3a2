package game

import (
	"os"
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A 390x844 phone's strip (Ann's, who plays the captain in a fight of
// twelve) shows the next three boxes, as the seat's
// strip has them, and counts the rest in "+N more", so the three stay
// readable; a tablet of the same seat shows more.
func TestAPhonesStripShowsTheNextThreeBoxes(t *testing.T) {
	text := strings.Replace(twelveText(), "{id: w0, ", "{id: w0, player: anna, ", 1)
	require.Contains(t, text, "player: anna")
	p := phoneOn(t, "twelve.yaml", text, 1)
	p.gmDoes(rules.StartRound{})
	m := p.g.ctl.seatState()
	require.NotNil(t, m)
	boxes := m.strip(false)
	require.Greater(t, len(boxes), phoneStripBoxes, "twelve figures deal more cards than a phone shows")
	l := p.g.layout()
	require.Len(t, l.cards, phoneStripBoxes+1, "three boxes and the count")
	for i := range phoneStripBoxes {
		assert.Equal(t, boxes[i].Figures, l.cards[i].Figures, "the phone's box %d is the seat's", i)
		assert.Equal(t, boxes[i].Now, l.cards[i].Now)
	}
	assert.Equal(t, len(boxes)-phoneStripBoxes, l.cards[phoneStripBoxes].More, "the rest counted in +N more")
	for _, bx := range l.cards {
		assert.LessOrEqual(t, bx.X+bx.W, float64(p.g.screenW), "%q inside the phone's width", bx.Label)
	}
	p.shot("strip-next-three")

	p.g.deviceScale = 1
	p.g.SetScreenSize(1024, 768)
	p.frame()
	shown := 0
	for _, bx := range p.g.layout().cards {
		if bx.More == 0 {
			shown++
		}
	}
	assert.Greater(t, shown, phoneStripBoxes, "a tablet shows more than three")
}

// A phone's strip keeps the turn order: the boxes it shows are the next
// ones of the seat's strip, none skipped, and the rest counted. On the
// street's nine figures a group of Extras between two Wild Cards was
// dropped from the three to make room, so Ann read Black Jack Colby next
// when her own Deputy Cole was.
func TestAPhonesStripShowsTheNextBoxesInOrder(t *testing.T) {
	data, err := os.ReadFile("../assets/scenarios/street.yaml")
	require.NoError(t, err)
	for seed := uint64(1); seed <= 12; seed++ {
		p := phoneOn(t, "street.yaml", string(data), seed)
		p.gmDoes(rules.StartRound{})
		boxes := p.g.ctl.seatState().strip(false)
		cards := p.g.layout().cards
		require.NotEmpty(t, cards)
		last := cards[len(cards)-1]
		require.Positive(t, last.More, "seed %d: the rest are counted", seed)
		shown := cards[:len(cards)-1]
		require.NotEmpty(t, shown, "seed %d: at least the box up now", seed)
		for i, bx := range shown {
			assert.Equal(t, boxes[i].Figures, bx.Figures, "seed %d: the phone's box %d is the seat's box %d", seed, i, i)
		}
		assert.Equal(t, len(boxes)-len(shown), last.More, "seed %d: +N more counts the boxes not shown", seed)
	}
}
