//go:build !js

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"battlemat/board"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	must "github.com/stretchr/testify/require"
)

// These cases all fail before a window would open, so they run anywhere;
// the window itself is tested in e2e under Xvfb.
func TestWindowCommandsRefuseBadInputBeforeOpening(t *testing.T) {
	demo := filepath.Join("..", "..", "assets", "scenarios", "demo.yaml")
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.yaml")
	must.NoError(t, os.WriteFile(bad, []byte("name: [\n"), 0o644))
	missing := filepath.Join(dir, "missing.yaml")

	tests := []struct {
		name string
		args []string
		want string // in the one-line error
	}{
		{"play without a file", []string{"play"}, "expected 1 file argument"},
		{"play a missing file", []string{"play", missing}, missing + ": no such file"},
		{"play a bad file", []string{"play", bad}, bad + ":1:"},
		{"play negative frames", []string{"play", demo, "--profile-frames", "-1"}, "--profile-frames -1"},
		{"render without --out", []string{"render", demo}, "missing --out"},
		{"render at 0 px per inch", []string{"render", demo, "--out", filepath.Join(dir, "m.png"), "--px-per-inch", "0"}, "want 4 to 1000"},
		{"render a bad file", []string{"render", bad, "--out", filepath.Join(dir, "m.png")}, bad + ":1:"},
		{"render too large", []string{"render", demo, "--out", filepath.Join(dir, "m.png"), "--px-per-inch", "1000"}, "lower --px-per-inch"},
		{"web with an argument", []string{"web", "extra"}, `unexpected argument "extra"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			code := run(tt.args, &out, &errb)
			assert.Equal(t, 2, code)
			assert.Empty(t, out.String())
			assert.Equal(t, 1, strings.Count(errb.String(), "\n"), "one line: %q", errb.String())
			assert.Contains(t, errb.String(), tt.want)
		})
	}
}

func TestRenderWithoutADisplaySaysSo(t *testing.T) {
	t.Setenv("DISPLAY", "")
	t.Setenv("EBITENGINE_VM_ENDPOINT", "")
	out := filepath.Join(t.TempDir(), "map.png")
	var stdout, stderr bytes.Buffer
	code := run([]string{"render", filepath.Join("..", "..", "assets", "scenarios", "demo.yaml"), "--out", out}, &stdout, &stderr)
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr.String(), "no display")
	assert.NoFileExists(t, out)
}

func TestWebNeedsTheSourceTree(t *testing.T) {
	t.Chdir(t.TempDir())
	var stdout, stderr bytes.Buffer
	code := run([]string{"web", "--out", "site"}, &stdout, &stderr)
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr.String(), "needs battlemat's source tree")
	assert.NoDirExists(t, "site")
}

func TestLoadScenarioDefaultsToTheDemo(t *testing.T) {
	b, err := loadScenario("")
	must.NoError(t, err)
	assert.Equal(t, "Night of the Black Chapel", b.Name)
	_, err = loadShipped("nope")
	assert.ErrorContains(t, err, "not a shipped scenario")
}

// play decides by content whether FILE is a battle file: a JSON scenario
// starts with '{' as a battle file does, but has no "format" key, so it
// starts a new battle; a battle file still resumes where it was saved.
func TestPlayOpensAJSONScenarioAsAScenarioAndABattleFileAsABattle(t *testing.T) {
	t.Setenv("BATTLEMAT_SEED", "7")
	dir := t.TempDir()
	scenario := filepath.Join(dir, "s.json")
	must.NoError(t, os.WriteFile(scenario, []byte(`{
  "name": "JSON skirmish",
  "map": {"rows": ["......", "......"]},
  "figures": [
    {"id": "al", "name": "Al", "side": "heroes", "wildcard": true, "at": [0, 0],
     "traits": {"agility": "d8", "vigor": "d6", "shooting": "d8"}},
    {"id": "bo", "name": "Bo", "side": "cult", "at": [5, 1],
     "traits": {"agility": "d6", "vigor": "d6", "fighting": "d6"}}
  ]
}
`), 0o644))

	g, err := newGame(scenario)
	must.NoError(t, err, "a JSON scenario is a scenario, not a broken battle file")
	f := g.Controller().Fight()
	assert.Equal(t, "JSON skirmish", g.Board().Name)
	assert.Len(t, g.Board().Figures, 2)
	assert.Zero(t, f.Seq(), "a new battle")
	assert.Equal(t, scenario, f.ScenarioPath)
	assert.Equal(t, filepath.Join(dir, "s.battle.json"), f.SavePath)

	must.NoError(t, g.Controller().Apply(rules.StartRound{}))
	must.NoError(t, f.Save())
	g2, err := newGame(f.SavePath)
	must.NoError(t, err, "a battle file still loads as one")
	f2 := g2.Controller().Fight()
	assert.Equal(t, "JSON skirmish", g2.Board().Name)
	assert.Equal(t, 1, f2.Seq(), "the saved action is replayed")
	saved, err := f.BattleFile()
	must.NoError(t, err)
	again, err := f2.BattleFile()
	must.NoError(t, err)
	assert.JSONEq(t, string(saved), string(again), "the same battle, its deal's cards and all")
	assert.Empty(t, f2.ScenarioPath, "a battle file is not a scenario")
	assert.Equal(t, f.SavePath, f2.SavePath, "Ctrl+S saves back to the battle file")

	// A battle file of a later format names the version it needs.
	later := filepath.Join(dir, "later.battle.json")
	must.NoError(t, os.WriteFile(later, []byte(`{"format": "battlemat-battle/2", "scenario": "x", "seed": 1}`), 0o644))
	_, err = newGame(later)
	assert.ErrorContains(t, err, `"battlemat-battle/2" needs a newer battlemat`)
}

// render paints a saved battle as it stands, not its scenario's start.
func TestRenderBoardOfABattleFileIsItsCurrentState(t *testing.T) {
	t.Setenv("BATTLEMAT_SEED", "12")
	g, err := newGame(filepath.Join("..", "..", "assets", "scenarios", "demo.yaml"))
	must.NoError(t, err)
	f := g.Controller().Fight()
	must.NoError(t, g.Controller().Apply(rules.StartRound{}))
	must.NoError(t, g.Controller().Apply(rules.StartTurn{Who: "buck", Actions: 1}))
	must.NoError(t, g.Controller().Apply(rules.Move{Who: "buck", To: rules.Pos{X: 3, Y: 2}}))
	f.SavePath = filepath.Join(t.TempDir(), "demo.battle.json")
	must.NoError(t, f.Save())
	b, err := renderBoard(f.SavePath)
	must.NoError(t, err)
	buck := b.Figure("buck")
	must.NotNil(t, buck)
	assert.Equal(t, board.Square{X: 3, Y: 2}, buck.At, "the battle's Buck, moved")
	s, err := renderBoard(filepath.Join("..", "..", "assets", "scenarios", "demo.yaml"))
	must.NoError(t, err)
	assert.Equal(t, board.Square{X: 2, Y: 2}, s.Figure("buck").At)
}

// The first window fits the screen it opens on: 1280x800 on a 1024x768
// screen becomes 1008x672 (16 px of borders, 96 of title bar and
// taskbar); on a 1920x1080 screen it stays 1280x800; an unknown monitor
// changes nothing and a tiny one never makes it smaller than 320x240.
func TestFirstWindowFitsTheScreenItOpensOn(t *testing.T) {
	w, h := fitWindow(1280, 800, 1024, 768)
	assert.Equal(t, [2]int{1008, 672}, [2]int{w, h})
	w, h = fitWindow(1280, 800, 1920, 1080)
	assert.Equal(t, [2]int{1280, 800}, [2]int{w, h})
	w, h = fitWindow(1280, 800, 0, 0)
	assert.Equal(t, [2]int{1280, 800}, [2]int{w, h})
	w, h = fitWindow(1280, 800, 300, 200)
	assert.Equal(t, [2]int{320, 240}, [2]int{w, h})
}
