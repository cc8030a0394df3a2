package game

import (
	"testing"

	"battlemat/assets"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func scenarioGame(t *testing.T, name string, w, h int) *Game {
	t.Helper()
	data, err := assets.Scenario(name)
	require.NoError(t, err)
	f, err := NewFight(name, data, 1)
	require.NoError(t, err)
	g := New(nil)
	g.SetScreenSize(w, h)
	g.SetFight(f)
	return g
}

func legendLabelsOf(g *Game) []string {
	var out []string
	for _, e := range legendEntries(g.ctl.Board()) {
		out = append(out, e.label())
	}
	return out
}

func TestTheLegendNamesWhatTheMapUses(t *testing.T) {
	demo := legendLabelsOf(scenarioGame(t, "demo.yaml", 1280, 800))
	assert.Contains(t, demo, "water", "the demo's creek is water")
	assert.NotContains(t, demo, "difficult ground")
	assert.Contains(t, demo, "tree")
	assert.Contains(t, demo, "low wall (cover)")
	crypt := legendLabelsOf(scenarioGame(t, "crypt.yaml", 1280, 800))
	assert.Contains(t, crypt, "difficult ground", "the crypt's rubble is not water")
	assert.NotContains(t, crypt, "water")
	assert.Contains(t, crypt, "stone wall")
	assert.Contains(t, crypt, "door")
	street := legendLabelsOf(scenarioGame(t, "street.yaml", 1280, 800))
	assert.Contains(t, street, "door")
	assert.NotContains(t, street, "gap (jump it)")
	ford := legendLabelsOf(scenarioGame(t, "ford.yaml", 1280, 800))
	assert.Contains(t, ford, "gap (jump it)", "the ford's dry gully is drawn as a gap")
}

// The map is fitted in the room the panels, the legend and the status bar
// leave: before the deal the prompt's box covers no square, the bottom
// row's coordinates are above the status bar, the legend below the map.
func TestTheMapFitLeavesRoomForWhatIsOnScreen(t *testing.T) {
	for _, name := range []string{"crypt.yaml", "demo.yaml", "street.yaml"} {
		for _, sz := range [][2]int{{1024, 768}, {1920, 1080}} {
			g := scenarioGame(t, name, sz[0], sz[1])
			for _, deal := range []bool{false, true} {
				if deal {
					press(g, CmdNext.Key())
				}
				g.Fit()
				l := g.layout()
				b := g.ctl.Board()
				x0, y0 := g.cam.ToScreen(pt(-Margin, -Margin))
				x1, y1 := g.cam.ToScreen(pt(float64(b.W)+Margin, float64(b.H)+Margin))
				assert.LessOrEqual(t, x1, l.panel.X+0.5, "%s %v: the panel covers no square", name, sz)
				assert.LessOrEqual(t, y1, l.bottom+0.5, "%s %v: nothing under the status bar", name, sz)
				require.Positive(t, l.legend.W, "%s: a legend", name)
				assert.LessOrEqual(t, y1, l.legend.Y+0.5, "%s %v: the legend is under the map", name, sz)
				assert.LessOrEqual(t, l.legend.X+l.legend.W, l.mapView.X+l.mapView.W)
				assert.GreaterOrEqual(t, x0, l.mapView.X-0.5)
				assert.GreaterOrEqual(t, y0, l.top-0.5)
				for _, it := range legendItems(b, l.legend, l.u) {
					assert.True(t, l.legend.Contains(it.x, it.y) && l.legend.Contains(it.x+it.s, it.y+it.s), "%s: swatch %s inside the legend", name, it.label())
				}
			}
		}
	}
}

func TestThePanelMovesLeftHidesAndComesBack(t *testing.T) {
	g := demoGame(t, demoSeed)
	press(g, CmdNext.Key())
	right := g.layout().panel
	require.Positive(t, right.X)

	press(g, CmdPanel.Key())
	l := g.layout()
	assert.Zero(t, l.panel.X, "F4 moves the panel to the left")
	assert.Equal(t, right.W, l.panel.W)
	assert.Equal(t, l.panel.W, l.mapView.X, "the map starts beside it")
	assert.Equal(t, l.panel.W, l.strip.X)
	for _, b := range l.buttons {
		assert.True(t, l.panel.Contains(b.X, b.Y), "%s is on the left panel", b.Label)
	}
	assert.True(t, l.inPanel(10, 400))
	assert.False(t, l.inPanel(float64(g.screenW)-10, 400))
	g.Fit()
	x0, _ := g.cam.ToScreen(pt(-Margin, 0))
	assert.GreaterOrEqual(t, x0, l.panel.W-0.5)

	press(g, CmdPanel.Key())
	l = g.layout()
	assertScreenButtonsOnly(t, l, "hidden: no panel, only the screen's buttons")
	show, ok := g.ButtonFor(CmdPanel)
	require.True(t, ok, "a finger can bring the panel back")
	assert.Equal(t, "Show the panel", show.Label)
	assert.Equal(t, float64(g.screenW), l.mapView.W)
	press(g, CmdNext.Key()) // the keys still play
	assert.NotNil(t, g.ctl.Battle().Turn())

	click(g, show.X+show.W/2, show.Y+show.H/2)
	assert.Equal(t, right, g.layout().panel, "and back on the right")
}
