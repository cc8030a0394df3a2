//go:build !js

package game_test

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/game"
	"battlemat/rules"
	"battlemat/server"
	"battlemat/wire"
)

var remoteTable = game.ScenarioText("name: Remote", game.OpenRows(8, 3),
	game.AnnsHero(game.At(0, 0), "traits: {agility: d8, shooting: d8, vigor: d6}",
		"weapons:",
		"  - {name: Colt, range: 12/24/48, damage: 2d6+1, shots: 6}"),
	game.CultExtra("c1", "Cultist", 7, 2),
	game.Figure("lurker", "Skulking Horror", "cult", "hidden: true", game.At(7, 0), "traits: {agility: d8, vigor: d10}"))

// outbox is a seat that keeps what a remote table sends and brings
// nothing (the tests hand the host's messages to Receive).
type outbox struct{ msgs []wire.Incoming }

func (o *outbox) Send(m wire.Incoming) error {
	o.msgs = append(o.msgs, m)
	return nil
}

func (o *outbox) Poll() []any { return nil }
func (o *outbox) Resync()     {}

// paceSix is the host's word on a Pace 6 figure's turn just begun (nil
// between turns): 6" walking, 12" with the d6's highest run.
func paceSix(acting bool) *wire.TurnInfo {
	if !acting {
		return nil
	}
	return &wire.TurnInfo{Actions: 1, PaceLeft: 6, Walk: 6, Reach: 12, Run: 6}
}

func remoteAt(t *testing.T, acting bool) (*game.Remote, *outbox) {
	t.Helper()
	o := &outbox{}
	r := game.NewRemote(o)
	up := "hero1"
	st := wire.State{Type: "state", Seq: 3, Seat: "player:anna", Round: 1, Up: &up, Acting: acting, Turn: paceSix(acting),
		Scenario: remoteTable[:strings.Index(remoteTable, "  - id: lurker")], Mine: []string{"hero1"},
		Roster:  map[string]wire.FigureInfo{"hero1": {Name: "Ann's Hero", Side: "heroes", Player: "anna"}, "c1": {Name: "Cultist", Side: "cult"}},
		Figures: map[string]wire.FigureState{"hero1": {At: rules.Pos{X: 0, Y: 0}}, "c1": {At: rules.Pos{X: 7, Y: 2}}}}
	data, err := json.Marshal(st)
	require.NoError(t, err)
	require.NoError(t, r.Receive(data))
	return r, o
}

func TestRemoteFirstTapShowsThePathSecondMoves(t *testing.T) {
	r, o := remoteAt(t, true)
	r.Tap(board.Square{X: 3, Y: 1}, true)
	assert.Empty(t, o.msgs, "the first tap sends nothing")
	require.NotEmpty(t, r.Path())
	assert.Equal(t, rules.Pos{X: 3, Y: 1}, r.Path()[len(r.Path())-1])
	r.Tap(board.Square{X: 3, Y: 1}, true)
	require.Len(t, o.msgs, 1)
	assert.Equal(t, "action", o.msgs[0].Type)
	assert.JSONEq(t, `{"kind":"move","who":"hero1","to":{"x":3,"y":1}}`, string(o.msgs[0].Action))
	assert.Nil(t, r.Path())
	assert.Equal(t, rules.Pos{X: 0, Y: 0}, r.Board.Figure("hero1").At, "nothing moves until the host says so")
}

func TestRemoteTapElsewhereReplacesThePath(t *testing.T) {
	r, o := remoteAt(t, true)
	r.Tap(board.Square{X: 3, Y: 1}, true)
	r.Tap(board.Square{X: 2, Y: 2}, true)
	assert.Empty(t, o.msgs)
	assert.Equal(t, rules.Pos{X: 2, Y: 2}, r.Path()[len(r.Path())-1])
}

func TestRemoteFoeTapAsksOddsAndTheButtonShoots(t *testing.T) {
	r, o := remoteAt(t, true)
	r.Tap(board.Square{X: 7, Y: 2}, true)
	require.Len(t, o.msgs, 1)
	assert.Equal(t, "preview", o.msgs[0].Type)
	s, raise := 0.6, 0.2
	p, _ := json.Marshal(wire.Preview{Type: "preview", ID: o.msgs[0].ID, Rolls: []wire.Roll{{Who: "hero1", Target: "c1", TN: 4, Success: &s, Raise: &raise}}})
	require.NoError(t, r.Receive(p))
	target, odds, ok := r.Aim()
	require.True(t, ok)
	assert.Equal(t, "c1", target)
	assert.Equal(t, "TN 4: 60% to hit, 20% a raise", odds)
	require.Equal(t, game.RemoteConfirm, r.Buttons()[0].ID)
	r.Press(game.RemoteConfirm)
	require.Len(t, o.msgs, 2)
	assert.Equal(t, "action", o.msgs[1].Type)
	assert.JSONEq(t, `{"kind":"shoot","who":"hero1","weapon":"Colt","targets":["c1"]}`, string(o.msgs[1].Action))
}

func TestRemoteTapOnOwnFigureUpStartsItsTurn(t *testing.T) {
	r, o := remoteAt(t, false)
	r.Tap(board.Square{X: 0, Y: 0}, true)
	require.Len(t, o.msgs, 1)
	assert.JSONEq(t, `{"kind":"turn","who":"hero1"}`, string(o.msgs[0].Action))
}

