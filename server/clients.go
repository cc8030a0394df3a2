//go:build !js

package server

import (
	"encoding/json"
	"fmt"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"battlemat/rules"
	"battlemat/session"
	"battlemat/wire"
)

// client is one connection as the host sees it: a seat, a queue of
// messages out, and a way to drop it.
type client struct {
	seat string
	out  chan []byte
	// kill closes the connection with a WebSocket status and reason.
	kill     func(code int, reason string)
	killOnce sync.Once
	strikes  int // messages refused in a row by the rate limit
	// gone: the connection has ended.
	gone atomic.Bool
	// answers: a screen a person looks at, which can answer a question
	// (a WebSocket's; the tests' Receive is none).
	answers bool
	// work runs the client's messages in order off its reader (nil: on
	// the caller).
	work chan func()
	// upload is the map file the GM's screen is sending (setup_map.go).
	upload *mapUpload
}

// queueLen is how many messages may wait for a client; one that falls
// further behind is dropped (it catches up from state when it comes
// back).
const queueLen = 4096

func newClient(seat string, kill func(int, string)) *client {
	return &client{seat: seat, out: make(chan []byte, queueLen), kill: kill}
}

func (c *client) drop(code int, reason string) {
	c.killOnce.Do(func() { c.kill(code, reason) })
}

func (c *client) send(msg []byte) {
	select {
	case c.out <- msg:
	default:
		c.drop(StatusTooSlow, "too far behind: reconnect")
	}
}

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // the host's own types always marshal
	}
	return b
}

// join adds a client; its first message is its state, then the
// question waiting for its seat, if one does.
func (h *Host) join(c *client) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if c.gone.Load() {
		return // closed before its turn came: leave has run or will
	}
	h.seated(c.seat) // before c is a client: its first message is its state
	h.clients[c] = true
	h.screens[c.seat]++
	if c.answers {
		h.present[c.seat]++
	}
	c.send(mustJSON(h.state(c.seat)))
	if q, ok := h.s.Question(c.seat, time.Now()); ok {
		c.send(mustJSON(q))
	}
}

// state is the seat's state, with the seats' links for the GM.
func (h *Host) state(seat string) wire.State {
	st := h.s.View(seat)
	if seat == SeatGM {
		st.Links, st.Joined = h.links(), h.joinedSeats()
		st.Maps = h.hostMaps()
	}
	return st
}

// links are every seat's link (the GM's state).
func (h *Host) links() map[string]string {
	out := map[string]string{}
	for _, s := range h.seats {
		out[s] = h.link(s)
	}
	return out
}

// leave forgets a client; a question only it could answer is settled.
func (h *Host) leave(c *client) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if !h.clients[c] {
		return
	}
	delete(h.clients, c)
	h.screens[c.seat]--
	if c.answers {
		h.present[c.seat]--
	}
	h.send(h.s.Tick(time.Now()))
}

// send delivers the session's messages to the clients they are for,
// each marshalled once; a state goes with the GM's links.
func (h *Host) send(outs []session.Out) {
	if !slices.Equal(h.seats, h.s.Seats()) {
		// A figure changed hands: a new seat gets its link (the session
		// sent every seat its state afresh).
		if err := h.syncSeats(); err != nil {
			h.logf("host: the players' seats: %v", err)
		}
	}
	for _, o := range outs {
		var data []byte
		for c := range h.clients {
			if c.seat != o.Seat || o.To != nil && c != o.To || o.Skip != nil && c == o.Skip {
				continue
			}
			if data == nil {
				msg := o.Msg
				if st, ok := msg.(wire.State); ok && o.Seat == SeatGM {
					st.Links, st.Joined = h.links(), h.joinedSeats()
					st.Maps = h.hostMaps()
					msg = st
				}
				data = mustJSON(msg)
			}
			c.send(data)
		}
	}
	h.timer()
}

// timer wakes the host when a waiting question's time is up.
func (h *Host) timer() {
	at, ok := h.s.Deadline()
	if !ok || at.Equal(h.wake) {
		return
	}
	h.wake = at
	time.AfterFunc(time.Until(at)+time.Millisecond, func() {
		h.mu.Lock()
		defer h.mu.Unlock()
		h.send(h.s.Tick(time.Now()))
	})
}

// refuse answers the one client; nobody else hears of it.
func refuse(c *client, id, why string) {
	c.send(mustJSON(wire.Refused{Type: TypeRefused, ID: id, Error: why}))
}

