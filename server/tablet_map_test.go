//go:build !js

package server_test

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
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

// vaultFight is a fight on a Universal VTT map the GM opened on the
// tablet (not a file the program ships: its squares come from the file).
const vaultFight = `name: Vault
map:
  uvtt: vault.dd2vtt
figures:
  - {id: mara, name: Mara, side: heroes, player: anna, wildcard: true, at: [1, 1], traits: {agility: d8, fighting: d8, vigor: d6}}
  - {id: rat, name: Rat, side: vermin, at: [3, 1], traits: {agility: d8, fighting: d6, vigor: d4}}
`

// vaultMap is a Universal VTT file of 16x12 squares with walls.
func vaultMap(t *testing.T) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "assets", "scenarios", "cellar.dd2vtt"))
	require.NoError(t, err)
	return data
}

// sendMap sends a map file in pieces as the tablet does.
func sendMap(c *conn, name string, data []byte) {
	for at := 0; at < len(data); at += wire.MapPartBytes {
		end := min(at+wire.MapPartBytes, len(data))
		c.send(map[string]any{"type": "mappart", "id": fmt.Sprintf("m%d", at), "name": name, "size": len(data), "at": at, "data": data[at:end]})
	}
}

// A map file sent with the setup is written beside the saved scenario
// in the save folder's scenarios, the new fight plays on its walls, and
// a host started again goes on with it there.
func TestAMapFileSentWithTheSetupIsSavedBesideTheScenarioAndPlayed(t *testing.T) {
	dir := t.TempDir()
	data := vaultMap(t)
	require.Greater(t, len(data), 2*wire.MapPartBytes, "the file goes in several pieces")
	h, ts := newHost(t, server.Config{SaveDir: dir})
	gm, anna := dial(t, h, ts, "gm"), dial(t, h, ts, "player:anna")
	sendMap(gm, "vault.dd2vtt", data)
	gm.send(map[string]any{"type": "setup", "id": "s1", "name": "vault.yaml", "scenario": vaultFight, "map": "vault.dd2vtt"})
	for _, c := range []*conn{gm, anna} {
		st := c.next()
		require.Equal(t, "state", st["type"], "%v", st)
		assert.Contains(t, st["scenario"], "vault.dd2vtt")
		assert.Contains(t, st["figures"], "rat")
	}
	saved, err := os.ReadFile(filepath.Join(dir, "scenarios", "vault.dd2vtt"))
	require.NoError(t, err)
	assert.Equal(t, data, saved, "the map file whole")
	b, err := board.Load(filepath.Join(dir, "scenarios", "vault.yaml"))
	require.NoError(t, err, "the saved scenario loads beside its map")
	assert.Equal(t, [2]int{16, 12}, [2]int{b.W, b.H})
	walls := len(b.Walls)
	require.Positive(t, walls)
	h.Battle(func(bt *rules.Battle) { assert.NotNil(t, bt.Figure("rat"), "the fight is on") })

	// Every seat can fetch the map to draw it.
	get := func(p string) (int, []byte) {
		resp, err := http.Get(ts.URL + p)
		require.NoError(t, err)
		defer resp.Body.Close()
		body, err := io.ReadAll(resp.Body)
		require.NoError(t, err)
		return resp.StatusCode, body
	}
	code, body := get("/map/vault.dd2vtt?seat=" + token(t, h, "player:anna"))
	assert.Equal(t, http.StatusOK, code)
	assert.Equal(t, data, body, "Anna's phone gets the map file")
	code, _ = get("/map/vault.dd2vtt?seat=nobody")
	assert.Equal(t, http.StatusForbidden, code, "not without a seat")
	for _, p := range []string{"/map/vault.yaml", "/map/battle.json", "/map/..%2Fbattle.json", "/map/"} {
		code, _ = get(p + "?seat=" + token(t, h, "table"))
		assert.Equal(t, http.StatusNotFound, code, "%s: only a file the scenario names", p)
	}
	ts.Close()

	h2, err := server.New(server.Config{Name: "table.yaml", Data: []byte(table), SaveDir: dir, Logf: t.Logf})
	require.NoError(t, err, "the host goes on with the fight on its map")
	h2.Battle(func(bt *rules.Battle) { assert.NotNil(t, bt.Figure("rat")) })
}

