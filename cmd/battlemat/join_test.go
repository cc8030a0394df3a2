//go:build !js

package main

import (
	"context"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	must "github.com/stretchr/testify/require"

	"battlemat/game"
	"battlemat/server"
)

const joinTable = `name: Joined
map:
  rows: ["........", "........"]
figures:
  - {id: hero1, name: Ann's Hero, side: heroes, player: anna, wildcard: true, at: [0, 0]}
  - {id: c1, name: Cultist, side: cult, at: [7, 1]}
`

// joinedSeat is a joinSeat on the host's seat over loopback, polled as
// the RemoteGame polls it until the host's state has named the seat.
func joinedSeat(t *testing.T, ctx context.Context, h *server.Host, seat string) *joinSeat {
	t.Helper()
	ws, err := wsURL(h.Link(seat))
	must.NoError(t, err)
	s := &joinSeat{link: &game.LinkSeat{}}
	go s.link.Connect(ctx, ws)
	must.Eventually(t, func() bool {
		s.Poll()
		s.mu.Lock()
		defer s.mu.Unlock()
		return s.seat != ""
	}, 10*time.Second, 5*time.Millisecond, "the host's state")
	return s
}

// A player's link switches to the window's Game once the host's state
// names her seat, and the Game reads that state from the messages held,
// with no second connection; the GM's link stays on the hosted screen
// and holds nothing.
func TestAPlayersLinkSwitchesToTheGameOnTheHostsFirstState(t *testing.T) {
	h, err := server.New(server.Config{Name: "joined.yaml", Data: []byte(joinTable), Seed: 3, SeedSet: true, Logf: t.Logf})
	must.NoError(t, err)
	ts := httptest.NewServer(h.Handler(nil))
	defer ts.Close()
	h.SetBase(ts.URL)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()

	gm := joinedSeat(t, ctx, h, "gm")
	assert.False(t, gm.switchToGame(), "the GM's seat stays on the hosted screen this round")
	gm.Poll()
	assert.Empty(t, gm.held, "a seat that does not switch holds nothing")

	anna := joinedSeat(t, ctx, h, "player:anna")
	must.True(t, anna.switchToGame(), "a player's seat switches")
	assert.False(t, anna.switchToGame(), "once")
	g := playerGame(anna)
	g.SetScreenSize(390*3, 844*3)
	g.Handle(game.Input{}) // one frame: the held messages are taken
	s := g.SeatSnapshot()
	assert.Equal(t, "player:anna", s["seat"], "the Game read the state the link held")
	assert.Equal(t, true, s["connected"], "and the connection's status")
	assert.Equal(t, "Anna: Ann's Hero", s["title"])
	assert.Equal(t, [2]int{0, 0}, s["at"].(map[string][2]int)["hero1"])
	assert.True(t, anna.connected().Connected, "no reconnection for the Game's first ask")
}
