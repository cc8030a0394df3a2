package odds

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Lend shares the run's fights out in rows: each fight once, none past
// the total, a batch given back handed out again first (whole or in
// part) and nothing left once all are lent.
func TestOddsLendEveryFightOnce(t *testing.T) {
	r, err := New(demoFile(t), 23, 1, "")
	require.NoError(t, err)
	a, ok := r.Lend(10)
	require.True(t, ok)
	assert.Equal(t, Batch{From: 0, To: 10}, a)
	b, _ := r.Lend(10)
	assert.Equal(t, Batch{From: 10, To: 20}, b)
	assert.Equal(t, 3, r.Left())
	r.GiveBack(a) // its worker failed: the ten go out again
	assert.Equal(t, 13, r.Left())
	c, _ := r.Lend(4)
	assert.Equal(t, Batch{From: 0, To: 4}, c, "what came back goes out first")
	i, ok := r.take()
	require.True(t, ok)
	assert.Equal(t, 4, i, "Step plays what came back too")
	d, _ := r.Lend(10)
	assert.Equal(t, Batch{From: 5, To: 10}, d)
	e, _ := r.Lend(10)
	assert.Equal(t, Batch{From: 20, To: 23}, e, "never past the total")
	_, ok = r.Lend(10)
	assert.False(t, ok, "all lent")
	assert.Zero(t, r.Left())
	assert.False(t, r.Done(), "lent is not counted")
}

// The tallies of fights shared out in batches and played on runs of
// their own (the browser's workers), counted in whatever order they come
// back, are the one tally of the same fights played by Step: the same
// seeds, and tallies only add.
func TestOddsBatchesMergedAreTheTallyOfTheSteps(t *testing.T) {
	const total, seed = 30, 8
	file := demoFile(t)
	for _, whatIf := range []string{"", "+cultists", "-cultists"} {
		steps, err := New(file, total, seed, whatIf)
		require.NoError(t, err)
		for !steps.Done() {
			steps.Step()
		}
		require.Empty(t, steps.Err)

		page, err := New(file, total, seed, whatIf)
		require.NoError(t, err)
		workers := make([]*Run, 3) // each its own copy, as each worker parses the file
		for w := range workers {
			workers[w], err = New(file, total, seed, whatIf)
			require.NoError(t, err)
		}
		var lent []Batch
		for n := 1; ; n = n%7 + 1 { // rows of 1 to 7 fights
			b, ok := page.Lend(n)
			if !ok {
				break
			}
			lent = append(lent, b)
		}
		rand.New(rand.NewPCG(1, 2)).Shuffle(len(lent), func(i, j int) { lent[i], lent[j] = lent[j], lent[i] })
		for k, b := range lent {
			tb, err := workers[k%len(workers)].PlayBatch(b)
			require.NoError(t, err)
			require.Equal(t, b.Len(), tb.Fights)
			require.NoError(t, page.Settle(b, tb))
		}
		require.True(t, page.Done(), whatIf)
		assert.Equal(t, steps.Tally(), page.Tally(), "what-if %q: the merge of the batches is the one tally", whatIf)
		for _, w := range workers {
			assert.Zero(t, w.Fights(), "a worker's run counts nothing itself")
		}
	}
}

// A tally that is not the batch's (another count of fights, other
// figures) is refused and counts nothing.
func TestOddsSettleRefusesATallyNotTheBatchs(t *testing.T) {
	file := demoFile(t)
	r, err := New(file, 10, 3, "")
	require.NoError(t, err)
	w, err := New(file, 10, 3, "")
	require.NoError(t, err)
	b, _ := r.Lend(4)
	tb, err := w.PlayBatch(Batch{From: 0, To: 3})
	require.NoError(t, err)
	assert.Error(t, r.Settle(b, tb), "three fights for a batch of four")
	assert.Zero(t, r.Fights())
	good, err := w.PlayBatch(b)
	require.NoError(t, err)
	require.NoError(t, r.Settle(b, good))
	other, err := New(file, 10, 3, "+heroes")
	require.NoError(t, err)
	b2, _ := r.Lend(2)
	ob, err := other.PlayBatch(b2)
	require.NoError(t, err)
	assert.Error(t, r.Settle(b2, ob), "a tally with one more figure is another fight's")
	assert.Error(t, r.Settle(b2, nil))
	assert.Equal(t, 4, r.Fights())
	_, err = w.PlayBatch(Batch{From: 8, To: 11})
	assert.Error(t, err, "fight 10 is not among the ten")
}
