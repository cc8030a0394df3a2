package rules_test

import (
	"testing"

	"battlemat/board"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// duel is a small open field: Buck (a Wild Card with a Colt) and two
// cultists (Extras), a wall to hide behind.
const duel = `
name: Duel
map:
  rows:
    - "................"
    - "................"
    - "................"
    - "................"
    - "......#........."
    - "................"
figures:
  - id: buck
    name: Buck
    side: heroes
    wildcard: true
    at: [1, 1]
    traits: {agility: d8, smarts: d6, spirit: d8, strength: d8, vigor: d8, fighting: d8, shooting: d10, athletics: d6, notice: d6}
    weapons:
      - {name: Colt .45, range: 12/24/48, damage: 2d6+1, ap: 1, shots: 7}
      - {name: Machete, damage: str+d6}
      - {name: Tommy Gun, range: 12/24/48, damage: 2d6+1, rof: 3, ap: 1, shots: 50}
      - {name: Shotgun, range: 12/24/48, damage: 3d6, shotgun: true, shots: 2}
  - id: c1
    name: Cultist 1
    side: cult
    at: [8, 1]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d6, shooting: d6, notice: d4}
    weapons:
      - {name: Knife, damage: str+d4}
  - id: c2
    name: Cultist 2
    side: cult
    at: [9, 1]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d6, shooting: d6, notice: d4}
    weapons:
      - {name: Knife, damage: str+d4}
`

func newBattle(t *testing.T, src string, seed uint64) *rules.Battle {
	t.Helper()
	bd, err := board.Parse("t.yaml", []byte(src))
	require.NoError(t, err)
	b, err := board.NewBattle(bd, seed)
	require.NoError(t, err)
	return b
}

func TestSmokeRoundTurnMove(t *testing.T) {
	b := newBattle(t, duel, 1)
	require.NoError(t, b.Apply(rules.StartRound{}))
	next := b.NextUp()
	require.NotEmpty(t, next)
	t.Log(b.Log())
	assert.Equal(t, 1, b.Fight.Init.Round)
}
