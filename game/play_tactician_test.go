package game

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/menu"
	"battlemat/rules"
)

// Lee is a Tactician; Sam's and Tom's Extras are 2" and 3" from her on
// cards of their own; Max's 8" away, beyond Command Range.
const tacticianYAML = `name: Tactician
map:
  rows:
    - "............"
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
  - id: max
    name: Max
    side: heroes
    group: maxes
    at: [8, 1]
    traits: {agility: d6, vigor: d6}
  - id: c1
    name: Cultist
    side: cult
    at: [11, 2]
    traits: {agility: d4, vigor: d4}
`

func handCardIndex() string {
	for i, e := range menu.Catalogue {
		if e.ID == menu.HandCard {
			return strconv.Itoa(i)
		}
	}
	return ""
}

// After the deal the window's More menu hands Lee's extra card to the
// Extra clicked: Max, beyond her 5" Command Range, is refused with the
// distance; Tom, 3" away, gets it (the deal had given it to Sam).
func TestTheWindowHandsATacticiansCardToTheExtraClicked(t *testing.T) {
	f, err := NewFight("t.yaml", []byte(tacticianYAML), 1)
	require.NoError(t, err)
	g := New(nil)
	g.SetScreenSize(1280, 800)
	g.SetFight(f)
	press(g, CmdNext.Key())
	b := g.ctl.Battle()
	require.Equal(t, 1, b.Fight.Init.Round)
	require.Equal(t, 1, b.CardsToHand("lee"))
	g.ctl.pickMore(handCardIndex())
	require.Equal(t, ModeMore, g.ctl.Mode())

	n := len(b.Applied)
	clickSquare(g, 8, 1)
	assert.Len(t, b.Applied, n, "Max is too far")
	assert.Contains(t, g.ctl.msg, `Max is 8" from Lee, beyond the Command Range of 5"`)

	clickSquare(g, 3, 1)
	require.Equal(t, rules.KindHandCard, lastKind(g), g.ctl.msg)
	assert.Equal(t, rules.HandCard{Who: "lee", Target: "tom"}, b.Applied[len(b.Applied)-1].Action)
	assert.Equal(t, 0, b.CardsToHand("lee"))
}
