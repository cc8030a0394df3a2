package game

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/wire"
)

func sha256Of(data []byte) string {
	s := sha256.Sum256(data)
	return hex.EncodeToString(s[:])
}

// startWithMap opens the tablet's setup on the map file vault.dd2vtt
// (data) with the host's state listing maps, and taps Start.
func startWithMap(t *testing.T, data []byte, maps []wire.MapFile) (*RemoteGame, *tabletOutbox) {
	t.Helper()
	fakeMapFiles(t, map[string][]byte{"vault.dd2vtt": data, "vault-2.dd2vtt": data})
	s := tabletSession(t)
	g, o := tabletOf(t, s, wire.SeatGM)
	st := s.View(wire.SeatGM)
	st.Maps = maps
	feed(t, g.R, st)
	g.R.Press(RemoteSetup)
	require.True(t, g.tickLocal(Input{}))
	require.True(t, g.SetupTakes("vault.dd2vtt", data))
	tapLocalSetup(t, g, "Start")
	return g, o
}

// A map file whose bytes the host says it has (by SHA-256, under any
// name) is not sent again: Start sends the setup alone, naming the file
// and its SHA-256; the host's state with the scenario's map reference
// renamed to the file it keeps closes the setup.
func TestRemoteGMStartSendsNoMapFileTheHostHas(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "assets", "scenarios", "cellar.dd2vtt"))
	require.NoError(t, err)
	g, o := startWithMap(t, data, []wire.MapFile{{Name: "other.png", SHA256: sha256Of([]byte("x"))}, {Name: "vault-2.dd2vtt", SHA256: sha256Of(data)}})
	for range 5 {
		require.True(t, g.tickLocal(Input{}))
	}
	require.Len(t, o.msgs, 1, "the setup alone: %v", o.msgs)
	setup := o.msgs[0]
	assert.Equal(t, wire.TypeSetup, setup.Type)
	assert.Equal(t, "vault.dd2vtt", setup.Map)
	assert.Equal(t, sha256Of(data), setup.MapSHA256)
	assert.Empty(t, setup.Data)

	// The host kept it as vault-2.dd2vtt: its state names that one.
	renamed, err := board.RenameMapFile(setup.Scenario, "vault.dd2vtt", "vault-2.dd2vtt")
	require.NoError(t, err)
	s := tabletSession(t)
	st := s.View(wire.SeatGM)
	st.Scenario, st.Maps = renamed, []wire.MapFile{{Name: "vault-2.dd2vtt", SHA256: sha256Of(data)}}
	feed(t, g.R, st)
	assert.False(t, g.tickLocal(Input{}), "the setup closes on the new fight")
}

// A file of the same name whose bytes differ from the host's is sent
// whole, in pieces, before the setup; a state whose scenario is another
// one leaves the setup open.
func TestRemoteGMStartSendsAMapFileTheHostLacks(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "assets", "scenarios", "cellar.dd2vtt"))
	require.NoError(t, err)
	g, o := startWithMap(t, data, []wire.MapFile{{Name: "vault.dd2vtt", SHA256: sha256Of(append([]byte{' '}, data...))}})
	require.NotEmpty(t, o.msgs)
	assert.Equal(t, wire.TypeMapPart, o.msgs[0].Type, "the file goes first")
	assert.Equal(t, 0, o.msgs[0].At)
	s := tabletSession(t)
	st := s.View(wire.SeatGM)
	st.Maps = []wire.MapFile{{Name: "vault-2.dd2vtt", SHA256: sha256Of(data)}}
	feed(t, g.R, st)
	assert.True(t, g.tickLocal(Input{}), "not the scenario sent: the setup stays")
}
