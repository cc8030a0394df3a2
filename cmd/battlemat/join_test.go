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

// The GM's link opens the window's Game over the GM's seat with the GM's
// view: the GM's commands are its buttons (Next deals the first round),
// and a tap on Next deals it on the host.
func TestTheGMsLinkOpensTheGameWithTheGMsCommands(t *testing.T) {
	h, err := server.New(server.Config{Name: "joined.yaml", Data: []byte(joinTable), Seed: 3, SeedSet: true, Logf: t.Logf})
	must.NoError(t, err)
	ts := httptest.NewServer(h.Handler(nil))
	defer ts.Close()
	h.SetBase(ts.URL)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()

	l, seat, err := dialSeat(ctx, h.Link("gm"))
	must.NoError(t, err)
	must.Equal(t, "gm", seat)
	g := gmGame(l)
	g.SetScreenSize(1024, 768)
	var s map[string]any
	must.Eventually(t, func() bool {
		g.Handle(game.Input{})
		s = g.SeatSnapshot()
		return s["seat"] == "gm" && s["connected"] == true
	}, 10*time.Second, 5*time.Millisecond, "the Game reads the host's state over the GM's link")
	assert.Equal(t, "Anna: Ann's Hero", s["titles"].(map[string]string)["player:anna"], "a player's seat by its title")
	assert.Contains(t, s["status"], "GM", "the status line says whose seat")
	next, ok := s["buttons"].(map[string][2]float64)["next"]
	must.True(t, ok, "the GM's Next button: %v", s["buttons"])
	g.Handle(game.Input{X: next[0], Y: next[1], Buttons: game.ButtonLeft})
	g.Handle(game.Input{X: next[0], Y: next[1]})
	must.Eventually(t, func() bool { g.Handle(game.Input{}); return h.Seq() == 1 }, 10*time.Second, 5*time.Millisecond, "the host dealt the round")
}

// A link the host refuses never names its seat: the joining screen is
// the GM's Game anyway, and its status line says why it is not connected.
func TestALinkTheHostRefusesOpensAScreenThatSaysWhy(t *testing.T) {
	h, err := server.New(server.Config{Name: "joined.yaml", Data: []byte(joinTable), Seed: 3, SeedSet: true, Logf: t.Logf})
	must.NoError(t, err)
	ts := httptest.NewServer(h.Handler(nil))
	defer ts.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()

	l, seat, err := dialSeat(ctx, ts.URL+"/?seat=nobodys")
	must.NoError(t, err)
	must.Equal(t, "", seat)
	g := gmGame(l)
	g.SetScreenSize(1024, 768)
	must.Eventually(t, func() bool {
		g.Handle(game.Input{})
		return g.SeatSnapshot()["status"] == "the host does not know this link: ask the GM for yours"
	}, 10*time.Second, 5*time.Millisecond, "the status line says the link's state: %v", g.SeatSnapshot()["status"])
	assert.Equal(t, false, g.SeatSnapshot()["connected"])
}
