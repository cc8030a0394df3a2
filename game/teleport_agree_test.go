package game

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/wire"
)

// A destination the rules refuse (a pillar's square) is refused alike on
// the window and on a phone of the same seat: both ask the session's
// preview of the same cast and show its refusal before the click or the
// button.
func TestATeleportsRefusedDestinationIsRefusedOnTheWindowAndAPhoneAlike(t *testing.T) {
	g := teleporterGame(t)
	r := joinedScreen(t, g, wire.SeatGM)

	hoverSquare(g, 10, 5)
	tp := g.ctl.Overlay().Teleport
	require.NotNil(t, tp)
	require.NotEmpty(t, tp.Err)

	var offer *wire.Offer
	for _, o := range r.Offers() {
		if o.Who == "vera" && o.Kind == rules.KindCast && o.Weapon == "Teleport" {
			offer = &o
			break
		}
	}
	require.NotNil(t, offer, "the phone is offered Vera's Teleport")
	r.Press(offerID(*offer))
	require.NotNil(t, r.area, "the phone aims the destination")
	r.Tap(board.Square{X: 10, Y: 5}, true)
	r.Pump()
	p := r.pv.answer()
	require.NotNil(t, p, "the session answered the phone")
	assert.Equal(t, tp.Err, p.Error, "the same refusal on both screens")
	assert.Equal(t, "Vera cannot land there: (10, 5) is blocked (#)", p.Error)

	// A free square within reach: both take it, at the same cost.
	hoverSquare(g, 8, 5)
	tp = g.ctl.Overlay().Teleport
	require.NotNil(t, tp)
	r.Tap(board.Square{X: 8, Y: 5}, true)
	r.Pump()
	p = r.pv.answer()
	require.NotNil(t, p)
	assert.Empty(t, tp.Err)
	assert.Empty(t, p.Error)
	assert.Equal(t, tp.Cost, p.Cost)
}

// Deluxe Teleport carries 10" (15" with a raise), and each Power Point
// more bought for distance (revision 7) adds 10" (15"): the shading of
// its reach grows with the option chosen, on the window and a phone
// alike (one function). With +20 inches: 30" without a raise, 45" with.
func TestDeluxeTeleportsShadedReachGrowsWithTheDistanceBought(t *testing.T) {
	src := "name: Long hall\nedition: deluxe\nmap:\n  rows:\n" + strings.Repeat("    - \""+strings.Repeat(".", 60)+"\"\n", 3) +
		"figures:\n  - {id: vera, name: Vera, side: red, at: [0, 1]}\n"
	bd, err := board.Parse("hall.yaml", []byte(src))
	require.NoError(t, err)
	require.Equal(t, rules.Deluxe, bd.Edition)
	f := bd.Figure("vera")
	cell := func(mods []string, x int) (ReachCell, bool) {
		for _, c := range teleportReach(bd, f, bd.Edition, mods, nil) {
			if c.X == x && c.Y == 1 {
				return c, true
			}
		}
		return ReachCell{}, false
	}
	c, ok := cell(nil, 10)
	require.True(t, ok)
	assert.False(t, c.Run, "10\": within reach")
	c, ok = cell(nil, 15)
	require.True(t, ok)
	assert.True(t, c.Run, "15\": only with a raise")
	_, ok = cell(nil, 20)
	assert.False(t, ok, "20\": beyond 15\" without distance bought")

	more := []string{rules.TeleportDistanceOption(2)}
	require.Equal(t, "+20 inches", more[0])
	c, ok = cell(more, 30)
	require.True(t, ok)
	assert.False(t, c.Run, "30\": within 10+20")
	c, ok = cell(more, 45)
	require.True(t, ok)
	assert.True(t, c.Run, "45\": 15+30 with a raise")
	_, ok = cell(more, 46)
	assert.False(t, ok, "46\": beyond 45\"")
}
