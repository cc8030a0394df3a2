//go:build js

package game

import (
	"context"
	"errors"
	"strings"
	"syscall/js"
)

// wsBrowser is the page's own WebSocket. The wasm talks to it directly
// instead of through coder/websocket, whose browser build brings net/http
// and would push the page past its download budget.
type wsBrowser struct {
	ws     js.Value
	in     chan []byte
	closed chan struct{}
	code   int
	funcs  []js.Func
}

// errClosed is a read on a closed connection; Status gives its code.
var errClosed = errors.New("the connection closed")

// dialWS opens the page's WebSocket to the host. The browser hides a
// refused handshake's HTTP status, so a connection that fails before it
// opens asks the same URL over HTTP: a 403 there is a link the host does
// not know.
func dialWS(ctx context.Context, url string) (wsConn, bool, error) {
	w := &wsBrowser{in: make(chan []byte, 256), closed: make(chan struct{}), code: -1}
	opened := make(chan struct{})
	w.ws = js.Global().Get("WebSocket").New(url)
	on := func(name string, f func(ev js.Value)) {
		fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
			f(args[0])
			return nil
		})
		w.funcs = append(w.funcs, fn)
		w.ws.Call("addEventListener", name, fn)
	}
	on("open", func(js.Value) { close(opened) })
	on("message", func(ev js.Value) {
		select {
		case w.in <- []byte(ev.Get("data").String()):
		default: // hopelessly behind: the host's state catches up after
			w.CloseNow()
		}
	})
	on("close", func(ev js.Value) {
		w.code = ev.Get("code").Int()
		select {
		case <-w.closed:
		default:
			close(w.closed)
		}
		// Nothing fires after close: the callbacks may go (Release is
		// allowed while one of them runs).
		for _, f := range w.funcs {
			f.Release()
		}
	})
	select {
	case <-opened:
		return w, false, nil
	case <-w.closed:
		return nil, forbidden(url), errors.New("could not connect to the host")
	case <-ctx.Done():
		w.CloseNow()
		return nil, false, ctx.Err()
	}
}

// forbidden asks the WebSocket's URL over plain HTTP whether the host
// refuses the link (403).
func forbidden(url string) bool {
	httpURL := "http" + strings.TrimPrefix(url, "ws")
	done := make(chan bool, 1)
	var then, fail js.Func
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- args[0].Get("status").Int() == 403
		return nil
	})
	fail = js.FuncOf(func(js.Value, []js.Value) any {
		done <- false
		return nil
	})
	defer then.Release()
	defer fail.Release()
	js.Global().Call("fetch", httpURL).Call("then", then).Call("catch", fail)
	return <-done
}

func (w *wsBrowser) Read(ctx context.Context) ([]byte, error) {
	select {
	case msg := <-w.in:
		return msg, nil
	case <-w.closed:
		select {
		case msg := <-w.in: // what came before the close
			return msg, nil
		default:
		}
		return nil, errClosed
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func (w *wsBrowser) Write(ctx context.Context, msg []byte) error {
	select {
	case <-w.closed:
		return errClosed
	default:
	}
	w.ws.Call("send", string(msg))
	return nil
}

// CloseNow closes the socket; its close event releases the callbacks.
func (w *wsBrowser) CloseNow() { w.ws.Call("close") }

// Status is the close code the host sent (server.StatusReissued...), or
// -1 when it is not known.
func (w *wsBrowser) Status(error) int { return w.code }
