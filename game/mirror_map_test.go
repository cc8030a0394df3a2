package game

import (
	"testing"

	"battlemat/rules"
	"battlemat/wire"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The window draws the weapons on the ground from its seat's state, which
// holds what the battle has.
func TestWindowDrawsTheGroundFromItsSeat(t *testing.T) {
	g := demoGame(t, demoSeed)
	m := g.ctl.seatState()
	require.NotNil(t, m)
	assert.Empty(t, g.ctl.groundItems())
	m.Ground = []wire.GroundItem{{Weapon: "Knife", At: rules.Pos{X: 3, Y: 3}}}
	assert.Equal(t, m.Ground, g.ctl.groundItems(), "the seat's, not the battle's")
}
