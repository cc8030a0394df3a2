package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// drag presses at (x, y), moves by dx in steps and lets go.
func drag(g *Game, x, y, dx float64) {
	g.Handle(Input{X: x, Y: y, Buttons: ButtonLeft})
	for i := 1; i <= 4; i++ {
		g.Handle(Input{X: x + dx*float64(i)/4, Y: y, Buttons: ButtonLeft})
	}
	g.Handle(Input{X: x + dx, Y: y})
}

// mapInside reports whether the fitted map lies inside r.
func mapInside(g *Game, r Rect) bool {
	b := g.ctl.Board()
	x0, y0 := g.cam.X, g.cam.Y
	x1, y1 := x0+float64(b.W)*g.cam.Scale, y0+float64(b.H)*g.cam.Scale
	return x0 >= r.X-0.5 && y0 >= r.Y-0.5 && x1 <= r.X+r.W+0.5 && y1 <= r.Y+r.H+0.5
}

func TestThePanelIsDraggedByItsTitleAndRemembered(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	g := demoGame(t, demoSeed)
	press(g, CmdNext.Key()) // dealt: the panel keeps its own part of the screen
	l := g.layout()
	pw := l.panel.W
	require.InDelta(t, 1280-pw, l.panel.X, 0.5, "on the right to begin with")
	require.True(t, l.handle.Contains(l.panel.X+pw/2, 4))
	msgBefore, _ := g.ctl.Message()
	version := g.ctl.Version()

	// Dragged by its title across the screen to the left edge.
	drag(g, l.panel.X+pw/2, 4, -2000)
	l = g.layout()
	assert.Zero(t, l.panel.X, "at the left edge")
	assert.InDelta(t, pw, l.mapView.X, 0.5, "the map beside it")
	assert.True(t, mapInside(g, l.mapView), "the map is fitted to its room")
	msg, _ := g.ctl.Message()
	assert.Equal(t, msgBefore, msg, "a drag is no click: nothing said")
	assert.Zero(t, g.ctl.Selected())
	assert.Greater(t, g.ctl.Version(), version)

	// To a third of the way: the map takes the wider part, to its right.
	drag(g, pw/2, 4, 200)
	l = g.layout()
	assert.InDelta(t, 200, l.panel.X, 1)
	assert.InDelta(t, 200+pw, l.mapView.X, 1)
	assert.InDelta(t, 1280-200-pw, l.mapView.W, 1)
	assert.True(t, mapInside(g, l.mapView))
	assert.True(t, l.strip.X >= l.mapView.X, "the cards over the map, not under the panel")

	// The buttons are hit where they are drawn.
	grid, ok := g.ButtonFor(CmdGrid)
	require.True(t, ok)
	require.True(t, l.panel.Contains(grid.X, grid.Y))
	before := g.ctl.GridStrength()
	click(g, grid.X+grid.W/2, grid.Y+grid.H/2)
	assert.NotEqual(t, before, g.ctl.GridStrength(), "the moved button works")

	// Remembered for this screen; another screen keeps its own.
	g2 := demoGame(t, demoSeed)
	press(g2, CmdNext.Key())
	assert.InDelta(t, 200, g2.layout().panel.X, 1, "a new window on this screen finds it there")
	g3 := demoGame(t, demoSeed)
	g3.SetScreenSize(1024, 768)
	press(g3, CmdNext.Key())
	l3 := g3.layout()
	assert.InDelta(t, 1024-l3.panel.W, l3.panel.X, 0.5, "another screen: on the right")

	// F4 still moves it to a side (and that is remembered too).
	press(g, CmdPanel.Key())
	assert.Zero(t, g.layout().panel.X, "F4 from a dragged panel: the left side")
	g4 := demoGame(t, demoSeed)
	press(g4, CmdNext.Key())
	assert.Zero(t, g4.layout().panel.X)
}

func TestAPressOnThePanelsTitleBeforeTheDealMovesIt(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	g := demoGame(t, demoSeed)
	l := g.layout()
	require.Positive(t, l.panel.W, "the prompt's box")
	drag(g, l.panel.X+l.panel.W/2, 4, -2000)
	l = g.layout()
	assert.Zero(t, l.panel.X)
	assert.True(t, mapInside(g, l.mapView), "the map leaves room for the box")
	assert.Empty(t, g.ctl.Battle().Applied)
}

// The dealt panel is a full-height column (prompt, actions, figure, dice,
// log): a drag up or down leaves it the screen's height and moves it only
// across (docs/status.md says why).
func TestADraggedPanelKeepsTheScreensHeight(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir()) // the place is remembered per screen
	for _, sz := range [][2]int{{1024, 768}, {1920, 1080}} {
		g := demoGame(t, demoSeed)
		g.SetScreenSize(sz[0], sz[1])
		press(g, CmdNext.Key())
		l := g.layout()
		x, y := l.panel.X+l.panel.W/2, 4.0
		g.Handle(Input{X: x, Y: y, Buttons: ButtonLeft})
		for i := 1; i <= 4; i++ {
			g.Handle(Input{X: x - 100*float64(i), Y: y + 100*float64(i), Buttons: ButtonLeft})
		}
		g.Handle(Input{X: x - 400, Y: y + 400})
		l = g.layout()
		assert.InDelta(t, float64(sz[0])-l.panel.W-400, l.panel.X, 1, "%dx%d: across with the pointer", sz[0], sz[1])
		assert.Zero(t, l.panel.Y, "from the top")
		assert.Equal(t, l.bottom, l.panel.H, "to the status bar")
		assert.True(t, mapInside(g, l.mapView))
	}
}
