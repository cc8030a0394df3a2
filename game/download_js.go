//go:build js

package game

import (
	"errors"
	"fmt"
	"syscall/js"
)

// In the browser nothing is written beside a scenario: the survivors'
// scenario and the battle file (Ctrl+S) are offered as downloads (a Blob
// and a link clicked), and the autosave lives in the page's localStorage.
func init() {
	Download = download
	SaveText = func(name string, data []byte) error { return download(name, "application/x-yaml", data) }
	DefaultAutosave = func() (Autosave, error) { return localAutosave{key: "battlemat.autosave"}, nil }
}

func download(name, mime string, data []byte) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%v", r)
		}
	}()
	arr := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(arr, data)
	parts := js.Global().Get("Array").New(arr)
	opts := js.Global().Get("Object").New()
	opts.Set("type", mime)
	blob := js.Global().Get("Blob").New(parts, opts)
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	doc := js.Global().Get("document")
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	// Revoked later: some browsers start the download after click returns.
	var revoke js.Func
	revoke = js.FuncOf(func(js.Value, []js.Value) any {
		js.Global().Get("URL").Call("revokeObjectURL", url)
		revoke.Release()
		return nil
	})
	js.Global().Call("setTimeout", revoke, 60000)
	return nil
}

// localAutosave keeps the autosave in window.localStorage under key.
type localAutosave struct{ key string }

func (l localAutosave) storage() (js.Value, error) {
	s := js.Global().Get("localStorage")
	if s.IsUndefined() || s.IsNull() {
		return js.Value{}, errors.New("this browser keeps no local storage")
	}
	return s, nil
}

func (l localAutosave) Load() (data []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%v", r)
		}
	}()
	s, err := l.storage()
	if err != nil {
		return nil, err
	}
	v := s.Call("getItem", l.key)
	if v.IsNull() || v.IsUndefined() {
		return nil, nil
	}
	return []byte(v.String()), nil
}

func (l localAutosave) Save(data []byte) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%v", r) // a full storage throws
		}
	}()
	s, err := l.storage()
	if err != nil {
		return err
	}
	s.Call("setItem", l.key, string(data))
	return nil
}

func (l localAutosave) Clear() (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%v", r)
		}
	}()
	s, err := l.storage()
	if err != nil {
		return err
	}
	s.Call("removeItem", l.key)
	return nil
}

func (l localAutosave) Where() string { return "the browser's storage" }
