//go:build js

package odds

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"sync"
	"syscall/js"
	"time"

	"battlemat/rules"
)

// In the browser Go has one thread: the page's Odds play on Web Workers
// (web/odds-worker.js running cmd/battlemat-odds), each with a Run of its
// own from the same file, seed and what-if; the page lends them batches
// of fights (Lend) and counts the tallies they send back (Settle), so its
// own thread only draws. Where workers cannot start or fail (no Worker, a
// page opened from a file, a worker's error) the page says so once in the
// console and plays by Step from then on; a batch a worker held is given
// back and played there.

// MaxWebWorkers caps the workers: a phone's or a big desktop's count of
// cores, a batch each in turn, is no more help past this, and each worker
// costs a Go heap of its own (some tens of MB).
const MaxWebWorkers = 8

// browserLease is the shortest lease in the browser: a loaded page paints
// few frames, and a worker stopped and started again loses its batch and
// its start. Stop (the screen closed) ends them at once.
const browserLease = 2 * time.Second

// inFlight is how many batches a worker holds: it starts the next at
// once while the page counts the last.
const inFlight = 2

// browser is the page's one choice: workers or Step.
var browser struct {
	sync.Mutex
	checked, failed, told bool
	set                   int       // SetWorkers' count; -1 none set
	live                  int       // workers running now, every run's (window.battlematOddsLive)
	warmNext              time.Time // Warm's next ask of the page
}

// countLive adds n to the workers running and tells the page (the tests
// read that closing the Odds ends them).
func countLive(n int) {
	browser.Lock()
	defer browser.Unlock()
	browser.live += n
	js.Global().Set("battlematOddsLive", browser.live)
}

func init() { browser.set = -1 }

// SetWorkers has the Odds play on n Web Workers from now on (at most
// MaxWebWorkers; 0: on the page, by Step; below 0: Workers' own count):
// the page's hook for its tests and measurements.
func SetWorkers(n int) {
	browser.Lock()
	defer browser.Unlock()
	browser.set = min(max(n, -1), MaxWebWorkers)
}

// Workers is how many Web Workers play the Odds: navigator's
// hardwareConcurrency, 1 to MaxWebWorkers (the page's thread only draws
// and counts meanwhile); 0 where they cannot (the page plays by Step).
func Workers() int {
	browser.Lock()
	defer browser.Unlock()
	if !browser.checked {
		browser.checked = true
		if why := noWorkers(); why != "" {
			fallBackLocked(why)
		}
	}
	if browser.failed {
		return 0
	}
	if browser.set >= 0 {
		return browser.set
	}
	n := 1
	if hc := js.Global().Get("navigator").Get("hardwareConcurrency"); hc.Type() == js.TypeNumber {
		n = hc.Int()
	}
	return min(max(n, 1), MaxWebWorkers)
}

// noWorkers is why this page cannot play on workers, or "".
func noWorkers() string {
	g := js.Global()
	switch {
	case g.Get("Worker").Type() != js.TypeFunction:
		return "this browser has no Web Workers"
	case g.Get("location").Get("protocol").String() == "file:":
		return "a page opened from a file cannot start them"
	case g.Get("battlematOddsModule").Type() != js.TypeFunction:
		return "the page has no battlematOddsModule (a site written before them)"
	}
	return ""
}

// fallBack has the page play by Step from now on, saying why once.
func fallBack(why string) {
	browser.Lock()
	defer browser.Unlock()
	fallBackLocked(why)
}

func fallBackLocked(why string) {
	if browser.failed {
		return
	}
	browser.failed = true
	js.Global().Set("battlematOddsFallback", why) // for the tests
	js.Global().Get("console").Call("warn", "battlemat: the Odds play on the page, a few fights a frame: their Web Workers failed ("+why+")")
}

// webPool is a run's Web Workers.
type webPool struct {
	mu      sync.Mutex
	started bool      // asked for (the module may still be coming)
	gen     int       // counts the starts: a module come for an older one is dropped
	want    int       // workers to start
	until   time.Time // the lease
	timer   *time.Timer
	workers []*webWorker
	batched int // fights counted from the workers' tallies
}

// webWorker is one Web Worker and the batches it holds.
type webWorker struct {
	w     js.Value
	lent  []Batch
	funcs []js.Func
}

