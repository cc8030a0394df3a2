//go:build !js

package game_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/game"
	"battlemat/server"
)

func hasButton(r *game.Remote, id, label string) bool {
	return slices.Contains(r.Buttons(), game.RemoteButton{ID: id, Label: label})
}

// TestRemoteGMHandsAFigureToANewPlayerAndTheSeatShowsItsFigures: on a
// table whose scenario names no player, the GM picks a hero in edit mode
// and gives it to a new player; the seat's link is on the GM's screen at
// once, named by the player and the figure, and the player's screen says
// whose seat it is.
func TestRemoteGMHandsAFigureToANewPlayerAndTheSeatShowsItsFigures(t *testing.T) {
	noPlayer := strings.Replace(remoteTable, "    player: anna\n", "", 1)
	h, ctx := hostOn(t, server.Config{Name: "remote.yaml", Data: []byte(noPlayer), Seed: 7, SeedSet: true, Logf: t.Logf})
	gm := join(t, ctx, h, "gm")
	gm.do(func(r *game.Remote) {
		assert.Len(t, r.PlayerLinks(), 2, "the GM's and the table's links only")
		r.Press(game.RemoteEdit)
		r.Tap(board.Square{X: 0, Y: 0}, true)
		require.True(t, hasButton(r, "seat:+", "Give to a new player"), "%v", r.Buttons())
		assert.False(t, hasButton(r, "seat:", "Give to the GM"), "the hero is the GM's already")
		r.Press("seat:+")
	})
	gm.wait(t, "the new seat's link", func(r *game.Remote) bool { return r.Links["player:anna"] != "" })
	gm.do(func(r *game.Remote) {
		assert.Equal(t, h.Link("player:anna"), r.Links["player:anna"])
		assert.Equal(t, "Anna: Ann's Hero", r.SeatTitle("player:anna"))
		assert.True(t, r.Editing(), "the GM stays in edit mode")
	})

	anna := join(t, ctx, h, "player:anna")
	anna.do(func(r *game.Remote) {
		assert.True(t, r.Mine["hero1"])
		assert.Equal(t, "Anna: Ann's Hero", r.SeatTitle(r.Seat))
	})

	// The GM gives Anna the cultist too, then takes the hero back.
	gm.do(func(r *game.Remote) {
		r.Tap(board.Square{X: 7, Y: 2}, true)
		require.True(t, hasButton(r, "seat:anna", "Give to Anna"), "%v", r.Buttons())
		r.Press("seat:anna")
	})
	anna.wait(t, "the cultist on her seat", func(r *game.Remote) bool { return r.Mine["c1"] })
	anna.do(func(r *game.Remote) { assert.Equal(t, "Anna: Ann's Hero, Cultist", r.SeatTitle(r.Seat)) })
	gm.do(func(r *game.Remote) {
		r.Tap(board.Square{X: 0, Y: 0}, true)
		require.True(t, hasButton(r, "seat:", "Give to the GM"), "%v", r.Buttons())
		r.Press("seat:")
	})
	anna.wait(t, "the hero back with the GM", func(r *game.Remote) bool { return !r.Mine["hero1"] })
	// Anna's screen may hear of it before the GM's does: wait for the GM's.
	gm.wait(t, "the GM's title of Anna's seat", func(r *game.Remote) bool { return r.SeatTitle("player:anna") == "Anna: Cultist" })
	gm.do(func(r *game.Remote) {
		assert.Equal(t, "Anna: Cultist", r.SeatTitle("player:anna"))
		m, bad := r.Message()
		assert.False(t, bad, m)
	})
}

// TestRemoteGMLinksFoldAwayOnceEverySeatHasJoined: the links push the
// log down only while someone still needs one; a button shows them
// again, and a new seat unfolds them.
func TestRemoteGMLinksFoldAwayOnceEverySeatHasJoined(t *testing.T) {
	h, ctx := hostOn(t, server.Config{Name: "remote.yaml", Data: []byte(remoteTable), Seed: 7, SeedSet: true, Logf: t.Logf})
	gm := join(t, ctx, h, "gm")
	join(t, ctx, h, "table")
	gm.do(func(r *game.Remote) {
		assert.True(t, r.LinksShown(), "Anna has not joined")
		assert.False(t, r.HasButton(game.RemoteLinks))
	})
	join(t, ctx, h, "player:anna")
	gm.wait(t, "the links folded", func(r *game.Remote) bool { return !r.LinksShown() })
	gm.do(func(r *game.Remote) {
		require.True(t, hasButton(r, game.RemoteLinks, "Links"), "%v", r.Buttons())
		r.Press(game.RemoteLinks)
		assert.True(t, r.LinksShown())
		assert.True(t, hasButton(r, game.RemoteLinks, "Hide links"))
		r.Press(game.RemoteLinks)
		assert.False(t, r.LinksShown())

		r.Press(game.RemoteEdit)
		r.Tap(board.Square{X: 7, Y: 2}, true)
		r.Press("seat:+")
	})
	gm.wait(t, "Bob's link unfolded", func(r *game.Remote) bool { return r.Links["player:bob"] != "" && r.LinksShown() })
}