func TestRemoteMissedActionAsksToResync(t *testing.T) {
	r, _ := remoteAt(t, true)
	a, _ := json.Marshal(wire.Applied{Type: "applied", Seq: 5, Figures: map[string]wire.FigureState{}})
	assert.ErrorIs(t, r.Receive(a), game.ErrResync)
	a, _ = json.Marshal(wire.Applied{Type: "applied", Seq: 4, Figures: map[string]wire.FigureState{"lurker": {}}})
	assert.ErrorIs(t, r.Receive(a), game.ErrResync, "a figure revealed since the map was sent")
}

func TestRemoteBadMessageChangesNothing(t *testing.T) {
	r, _ := remoteAt(t, true)
	v := r.Seq
	assert.Error(t, r.Receive([]byte(`{"type":"state","scenario":"map: [","figures":{}}`)))
	assert.Error(t, r.Receive([]byte(`nonsense`)))
	assert.Equal(t, v, r.Seq)
	assert.NotNil(t, r.Board.Figure("hero1"))
}

// joined is a remote table joined to a real host through Link.
type joined struct {
	mu sync.Mutex
	r  *game.Remote
}

func (j *joined) do(f func(*game.Remote)) { j.mu.Lock(); j.r.Pump(); f(j.r); j.mu.Unlock() }

func (j *joined) wait(t *testing.T, what string, ok func(r *game.Remote) bool) {
	t.Helper()
	// Until shortly before the test binary's deadline: a loaded machine
	// is waited for, a hang still fails here with its own message.
	wait := 10 * time.Minute
	if d, ok := t.Deadline(); ok {
		wait = max(time.Until(d)-20*time.Second, time.Until(d)/2)
	}
	deadline := time.Now().Add(wait)
	for time.Now().Before(deadline) {
		j.mu.Lock()
		j.r.Pump()
		done := ok(j.r)
		j.mu.Unlock()
		if done {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("waited %v for %s", wait, what)
}

func join(t *testing.T, ctx context.Context, h *server.Host, seat string) *joined {
	l := &game.LinkSeat{}
	j := &joined{r: game.NewRemote(l)}
	u, err := url.Parse(h.Link(seat))
	require.NoError(t, err)
	ws := "ws://" + u.Host + "/ws?seat=" + u.Query().Get("seat")
	go l.Connect(ctx, ws)
	j.wait(t, seat+"'s state", func(r *game.Remote) bool { return r.Board != nil })
	return j
}

func TestRemotePlayerMovesAndTheGMSeesIt(t *testing.T) {
	h, err := server.New(server.Config{Name: "remote.yaml", Data: []byte(remoteTable), Seed: 7, SeedSet: true, Logf: t.Logf})
	require.NoError(t, err)
	ts := httptest.NewServer(h.Handler(nil))
	defer ts.Close()
	h.SetBase(ts.URL)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	gm, anna := join(t, ctx, h, "gm"), join(t, ctx, h, "player:anna")
	assert.Nil(t, anna.r.Board.Figure("lurker"), "the player's map has no hidden figure")
	assert.NotNil(t, gm.r.Board.Figure("lurker"))

	// The GM deals and plays the cult's turns until Ann's hero is up.
	gm.do(func(r *game.Remote) { require.NoError(t, sendAs(r, `{"kind":"round"}`)) })
	gm.wait(t, "the round", func(r *game.Remote) bool { return r.Round == 1 })
	for i := 0; i < 5; i++ {
		var up string
		h.Battle(func(b *rules.Battle) { up = b.NextUp()[0] })
		if up == "hero1" {
			break
		}
		seq := h.Seq()
		gm.do(func(r *game.Remote) { require.NoError(t, sendAs(r, `{"kind":"turn","who":"`+up+`"}`)) })
		gm.wait(t, "a turn", func(r *game.Remote) bool { return r.Seq == seq+1 })
		gm.do(func(r *game.Remote) { require.NoError(t, sendAs(r, `{"kind":"end_turn","who":"`+up+`"}`)) })
		gm.wait(t, "a turn's end", func(r *game.Remote) bool { return r.Seq == seq+2 })
	}
	anna.wait(t, "her hero up", func(r *game.Remote) bool { return r.Up == "hero1" })
	anna.do(func(r *game.Remote) { r.Tap(board.Square{X: 0, Y: 0}, true) })
	anna.wait(t, "her turn", func(r *game.Remote) bool { return r.Acting })
	anna.do(func(r *game.Remote) {
		r.Tap(board.Square{X: 2, Y: 1}, true)
		r.Tap(board.Square{X: 2, Y: 1}, true)
	})
	gm.wait(t, "the move on the GM's screen", func(r *game.Remote) bool {
		return r.Board.Figure("hero1").At == rules.Pos{X: 2, Y: 1}
	})
	anna.wait(t, "the move on hers", func(r *game.Remote) bool { return r.Board.Figure("hero1").At == rules.Pos{X: 2, Y: 1} })

	// The connection drops: the client comes back by itself at the same seq.
	seq := h.Seq()
	ts.CloseClientConnections()
	anna.wait(t, "the reconnection", func(r *game.Remote) bool { return r.Connected && r.Seq == seq })
	anna.do(func(r *game.Remote) { r.Press(game.RemoteEndTurn) })
	gm.wait(t, "the turn's end after the reconnection", func(r *game.Remote) bool { return r.Seq == seq+1 && !r.Acting })
	for _, j := range []*joined{anna} {
		j.mu.Lock()
		assert.NotContains(t, strings.Join(j.r.Log, "\n"), "Skulking")
		j.mu.Unlock()
	}
}

// sendAs sends a raw action as the remote's seat (the GM's hand).
func sendAs(r *game.Remote, action string) error { return r.SendRaw(json.RawMessage(action)) }
