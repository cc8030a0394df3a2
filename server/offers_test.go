//go:build !js

package server_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
	"battlemat/server"
)

// toTurnOf deals and plays the turns before who's (the GM's hand on the
// battle, no messages), then starts who's turn if start.
func toTurnOf(t *testing.T, h *server.Host, who string, start bool) {
	t.Helper()
	h.Battle(func(b *rules.Battle) {
		require.NoError(t, b.Apply(rules.StartRound{}))
		for range 10 {
			next := b.NextUp()
			require.NotEmpty(t, next)
			if next[0] == who {
				break
			}
			require.NoError(t, b.Apply(rules.StartTurn{Who: next[0]}))
			require.NoError(t, b.Apply(rules.EndTurn{Who: next[0]}))
		}
		require.Equal(t, who, b.NextUp()[0])
		if start {
			require.NoError(t, b.Apply(rules.StartTurn{Who: who}))
		}
	})
}

// answering reads c's messages until one of the type, answering no to
// every question on the way (a benny reroll).
func (c *conn) answering(typ string) map[string]any {
	c.t.Helper()
	for {
		m := c.next()
		switch m["type"] {
		case typ:
			return m
		case "question":
			c.send(map[string]any{"type": "answer", "id": m["id"], "yes": false})
		}
	}
}

// offerKinds are the kinds (kind:weapon) of a message's offers a screen
// may take, those greyed with the rules' reason left out.
func offerKinds(m map[string]any) []string {
	var out []string
	list, _ := m["offers"].([]any)
	for _, o := range list {
		o := o.(map[string]any)
		if _, why := o["why"]; why && o["action"] == nil {
			continue
		}
		k := o["kind"].(string) + ":" + o["who"].(string)
		if w, ok := o["weapon"].(string); ok {
			k += ":" + w
		}
		out = append(out, k)
	}
	return out
}

func TestOffersGiveAPlayerRunAimAndDefendOnTheirFiguresTurnOnly(t *testing.T) {
	h, ts := newHost(t, server.Config{})
	toTurnOf(t, h, "hero1", true)
	anna, _, err := dialToken(t, ts, token(t, h, "player:anna"))
	require.NoError(t, err)
	st := anna.next()
	assert.Subset(t, offerKinds(st), []string{"run:hero1", "aim:hero1", "defend:hero1"})
	for _, seat := range []string{"player:bob", "table"} {
		c, _, err := dialToken(t, ts, token(t, h, seat))
		require.NoError(t, err)
		assert.Empty(t, offerKinds(c.next()), "%s acts for nobody up", seat)
	}

	// Running is declared first: once run, the offer is gone, and aiming
	// (which a move rules out) with it.
	anna.act("r1", `{"kind":"run","who":"hero1"}`)
	m := anna.answering("applied")
	assert.Equal(t, "r1", m["id"])
	assert.NotContains(t, offerKinds(m), "run:hero1")
	assert.NotContains(t, offerKinds(m), "aim:hero1")
	// Both come greyed with the rules' reason instead, for every screen
	// to show the same why.
	greyed := map[string]string{}
	for _, o := range m["offers"].([]any) {
		if o := o.(map[string]any); o["who"] == "hero1" && o["why"] != nil && o["entry"] == nil {
			greyed[o["kind"].(string)] = o["why"].(string)
		}
	}
	assert.Equal(t, "Ann's Hero is running already this turn", greyed["run"])
	assert.Equal(t, "Ann's Hero has moved this turn and cannot aim", greyed["aim"])
}

// holdTable: a hero with a grenade, a cultist.
const holdTable = `name: Hold
map:
  rows:
    - "............"
    - "............"
    - "............"
    - "............"
    - "............"
figures:
  - id: hero1
    name: Ann's Hero
    side: heroes
    player: anna
    wildcard: true
    at: [0, 0]
    traits: {agility: d8, athletics: d8, shooting: d8, vigor: d6}
    weapons:
      - {name: Grenade, range: 5/10/20, damage: 3d6, template: MBT, thrown: true}
  - id: c1
    name: Cultist
    side: cult
    at: [8, 2]
    traits: {agility: d6, fighting: d6, vigor: d6}
`

func TestOffersAnAreaAttackPerTemplateWeapon(t *testing.T) {
	h, ts := newHost(t, server.Config{Name: "hold.yaml", Data: []byte(holdTable)})
	toTurnOf(t, h, "hero1", true)
	anna, _, err := dialToken(t, ts, token(t, h, "player:anna"))
	require.NoError(t, err)
	st := anna.next()
	require.Contains(t, offerKinds(st), "area:hero1:Grenade")
	for _, o := range st["offers"].([]any) {
		if o := o.(map[string]any); o["kind"] == "area" {
			assert.Equal(t, "mbt", o["template"])
		}
	}
	// The throw: the host rolls (and deviates); every seat sees the template.
	gm := dial(t, h, ts, "gm")
	anna.act("g1", `{"kind":"area","who":"hero1","weapon":"Grenade","at":{"x":8.5,"y":2.5}}`)
	m := anna.answering("applied")
	require.Equal(t, "g1", m["id"])
	areas := m["areas"].([]any)
	require.Len(t, areas, 1)
	assert.Equal(t, "mbt", areas[0].(map[string]any)["kind"])
	assert.NotEmpty(t, gm.until("applied")["areas"])
}

