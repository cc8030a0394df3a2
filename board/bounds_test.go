package board_test

import (
	"fmt"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/internal/fighttest"
	"battlemat/rules"
)

// A coordinate is checked against the map wherever it enters: one so big
// that adding the base's width wraps around is off the map like any other,
// in the scenario's at, in the GM's place and add_figure, and in a battle
// file's actions.
func TestACoordinateBeyondTheIntegersIsOffTheMap(t *testing.T) {
	for _, at := range []string{fmt.Sprint(math.MaxInt64), fmt.Sprint(math.MaxInt64 - 1)} {
		_, err := board.Parse("t.yaml", []byte(edit(t, base, "at: [5, 2]", "at: ["+at+", 2]")))
		require.Error(t, err, at)
		assert.Contains(t, err.Error(), "off the 6x3 map")
		_, err = board.Parse("t.yaml", []byte(edit(t, base, "at: [5, 2]", "at: [2, "+at+"]")))
		require.Error(t, err, at)
		assert.Contains(t, err.Error(), "off the 6x3 map")
	}

	_, b, err := board.StartBattle("t.yaml", []byte(base), 1)
	require.NoError(t, err)
	far := rules.Pos{X: math.MaxInt64, Y: 0}
	err = b.Apply(rules.Place{Who: "b", To: far})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "off the map")
	pos, _ := b.Battlefield.Position("b")
	assert.Equal(t, rules.Pos{X: 5, Y: 2}, pos, "nothing moved")
	err = b.Apply(rules.AddFigure{ID: "c", Like: "b", At: rules.Pos{X: 1, Y: math.MaxInt64}})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "off the map")
	assert.Nil(t, b.Figure("c"))
}

// A template's aim point far beyond any map is no point of the table:
// refused in words, never measured after wrapping around the integers.
func TestATemplateAimedBeyondAnyMapIsRefused(t *testing.T) {
	const s = `name: S
map:
  rows:
    - "......"
    - "......"
figures:
  - id: a
    side: x
    at: [0, 0]
    traits: {shooting: d8}
    weapons:
      - {name: Grenade, range: 5/10/20, damage: 3d6, template: mbt}
  - id: b
    side: y
    at: [3, 1]
`
	for _, at := range []rules.Spot{{X: 1e308, Y: 0}, {X: -1e300, Y: 1e300}, {X: 2, Y: 1e19}} {
		_, b, err := board.StartBattle("s.yaml", []byte(s), 1)
		require.NoError(t, err)
		fighttest.ToTurn(t, b, "a", 1)
		_, err = b.Preview(rules.AreaAttack{Who: "a", Weapon: "Grenade", At: at})
		require.Error(t, err, at)
		assert.Contains(t, err.Error(), "is not a point of the table", at)
	}
}
