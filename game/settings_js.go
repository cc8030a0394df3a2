//go:build js

package game

import "syscall/js"

// In the browser the screens' settings live in localStorage.
func init() {
	const key = "battlemat.screens"
	settingsIO.load = func() ([]byte, error) {
		ls := js.Global().Get("localStorage")
		if ls.IsUndefined() || ls.IsNull() {
			return nil, nil
		}
		v := ls.Call("getItem", key)
		if v.IsNull() || v.IsUndefined() {
			return nil, nil
		}
		return []byte(v.String()), nil
	}
	settingsIO.save = func(data []byte) error {
		ls := js.Global().Get("localStorage")
		if ls.IsUndefined() || ls.IsNull() {
			return nil
		}
		ls.Call("setItem", key, string(data))
		return nil
	}
}
