//go:build !js

package game_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/game"
	"battlemat/rules"
	"battlemat/server"
	"battlemat/wire"
)

// damageRemoteTable: Ann's hero always hits with a raise (no trait
// reroll to ask) and seldom wounds the armored gunman (Toughness 15).
var damageRemoteTable = game.ScenarioText("name: Damage", game.OpenRows(8, 2),
	game.AnnsHero("bennies: 3", game.At(0, 0), "traits: {agility: d8, shooting: d12+8, vigor: d6, spirit: d6}",
		"weapons:",
		"  - {name: Pistol, range: 12/24/48, damage: 2d6, shots: 500}"),
	game.Figure("gunman", "Gunman", "cult", "armor: 10", game.At(3, 0), "traits: {agility: d6, shooting: d4, vigor: d6}"))

// The player's phone gets the damage reroll question of her hero's shot
// with its Yes and No buttons, and her Yes spends the benny.
func TestRemotePlayerAnswersTheDamageRerollQuestion(t *testing.T) {
	for seed := uint64(1); seed < 30; seed++ {
		if remoteDamageReroll(t, seed) {
			return
		}
	}
	t.Fatal("no seed below 30 asked about the hero's first shot's damage")
}

// remoteDamageReroll plays up to the hero's first shot on a host of the
// seed; when its first question is the damage reroll's, it checks the
// phone's question and answers yes (true), else it gives up (false).
func remoteDamageReroll(t *testing.T, seed uint64) bool {
	h, ctx := hostOn(t, server.Config{Name: "damage.yaml", Data: []byte(damageRemoteTable), Seed: seed, SeedSet: true, Logf: t.Logf})
	gm, anna := join(t, ctx, h, "gm"), join(t, ctx, h, "player:anna")

	asked := func(r *game.Remote) bool { _, ok := r.Question(); return ok }
	step := func(action string) {
		var seq int
		gm.do(func(r *game.Remote) { seq = r.Seq; require.NoError(t, sendAs(r, action)) })
		gm.wait(t, action, func(r *game.Remote) bool { return r.Seq > seq || asked(r) })
	}
	for i := 0; i < 10; i++ {
		var up *string
		h.Battle(func(b *rules.Battle) { up = wire.UpNow(b) })
		switch {
		case up == nil:
			step(`{"kind":"round"}`)
			continue
		case *up != "hero1":
			step(`{"kind":"turn","who":"` + *up + `"}`)
			step(`{"kind":"end_turn","who":"` + *up + `"}`)
			continue
		}
		break
	}
	step(`{"kind":"turn","who":"hero1"}`)
	step(`{"kind":"shoot","who":"hero1","targets":["gunman"]}`)
	found := false
	gm.do(func(r *game.Remote) { text, _ := r.Question(); found = strings.Contains(text, "damage") })
	if !found {
		return false
	}
	shooting := func(r *game.Remote) bool {
		var d bool
		h.Battle(func(b *rules.Battle) { d = len(b.Applied) > 0 && b.Applied[len(b.Applied)-1].Action.Kind() == "shoot" })
		return d
	}
	anna.wait(t, "her question", asked)
	anna.do(func(r *game.Remote) {
		text, _ := r.Question()
		assert.True(t, strings.HasPrefix(text, "Spend a benny to reroll Ann's Hero's damage "), text)
		assert.Contains(t, text, " against Toughness 15 (3 left)?")
		// The phone words the answers as the window does.
		assert.Equal(t, []game.RemoteButton{{ID: game.RemoteYes, Label: "Reroll (benny)"}, {ID: game.RemoteNo, Label: "Keep it"}}, r.Buttons())
		r.Press(game.RemoteYes)
	})
	// Another reroll may follow (she has bennies left): no to it.
	for i := 0; i < 5 && !shooting(nil); i++ {
		anna.wait(t, "the shot or another question", func(r *game.Remote) bool { return shooting(r) || asked(r) })
		anna.do(func(r *game.Remote) {
			if asked(r) {
				r.Press(game.RemoteNo)
			}
		})
	}
	h.Battle(func(b *rules.Battle) {
		last := b.Applied[len(b.Applied)-1]
		require.Equal(t, "shoot", last.Action.Kind())
		require.NotEmpty(t, last.Rerolls)
		assert.True(t, last.Rerolls[0], "her Yes is the recorded damage reroll answer")
		assert.Equal(t, 2, b.Figure("hero1").Bennies)
		assert.Contains(t, strings.Join(b.Log(), "\n"), "Ann's Hero spends a benny on a reroll of damage (")
	})
	return true
}
