package game

import (
	"math"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// grenadeAt1024 is the demo on a 1024x768 screen after Buck, selected,
// threw a grenade at the cultists by the low wall: more rolls than the
// panel has room for under his sheet.
func grenadeAt1024(t *testing.T) *Game {
	t.Helper()
	g := demoGame(t, demoSeed)
	g.SetScreenSize(1024, 768)
	press(g, CmdNext.Key())
	clickSquare(g, 2, 2)
	require.Equal(t, "buck", g.ctl.turn())
	clickSquare(g, 7, 5)
	press(g, CmdThrow.Key())
	n := len(g.ctl.Battle().Applied)
	clickSquare(g, 11, 9)
	for i := 0; i < 5 && len(g.ctl.Battle().Applied) == n; i++ {
		press(g, CmdNo.Key()) // no Soak
	}
	require.Len(t, g.ctl.Battle().Applied, n+1, g.ctl.msg)
	require.Equal(t, rules.KindArea, lastKind(g))
	return g
}

func TestDicePanelScrollsAndKeepsTheNewestRollInView(t *testing.T) {
	g := grenadeAt1024(t)
	l := g.layout()
	p, ok := g.panelViews().dicePane()
	require.True(t, ok, "the rolls show")
	t.Logf("%d dice lines, %.0f px of rolls in %.0f px", len(g.ctl.dice), p.content, p.area.H)
	require.Positive(t, p.scrollable(), "the grenade's rolls need more room than the panel has")
	assert.LessOrEqual(t, p.area.Y+p.area.H, l.bottom, "the rolls stay on the panel, above the status bar")
	assert.Zero(t, g.ctl.diceBack, "the newest roll is in view")

	// The wheel over the rolls scrolls them back; the map keeps its zoom.
	scale := g.cam.Scale
	cx, cy := p.area.X+p.area.W/2, p.area.Y+p.area.H/2
	g.Handle(Input{X: cx, Y: cy, WheelY: 1})
	assert.InDelta(t, math.Min(l.diceStep(), p.scrollable()), g.ctl.diceBack, 1e-9)
	assert.Equal(t, scale, g.cam.Scale, "the wheel over the panel does not zoom the map")
	g.Handle(Input{X: cx, Y: cy, WheelY: 5})
	g.Handle(Input{X: cx, Y: cy, WheelY: 5})
	assert.InDelta(t, p.scrollable(), g.ctl.diceBack, 1e-9, "back to the first roll, no further")
	g.Handle(Input{X: cx, Y: cy, WheelY: -5})
	g.Handle(Input{X: cx, Y: cy, WheelY: -5})
	assert.Zero(t, g.ctl.diceBack, "and forward to the newest")

	// A finger's drag over the rolls: down shows the older ones.
	g.Handle(Input{X: cx, Y: cy, Buttons: ButtonLeft})
	g.Handle(Input{X: cx, Y: cy + 30, Buttons: ButtonLeft})
	assert.InDelta(t, math.Min(30, p.scrollable()), g.ctl.diceBack, 1e-9)
	g.Handle(Input{X: cx, Y: cy + 30})
	assert.Equal(t, scale, g.cam.Scale)

	// The wheel elsewhere on the panel scrolls the log, not the map.
	ly := l.bottom - l.size
	g.Handle(Input{X: cx, Y: ly, WheelY: 1})
	assert.Equal(t, 3, g.ctl.logBack)
	assert.Equal(t, scale, g.cam.Scale)
	// Over the map, the wheel zooms.
	mx, my := at(g, 5, 8)
	g.Handle(Input{X: mx, Y: my, WheelY: 1})
	assert.Greater(t, g.cam.Scale, scale)

	// The next action brings the newest roll back into view.
	require.Positive(t, g.ctl.diceBack)
	press(g, CmdEndTurn.Key())
	assert.Zero(t, g.ctl.diceBack)
}

// After the tactic played Doc Holloway's turn on the demo at 1024x768
// (his shotgun's rolls more than the panel has room for under his
// sheet), the log keeps its three rows under the rolls: it showed two,
// the tail of one wrapped line.
func TestTheLogKeepsItsRowsUnderTheTacticsRollsAt1024(t *testing.T) {
	g := demoGame(t, demoSeed)
	g.SetScreenSize(1024, 768)
	press(g, CmdNext.Key())
	b := g.ctl.Battle()
	for _, who := range []string{"buck", "doc"} {
		if b.Turn() != nil {
			press(g, CmdEndTurn.Key())
		}
		require.Equal(t, who, b.NextUp()[0])
		press(g, CmdTactic.Key())
		for i := 0; i < 6 && g.ctl.Asked() != nil; i++ {
			press(g, CmdNo.Key()) // no benny, no Soak
		}
	}
	require.Equal(t, "doc", g.ctl.selected, "his sheet shows")
	p, ok := g.panelViews().dicePane()
	require.True(t, ok, "the rolls show")
	require.Positive(t, p.scrollable(), "the rolls need more room than the panel has")
	l := g.layout()
	ls := l.logSize()
	rows := logRows(p.area.Y+p.area.H+ls*0.3, l.bottom-l.u*0.3, ls*1.2) // as drawLog lays them
	assert.Equal(t, logRoom, rows, "the log's rows under the rolls")
	assert.Len(t, logTail(g.ctl.logLines(), 0, rows, l.prompt.W, ls), logRoom, "each shows a line of the log")
}
