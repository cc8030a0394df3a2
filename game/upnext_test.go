package game

import (
	"testing"

	"battlemat/rules"
	"battlemat/wire"

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

// Enter on the window and Next on the GM's tablet start the same turn
// when several are up: the first not on Hold (the held figure keeps its
// Hold), read from the seat's state on both.
func TestWindowAndTabletNextStartTheSameTurnWithAFigureOnHold(t *testing.T) {
	g1, held := heldUp(t)
	press(g1, CmdNext.Key())
	window := g1.ctl.turn()
	require.NotEmpty(t, window)
	assert.NotEqual(t, held, window, "the figure on Hold keeps it")

	g2, _ := heldUp(t)
	tablet := joinedScreen(t, g2, wire.SeatGM)
	require.True(t, tablet.HasButton(RemoteNext), "someone not on Hold is up: Next, not Deal")
	tablet.Press(RemoteNext)
	require.NotNil(t, g2.ctl.Battle().Turn())
	assert.Equal(t, window, g2.ctl.Battle().Turn().Who, "the tablet starts the window's choice")
}

// A tap on any figure that may start a turn starts it, on the window (a
// click) and on the GM's tablet alike, though it is not the first up
// (the figure on Hold comes first in the countdown's order).
func TestATapOnAnyFigureUpStartsItsTurnOnBothScreens(t *testing.T) {
	g1, held := heldUp(t)
	var other string
	for _, id := range g1.ctl.nextUp() {
		if id != held {
			other = id
			break
		}
	}
	require.NotEmpty(t, other)
	at := g1.ctl.Board().Figure(other).At
	clickSquare(g1, at.X, at.Y)
	assert.Equal(t, other, g1.ctl.turn(), "the window's click")

	g2, _ := heldUp(t)
	tablet := joinedScreen(t, g2, wire.SeatGM)
	require.NotEqual(t, other, tablet.Up, "not the first up")
	tablet.Tap(at, true)
	require.NotNil(t, g2.ctl.Battle().Turn())
	assert.Equal(t, other, g2.ctl.Battle().Turn().Who, "the tablet's tap")
	assert.Equal(t, rules.KindTurn, lastKind(g2))
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

// A phone drops prone and stands up by the seat's offers, as the window's
// P does: Drop prone on Buck's turn, then Stand up once he lies.
func TestAPhoneDropsProneAndStandsByTheOffers(t *testing.T) {
	g := buckUp(t)
	gm := joinedScreen(t, g, wire.SeatGM)
	id := offerID(wire.Offer{Kind: rules.KindProne, Who: "buck"})
	require.True(t, gm.HasButton(id), "Drop prone offered")
	for _, b := range gm.Buttons() {
		if b.ID == id {
			assert.Equal(t, "Drop prone", b.Label)
		}
	}
	gm.Press(id)
	require.True(t, g.ctl.Battle().Figure("buck").Prone)
	gm.Pump()
	assert.False(t, gm.HasButton(id))
	stand := offerID(wire.Offer{Kind: rules.KindStand, Who: "buck"})
	require.True(t, gm.HasButton(stand), "Stand up offered once he lies")
	gm.Press(stand)
	assert.False(t, g.ctl.Battle().Figure("buck").Prone)
}
