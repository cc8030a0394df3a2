package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// bogYAML: Vera flies (Flight 10) beside a bog 5" wide.
const bogYAML = `name: Bog
map:
  rows:
    - ".~~~~~......"
    - ".~~~~~......"
    - ".~~~~~......"
figures:
  - {id: vera, name: Vera, side: red, wildcard: true, at: [0, 1], abilities: [Flight 10],
     traits: {agility: d8, athletics: d8, fighting: d8, spirit: d6, vigor: d6}}
  - {id: orc, name: Orc, side: blue, at: [11, 2], traits: {agility: d6, fighting: d6, vigor: d8}}
`

// TestTheWindowShadesAFlyersReachOverDifficultGround: the window's shading
// is her flying Pace 10, the bog at 1" a square, and a click there flies.
func TestTheWindowShadesAFlyersReachOverDifficultGround(t *testing.T) {
	g, _ := arenaOf(t, bogYAML, 1, 1)
	c, ok := reachCell(g, 6, 1)
	require.True(t, ok)
	assert.Equal(t, 6, c.Cost, "five squares of bog and one of grass, 1\" each")
	assert.False(t, c.Run)
	c, ok = reachCell(g, 10, 1)
	require.True(t, ok)
	assert.Equal(t, 10, c.Cost)
	assert.False(t, c.Run, "within the flying Pace 10, no run needed")
	assert.Equal(t, 10, g.ctl.Overlay().PaceLeft)

	clickSquare(g, 6, 1)
	at, _ := g.ctl.Battle().Battlefield.Position("vera")
	assert.Equal(t, 6, at.X)
	assert.Equal(t, 4, g.ctl.Battle().PaceLeft("vera"))
}
