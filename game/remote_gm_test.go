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

// gmAt is the GM's screen with up on the move (nil: nobody up).
func gmAt(t *testing.T, round int, up *string, acting bool) (*game.Remote, *outbox) {
	t.Helper()
	o := &outbox{}
	r := game.NewRemote(o)
	st := wire.State{Type: "state", Seq: 3, Seat: wire.SeatGM, Round: round, Up: up, Acting: acting, Turn: paceSix(acting),
		Scenario: remoteTable[:strings.Index(remoteTable, "  - id: lurker")], Mine: []string{"hero1", "c1"},
		Roster:  map[string]wire.FigureInfo{"hero1": {Name: "Ann's Hero", Side: "heroes", Player: "anna"}, "c1": {Name: "Cultist", Side: "cult"}},
		Figures: map[string]wire.FigureState{"hero1": {At: rules.Pos{X: 0, Y: 0}}, "c1": {At: rules.Pos{X: 7, Y: 2}}}}
	data, err := json.Marshal(st)
	require.NoError(t, err)
	require.NoError(t, r.Receive(data))
	return r, o
}

func buttonIDs(r *game.Remote) []string {
	var out []string
	for _, b := range r.Buttons() {
		out = append(out, b.ID)
	}
	return out
}

func TestRemoteGMDealsTheRoundWhenNobodyIsUp(t *testing.T) {
	r, o := gmAt(t, 0, nil, false)
	assert.Equal(t, []string{game.RemoteDeal, game.RemoteEdit, game.RemoteOdds, game.RemoteSetup, game.RemoteUndo}, buttonIDs(r))
	r.Press(game.RemoteDeal)
	require.Len(t, o.msgs, 1)
	assert.Equal(t, "action", o.msgs[0].Type)
	assert.JSONEq(t, `{"kind":"round"}`, string(o.msgs[0].Action))
}

func TestRemotePlayerHasNoDealOrNext(t *testing.T) {
	r, _ := remoteAt(t, false)
	assert.NotContains(t, buttonIDs(r), game.RemoteDeal)
	assert.NotContains(t, buttonIDs(r), game.RemoteNext)
	r.Press(game.RemoteNext)
	r.Press(game.RemoteDeal)
}

func TestRemoteGMNextStartsTheTurnOfWhoeverIsUp(t *testing.T) {
	up := "c1"
	r, o := gmAt(t, 1, &up, false)
	assert.Equal(t, []string{game.RemoteDeclare, game.RemoteNext, game.RemoteTactic, game.RemoteEdit, game.RemoteOdds, game.RemoteSetup, game.RemoteUndo}, buttonIDs(r), "no Deal while someone is up; the declaration and the tactic for who is up")
	r.Press(game.RemoteNext)
	require.Len(t, o.msgs, 1)
	assert.JSONEq(t, `{"kind":"turn","who":"c1"}`, string(o.msgs[0].Action))
}

func TestRemoteGMTapOnAFoeFigureUpStartsItsTurn(t *testing.T) {
	up := "c1"
	r, o := gmAt(t, 1, &up, false)
	r.Tap(board.Square{X: 7, Y: 2}, true)
	require.Len(t, o.msgs, 1)
	assert.JSONEq(t, `{"kind":"turn","who":"c1"}`, string(o.msgs[0].Action))
}

func TestRemoteGMPlaysTheCultistsTurn(t *testing.T) {
	up := "c1"
	r, o := gmAt(t, 1, &up, true)
	assert.Equal(t, []string{game.RemoteEndTurn, game.RemoteTactic, game.RemoteEdit, game.RemoteOdds, game.RemoteSetup, game.RemoteUndo}, buttonIDs(r), "no Deal or Next while a turn is under way; the tactic may play it")

	r.Tap(board.Square{X: 5, Y: 1}, true)
	assert.Empty(t, o.msgs, "the first tap shows the path")
	r.Tap(board.Square{X: 5, Y: 1}, true)
	require.Len(t, o.msgs, 1)
	assert.JSONEq(t, `{"kind":"move","who":"c1","to":{"x":5,"y":1}}`, string(o.msgs[0].Action))

	r.Tap(board.Square{X: 0, Y: 0}, true)
	require.Len(t, o.msgs, 2, "the hero is the cultist's foe: aim at it")
	assert.Equal(t, "preview", o.msgs[1].Type)
	target, _, ok := r.Aim()
	require.True(t, ok)
	assert.Equal(t, "hero1", target)
	r.Press(game.RemoteCancel)

	r.Press(game.RemoteEndTurn)
	require.Len(t, o.msgs, 3)
	assert.JSONEq(t, `{"kind":"end_turn","who":"c1"}`, string(o.msgs[2].Action))
}

