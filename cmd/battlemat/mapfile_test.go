//go:build !js

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	must "github.com/stretchr/testify/require"

	"battlemat/board"
)

// bigRoom is the test room's Universal VTT file padded with white space
// to over a MiB (a scenario's limit, not a map file's), in dir.
func bigRoom(t *testing.T, dir string) string {
	data, err := os.ReadFile("../../board/testdata/uvtt/room.dd2vtt")
	must.NoError(t, err)
	i := bytes.LastIndexByte(data, '}')
	big := append(append(append([]byte(nil), data[:i]...), bytes.Repeat([]byte(" "), 1<<20)...), data[i:]...)
	p := filepath.Join(dir, "room.dd2vtt")
	must.NoError(t, os.WriteFile(p, big, 0o644))
	return p
}

// render takes a map file alone as check does: its walls and doors on
// open squares.
func TestRenderTakesAMapFileAsCheckDoes(t *testing.T) {
	p := bigRoom(t, t.TempDir())
	want, err := board.LoadUVTT(p)
	must.NoError(t, err)
	b, err := renderBoard(p)
	must.NoError(t, err)
	assert.Equal(t, want.W, b.W)
	assert.Equal(t, want.H, b.H)
	assert.Equal(t, len(want.Walls), len(b.Walls))
	assert.NotEmpty(t, b.Walls)
}

// play opens a map file alone, under a map file's limit (64 MiB), not a
// scenario's (1 MiB): the same map as check reads, no figures, saved
// beside it.
func TestPlayOpensAMapFileOverAScenariosLimit(t *testing.T) {
	t.Setenv("BATTLEMAT_AUTOSAVE", "off")
	dir := t.TempDir()
	p := bigRoom(t, dir)
	want, err := board.LoadUVTT(p)
	must.NoError(t, err)
	g, err := newGame(p)
	must.NoError(t, err)
	f := g.Controller().Fight()
	assert.Equal(t, want.W, g.Board().W)
	assert.Equal(t, len(want.Walls), len(g.Board().Walls))
	assert.Empty(t, g.Board().Figures)
	assert.Equal(t, filepath.Join(dir, "room.battle.json"), f.SavePath)
	assert.Empty(t, f.ScenarioPath, "no scenario file to write an alignment into")
}
