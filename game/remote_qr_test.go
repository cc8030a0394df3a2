//go:build !js

package game_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/game"
	"battlemat/wire"
)

// gmScreen is a GM's remote screen told the seats' links.
func gmScreen(t *testing.T, seat string, links map[string]string) *game.RemoteGame {
	t.Helper()
	msg, err := json.Marshal(wire.State{Type: wire.TypeState, Seat: seat, Scenario: remoteTable, Links: links,
		Figures: map[string]wire.FigureState{}})
	require.NoError(t, err)
	r := game.NewRemote(&outbox{})
	require.NoError(t, r.Receive(msg))
	g := game.NewRemoteGame(r)
	g.QR = func(link string) [][]bool { return [][]bool{{true, false}, {false, true}} }
	return g
}

func TestGMScreenHasAQRCodePerPlayerSeatOnTheLAN(t *testing.T) {
	g := gmScreen(t, wire.SeatGM, map[string]string{
		"gm":          "http://192.168.1.20:8080/?seat=g",
		"table":       "http://192.168.1.20:8080/?seat=t",
		"player:anna": "http://192.168.1.20:8080/?seat=a",
		"player:bob":  "http://192.168.1.20:8080/?seat=b",
	})
	codes := g.QRCodes()
	require.Len(t, codes, 2, "players only: the GM's and the table's links stay off the projector")
	assert.Equal(t, "player:anna", codes[0].Seat)
	assert.Equal(t, "http://192.168.1.20:8080/?seat=a", codes[0].Link)
	assert.Equal(t, "player:bob", codes[1].Seat)
	assert.NotEmpty(t, codes[1].Modules)
}

func TestGMScreenHasNoQRCodeForALinkOnlyThisMachineOpens(t *testing.T) {
	for _, host := range []string{"127.0.0.1:8080", "localhost:8080", "[::1]:8080", "0.0.0.0:8080"} {
		g := gmScreen(t, wire.SeatGM, map[string]string{"player:anna": "http://" + host + "/?seat=a"})
		assert.Empty(t, g.QRCodes(), host)
	}
}

func TestOnlyTheGMScreenShowsQRCodes(t *testing.T) {
	g := gmScreen(t, "player:anna", map[string]string{"player:anna": "http://192.168.1.20:8080/?seat=a"})
	assert.Empty(t, g.QRCodes())
}
