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
	"battlemat/server"
	"battlemat/wire"
)

// actionOf is the action a sent message carries, as a map.
func actionOf(t *testing.T, m wire.Incoming) map[string]any {
	t.Helper()
	var a map[string]any
	require.NoError(t, json.Unmarshal(m.Action, &a))
	return a
}

func TestRemoteGMEditAddsACopyAndAnExtraRemovesAndHolds(t *testing.T) {
	up := "hero1"
	r, o := gmAt(t, 1, &up, false)
	r.Press(game.RemoteEdit)
	r.Tap(board.Square{X: 7, Y: 2}, true) // the cultist
	labels := buttonLabels(r)
	for _, l := range []string{"Add a copy of Cultist", "Add an Extra", "Remove Cultist", "Hold: set",
		"Fatigue +", "Fatigue -", "Shaken: set", "Undo"} {
		assert.Contains(t, labels, l)
	}
	assert.NotContains(t, labels, "Redo", "nothing undone")

	r.Press(labels["Add a copy of Cultist"])
	assert.Equal(t, "Cultist (2)", r.Adding())
	assert.Equal(t, []string{game.RemoteEdit, game.RemoteCancel}, buttonIDs(r), "the add waits for its square")
	r.Tap(board.Square{X: 0, Y: 0}, true) // Ann's hero stands there
	m, bad := r.Message()
	assert.True(t, bad)
	assert.Contains(t, m, "taken")
	require.Empty(t, o.msgs)
	r.Tap(board.Square{X: 4, Y: 1}, true)
	require.Len(t, o.msgs, 1)
	assert.Equal(t, map[string]any{"kind": "add_figure", "id": "c1-2", "like": "c1", "name": "Cultist (2)",
		"at": map[string]any{"x": 4.0, "y": 1.0}, "deal": true}, actionOf(t, o.msgs[0]), "dealt in: a round is under way")

	r.Tap(board.Square{X: 7, Y: 2}, true)
	r.Press(buttonLabels(r)["Remove Cultist"])
	r.Press(buttonLabels(r)["Hold: set"])
	r.Press(buttonLabels(r)["Fatigue +"])
	require.Len(t, o.msgs, 4)
	assert.Equal(t, map[string]any{"kind": "remove_figure", "who": "c1"}, actionOf(t, o.msgs[1]))
	assert.Equal(t, map[string]any{"kind": "set_hold", "who": "c1", "hold": true}, actionOf(t, o.msgs[2]))
	assert.Equal(t, "set_state", actionOf(t, o.msgs[3])["kind"])
	assert.Contains(t, string(o.msgs[3].Action), `"Fatigue":1`)

	// An Extra with nothing picked: of the GM's side.
	r.Tap(board.Square{X: 3, Y: 2}, false)
	r2, o2 := gmAt(t, 0, nil, false)
	r2.Press(game.RemoteEdit)
	for _, id := range buttonIDs(r2) {
		if strings.HasPrefix(id, "edit:") && id != "edit:add_extra" {
			assert.Equal(t, "pick a figure first", r2.ButtonWhy(id), "nothing picked: only a new Extra, as in the window")
		}
	}
	assert.Empty(t, r2.ButtonWhy("edit:add_extra"))
	r2.Press("edit:add_extra")
	r2.Tap(board.Square{X: 3, Y: 2}, true)
	require.Len(t, o2.msgs, 1)
	a := actionOf(t, o2.msgs[0])
	assert.Equal(t, "extra-2", a["id"])
	assert.Equal(t, "Extra 1", a["name"])
	assert.Equal(t, "cult", a["side"])
	assert.NotContains(t, a, "deal", "no round yet: the first deal gives it a card")
	assert.Equal(t, "d6", a["traits"].(map[string]any)["fighting"])
}

func TestRemoteGMUndoAsksTheHostAndTheStateSaysUndone(t *testing.T) {
	r, o := gmAt(t, 0, nil, false)
	r.Press(game.RemoteUndo)
	require.Len(t, o.msgs, 1)
	assert.Equal(t, "undo", o.msgs[0].Type)
	st := wire.State{Type: "state", Seq: 2, Seat: wire.SeatGM, Redo: true, Scenario: remoteTable,
		Roster:  map[string]wire.FigureInfo{"hero1": {Name: "Ann's Hero", Side: "heroes"}},
		Figures: map[string]wire.FigureState{"hero1": {At: rules.Pos{X: 0, Y: 0}}}}
	data, err := json.Marshal(st)
	require.NoError(t, err)
	require.NoError(t, r.Receive(data))
	m, _ := r.Message()
	assert.Equal(t, "Undone: the last action (the battle is back to 2 actions)", m)
	assert.Contains(t, buttonIDs(r), game.RemoteRedo)
	assert.Nil(t, r.Board.Figure("c1"), "a figure the host no longer tells of is off the board")
	r.Press(game.RemoteRedo)
	assert.Equal(t, "redo", o.msgs[1].Type)

	// A new action ends what could be redone.
	data, err = json.Marshal(wire.Applied{Type: "applied", Seq: 3, Figures: st.Figures})
	require.NoError(t, err)
	require.NoError(t, r.Receive(data))
	assert.NotContains(t, buttonIDs(r), game.RemoteRedo)
}

