//go:build !js

package game_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/game"
	"battlemat/internal/fighttest"
	"battlemat/rules"
	"battlemat/server"
)

// counterRemoteTable: Anna's Gina, a mage with Dispel, and the GM's
// priest with Bolt 4" off (inside Gina's Dispel range, Smarts d6).
const counterRemoteTable = `name: Counter
map:
  rows:
    - "............"
    - "............"
figures:
  - {id: gina, name: Gina, side: heroes, player: anna, wildcard: true, bennies: 0, at: [0, 1], arcane: {skill: spellcasting, power_points: 10}, powers: [Dispel],
     traits: {agility: d6, smarts: d6, spirit: d6, strength: d6, vigor: d6, athletics: d6, spellcasting: d8}}
  - {id: priest, name: Priest, side: cult, bennies: 0, at: [4, 1], arcane: {skill: faith, power_points: 10}, powers: [Bolt],
     traits: {agility: d6, smarts: d6, spirit: d8, strength: d6, vigor: d6, athletics: d6, faith: d8}}
`

// Anna's phone is asked whether Gina, on Hold, counters the priest's Bolt
// with her Dispel (revision 8); her Yes tries it on the host.
func TestRemotePlayerCountersACastingWithDispelFromHold(t *testing.T) {
	h, ctx := hostOn(t, server.Config{Name: "counter.yaml", Data: []byte(counterRemoteTable), Seed: 1, SeedSet: true, Logf: t.Logf})
	// The Hold set up on the host's battle: Gina holds in a round she is
	// up before the priest, whose turn then starts.
	h.Battle(func(b *rules.Battle) {
		for range 10 {
			fighttest.UpTo(t, b, "gina")
			if !b.Fight.Init.Acted["priest"] {
				require.NoError(t, b.Apply(rules.Hold{Who: "gina"}))
				fighttest.ToTurn(t, b, "priest", 0)
				return
			}
			require.NoError(t, b.Apply(rules.StartTurn{Who: "gina"}))
			require.NoError(t, b.Apply(rules.EndTurn{Who: "gina"}))
		}
		t.Fatal("Gina never came before the priest")
	})
	gm, anna := join(t, ctx, h, "gm"), join(t, ctx, h, "player:anna")
	asked := func(r *game.Remote) bool { _, ok := r.Question(); return ok }
	gm.do(func(r *game.Remote) {
		require.NoError(t, sendAs(r, `{"kind":"cast","who":"priest","power":"Bolt","targets":["gina"]}`))
	})
	anna.wait(t, "her counter question", asked)
	anna.do(func(r *game.Remote) {
		text, _ := r.Question()
		assert.Contains(t, text, "Gina, on Hold, may interrupt Priest's casting and counter it with Dispel")
		// The phone words the answers as the window's prompt does, not
		// a bare Yes and No.
		assert.Equal(t, []game.RemoteButton{{ID: game.RemoteYes, Label: "Counter (Dispel)"}, {ID: game.RemoteNo, Label: "Let it pass"}}, r.Buttons())
		assert.Contains(t, text, "(no answer in ")
		assert.Contains(t, text, "s: Let it pass)", "no answer in time lets the casting pass")
		r.Press(game.RemoteYes)
	})
	var tried bool
	for range 5 { // the rolls' benny questions after it: kept
		anna.wait(t, "the counter tried or another question", func(r *game.Remote) bool {
			h.Battle(func(b *rules.Battle) {
				tried = containsLine(b.Log(), "Gina tries to counter Priest's Bolt with Dispel.")
			})
			return tried || asked(r)
		})
		if tried {
			break
		}
		anna.do(func(r *game.Remote) { r.Press(game.RemoteNo) })
	}
	assert.True(t, tried, "her answer tried the counter")
}

func containsLine(lines []string, s string) bool {
	for _, l := range lines {
		if l == s {
			return true
		}
	}
	return false
}
