//go:build !js

package server_test

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/server"
)

func sum(data []byte) string {
	s := sha256.Sum256(data)
	return hex.EncodeToString(s[:])
}

// mapsOf are the map files a state lists, name to SHA-256.
func mapsOf(t *testing.T, st map[string]any) map[string]string {
	t.Helper()
	out := map[string]string{}
	list, _ := st["maps"].([]any)
	for _, m := range list {
		f := m.(map[string]any)
		out[f["name"].(string)] = f["sha256"].(string)
	}
	return out
}

// The GM's state lists the map files the host keeps, by name and
// SHA-256 (the players' do not), and a setup naming a kept file by its
// SHA-256 starts the fight on it with no piece sent and nothing written
// but the scenario.
func TestTheHostSaysWhichMapFilesItHasAndTakesASetupOnOneWithoutItsBytes(t *testing.T) {
	dir := t.TempDir()
	data := vaultMap(t)
	h, ts := newHost(t, server.Config{SaveDir: dir})
	gm, anna := dial(t, h, ts, "gm"), dial(t, h, ts, "player:anna")
	sendMap(gm, "vault.dd2vtt", data)
	gm.send(map[string]any{"type": "setup", "id": "s1", "name": "vault.yaml", "scenario": vaultFight, "map": "vault.dd2vtt"})
	st := gm.next()
	require.Equal(t, "state", st["type"], "%v", st)
	assert.Equal(t, map[string]string{"vault.dd2vtt": sum(data)}, mapsOf(t, st))
	assert.NotContains(t, anna.next(), "maps", "a player is not told the host's files")

	// Half of another file, left behind, does not stand in the way.
	gm.send(map[string]any{"type": "mappart", "id": "m9", "name": "other.dd2vtt", "size": len(data), "at": 0, "data": data[:100]})
	again := strings.Replace(vaultFight, "at: [3, 1]", "at: [4, 1]", 1)
	gm.send(map[string]any{"type": "setup", "id": "s2", "name": "vault.yaml", "scenario": again, "map": "vault.dd2vtt", "map_sha256": sum(data)})
	st = gm.next()
	require.Equal(t, "state", st["type"], "%v", st)
	assert.Equal(t, again, st["scenario"], "the scenario as sent")
	entries, err := os.ReadDir(filepath.Join(dir, "scenarios"))
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	assert.ElementsMatch(t, []string{"vault.dd2vtt", "vault.yaml", "vault-2.yaml"}, names, "one map file")
	b, err := board.Load(filepath.Join(dir, "scenarios", "vault-2.yaml"))
	require.NoError(t, err)
	assert.Positive(t, len(b.Walls), "on the kept file's walls")
	h.Battle(func(bt *rules.Battle) { assert.NotNil(t, bt.Figure("rat"), "the fight is on") })
}

// A map file of a name the save folder has already, with other bytes,
// is kept as NAME-2.EXT and the scenario's map reference says so; the
// GM's file keeps its bytes. A file whose bytes are there under another
// name is not written again: the scenario names that one.
func TestAMapFileOfATakenNameIsKeptUnderAFreeNameAndTheScenarioSaysIt(t *testing.T) {
	dir := t.TempDir()
	scen := filepath.Join(dir, "scenarios")
	require.NoError(t, os.MkdirAll(scen, 0o700))
	data := vaultMap(t)
	gmsOwn := append(append([]byte{}, data...), '\n', '\n')
	require.NoError(t, os.WriteFile(filepath.Join(scen, "vault.dd2vtt"), gmsOwn, 0o600))
	h, ts := newHost(t, server.Config{SaveDir: dir})
	gm := dial(t, h, ts, "gm")

	sendMap(gm, "vault.dd2vtt", data)
	gm.send(map[string]any{"type": "setup", "id": "s1", "name": "vault.yaml", "scenario": vaultFight, "map": "vault.dd2vtt"})
	st := gm.next()
	require.Equal(t, "state", st["type"], "%v", st)
	want := strings.Replace(vaultFight, "uvtt: vault.dd2vtt", "uvtt: vault-2.dd2vtt", 1)
	assert.Equal(t, want, st["scenario"], "the map reference rewritten, every other byte kept")
	assert.Equal(t, map[string]string{"vault.dd2vtt": sum(gmsOwn), "vault-2.dd2vtt": sum(data)}, mapsOf(t, st))
	own, err := os.ReadFile(filepath.Join(scen, "vault.dd2vtt"))
	require.NoError(t, err)
	assert.Equal(t, gmsOwn, own, "the GM's file untouched")
	kept, err := os.ReadFile(filepath.Join(scen, "vault-2.dd2vtt"))
	require.NoError(t, err)
	assert.Equal(t, data, kept)
	saved, err := os.ReadFile(filepath.Join(scen, "vault.yaml"))
	require.NoError(t, err)
	assert.Equal(t, want, string(saved))

	// The same bytes under a third name, sent whole again: not written.
	cellar := strings.ReplaceAll(vaultFight, "vault.dd2vtt", "cellar map.dd2vtt")
	sendMap(gm, "cellar map.dd2vtt", data)
	gm.send(map[string]any{"type": "setup", "id": "s2", "name": "cellar.yaml", "scenario": cellar, "map": "cellar map.dd2vtt"})
	st = gm.next()
	require.Equal(t, "state", st["type"], "%v", st)
	assert.Contains(t, st["scenario"], "uvtt: vault-2.dd2vtt")
	_, err = os.Stat(filepath.Join(scen, "cellar map.dd2vtt"))
	assert.True(t, os.IsNotExist(err), "no second copy")
	assert.Len(t, mapsOf(t, st), 2)
}

// A setup naming a kept file by a SHA-256 that is not one, or by one of
// bytes the host does not have, is refused with one line and writes
// nothing.
func TestASetupOnAMapFileTheHostLacksIsRefusedAndChangesNothing(t *testing.T) {
	dir := t.TempDir()
	data := vaultMap(t)
	h, ts := newHost(t, server.Config{SaveDir: dir})
	gm := dial(t, h, ts, "gm")
	for _, tc := range []struct{ sha, why string }{
		{"abc", `the map file's SHA-256 "abc": 64 hex digits`},
		{strings.Repeat("z", 64), `the map file's SHA-256 "zzzz`},
		{sum(data), "the host has no map file vault.dd2vtt of those bytes: send it again"},
	} {
		gm.send(map[string]any{"type": "setup", "id": "s1", "scenario": vaultFight, "map": "vault.dd2vtt", "map_sha256": tc.sha})
		m := gm.next()
		require.Equal(t, "refused", m["type"], "%v", m)
		assert.True(t, strings.HasPrefix(m["error"].(string), tc.why), "%q", m["error"])
	}
	gm.send(map[string]any{"type": "setup", "id": "s1", "scenario": vaultFight, "map": "../vault.dd2vtt", "map_sha256": sum(data)})
	assert.True(t, strings.HasPrefix(gm.next()["error"].(string), `the map file's name "../vault.dd2vtt"`))
	_, err := os.Stat(filepath.Join(dir, "scenarios"))
	assert.True(t, os.IsNotExist(err), "nothing written")
	h.Battle(func(b *rules.Battle) { assert.NotNil(t, b.Figure("c1"), "the old battle stands") })
}