func TestRemoteAPlayersScreenDrawsAFigureTheGMAddsAndUndoes(t *testing.T) {
	h, ctx := hostOn(t, server.Config{Name: "remote.yaml", Data: []byte(remoteTable), Seed: 7, SeedSet: true, Logf: t.Logf})
	gm, anna := join(t, ctx, h, "gm"), join(t, ctx, h, "player:anna")
	gm.wait(t, "the state", func(r *game.Remote) bool { return r.Board != nil })
	anna.wait(t, "the state", func(r *game.Remote) bool { return r.Board != nil })

	gm.do(func(r *game.Remote) { r.Press(game.RemoteDeal) })
	gm.wait(t, "the round", func(r *game.Remote) bool { return r.Round == 1 })
	gm.do(func(r *game.Remote) {
		r.Press(game.RemoteEdit)
		r.Tap(board.Square{X: 7, Y: 2}, true)
		r.Press(buttonLabels(r)["Add a copy of Cultist"])
		r.Tap(board.Square{X: 5, Y: 1}, true)
	})
	anna.wait(t, "the copy on the player's screen", func(r *game.Remote) bool {
		f := r.Board.Figure("c1-2")
		return f != nil && f.At == rules.Pos{X: 5, Y: 1} && f.Name == "Cultist (2)"
	})
	h.Battle(func(b *rules.Battle) {
		_, ok := b.Fight.Init.Card("c1-2")
		assert.True(t, ok, "dealt in at once")
	})
	anna.do(func(r *game.Remote) {
		assert.Nil(t, r.Figures["c1-2"].Toughness, "a foe's numbers stay the GM's")
	})

	gm.do(func(r *game.Remote) { r.Press(game.RemoteUndo) })
	anna.wait(t, "the copy gone from the player's screen", func(r *game.Remote) bool {
		return r.Board.Figure("c1-2") == nil && r.Seq == 1
	})
	gm.wait(t, "the GM's Redo", func(r *game.Remote) bool {
		m, _ := r.Message()
		return r.Seq == 1 && m == "Undone: the last action (the battle is back to 1 action)"
	})
	gm.do(func(r *game.Remote) {
		require.Contains(t, buttonIDs(r), game.RemoteRedo)
		r.Press(game.RemoteRedo)
	})
	anna.wait(t, "the copy back", func(r *game.Remote) bool { return r.Board.Figure("c1-2") != nil && r.Seq == 2 })
}

// The GM's edit mode holds the table's settings: whom the GM is asked
// about and whether the others' logs show the GM's edits; a press sends
// the next value.
func TestRemoteGMStepsTheTablesSettings(t *testing.T) {
	o := &outbox{}
	r := game.NewRemote(o)
	st := wire.State{Type: "state", Seq: 3, Seat: wire.SeatGM, Scenario: remoteTable[:strings.Index(remoteTable, "  - id: lurker")],
		Mine: []string{"hero1", "c1"}, Settings: &wire.Settings{GMAsks: rules.GMAsksWildCards},
		Roster:  map[string]wire.FigureInfo{"hero1": {Name: "Ann's Hero", Side: "heroes", Player: "anna"}, "c1": {Name: "Cultist", Side: "cult"}},
		Figures: map[string]wire.FigureState{"hero1": {At: rules.Pos{X: 0, Y: 0}}, "c1": {At: rules.Pos{X: 7, Y: 2}}}}
	data, err := json.Marshal(st)
	require.NoError(t, err)
	require.NoError(t, r.Receive(data))
	assert.NotContains(t, buttonIDs(r), game.RemoteGMAsks, "in the edit mode only")
	r.Press(game.RemoteEdit)
	labels := buttonLabels(r)
	require.Contains(t, labels, "GM: ask me about Wild Cards")
	require.Contains(t, labels, "GM's edits: in my log only")
	r.Press(game.RemoteGMAsks)
	r.Press(game.RemoteShowEdits)
	require.Len(t, o.msgs, 2)
	assert.Equal(t, wire.TypeSettings, o.msgs[0].Type)
	require.NotNil(t, o.msgs[0].GMAsks)
	assert.Equal(t, "all", *o.msgs[0].GMAsks)
	require.NotNil(t, o.msgs[1].ShowGMEdits)
	assert.True(t, *o.msgs[1].ShowGMEdits)
}

// The GM's edit mode holds a button per side that hands it to the host's
// tactic, or takes it back: a press sends the sides the tactic plays.
func TestRemoteGMHandsASideToTheTactic(t *testing.T) {
	o := &outbox{}
	r := game.NewRemote(o)
	st := wire.State{Type: "state", Seq: 3, Seat: wire.SeatGM, Scenario: remoteTable[:strings.Index(remoteTable, "  - id: lurker")],
		Mine: []string{"hero1", "c1"}, Settings: &wire.Settings{GMAsks: rules.GMAsksWildCards, AI: []string{"cult"}, Sides: []string{"cult", "heroes"}},
		Roster:  map[string]wire.FigureInfo{"hero1": {Name: "Ann's Hero", Side: "heroes", Player: "anna"}, "c1": {Name: "Cultist", Side: "cult"}},
		Figures: map[string]wire.FigureState{"hero1": {At: rules.Pos{X: 0, Y: 0}}, "c1": {At: rules.Pos{X: 7, Y: 2}}}}
	data, err := json.Marshal(st)
	require.NoError(t, err)
	require.NoError(t, r.Receive(data))
	r.Press(game.RemoteEdit)
	labels := buttonLabels(r)
	require.Contains(t, labels, "GM: cult back to me")
	require.Contains(t, labels, "GM: heroes to tactic")
	r.Press(game.RemoteAISide + "cult")
	r.Press(game.RemoteAISide + "heroes")
	require.Len(t, o.msgs, 2)
	require.NotNil(t, o.msgs[0].AI)
	assert.Empty(t, *o.msgs[0].AI, "the cult taken back")
	require.NotNil(t, o.msgs[1].AI)
	assert.Equal(t, []string{"cult", "heroes"}, *o.msgs[1].AI, "the heroes handed over")
}
