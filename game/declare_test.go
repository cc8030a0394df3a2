//go:build !js

package game_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/game"
	"battlemat/rules"
	"battlemat/wire"
)

func TestRemoteDeclaresTwoActionsAsItsTurnStarts(t *testing.T) {
	r, o := remoteAt(t, false)
	labels := buttonLabels(r)
	require.Contains(t, labels, "Actions: 1", "her figure is up: the declaration is offered")
	r.Press(game.RemoteDeclare)
	require.Contains(t, buttonLabels(r), "Actions: 2 (-2)", "the penalty on the button")
	r.Press(game.RemoteDeclare)
	require.Contains(t, buttonLabels(r), "Actions: 3 (-4)")
	r.Press(game.RemoteDeclare)
	require.Contains(t, buttonLabels(r), "Actions: 1", "round again")
	r.Press(game.RemoteDeclare)
	assert.Empty(t, o.msgs, "a declaration sends nothing by itself")

	r.Tap(board.Square{X: 0, Y: 0}, true)
	require.Len(t, o.msgs, 1)
	assert.JSONEq(t, `{"kind":"turn","who":"hero1","actions":2}`, string(o.msgs[0].Action))
	assert.Equal(t, 1, r.Declared(), "spent: the next turn declares one again")
}

func TestRemoteSaysWhichActionOfTheTurnAndThePenalty(t *testing.T) {
	r, _ := remoteAt(t, true)
	assert.NotContains(t, buttonLabels(r), "Actions: 1", "no declaration once the turn is under way")
	assert.Equal(t, "Ann's Hero (yours) acts - actions 0/1 - Pace left 6\"", r.UpLine(), "the window's prompt for the turn")
	a, err := json.Marshal(wire.Applied{Type: "applied", Seq: r.Seq + 1, Round: 1, Up: &[]string{"hero1"}[0], Acting: true,
		Figures: r.Figures, Turn: &wire.TurnInfo{Actions: 2, Taken: 1, Penalty: -2, PaceLeft: 4}})
	require.NoError(t, err)
	require.NoError(t, r.Receive(a))
	assert.Equal(t, "Ann's Hero (yours) acts - actions 1/2 - Pace left 4\", -2 on every roll", r.UpLine())
}

func TestRemoteOddsLineNamesTheMultiActionPenalty(t *testing.T) {
	r, o := remoteAt(t, true)
	r.Tap(board.Square{X: 7, Y: 2}, true)
	require.Len(t, o.msgs, 1)
	s, rs := 0.5, 0.1
	p, err := json.Marshal(wire.Preview{Type: "preview", ID: o.msgs[0].ID, Rolls: []wire.Roll{{Who: "hero1", Trait: "shooting", Target: "c1", TN: 4,
		Mods: rules.Mods{{Name: "multi-action", Value: -2}}, Success: &s, Raise: &rs}}})
	require.NoError(t, err)
	require.NoError(t, r.Receive(p))
	_, odds, ok := r.Aim()
	require.True(t, ok)
	assert.Contains(t, odds, "-2 multi-action")
}

func TestRemoteActFromHoldDeclaresToo(t *testing.T) {
	r, o := offered(t, wire.Offer{Kind: "turn", Who: "hero1"})
	r.Press(game.RemoteDeclare)
	r.Press(buttonLabels(r)["Act now"])
	require.Len(t, o.msgs, 1)
	assert.JSONEq(t, `{"kind":"turn","who":"hero1","actions":2}`, string(o.msgs[0].Action))
}

// Between turns the figure whose card is up is up now: the phone of the
// player who plays it says so ("is up next" read as someone else first).
func TestRemoteSaysItsFigureIsUpNowBeforeItsTurn(t *testing.T) {
	r, _ := remoteAt(t, false)
	assert.Equal(t, "Ann's Hero (yours) is up now", r.UpLine())
}
