package odds

import (
	"os"
	"runtime/debug"
	"runtime/metrics"
	"sync"
	"time"
)

// GCPercent is the collector's percent while the odds play. A fight
// makes 1 to 1.5 MB of short-lived garbage (the 40x40 field, 20 figures)
// over a small live heap, so at Go's 100 the collector runs every few
// fights. Counted with callgrind: simulate's 100 field40 fights 5,841 M
// instructions at 100, 5,353 M at 400, 5,258 M at 800 and 1600, 5,201 M
// with no collection at all; the Odds' 31 (BenchmarkOddsField40 30x)
// 1,810 M at 100, 1,671 M at 400, 1,621 M with none. 400 takes three
// quarters of the collector's 10-11% (simulate's setting) and keeps the
// peak heap within five times the live one, which matters in the browser,
// whose memory once grown is never given back.
const GCPercent = 400

// gcHold is the collector's setting held for the odds: the percent
// before, given back when the last hold's time is over.
var gcHold struct {
	sync.Mutex
	until time.Time
	prev  int
	timer *time.Timer
}

// HoldGC has the collector run at GCPercent until until (a later call
// extends it), then as before. A screen calls it with each tick's slice
// or lease, so a closed screen gives the setting back by itself. GOGC
// set by the user wins.
func HoldGC(until time.Time) {
	if os.Getenv("GOGC") != "" {
		return
	}
	gcHold.Lock()
	defer gcHold.Unlock()
	if until.After(gcHold.until) {
		gcHold.until = until
	}
	if gcHold.timer == nil {
		gcHold.prev = debug.SetGCPercent(GCPercent)
		gcHold.timer = time.AfterFunc(time.Until(gcHold.until), releaseGC)
	}
}

// releaseGC gives the collector's setting back once the hold is over.
func releaseGC() {
	gcHold.Lock()
	defer gcHold.Unlock()
	if left := time.Until(gcHold.until); left > 0 {
		gcHold.timer.Reset(left)
		return
	}
	debug.SetGCPercent(gcHold.prev)
	gcHold.timer = nil
}

// WorkerHeap is the heap an Odds worker (a Web Worker doing nothing but
// fights, cmd/battlemat-odds) lets grow before it collects, when its live
// heap is small. A field40 fight leaves some 0.6 MB of garbage over a
// live heap of 2 to 4 MB, so this collects about every 45 fights where
// GCPercent (a goal of five times the live heap) did every 20. It is
// also about the most memory the worker's wasm ever takes (the browser
// never gives it back): eight workers, a big phone's cores, hold some
// 300 MB while the Odds play and nothing once they end (the page
// terminates them), where 16 to 20 MB each was the price before.
const WorkerHeap = 32 << 20

// WorkerGC has the collector of an Odds worker run only when the heap
// reaches its bound (workerLimit): the worker calls it as it starts and
// after every batch, as its live heap may have grown (a big map's
// remembered shadows).
func WorkerGC() {
	debug.SetGCPercent(-1)
	debug.SetMemoryLimit(workerLimit(liveHeap()))
}

// workerLimit is the bound of a worker's heap with live bytes live:
// WorkerHeap, or four times the live heap where that is more (a bound
// near the live heap would have the collector run all the time).
func workerLimit(live uint64) int64 {
	return max(WorkerHeap, 4*int64(min(live, 1<<40)))
}

// liveHeap is the heap the last collection found live (0 before any).
func liveHeap() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return s[0].Value.Uint64()
}
