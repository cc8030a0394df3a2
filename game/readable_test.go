package game

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// What players read from across a table (the strip, the prompt, the
// log) is set no smaller than 14 pixels on a common 1024x768 projector,
// as on 1920x1080, and the strip's boxes still fit their row.
func TestTextReadFromAcrossTheTableIsAtLeast14PixelsAt1024x768(t *testing.T) {
	memorySettings(t)
	for _, sz := range [][2]int{{1024, 768}, {1920, 1080}} {
		name := fmt.Sprintf("%dx%d", sz[0], sz[1])
		g := demoGame(t, demoSeed)
		g.SetScreenSize(sz[0], sz[1])
		press(g, CmdNext.Key()) // deal: the strip takes its row
		l := g.layout()
		require.NotEmpty(t, l.cards, name)
		assert.GreaterOrEqual(t, l.cardSize, 14.0, "%s: the strip's names", name)
		assert.GreaterOrEqual(t, l.logSize(), 14.0, "%s: the log", name)
		assert.GreaterOrEqual(t, l.size, 14.0, "%s: the prompt", name)
		for i, bx := range l.cards {
			assert.LessOrEqual(t, bx.X+bx.W, l.strip.X+l.strip.W, "%s: %q inside the strip", name, bx.Label)
			if i > 0 {
				prev := l.cards[i-1]
				assert.LessOrEqual(t, prev.X+prev.W, bx.X, "%s: %q clear of %q", name, bx.Label, prev.Label)
			}
		}
	}
}
