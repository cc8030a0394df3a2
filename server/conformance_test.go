//go:build !js

package server_test

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/server"
	"battlemat/session"
	"battlemat/wire"
)

// conformTable: Anna's hero, a poor shot with bennies (her misses ask
// her about a reroll), the GM's Wild Card gunman whose cannon wounds
// whenever it hits (Anna is asked to Soak), and a lurker hidden until
// the GM reveals it.
const conformTable = `name: Conformance
map:
  rows:
    - "..........."
    - "..........."
    - "..........."
figures:
  - id: hero
    name: Annie
    side: heroes
    player: anna
    wildcard: true
    at: [0, 0]
    traits: {agility: d6, shooting: d4, vigor: d6, spirit: d6}
    weapons:
      - {name: Colt, range: 12/24/48, damage: 2d6, shots: 60}
  - id: gunman
    name: Gunman
    side: cult
    wildcard: true
    at: [6, 0]
    traits: {agility: d6, shooting: d12, vigor: d8, spirit: d6}
    weapons:
      - {name: Cannon, range: 12/24/48, damage: 4d10+12, shots: 500}
  - id: lurker
    name: Lurker
    side: cult
    hidden: true
    at: [9, 2]
    traits: {agility: d6, vigor: d6}
`

// seatWay is one way to the session: in process, or a host over
// WebSockets. do sends one message from the seat and answers every
// question as the GM (a Soak no, a reroll yes) until the message is
// settled, and returns the kinds of the questions answered.
type seatWay interface {
	do(seat, msg string) []string
	view(seat string) map[string]any
}

type inProcess struct {
	t *testing.T
	s *session.Session
}

func (p inProcess) do(seat, msg string) []string {
	var in wire.Incoming
	require.NoError(p.t, json.Unmarshal([]byte(msg), &in))
	outs := p.s.Do(session.Screen{Seat: seat}, in, time.Unix(0, 0))
	var asked []string
	for {
		var q *wire.Question
		for _, o := range outs {
			if m, ok := o.Msg.(wire.Question); ok && o.Seat == wire.SeatGM {
				q = &m
			}
		}
		if q == nil {
			return asked
		}
		yes := q.Kind == wire.AskReroll
		asked = append(asked, fmt.Sprint(q.Kind, ":", yes))
		outs = p.s.Do(session.Screen{Seat: wire.SeatGM}, wire.Incoming{Type: wire.TypeAnswer, ID: q.ID, Yes: &yes}, time.Unix(0, 0))
	}
}

func (p inProcess) view(seat string) map[string]any {
	data, err := json.Marshal(p.s.View(seat))
	require.NoError(p.t, err)
	var m map[string]any
	require.NoError(p.t, json.Unmarshal(data, &m))
	return m
}

type overTheWire struct {
	t     *testing.T
	h     *server.Host
	ts    func(seat string) *conn
	srv   *httptest.Server
	conns map[string]*conn
	n     int
}

func (w *overTheWire) do(seat, msg string) []string {
	w.n++
	id := fmt.Sprint("m", w.n)
	var m map[string]any
	require.NoError(w.t, json.Unmarshal([]byte(msg), &m))
	m["id"] = id
	gm, from := w.conns[wire.SeatGM], w.conns[seat]
	from.send(m)
	var asked []string
	for {
		var got map[string]any
		var by *conn
		select {
		case data := <-gm.msgs:
			by = gm
			require.NoError(w.t, json.Unmarshal(data, &got))
		case data := <-from.msgs:
			by = from
			require.NoError(w.t, json.Unmarshal(data, &got))
		case <-time.After(patience(w.t)):
			w.t.Fatalf("no answer to %s", msg)
		}
		if got["type"] == "question" && by == gm {
			yes := got["kind"] == wire.AskReroll
			asked = append(asked, fmt.Sprint(got["kind"], ":", yes))
			gm.send(map[string]any{"type": "answer", "id": got["id"], "yes": yes})
		}
		if by == from && (got["id"] == id || m["type"] == "undo" && got["type"] == "state") {
			return asked
		}
	}
}

func (w *overTheWire) view(seat string) map[string]any {
	c, _, err := dialToken(w.t, w.srv, token(w.t, w.h, seat))
	require.NoError(w.t, err)
	defer c.ws.CloseNow()
	st := c.next()
	delete(st, "links")  // the transport's
	delete(st, "joined") // the transport's
	return st
}

