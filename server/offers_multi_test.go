//go:build !js

package server_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/server"
)

// hasMod: a preview roll's modifiers hold one named name of value v.
func hasMod(r map[string]any, name string, v float64) bool {
	mods, _ := r["mods"].([]any)
	for _, m := range mods {
		m, _ := m.(map[string]any)
		if m["name"] == name && m["value"] == v {
			return true
		}
	}
	return false
}

func TestDeclaringTwoActionsOffersASecondThrowAndTellsThePenalty(t *testing.T) {
	h, ts := newHost(t, server.Config{Name: "hold.yaml", Data: []byte(holdTable)})
	toTurnOf(t, h, "hero1", false)
	anna, _, err := dialToken(t, ts, token(t, h, "player:anna"))
	require.NoError(t, err)
	assert.Nil(t, anna.next()["turn"], "no turn under way")
	anna.act("s1", `{"kind":"turn","who":"hero1","actions":2}`)
	m := anna.answering("applied")
	require.Equal(t, "s1", m["id"], "%v", m)
	assert.Equal(t, map[string]any{"actions": 2.0, "taken": 0.0, "penalty": -2.0, "pace_left": 6.0, "walk": 6.0, "run": 6.0, "reach": 12.0}, m["turn"], "a Pace 6 figure that has not moved: 6\" left walking, 12\" with the d6 running die's 6")

	anna.send([]byte(`{"type":"preview","id":"p1","action":{"kind":"area","who":"hero1","weapon":"Grenade","at":{"x":8.5,"y":2.5}}}`))
	p := anna.until("preview")
	require.Nil(t, p["error"], "%v", p)
	rolls := p["rolls"].([]any)
	require.NotEmpty(t, rolls)
	assert.True(t, hasMod(rolls[0].(map[string]any), "multi-action", -2), "%v", rolls[0])

	anna.act("g1", `{"kind":"area","who":"hero1","weapon":"Grenade","at":{"x":8.5,"y":2.5}}`)
	m = anna.answering("applied")
	require.Equal(t, "g1", m["id"], "%v", m)
	assert.Contains(t, offerKinds(m), "area:hero1:Grenade", "the second action is on offer")
	assert.Equal(t, 1.0, m["turn"].(map[string]any)["taken"])
}

func TestOneActionDeclaredOffersNoSecondThrow(t *testing.T) {
	h, ts := newHost(t, server.Config{Name: "hold.yaml", Data: []byte(holdTable)})
	toTurnOf(t, h, "hero1", false)
	anna, _, err := dialToken(t, ts, token(t, h, "player:anna"))
	require.NoError(t, err)
	anna.next()
	anna.act("s1", `{"kind":"turn","who":"hero1"}`)
	m := anna.answering("applied")
	assert.Equal(t, map[string]any{"actions": 1.0, "taken": 0.0, "pace_left": 6.0, "walk": 6.0, "run": 6.0, "reach": 12.0}, m["turn"])
	anna.act("g1", `{"kind":"area","who":"hero1","weapon":"Grenade","at":{"x":8.5,"y":2.5}}`)
	m = anna.answering("applied")
	require.Equal(t, "g1", m["id"], "%v", m)
	assert.NotContains(t, offerKinds(m), "area:hero1:Grenade")
}
