//go:build !js

package server_test

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/server"
	"battlemat/wire"
)

// The odds on the GM's tablet: the GM's screen asks for the battle and
// gets a copy that replays without the host's seed; a player's phone or
// the table asking is refused with one line, and nobody else hears of it.
func TestOnlyTheGMsScreenGetsTheBattleForTheOdds(t *testing.T) {
	h, ts := newHost(t, server.Config{})
	gm, anna, tab := dial(t, h, ts, "gm"), dial(t, h, ts, "player:anna"), dial(t, h, ts, "table")
	for _, c := range []*conn{anna, tab} {
		c.send(map[string]any{"type": "battle", "id": "o1"})
		assert.Equal(t, map[string]any{"type": "refused", "id": "o1", "error": "only the GM's screen may have the battle for the odds"}, c.next())
	}
	gm.quiet()
	gm.act("g1", `{"kind":"place","who":"c1","to":{"x":6,"y":1}}`)
	gm.next()
	anna.next()
	tab.next()
	gm.send(map[string]any{"type": "battle", "id": "o2"})
	m := gm.next()
	require.Equal(t, "battle", m["type"], "%v", m)
	assert.Equal(t, "o2", m["id"])
	raw, err := json.Marshal(m["file"])
	require.NoError(t, err)
	f, err := board.ParseBattleFile(raw)
	require.NoError(t, err)
	_, b, err := f.Start()
	require.NoError(t, err)
	at, _ := b.Battlefield.Position("c1")
	assert.Equal(t, [2]int{6, 1}, [2]int{at.X, at.Y}, "the battle as it stands")
	assert.NotContains(t, gm.bytes(), fmt.Sprint(seed), "not even the GM is sent the seed")
	anna.quiet()
	tab.quiet()
}

// newFight is a scenario the GM sets up on the tablet: Anna keeps a
// figure, Bob has none, and Cora joins.
const newFight = `name: Cellar
map:
  rows:
    - "........"
    - "...#...."
    - "........"
figures:
  - {id: mara, name: Mara, side: heroes, player: anna, wildcard: true, at: [0, 0], traits: {agility: d8, fighting: d8, vigor: d6}}
  - {id: kit, name: Kit, side: heroes, player: cora, at: [0, 2], traits: {agility: d6, vigor: d6}}
  - {id: rat, name: Rat, side: vermin, at: [6, 1], traits: {agility: d8, fighting: d6, vigor: d4}}
`

// The GM's setup from the tablet: the host saves the scenario in its
// save folder, keeps the old battle's file as it was, starts the new one
// and every seat gets its state; Anna's link still opens her seat (now
// Mara's), Cora's seat appears with a link, and a host started again
// with the first scenario goes on with the new battle.
func TestTheGMsSetupStartsTheTablesNewBattle(t *testing.T) {
	dir := t.TempDir()
	h, ts := newHost(t, server.Config{SaveDir: dir})
	annaTok := token(t, h, "player:anna")
	gm, anna, tab := dial(t, h, ts, "gm"), dial(t, h, ts, "player:anna"), dial(t, h, ts, "table")
	gm.act("g1", `{"kind":"round"}`)
	for _, c := range []*conn{gm, anna, tab} {
		require.Equal(t, "applied", c.next()["type"])
	}
	old, err := os.ReadFile(filepath.Join(dir, server.BattleFileName))
	require.NoError(t, err)

	gm.send(map[string]any{"type": "setup", "id": "s1", "name": "Cellar.yaml", "scenario": newFight})
	for _, c := range []*conn{gm, anna, tab} {
		st := c.next()
		require.Equal(t, "state", st["type"], "%v", st)
		assert.EqualValues(t, 0, st["seq"], "a new battle")
		assert.Contains(t, st["figures"], "rat")
		assert.NotContains(t, st["figures"], "c1")
	}
	kept, err := os.ReadFile(filepath.Join(dir, "battles", "battle.json"))
	require.NoError(t, err)
	assert.Equal(t, string(old), string(kept), "the old battle's file as it was autosaved")
	saved, err := os.ReadFile(filepath.Join(dir, "scenarios", "cellar.yaml"))
	require.NoError(t, err)
	assert.Equal(t, newFight, string(saved))
	b, err := board.Load(filepath.Join(dir, "scenarios", "cellar.yaml"))
	require.NoError(t, err, "the saved scenario loads")
	assert.Len(t, b.Figures, 3)
	assert.Contains(t, h.Seats(), "player:cora", "Cora's seat comes with the scenario's player: key")
	assert.NotContains(t, h.Seats(), "player:bob")
	assert.Equal(t, annaTok, token(t, h, "player:anna"), "Anna's link stays valid")

	c, _, err := dialToken(t, ts, annaTok)
	require.NoError(t, err)
	st := c.next()
	assert.Equal(t, []any{"mara"}, st["mine"], "Anna's seat plays Mara now")
	ts.Close()

	players, err := server.ParsePlayers([]string{"bob=hero2"})
	require.NoError(t, err)
	h2, err := server.New(server.Config{Name: "table.yaml", Data: []byte(table), SaveDir: dir, Players: players, Logf: t.Logf})
	require.NoError(t, err, "the host goes on with the fight the GM set up (the first command's --players name its figures)")
	ts2 := httptest.NewServer(h2.Handler(nil))
	defer ts2.Close()
	h2.SetBase(ts2.URL)
	h2.Battle(func(b2 *rules.Battle) { assert.NotNil(t, b2.Figure("rat")) })
}

