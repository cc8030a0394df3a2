package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The scenes are a stack: the help opens over the end of the fight, the
// map's click still goes to neither the help nor the fight (the end of
// the fight beneath takes it), the end of the fight's keys still run, and
// closing the help leaves the end of the fight open.
func TestSceneHelpOverTheEndOfTheFightKeepsItsGate(t *testing.T) {
	g := demoGame(t, demoSeed)
	press(g, CmdNext.Key())
	g.ctl.Press(CmdEndFight, "")
	require.True(t, g.ctl.AftermathOpen())
	press(g, CmdHelp.Key())
	require.NotNil(t, g.ctl.help())
	require.Len(t, g.ctl.Scenes(), 2)
	_, top := g.ctl.top().(*helpScene)
	assert.True(t, top, "the help is on top")

	selected := g.ctl.selected
	clickSquare(g, 2, 2) // Buck's square: the fight would select him
	assert.Equal(t, selected, g.ctl.selected, "the end of the fight beneath takes the map's click")
	healer := g.ctl.Healer()
	g.ctl.Press(CmdHealer, "")
	assert.NotEqual(t, healer.ID, g.ctl.Healer().ID, "its commands still run under the help")

	press(g, CmdHelp.Key())
	assert.Nil(t, g.ctl.help())
	assert.True(t, g.ctl.AftermathOpen(), "closing the help pops the help only")
	require.Len(t, g.ctl.Scenes(), 1)
}

// A scene of the screen (the ruler) stays when another battle is put on
// the table; a battle's scenes (the help, the odds) go with their battle.
func TestSceneRulerOutlivesTheBattleTheHelpDoesNot(t *testing.T) {
	g := demoGame(t, demoSeed)
	press(g, CmdHelp.Key())
	g.StartCalibration()
	require.NotNil(t, g.calib())
	require.Len(t, g.ctl.Scenes(), 2)
	assert.True(t, g.ctl.holding(), "the ruler holds the screen")

	g.ctl.Restart(demoSeed + 1)
	assert.NotNil(t, g.calib(), "the ruler stays over the new battle")
	assert.Nil(t, g.ctl.help(), "the help went with the old one")
	require.Len(t, g.ctl.Scenes(), 1)

	press(g, CmdDeselect.Key())
	assert.Nil(t, g.calib(), "Esc leaves the ruler")
	assert.Empty(t, g.ctl.Scenes())
	assert.False(t, g.ctl.holding())
}

// The ruler takes the whole tick: a key of the fight pressed under it
// does nothing to the fight.
func TestSceneRulerTakesTheWholeTick(t *testing.T) {
	g := demoGame(t, demoSeed)
	g.StartCalibration()
	round := g.ctl.Battle().Fight.Init.Round
	press(g, CmdNext.Key()) // Enter sets the ruler; it deals no cards
	assert.Equal(t, round, g.ctl.Battle().Fight.Init.Round)
	assert.Nil(t, g.calib(), "Enter set the scale")
}
