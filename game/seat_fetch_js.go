//go:build js

package game

import (
	"context"
	"errors"
	"syscall/js"
)

// fetchBytes gets a file from the host with the page's fetch (net/http
// stays out of the wasm).
func fetchBytes(ctx context.Context, u string) ([]byte, error) {
	type result struct {
		data []byte
		err  error
	}
	done := make(chan result, 1)
	var gotResp, gotBuf, fail js.Func
	release := func() { gotResp.Release(); gotBuf.Release(); fail.Release() }
	gotBuf = js.FuncOf(func(_ js.Value, args []js.Value) any {
		u8 := js.Global().Get("Uint8Array").New(args[0])
		data := make([]byte, u8.Get("length").Int())
		js.CopyBytesToGo(data, u8)
		done <- result{data: data}
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- result{err: errors.New("the map file could not be fetched")}
		return nil
	})
	gotResp = js.FuncOf(func(_ js.Value, args []js.Value) any {
		resp := args[0]
		if !resp.Get("ok").Bool() {
			done <- result{err: errors.New("the host answered " + resp.Get("status").String())}
			return nil
		}
		resp.Call("arrayBuffer").Call("then", gotBuf, fail)
		return nil
	})
	js.Global().Call("fetch", u).Call("then", gotResp, fail)
	select {
	case r := <-done:
		go release() // not from under a callback that may still be running
		return r.data, r.err
	case <-ctx.Done():
		return nil, ctx.Err() // the callbacks stay: one may still come
	}
}
