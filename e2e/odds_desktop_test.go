package e2e

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// waitOdds ticks the guest until the odds have played every fight (of the
// what-if too when whatIf).
func (g *guest) waitOdds(t *testing.T, whatIf bool) {
	t.Helper()
	for i := 0; i < 1000; i++ {
		g.frame(60) // a second of ticks a frame: a frame at 1920x1080 costs more than the fights
		o := g.snapshot().Odds
		require.NotNil(t, o, "the odds are open")
		if o.Fights == o.Total && (!whatIf || o.WhatIf == o.Total) {
			return
		}
	}
	t.Fatal("the odds never finished")
}

// The GM's odds on a projector's sizes: the Odds button opens them over
// the map, the bar moves while the fights play (the window keeps
// painting), the numbers come, a what-if button plays them again with one
// Extra more, and Esc closes them with the battle as it was.
func TestDesktopOddsOfTheDemo(t *testing.T) {
	atProjectorSizes(t, func(t *testing.T, w, h int) {
		t.Setenv("BATTLEMAT_SEED", "12")
		g := startGuest(t, w, h)
		g.frame(3)
		g.key(ebiten.KeyEnter)
		g.frame(1)
		before := g.snapshot()
		require.Equal(t, 1, before.Round)

		g.tap(buttonLabelled(t, before, "Odds").WindowX, buttonLabelled(t, before, "Odds").WindowY)
		s := g.snapshot()
		require.NotNil(t, s.Odds, "the Odds button opens the odds: %s", s.Message)
		assert.Equal(t, 1000, s.Odds.Total)
		assert.Equal(t, 11, s.Odds.Figures)
		// The fights are played beside the frames (a worker a core),
		// never all in the tick that opened them.
		assert.Less(t, s.Odds.Fights, s.Odds.Total, "never all in one tick")
		g.frame(3)
		s = g.snapshot()
		assert.Greater(t, s.Odds.Fights, 0, "fights are played beside the frames")
		g.save(g.frame(1), fmt.Sprintf("odds-%dx%d-playing", w, h))

		g.waitOdds(t, false)
		g.save(g.frame(1), fmt.Sprintf("odds-%dx%d-done", w, h))

		more := buttonLabelled(t, g.snapshot(), "+1 Extra: cultists")
		g.tap(more.WindowX, more.WindowY)
		g.waitOdds(t, true)
		s = g.snapshot()
		assert.Equal(t, 12, s.Odds.WhatIfFigures, "one cultist more")
		g.save(g.frame(1), fmt.Sprintf("odds-%dx%d-whatif", w, h))

		g.key(ebiten.KeyEscape)
		g.frame(1)
		s = g.snapshot()
		assert.Nil(t, s.Odds, "Esc closes the odds")
		assert.Equal(t, before.Actions, s.Actions, "the battle on the table is as it was")
		assert.Len(t, s.Figures, len(before.Figures))
	})
}
