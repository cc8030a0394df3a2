package rules_test

import (
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// corner: Buck at (5, 1) and Cultist 1 at (6, 2), their bases touching only
// across the corner where the wall squares (6, 1) and (5, 2) meet.
// Cultist 2 stands by Cultist 1 on the open side.
const corner = `
name: Corner
map:
  rows:
    - "............"
    - "......#....."
    - ".....#......"
    - "............"
    - "............"
figures:
  - id: buck
    name: Buck
    side: heroes
    wildcard: true
    bennies: 0
    at: [5, 1]
    traits: {agility: d8, smarts: d6, spirit: d8, strength: d8, vigor: d8, fighting: d8, shooting: d10, athletics: d6, notice: d6}
    weapons:
      - {name: Machete, damage: str+d6}
      - {name: Colt .45, range: 12/24/48, damage: 2d6+1, ap: 1, shots: 7}
  - id: c1
    name: Cultist 1
    side: cult
    at: [6, 2]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d6, athletics: d6, notice: d4}
    weapons:
      - {name: Knife, damage: str+d4}
  - id: doc
    name: Doc
    side: heroes
    at: [7, 3]
    traits: {agility: d6, smarts: d8, spirit: d6, strength: d6, vigor: d6, fighting: d6, notice: d6}
    weapons:
      - {name: Club, damage: str+d4}
`

// Figures whose bases touch only across the corner of two wall squares
// are not in melee: the swing, a Push and a Grapple are refused, Doc's
// swing gets no Gang Up from Buck, and Buck walks away without a free
// attack.
func TestNoMeleeAcrossTheCornerOfTwoWallSquares(t *testing.T) {
	b := newBattle(t, corner, 1)
	assert.False(t, b.Battlefield.Adjacent("buck", "c1"))
	assert.Equal(t, 0, b.Battlefield.GangUp("doc", "c1"))
	fighttest.ToTurn(t, b, "buck", 0)
	for _, a := range []rules.Action{
		rules.Melee{Who: "buck", Target: "c1"},
		rules.Push{Who: "buck", Target: "c1"},
		rules.Grapple{Who: "buck", Target: "c1"},
	} {
		err := b.Apply(a)
		require.Error(t, err, "%s", a.Kind())
		assert.Contains(t, err.Error(), "not adjacent")
	}
	assert.Empty(t, b.Battlefield.FreeAttackers("buck", rules.Pos{X: 3, Y: 1}), "no free attack across the corner")
}
