package odds

import (
	"fmt"
	"slices"

	"battlemat/rules"
)

// Batch is a share of a run's fights, From to To-1, lent to a player of
// its own (the browser's Web Workers): it plays them on a Run of its own
// from the same file, seed and what-if (PlayBatch) and the run counts
// the tally it sends back (Settle). Fight i keeps the seed
// rules.FightSeed(seed, i) and tallies only add, so the numbers are those
// of the same fights played by Step.
type Batch struct {
	From, To int
}

// Len is how many fights the batch holds.
func (b Batch) Len() int { return b.To - b.From }

// Lend hands out up to n fights in a row, the ones given back first; ok
// is false when none is left to hand out (or the run failed).
func (r *Run) Lend(n int) (b Batch, ok bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.failed != "" || n < 1 {
		return Batch{}, false
	}
	if k := len(r.back); k > 0 {
		b = r.back[k-1]
		if b.Len() > n {
			r.back[k-1].From += n
			b.To = b.From + n
		} else {
			r.back = r.back[:k-1]
		}
		return b, true
	}
	if r.next >= r.total {
		return Batch{}, false
	}
	b = Batch{From: r.next, To: min(r.next+n, r.total)}
	r.next = b.To
	return b, true
}

// GiveBack returns a lent batch unplayed (its player failed or was
// stopped): the next Step or Lend plays its fights.
func (r *Run) GiveBack(b Batch) {
	if b.Len() <= 0 {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.back = append(r.back, b)
}

// Left is how many fights are neither counted nor lent.
func (r *Run) Left() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	n := r.total - r.next
	for _, b := range r.back {
		n += b.Len()
	}
	return n
}

// leftLocked: some fight is still to hand out; r.mu is held.
func (r *Run) leftLocked() bool { return r.next < r.total || len(r.back) > 0 }

// Settle counts a lent batch's tally (one of the same figures, with as
// many fights as the batch); a tally that does not fit is refused, and
// its batch stays lent (the caller gives it back).
func (r *Run) Settle(b Batch, t *rules.Tally) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if t == nil || r.tally != nil && !sameFigures(r.tally, t) || t.Fights != b.Len() {
		return fmt.Errorf("fights %d-%d: the tally sent back is not theirs", b.From, b.To-1)
	}
	if r.tally == nil {
		c := *t
		c.Sides, c.Wins, c.Players = slices.Clone(t.Sides), slices.Clone(t.Wins), slices.Clone(t.Players)
		r.tally = &c
		return nil
	}
	r.tally.Merge(t)
	return nil
}

// sameFigures: a and b count the same sides and player characters.
func sameFigures(a, b *rules.Tally) bool {
	if !slices.Equal(a.Sides, b.Sides) || len(a.Wins) != len(b.Wins) || len(a.Players) != len(b.Players) {
		return false
	}
	for i := range a.Players {
		if a.Players[i].ID != b.Players[i].ID {
			return false
		}
	}
	return true
}

// PlayBatch plays the batch's fights on the run's copy (a worker's Run,
// made by New from the page's file, seed and what-if) and gives their
// tally alone: the worker's Run counts nothing.
func (r *Run) PlayBatch(b Batch) (*rules.Tally, error) {
	if b.From < 0 || b.To > r.total || b.Len() <= 0 {
		return nil, fmt.Errorf("fights %d-%d: not among the run's %d", b.From, b.To-1, r.total)
	}
	var t *rules.Tally
	for i := b.From; i < b.To; i++ {
		bt, res, err := r.fight(r.start, i)
		if err != nil {
			return nil, err
		}
		if t == nil {
			t = rules.NewTally(bt.Figures())
		}
		t.Add(bt, res)
	}
	return t, nil
}