func TestOffersHoldThenActFromHoldOrInterrupt(t *testing.T) {
	h, ts := newHost(t, server.Config{})
	toTurnOf(t, h, "hero1", false)
	anna, _, err := dialToken(t, ts, token(t, h, "player:anna"))
	require.NoError(t, err)
	require.Contains(t, offerKinds(anna.next()), "hold:hero1")
	anna.act("h1", `{"kind":"hold","who":"hero1"}`)
	m := anna.answering("applied")
	require.Equal(t, "h1", m["id"], "%v", m)
	kinds := strings.Join(offerKinds(m), " ")
	assert.NotContains(t, kinds, "hold:hero1", "on Hold already")
	assert.True(t, strings.Contains(kinds, "turn:hero1") || strings.Contains(kinds, "interrupt:hero1"),
		"on Hold, the hero may act or interrupt: %s", kinds)
}

func TestPreviewGivesDamageOddsOnlyWhenToughnessIsTold(t *testing.T) {
	preview := func(t *testing.T, data string, seat string) map[string]any {
		h, ts := newHost(t, server.Config{Name: "t.yaml", Data: []byte(data)})
		toTurnOf(t, h, "hero1", true)
		c := dial(t, h, ts, seat)
		c.send([]byte(`{"type":"preview","id":"p1","action":{"kind":"shoot","who":"hero1","targets":["c1"]}}`))
		p := c.until("preview")
		require.Nil(t, p["error"])
		rolls := p["rolls"].([]any)
		require.Len(t, rolls, 1)
		return rolls[0].(map[string]any)
	}
	hidden := preview(t, table, "player:anna")
	assert.Greater(t, hidden["success"].(float64), 0.0)
	assert.Nil(t, hidden["shaken"], "the cultist's Toughness is not told by default")
	assert.Nil(t, hidden["wound"])
	assert.Contains(t, hidden["damage_note"], "Toughness is hidden")

	gm := preview(t, table, "gm")
	told := preview(t, strings.Replace(table, "name: Table\n", "name: Table\nreveal: [toughness]\n", 1), "player:anna")
	for _, r := range []map[string]any{gm, told} {
		shaken, wound := r["shaken"].(float64), r["wound"].(float64)
		assert.Greater(t, shaken, wound, "Shaken or better includes the Wounds")
		assert.Greater(t, wound, 0.0)
		assert.LessOrEqual(t, shaken, r["success"].(float64), "no damage without a hit")
		assert.Nil(t, r["damage_note"])
	}
	assert.InDelta(t, gm["shaken"].(float64), told["shaken"].(float64), 1e-9)
}

func TestGMIsToldHiddenFiguresAndWholeStatesPlayersAreNot(t *testing.T) {
	h, ts := newHost(t, server.Config{})
	c, _, err := dialToken(t, ts, token(t, h, "gm"))
	require.NoError(t, err)
	figs := c.next()["figures"].(map[string]any)
	lurker := figs["lurker"].(map[string]any)
	assert.Equal(t, true, lurker["hidden"])
	assert.NotNil(t, lurker["state"])
	anna, _, err := dialToken(t, ts, token(t, h, "player:anna"))
	require.NoError(t, err)
	for id, f := range anna.next()["figures"].(map[string]any) {
		assert.Nil(t, f.(map[string]any)["state"], id)
		assert.Nil(t, f.(map[string]any)["hidden"], id)
	}
}

// A preview names the modifiers effects bring, so a phone's odds line
// says them: the cultist's Dodge and Size on a shot, its Block on the
// Parry a blow must beat (to a seat told its Parry).
func TestPreviewNamesTheModifiersFromEffects(t *testing.T) {
	edged := strings.Replace(table, "    at: [8, 0]\n    traits: {agility: d6, fighting: d6, vigor: d6}",
		"    at: [8, 0]\n    edges: [Dodge, Block]\n    abilities: [Size 4]\n    traits: {agility: d6, fighting: d6, vigor: d6}", 1)
	require.Contains(t, edged, "Block")
	preview := func(t *testing.T, data, action string) map[string]any {
		h, ts := newHost(t, server.Config{Name: "t.yaml", Data: []byte(data)})
		toTurnOf(t, h, "hero1", true)
		c := dial(t, h, ts, "gm")
		c.send([]byte(`{"type":"preview","id":"p1","action":` + action + `}`))
		p := c.until("preview")
		require.Nil(t, p["error"], "%v", p)
		rolls := p["rolls"].([]any)
		require.Len(t, rolls, 1)
		return rolls[0].(map[string]any)
	}
	names := func(ms any) map[string]float64 {
		out := map[string]float64{}
		list, _ := ms.([]any)
		for _, m := range list {
			m := m.(map[string]any)
			out[m["name"].(string)] = m["value"].(float64)
		}
		return out
	}
	shot := preview(t, edged, `{"kind":"shoot","who":"hero1","targets":["c1"]}`)
	assert.Equal(t, -2.0, names(shot["mods"])["Dodge"], "%v", shot["mods"])
	assert.Equal(t, 2.0, names(shot["mods"])["Scale"], "a Size 4 foe is Large: +2 to hit it")
	assert.Nil(t, shot["parry_mods"], "a shot from afar is not against Parry")

	near := strings.Replace(edged, "    at: [8, 0]\n    edges", "    at: [1, 0]\n    edges", 1)
	blow := preview(t, near, `{"kind":"fight","who":"hero1","target":"c1"}`)
	assert.Equal(t, 1.0, names(blow["parry_mods"])["Block"], "%v", blow)
	assert.NotContains(t, names(blow["mods"]), "Dodge", "Dodge is against ranged attacks only")
}
