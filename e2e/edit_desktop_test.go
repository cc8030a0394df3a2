package e2e

import (
	"fmt"
	"strings"
	"testing"

	"battlemat/game"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func buttonLabelled(t *testing.T, s game.Snapshot, prefix string) game.ButtonState {
	t.Helper()
	for _, b := range s.Buttons {
		if strings.HasPrefix(b.Label, prefix) {
			return b
		}
	}
	require.Failf(t, "no button", "%q among %+v", prefix, s.Buttons)
	return game.ButtonState{}
}

// tap clicks and lets a frame be drawn: the state file is written then.
func (g *guest) tap(x, y float64) {
	g.click(x, y)
	g.frame(1)
}

func (g *guest) ctrl(k ebiten.Key) {
	g.s.PressKey(ebiten.KeyControlLeft)
	g.s.AdvanceTicks(1)
	g.key(k)
	g.s.ReleaseKey(ebiten.KeyControlLeft)
	g.s.AdvanceTicks(2)
	g.frame(1)
}

// The GM's edit mode in the real window at 1024x768 and 1920x1080, with
// the terrain legend under the map: F2, pick the priest and put him
// elsewhere, make him Shaken, add an Extra; every edit undone and redone.
func TestDesktopEditModeAndLegend(t *testing.T) {
	need(t, haveGL, "no display (DISPLAY unset): run under xvfb-run")
	for _, sz := range [][2]int{{1024, 768}, {1920, 1080}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			t.Setenv("BATTLEMAT_SEED", "12")
			t.Setenv("XDG_CONFIG_HOME", t.TempDir())
			g := startGuest(t, sz[0], sz[1])
			tag := fmt.Sprintf("edit-%dx%d", sz[0], sz[1])
			g.save(g.frame(3), tag+"-legend")
			g.key(ebiten.KeyF2)
			g.frame(1)
			g.save(g.frame(1), tag+"-on") // the panel takes its side: the map is fitted again
			s := g.snapshot()
			require.Contains(t, s.Message, "Edit")
			priest := figure(t, s, "priest")
			g.tap(priest.WindowX, priest.WindowY)
			s = g.snapshot()
			require.Equal(t, "priest", s.Selected, "%s", s.Message)
			x, y := square(s, priest, 15, 6)
			g.tap(x, y)
			s = g.snapshot()
			p := figure(t, s, "priest")
			assert.Equal(t, [2]int{15, 6}, [2]int{p.X, p.Y}, "the GM put the priest on (15, 6)")

			b := buttonLabelled(t, s, "Shaken: set")
			g.tap(b.WindowX, b.WindowY)
			s = g.snapshot()
			assert.True(t, figure(t, s, "priest").Shaken)

			n := len(s.Figures)
			b = buttonLabelled(t, s, "Add an Extra")
			g.tap(b.WindowX, b.WindowY)
			x, y = square(s, p, 16, 11)
			g.tap(x, y)
			s = g.snapshot()
			require.Len(t, s.Figures, n+1, "an Extra joined: %s", s.Message)
			g.save(g.frame(1), tag)

			actions := s.Actions
			require.Equal(t, 3, actions, "three edits, three actions")
			g.ctrl(ebiten.KeyZ)
			g.ctrl(ebiten.KeyZ)
			s = g.snapshot()
			assert.Len(t, s.Figures, n, "undo takes the Extra off")
			assert.False(t, figure(t, s, "priest").Shaken, "and the Shaken")
			g.ctrl(ebiten.KeyY)
			g.ctrl(ebiten.KeyY)
			s = g.snapshot()
			assert.Len(t, s.Figures, n+1, "redo puts them back")
			assert.True(t, figure(t, s, "priest").Shaken)

			// The ruler and a template: they measure, nobody acts.
			g.key(ebiten.KeyF3)
			g.frame(1)
			s = g.snapshot()
			buck := figure(t, s, "buck")
			g.tap(buck.WindowX, buck.WindowY)
			x, y = square(s, buck, 9, 8)
			g.tap(x, y)
			s = g.snapshot()
			assert.Equal(t, `7" (7 squares)`, s.Message)
			g.save(g.frame(1), tag+"-ruler")
			g.key(ebiten.KeyF3)
			g.key(ebiten.KeyF3) // MBT
			x, y = square(s, buck, 11, 8)
			g.tap(x, y)
			s = g.snapshot()
			assert.Contains(t, s.Message, "MBT catches")
			assert.Equal(t, 3, s.Actions, "measuring is no action")
			g.save(g.frame(1), tag+"-template")

			// The ruler by touch: a finger taps one square, then another.
			g.key(ebiten.KeyF3)
			g.key(ebiten.KeyF3)
			g.key(ebiten.KeyF3)
			g.key(ebiten.KeyF3)
			g.frame(1)
			require.Contains(t, g.snapshot().Message, "Ruler")
			for _, sq := range [][2]int{{1, 12}, {5, 9}} {
				x, y = square(s, buck, sq[0], sq[1])
				g.s.PressTouch(1, x, y)
				g.s.AdvanceTicks(2)
				g.s.ReleaseTouch(1)
				g.s.AdvanceTicks(2)
			}
			g.frame(1)
			assert.Equal(t, `4" (4 squares)`, g.snapshot().Message, "tap-tap measures")

			// A finger's drag: the length reads live while it moves, and
			// lifting it keeps the ruler (a finger has no hover to follow).
			x, y = square(s, buck, 1, 1)
			g.s.PressTouch(1, x, y)
			g.s.AdvanceTicks(2)
			for _, sq := range [][2]int{{3, 2}, {5, 4}, {7, 6}} {
				x, y = square(s, buck, sq[0], sq[1])
				g.s.MoveTouch(1, x, y)
				g.s.AdvanceTicks(2)
			}
			g.save(g.frame(1), tag+"-ruler-finger")
			assert.Equal(t, `6" (6 squares) - lift to keep it`, g.snapshot().Message, "live while the finger moves")
			g.s.ReleaseTouch(1)
			g.s.AdvanceTicks(5)
			g.frame(1)
			assert.Equal(t, `6" (6 squares)`, g.snapshot().Message, "kept when lifted")

			// The rules help: opaque, the basics first, searched by typing.
			g.key(ebiten.KeyF1)
			for _, r := range "cover" {
				g.s.TypeRune(r)
				g.s.AdvanceTicks(1)
			}
			g.s.AdvanceTicks(2)
			g.save(g.frame(1), tag+"-help")
			g.key(ebiten.KeyEscape)
		})
	}
}
