//go:build !js

package game_test

import (
	"context"
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
