package game

import (
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Deluxe Quickness from the window: More > Powers lists it at 4 PP, a
// click on Vera herself (Touch) casts it, and her card and token show it
// while she keeps it up.
func TestTheWindowCastsDeluxeQuicknessAndTheCardShowsIt(t *testing.T) {
	src := "edition: deluxe\n" + strings.Replace(castersYAML, "powers: [Bolt (frost), Blast, Burst, Protection]", "powers: [Quickness]", 1)
	var g *Game
	for from := uint64(1); from < 200; {
		var seed uint64
		g, seed = arenaOf(t, src, 1, from)
		from = seed + 1
		press(g, CmdMore.Key())
		clickButton(t, g, CmdMoreItem, "Powers")
		assert.Equal(t, []string{"Quickness 4 PP"}, buttonsOf(g, CmdPower))
		hoverSquare(g, 1, 2)
		a := g.ctl.Overlay().Attack
		require.NotNil(t, a)
		require.Empty(t, a.Err, "Vera may touch herself")
		hoverSquare(g, 8, 2)
		require.NotNil(t, g.ctl.Overlay().Attack)
		assert.Contains(t, g.ctl.Overlay().Attack.Err, "Touch", "a goblin 7\" off is out of reach")
		clickSquare(g, 1, 2)
		declineAll(g)
		require.Equal(t, rules.KindCast, lastKind(g), g.ctl.msg)
		if len(g.ctl.Battle().KeptPowers("vera")) > 0 {
			break // the roll succeeded
		}
	}
	b := g.ctl.Battle()
	require.Equal(t, []string{"Quickness"}, b.KeptPowers("vera"))
	assert.Equal(t, 6, b.Figure("vera").PowerPoints(), "4 of 10")
	lines := windowCardLines(b.Figure("vera"), b.Edition(), b.EndsText)
	found := false
	for _, l := range lines {
		found = found || strings.Contains(l, "(Quickness)")
	}
	assert.True(t, found, "the card shows the power: %v", lines)
	assert.Contains(t, EffectMarks(b.Figure("vera").Effects), "+", "the token's bonus badge")
}
