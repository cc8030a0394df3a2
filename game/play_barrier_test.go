package game

import (
	"testing"

	"battlemat/board"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// More > Break barrier is greyed with its reason while no Barrier stands,
// and strikes the inch of wall beside the square clicked once one does.
func TestTheWindowBreaksAnInchOfBarrierFromTheMoreMenu(t *testing.T) {
	g, _ := arenaOf(t, castersYAML, 1, 1)
	press(g, CmdMore.Key())
	br := moreButton(t, g, "Break barrier")
	assert.False(t, br.Enabled)
	assert.Equal(t, "Break barrier: there is no barrier on the map", br.Why)
	press(g, CmdMore.Key())

	// A wall along Vera's east side, (2, 0) to (2, 5), between her and the orc.
	bf := g.ctl.Battle().Battlefield.(*board.Battlefield)
	require.NoError(t, bf.AddBarrier("nobody", "Barrier", rules.BarrierWalls{Sides: [][2]rules.Spot{{rules.Spot{X: 2, Y: 0}, rules.Spot{X: 2, Y: 5}}}, Hardness: rules.BarrierHardness}))
	touched(g)
	press(g, CmdMore.Key())
	br = moreButton(t, g, "Break barrier")
	assert.True(t, br.Enabled, br.Why)
	press(g, CmdMore.Key())

	// The wall was put up by hand, not by a cast the session could replay:
	// no benny, so no reroll question stops the blow and replays it.
	g.ctl.Battle().Figure("vera").Bennies = 0
	more(t, g, "Break barrier")
	clickSquare(g, 1, 2)
	declineAll(g)
	require.Equal(t, rules.KindBreakBarrier, lastKind(g), g.ctl.msg)
	a := lastAction(g).(rules.BreakBarrier)
	assert.Equal(t, "Knife", a.Weapon)
	assert.Equal(t, rules.Spot{X: 1.5, Y: 2.5}, a.At, "the centre of the square clicked: the inch (2, 2)-(2, 3) beside it")
}
