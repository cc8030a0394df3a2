package game

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/stretchr/testify/assert"
)

// A setting's long title in a 1024-pixel panel's cell (about 70 px wide)
// goes on two lines that fit instead of one line that runs into the next
// button even in the smallest type; a short label stays on one line at
// its full size.
func TestALongButtonLabelWrapsInsteadOfRunningOver(t *testing.T) {
	const size, w = 13.0, 66.0
	lines, s := buttonLines("GM: ask me about Wild Cards", size, w)
	assert.Len(t, lines, 2)
	one, _ := text.Measure("GM: ask me about Wild Cards", fontBold.face(s), 0)
	assert.Greater(t, one, w, "one line would run over")
	for _, l := range lines {
		wd, _ := text.Measure(l, fontBold.face(s), 0)
		assert.LessOrEqual(t, wd, w, "%q fits its cell", l)
	}
	lines, s = buttonLines("Odds", size, w)
	assert.Equal(t, []string{"Odds"}, lines)
	assert.Equal(t, size, s)
}
