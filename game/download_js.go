//go:build js

package game

import "syscall/js"

// In the browser the survivors' scenario cannot be written beside the
// original: it is offered as a download (a Blob and a link clicked).
func init() {
	SaveText = func(name string, data []byte) error {
		arr := js.Global().Get("Uint8Array").New(len(data))
		js.CopyBytesToJS(arr, data)
		parts := js.Global().Get("Array").New(arr)
		opts := js.Global().Get("Object").New()
		opts.Set("type", "application/x-yaml")
		blob := js.Global().Get("Blob").New(parts, opts)
		url := js.Global().Get("URL").Call("createObjectURL", blob)
		doc := js.Global().Get("document")
		a := doc.Call("createElement", "a")
		a.Set("href", url)
		a.Set("download", name)
		doc.Get("body").Call("appendChild", a)
		a.Call("click")
		a.Call("remove")
		js.Global().Get("URL").Call("revokeObjectURL", url)
		return nil
	}
}
