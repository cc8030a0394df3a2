//go:build !js

package game_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/game"
	"battlemat/rules"
	"battlemat/server"
)

// lowWallTable: Ann's hero on the left, a cultist behind a low wall
// (medium cover to a figure next to it) on the right.
var lowWallTable = game.ScenarioText("name: Low wall", []string{".........", "......=..", "........."},
	game.AnnsHero(game.At(0, 1), "traits: {agility: d8, shooting: d8, vigor: d6}",
		"weapons:",
		"  - {name: Colt, range: 12/24/48, damage: 2d6+1, shots: 6}"),
	game.CultExtra("c1", "Cultist", 7, 1))

// TestRemotePhoneShowsItsFiguresReachAndLineOfFire: against a real host,
// the player's phone says what to do next, shades the reach of her hero
// once its turn is under way (each square with its cost, none beyond the
// Pace the host says is left), and draws the line of fire to the foe she
// aims at with its cover.
func TestRemotePhoneShowsItsFiguresReachAndLineOfFire(t *testing.T) {
	h, ctx := hostOn(t, server.Config{Name: "wall.yaml", Data: []byte(lowWallTable), Seed: 7, SeedSet: true, Logf: t.Logf})
	gm, anna := join(t, ctx, h, "gm"), join(t, ctx, h, "player:anna")
	anna.do(func(r *game.Remote) { assert.Equal(t, "Waiting for the GM to deal the round", r.Hint()) })

	gm.do(func(r *game.Remote) { require.NoError(t, sendAs(r, `{"kind":"round"}`)) })
	gm.wait(t, "the round", func(r *game.Remote) bool { return r.Round == 1 })
	var up string
	h.Battle(func(b *rules.Battle) { up = b.NextUp()[0] })
	if up == "c1" {
		anna.wait(t, "the cultist up", func(r *game.Remote) bool { return r.Up == "c1" })
		anna.do(func(r *game.Remote) { assert.Equal(t, "Cultist is up: wait for your turn", r.Hint()) })
		seq := h.Seq()
		gm.do(func(r *game.Remote) { require.NoError(t, sendAs(r, `{"kind":"turn","who":"c1"}`)) })
		gm.wait(t, "a turn", func(r *game.Remote) bool { return r.Seq == seq+1 })
		gm.do(func(r *game.Remote) { require.NoError(t, sendAs(r, `{"kind":"end_turn","who":"c1"}`)) })
		gm.wait(t, "a turn's end", func(r *game.Remote) bool { return r.Seq == seq+2 })
	}
	anna.wait(t, "her hero up", func(r *game.Remote) bool { return r.Up == "hero1" })
	anna.do(func(r *game.Remote) {
		assert.Equal(t, "Tap Ann's Hero to act", r.Hint())
		assert.Empty(t, r.Reach(), "no shading before the turn starts")
		r.Tap(board.Square{X: 0, Y: 1}, true)
	})
	anna.wait(t, "her turn", func(r *game.Remote) bool { return r.Acting })
	anna.do(func(r *game.Remote) {
		assert.Equal(t, "Tap a square to move or a foe to attack", r.Hint())
		cost, run := map[board.Square]int{}, map[board.Square]int{}
		for _, c := range r.Reach() {
			if c.Run {
				run[c.Square] = c.Cost
				continue
			}
			cost[c.Square] = c.Cost
		}
		assert.Equal(t, 1, cost[board.Square{X: 1, Y: 1}])
		assert.Equal(t, 2, cost[board.Square{X: 2, Y: 0}], "a diagonal step costs 1\" on the default measure")
		assert.Equal(t, 6, cost[board.Square{X: 6, Y: 2}], "Pace 6 reaches six squares on")
		_, far := cost[board.Square{X: 8, Y: 1}]
		assert.False(t, far, "nothing beyond the Pace left walks")
		assert.Greater(t, run[board.Square{X: 8, Y: 1}], 6, "beyond it, within the running die's 6, marked for the run")
		_, own := cost[board.Square{X: 0, Y: 1}]
		assert.False(t, own, "her own square is not shaded")

		r.Tap(board.Square{X: 7, Y: 1}, true) // the cultist behind the low wall
		l, ok := r.AimLine()
		require.True(t, ok)
		assert.Equal(t, "c1", l.Target)
		assert.True(t, l.Visible)
		assert.Equal(t, rules.MediumCover, l.Cover, "the low wall next to him on the line")
		assert.Equal(t, "medium cover", l.Words())
	})
	anna.wait(t, "the odds", func(r *game.Remote) bool { _, odds, _ := r.Aim(); return odds != "" })
	anna.do(func(r *game.Remote) { assert.Equal(t, "Tap Shoot! to attack, or a square to move", r.Hint()) })

	// A step moves her: the shading starts from the new square with the
	// Pace the host says is left.
	anna.do(func(r *game.Remote) {
		r.Tap(board.Square{X: 2, Y: 1}, true)
		assert.Equal(t, "Tap the square again to move there", r.Hint())
		r.Tap(board.Square{X: 2, Y: 1}, true)
	})
	anna.wait(t, "the move", func(r *game.Remote) bool { return r.Board.Figure("hero1").At == rules.Pos{X: 2, Y: 1} })
	anna.do(func(r *game.Remote) {
		most := 0
		for _, c := range r.Reach() {
			if !c.Run {
				most = max(most, c.Cost)
			}
		}
		assert.Equal(t, 4, most, "6\" less the 2\" moved")
	})
}

// TestFollowKeepsAFittingMapWhereItIsAndABigOneInView: the camera that
// follows a phone's figure never pans a map that fits (its far side
// would leave the screen) and stops a bigger one at its edges.
func TestFollowKeepsAFittingMapWhereItIsAndABigOneInView(t *testing.T) {
	assert.Equal(t, 15.0, game.FollowAxis(0, 390, 360, 40), "a 360 px map in 390 px stays centred")
	assert.Equal(t, 0.0, game.FollowAxis(0, 390, 640, 140), "a figure near the left edge: the map's edge stays at the screen's")
	assert.Equal(t, -250.0, game.FollowAxis(0, 390, 640, 620), "near the right edge: the map's right edge at the screen's")
	assert.Equal(t, -125.0, game.FollowAxis(0, 390, 640, 320), "in the middle: centred on the figure")
}