// Hostile setups change nothing: a player's seat or the table sending
// one, an oversized scenario, a broken one, none at all: each gets one
// line back, to the sender alone, and the old battle stands, saved as it
// was.
func TestASetupFromAPlayerOrBrokenIsRefusedAndChangesNothing(t *testing.T) {
	dir := t.TempDir()
	h, ts := newHost(t, server.Config{SaveDir: dir})
	gm, anna, tab := dial(t, h, ts, "gm"), dial(t, h, ts, "player:anna"), dial(t, h, ts, "table")
	gm.act("g1", `{"kind":"round"}`)
	for _, c := range []*conn{gm, anna, tab} {
		c.next()
	}
	before, err := os.ReadFile(filepath.Join(dir, server.BattleFileName))
	require.NoError(t, err)
	seats := h.Seats()

	for _, c := range []*conn{anna, tab} {
		c.send(map[string]any{"type": "setup", "id": "s1", "scenario": newFight})
		assert.Equal(t, map[string]any{"type": "refused", "id": "s1", "error": "only the GM may set up a new fight"}, c.next())
	}
	big := newFight + "# " + strings.Repeat("x", wire.MaxSetupScenario) + "\n"
	for _, tc := range []struct{ scenario, why string }{
		{big, fmt.Sprintf("a scenario of %d bytes: at most %d", len(big), wire.MaxSetupScenario)},
		{"", `a setup message needs "scenario": the scenario's text`},
		{strings.Replace(newFight, "at: [6, 1]", "at: [3, 1]", 1), "the scenario: "},
		{"map: [", "the scenario: "},
	} {
		gm.send(map[string]any{"type": "setup", "id": "s2", "scenario": tc.scenario})
		m := gm.next()
		require.Equal(t, "refused", m["type"], "%v", m)
		why := m["error"].(string)
		assert.True(t, strings.HasPrefix(why, tc.why), "%q", why)
		assert.NotContains(t, why, "\n", "one line")
	}
	anna.quiet()
	tab.quiet()
	after, err := os.ReadFile(filepath.Join(dir, server.BattleFileName))
	require.NoError(t, err)
	assert.Equal(t, string(before), string(after), "the old battle untouched")
	assert.Equal(t, seats, h.Seats())
	assert.Equal(t, 1, h.Seq())
	_, err = os.Stat(filepath.Join(dir, "scenarios"))
	assert.True(t, os.IsNotExist(err), "nothing saved")
	_, err = os.Stat(filepath.Join(dir, "battles"))
	assert.True(t, os.IsNotExist(err))
}

// The name a setup message gives is a file name in the save folder's
// scenarios and nothing else: a path climbing out of it is cut to its
// last part, and a file already there is never replaced.
func TestASetupsNameStaysInTheSaveFolder(t *testing.T) {
	dir := t.TempDir()
	h, ts := newHost(t, server.Config{SaveDir: filepath.Join(dir, "night")})
	gm := dial(t, h, ts, "gm")
	for range 2 {
		gm.send(map[string]any{"type": "setup", "id": "s1", "name": "../../Evil Plan.YAML", "scenario": newFight})
		require.Equal(t, "state", gm.next()["type"])
	}
	for _, p := range []string{"evil-plan.yaml", "evil-plan-2.yaml"} {
		data, err := os.ReadFile(filepath.Join(dir, "night", "scenarios", p))
		require.NoError(t, err, p)
		assert.Equal(t, newFight, string(data))
	}
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	require.Len(t, entries, 1, "nothing outside the save folder")
	kept, err := os.ReadDir(filepath.Join(dir, "night", "battles"))
	require.NoError(t, err)
	assert.Len(t, kept, 2, "each replaced battle kept")
}

// A save folder in the program's assets/ takes no scenario: the setup is
// refused with one line and nothing is written there.
func TestASetupIsNeverWrittenIntoAssets(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "assets", "night")
	h, ts := newHost(t, server.Config{SaveDir: dir})
	gm := dial(t, h, ts, "gm")
	gm.send(map[string]any{"type": "setup", "id": "s1", "scenario": newFight})
	m := gm.next()
	require.Equal(t, "refused", m["type"], "%v", m)
	assert.Contains(t, m["error"], "assets/")
	_, err := os.Stat(filepath.Join(dir, "scenarios"))
	assert.True(t, os.IsNotExist(err), "nothing written")
	h.Battle(func(b *rules.Battle) { assert.NotNil(t, b.Figure("c1"), "the old battle stands") })
}
