package odds

import (
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"slices"
	"strings"
	"testing"
	"time"

	"battlemat/assets"
	"battlemat/board"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// demoFile is the demo's battle file with the cards dealt.
func demoFile(t *testing.T) []byte {
	t.Helper()
	data, err := assets.Scenario("demo.yaml")
	require.NoError(t, err)
	_, b, err := board.StartBattle("demo.yaml", data, 7)
	require.NoError(t, err)
	require.NoError(t, b.Apply(rules.StartRound{}))
	file, err := board.FileOf("demo.yaml", data, b).Marshal()
	require.NoError(t, err)
	return file
}

// The odds are rules.Simulation's fights from the battle file as it
// stands with the seed: the same fights, the same tally.
func TestOddsAreTheSimulationsFightsFromTheBattleFile(t *testing.T) {
	const total, seed = 12, 99
	file := demoFile(t)
	r, err := New(file, total, seed, "")
	require.NoError(t, err)
	assert.Equal(t, []string{"heroes", "cultists"}, r.Sides)
	assert.Equal(t, 11, r.Figures, "the demo has eleven figures")
	for i := 0; i < 10*total && !r.Done(); i++ {
		r.Step()
	}
	require.Empty(t, r.Err)
	require.True(t, r.Done())

	bf, err := board.ParseBattleFile(file)
	require.NoError(t, err)
	_, b, err := bf.Start()
	require.NoError(t, err)
	rules.PlainBennies(b) // the odds spend bennies as simulate does
	start, _, err := rules.StartFrom(b)
	require.NoError(t, err)
	sim := rules.NewSimulation(total, seed, start, rules.FightOptions{})
	n, err := sim.RunSome(total)
	require.NoError(t, err)
	require.Equal(t, total, n)
	assert.Equal(t, sim.Tally(), r.Tally())
}

// The copy remembers what terrain hides, fight after fight: every
// shipped scenario (doors opened and broken among them) and the 40x40
// field give the tally of rules' Simulation on a copy that works every
// shadow out.
func TestOddsRememberingShadowsChangeNoFight(t *testing.T) {
	scenarios := []string{"../testdata/field40.yaml"}
	for _, n := range []string{"cellar", "crypt", "demo", "duel", "ford", "street", "warehouse"} {
		scenarios = append(scenarios, "../assets/scenarios/"+n+".yaml")
	}
	for _, path := range scenarios {
		data, err := os.ReadFile(path)
		require.NoError(t, err)
		_, b, err := board.StartBattle(filepath.Base(path), data, 3)
		require.NoError(t, err, path)
		require.NoError(t, b.Apply(rules.StartRound{}), path)
		file, err := board.FileOf(filepath.Base(path), data, b).Marshal()
		require.NoError(t, err)

		r, err := New(file, 12, 4, "")
		require.NoError(t, err, path)
		for !r.Done() {
			r.Step()
		}
		require.Empty(t, r.Err, path)

		bf, err := board.ParseBattleFile(file)
		require.NoError(t, err)
		_, plain, err := bf.Start()
		require.NoError(t, err)
		rules.PlainBennies(plain)
		start, _, err := rules.StartFrom(plain)
		require.NoError(t, err)
		sim := rules.NewSimulation(12, 4, start, rules.FightOptions{Quiet: true})
		_, err = sim.RunSome(12)
		require.NoError(t, err, path)
		assert.Equal(t, sim.Tally(), r.Tally(), path)
	}
}

// A what-if adds the side's typical Extra (a cultist, as five of the six
// Extras are) or takes its last standing Extra off; anything else is
// refused with one line.
func TestOddsWhatIfAddsOrDropsOneExtra(t *testing.T) {
	file := demoFile(t)
	more, err := New(file, 2, 1, "+cultists")
	require.NoError(t, err)
	assert.Equal(t, 12, more.Figures)
	assert.Equal(t, "one more Extra like Cultist 1 on cultists", more.Label)
	fewer, err := New(file, 2, 1, "-heroes")
	require.NoError(t, err)
	assert.Equal(t, 10, fewer.Figures)
	assert.Equal(t, "one Extra fewer on heroes (Deputy Hale)", fewer.Label)
	for _, bad := range []string{"+", "*heroes", "+nobody"} {
		_, err := New(file, 2, 1, bad)
		assert.ErrorContains(t, err, "is no what-if", bad)
	}
	_, err = New([]byte("{"), 2, 1, "")
	assert.Error(t, err, "a broken battle file is refused")
}

// Workers beside the ticks play the same fights as the ticks alone (fight
// i has its seed whoever plays it, and the tally only adds), however the
// fights are shared out between them.
func TestOddsWorkersPlayTheSameFightsAsTheTicks(t *testing.T) {
	const total, seed = 30, 5
	file := demoFile(t)
	ticks, err := New(file, total, seed, "+cultists")
	require.NoError(t, err)
	for !ticks.Done() {
		ticks.Step()
	}
	require.Empty(t, ticks.Err)

	both, err := New(file, total, seed, "+cultists")
	require.NoError(t, err)
	both.Keep(3, time.Now().Add(time.Minute))
	for !both.Done() {
		both.Step() // the caller's ticks go on playing too
	}
	require.Empty(t, both.Err)
	assert.Equal(t, ticks.Tally(), both.Tally())
	assert.Equal(t, total, both.Fights(), "never more fights than asked")
	require.Eventually(t, func() bool { return both.Working() == 0 }, 10*time.Second, time.Millisecond, "done: the workers stop")
}

// A lease that is over plays nothing: a screen that stops ticking (it was
// closed) stops its workers without being told.
func TestOddsWorkersStopWhenTheLeaseIsOver(t *testing.T) {
	r, err := New(demoFile(t), 20, 1, "")
	require.NoError(t, err)
	r.Keep(2, time.Now().Add(-time.Second))
	require.Eventually(t, func() bool { return r.Working() == 0 }, 10*time.Second, time.Millisecond)
	assert.Zero(t, r.Fights(), "no fight after the lease")
	r.Keep(2, time.Now().Add(time.Minute))
	require.Eventually(t, r.Done, 60*time.Second, time.Millisecond, "a new lease plays them all")
	assert.Equal(t, 20, r.Fights())
}

// While the odds play the collector runs at GCPercent, and the setting
// before comes back once the hold is over.
func TestOddsHoldTheCollectorOnlyWhileTheyPlay(t *testing.T) {
	if os.Getenv("GOGC") != "" {
		t.Skip("GOGC is the user's")
	}
	defer debug.SetGCPercent(debug.SetGCPercent(150))
	start := time.Now()
	end := start.Add(400 * time.Millisecond)
	HoldGC(start.Add(30 * time.Millisecond))
	HoldGC(end) // the next tick extends it
	// Each percent is read before the clock: on a loaded machine a sleep
	// may outlast the hold, and then there is nothing to check.
	if g := gogc(); time.Now().Before(end) {
		assert.Equal(t, GCPercent, g, "held")
	}
	time.Sleep(40 * time.Millisecond)
	if g := gogc(); time.Now().Before(end) {
		assert.Equal(t, GCPercent, g, "still held past the first hold's end: the hold was extended")
	}
	require.Eventually(t, func() bool { return gogc() == 150 }, 5*time.Second, 5*time.Millisecond, "given back")
}

// An Odds worker collects only when its heap reaches 32 MB, or four
// times its live heap where that is more (a 20 MB live heap: 80 MB).
func TestOddsWorkerCollectsAtItsHeapBound(t *testing.T) {
	assert.Equal(t, int64(32<<20), workerLimit(0))
	assert.Equal(t, int64(32<<20), workerLimit(3<<20))
	assert.Equal(t, int64(80<<20), workerLimit(20<<20))

	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	runtime.GC()
	WorkerGC()
	assert.Equal(t, -1, debug.SetGCPercent(-1), "no collection by percent")
	assert.Equal(t, workerLimit(liveHeap()), debug.SetMemoryLimit(-1))
	assert.Positive(t, liveHeap(), "the test's own live heap")
}

// gogc is the collector's percent now.
func gogc() int {
	s := []metrics.Sample{{Name: "/gc/gogc:percent"}}
	metrics.Read(s)
	return int(s[0].Value.Uint64())
}

// From before the first deal the odds are simulate's fights, fight for
// fight: fight i starts from a deck shuffled by FightSeed(seed, i), as a
// new battle from the scenario does (the battle file's own order of the
// undealt cards is nobody's knowledge, and using it gave every fight the
// same first cards).
func TestOddsBeforeTheDealAreTheScenariosFightsWithTheSameSeeds(t *testing.T) {
	const total, seed = 40, 21
	data, err := assets.Scenario("duel.yaml")
	require.NoError(t, err)
	_, b, err := board.StartBattle("duel.yaml", data, 5)
	require.NoError(t, err)
	file, err := board.FileOf("duel.yaml", data, b).Marshal()
	require.NoError(t, err)
	r, err := New(file, total, seed, "")
	require.NoError(t, err)
	for i := 0; i < 10*total && !r.Done(); i++ {
		r.Step()
	}
	require.Empty(t, r.Err)
	require.True(t, r.Done())

	var want *rules.Tally
	for i := 0; i < total; i++ {
		_, fresh, err := board.StartBattle("duel.yaml", data, rules.FightSeed(seed, i))
		require.NoError(t, err)
		rules.PlainBennies(fresh)
		res, err := rules.PlayFight(fresh, rules.FightOptions{Quiet: true})
		require.NoError(t, err)
		if want == nil {
			want = rules.NewTally(fresh.Figures())
		}
		want.Add(fresh, res)
	}
	assert.Equal(t, want, r.Tally())
}

// A what-if copies or takes off one of a side's Extras, and the run
// offers those alone that work: the demo's two sides have Extras, both
// ways each; without the deputy the heroes are Wild Cards alone and have
// neither; once the cultists' Extras are off the table the cultists may
// have one more like them (as the fight began) but none to take off.
func TestOddsWhatIfsAreOnlyThoseASideAllows(t *testing.T) {
	offered := func(file []byte, want []string) {
		t.Helper()
		r, err := New(file, 1, 1, "")
		require.NoError(t, err)
		assert.Equal(t, want, r.WhatIfs)
		for _, side := range r.Sides {
			for _, w := range []string{"+" + side, "-" + side} {
				_, err := New(file, 1, 1, w)
				assert.Equal(t, slices.Contains(want, w), err == nil, "%s: %v", w, err)
			}
		}
	}
	offered(demoFile(t), []string{"+heroes", "-heroes", "+cultists", "-cultists"})

	data, err := assets.Scenario("demo.yaml")
	require.NoError(t, err)
	text := string(data)
	cut, end := strings.Index(text, "  - id: deputy"), strings.Index(text, "  - id: priest")
	require.True(t, cut > 0 && end > cut, "the demo's deputy")
	data = []byte(text[:cut] + text[end:]) // the heroes: three Wild Cards
	_, b, err := board.StartBattle("demo.yaml", data, 7)
	require.NoError(t, err)
	require.NoError(t, b.Apply(rules.StartRound{}))
	for _, f := range b.Figures() {
		if f.Side == "cultists" && !f.WildCard {
			require.NoError(t, b.Apply(rules.RemoveFigure{Who: f.ID}))
		}
	}
	file, err := board.FileOf("demo.yaml", data, b).Marshal()
	require.NoError(t, err)
	offered(file, []string{"+cultists"})
}
