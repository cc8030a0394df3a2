package odds

import "time"

// keepGoroutines has workers goroutines play the run's fights beside the caller
// until the lease ends (or the fights do), each on a copy of the battle
// of its own (parsed once per worker, kept for the next lease). A screen
// calls it every tick with a lease of a few ticks: when the screen closes
// or stops ticking, the workers stop within a fight, and nothing has to
// remember to cancel them (Keep, in the window).
func (r *Run) keepGoroutines(workers int, until time.Time) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.lease = until
	for ; r.working < workers && r.failed == "" && r.leftLocked(); r.working++ {
		var start *battleCopy
		if n := len(r.spare); n > 0 {
			start, r.spare = r.spare[n-1], r.spare[:n-1]
		}
		go r.work(start)
	}
}

// work plays fights while the lease lasts; start is nil for a new copy.
func (r *Run) work(start *battleCopy) {
	defer func() {
		r.mu.Lock()
		r.working--
		if start != nil {
			r.spare = append(r.spare, start)
		}
		r.mu.Unlock()
	}()
	if start == nil {
		var err error
		if start, err = r.copyOf(false); err != nil {
			r.fail(err)
			return
		}
	}
	for {
		i, ok := r.takeLeased()
		if !ok {
			return
		}
		if err := r.play(start, i); err != nil {
			r.fail(err)
			return
		}
	}
}

// takeLeased is take while the lease lasts.
func (r *Run) takeLeased() (int, bool) {
	r.mu.Lock()
	leased := time.Now().Before(r.lease)
	r.mu.Unlock()
	if !leased {
		return 0, false
	}
	return r.take()
}

// Working is how many workers play now (0 once the lease or the fights
// are over and the last fight in hand is counted).
func (r *Run) Working() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.working
}