// conformScript is the sequence both ways play: a deal, a move, a
// called shot (and its reroll), the gunman's shot (and the Soak answered
// no), an undo, a GM's edit and a reveal. Between them, the GM plays
// the turns of whoever is up.
func conformScript(t *testing.T, tb seatWay, every func(step string)) (asked []string) {
	step := func(seat, msg string) {
		asked = append(asked, tb.do(seat, msg)...)
		every(msg)
	}
	upNow := func() string {
		v := tb.view(wire.SeatGM)
		up, _ := v["up"].(string)
		return up
	}
	turnOf := func(who string) {
		for range 20 {
			switch up := upNow(); up {
			case "":
				step(wire.SeatGM, `{"type":"action","action":{"kind":"round"}}`)
			case who:
				step(wire.SeatGM, `{"type":"action","action":{"kind":"turn","who":"`+who+`"}}`)
				return
			default:
				step(wire.SeatGM, `{"type":"action","action":{"kind":"turn","who":"`+up+`"}}`)
				step(wire.SeatGM, `{"type":"action","action":{"kind":"end_turn","who":"`+up+`"}}`)
			}
		}
		t.Fatalf("no turn of %s", who)
	}
	step(wire.SeatGM, `{"type":"action","action":{"kind":"round"}}`)
	turnOf("hero")
	step("player:anna", `{"type":"action","action":{"kind":"move","who":"hero","to":{"x":1,"y":0}}}`)
	step("player:anna", `{"type":"action","action":{"kind":"shoot","who":"hero","weapon":"Colt","targets":["gunman"],"called":"head"}}`)
	step("player:anna", `{"type":"action","action":{"kind":"end_turn","who":"hero"}}`)
	turnOf("gunman")
	step(wire.SeatGM, `{"type":"action","action":{"kind":"shoot","who":"gunman","weapon":"Cannon","targets":["hero"]}}`)
	step(wire.SeatGM, `{"type":"undo"}`)
	step(wire.SeatGM, `{"type":"action","action":{"kind":"place","who":"gunman","to":{"x":7,"y":1}}}`)
	step(wire.SeatGM, `{"type":"action","action":{"kind":"reveal","who":"lurker"}}`)
	return asked
}

// The same script through a session in process and through the host
// over WebSockets gives every seat the same view after every step.
func TestEverySeatSeesTheSameInProcessAndOverTheWire(t *testing.T) {
	seats := []string{wire.SeatGM, wire.SeatTable, "player:anna"}
	// A seed whose script asks both questions: a reroll taken and a
	// Soak declined.
	var seed uint64
	var want []string
	for s := uint64(1); s < 300 && seed == 0; s++ {
		p := inProcess{t, newConformSession(t, s)}
		asked := conformScript(t, p, func(string) {})
		if contains(asked, "reroll:true") && contains(asked, "soak:false") {
			seed, want = s, asked
		}
	}
	require.NotZero(t, seed, "no seed in 300 asks both")

	p := inProcess{t, newConformSession(t, seed)}
	h, err := server.New(server.Config{Name: "c.yaml", Data: []byte(conformTable), Seed: seed, SeedSet: true, Logf: func(string, ...any) {}})
	require.NoError(t, err)
	ts := httptest.NewServer(h.Handler(nil))
	t.Cleanup(ts.Close)
	h.SetBase(ts.URL)
	w := &overTheWire{t: t, h: h, srv: ts, conns: map[string]*conn{}}
	w.ts = func(seat string) *conn { return dial(t, h, ts, seat) }
	w.conns[wire.SeatGM], w.conns["player:anna"] = w.ts(wire.SeatGM), w.ts("player:anna")

	// The views in process after each step, then the wire's after the
	// same step.
	var got []string
	i := 0
	type snap map[string]map[string]any
	var views []snap
	conformScript(t, p, func(string) {
		v := snap{}
		for _, seat := range seats {
			v[seat] = p.view(seat)
		}
		views = append(views, v)
	})
	got = conformScript(t, w, func(step string) {
		require.Less(t, i, len(views))
		for _, seat := range seats {
			assert.Equal(t, views[i][seat], w.view(seat), "step %d %s, seat %s", i, step, seat)
		}
		i++
	})
	assert.Equal(t, want, got, "the same questions, answered alike")
	assert.Len(t, views, i, "as many steps")
	var hidden bool
	h.Battle(func(b *rules.Battle) { hidden = b.Hidden("lurker") })
	assert.False(t, hidden, "the lurker was revealed")
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

func newConformSession(t *testing.T, seed uint64) *session.Session {
	t.Helper()
	s, err := session.New(session.Config{File: &board.BattleFile{Format: board.BattleFormat, Name: "c.yaml", Scenario: conformTable, Seed: seed, Rules: rules.CurrentRevision},
		Logf: func(string, ...any) {}})
	require.NoError(t, err)
	return s
}
