//go:build !js

package server_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/server"
)

func TestStateCarriesTheMapWithoutHiddenFigures(t *testing.T) {
	h, ts := newHost(t, server.Config{})
	gm, _, err := dialToken(t, ts, token(t, h, "gm"))
	require.NoError(t, err)
	anna, _, err := dialToken(t, ts, token(t, h, "player:anna"))
	require.NoError(t, err)

	gb, err := board.Parse("gm", []byte(gm.next()["scenario"].(string)))
	require.NoError(t, err)
	assert.NotNil(t, gb.Figure("lurker"), "the GM's map has every figure")

	ab, err := board.Parse("anna", []byte(anna.next()["scenario"].(string)))
	require.NoError(t, err, "the player's map is a scenario the client can read")
	assert.Nil(t, ab.Figure("lurker"))
	assert.NotNil(t, ab.Figure("hero1"))
	assert.Equal(t, gb.W, ab.W)
	for _, s := range secrets {
		assert.NotContains(t, anna.bytes(), s)
	}
}

// A player's copy of the map tells where the foes stand and who they
// are, never their numbers: no traits, weapons or armor of a foe reach
// the player's browser. The party's own figures keep theirs.
func TestPlayersMapHoldsNoFoesNumbers(t *testing.T) {
	h, ts := newHost(t, server.Config{})
	anna, _, err := dialToken(t, ts, token(t, h, "player:anna"))
	require.NoError(t, err)
	ab, err := board.Parse("anna", []byte(anna.next()["scenario"].(string)))
	require.NoError(t, err, "still a scenario the client can read")
	c1 := ab.Figure("c1")
	require.NotNil(t, c1, "the foe is on the map")
	assert.Equal(t, "Cultist", c1.Name)
	_, has := c1.Traits[rules.Fighting]
	assert.False(t, has, "the foe's Fighting is not told")
	assert.Empty(t, c1.Weapons)
	hero := ab.Figure("hero1")
	require.NotNil(t, hero)
	assert.Equal(t, rules.D8, hero.Traits[rules.Shooting], "the party's own numbers are kept")
	require.Len(t, hero.Weapons, 1)
}

func TestPreviewGivesTheOddsToTheAskerAlone(t *testing.T) {
	h, ts := newHost(t, server.Config{})
	gm, anna, bob := dial(t, h, ts, "gm"), dial(t, h, ts, "player:anna"), dial(t, h, ts, "player:bob")
	gm.act("g1", `{"kind":"round"}`)
	gm.next()
	anna.next()
	bob.next()
	// The GM plays the turns before Ann's hero's (the seed is fixed).
	for i := 0; i < 10; i++ {
		var next []string
		h.Battle(func(b *rules.Battle) { next = b.NextUp() })
		require.NotEmpty(t, next)
		if next[0] == "hero1" {
			break
		}
		gm.act("s", `{"kind":"turn","who":"`+next[0]+`"}`)
		require.Equal(t, "applied", gm.next()["type"])
		gm.act("e", `{"kind":"end_turn","who":"`+next[0]+`"}`)
		require.Equal(t, "applied", gm.next()["type"])
	}
	anna.act("a1", `{"kind":"turn","who":"hero1"}`)
	require.Eventually(t, func() bool {
		var up string
		h.Battle(func(b *rules.Battle) {
			if b.Turn() != nil {
				up = b.Turn().Who
			}
		})
		return up == "hero1"
	}, patience(t), 10*time.Millisecond)
	seq := h.Seq()
	// Every client reads up to the last action before the preview.
	for _, c := range []*conn{gm, anna, bob} {
		for {
			m := c.next()
			if n, ok := m["seq"].(float64); ok && int(n) == seq {
				break
			}
		}
	}

	anna.send([]byte(`{"type":"preview","id":"p1","action":{"kind":"shoot","who":"hero1","targets":["c1"]}}`))
	p := anna.next()
	assert.Equal(t, "preview", p["type"])
	assert.Equal(t, "p1", p["id"])
	require.Nil(t, p["error"])
	rolls := p["rolls"].([]any)
	require.Len(t, rolls, 1)
	r := rolls[0].(map[string]any)
	assert.Equal(t, "c1", r["target"])
	assert.Greater(t, r["success"].(float64), 0.0)
	assert.Less(t, r["success"].(float64), 1.0)
	// Another's figure: refused as an action would be.
	anna.send([]byte(`{"type":"preview","id":"p2","action":{"kind":"shoot","who":"hero2","targets":["c1"]}}`))
	assert.Equal(t, `"hero2" is not one of your figures`, anna.next()["error"])
	gm.quiet()
	bob.quiet()
	assert.Equal(t, seq, h.Seq(), "a preview applies nothing")
}
