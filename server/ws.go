//go:build !js

package server

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/coder/websocket"
)

// writeTimeout is how long one message may take to reach a client.
const writeTimeout = 10 * time.Second

// workLen is how many of a client's messages may wait for their turn.
const workLen = 4096

// Handler serves the page at / (page; nil: a placeholder), the
// WebSocket at /ws?seat=TOKEN and the battle's map files at
// /map/NAME?seat=TOKEN (mapserve.go).
func (h *Host) Handler(page http.Handler) http.Handler {
	if page == nil {
		page = placeholder()
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/ws", h.serveWS)
	mux.HandleFunc("/map/", h.serveMap)
	mux.Handle("/", page)
	return mux
}

// serveWS opens a seat's connection: 403 for a missing or unknown token.
func (h *Host) serveWS(w http.ResponseWriter, r *http.Request) {
	seat, ok := h.SeatOf(r.URL.Query().Get("seat"))
	if !ok {
		http.Error(w, "no seat: ask the GM for your link", http.StatusForbidden)
		return
	}
	conn, err := websocket.Accept(w, r, nil)
	if err != nil {
		return // Accept has answered
	}
	conn.SetReadLimit(MaxMessage)
	ctx, cancel := context.WithCancel(r.Context())
	defer cancel()
	c := newClient(seat, func(code int, reason string) {
		// From under the host's lock: closing waits for the peer, so it
		// runs on its own.
		go func() {
			conn.Close(websocket.StatusCode(code), reason)
			cancel()
		}()
	})
	c.work, c.answers = make(chan func(), workLen), true
	// The state goes first, in the client's turn.
	c.work <- func() { h.join(c) }
	defer h.leave(c)
	defer c.gone.Store(true)
	go func() {
		for {
			select {
			case <-ctx.Done():
				return
			case f := <-c.work:
				f()
			}
		}
	}()
	go func() {
		for {
			select {
			case <-ctx.Done():
				return
			case msg := <-c.out:
				wctx, wcancel := context.WithTimeout(ctx, writeTimeout)
				err := conn.Write(wctx, websocket.MessageText, msg)
				wcancel()
				if err != nil {
					cancel()
					return
				}
			}
		}
	}()
	for {
		typ, data, err := conn.Read(ctx)
		if err != nil {
			var ce websocket.CloseError
			if !errors.As(err, &ce) && ctx.Err() == nil {
				conn.Close(websocket.StatusPolicyViolation, "unreadable message")
			}
			return
		}
		if typ != websocket.MessageText {
			refuse(c, "", "messages are JSON text")
			continue
		}
		h.receive(c, data)
	}
}
