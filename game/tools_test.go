package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func toolTo(g *Game, k toolKind) {
	for g.ctl.tool.kind != k {
		press(g, CmdTool.Key())
	}
}

func TestTheRulerMeasuresTapTapAndDragWithoutActing(t *testing.T) {
	g := demoGame(t, demoSeed) // the demo measures squares (Chebyshev)
	b := g.ctl.Battle()
	toolTo(g, toolRuler)
	assert.Equal(t, "Ruler", g.ctl.tool.title())
	clickSquare(g, 2, 2) // on Buck: measures, does not select or act
	hoverSquare(g, 9, 5)
	v := g.ctl.Overlay().Tool
	require.NotNil(t, v, "the far end follows the cursor")
	assert.Equal(t, 7, v.Squares)
	clickSquare(g, 9, 6)
	v = g.ctl.Overlay().Tool
	require.NotNil(t, v)
	assert.Equal(t, 7, v.Squares)
	assert.InDelta(t, 7, v.Inches, 1e-9)
	assert.Equal(t, `7" (7 squares)`, v.Text)
	assert.Equal(t, v.Text, g.Snapshot().Message)
	hoverSquare(g, 15, 12)
	assert.Equal(t, 7, g.ctl.Overlay().Tool.Squares, "a measured ruler stays put")
	assert.Empty(t, b.Applied, "measuring is no action")
	assert.Empty(t, g.Snapshot().Selected)

	// A drag: press on one square, let go on another.
	sx, sy := at(g, 0, 0)
	g.Handle(Input{X: sx, Y: sy, Buttons: ButtonLeft})
	ex, ey := at(g, 3, 4)
	g.Handle(Input{X: ex, Y: ey, Buttons: ButtonLeft})
	g.Handle(Input{X: ex, Y: ey})
	v = g.ctl.Overlay().Tool
	require.NotNil(t, v)
	assert.Equal(t, 4, v.Squares)
	assert.Equal(t, 2, g.ctl.tool.set, "the drag measured it")
}

func TestTheRulerReadsEuclideanMaps(t *testing.T) {
	g := demoGame(t, demoSeed)
	g.ctl.drawnBoard().Euclidean = true // as a scenario's measure: euclidean (the seat's map the ruler reads)
	toolTo(g, toolRuler)
	clickSquare(g, 0, 0)
	clickSquare(g, 3, 4)
	v := g.ctl.Overlay().Tool
	require.NotNil(t, v)
	assert.InDelta(t, 5, v.Inches, 1e-9)
	assert.Equal(t, 4, v.Squares)
}

func TestATemplateSaysWhoItWouldCatch(t *testing.T) {
	g := demoGame(t, demoSeed)
	toolTo(g, toolMBT)
	hoverSquare(g, 11, 8) // between Cultists 1 and 2
	v := g.ctl.Overlay().Tool
	require.NotNil(t, v)
	assert.Contains(t, v.Under, "Cultist 1")
	assert.Contains(t, v.Under, "Cultist 2")
	assert.NotEmpty(t, v.Outline)
	clickSquare(g, 11, 8)
	assert.Contains(t, g.Snapshot().Message, "MBT catches")
	hoverSquare(g, 0, 13)
	assert.Contains(t, g.ctl.Overlay().Tool.Under, "Cultist 1", "a laid template stays")
	assert.Empty(t, g.ctl.Battle().Applied)

	toolTo(g, toolCone)
	clickSquare(g, 9, 9)
	hoverSquare(g, 11, 9)
	v = g.ctl.Overlay().Tool
	require.NotNil(t, v)
	assert.Contains(t, v.Under, "Cultist 1", "the cone aims at the cursor")
	toolTo(g, toolOff)
	assert.Nil(t, g.ctl.Overlay().Tool)
}

func TestAmbushersAreNotNamedByTheTemplate(t *testing.T) {
	g := ambushGame(t)
	toolTo(g, toolSBT)
	hoverSquare(g, 14, 3)
	v := g.ctl.Overlay().Tool
	require.NotNil(t, v)
	assert.NotContains(t, v.Under, "Cultist 5")
}

func TestMeasureIsEveryonesButton(t *testing.T) {
	g := demoGame(t, demoSeed)
	g.SetView(PlayerView())
	press(g, CmdNext.Key())
	_, ok := g.ButtonFor(CmdTool)
	assert.True(t, ok, "a player has the Measure button")
}

// A finger has no hover: it presses on the start, the length reads live
// while it moves, and lifting it keeps the ruler measured.
func TestTheRulerEndFollowsADragLiveAndStaysWhenLifted(t *testing.T) {
	g := demoGame(t, demoSeed)
	toolTo(g, toolRuler)
	sx, sy := at(g, 2, 2)
	g.Handle(Input{X: sx, Y: sy, Buttons: ButtonLeft})
	for i, sq := range [][2]int{{4, 3}, {6, 5}, {9, 6}} {
		x, y := at(g, sq[0], sq[1])
		g.Handle(Input{X: x, Y: y, Buttons: ButtonLeft})
		v := g.ctl.Overlay().Tool
		require.NotNil(t, v)
		want := []int{2, 4, 7}[i]
		assert.Equal(t, want, v.Squares, "the end is under the finger")
		msg, _ := g.ctl.Message()
		assert.Equal(t, v.Text+" - lift to keep it", msg, "the length reads live while the finger moves")
		assert.Equal(t, 1, g.ctl.tool.set, "not measured before the lift")
	}
	ex, ey := at(g, 9, 6)
	g.Handle(Input{X: ex, Y: ey}) // lifted
	assert.Equal(t, 2, g.ctl.tool.set, "lifting keeps it")
	msg, _ := g.ctl.Message()
	assert.Equal(t, `7" (7 squares)`, msg)
	hoverSquare(g, 15, 12)
	assert.Equal(t, 7, g.ctl.Overlay().Tool.Squares, "it stays put")
	assert.Empty(t, g.ctl.Battle().Applied, "measuring is no action")

	// The mouse keeps its hover: a click, then the end follows the cursor
	// with no button held, and the message waits for the second click.
	clickSquare(g, 0, 0)
	hoverSquare(g, 3, 0)
	assert.Equal(t, 3, g.ctl.Overlay().Tool.Squares)
	msg, _ = g.ctl.Message()
	assert.Contains(t, msg, "now tap (or drag to) the other end")
}

func TestTheGMsTemplateNamesTheAmbushersItWouldCatch(t *testing.T) {
	g := ambushGame(t)
	toolTo(g, toolSBT)
	clickSquare(g, 14, 3)
	v := g.ctl.Overlay().Tool
	require.NotNil(t, v)
	assert.Equal(t, []string{"Cultist 5"}, v.Hidden, "kept for the GM")
	assert.Equal(t, "SBT catches Cultist 5 (hidden)", v.label(GMView().GM), "the GM's view names it, marked")
	assert.Equal(t, "SBT catches nobody", v.label(TableView().GM), "the table's view never")
	assert.Equal(t, "SBT catches nobody", v.label(PlayerView().GM), "nor a player's")
	assert.NotContains(t, g.Snapshot().Message, "Cultist 5", "the message is seen by the table too")
}
