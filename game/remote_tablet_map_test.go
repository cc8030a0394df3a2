package game

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/wire"
)

// fakeMapFiles makes the files the page was given (the browser's file
// picker) the only map files the loader reads by those names.
func fakeMapFiles(t *testing.T, files map[string][]byte) {
	t.Helper()
	disk := board.ReadMapFile
	board.ReadMapFile = func(p string) ([]byte, error) {
		if data, ok := files[filepath.Base(p)]; ok {
			return data, nil
		}
		return disk(p)
	}
	t.Cleanup(func() { board.ReadMapFile = disk })
}

// The tablet's Open map asks the page for a file; the page hands the
// file chosen to the setup, which opens the map; Start sends the file to
// the host in pieces of at most wire.MapPartBytes, a few a tick, and the
// setup naming it after the last, while the setup's line counts them.
func TestRemoteGMOpenMapSendsTheMapFileWithTheSetup(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "assets", "scenarios", "cellar.dd2vtt"))
	require.NoError(t, err)
	// Padded (JSON allows trailing spaces) to take several ticks' pieces.
	data = append(data, bytes.Repeat([]byte(" "), 4*wire.MapPartBytes)...)
	fakeMapFiles(t, map[string][]byte{"vault.dd2vtt": data})
	picked := 0
	pick := PickFile
	PickFile = func() bool { picked++; return true }
	t.Cleanup(func() { PickFile = pick })

	g, o := tabletOf(t, tabletSession(t), wire.SeatGM)
	assert.False(t, g.SetupTakes("vault.dd2vtt", data), "no setup open: the file is not the setup's")
	g.R.Press(RemoteSetup)
	require.True(t, g.tickLocal(Input{}))
	tapLocalSetup(t, g, "Open map")
	assert.Equal(t, 1, picked, "the page's file picker")
	require.True(t, g.SetupTakes("vault.dd2vtt", data))
	st := g.Local().Setup()
	require.Equal(t, [2]int{16, 12}, [2]int{st.Board().W, st.Board().H}, st.msg)
	require.Positive(t, len(st.Board().Walls), "the file's walls")

	tapLocalSetup(t, g, "Start")
	require.NotEmpty(t, o.msgs)
	assert.Less(t, len(o.msgs), len(data)/wire.MapPartBytes+2, "not the whole file and the setup at once")
	var got []byte
	var setup *wire.Incoming
	for range 100 {
		before := len(o.msgs)
		require.True(t, g.tickLocal(Input{}), "the setup stays open while the map goes")
		assert.LessOrEqual(t, len(o.msgs)-before, mapPartsATick, "a few pieces a tick")
		if line, _ := st.Message(); len(o.msgs) > 0 && o.msgs[len(o.msgs)-1].Type == wire.TypeMapPart {
			assert.Contains(t, line, "Sending the map vault.dd2vtt to the host: ")
		}
		if n := len(o.msgs); n > 0 && o.msgs[n-1].Type == wire.TypeSetup {
			break
		}
	}
	for i, m := range o.msgs {
		if m.Type == wire.TypeSetup {
			setup = &o.msgs[i]
			continue
		}
		require.Equal(t, wire.TypeMapPart, m.Type)
		assert.Equal(t, "vault.dd2vtt", m.Name)
		assert.Equal(t, len(data), m.Size)
		assert.Equal(t, len(got), m.At, "in order")
		assert.LessOrEqual(t, len(m.Data), wire.MapPartBytes)
		got = append(got, m.Data...)
	}
	require.NotNil(t, setup, "the setup after the last piece")
	assert.Equal(t, data, got, "the file whole")
	assert.Equal(t, wire.TypeSetup, o.msgs[len(o.msgs)-1].Type)
	assert.Equal(t, "vault.dd2vtt", setup.Map)
	assert.Equal(t, setup.ID, o.msgs[0].ID, "the pieces carry the setup's id")
	b, err := board.Parse(setup.Name, []byte(setup.Scenario))
	require.NoError(t, err, "the scenario sent plays on the map")
	assert.Equal(t, len(st.Board().Walls), len(b.Walls))
}

// The host's refusal of a piece is the setup's: the sending stops and
// the line says why, the setup still open.
func TestRemoteGMRefusedMapPieceStopsTheSending(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "assets", "scenarios", "cellar.dd2vtt"))
	require.NoError(t, err)
	fakeMapFiles(t, map[string][]byte{"vault.dd2vtt": data})
	g, o := tabletOf(t, tabletSession(t), wire.SeatGM)
	g.R.Press(RemoteSetup)
	require.True(t, g.tickLocal(Input{}))
	require.True(t, g.SetupTakes("vault.dd2vtt", data))
	tapLocalSetup(t, g, "Start")
	require.NotEmpty(t, o.msgs)
	feed(t, g.R, wire.Refused{Type: wire.TypeRefused, ID: o.msgs[0].ID, Error: "a map file of 145561 bytes: at most 64 MB"})
	sent := len(o.msgs)
	for range 10 {
		require.True(t, g.tickLocal(Input{}))
	}
	assert.Equal(t, sent, len(o.msgs), "nothing more sent")
	line, bad := g.Local().Setup().Message()
	assert.True(t, bad)
	assert.Equal(t, "a map file of 145561 bytes: at most 64 MB", line)
}
