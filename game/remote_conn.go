package game

import (
	"context"
	"errors"
	"sync"
	"time"

	"battlemat/wire"
)

// wsConn is one WebSocket connection to the host: coder/websocket on the
// desktop (remote_ws.go), the browser's own WebSocket in the page
// (remote_ws_js.go), which keeps net/http out of the wasm.
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

// Link is a remote table's connection: the Outbox its actions go to.
// Connect keeps it joined.
type Link struct {
	mu   sync.Mutex
	out  chan []byte // nil while not connected
	drop func()      // closes the connection under way (a resync)
}

// Send queues a message for the connection under way.
func (l *Link) Send(msg []byte) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.out == nil {
		return errors.New("not connected")
	}
	select {
	case l.out <- msg:
		return nil
	default:
		return errors.New("the connection is behind")
	}
}

// Connect keeps r joined to the host's WebSocket wsURL
// (ws://HOST/ws?seat=TOKEN) until ctx ends: every message goes to r
// through do (which runs the function where r lives: the game's tick),
// a drop reconnects with backoff and the host's state message catches up
// from its seq. A link the host refuses (403) or re-issued stops it.
func (l *Link) Connect(ctx context.Context, wsURL string, do func(func(*Remote))) {
	wait := firstRetry
	for ctx.Err() == nil {
		ws, forbidden, err := dialWS(ctx, wsURL)
		if err != nil {
			if forbidden {
				do(func(r *Remote) { r.SetStatus(false, "the host does not know this link: ask the GM for yours") })
				return
			}
			do(func(r *Remote) { r.SetStatus(false, "reconnecting...") })
			select {
			case <-ctx.Done():
				return
			case <-time.After(wait):
			}
			wait = min(wait*2, lastRetry)
			continue
		}
		wait = firstRetry
		code := l.serve(ctx, ws, do)
		if code == wire.StatusReissued {
			do(func(r *Remote) { r.SetStatus(false, "this seat was given a new link: ask the GM for it") })
			return
		}
		do(func(r *Remote) { r.SetStatus(false, "reconnecting...") })
	}
}

// serve runs one connection until it drops; it returns the close status.
func (l *Link) serve(ctx context.Context, ws wsConn, do func(func(*Remote))) int {
	cctx, cancel := context.WithCancel(ctx)
	defer cancel()
	out := make(chan []byte, 64)
	l.mu.Lock()
	l.out, l.drop = out, cancel
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
	do(func(r *Remote) { r.SetStatus(true, "connected") })
	for {
		data, err := ws.Read(cctx)
		if err != nil {
			ws.CloseNow()
			return ws.Status(err)
		}
		do(func(r *Remote) {
			if err := r.Receive(data); errors.Is(err, ErrResync) {
				cancel() // the next connection's state catches up
			} else if err != nil {
				r.fail(err)
			}
		})
	}
}
