//go:build !js

package server

import (
	"encoding/json"
	"fmt"
	"runtime/debug"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"battlemat/rules"
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
	// gone: the connection has ended (a question waits for it no more).
	gone atomic.Bool
	// work runs the client's messages but answers, in order, off its
	// reader (nil: on the caller): an action waiting for an answer holds
	// the host's lock, and the answer must still get through.
	work chan func()
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

// join adds a client; its first message is its state.
func (h *Host) join(c *client) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if c.gone.Load() {
		return // closed before its turn came: leave has run or will
	}
	h.seated(c.seat) // before c is a client: its first message is its state
	h.clients[c] = true
	c.send(mustJSON(h.state(c.seat)))
}

// leave forgets a client.
func (h *Host) leave(c *client) {
	h.mu.Lock()
	defer h.mu.Unlock()
	delete(h.clients, c)
}

// refuse answers the one client; nobody else hears of it.
func refuse(c *client, id, why string) {
	c.send(mustJSON(Refused{Type: TypeRefused, ID: id, Error: why}))
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
	if !h.allow(c.seat, time.Now()) {
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
	var typ string
	_ = json.Unmarshal(fields["type"], &typ)
	if typ == TypeAnswer {
		var msg Incoming
		if err := json.Unmarshal(data, &msg); err != nil {
			refuse(c, id, "not a message of the host: "+oneLine(rules.JSONWords(err)))
			return
		}
		h.answer(c, msg)
		return
	}
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
	var msg Incoming
	if err := json.Unmarshal(data, &msg); err != nil {
		id := ""
		_ = json.Unmarshal(fields["id"], &id)
		refuse(c, id, "not a message of the host: "+oneLine(rules.JSONWords(err)))
		return
	}
	switch msg.Type {
	case TypeAction:
		h.act(c, msg)
	case TypeReissue:
		h.reissue(c, msg)
	case TypePreview:
		h.preview(c, msg)
	case TypeUndo, TypeRedo:
		h.undo(c, msg)
	default:
		refuse(c, msg.ID, fmt.Sprintf("unknown message type %q (action, preview, answer, reissue, undo or redo)", msg.Type))
	}
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// act applies an action the seat may take and sends its result to every
// client, or refuses it to this client alone.
func (h *Host) act(c *client, msg Incoming) {
	if len(msg.Action) == 0 {
		refuse(c, msg.ID, `an action message needs "action": {"kind": ...}`)
		return
	}
	a, err := rules.UnmarshalAction(msg.Action)
	if err != nil {
		refuse(c, msg.ID, oneLine(err.Error()))
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if msg.Seq != nil && *msg.Seq != len(h.b.Applied) {
		refuse(c, msg.ID, fmt.Sprintf("the battle moved on since seq %d (now %d): look again and retry", *msg.Seq, len(h.b.Applied)))
		return
	}
	if err := h.mayAct(c.seat, a, msg.Action); err != nil {
		refuse(c, msg.ID, err.Error())
		return
	}
	a = h.asMoved(c.seat, a)
	n := len(h.b.Events())
	h.applying = true
	err = h.b.Apply(a)
	h.applying = false
	if err != nil {
		refuse(c, msg.ID, h.refusal(c.seat, err))
		return
	}
	if err := h.saveBattle(); err != nil {
		// Not kept, not accepted: the battle goes back to where it was.
		h.logf("host: saving the battle: %v", err)
		if uerr := h.b.TakeBack(); uerr != nil {
			h.logf("host: taking the unsaved action back: %v", uerr)
		}
		refuse(c, msg.ID, "the host could not save the battle; nothing was done")
		return
	}
	if changed, err := h.refreshSeats(); err != nil || changed {
		if err != nil {
			h.logf("host: the players' seats: %v", err)
		}
		h.resendStates() // a seat's figures changed hands (players.go)
		return
	}
	h.broadcast(c, msg.ID, h.b.Events()[n:])
}

// broadcast sends an accepted action's result to every client, each
// seat's view worked out once; the sender's copy carries its id.
func (h *Host) broadcast(sender *client, id string, evs []rules.Event) {
	rolls := RollsOf(evs)
	areas := AreasOf(evs)
	// Each seat's view is worked out once (its offers and strip ask the
	// rules); the sender's copy differs only by its id.
	type seatView struct {
		m    Applied
		data []byte
	}
	views := map[string]*seatView{}
	view := func(seat string) *seatView {
		if v, ok := views[seat]; ok {
			return v
		}
		figs := h.figures(seat)
		m := Applied{Type: TypeApplied, Seq: len(h.b.Applied), Log: h.logFor(seat, evs),
			Rolls: h.rollsFor(seat, rolls), Round: h.b.Fight.Init.Round, Up: h.up(seat), Acting: h.acting(seat), Figures: figs,
			Areas: areasFor(areas, figs), Pool: PoolFor(h.b, seat), Offers: h.offers(seat), Turn: h.turnInfo(seat), Added: h.addedFor(seat, evs),
			Initiative: h.strip(seat), Acted: h.acted(seat)}
		v := &seatView{m: m, data: mustJSON(m)}
		views[seat] = v
		return v
	}
	for c := range h.clients {
		v := view(c.seat)
		if c == sender && id != "" {
			m := v.m
			m.ID = id
			c.send(mustJSON(m))
			continue
		}
		c.send(v.data)
	}
}

// reissue gives a seat a new token (the GM only): the old link stops
// working and its connections are closed; the GM gets the new link.
func (h *Host) reissue(c *client, msg Incoming) {
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
	out := mustJSON(Reissued{Type: TypeReissued, Seat: msg.Seat, Link: h.link(msg.Seat)})
	for o := range h.clients {
		switch {
		case o.seat == msg.Seat && o != c:
			o.drop(StatusReissued, "this seat was re-issued: ask the GM for the new link")
		case o.seat == SeatGM:
			o.send(out)
		}
	}
}
