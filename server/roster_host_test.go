//go:build !js

package server_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/server"
)

const hostRoster = `figures:
  - {id: ann, name: Ann, side: heroes, player: anna, wildcard: true, traits: {agility: d8, shooting: d8, vigor: d6}}
  - {id: thug, name: Thug, traits: {agility: d6, fighting: d6, vigor: d6}, weapons: [{name: Club, damage: str+d4}]}
`

const hostRosterScenario = `name: Docks
roster: roster.yaml
map:
  rows: ["..........", "..........", ".........."]
figures:
  - {use: ann, at: [0, 0]}
  - {use: thug, side: foes, at: [[8, 0], [8, 1]]}
  - {use: thug, id: boss, name: Big Thug, side: foes, hidden: true, at: [9, 2]}
`

// rosterDir writes the scenario and its roster into a new folder and
// gives the scenario's path.
func rosterDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "roster.yaml"), []byte(hostRoster), 0o644))
	path := filepath.Join(dir, "docks.yaml")
	require.NoError(t, os.WriteFile(path, []byte(hostRosterScenario), 0o644))
	return path
}

// A hosted scenario that takes its figures from a roster reaches every
// seat, and the battle file, with the roster's figures written in: a
// page (or another machine) has no roster file.
func TestAHostedScenarioWithARosterReachesTheSeatsWithItsFiguresWrittenIn(t *testing.T) {
	path := rosterDir(t)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	save := t.TempDir()
	h, ts := newHost(t, server.Config{Name: path, Data: data, SaveDir: save})
	elsewhere := filepath.Join(t.TempDir(), "docks.yaml") // no roster beside it
	boards := map[string]*board.Board{}
	for seat, want := range map[string][]string{
		"gm":          {"ann", "thug-1", "thug-2", "boss"},
		"player:anna": {"ann", "thug-1", "thug-2"},
	} {
		c, _, err := dialToken(t, ts, token(t, h, seat))
		require.NoError(t, err)
		st := c.next()
		require.Equal(t, "state", st["type"])
		text, _ := st["scenario"].(string)
		assert.NotContains(t, text, "roster", seat)
		bd, err := board.Parse(elsewhere, []byte(text))
		require.NoError(t, err, seat)
		var ids []string
		for _, f := range bd.Figures {
			ids = append(ids, f.ID)
		}
		assert.Equal(t, want, ids, seat)
		boards[seat] = bd
	}
	thug := boards["gm"].Figure("thug-2")
	require.NotNil(t, thug)
	assert.Equal(t, "Thug 2", thug.Name)
	assert.Equal(t, "foes", thug.Side)
	require.Len(t, thug.Weapons, 1)
	assert.Equal(t, "Club", thug.Weapons[0].Name)
	assert.Equal(t, "Big Thug", boards["gm"].Figure("boss").Name)

	gm := dial(t, h, ts, "gm")
	gm.act("g1", `{"kind":"round"}`)
	require.Equal(t, "applied", gm.next()["type"])

	// The battle file loads on a machine without the roster.
	saved, err := os.ReadFile(filepath.Join(save, server.BattleFileName))
	require.NoError(t, err)
	moved := filepath.Join(t.TempDir(), "battle.json")
	require.NoError(t, os.WriteFile(moved, saved, 0o644))
	_, bd, b, err := board.LoadBattle(moved)
	require.NoError(t, err)
	assert.Len(t, bd.Figures, 4)
	assert.Len(t, b.Applied, 1)
}

// A host stopped and started again on the same scenario and save folder
// goes on with the battle it saved, roster and all.
func TestAHostOfAScenarioWithARosterGoesOnFromItsSaveFolder(t *testing.T) {
	path := rosterDir(t)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	save := t.TempDir()
	h, ts := newHost(t, server.Config{Name: path, Data: data, SaveDir: save})
	gm := dial(t, h, ts, "gm")
	gm.act("g1", `{"kind":"round"}`)
	require.Equal(t, "applied", gm.next()["type"])
	ts.Close()

	h2, _ := newHost(t, server.Config{Name: path, Data: data, SaveDir: save})
	assert.Equal(t, 1, h2.Seq(), "the saved battle goes on")
}

// A save folder whose battle was saved before the roster's figures were
// written in (the scenario's text as it is, roster: and all) goes on,
// and its battle file stands alone from the next action.
func TestAnOlderBattleOfAScenarioWithARosterStillGoesOn(t *testing.T) {
	path := rosterDir(t)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	_, b, err := board.StartBattle(path, data, seed)
	require.NoError(t, err)
	require.NoError(t, b.Apply(rules.StartRound{}))
	old, err := board.FileOf(path, data, b).Marshal()
	require.NoError(t, err)
	save := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(save, server.BattleFileName), old, 0o600))

	h, ts := newHost(t, server.Config{Name: path, Data: data, SaveDir: save})
	assert.Equal(t, 1, h.Seq(), "the saved battle goes on")
	gm := dial(t, h, ts, "gm")
	gm.act("g1", `{"kind":"set_hold","who":"ann","hold":true}`)
	m := gm.next()
	require.Equal(t, "applied", m["type"], m["error"])
	saved, err := os.ReadFile(filepath.Join(save, server.BattleFileName))
	require.NoError(t, err)
	f, err := board.ParseBattleFile(saved)
	require.NoError(t, err)
	assert.NotContains(t, f.Scenario, "roster")
	assert.Len(t, f.Actions, 2)
}
