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

// spearRemote is the phone's table with a Spear (Reach 1) in the hero's
// hands after the Colt, the hero at (0, 0) and the cultist at c1.
func spearRemote(t *testing.T, c1 rules.Pos) (*game.Remote, *outbox) {
	t.Helper()
	o := &outbox{}
	r := game.NewRemote(o)
	up := "hero1"
	src := remoteTable[:strings.Index(remoteTable, "  - id: lurker")]
	src = strings.Replace(src, "      - {name: Colt, range: 12/24/48, damage: 2d6+1, shots: 6}\n",
		"      - {name: Colt, range: 12/24/48, damage: 2d6+1, shots: 6}\n      - {name: Spear, damage: str+d6, reach: 1}\n", 1)
	require.Contains(t, src, "reach: 1")
	st := wire.State{Type: "state", Seq: 3, Seat: "player:anna", Round: 1, Up: &up, Acting: true,
		Scenario: src, Mine: []string{"hero1"},
		Roster:  map[string]wire.FigureInfo{"hero1": {Name: "Ann's Hero", Side: "heroes", Player: "anna"}, "c1": {Name: "Cultist", Side: "cult"}},
		Figures: map[string]wire.FigureState{"hero1": {At: rules.Pos{X: 0, Y: 0}}, "c1": {At: c1}}}
	data, err := json.Marshal(st)
	require.NoError(t, err)
	require.NoError(t, r.Receive(data))
	return r, o
}

// A tap on a foe 2" off (one empty square between), within the Spear's
// Reach 1, asks the host for the odds of a blow with the Spear, as a tap
// on an adjacent foe does; one 3" off, beyond it, asks for a shot.
func TestRemoteTapOnAFoeInReachAimsABlow(t *testing.T) {
	r, o := spearRemote(t, rules.Pos{X: 2, Y: 0})
	r.Tap(board.Square{X: 2, Y: 0}, true)
	require.Len(t, o.msgs, 1)
	assert.Equal(t, "preview", o.msgs[0].Type)
	assert.JSONEq(t, `{"kind":"fight","who":"hero1","target":"c1","weapon":"Spear"}`, string(o.msgs[0].Action))

	r, o = spearRemote(t, rules.Pos{X: 3, Y: 0})
	r.Tap(board.Square{X: 3, Y: 0}, true)
	require.Len(t, o.msgs, 1)
	assert.JSONEq(t, `{"kind":"shoot","who":"hero1","weapon":"Colt","targets":["c1"]}`, string(o.msgs[0].Action))
}

// The button then sends the blow.
func TestRemoteBlowAtReachIsSentOnConfirm(t *testing.T) {
	r, o := spearRemote(t, rules.Pos{X: 2, Y: 0})
	r.Tap(board.Square{X: 2, Y: 0}, true)
	s, raise := 0.5, 0.1
	p, _ := json.Marshal(wire.Preview{Type: "preview", ID: o.msgs[0].ID, Rolls: []wire.Roll{{Who: "hero1", Target: "c1", TN: 5, Success: &s, Raise: &raise}}})
	require.NoError(t, r.Receive(p))
	r.Press(game.RemoteConfirm)
	require.Len(t, o.msgs, 2)
	assert.Equal(t, "action", o.msgs[1].Type)
	assert.JSONEq(t, `{"kind":"fight","who":"hero1","target":"c1","weapon":"Spear"}`, string(o.msgs[1].Action))
}
