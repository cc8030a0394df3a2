//go:build !js

package server_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/server"
)

func TestAnAddedFigureReachesEverySeatWithWhatItMayBeTold(t *testing.T) {
	h, ts := newHost(t, server.Config{})
	gm, anna := dial(t, h, ts, "gm"), dial(t, h, ts, "player:anna")
	gm.act("a1", `{"kind":"add_figure","id":"c1-2","like":"c1","name":"Cultist (2)","at":{"x":6,"y":1}}`)
	for _, c := range []*conn{gm, anna} {
		m := c.next()
		require.Equal(t, "applied", m["type"], "%v", m)
		added := m["added"].(map[string]any)
		assert.Equal(t, map[string]any{"name": "Cultist (2)", "side": "cult"}, added["c1-2"])
		fig := m["figures"].(map[string]any)["c1-2"].(map[string]any)
		assert.Equal(t, map[string]any{"x": 6.0, "y": 1.0}, fig["at"])
		if c == anna {
			assert.NotContains(t, fig, "toughness", "a foe the GM added keeps its numbers from the players")
			assert.NotContains(t, fig, "state")
		} else {
			assert.Contains(t, fig, "toughness")
		}
	}
	// A later action's message names no figure as added.
	gm.act("a2", `{"kind":"place","who":"c1-2","to":{"x":7,"y":1}}`)
	assert.NotContains(t, gm.next(), "added")
}

func TestTheGMUndoesAndRedoesAndEverySeatGetsTheStateAfresh(t *testing.T) {
	dir := t.TempDir()
	h, ts := newHost(t, server.Config{SaveDir: dir})
	gm, anna, tab := dial(t, h, ts, "gm"), dial(t, h, ts, "player:anna"), dial(t, h, ts, "table")
	gm.act("a1", `{"kind":"add_figure","id":"x1","side":"cult","traits":{"agility":"d6"},"at":{"x":5,"y":1}}`)
	for _, c := range []*conn{gm, anna, tab} {
		require.Equal(t, "applied", c.next()["type"])
	}

	gm.send(map[string]any{"type": "undo", "id": "u1"})
	for _, c := range []*conn{gm, anna, tab} {
		st := c.next()
		require.Equal(t, "state", st["type"], "%v", st)
		assert.Equal(t, 0.0, st["seq"])
		assert.NotContains(t, st["roster"], "x1")
		assert.NotContains(t, st["figures"], "x1")
		if c == gm {
			assert.Equal(t, true, st["redo"], "the GM may put it back")
		} else {
			assert.NotContains(t, st, "redo")
		}
	}
	saved, err := os.ReadFile(filepath.Join(dir, server.BattleFileName))
	require.NoError(t, err)
	assert.NotContains(t, string(saved), "add_figure", "the undo is saved")

	gm.send(map[string]any{"type": "redo", "id": "r1"})
	for _, c := range []*conn{gm, anna, tab} {
		st := c.next()
		require.Equal(t, "state", st["type"])
		assert.Equal(t, 1.0, st["seq"])
		assert.Contains(t, st["roster"], "x1")
		assert.NotContains(t, st, "redo")
	}

	gm.send(map[string]any{"type": "redo", "id": "r2"})
	m := gm.next()
	assert.Equal(t, map[string]any{"type": "refused", "id": "r2", "error": "nothing to redo"}, m)

	// A player may not: refused to them alone.
	anna.send(map[string]any{"type": "undo", "id": "u2"})
	m = anna.next()
	assert.Equal(t, "refused", m["type"])
	assert.Equal(t, "only the GM may undo or redo", m["error"])
	gm.quiet()
	tab.quiet()
	assert.Equal(t, 1, h.Seq())
}

func TestAFigureOnHoldIsToldSo(t *testing.T) {
	h, ts := newHost(t, server.Config{})
	toTurnOf(t, h, "hero1", false)
	gm, anna := dial(t, h, ts, "gm"), dial(t, h, ts, "player:anna")
	gm.act("h1", `{"kind":"set_hold","who":"hero1","hold":true}`)
	for _, c := range []*conn{gm, anna} {
		m := c.next()
		require.Equal(t, "applied", m["type"], "%v", m)
		assert.Equal(t, true, m["figures"].(map[string]any)["hero1"].(map[string]any)["hold"])
	}
}
