//go:build !js

package main

import (
	"runtime"
	"testing"

	"battlemat/assets"
	"battlemat/board"
	"battlemat/rules"

	must "github.com/stretchr/testify/require"
)

// BenchmarkKeptLog is a long session: demo battles played action by
// action, every one kept with its log (as a window or a host keeps its
// battle), and reports the heap they hold per logged event after a
// collection ("kept-B/event": the heap's spans in use; "live-B/event":
// the live objects in them). In odds=beside another battle plays ten
// actions between two of the session's, as the Odds do beside a window
// (or a host's other tables): what it logs is thrown away.
func BenchmarkKeptLog(b *testing.B) {
	data, err := assets.Scenario("demo")
	must.NoError(b, err)
	start := func(seed uint64) (*rules.Battle, *rules.SideTactics) {
		_, bt, err := board.StartBattle("demo.yaml", data, seed)
		must.NoError(b, err)
		return bt, &rules.SideTactics{}
	}
	play := func(bt *rules.Battle, ts *rules.SideTactics) bool {
		if rules.Over(bt) || bt.Fight.Init.Round > rules.DefaultMaxRounds {
			return false
		}
		_, _, err := rules.Step(bt, ts.Up(bt))
		must.NoError(b, err)
		return true
	}
	for _, beside := range []string{"none", "beside"} {
		b.Run("odds="+beside, func(b *testing.B) {
			other, ots := start(1000)
			var kept []*rules.Battle
			events, seed := 0, uint64(0)
			before, beforeLive := heapInuse()
			for b.Loop() {
				seed++
				bt, ts := start(seed)
				for play(bt, ts) {
					for i := 0; beside == "beside" && i < 10; i++ {
						if !play(other, ots) {
							other, ots = start(1000 + seed)
						}
					}
				}
				kept = append(kept, bt)
				events += len(bt.Fight.Events)
			}
			b.StopTimer()
			other = nil
			after, afterLive := heapInuse()
			b.ReportMetric(float64(after-before)/float64(events), "kept-B/event")
			b.ReportMetric(float64(afterLive-beforeLive)/float64(events), "live-B/event")
			b.ReportMetric(float64(events)/float64(len(kept)), "events/battle")
			runtime.KeepAlive(kept)
		})
	}
}

// heapInuse is the heap in use after a collection (its spans) and the
// live objects' bytes in it.
func heapInuse() (inuse, live uint64) {
	runtime.GC()
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapInuse, m.HeapAlloc
}
