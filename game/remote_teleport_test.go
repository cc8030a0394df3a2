//go:build !js

package game_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/game"
	"battlemat/rules"
)

// areaOdds waits for the host's odds of the destination aimed to say want.
func areaOdds(t *testing.T, anna *joined, want string) string {
	t.Helper()
	var o string
	anna.wait(t, want, func(r *game.Remote) bool { o, _ = r.AreaOdds(); return strings.Contains(o, want) })
	return o
}

// Ann's hero (Smarts d4: she sends others within 4") taps the Cultist
// 7" off (refused by the host with the reason), then herself, then a
// square: the host casts Teleport on her to it.
func TestRemotePlayerTeleportsToTheSquareTappedAgainstARealHost(t *testing.T) {
	h, gm, anna, press := hostedCaster(t, "Teleport")
	press("Cast: Teleport")
	anna.do(func(r *game.Remote) {
		require.True(t, r.Placing(), "aimed with taps like a Blast")
		labels := buttonLabels(r)
		assert.Contains(t, labels, "Teleport Foe +2 PP: off")
		assert.Contains(t, labels, "Recipients +1 PP: off")
		cells := map[board.Square]game.ReachCell{}
		for _, c := range r.TeleportReach() {
			cells[c.Square] = c
		}
		assert.Equal(t, game.ReachCell{Square: board.Square{X: 5, Y: 1}, Cost: 5}, cells[board.Square{X: 5, Y: 1}], "5.1\" from her: shaded, within 12\"")
		assert.NotContains(t, cells, board.Square{X: 7, Y: 2}, "the Cultist's square is taken")
		r.Tap(board.Square{X: 7, Y: 2}, true) // the Cultist: to carry
		r.Tap(board.Square{X: 5, Y: 1}, true)
		assert.Len(t, r.AreaOutline(), 4, "the square where the base lands")
	})
	areaOdds(t, anna, "Cultist is out of range of Teleport")
	anna.do(func(r *game.Remote) {
		assert.NotEmpty(t, r.ButtonWhy(buttonLabels(r)["Cast Teleport!"]), "greyed with the reason")
		r.Tap(board.Square{X: 0, Y: 0}, true) // herself after all
	})
	areaOdds(t, anna, "cost 2 Power Points (Teleport 2)")
	cast := castAndDecline(t, h, gm, anna, func() { press("Cast Teleport!") })
	assert.Equal(t, rules.Cast{Who: "hero1", Power: "Teleport", Targets: []string{"hero1"}, At: &rules.Spot{X: 5.5, Y: 1.5}}, cast)
	h.Battle(func(b *rules.Battle) {
		p, _ := b.Battlefield.Position("hero1")
		if b.Figure("hero1").PowerPoints() == 8 {
			assert.Equal(t, rules.Pos{X: 5, Y: 1}, p, "a success sends her to the square tapped")
		} else {
			assert.Equal(t, rules.Pos{X: 0, Y: 0}, p, "a failure (1 PP) leaves her")
		}
	})
}

// Teleport Foe on the phone: the Cultist beside Ann's hero is tapped,
// then the square; the host casts it with the modifier's Power Points.
func TestRemotePlayerSendsAnAdjacentFoeAwayAgainstARealHost(t *testing.T) {
	table := strings.Replace(casterTable(), "powers: [Bolt, Blast, Protection]", "powers: [Teleport]", 1)
	table = strings.Replace(table, "at: [7, 2]", "at: [1, 0]", 1)
	h, gm, anna, press := hostedTable(t, table)
	press("Cast: Teleport")
	press("Teleport Foe +2 PP: off")
	anna.do(func(r *game.Remote) {
		r.Tap(board.Square{X: 1, Y: 0}, true)
		r.Tap(board.Square{X: 6, Y: 2}, true)
	})
	areaOdds(t, anna, "cost 4 Power Points (Teleport 2, Teleport Foe +2)")
	cast := castAndDecline(t, h, gm, anna, func() { press("Cast Teleport!") })
	assert.Equal(t, rules.Cast{Who: "hero1", Power: "Teleport", Targets: []string{"c1"}, Mods: []string{"Teleport Foe"}, At: &rules.Spot{X: 6.5, Y: 2.5}}, cast)
}
