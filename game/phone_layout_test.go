package game

import (
	"fmt"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
)

// overlaps reports whether two rectangles share any area.
func overlaps(a, b Rect) bool {
	return a.W > 0 && a.H > 0 && b.W > 0 && b.H > 0 &&
		a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// TestThePhonesControlsNeverCoverTheLegendOrTheStatusLine: the plain
// web page on a 390x844 phone (at 1x and at its 3x device pixels), before
// the deal, dealt, and with the panel hidden (the screen's buttons in
// the corner): no button lies on the terrain legend or the status line.
func TestThePhonesControlsNeverCoverTheLegendOrTheStatusLine(t *testing.T) {
	for _, sz := range [][2]int{{390, 844}, {1170, 2532}} {
		for _, st := range []string{"before the deal", "dealt", "panel hidden"} {
			g := demoGame(t, 1)
			g.SetScreenSize(sz[0], sz[1])
			switch st {
			case "dealt":
				press(g, CmdNext.Key())
			case "panel hidden":
				press(g, CmdNext.Key())
				g.ctl.panel = panelHidden
				g.ctl.version++
			}
			l := g.layout()
			name := fmt.Sprintf("%dx%d %s", sz[0], sz[1], st)
			status := Rect{0, l.bottom, float64(sz[0]), float64(sz[1]) - l.bottom}
			assert.Positive(t, l.legend.W, "%s: the demo has a legend", name)
			for _, b := range l.buttons {
				assert.False(t, overlaps(b.rect(), l.legend), "%s: %s covers the legend %v", name, b.Label, l.legend)
				assert.False(t, overlaps(b.rect(), status), "%s: %s covers the status line", name, b.Label)
				assert.GreaterOrEqual(t, b.X, 0.0, "%s: %s on the screen", name, b.Label)
				assert.LessOrEqual(t, b.X+b.W, float64(sz[0])+0.5, "%s: %s on the screen", name, b.Label)
			}
			assert.False(t, overlaps(l.panel, l.legend), "%s: the panel covers the legend", name)
		}
	}
}

// TestAPhoneHeldUprightHasTheMapFullWidthAndThePanelUnderIt: the plain
// web page on a 390x844 phone (and its 3x device pixels) lays the panel
// out as a sheet under the map, the map the screen's whole width; every
// button is on the sheet, above the status line, at least 1.7 of the
// width's 19.5 parts high (34 px at 390); a 1920x1080 screen keeps the
// side panel.
func TestAPhoneHeldUprightHasTheMapFullWidthAndThePanelUnderIt(t *testing.T) {
	for _, sz := range [][2]int{{390, 844}, {1170, 2532}} {
		for _, st := range []string{"before the deal", "dealt"} {
			g := demoGame(t, 1)
			g.SetScreenSize(sz[0], sz[1])
			if st == "dealt" {
				press(g, CmdNext.Key())
			}
			l := g.layout()
			name := fmt.Sprintf("%dx%d %s", sz[0], sz[1], st)
			sw := float64(sz[0])
			assert.True(t, l.sheet, name)
			assert.Equal(t, 0.0, l.mapView.X, name)
			assert.Equal(t, sw, l.mapView.W, "%s: the map is the screen's width", name)
			assert.GreaterOrEqual(t, l.panel.Y, l.mapView.Y+l.mapView.H, "%s: the panel is under the map", name)
			assert.Equal(t, sw, l.panel.W, name)
			for _, b := range l.buttons {
				assert.True(t, l.panel.Contains(b.X+1, b.Y+1) && b.Y+b.H <= l.bottom, "%s: %s on the sheet, above the status line", name, b.Label)
				assert.GreaterOrEqual(t, b.H, math.Floor(sw/19.5*1.7), "%s: %s is thumb-sized", name, b.Label)
			}
		}
	}
	g := demoGame(t, 1)
	g.SetScreenSize(1920, 1080)
	press(g, CmdNext.Key())
	l := g.layout()
	assert.False(t, l.sheet)
	assert.Equal(t, 1920.0-l.panel.W, l.panel.X, "the side panel at the right")
	assert.Equal(t, 0.0, l.panel.Y)
	assert.Equal(t, l.panel.X, l.mapView.W, "the map beside it")
}