// receive handles one message of a client. Whatever the bytes, it
// answers or drops the client and never panics; a refusal carries the
// message's id when it has one.
func (h *Host) receive(c *client, data []byte) {
	id := ""
	defer func() {
		if r := recover(); r != nil {
			h.logf("host: a %s message panicked: %v\n%s", c.seat, r, debug.Stack())
			refuse(c, id, "the host could not handle this message")
		}
	}()
	if !utf8.Valid(data) {
		// Text frames are UTF-8 (RFC 6455, 8.1): the connection fails.
		c.drop(StatusInvalidData, "messages are UTF-8 text")
		return
	}
	if !h.allowMessage(c, data, time.Now()) {
		c.strikes++
		if c.strikes > h.cfg.Burst {
			c.drop(statusFlood, "too many messages")
			return
		}
		refuse(c, messageID(data), fmt.Sprintf("too many messages: at most %g a second", h.cfg.Rate))
		return
	}
	c.strikes = 0
	if len(data) > MaxMessage {
		refuse(c, "", fmt.Sprintf("a message of %d bytes: at most %d", len(data), MaxMessage))
		return
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil || fields == nil {
		refuse(c, "", "not a JSON object")
		return
	}
	_ = json.Unmarshal(fields["id"], &id)
	c.do(h, id, func() { h.handle(c, data, fields) })
}

// messageID is the message's id, "" when it has none (or is no JSON).
func messageID(data []byte) string {
	if len(data) > MaxMessage {
		return ""
	}
	var head struct {
		ID json.RawMessage `json:"id"`
	}
	var id string
	if json.Unmarshal(data, &head) == nil {
		_ = json.Unmarshal(head.ID, &id)
	}
	return id
}

// do runs f on the client's work queue, or here without one; a panic in
// f is refused with the message's id.
func (c *client) do(h *Host, id string, f func()) {
	run := func() {
		defer func() {
			if r := recover(); r != nil {
				h.logf("host: a %s message panicked: %v\n%s", c.seat, r, debug.Stack())
				refuse(c, id, "the host could not handle this message")
			}
		}()
		f()
	}
	if c.work == nil {
		run()
		return
	}
	select {
	case c.work <- run:
	default:
		refuse(c, id, "too many messages waiting: slow down")
	}
}

// handle handles a message other than an answer, in its client's turn.
func (h *Host) handle(c *client, data []byte, fields map[string]json.RawMessage) {
	var msg wire.Incoming
	if err := json.Unmarshal(data, &msg); err != nil {
		id := ""
		_ = json.Unmarshal(fields["id"], &id)
		refuse(c, id, "not a message of the host: "+oneLine(rules.JSONWords(err)))
		return
	}
	switch msg.Type {
	case TypeReissue:
		h.reissue(c, msg)
		return
	case wire.TypeSetup:
		h.setup(c, msg)
		return
	case wire.TypeMapPart:
		h.mapPart(c, msg)
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	h.send(h.s.Do(session.Screen{Seat: c.seat, ID: c}, msg, time.Now()))
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// reissue gives a seat a new token (the GM only): the old link stops
// working and its connections are closed; the GM gets the new link.
func (h *Host) reissue(c *client, msg wire.Incoming) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if c.seat != SeatGM {
		refuse(c, msg.ID, "only the GM may re-issue a seat")
		return
	}
	h.tmu.Lock()
	old, ok := h.tokens[msg.Seat]
	h.tmu.Unlock()
	if !ok {
		refuse(c, msg.ID, fmt.Sprintf("there is no seat %q (%s)", msg.Seat, strings.Join(h.seats, ", ")))
		return
	}
	tok, err := newToken()
	if err != nil {
		refuse(c, msg.ID, "no new token: "+err.Error())
		return
	}
	h.tmu.Lock()
	h.tokens[msg.Seat] = tok
	err = h.saveSeats()
	if err != nil {
		h.tokens[msg.Seat] = old
	} else {
		delete(h.bySeat, old)
		h.bySeat[tok] = msg.Seat
	}
	h.tmu.Unlock()
	if err != nil {
		h.logf("host: saving the seats: %v", err)
		refuse(c, msg.ID, "the host could not save the seats; nothing was done")
		return
	}
	out := mustJSON(wire.Reissued{Type: TypeReissued, Seat: msg.Seat, Link: h.link(msg.Seat)})
	for o := range h.clients {
		switch {
		case o.seat == msg.Seat && o != c:
			o.drop(StatusReissued, "this seat was re-issued: ask the GM for the new link")
		case o.seat == SeatGM:
			o.send(out)
		}
	}
}
