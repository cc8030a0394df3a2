//go:build js

package game

import "syscall/js"

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
			// A page served over plain http (a hosted table's link on
			// the LAN) may not read the clipboard: the GM pastes into a box.
			pasteBox(done)
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
			// Refused (no permission, no user gesture): the box instead.
			pasteBox(done)
			ok.Release()
			bad.Release()
			return nil
		})
		cb.Call("readText").Call("then", ok, bad)
	}
}

// pasteBox opens a box over the page to paste stat blocks into (a
// finger's long press and Paste, or Ctrl+V): Add hands its text to done,
// Cancel pastes nothing. Its keys stay in the box, not the game's.
func pasteBox(done func(string, error)) {
	doc := js.Global().Get("document")
	if old := doc.Call("getElementById", "pastebox"); old.Truthy() {
		old.Call("remove")
	}
	el := func(tag, css string) js.Value {
		e := doc.Call("createElement", tag)
		e.Set("style", css)
		return e
	}
	back := el("div", "position:fixed;inset:0;z-index:100;background:rgba(0,0,0,0.6);display:flex;align-items:center;justify-content:center")
	back.Set("id", "pastebox")
	box := el("div", "background:#1d2330;color:#eee;font:16px sans-serif;padding:12px;border-radius:6px;width:min(90vw,700px);display:flex;flex-direction:column;gap:8px")
	label := el("div", "")
	label.Set("textContent", "Paste the stat blocks here (long press and Paste, or Ctrl+V), then Add.")
	area := el("textarea", "width:100%;box-sizing:border-box;height:min(55vh,420px);font:14px monospace")
	area.Set("id", "pastetext")
	row := el("div", "display:flex;gap:8px;justify-content:flex-end")
	button := func(id, text string) js.Value {
		b := el("button", "font:16px sans-serif;padding:10px 22px")
		b.Set("id", id)
		b.Set("textContent", text)
		row.Call("appendChild", b)
		return b
	}
	cancel, add := button("pastecancel", "Cancel"), button("pasteadd", "Add")
	var fns []js.Func
	finish := func(text string, err error) {
		back.Call("remove")
		for _, f := range fns {
			f.Release()
		}
		done(text, err)
	}
	on := func(e js.Value, ev string, f func(js.Value)) {
		fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
			f(args[0])
			return nil
		})
		fns = append(fns, fn)
		e.Call("addEventListener", ev, fn)
	}
	on(add, "click", func(js.Value) { finish(area.Get("value").String(), nil) })
	on(cancel, "click", func(js.Value) { finish("", ErrNothingPasted) })
	on(back, "keydown", func(e js.Value) {
		e.Call("stopPropagation") // the page's Ctrl+A is the box's select-all here
		if e.Get("key").String() == "Escape" {
			finish("", ErrNothingPasted)
		}
	})
	box.Call("appendChild", label)
	box.Call("appendChild", area)
	box.Call("appendChild", row)
	back.Call("appendChild", box)
	doc.Get("body").Call("appendChild", back)
	area.Call("focus")
}
