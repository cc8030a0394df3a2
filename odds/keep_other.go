//go:build !js

package odds

import (
	"runtime"
	"time"
)

// webPool is the browser's alone (keep_js.go).
type webPool struct{}

// Workers is how many workers play the Odds beside the screen's ticks
// (Keep): one a core; 0 on one core, where the ticks play them (Step).
func Workers() int {
	if n := runtime.GOMAXPROCS(0); n > 1 {
		return n
	}
	return 0
}

// Keep has workers goroutines play the run's fights beside the caller
// until the lease ends (or the fights do), each on a copy of the battle
// of its own (parsed once per worker, kept for the next lease). A screen
// calls it every tick with a lease of a few ticks: when the screen closes
// or stops ticking, the workers stop within a fight, and nothing has to
// remember to cancel them.
func (r *Run) Keep(workers int, until time.Time) { r.keepGoroutines(workers, until) }

// Warm readies the browser's Web Workers: nothing to ready here.
func Warm() {}

// Stop ends the lease now: the workers stop within a fight.
func (r *Run) Stop() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.lease = time.Time{}
}

// Batched is how many of the fights counted the browser's Web Workers
// played: none outside the browser.
func (r *Run) Batched() int { return 0 }
