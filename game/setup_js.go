//go:build js

package game

import (
	"errors"
	"syscall/js"
)

// In the browser the setup asks for a line with the page's prompt (a
// tablet's keyboard comes up for it) and reads the clipboard the
// browser's way, asynchronously.
func init() {
	AskText = func(prompt, def string, done func(string)) {
		v := js.Global().Call("prompt", prompt, def)
		if v.Type() == js.TypeString {
			done(v.String())
		}
	}
	PickFile = func() bool {
		el := js.Global().Get("document").Call("getElementById", "mapfile")
		if el.IsNull() || el.IsUndefined() {
			return false
		}
		el.Call("click")
		return true
	}
	ReadClipboard = func(done func(string, error)) {
		cb := js.Global().Get("navigator").Get("clipboard")
		if cb.IsUndefined() || cb.Get("readText").IsUndefined() {
			done("", errors.New("this browser does not let the page read the clipboard"))
			return
		}
		var ok, bad js.Func
		ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
			done(args[0].String(), nil)
			ok.Release()
			bad.Release()
			return nil
		})
		bad = js.FuncOf(func(_ js.Value, args []js.Value) any {
			done("", errors.New(args[0].Call("toString").String()))
			ok.Release()
			bad.Release()
			return nil
		})
		cb.Call("readText").Call("then", ok, bad)
	}
}
