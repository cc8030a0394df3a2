package game

import (
	"os"
	"runtime"
	"runtime/metrics"
	"testing"
	"time"

	"battlemat/odds"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Odds closed in the middle of their fights: the window's workers play on
// within their lease while the GM plays the table (the tactic, undo,
// redo), each on a battle of its own (run with -race, this is the test
// that the table's battle and the workers' share nothing they write);
// then the workers stop and the collector's percent comes back.
func TestOddsClosedMidRunStopTheirWorkersAndGiveTheCollectorBack(t *testing.T) {
	if runtime.GOMAXPROCS(0) < 2 {
		t.Skip("one core: the ticks play the odds, no worker")
	}
	held := os.Getenv("GOGC") == ""
	if held {
		// An earlier test's hold ends within its lease.
		require.Eventually(t, func() bool { return collectorPercent() != odds.GCPercent }, 5*time.Second, time.Millisecond)
	}
	before := collectorPercent()

	g := demoGame(t, demoSeed)
	b := g.ctl.Battle()
	press(g, CmdNext.Key())
	g.ctl.run(func() { g.ctl.openOdds(OddsFights, oddsSlice) })
	s, open := sceneOf[*oddsScene](g.ctl)
	require.True(t, open, g.ctl.msg)
	g.Handle(Input{})
	require.Eventually(t, func() bool { return s.first.Working() > 0 }, 5*time.Second, time.Millisecond, "the workers play")
	if held {
		assert.Equal(t, odds.GCPercent, collectorPercent(), "held while the odds play")
	}

	press(g, CmdDeselect.Key())
	_, open = sceneOf[*oddsScene](g.ctl)
	require.False(t, open, "Esc closes the odds")
	n := len(b.Applied)
	for i := 0; i < 4 && len(b.NextUp()) > 0; i++ {
		press(g, CmdTactic.Key())
		declineSoaks(g)
	}
	require.Greater(t, len(b.Applied), n, "the table is played while the workers finish: %s", g.ctl.msg)
	press(g, CmdUndo.Key())
	press(g, CmdRedo.Key())

	require.Eventually(t, func() bool { return s.first.Working() == 0 }, 10*time.Second, time.Millisecond, "the lease ends: no worker left")
	assert.Less(t, s.first.Fights(), OddsFights, "closed mid-run")
	if held {
		require.Eventually(t, func() bool { return collectorPercent() == before }, 5*time.Second, time.Millisecond, "the collector's percent is given back")
	}
}

// collectorPercent is the collector's percent now (GOGC).
func collectorPercent() int {
	s := []metrics.Sample{{Name: "/gc/gogc:percent"}}
	metrics.Read(s)
	return int(s[0].Value.Uint64())
}
