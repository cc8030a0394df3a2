//go:build !js

package game_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/game"
	"battlemat/rules"
	"battlemat/wire"
)

// A phone's Fight of a figure with Frenzy and Sweep has an Edge button
// that steps through them; the tap's action carries the one chosen.
func TestRemoteFrenzyAndSweepAreAFightButtonOfAFigureWithTheEdge(t *testing.T) {
	o := &outbox{}
	r := game.NewRemote(o)
	up := "hero1"
	scen := strings.Replace(optionsTable, "    wildcard: true\n    at: [0, 0]", "    wildcard: true\n    edges: [Improved Frenzy, Sweep]\n    at: [0, 0]", 1)
	require.Contains(t, scen, "Improved Frenzy")
	st := wire.State{Type: "state", Seq: 3, Seat: "player:anna", Round: 1, Up: &up, Acting: true, Scenario: scen, Mine: []string{"hero1"},
		Roster:  map[string]wire.FigureInfo{"hero1": {Name: "Ann's Hero", Side: "heroes", Player: "anna"}, "c1": {Name: "Cultist", Side: "cult"}, "c2": {Name: "Brute", Side: "cult"}},
		Figures: map[string]wire.FigureState{"hero1": {At: rules.Pos{X: 0, Y: 0}}, "c1": {At: rules.Pos{X: 7, Y: 2}}, "c2": {At: rules.Pos{X: 1, Y: 0}}}}
	data, err := json.Marshal(st)
	require.NoError(t, err)
	require.NoError(t, r.Receive(data))
	r.Tap(board.Square{X: 1, Y: 0}, true)
	require.Contains(t, buttonLabels(r), "Edge: none")
	r.Press(buttonLabels(r)["Edge: none"])
	assert.Equal(t, "preview", o.msgs[len(o.msgs)-1].Type, "the odds asked again")
	assert.Equal(t, true, lastAction(t, o)["frenzy"])
	r.Press(buttonLabels(r)["Edge: Frenzy *"])
	assert.Equal(t, true, lastAction(t, o)["sweep"])
	assert.Nil(t, lastAction(t, o)["frenzy"])
	r.Press(game.RemoteConfirm)
	assert.Equal(t, "action", o.msgs[len(o.msgs)-1].Type)
	assert.Equal(t, true, lastAction(t, o)["sweep"])

	// Without the Edges, no such button.
	plain, _ := optionsAt(t, "player:anna")
	plain.Tap(board.Square{X: 1, Y: 0}, true)
	for l := range buttonLabels(plain) {
		assert.NotContains(t, l, "Edge:")
	}
}
