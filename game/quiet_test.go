package game

import (
	"testing"

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
