//go:build !js

package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	must "github.com/stretchr/testify/require"
)

// check replays a battle file and names the revision of its rules.
func TestCheckBattleFile(t *testing.T) {
	old := filepath.Join("..", "..", "testdata", "demo-2026-11.battle.json")
	code, out, errs := runCLI("check", old, "--json")
	assert.Equal(t, 0, code, errs)
	assert.Equal(t, `{"ok":true,"figures":11,"width":20,"height":14,"actions":217,"rules":1,"note":"played under the rules of revision 1 (new battles: revision 12); it keeps them"}`+"\n", out)
	code, out, errs = runCLI("check", filepath.Join("..", "..", "testdata", "demo-2026-11-r2.battle.json"))
	assert.Equal(t, 0, code, errs)
	assert.Contains(t, out, "114 actions replayed, rules revision 2\n")
	assert.Contains(t, out, "played under the rules of revision 2 (new battles: revision 12)")
}

func TestCheck(t *testing.T) {
	demo := filepath.Join("..", "..", "assets", "scenarios", "demo.yaml")

	code, out, errs := runCLI("check", demo, "--json")
	assert.Equal(t, 0, code, errs)
	assert.Equal(t, `{"ok":true,"figures":11,"width":20,"height":14}`+"\n", out)
	assert.Empty(t, errs)

	// Flags before the file work too; without --json a person's line.
	code, out, _ = runCLI("check", demo)
	assert.Equal(t, 0, code)
	assert.Equal(t, demo+": ok: \"Night of the Black Chapel\", 20x14 squares, 11 figures\n", out)

	dir := t.TempDir()
	bad := filepath.Join(dir, "ford.yaml")
	src := "map:\n  rows: [\"...\"]\nfigures:\n  - {id: a, side: s, at: [0, 0],\n     traits: {shooting: d7}}\n"
	must.NoError(t, os.WriteFile(bad, []byte(src), 0o644))
	code, out, errs = runCLI("check", "--json", bad)
	assert.Equal(t, 2, code)
	assert.Empty(t, out, "nothing on stdout for a bad file")
	assert.Equal(t, "battlemat check: "+bad+`:5:25: figures[0].traits.shooting: "d7" is not a die (d4, d6, d8, d10, d12, or d12+N)`+"\n", errs)

	for _, args := range [][]string{
		{"check"},                                // no file
		{"check", demo, demo},                    // two files
		{"check", "--nope", demo},                // unknown flag
		{"check", filepath.Join(dir, "missing")}, // no such file
	} {
		code, out, errs := runCLI(args...)
		assert.Equal(t, 2, code, args)
		assert.Empty(t, out, args)
		assert.Regexp(t, `^battlemat check: [^\n]+\n$`, errs, args)
	}
}

func TestCheckCountsAMapsThinWallsDoorsWindowsAndLights(t *testing.T) {
	cellar := filepath.Join("..", "..", "board", "testdata", "cellar.yaml")
	code, out, errs := runCLI("check", cellar, "--json")
	assert.Equal(t, 0, code, errs)
	assert.Equal(t, `{"ok":true,"figures":2,"width":10,"height":8,"walls":7,"doors":1,"windows":1,"lights":2,"picture":"png 20x16"}`+"\n", out)

	// A map file alone, and one whose picture is a path: a warning.
	file := filepath.Join("..", "..", "board", "testdata", "uvtt", "room_path.df2vtt")
	code, out, errs = runCLI("check", file)
	assert.Equal(t, 0, code, errs)
	assert.Equal(t, file+`: ok: "room_path", 10x8 squares, 0 figures, 7 walls, 1 doors, 1 windows, 2 lights`+"\n"+
		`warning: the picture is a file path ("C:/Users/gm/maps/room.png"), not embedded: the map loads without a picture`+"\n", out)

	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.dd2vtt")
	must.NoError(t, os.WriteFile(bad, []byte(`{"resolution": {"map_size": {"x": 1`), 0o644))
	code, out, errs = runCLI("check", bad)
	assert.Equal(t, 2, code)
	assert.Empty(t, out)
	assert.Equal(t, "battlemat check: "+bad+": not a Universal VTT map: the file ends too soon (truncated?)\n", errs)
}

// check says, one line a Weakness, when the rules can play nothing of it:
// the words after its type are no effect they read.
func TestCheckWarnsOfAWeaknessWhoseEffectTheRulesCannotRead(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "bog.yaml")
	src := "map:\n  rows: [\"....\"]\nfigures:\n  - {id: hero, side: a, at: [0, 0]}\n" +
		"  - {id: troll, side: b, at: [3, 0], abilities: [\"Weakness (fire, double)\", \"Weakness (fire, burns on)\"]}\n"
	must.NoError(t, os.WriteFile(file, []byte(src), 0o644))
	code, out, errs := runCLI("check", file)
	assert.Equal(t, 0, code, errs)
	assert.Equal(t, file+`: ok: "bog", 4x1 squares, 2 figures`+"\n"+
		`warning: `+file+`:5:77: troll (abilities): Weakness (fire, burns on): "burns on" after its type is no effect the rules read (+N, double or x2): it changes nothing in a fight`+"\n", out)
}
