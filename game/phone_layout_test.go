package game

import (
	"fmt"
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