func TestRemoteGMDealsAndPlaysACultistAgainstARealHost(t *testing.T) {
	h, ctx := hostOn(t, server.Config{Name: "remote.yaml", Data: []byte(remoteTable), Seed: 7, SeedSet: true, Logf: t.Logf})
	gm, anna := join(t, ctx, h, "gm"), join(t, ctx, h, "player:anna")

	gm.do(func(r *game.Remote) { r.Press(game.RemoteDeal) })
	gm.wait(t, "the round", func(r *game.Remote) bool { return r.Round == 1 && r.Up != "" })
	// Through the round's countdown with Next and End turn until the
	// cultist is up (Ann's hero may draw the higher card).
	for i := 0; i < 5; i++ {
		var up string
		gm.do(func(r *game.Remote) { up = r.Up })
		if up == "c1" {
			break
		}
		seq := h.Seq()
		gm.do(func(r *game.Remote) { r.Press(game.RemoteNext) })
		gm.wait(t, "a turn", func(r *game.Remote) bool { return r.Seq == seq+1 && r.Acting })
		gm.do(func(r *game.Remote) { r.Press(game.RemoteEndTurn) })
		gm.wait(t, "a turn's end", func(r *game.Remote) bool { return r.Seq == seq+2 })
	}
	gm.do(func(r *game.Remote) { require.Equal(t, "c1", r.Up) })

	gm.do(func(r *game.Remote) { r.Tap(board.Square{X: 7, Y: 2}, true) })
	gm.wait(t, "the cultist's turn", func(r *game.Remote) bool { return r.Acting && r.Up == "c1" })
	gm.do(func(r *game.Remote) {
		r.Tap(board.Square{X: 5, Y: 2}, true)
		r.Tap(board.Square{X: 5, Y: 2}, true)
	})
	anna.wait(t, "the cultist's move on the player's screen", func(r *game.Remote) bool {
		return r.Board.Figure("c1").At == rules.Pos{X: 5, Y: 2}
	})
	seq := h.Seq()
	gm.do(func(r *game.Remote) { r.Press(game.RemoteEndTurn) })
	anna.wait(t, "the cultist's turn ended on the player's screen", func(r *game.Remote) bool {
		return r.Seq == seq+1 && !(r.Acting && r.Up == "c1")
	})
	anna.do(func(r *game.Remote) {
		log := strings.Join(r.Log, "\n")
		assert.Contains(t, log, "Cultist")
		assert.NotContains(t, log, "Skulking")
	})
	gm.do(func(r *game.Remote) {
		m, bad := r.Message()
		assert.False(t, bad, m)
	})
}

// The GM's tablet shows the GM's pool on the card of a GM's figure, as
// the host tells it (the host tells no other seat).
func TestRemoteGMCardShowsTheGMsPool(t *testing.T) {
	o := &outbox{}
	r := game.NewRemote(o)
	pool := 2
	st := wire.State{Type: "state", Seq: 3, Seat: wire.SeatGM, Pool: &pool,
		Scenario: remoteTable[:strings.Index(remoteTable, "  - id: lurker")], Mine: []string{"hero1", "c1"},
		Roster:  map[string]wire.FigureInfo{"hero1": {Name: "Ann's Hero", Side: "heroes", Player: "anna"}, "c1": {Name: "Cultist", Side: "cult"}},
		Figures: map[string]wire.FigureState{"hero1": {At: rules.Pos{X: 0, Y: 0}}, "c1": {At: rules.Pos{X: 7, Y: 2}}}}
	data, err := json.Marshal(st)
	require.NoError(t, err)
	require.NoError(t, r.Receive(data))
	assert.Contains(t, strings.Join(r.CardLines("c1"), "\n"), "Bennies ? (GM's pool 2)", "its bennies, then the pool it spends from")
	assert.NotContains(t, strings.Join(r.CardLines("hero1"), "\n"), "pool", "a player's figure")
}
