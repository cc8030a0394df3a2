package game

import (
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestButtonsTheRulesWouldRefuseAreDisabledWithTheReason(t *testing.T) {
	g := demoGame(t, demoSeed)
	press(g, CmdNext.Key())
	aim, ok := g.ButtonFor(CmdAim)
	require.True(t, ok)
	assert.False(t, aim.Enabled)
	assert.Equal(t, "Aim: no figure's turn is under way", aim.Why)

	press(g, CmdDeclare2.Key())
	clickSquare(g, 2, 2) // Buck, two actions
	aim, _ = g.ButtonFor(CmdAim)
	assert.False(t, aim.Enabled, "aiming takes the whole turn")
	assert.Equal(t, "Aim: aiming takes Buck Savage's whole turn: no other action", aim.Why)
	run, _ := g.ButtonFor(CmdRun)
	assert.True(t, run.Enabled)
	assert.Empty(t, run.Why)

	require.Error(t, g.ctl.Battle().Check(rules.Defend{Who: "buck"}))
	def, _ := g.ButtonFor(CmdDefend)
	assert.False(t, def.Enabled)
	assert.Equal(t, "Defend: defending takes Buck Savage's whole turn: no other action", def.Why, "the reason is the rules' own")

	// Hovering shows the reason; a tap (no hover on a touch screen) says it.
	g.Handle(Input{X: aim.X + aim.W/2, Y: aim.Y + aim.H/2})
	b, why := g.hoverWhy()
	assert.Equal(t, CmdAim, b.Cmd)
	assert.Equal(t, aim.Why, why)
	n := len(g.ctl.Battle().Applied)
	tapButton(g, aim)
	assert.Equal(t, aim.Why, g.Snapshot().Message)
	assert.Len(t, g.ctl.Battle().Applied, n, "a disabled button does nothing")
	g.Handle(Input{X: 5, Y: 5})
	_, why = g.hoverWhy()
	assert.Empty(t, why)
}
