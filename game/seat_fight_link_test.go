//go:build !js

package game_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/game"
	"battlemat/server"
)

// windowUntil runs the window's frames (each polls its seat) until ok
// says what was waited for came over the link.
func windowUntil(t *testing.T, g *game.Game, what string, ok func(game.Snapshot) bool) game.Snapshot {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		g.Handle(game.Input{})
		if s := g.Snapshot(); ok(s) {
			return s
		}
		if time.Now().After(deadline) {
			require.Failf(t, "nothing came over the link", "waiting for %s: %+v", what, g.Snapshot())
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// The window's Controller plays the GM's seat of a host over a link, as
// the GM's tablet does, with no battle in this process: Enter deals the
// round (the host's), the strip's next up comes back, Enter starts the
// first figure's turn and End turn ends it, each through the link.
func TestAWindowPlaysTheGMsSeatOfAHostOverALink(t *testing.T) {
	h, err := server.New(server.Config{Name: "remote.yaml", Data: []byte(remoteTable), Seed: 7, SeedSet: true, Logf: t.Logf})
	require.NoError(t, err)
	ts := httptest.NewServer(h.Handler(nil))
	defer ts.Close()
	h.SetBase(ts.URL)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	u, err := url.Parse(h.Link("gm"))
	require.NoError(t, err)
	l := &game.LinkSeat{}
	go l.Connect(ctx, "ws://"+u.Host+"/ws?seat="+u.Query().Get("seat"))

	g := game.New(nil)
	g.SetScreenSize(1280, 800)
	g.SetFight(game.FightOnSeat(l, "remote.yaml"))
	windowUntil(t, g, "the host's state", func(s game.Snapshot) bool { return len(s.Figures) > 0 })

	g.Handle(game.Input{Keys: game.CmdNext.Key()})
	s := windowUntil(t, g, "the round dealt", func(s game.Snapshot) bool { return s.Round == 1 && len(s.NextUp) > 0 })
	assert.Equal(t, 1, h.Seq(), "the host dealt")
	up := s.NextUp[0]

	g.Handle(game.Input{Keys: game.CmdNext.Key()})
	s = windowUntil(t, g, "the turn", func(s game.Snapshot) bool { return s.Turn != "" })
	assert.Equal(t, up, s.Turn, "Enter starts the first up's turn on the host")
	assert.Equal(t, 2, h.Seq())

	g.Handle(game.Input{Keys: game.CmdEndTurn.Key()})
	windowUntil(t, g, "the turn's end", func(s game.Snapshot) bool { return s.Turn == "" })
	assert.Equal(t, 3, h.Seq(), "End turn went to the host")
}

// linkTo is a LinkSeat joined to the host's seat over loopback.
func linkTo(ctx context.Context, t *testing.T, h *server.Host, seat string) *game.LinkSeat {
	t.Helper()
	u, err := url.Parse(h.Link(seat))
	require.NoError(t, err)
	l := &game.LinkSeat{}
	go l.Connect(ctx, "ws://"+u.Host+"/ws?seat="+u.Query().Get("seat"))
	return l
}

// A player's link opens the window's Game with the player's view over
// her seat of a host (what `battlemat join` and the page do with a
// player's link): on a phone's screen she sees the host's map, her
// seat's title and the connection, no GM command; the GM deals from
// another screen; a tap on her hero, up, starts her turn on the host and
// two taps on a square (the path, then the move) walk him there.
func TestAPlayersLinkOpensTheGameWithThePlayersView(t *testing.T) {
	h, err := server.New(server.Config{Name: "remote.yaml", Data: []byte(remoteTable), Seed: 7, SeedSet: true, Logf: t.Logf})
	require.NoError(t, err)
	ts := httptest.NewServer(h.Handler(nil))
	defer ts.Close()
	h.SetBase(ts.URL)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()

	gm := game.New(nil)
	gm.SetScreenSize(1280, 800)
	gm.SetFight(game.FightOnSeat(linkTo(ctx, t, h, "gm"), "remote.yaml"))
	windowUntil(t, gm, "the GM's state", func(s game.Snapshot) bool { return len(s.Figures) > 0 })

	anna := game.New(nil)
	anna.SetScreenSize(390*3, 844*3) // a phone held upright, at 3x
	anna.SetView(game.PlayerView())
	anna.SetFight(game.FightOnSeat(linkTo(ctx, t, h, "player:anna"), ""))
	windowUntil(t, anna, "Anna's state", func(s game.Snapshot) bool { return len(s.Figures) > 0 })
	seat := func() map[string]any { anna.Handle(game.Input{}); return anna.SeatSnapshot() }
	s := seat()
	assert.Equal(t, "player:anna", s["seat"])
	assert.Equal(t, true, s["connected"], "the connection is up")
	assert.Equal(t, "Anna: Ann's Hero", s["title"], "her seat's title names her and her figures")
	assert.NotContains(t, s["at"], "lurker", "a hidden figure stays hidden from her")
	assert.Equal(t, "Waiting for the GM to deal the Action Cards.", s["hint"], "her prompt before the deal")
	for _, id := range []string{"next", "tactic", "edit", "undo", "end_fight"} {
		assert.NotContains(t, s["buttons"], id, "no GM command on a player's screen: %s", id)
	}

	// The GM deals and plays the turns before the hero's.
	for range 6 {
		gm.Handle(game.Input{Keys: game.CmdNext.Key()})
		gs := windowUntil(t, gm, "the next step", func(s game.Snapshot) bool { return s.Round == 1 })
		if len(gs.NextUp) > 0 && gs.NextUp[0] == "hero1" && gs.Turn == "" {
			break
		}
		if gs.Turn != "" && gs.Turn != "hero1" {
			seq := h.Seq()
			gm.Handle(game.Input{Keys: game.CmdEndTurn.Key()})
			windowUntil(t, gm, "the turn's end", func(game.Snapshot) bool { return h.Seq() > seq })
		}
	}
	windowUntil(t, anna, "the hero up", func(game.Snapshot) bool { return seat()["up"] == "hero1" })

	tapSquare := func(x, y int) {
		xy := seat()["screen"].(map[string][2]float64)[fmt.Sprintf("%d,%d", x, y)]
		anna.Handle(game.Input{X: xy[0], Y: xy[1], Buttons: game.ButtonLeft})
		anna.Handle(game.Input{X: xy[0], Y: xy[1]})
	}
	seq := h.Seq()
	tapSquare(0, 0)
	windowUntil(t, anna, "her turn", func(game.Snapshot) bool { return seat()["acting"] == true })
	assert.Equal(t, seq+1, h.Seq(), "her tap started the hero's turn on the host")
	tap := func(id string) {
		xy, ok := seat()["buttons"].(map[string][2]float64)[id]
		require.True(t, ok, "the %s button: %v", id, seat()["labels"])
		anna.Handle(game.Input{X: xy[0], Y: xy[1], Buttons: game.ButtonLeft})
		anna.Handle(game.Input{X: xy[0], Y: xy[1]})
	}
	tap(seat()["labels"].(map[string]string)["Actions"]) // the sheet's tab of her actions
	assert.Contains(t, seat()["buttons"], "end_turn", "her turn's End turn: %v", seat()["labels"])
	tapSquare(3, 2)
	tapSquare(3, 2)
	windowUntil(t, gm, "the move on the GM's screen", func(s game.Snapshot) bool {
		for _, f := range s.Figures {
			if f.ID == "hero1" {
				return f.X == 3 && f.Y == 2
			}
		}
		return false
	})
	windowUntil(t, anna, "the move on hers", func(game.Snapshot) bool {
		return seat()["at"].(map[string][2]int)["hero1"] == [2]int{3, 2}
	})
}