// A map file that is too big, badly named, not what its name says, out
// of order, sent by a player, or named by a setup it never reached is
// refused with one line; nothing is written anywhere and the old battle
// stands.
func TestABadMapFileIsRefusedAndChangesNothing(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "night")
	data := vaultMap(t)
	h, ts := newHost(t, server.Config{SaveDir: dir})
	gm, anna := dial(t, h, ts, "gm"), dial(t, h, ts, "player:anna")
	part := func(name string, size, at int, b []byte) map[string]any {
		return map[string]any{"type": "mappart", "id": "m1", "name": name, "size": size, "at": at, "data": b}
	}
	anna.send(part("vault.dd2vtt", len(data), 0, data[:10]))
	assert.Equal(t, map[string]any{"type": "refused", "id": "m1", "error": "only the GM may send a map file"}, anna.next())
	for _, tc := range []struct {
		msg map[string]any
		why string
	}{
		{part("vault.dd2vtt", board.MaxMapFileBytes+1, 0, data[:10]), "a map file of 67108865 bytes: at most 64 MB"},
		{part("../vault.dd2vtt", len(data), 0, data[:10]), `the map file's name "../vault.dd2vtt": a plain file name`},
		{part("..", len(data), 0, data[:10]), `the map file's name "..": a plain file name`},
		{part("/etc/vault.dd2vtt", len(data), 0, data[:10]), `the map file's name "/etc/vault.dd2vtt"`},
		{part(".hidden.png", len(data), 0, data[:10]), `the map file's name ".hidden.png"`},
		{part("vault.yaml", len(data), 0, data[:10]), "the map file vault.yaml: a Universal VTT file"},
		{part("vault.dd2vtt", len(data), 10, data[:10]), "a piece of vault.dd2vtt at byte 10 out of order"},
		{part("vault.dd2vtt", 5, 0, data[:10]), "the pieces of vault.dd2vtt run past its 5 bytes"},
		{part("vault.dd2vtt", len(data), 0, make([]byte, wire.MapPartBytes+1)), "a piece of a map file of 40961 bytes: 1 to 40960"},
	} {
		gm.send(tc.msg)
		m := gm.next()
		require.Equal(t, "refused", m["type"], "%v", m)
		assert.True(t, strings.HasPrefix(m["error"].(string), tc.why), "%q", m["error"])
	}
	setup := func(name string) map[string]any {
		return map[string]any{"type": "setup", "id": "s1", "name": "vault.yaml", "scenario": strings.ReplaceAll(vaultFight, "vault.dd2vtt", name), "map": name}
	}
	// Half a file, then the setup.
	gm.send(part("vault.dd2vtt", len(data), 0, data[:wire.MapPartBytes]))
	gm.send(setup("vault.dd2vtt"))
	assert.Equal(t, "the map file vault.dd2vtt has not arrived whole: send it again", gm.next()["error"])
	// Not a Universal VTT file, nor a picture.
	junk := []byte(`{"format": 0.3}`)
	sendMap(gm, "vault.dd2vtt", junk)
	gm.send(setup("vault.dd2vtt"))
	assert.True(t, strings.HasPrefix(gm.next()["error"].(string), "the map file vault.dd2vtt: "))
	sendMap(gm, "vault.png", []byte("not a picture"))
	gm.send(setup("vault.png"))
	assert.Equal(t, "the map file vault.png: not a PNG, JPEG or WebP picture", gm.next()["error"])
	// A map the scenario does not name.
	sendMap(gm, "other.dd2vtt", data)
	gm.send(map[string]any{"type": "setup", "id": "s1", "scenario": vaultFight, "map": "other.dd2vtt"})
	assert.Equal(t, "the scenario does not name the map file other.dd2vtt", gm.next()["error"])
	// A good map under a scenario that does not load on it: the map is
	// taken away again.
	sendMap(gm, "vault.dd2vtt", data)
	gm.send(map[string]any{"type": "setup", "id": "s1", "scenario": strings.Replace(vaultFight, "at: [3, 1]", "at: [1, 1]", 1), "map": "vault.dd2vtt"})
	assert.True(t, strings.HasPrefix(gm.next()["error"].(string), "the scenario: "))

	anna.quiet()
	_, err := os.Stat(filepath.Join(dir, "scenarios"))
	if err == nil {
		entries, err := os.ReadDir(filepath.Join(dir, "scenarios"))
		require.NoError(t, err)
		assert.Empty(t, entries, "nothing saved")
	}
	entries, err := os.ReadDir(root)
	require.NoError(t, err)
	assert.Len(t, entries, 1, "nothing outside the save folder")
	h.Battle(func(b *rules.Battle) { assert.NotNil(t, b.Figure("c1"), "the old battle stands") })
}

// Without a save folder the host has nowhere to keep a map file: the
// setup is refused with a line saying how.
func TestAMapFileNeedsTheHostsSaveFolder(t *testing.T) {
	h, ts := newHost(t, server.Config{})
	gm := dial(t, h, ts, "gm")
	sendMap(gm, "vault.dd2vtt", vaultMap(t))
	gm.send(map[string]any{"type": "setup", "id": "s1", "scenario": vaultFight, "map": "vault.dd2vtt"})
	assert.Equal(t, "the host keeps a map file only in its save folder: start it with --save DIR", gm.next()["error"])
	h.Battle(func(b *rules.Battle) { assert.NotNil(t, b.Figure("c1")) })
}

// A map file of a hundred pieces sent at once (more than the limit on
// messages at once, server.DefaultBurst) arrives whole, as the tablet
// writes its pieces: they count against a limit of their own.
func TestAMapFileOfManyPiecesIsNotRefusedAsAFlood(t *testing.T) {
	require.Greater(t, 100, server.DefaultBurst)
	dir := t.TempDir()
	h, ts := newHost(t, server.Config{SaveDir: dir})
	gm := dial(t, h, ts, "gm")
	data := make([]byte, 100*wire.MapPartBytes)
	for at := 0; at < len(data); at += wire.MapPartBytes {
		raw, err := json.Marshal(wire.Incoming{Type: wire.TypeMapPart, ID: "s1", Name: "vault.dd2vtt", Size: len(data), At: at, Data: data[at : at+wire.MapPartBytes]})
		require.NoError(t, err)
		require.Less(t, len(raw), wire.MaxMessage, "a piece fits in a message")
		gm.send(raw)
	}
	gm.send(map[string]any{"type": "setup", "id": "s1", "scenario": vaultFight, "map": "vault.dd2vtt"})
	m := gm.next()
	require.Equal(t, "refused", m["type"])
	assert.True(t, strings.HasPrefix(m["error"].(string), "the map file vault.dd2vtt: not a Universal VTT map"), "every piece came: %q", m["error"])
}
