package game

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/stretchr/testify/assert"
)

// The GM's edit buttons on a 1024x768 tablet (three to a row of the
// 380-pixel panel, 115 pixels each) and on a 3x phone keep their labels
// inside the button: the long ones on two lines, none in type under 10
// pixels a scale.
func TestRemoteButtonLabelsStayInsideTheirButtons(t *testing.T) {
	labels := []string{"GM: ask me about Wild Cards", "GM's edits: in my log only", "GM: heroes to tactic",
		"Add a copy of Cultist", "Give to a new player", "Odds", "2nd die: Cultist", "Edge: Frenzy *"}
	for _, c := range []struct{ w, s float64 }{{114.7, 1}, {3 * 114.7, 3}} {
		for _, l := range labels {
			lines, size := remoteButtonLines(l, c.w, c.s)
			assert.GreaterOrEqual(t, size, 10*c.s, "%q at scale %g reads", l, c.s)
			for _, ln := range lines {
				wd, _ := text.Measure(ln, fontBold.face(size), 0)
				assert.LessOrEqual(t, wd, c.w-8*c.s, "%q fits its button at scale %g", ln, c.s)
			}
		}
	}
	lines, _ := remoteButtonLines("GM: ask me about Wild Cards", 114.7, 1)
	assert.Len(t, lines, 2, "the long label goes on two lines")
	lines, size := remoteButtonLines("Odds", 114.7, 1)
	assert.Equal(t, []string{"Odds"}, lines)
	assert.Equal(t, 17.0, size, "a short label keeps its full size")
}
