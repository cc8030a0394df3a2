package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// assertScreenButtonsOnly: with no panel, the layout's only buttons are
// the screen's, in their corner above the status bar.
func assertScreenButtonsOnly(t *testing.T, l *layout, what string) {
	t.Helper()
	require.NotEmpty(t, l.buttons, what)
	for _, b := range l.buttons {
		assert.Equal(t, grpScreen, commandOf(b.Cmd).group, "%s: %s is the screen's", what, b.Label)
		assert.True(t, l.corner.Contains(b.X+b.W/2, b.Y+b.H/2), "%s: %s in the corner", what, b.Label)
		assert.LessOrEqual(t, b.Y+b.H, l.bottom, "%s: %s above the status bar", what, b.Label)
		assert.False(t, rectsMeet(b.rect(), l.legend), "%s: %s beside the legend", what, b.Label)
	}
}

func rectsMeet(a, b Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// tap is a finger's tap on a button: down, then up.
func tap(g *Game, b Button) { click(g, b.X+b.W/2, b.Y+b.H/2) }

// A touch-only GM calibrates from the panel: the Calibrate button draws
// the ruler, the Zoom button says why it waits for a calibration, then
// shows the lock and frees it.
func TestCalibrateAndTheZoomLockAreButtonsOnThePanel(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	g := demoGame(t, demoSeed)
	g.SetScreenSize(1024, 768)
	press(g, CmdNext.Key()) // deal: the actions show

	zoom, ok := g.ButtonFor(CmdZoomLock)
	require.True(t, ok, "the Zoom button is on the panel")
	assert.False(t, zoom.Enabled, "nothing to lock before a calibration")
	assert.Contains(t, zoom.Why, "calibrate first")
	tap(g, zoom)
	msg, _ := g.ctl.Message()
	assert.Contains(t, msg, "calibrate first", "a finger has no hover: a tap says why")

	cal, ok := g.ButtonFor(CmdCalibrate)
	require.True(t, ok, "the Calibrate button is on the panel")
	l := g.layout()
	assert.True(t, l.panel.Contains(cal.X, cal.Y), "on the GM's panel")
	tap(g, cal)
	cl := g.calib()
	require.NotNil(t, cl, "a tap on Calibrate draws the ruler")
	set, _ := g.calibButtons()
	click(g, set.X+4, set.Y+4)
	require.Nil(t, g.calib())
	s, locked := g.Calibration()
	assert.Positive(t, s)
	assert.True(t, locked)
	assert.Equal(t, 1, g.ctl.Battle().Fight.Init.Round, "Set dealt nothing")

	zoom, _ = g.ButtonFor(CmdZoomLock)
	assert.True(t, zoom.Enabled)
	assert.True(t, zoom.Active)
	assert.Equal(t, "Zoom: locked", zoom.Label)
	tap(g, zoom)
	_, locked = g.Calibration()
	assert.False(t, locked, "a tap frees the zoom")
	zoom, _ = g.ButtonFor(CmdZoomLock)
	assert.Equal(t, "Zoom: free", zoom.Label)
}

// The table view has the screen's buttons in a corner: a finger
// calibrates there and leaves the view; the browser's table tab (pinned)
// has no way out to a GM panel it must not act with.
func TestTheTableViewsCornerButtons(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	g := demoGame(t, demoSeed)
	g.SetScreenSize(1024, 768)
	press(g, CmdNext.Key())
	tv, ok := g.ButtonFor(CmdTableView)
	require.True(t, ok)
	tap(g, tv)
	require.True(t, g.TableOn(), "the Table view button opens it")
	assertScreenButtonsOnly(t, g.layout(), "table view")

	cal, ok := g.ButtonFor(CmdCalibrate)
	require.True(t, ok)
	tap(g, cal)
	require.NotNil(t, g.calib(), "Calibrate from the table view")
	_, cancel := g.calibButtons()
	click(g, cancel.X+4, cancel.Y+4)
	require.Nil(t, g.calib())

	leave, ok := g.ButtonFor(CmdTableView)
	require.True(t, ok)
	assert.Equal(t, "Leave table view", leave.Label)
	tap(g, leave)
	assert.False(t, g.TableOn())

	g.PinTable()
	require.True(t, g.TableOn())
	_, ok = g.ButtonFor(CmdTableView)
	assert.False(t, ok, "a pinned table shows no way out")
	press(g, CmdTableView.Key())
	assert.True(t, g.TableOn(), "nor does F10 leave it")
	_, ok = g.ButtonFor(CmdCalibrate)
	assert.True(t, ok, "it still calibrates")
}

// A locked zoom too big for the view starts the map at the view's
// corner (its coordinates showing) rather than under the panel.
func TestALockedMapTooBigStartsBesideThePanel(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	g := demoGame(t, demoSeed)
	g.SetScreenSize(1024, 768)
	press(g, CmdNext.Key())
	press(g, CmdPanel.Key()) // the panel on the left
	g.table.scale, g.table.locked = 60, true
	g.Fit()
	v := g.layout().mapView
	require.Greater(t, float64(g.ctl.Board().W)*60, v.W, "the map is wider than its view")
	x0, y0 := g.cam.ToScreen(pt(-Margin, -Margin))
	assert.InDelta(t, v.X, x0, 1e-9, "column 0's coordinates beside the panel")
	assert.InDelta(t, v.Y, y0, 1e-9)
	assert.InDelta(t, 60, g.cam.Scale, 1e-9)
}

// Before the cards are dealt a touch-only GM sets up the screen from the
// panel: Calibrate, Zoom, Table view, the grid and the walls are buttons
// under the prompt's, inside its box, none over another, and they work.
func TestTheScreenButtonsShowBeforeTheDeal(t *testing.T) {
	for _, sz := range [][2]int{{1024, 768}, {1920, 1080}} {
		g := demoGame(t, demoSeed)
		g.SetScreenSize(sz[0], sz[1])
		require.Zero(t, g.ctl.Battle().Fight.Init.Round, "not dealt")
		l := g.layout()
		for _, c := range []Cmd{CmdCalibrate, CmdZoomLock, CmdTableView, CmdGrid, CmdShowWalls, CmdNext} {
			b, ok := g.ButtonFor(c)
			require.True(t, ok, "%dx%d: %s", sz[0], sz[1], commandOf(c).label)
			assert.True(t, l.panel.Contains(b.X, b.Y) && l.panel.Contains(b.X+b.W-1, b.Y+b.H-1), "%s inside the panel's box", b.Label)
			for _, o := range l.buttons {
				if o.Cmd != b.Cmd {
					assert.False(t, rectsMeet(b.rect(), o.rect()), "%s over %s", b.Label, o.Label)
				}
			}
		}
		assert.False(t, rectsMeet(l.panel, l.mapView), "the map beside the box, not under it")

		grid := g.ctl.GridStrength()
		b, _ := g.ButtonFor(CmdGrid)
		tap(g, b)
		assert.NotEqual(t, grid, g.ctl.GridStrength(), "the grid button works before the deal")
		b, _ = g.ButtonFor(CmdShowWalls)
		walls := g.ctl.ShowWalls()
		tap(g, b)
		assert.NotEqual(t, walls, g.ctl.ShowWalls(), "and the walls'")
		b, _ = g.ButtonFor(CmdCalibrate)
		tap(g, b)
		require.NotNil(t, g.calib(), "Calibrate draws the ruler")
		press(g, CmdDeselect.Key())
		require.Nil(t, g.calib())
		b, _ = g.ButtonFor(CmdTableView)
		tap(g, b)
		assert.True(t, g.TableOn(), "Table view")
		assert.Zero(t, g.ctl.Battle().Fight.Init.Round, "and nothing was dealt")
	}
}

// The status line fits its bar: the controls' hint goes first, then the
// parts from the end, then letters (each letter 10 px wide here).
func TestStatusLineDropsItsTailToFitTheScreen(t *testing.T) {
	w := func(s string) float64 { return 10 * float64(len([]rune(s))) }
	line := "Chapel  -  20x14\"  -  Bright light  -  click a figure to select it; wheel zooms, F fits"
	assert.Equal(t, line, fitLine(line, 1000, w), "room for all of it")
	assert.Equal(t, "Chapel  -  20x14\"  -  Bright light  -  click a figure to select it", fitLine(line, 700, w))
	assert.Equal(t, "Chapel  -  20x14\"  -  Bright light", fitLine(line, 400, w))
	assert.Equal(t, "Chap…", fitLine(line, 50, w))
}

// The first window on a 1024x768 screen is 1008x672 (cmd/battlemat's
// fitWindow): on it, as at 1024x768, every button of Buck's turn in
// Shoot mode is on the screen, above the status bar.
func TestPanelButtonsFitTheFirstWindowOnASmallScreen(t *testing.T) {
	for _, sz := range [][2]int{{1008, 672}, {1024, 768}} {
		g := demoGame(t, demoSeed)
		g.SetScreenSize(sz[0], sz[1])
		press(g, CmdNext.Key())
		clickSquare(g, 2, 2)
		require.Equal(t, "buck", g.ctl.turn())
		press(g, CmdShoot.Key())
		l := g.layout()
		require.NotEmpty(t, l.buttons)
		for _, b := range l.buttons {
			assert.True(t, b.X >= 0 && b.X+b.W <= float64(sz[0]), "%v: %s inside the screen's width", sz, b.Label)
			assert.LessOrEqual(t, b.Y+b.H, l.bottom, "%v: %s above the status bar", sz, b.Label)
		}
		assert.LessOrEqual(t, l.bottom, float64(sz[1]-statusBarHeight(sz[1])), "%v: the status bar on the screen", sz)
	}
}
