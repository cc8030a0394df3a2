//go:build !js

package server_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/server"
	"battlemat/session"
)

// noPlayers is the table without its player: keys, as the shipped
// scenarios were before they named their heroes' players.
var noPlayers = strings.NewReplacer("    player: anna\n", "", "    player: bob\n", "").Replace(table)

func TestPlayersGivesFiguresToPlayersAsTheHostStarts(t *testing.T) {
	seats, err := server.ParsePlayers([]string{"carla=hero1,hero2", "dan=c1"})
	require.NoError(t, err)
	h, _ := newHost(t, server.Config{Name: "np.yaml", Data: []byte(noPlayers), Players: seats})
	assert.Equal(t, []string{"gm", "table", "player:carla", "player:dan"}, h.Seats())
	assert.Equal(t, 3, h.Seq(), "one set_player each, kept in the battle like the GM's")

	// The scenario's own keys give way to --players.
	h2, _ := newHost(t, server.Config{Players: []session.Seating{{Player: "bob", Figures: []string{"hero1"}}}})
	assert.Equal(t, []string{"gm", "table", "player:bob"}, h2.Seats(), "anna has no figure left")
}

func TestPlayersRefusesWhatNamesNoFigure(t *testing.T) {
	for arg, want := range map[string]string{
		"anna":        "PLAYER=FIGURE,FIGURE",
		"Anna=hero1":  "PLAYER=FIGURE,FIGURE",
		"anna=hero1,": `"" is not a figure's id`,
	} {
		_, err := server.ParsePlayers([]string{arg})
		require.Error(t, err, arg)
		assert.Contains(t, err.Error(), want, arg)
	}
	seats, err := server.ParsePlayers([]string{"anna=nobody"})
	require.NoError(t, err)
	_, err = server.New(server.Config{Name: "table.yaml", Data: []byte(table), Players: seats, Logf: t.Logf})
	require.Error(t, err)
	assert.Equal(t, `--players: there is no figure "nobody" in table.yaml`, err.Error())
	seats, _ = server.ParsePlayers([]string{"anna=lurker"})
	_, err = server.New(server.Config{Name: "table.yaml", Data: []byte(table), Players: seats, Logf: t.Logf})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "hidden from the players: reveal it first")
}

// TestTheGMHandsAFigureToAPlayerAndTheSeatAppearsAtOnce: the GM's
// set_player makes the player's seat and link there and then, the seat
// plays the figure, undo takes it back, and a restart from the save
// folder keeps it with the same link.
func TestTheGMHandsAFigureToAPlayerAndTheSeatAppearsAtOnce(t *testing.T) {
	dir := t.TempDir()
	h, ts := newHost(t, server.Config{Name: "np.yaml", Data: []byte(noPlayers), SaveDir: dir})
	assert.Equal(t, []string{"gm", "table"}, h.Seats())
	gm := dial(t, h, ts, "gm")

	gm.act("g1", `{"kind":"set_player","who":"hero1","player":"anna"}`)
	st := gm.next()
	require.Equal(t, "state", st["type"], "the GM's screen gets the new seat's link in a fresh state")
	links := st["links"].(map[string]any)
	assert.Contains(t, links, "player:anna")
	assert.Equal(t, h.Link("player:anna"), links["player:anna"])
	roster := st["roster"].(map[string]any)
	assert.Equal(t, "anna", roster["hero1"].(map[string]any)["player"])
	assert.Equal(t, []string{"gm", "table", "player:anna"}, h.Seats())

	anna := dial(t, h, ts, "player:anna")
	gm.act("g2", `{"kind":"round"}`)
	gm.next()
	anna.next()
	anna.act("a1", `{"kind":"move","who":"hero1","to":{"x":1,"y":0}}`)
	if m := anna.next(); m["type"] == "refused" {
		assert.NotContains(t, m["error"], "not one of your figures", "the seat plays its figure (the rules may still refuse it out of turn)")
	} else {
		assert.Equal(t, "applied", m["type"], "the seat plays its figure")
		gm.next()
	}

	// A player's seat is not the GM's: it may not hand figures on.
	anna.act("a2", `{"kind":"set_player","who":"hero2","player":"anna"}`)
	assert.Equal(t, "only the GM may take a set_player action", anna.next()["error"])

	data, err := os.ReadFile(filepath.Join(dir, server.BattleFileName))
	require.NoError(t, err)
	assert.Contains(t, string(data), `"kind": "set_player"`)
	tok := token(t, h, "player:anna")

	// Going on from the save folder: the same seat, the same link.
	h2, _ := newHost(t, server.Config{Name: "np.yaml", Data: []byte(noPlayers), SaveDir: dir})
	assert.Equal(t, []string{"gm", "table", "player:anna"}, h2.Seats())
	assert.Equal(t, tok, token(t, h2, "player:anna"))
}

func TestUndoingTheHandingTakesTheSeatsFigureBack(t *testing.T) {
	h, ts := newHost(t, server.Config{Name: "np.yaml", Data: []byte(noPlayers)})
	gm := dial(t, h, ts, "gm")
	gm.act("g1", `{"kind":"set_player","who":"hero1","player":"anna"}`)
	gm.next()
	anna := dial(t, h, ts, "player:anna")
	gm.send(map[string]any{"type": "undo", "id": "u1"})
	gm.next()
	st := anna.next()
	require.Equal(t, "state", st["type"])
	assert.Empty(t, st["mine"], "the figure is the GM's again")
	assert.Equal(t, []string{"gm", "table"}, h.Seats())
}
