package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A newcomer's tour of the window at a projector's sizes: the panel before
// the deal (Setup / New fight), a deal, a move, a shot, a grenade, an end
// of turn, an undo; every button stays on the window (the Odds at these
// sizes are TestDesktopOddsOfTheDemo's).
func TestDesktopNewcomersTourStaysOnTheWindow(t *testing.T) {
	atProjectorSizes(t, func(t *testing.T, w, h int) {
		t.Setenv("BATTLEMAT_SEED", "12")
		g := startGuest(t, w, h)
		tag := func(what string) string { return fmt.Sprintf("tour-%dx%d-%s", w, h, what) }
		g.frame(3)
		g.save(g.frame(1), tag("before-deal"))
		onWindow(t, g, w, h, "before the deal")
		buttonNamed(t, g.snapshot(), "Setup / New fight")

		g.key(ebiten.KeyEnter)
		g.save(g.frame(1), tag("dealt"))
		onWindow(t, g, w, h, "dealt")
		s := g.snapshot()
		g.key(ebiten.KeyDigit2)
		buck := figure(t, s, "buck")
		g.click(buck.WindowX, buck.WindowY)
		g.save(g.frame(1), tag("buck-turn"))
		onWindow(t, g, w, h, "Buck's turn")
		s = g.snapshot()
		x, y := square(s, buck, 7, 5)
		g.s.MoveCursor(x, y)
		g.s.AdvanceTicks(2)
		g.save(g.frame(1), tag("reach"))
		g.click(x, y)
		g.frame(1)
		s = g.snapshot()

		g.key(ebiten.KeyS)
		c5 := figure(t, s, "cultist-5")
		g.s.MoveCursor(c5.WindowX, c5.WindowY)
		g.s.AdvanceTicks(2)
		g.save(g.frame(1), tag("aim-shot"))
		onWindow(t, g, w, h, "aiming a shot")
		g.click(c5.WindowX, c5.WindowY)
		g.save(g.frame(1), tag("shot"))
		onWindow(t, g, w, h, "after the shot")
		g.keepRolls()

		s = g.snapshot()
		g.key(ebiten.KeyT)
		x, y = square(s, figure(t, s, "buck"), 11, 9)
		g.s.MoveCursor(x, y)
		g.s.AdvanceTicks(2)
		g.save(g.frame(1), tag("grenade-aim"))
		onWindow(t, g, w, h, "aiming a grenade")
		g.click(x, y)
		g.save(g.frame(1), tag("grenade"))
		g.keepRolls()
		g.save(g.frame(1), tag("grenade-after"))

		g.key(ebiten.KeyE)
		g.save(g.frame(1), tag("ended"))
		onWindow(t, g, w, h, "turn ended")
		n := g.snapshot().Actions
		g.s.PressKey(ebiten.KeyControlLeft)
		g.key(ebiten.KeyZ)
		g.s.ReleaseKey(ebiten.KeyControlLeft)
		g.save(g.frame(1), tag("undone"))
		onWindow(t, g, w, h, "undone")
		assert.Less(t, g.snapshot().Actions, n+1)

	})
}

// The same sizes with a caster: More > Powers lists the powers, a Blast
// is aimed; the Setup screen opens from the panel before the deal.
func TestDesktopNewcomersPowersAndSetup(t *testing.T) {
	atProjectorSizes(t, func(t *testing.T, w, h int) {
		path := filepath.Join(t.TempDir(), "casters.yaml")
		require.NoError(t, os.WriteFile(path, []byte(castersScene), 0o644))
		g := startGuest(t, w, h, "play", path)
		tag := func(what string) string { return fmt.Sprintf("tour-%dx%d-%s", w, h, what) }
		g.frame(3)
		b := buttonNamed(t, g.snapshot(), "Setup / New fight")
		g.tap(b.WindowX, b.WindowY)
		g.frame(2)
		g.save(g.frame(1), tag("setup"))
		require.NotNil(t, g.snapshot().Setup)
		onWindow(t, g, w, h, "the setup screen")
		b = buttonNamed(t, g.snapshot(), "Leave")
		g.tap(b.WindowX, b.WindowY)
		g.frame(2)
		require.Nil(t, g.snapshot().Setup, "Leave goes back to the fight")
		g.key(ebiten.KeyEnter)
		g.frame(1)
		s := g.snapshot()
		for i := 0; i < 4 && len(s.NextUp) > 0 && s.NextUp[0] != "vera"; i++ {
			g.key(ebiten.KeyEnter)
			g.key(ebiten.KeyE)
			g.frame(1)
			s = g.snapshot()
		}
		g.key(ebiten.KeyEnter)
		g.key(ebiten.KeyX)
		g.save(g.frame(1), tag("more"))
		b = buttonNamed(t, g.snapshot(), "Powers")
		g.tap(b.WindowX, b.WindowY)
		g.save(g.frame(1), tag("powers"))
		onWindow(t, g, w, h, "More > Powers")
		b = buttonNamed(t, g.snapshot(), "Blast 3 PP")
		g.tap(b.WindowX, b.WindowY)
		s = g.snapshot()
		x, y := square(s, figure(t, s, "gob1"), 7, 2)
		g.s.MoveCursor(x, y)
		g.s.AdvanceTicks(2)
		g.save(g.frame(1), tag("blast-aim"))
		onWindow(t, g, w, h, "aiming a Blast")
		n := s.Actions
		g.click(x, y)
		g.save(g.frame(1), tag("blast"))
		s = g.snapshot()
		for i := 0; i < 4 && s.Actions == n; i++ { // a Soak asked for a goblin: N
			g.key(ebiten.KeyN)
			g.frame(1)
			s = g.snapshot()
		}
		assert.Equal(t, n+1, s.Actions, "the Blast is cast: %s", s.Message)
	})
}

// onWindow asserts that every button of the guest's screen lies on its w x
// h window.
func onWindow(t *testing.T, g *guest, w, h int, what string) {
	t.Helper()
	for _, b := range g.snapshot().Buttons {
		assert.True(t, b.WindowX >= 0 && b.WindowX < float64(w) && b.WindowY >= 0 && b.WindowY < float64(h), "%s: %q at (%.0f, %.0f)", what, b.Label, b.WindowX, b.WindowY)
	}
}
