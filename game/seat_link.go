package game

import (
	"context"
	"encoding/json"
	"errors"
	"sync"
	"time"

	"battlemat/wire"
)

// wsConn is one WebSocket connection to the host: coder/websocket on the
// desktop (seat_ws.go), the browser's own WebSocket in the page
// (seat_ws_js.go), which keeps net/http out of the wasm.
type wsConn interface {
	Read(ctx context.Context) ([]byte, error)
	Write(ctx context.Context, msg []byte) error
	// CloseNow drops the connection; Status is the close code a read
	// error carried (wire.StatusReissued...), or -1.
	CloseNow()
	Status(err error) int
}

// Backoff of the reconnecting client: the first retry soon, then
// doubling up to a pause that does not hammer a host that is down.
const (
	firstRetry = 500 * time.Millisecond
	lastRetry  = 10 * time.Second
)

// LinkSeat is a seat reached over the host's WebSocket: a hosted
// screen's (a phone's, the GM's tablet's, the projector's). Connect keeps
// it joined; what the host sends waits for the screen's Poll.
type LinkSeat struct {
	mu    sync.Mutex
	out   chan []byte // nil while not connected
	drop  func()      // closes the connection under way (a resync)
	inbox []any
	url   string // the link's WebSocket, for the map files (seat_maps.go)
	// stateDue: the connection under way has not yet handed its first
	// state to Poll (the host sends it on joining), so a resync would
	// only drop a state on its way.
	stateDue bool
	// told is the seat the host's first state named; stopped: Connect
	// gave up (a link refused or re-issued).
	told    string
	stopped bool
}

// Told is the seat the host said this link opens ("" until its first
// state), and whether Connect has given up on the link.
func (l *LinkSeat) Told() (seat string, stopped bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.told, l.stopped
}

// Send queues a message for the connection under way.
func (l *LinkSeat) Send(msg wire.Incoming) error {
	data, err := json.Marshal(msg)
	if err != nil {
		return err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.out == nil {
		return errors.New("not connected")
	}
	select {
	case l.out <- data:
		return nil
	default:
		return errors.New("the connection is behind")
	}
}

// Poll returns what the host sent since the last Poll.
func (l *LinkSeat) Poll() []any {
	l.mu.Lock()
	defer l.mu.Unlock()
	in := l.inbox
	l.inbox = nil
	for _, m := range in {
		if _, ok := m.(wire.State); ok {
			l.stateDue = false
		}
	}
	return in
}

// Resync drops the connection under way: the next one's state message
// catches up.
func (l *LinkSeat) Resync() {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.drop != nil && !l.stateDue {
		l.drop()
	}
}

// put keeps a message for the next Poll.
func (l *LinkSeat) put(m any) {
	l.mu.Lock()
	l.inbox = append(l.inbox, m)
	l.mu.Unlock()
}

func (l *LinkSeat) status(connected bool, status string) {
	l.put(SeatStatus{Connected: connected, Status: status})
}

// Connect keeps the seat joined to the host's WebSocket wsURL
// (ws://HOST/ws?seat=TOKEN) until ctx ends: a drop reconnects with
// backoff and the host's state message catches up from its seq. A link
// the host refuses (403) or re-issued stops it.
func (l *LinkSeat) Connect(ctx context.Context, wsURL string) {
	l.mu.Lock()
	l.url = wsURL
	l.mu.Unlock()
	defer func() {
		l.mu.Lock()
		l.stopped = true
		l.mu.Unlock()
	}()
	wait := firstRetry
	for ctx.Err() == nil {
		ws, forbidden, err := dialWS(ctx, wsURL)
		if err != nil {
			if forbidden {
				l.status(false, "the host does not know this link: ask the GM for yours")
				return
			}
			l.status(false, "reconnecting...")
			select {
			case <-ctx.Done():
				return
			case <-time.After(wait):
			}
			wait = min(wait*2, lastRetry)
			continue
		}
		wait = firstRetry
		code := l.serve(ctx, ws)
		if code == wire.StatusReissued {
			l.status(false, "this seat was given a new link: ask the GM for it")
			return
		}
		l.status(false, "reconnecting...")
	}
}

// serve runs one connection until it drops; it returns the close status.
func (l *LinkSeat) serve(ctx context.Context, ws wsConn) int {
	cctx, cancel := context.WithCancel(ctx)
	defer cancel()
	out := make(chan []byte, 64)
	l.mu.Lock()
	l.out, l.drop, l.stateDue = out, cancel, true
	l.mu.Unlock()
	defer func() {
		l.mu.Lock()
		l.out, l.drop = nil, nil
		l.mu.Unlock()
	}()
	go func() {
		for {
			select {
			case <-cctx.Done():
				return
			case msg := <-out:
				wctx, wcancel := context.WithTimeout(cctx, 10*time.Second)
				err := ws.Write(wctx, msg)
				wcancel()
				if err != nil {
					cancel()
					return
				}
			}
		}
	}()
	l.status(true, "connected")
	for {
		data, err := ws.Read(cctx)
		if err != nil {
			ws.CloseNow()
			return ws.Status(err)
		}
		m, err := decodeHost(data)
		if err != nil {
			m = unreadable{err} // shown by the screen, in its turn
		}
		l.mu.Lock()
		u := l.url
		if st, ok := m.(wire.State); ok && l.told == "" {
			l.told = st.Seat
		}
		l.mu.Unlock()
		fetchMaps(cctx, u, m, fetchBytes) // before the state that needs them
		l.put(m)
	}
}
