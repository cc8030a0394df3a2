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

// A player's link opens the window's Game once the host's first state
// names her seat (dialSeat), and the Game reads that state over the same
// link with no second connection; the GM's link is told its seat too.
func TestAPlayersLinkOpensTheGameOnTheHostsFirstState(t *testing.T) {
	h, err := server.New(server.Config{Name: "joined.yaml", Data: []byte(joinTable), Seed: 3, SeedSet: true, Logf: t.Logf})
	must.NoError(t, err)
	ts := httptest.NewServer(h.Handler(nil))
	defer ts.Close()
	h.SetBase(ts.URL)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()

	_, seat, err := dialSeat(ctx, h.Link("gm"))
	must.NoError(t, err)
	assert.Equal(t, "gm", seat)

	l, seat, err := dialSeat(ctx, h.Link("player:anna"))
	must.NoError(t, err)
	must.Equal(t, "player:anna", seat)
	g := playerGame(l)
	g.SetScreenSize(390*3, 844*3)
	var s map[string]any
	must.Eventually(t, func() bool {
		g.Handle(game.Input{})
		s = g.SeatSnapshot()
		return s["seat"] == "player:anna" && s["connected"] == true
	}, 10*time.Second, 5*time.Millisecond, "the Game reads the host's state over the link")
	assert.Equal(t, "Anna: Ann's Hero", s["title"])
	assert.Equal(t, [2]int{0, 0}, s["at"].(map[string][2]int)["hero1"])
}