// Keep has workers Web Workers play the run's fights until the lease ends
// (at least browserLease from now), the fights do, or Stop. A screen
// calls it every tick; the workers start on the first call.
func (r *Run) Keep(workers int, until time.Time) {
	p := &r.web
	p.mu.Lock()
	defer p.mu.Unlock()
	until = later(until, time.Now().Add(browserLease))
	p.until = later(p.until, until)
	if p.started || r.Left() == 0 || workers < 1 {
		return
	}
	p.started, p.want = true, workers
	p.gen++
	gen := p.gen
	p.timer = time.AfterFunc(time.Until(p.until), r.leaseOver)
	// A module compiled ahead (the page readied the Odds) starts the
	// workers now: the promise's callback would wait behind the page's
	// next long tasks, up to half a second with workers idle.
	if pg := js.Global().Get("battlematOddsPage"); pg.Truthy() {
		if m := pg.Call("compiled"); m.Truthy() {
			r.spawnLocked(m)
			return
		}
	}
	var then, catch js.Func
	then = js.FuncOf(func(_ js.Value, a []js.Value) any {
		then.Release()
		catch.Release()
		r.spawn(a[0], gen)
		return nil
	})
	catch = js.FuncOf(func(_ js.Value, a []js.Value) any {
		then.Release()
		catch.Release()
		r.broken("their wasm did not load: " + jsText(a[0]))
		return nil
	})
	js.Global().Call("battlematOddsModule").Call("then", then, catch)
}

