//go:build !js

package game_test

import (
	"context"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/require"

	"battlemat/rules"
	"battlemat/server"
)

// hostOn serves a host of cfg on a local port until the test ends; ctx
// (for the seats a test joins) ends with it.
func hostOn(t *testing.T, cfg server.Config) (*server.Host, context.Context) {
	t.Helper()
	h, err := server.New(cfg)
	require.NoError(t, err)
	ts := httptest.NewServer(h.Handler(nil))
	t.Cleanup(ts.Close)
	h.SetBase(ts.URL)
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	return h, ctx
}

// startTurnOf deals the host's round and plays the turns before who's
// (each started and ended), then starts who's turn.
func startTurnOf(t *testing.T, h *server.Host, who string) {
	t.Helper()
	h.Battle(func(b *rules.Battle) {
		require.NoError(t, b.Apply(rules.StartRound{}))
		for {
			next := b.NextUp()
			require.NotEmpty(t, next, "%s comes up in the first round", who)
			if next[0] == who {
				break
			}
			require.NoError(t, b.Apply(rules.StartTurn{Who: next[0]}))
			require.NoError(t, b.Apply(rules.EndTurn{Who: next[0]}))
		}
		require.NoError(t, b.Apply(rules.StartTurn{Who: who}))
	})
}
