//go:build !js

package game_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/game"
	"battlemat/server"
)

// A hosted phone has none of the battle's map files: its seat fetches
// the Universal VTT file the scenario names from the host before the
// state, and the phone draws the map from it, walls and all (without
// it the map would not load at all: its squares come from the file).
func TestRemotePhoneFetchesTheBattlesMapFileFromTheHost(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "assets", "scenarios", "cellar.dd2vtt"))
	require.NoError(t, err)
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "crypt-map.dd2vtt"), data, 0o600))
	scenario := `name: Crypt
map:
  uvtt: crypt-map.dd2vtt
figures:
  - {id: hero1, name: Ann's Hero, side: heroes, player: anna, wildcard: true, at: [1, 1], traits: {agility: d8, fighting: d8, vigor: d6}}
  - {id: rat, name: Rat, side: vermin, at: [3, 1], traits: {agility: d8, fighting: d6, vigor: d4}}
`
	h, ctx := hostOn(t, server.Config{Name: filepath.Join(dir, "crypt.yaml"), Data: []byte(scenario), Seed: 7, SeedSet: true, Logf: t.Logf})
	anna := join(t, ctx, h, "player:anna")
	anna.do(func(r *game.Remote) {
		assert.Equal(t, [2]int{16, 12}, [2]int{r.Board.W, r.Board.H})
		assert.NotEmpty(t, r.Board.Walls, "the file's walls")
		assert.NotNil(t, r.Board.Figure("rat"))
	})
}
