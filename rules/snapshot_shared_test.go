package rules_test

import (
	"sync"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every event's After comes from chunks shared by all battles (the
// window's, the Odds' workers', simulate's): taken on many goroutines at
// once, each After is still its own and keeps the state it was taken of.
func TestSnapshotsTakenOnManyGoroutinesAreEachTheirOwn(t *testing.T) {
	const workers, each = 8, 20000
	got := make([][]*rules.State, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			f := &rules.Figure{ID: "f", State: rules.State{Ammo: []int{w, 0}}}
			for i := range each {
				f.Wounds, f.Ammo[1] = i%4, i
				got[w] = append(got[w], f.Snapshot())
			}
		}()
	}
	wg.Wait()
	seen := map[*rules.State]bool{}
	for w, list := range got {
		for i, s := range list {
			require.False(t, seen[s], "worker %d's After %d is another's too", w, i)
			seen[s] = true
			assert.Equal(t, i%4, s.Wounds)
			assert.Equal(t, []int{w, i}, s.Ammo)
		}
	}
}
