package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// heldUp deals the demo's first round and puts the first figure up on
// Hold, so that several figures may start a turn: the held one and the
// next of the countdown.
func heldUp(t *testing.T) (*Game, string) {
	t.Helper()
	g := demoGame(t, demoSeed)
	press(g, CmdNext.Key())
	up := g.ctl.Battle().NextUp()
	require.NotEmpty(t, up)
	press(g, CmdHold.Key())
	require.True(t, g.ctl.Battle().Fight.Init.Hold[up[0]], "%s went on Hold", up[0])
	require.GreaterOrEqual(t, len(g.ctl.Battle().NextUp()), 2, "the held figure and the next are up")
	return g, up[0]
}

// The seat is told everyone who may start a turn now, not only the first:
// with a figure on Hold the window's mirror lists what the battle lists.
func TestTheSeatIsToldEveryFigureThatMayStartATurn(t *testing.T) {
	g, held := heldUp(t)
	m := g.ctl.seatState()
	require.NotNil(t, m)
	assert.Equal(t, g.ctl.Battle().NextUp(), m.Next)
	assert.Contains(t, m.Next, held)
	assert.Equal(t, m.Next, g.ctl.nextUp())
}

// The Shaken figure up may spend a benny to act exactly when the battle
// says it has one: the window reads it from the seat's state (the
// figure's bennies, the turn's FromPool), not the battle.
func TestTheShakenFigureUpOffersItsBennyFromTheSeatsState(t *testing.T) {
	g := buckUp(t)
	b := g.ctl.Battle()
	buck := b.Figure("buck")
	assert.Equal(t, "", g.ctl.shakenActor(), "Buck is not Shaken")

	buck.Shaken = true
	touched(g)
	require.True(t, b.HasBenny(buck))
	assert.Equal(t, "buck", g.ctl.seatState().shakenUp())
	bt, _ := g.ButtonFor(CmdBenny)
	assert.True(t, bt.Enabled, bt.Why)

	buck.Bennies = 0
	touched(g)
	assert.Equal(t, b.HasBenny(buck), g.ctl.shakenActor() == "buck", "no benny of his own: the pool's only if the battle says so")
}
