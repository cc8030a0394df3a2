//go:build !js

package game_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/game"
	"battlemat/menu"
	"battlemat/rules"
	"battlemat/wire"
)

// The Tactician's table: Lee (Anna's) with Sam's and Tom's Extras 2" and
// 3" from her, on cards of their own.
const tacticianTable = `name: Tactician
map:
  rows:
    - "............"
    - "............"
figures:
  - id: lee
    name: Lee
    side: heroes
    player: anna
    wildcard: true
    edges: [Tactician]
    at: [0, 0]
    traits: {agility: d6, smarts: d6, spirit: d6, vigor: d6}
  - id: sam
    name: Sam
    side: heroes
    group: sams
    at: [2, 0]
    traits: {agility: d6, vigor: d6}
  - id: tom
    name: Tom
    side: heroes
    group: toms
    at: [3, 1]
    traits: {agility: d6, vigor: d6}
  - id: c1
    name: Cultist
    side: cult
    at: [11, 1]
    traits: {agility: d4, vigor: d4}
`

// After the GM deals, Anna's phone lists "Hand out card (Tactician)"
// under More; a tap on Tom and the confirm hand him Lee's card (the deal
// gave it to Sam).
func TestThePhoneHandsATacticiansCardAfterTheDeal(t *testing.T) {
	l := localTable(t, tacticianTable, 3)
	gm, anna := screenOn(t, l, wire.SeatGM), screenOn(t, l, "player:anna")
	require.NoError(t, sendAs(gm, `{"kind":"round"}`))
	pumpAll(gm, anna)
	labels := buttonLabels(anna)
	require.Contains(t, labels, "More", "%v", labels)
	anna.Press(labels["More"])
	label := menu.Get(menu.HandCard).Label
	labels = buttonLabels(anna)
	require.Contains(t, labels, label, "%v", labels)
	anna.Press(labels[label])
	assert.Equal(t, label, anna.Picking())
	anna.Tap(board.Square{X: 3, Y: 1}, true)
	anna.Press(game.RemoteConfirm)
	pumpAll(anna, gm)
	var handed []rules.Event
	for _, e := range l.Session().Battle().Events() {
		if e.Kind == rules.EventHandCard {
			handed = append(handed, e)
		}
	}
	require.Len(t, handed, 1, "%v", anna.Log)
	assert.Equal(t, "lee", handed[0].Who)
	assert.Equal(t, "tom", handed[0].Target)
	assert.Equal(t, []string{"tom"}, handed[0].Figures)
}
