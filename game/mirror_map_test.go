package game

import (
	"testing"

	"battlemat/rules"
	"battlemat/wire"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A hosted screen draws the demo's farmhouse door as the fight left it:
// the map it paints (its Board, and the drawing's cache key, mapHash)
// has the door closed once Buck closes it.
func TestHostedScreenDrawsTheDoorAsTheFightLeftIt(t *testing.T) {
	l := demoLocal(t, 12)
	door := rules.Pos{X: 6, Y: 4}
	r := NewRemote(l.Open(wire.SeatPlayer + "anna"))
	gm := l.Open(wire.SeatGM)
	r.Pump()
	require.NotNil(t, r.Board)
	require.True(t, doorOf(t, r.Board, door).Open)
	before := mapHash(r.Board, DrawOptions{})
	gmDoes(t, gm, rules.StartRound{}, rules.StartTurn{Who: "buck"}, rules.Place{Who: "buck", To: rules.Pos{X: 5, Y: 4}},
		rules.UseDoor{Who: "buck", At: door, Open: false})
	r.Pump()
	assert.False(t, doorOf(t, r.Board, door).Open, "the phone's map has the door closed")
	assert.NotEqual(t, before, mapHash(r.Board, DrawOptions{}), "the map is painted afresh")
	assert.Equal(t, l.Session().Board().DoorsChanged(), r.Board.DoorsChanged(), "as the session's map")
}

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
