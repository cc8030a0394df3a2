package game

import (
	"testing"

	"battlemat/odds"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A frame may stand for several ticks: the browser's page runs one every
// 0.2 s (twelve ticks' time) while the Odds play on its Web Workers
// (quiet.go). The computer's side then still plays a step every AI pause
// of the clock on the wall, not twelve times slower (a field40 fight's
// computer sides took 1 action in 6 s under the Odds, 9 without).
func TestAFrameOfSeveralTicksMovesTheComputersSideAsManyTicks(t *testing.T) {
	g, _ := arenaOf(t, aiArenaYAML, 1, 1)
	b := g.ctl.Battle()
	press(g, CmdEndTurn.Key())
	require.Nil(t, b.Turn())
	n := len(b.Applied)
	g.ctl.ticks = 12 // 0.2 s a frame
	ticks(g, AutoDelay/12-1)
	assert.Len(t, b.Applied, n, "nothing before the pause")
	ticks(g, 2)
	require.Len(t, b.Applied, n+1, "the turn starts after the pause's time (%d ticks), in frames of 12", AutoDelay)
	ticks(g, AutoDelay/12+1)
	assert.Len(t, b.Applied, n+2, "the next step one pause later")
}

// The fight's Odds do not keep the page quiet while the setup screen
// covers them: it is not theirs to draw, and its ticks (a hosted GM's
// map going to the host in pieces, 2 a tick) would crawl at five a
// second. In Chromium the setup opened over running Odds ran 4.7 frames
// a second. The setup's own Odds do.
func TestTheSetupScreenOverTheFightsOddsIsNotQuiet(t *testing.T) {
	if odds.Workers() == 0 {
		t.Skip("one core: the ticks play the odds")
	}
	g := demoGame(t, demoSeed) // not dealt: the setup opens before the first deal
	g.ctl.run(func() { g.ctl.openOdds(100000, oddsSlice) })
	s, open := sceneOf[*oddsScene](g.ctl)
	require.True(t, open, g.ctl.msg)
	defer s.stop()
	g.Handle(Input{})
	require.True(t, g.oddsBeside(), "the Odds play beside the screen")
	g.OpenSetupHere()
	require.NotNil(t, g.setupScene())
	g.Handle(Input{})
	assert.False(t, g.oddsBeside(), "the setup screen covers them")
}
