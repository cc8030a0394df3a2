package game_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/game"
)

// TestAPickedLeaderHasARingOfItsCommandRange: the ring outlines the
// 11 x 11 squares within Command's 5" of a sergeant on a 20 x 20 field
// (44 edges, none for the soldier who leads nobody).
func TestAPickedLeaderHasARingOfItsCommandRange(t *testing.T) {
	src := "name: Field\nmap:\n  rows:\n"
	for range 20 {
		src += "    - \"....................\"\n"
	}
	src += `figures:
  - id: sarge
    side: heroes
    at: [10, 10]
    edges: [Command]
  - id: soldier
    side: heroes
    at: [2, 2]
`
	bd, err := board.Parse("field.yaml", []byte(src))
	require.NoError(t, err)
	ring := game.CommandRing(bd, "sarge")
	assert.Len(t, ring, 4*11)
	assert.Contains(t, ring, [2]board.Square{{X: 5, Y: 5}, {X: 5, Y: 6}}, "the left edge of the square 5\" up and left")
	assert.Nil(t, game.CommandRing(bd, "soldier"))
	assert.Nil(t, game.CommandRing(bd, ""))
}
