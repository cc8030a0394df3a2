//go:build !js

package server_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/server"
)

// The table's settings the GM changes during the fight (gm_asks, the
// GM's edits in every log, the sides the tactic plays) are kept in the
// save folder: a host started again on it has them, over the scenario's
// and the --gm-asks flag's; a save folder without them (saved by an
// older host) starts from the scenario's and the flag's, as before.
func TestTheGMsSettingsSurviveARestartOnTheSaveFolder(t *testing.T) {
	dir := t.TempDir()
	cfg := server.Config{Name: "ai.yaml", Data: []byte(aiHostTable), SaveDir: dir}
	h, ts := newHost(t, cfg)
	gm := dial(t, h, ts, "gm")
	gm.send([]byte(`{"type":"settings","id":"s","gm_asks":"all","show_gm_edits":true,"ai":[]}`))
	st := gm.until("state")
	require.Equal(t, map[string]any{"gm_asks": "all", "show_gm_edits": true, "ai": []any{}, "sides": []any{"cult", "heroes"}}, st["settings"])
	ts.Close()

	gmSettings := func(cfg server.Config) any {
		h, ts := newHost(t, cfg)
		defer ts.Close()
		c, _, err := dialToken(t, ts, token(t, h, "gm"))
		require.NoError(t, err)
		return c.next()["settings"]
	}
	cfg.GMAsks = rules.GMAsksNever
	assert.Equal(t, map[string]any{"gm_asks": "all", "show_gm_edits": true, "ai": []any{}, "sides": []any{"cult", "heroes"}},
		gmSettings(cfg), "the GM's settings, not the scenario's nor the flag's")

	// Settings named by another battle (a host stopped between a new
	// fight's battle and its settings) are not this one's.
	path := filepath.Join(dir, server.TableFileName)
	kept, err := os.ReadFile(path)
	require.NoError(t, err)
	other := strings.Replace(string(kept), `"seed": `+strconv.Itoa(seed), `"seed": `+strconv.Itoa(seed+1), 1)
	require.NotEqual(t, string(kept), other)
	require.NoError(t, os.WriteFile(path, []byte(other), 0o600))
	assert.Equal(t, "never", gmSettings(cfg).(map[string]any)["gm_asks"], "another battle's settings")

	require.NoError(t, os.Remove(filepath.Join(dir, server.TableFileName)))
	assert.Equal(t, map[string]any{"gm_asks": "never", "show_gm_edits": false, "ai": []any{"cult"}, "sides": []any{"cult", "heroes"}},
		gmSettings(cfg), "an older save folder: the scenario's control: ai and the flag's gm_asks")

	require.NoError(t, os.WriteFile(filepath.Join(dir, server.TableFileName), []byte("{not json"), 0o600))
	_, err = server.New(cfg)
	require.Error(t, err, "a broken settings file is not taken for none")
	assert.Contains(t, err.Error(), server.TableFileName)
}

// A control: ai side that is up in a battle the host goes on with from
// its save folder plays at once, on the host's clock: nobody connects
// and nothing is sent, and the cultist's turn is started, played and
// ended.
func TestAResumedAISidePlaysWithoutAnyScreenSendingAnything(t *testing.T) {
	dir := t.TempDir()
	var file *board.BattleFile
	for s := uint64(1); s < 100 && file == nil; s++ {
		f := &board.BattleFile{Format: board.BattleFormat, Name: "ai.yaml", Scenario: aiHostTable, Seed: s, Rules: rules.CurrentRevision}
		_, b, err := f.Start()
		require.NoError(t, err)
		require.NoError(t, b.Apply(rules.StartRound{}))
		if up := server.UpNow(b); up != nil && *up == "cult" {
			file = board.FileOf("ai.yaml", []byte(aiHostTable), b)
		}
	}
	require.NotNil(t, file, "no seed dealt the cultist first")
	data, err := file.Marshal()
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, server.BattleFileName), data, 0o600))

	h, err := server.New(server.Config{Name: "ai.yaml", Data: []byte(aiHostTable), SaveDir: dir, Logf: t.Logf})
	require.NoError(t, err)
	var kinds []string
	ended := func() bool {
		kinds = nil
		h.Battle(func(b *rules.Battle) {
			for _, ap := range b.Applied[1:] {
				kinds = append(kinds, ap.Action.Kind())
			}
		})
		return len(kinds) > 0 && kinds[len(kinds)-1] == rules.KindEndTurn
	}
	for deadline := time.Now().Add(patience(t)); !ended(); time.Sleep(20 * time.Millisecond) {
		require.True(t, time.Now().Before(deadline), "the cultist never played: %v", kinds)
	}
	assert.Equal(t, rules.KindTurn, kinds[0], "the host starts the cultist's turn by itself")
	saved, err := os.ReadFile(filepath.Join(dir, server.BattleFileName))
	require.NoError(t, err)
	again, err := board.ParseBattleFile(saved)
	require.NoError(t, err)
	assert.Len(t, again.Actions, 1+len(kinds), "every step saved")
}
