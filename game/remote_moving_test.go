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

// bogTable: Ann's winged hero (Flight 8) beside a bog, a cultist far off.
var bogTable = game.ScenarioText("name: Bog", []string{".~~~~~~~~~....", ".~~~~~~~~~...."},
	game.AnnsHero(game.At(0, 0), "abilities: [Flight 8]", "traits: {agility: d8, shooting: d8, vigor: d6}"),
	game.CultExtra("c1", "Cultist", 13, 1))

// TestAPhoneShadesAFlyersReachAsTheHostMovesIt: the host tells the phone
// its hero flies, so the shading crosses the bog at 1" a square out to
// the flying Pace 8, and a tap on the far square is a move the host takes.
func TestAPhoneShadesAFlyersReachAsTheHostMovesIt(t *testing.T) {
	h, ctx := hostOn(t, server.Config{Name: "bog.yaml", Data: []byte(bogTable), Seed: 7, SeedSet: true, Logf: t.Logf})
	gm, anna := join(t, ctx, h, "gm"), join(t, ctx, h, "player:anna")
	gm.do(func(r *game.Remote) { require.NoError(t, sendAs(r, `{"kind":"round"}`)) })
	gm.wait(t, "the round", func(r *game.Remote) bool { return r.Round == 1 })
	var up string
	h.Battle(func(b *rules.Battle) { up = b.NextUp()[0] })
	if up == "c1" {
		seq := h.Seq()
		gm.do(func(r *game.Remote) { require.NoError(t, sendAs(r, `{"kind":"turn","who":"c1"}`)) })
		gm.wait(t, "a turn", func(r *game.Remote) bool { return r.Seq == seq+1 })
		gm.do(func(r *game.Remote) { require.NoError(t, sendAs(r, `{"kind":"end_turn","who":"c1"}`)) })
		gm.wait(t, "a turn's end", func(r *game.Remote) bool { return r.Seq == seq+2 })
	}
	anna.wait(t, "her hero up", func(r *game.Remote) bool { return r.Up == "hero1" })
	anna.do(func(r *game.Remote) { r.Tap(board.Square{X: 0, Y: 0}, true) })
	anna.wait(t, "her turn", func(r *game.Remote) bool { return r.Acting })
	anna.do(func(r *game.Remote) {
		cost := map[board.Square]int{}
		for _, c := range r.Reach() {
			if !c.Run {
				cost[c.Square] = c.Cost
			}
		}
		assert.Equal(t, 8, cost[board.Square{X: 8, Y: 0}], "eight squares of bog flown at 1\" each")
		_, far := cost[board.Square{X: 9, Y: 0}]
		assert.False(t, far, "nothing beyond the flying Pace 8")
		r.Tap(board.Square{X: 8, Y: 1}, true)
		r.Tap(board.Square{X: 8, Y: 1}, true)
	})
	anna.wait(t, "the flight", func(r *game.Remote) bool { return r.Board.Figure("hero1").At == rules.Pos{X: 8, Y: 1} })
}
