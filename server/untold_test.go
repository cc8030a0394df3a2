//go:build !js

package server_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/server"
)

// A foe's Toughness is not told to the players by default (reveal:
// wounds only): the damage line Ann reads says the total and its effect
// ("= 7: Shaken"), never "vs Toughness 5", while the GM's says it all.
// Revealed, Ann reads it too.
func TestAFoesToughnessStaysOutOfThePlayersLog(t *testing.T) {
	for _, reveal := range []string{"", "reveal: [toughness]\n"} {
		t.Run(fmt.Sprintf("reveal %q", strings.TrimSpace(reveal)), func(t *testing.T) {
			h, ts := newHost(t, server.Config{Name: "guns.yaml", Data: []byte(reveal + gunTable), Seed: 3, SeedSet: true})
			gm, anna := dial(t, h, ts, "gm"), dial(t, h, ts, "player:anna")
			hit := false
			for i := 0; i < 200 && !hit; i++ {
				var up *string
				h.Battle(func(b *rules.Battle) { up = server.UpNow(b) })
				id := fmt.Sprint("s", i)
				switch {
				case up == nil:
					gmDo(t, gm, id, `{"kind":"round"}`, "")
				case *up == "hero1":
					gmDo(t, gm, id, `{"kind":"turn","who":"hero1"}`, "")
					gmDo(t, gm, id, `{"kind":"shoot","who":"hero1","targets":["gunman"]}`, "")
					gmDo(t, gm, id, `{"kind":"end_turn","who":"hero1"}`, "")
					h.Battle(func(b *rules.Battle) {
						hit = strings.Contains(strings.Join(b.Log(), "\n"), "Damage 2d6+1 (Colt) to Gunman")
					})
				default:
					gmDo(t, gm, id, `{"kind":"turn","who":"`+*up+`"}`, "")
					gmDo(t, gm, id, `{"kind":"end_turn","who":"`+*up+`"}`, "")
				}
			}
			require.True(t, hit, "Ann's hero hits the gunman")
			for want := h.Seq(); ; { // Ann has read every result
				if m := anna.next(); m["seq"] == float64(want) {
					break
				}
			}
			assert.Contains(t, gm.bytes(), "to Gunman: ")
			assert.Regexp(t, `Damage 2d6\+1 \(Colt\) to Gunman: [^"]* = \d+ vs Toughness 5`, gm.bytes(), "the GM reads the Toughness")
			assert.Regexp(t, `Damage 2d6\+1 \(Colt\) to Gunman: [^"]* = \d+`, anna.bytes())
			if reveal == "" {
				assert.NotContains(t, anna.bytes(), "vs Toughness", "Ann is not told it")
			} else {
				assert.Contains(t, anna.bytes(), "vs Toughness 5", "revealed")
			}
		})
	}
}

// An action may say the seq it was built on: a GM's edit that writes a
// figure's whole state is refused when another action was accepted since
// (it would undo what the GM's screen never saw), and taken otherwise.
func TestAnActionBuiltOnAnOldSeqIsRefused(t *testing.T) {
	h, ts := newGunHost(t, server.Config{})
	gm := dial(t, h, ts, "gm")
	gmDo(t, gm, "r", `{"kind":"round"}`, "")
	seq := h.Seq()
	require.Positive(t, seq)
	edit := func(id string, at int) map[string]any {
		gm.send(map[string]any{"type": "action", "id": id, "seq": at,
			"action": map[string]any{"kind": "set_state", "who": "gunman", "state": map[string]any{"shaken": true}}})
		for {
			if m := gm.next(); m["type"] == "refused" || m["type"] == "applied" {
				return m
			}
		}
	}
	m := edit("old", seq-1)
	assert.Equal(t, "refused", m["type"])
	assert.Contains(t, m["error"], fmt.Sprintf("the battle moved on since seq %d (now %d)", seq-1, seq))
	assert.Equal(t, seq, h.Seq(), "nothing was done")
	assert.Equal(t, "applied", edit("now", seq)["type"])
	assert.Equal(t, seq+1, h.Seq())
}

// A figure held in a grapple says so in every seat's copy (and apply's):
// Entangled or Bound, which make it Vulnerable without its own flag.
func TestAHeldFigureSaysItIsEntangledOrBound(t *testing.T) {
	_, b, err := board.StartBattle("guns.yaml", []byte(gunTable), 1)
	require.NoError(t, err)
	b.Figure("gunman").Entangled = true
	b.Figure("hero1").Bound = true
	g := server.FigureOf(b, b.Figure("gunman"), server.AllNumbers)
	h := server.FigureOf(b, b.Figure("hero1"), server.AllNumbers)
	assert.True(t, g.Entangled)
	assert.False(t, g.Bound)
	assert.True(t, h.Bound)
	js, err := json.Marshal(g)
	require.NoError(t, err)
	assert.Contains(t, string(js), `"entangled":true`)
}