func later(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

// jsText is a thrown value's message.
func jsText(v js.Value) string {
	if v.Type() == js.TypeObject && v.Get("message").Type() == js.TypeString {
		return v.Get("message").String()
	}
	if v.Type() == js.TypeString {
		return v.String()
	}
	return v.Type().String()
}

// spawn starts the workers on the compiled module, for start gen.
func (r *Run) spawn(module js.Value, gen int) {
	p := &r.web
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.started || gen != p.gen {
		return // stopped (and maybe started again) while the module came
	}
	r.spawnLocked(module)
}

func (r *Run) spawnLocked(module js.Value) {
	p := &r.web
	if err := r.startWorkersLocked(module); err != nil {
		p.stopLocked(r)
		fallBack(err.Error())
		return
	}
	browser.Lock()
	if !browser.told {
		browser.told = true
		js.Global().Get("console").Call("info", fmt.Sprintf("battlemat: the Odds play on %d Web Workers", len(p.workers)))
	}
	browser.Unlock()
}

// startWorkersLocked makes the workers and lends each its first batches;
// a Worker that cannot be made (it throws) is an error.
func (r *Run) startWorkersLocked(module js.Value) (err error) {
	p := &r.web
	defer func() {
		if e := recover(); e != nil {
			err = fmt.Errorf("a worker could not start: %v", e)
		}
	}()
	file := js.Global().Get("Uint8Array").New(len(r.file))
	js.CopyBytesToJS(file, r.file)
	for range p.want {
		ww := &webWorker{w: newWorker()}
		countLive(1)
		ww.funcs = []js.Func{
			js.FuncOf(func(_ js.Value, a []js.Value) any { r.answer(ww, a[0].Get("data")); return nil }),
			js.FuncOf(func(_ js.Value, a []js.Value) any { r.broken("a worker's error: " + jsText(a[0])); return nil }),
		}
		ww.w.Set("onmessage", ww.funcs[0])
		ww.w.Set("onerror", ww.funcs[1])
		p.workers = append(p.workers, ww)
		ww.w.Call("postMessage", map[string]any{"module": module, "file": file,
			"seed": strconv.FormatUint(r.seed, 10), "whatIf": r.whatIf, "total": r.total})
	}
	for range inFlight {
		for _, ww := range p.workers {
			r.lendToLocked(ww)
		}
	}
	return nil
}

// newWorker is a worker the page readied ahead, or a new one
// (web/odds-page.js, loaded by the time the module came).
func newWorker() js.Value { return js.Global().Get("battlematOddsPage").Call("worker") }

// Warm readies the Odds' workers while the page is idle, so the GM's
// press starts their fights at once: their wasm fetched and compiled and
// each worker's Go started (web/odds-page.js; index.html's
// battlematOddsWarm waits out the page's first seconds and asks at most
// once a second). The screens that offer the GM the Odds call it every
// tick; it crosses into the page's JavaScript at most every warmBeat
// (the page's own pacing is by the second), never while Odds play, nor
// once they play on the page (n as SetWorkers: below 0, one a core).
func Warm() {
	browser.Lock()
	defer browser.Unlock()
	if now := time.Now(); browser.live == 0 && !browser.failed && !now.Before(browser.warmNext) {
		browser.warmNext = now.Add(warmBeat)
		js.Global().Call("battlematOddsWarm", browser.set)
	}
}

// warmBeat is how often Warm asks the page at most: a call into
// JavaScript every frame was work for nothing on every tick.
const warmBeat = 250 * time.Millisecond

// lendToLocked posts the worker its next batch, if any is left: a
// twentieth of what is left a worker, 1 to 8 fights (a field40 fight is
// some 30 ms in wasm), so the bar moves and the last batches end together.
func (r *Run) lendToLocked(ww *webWorker) {
	n := min(max(r.Left()/(20*max(len(r.web.workers), 1)), 1), 8)
	b, ok := r.Lend(n)
	if !ok {
		return
	}
	ww.lent = append(ww.lent, b)
	ww.w.Call("postMessage", map[string]any{"from": b.From, "to": b.To})
}

// answer counts a worker's batch and lends it the next while the lease
// lasts; a worker with nothing left is ended.
func (r *Run) answer(ww *webWorker, data js.Value) {
	p := &r.web
	p.mu.Lock()
	defer p.mu.Unlock()
	if !slices.Contains(p.workers, ww) {
		return // stopped meanwhile
	}
	if s := data.Get("broken"); s.Type() == js.TypeString {
		p.failLocked(r, "a worker did not start: "+s.String())
		return
	}
	b := Batch{From: data.Get("from").Int(), To: data.Get("to").Int()}
	i := slices.Index(ww.lent, b)
	if i < 0 {
		return
	}
	ww.lent = slices.Delete(ww.lent, i, i+1)
	if s := data.Get("err"); s.Type() == js.TypeString {
		// A fight's own error stops the run, as Step's does.
		r.GiveBack(b)
		r.fail(errors.New(s.String()))
		p.stopLocked(r)
		return
	}
	var t rules.Tally
	if err := json.Unmarshal([]byte(data.Get("tally").String()), &t); err != nil {
		r.GiveBack(b)
		p.failLocked(r, "a worker's tally: "+err.Error())
		return
	}
	if err := r.Settle(b, &t); err != nil {
		r.GiveBack(b)
		p.failLocked(r, err.Error())
		return
	}
	p.batched += b.Len()
	if time.Now().Before(p.until) {
		r.lendToLocked(ww)
	}
	if len(ww.lent) == 0 {
		ww.end()
		p.workers = slices.DeleteFunc(p.workers, func(w *webWorker) bool { return w == ww })
		if len(p.workers) == 0 {
			p.stopLocked(r)
		}
	}
}

// broken: the workers failed; the page plays by Step from now on.
func (r *Run) broken(why string) {
	p := &r.web
	p.mu.Lock()
	defer p.mu.Unlock()
	p.failLocked(r, why)
}

func (p *webPool) failLocked(r *Run, why string) {
	p.stopLocked(r)
	fallBack(why)
}

// leaseOver ends the workers once the lease is over (the screen stopped
// asking: it was closed, or the tab hidden).
func (r *Run) leaseOver() {
	p := &r.web
	p.mu.Lock()
	defer p.mu.Unlock()
	if left := time.Until(p.until); left > 0 && p.timer != nil {
		p.timer.Reset(left)
		return
	}
	p.stopLocked(r)
}

// Stop ends the run's workers now; the fights they held go back to the
// run (a later Keep or Step plays them).
func (r *Run) Stop() {
	p := &r.web
	p.mu.Lock()
	defer p.mu.Unlock()
	p.until = time.Time{}
	p.stopLocked(r)
}

func (p *webPool) stopLocked(r *Run) {
	for _, ww := range p.workers {
		for _, b := range ww.lent {
			r.GiveBack(b)
		}
		ww.end()
	}
	p.workers, p.started = nil, false
	if p.timer != nil {
		p.timer.Stop()
		p.timer = nil
	}
}

// end terminates the worker (no fight goes on in the background).
func (ww *webWorker) end() {
	ww.w.Call("terminate")
	countLive(-1)
	ww.w.Set("onmessage", js.Null())
	ww.w.Set("onerror", js.Null())
	for _, f := range ww.funcs {
		f.Release()
	}
	ww.lent = nil
}

// Batched is how many of the fights counted the workers played.
func (r *Run) Batched() int {
	r.web.mu.Lock()
	defer r.web.mu.Unlock()
	return r.web.batched
}
