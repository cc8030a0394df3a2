//go:build js

package odds

import (
	"encoding/json"
	"strconv"
	"syscall/js"
)

// ServeWorker is an Odds worker's program (cmd/battlemat-odds, in a Web
// Worker): it gives the worker's script battlematOddsStart(file, seed,
// whatIf, total), which makes the worker's own Run ("" or why not), and
// battlematOddsPlay(from, to), which plays those fights on it and gives
// {tally} (rules.Tally as JSON) or {err}; then it waits for the calls.
// A worker readied before the press (web/odds-page.js) is first asked
// battlematOddsWarmUp(n): n fights of warmUp's battle, the program's
// own, played and dropped, so the browser compiles the fights' hot code
// to its top tier before the run; they touch no run, so no tally.
func ServeWorker(warmUp func() ([]byte, error)) {
	WorkerGC() // the worker does nothing but fights
	var run *Run
	js.Global().Set("battlematOddsStart", js.FuncOf(func(_ js.Value, a []js.Value) any {
		if len(a) < 4 {
			return "battlematOddsStart(file, seed, whatIf, total)"
		}
		file := make([]byte, a[0].Length())
		js.CopyBytesToGo(file, a[0])
		seed, err := strconv.ParseUint(a[1].String(), 10, 64)
		if err != nil {
			return "seed: " + err.Error()
		}
		r, err := New(file, a[3].Int(), seed, a[2].String())
		if err != nil {
			return err.Error()
		}
		run = r
		return ""
	}))
	js.Global().Set("battlematOddsWarmUp", js.FuncOf(func(_ js.Value, a []js.Value) any {
		if len(a) < 1 || a[0].Type() != js.TypeNumber {
			return "battlematOddsWarmUp(fights)"
		}
		file, err := warmUp()
		var w *Run
		if err == nil {
			w, err = New(file, a[0].Int(), 1, "")
		}
		if err == nil {
			_, err = w.PlayBatch(Batch{From: 0, To: a[0].Int()})
		}
		WorkerGC()
		if err != nil {
			return err.Error()
		}
		return ""
	}))
	js.Global().Set("battlematOddsPlay", js.FuncOf(func(_ js.Value, a []js.Value) any {
		if run == nil || len(a) < 2 {
			return map[string]any{"err": "the worker's run is not started"}
		}
		t, err := run.PlayBatch(Batch{From: a[0].Int(), To: a[1].Int()})
		WorkerGC()
		if err != nil {
			return map[string]any{"err": err.Error()}
		}
		data, err := json.Marshal(t)
		if err != nil {
			return map[string]any{"err": err.Error()}
		}
		return map[string]any{"tally": string(data)}
	}))
	select {}
}
