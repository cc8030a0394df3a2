package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"battlemat/board"
	"battlemat/game"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// An invented roster for the setup's tests.
const setupRosterYAML = `figures:
  - id: cultist
    name: Cultist
    side: cult
    traits: {agility: d6, spirit: d6, vigor: d6, fighting: d6}
    weapons:
      - {name: Knife, damage: str+d4}
  - id: mara
    name: Mara
    wildcard: true
    traits: {agility: d8, spirit: d8, vigor: d6, fighting: d8}
`

// squareAt is square (x, y)'s middle in window pixels on the setup screen.
func squareAt(s game.Snapshot, x, y int) (float64, float64) {
	st := s.Setup
	return st.MapX + (float64(x)+0.5)*st.Square, st.MapY + (float64(y)+0.5)*st.Square
}

// The GM's setup screen in the real window at 1024x768 and 1920x1080:
// battlemat setup on a new scenario beside a roster; a wall painted with
// the mouse, three cultists placed by a finger, one dragged by a finger,
// undone and redone, saved, and the saved file loads; Start plays it.
func TestDesktopSetupPaintPlaceDragSaveStart(t *testing.T) {
	need(t, haveGL, "no display (DISPLAY unset): run under xvfb-run")
	for _, sz := range [][2]int{{1024, 768}, {1920, 1080}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			dir := t.TempDir()
			t.Setenv("XDG_CONFIG_HOME", t.TempDir())
			t.Setenv("BATTLEMAT_AUTOSAVE", "off")
			require.NoError(t, os.WriteFile(filepath.Join(dir, "roster.yaml"), []byte(setupRosterYAML), 0o644))
			path := filepath.Join(dir, "cellar.yaml")
			g := startGuest(t, sz[0], sz[1], "setup", path, "--blank", "16x10")
			tag := fmt.Sprintf("setup-%dx%d", sz[0], sz[1])
			g.frame(3)
			s := g.snapshot()
			require.NotNil(t, s.Setup, "the setup screen is open")
			assert.Equal(t, 16, s.Width)

			g.tap(buttonLabelled(t, s, "Wall").WindowX, buttonLabelled(t, s, "Wall").WindowY)
			g.tap(squareAt(s, 4, 4))
			s = g.snapshot()
			assert.Contains(t, s.Setup.Blocks, [2]int{4, 4}, "the mouse painted a wall")

			g.fingerTap(buttonLabelled(t, s, "Cultist"))
			g.fingerTap(buttonLabelled(t, s, "+"))
			g.fingerTap(buttonLabelled(t, s, "+"))
			x, y := squareAt(s, 10, 5)
			g.fingerTap(game.ButtonState{WindowX: x, WindowY: y})
			s = g.snapshot()
			require.Len(t, s.Figures, 3, "a finger placed three cultists: %s", s.Message)

			g.fingerTap(buttonLabelled(t, s, "Pick/drag"))
			c := figure(t, s, "cultist-1")
			tx, ty := squareAt(s, 2, 8)
			g.s.PressTouch(1, c.WindowX, c.WindowY)
			g.s.AdvanceTicks(2)
			g.s.MoveTouch(1, (c.WindowX+tx)/2, (c.WindowY+ty)/2)
			g.s.AdvanceTicks(2)
			g.s.MoveTouch(1, tx, ty)
			g.s.AdvanceTicks(2)
			g.s.ReleaseTouch(1)
			g.s.AdvanceTicks(2)
			g.save(g.frame(1), tag+"-placed")
			s = g.snapshot()
			moved := figure(t, s, "cultist-1")
			assert.Equal(t, [2]int{2, 8}, [2]int{moved.X, moved.Y}, "a finger's drag moved the cultist")

			g.fingerTap(buttonLabelled(t, s, "Undo"))
			s = g.snapshot()
			back := figure(t, s, "cultist-1")
			assert.Equal(t, [2]int{c.X, c.Y}, [2]int{back.X, back.Y}, "undo puts it back")
			g.tap(buttonLabelled(t, s, "Redo").WindowX, buttonLabelled(t, s, "Redo").WindowY)

			g.tap(buttonLabelled(t, s, "Save").WindowX, buttonLabelled(t, s, "Save").WindowY)
			s = g.snapshot()
			require.Contains(t, s.Message, "Saved", s.Message)
			b, err := board.Load(path)
			require.NoError(t, err, "the saved scenario loads")
			assert.Len(t, b.Figures, 3)
			assert.True(t, b.At(board.Square{X: 4, Y: 4}).Blocks)

			g.tap(buttonLabelled(t, s, "Start").WindowX, buttonLabelled(t, s, "Start").WindowY)
			g.frame(2)
			s = g.snapshot()
			assert.Nil(t, s.Setup, "Start leaves the setup for the fight")
			assert.Equal(t, "cellar", s.Scenario)
			assert.Len(t, s.Figures, 3)
			g.save(g.frame(1), tag+"-started")
		})
	}
}
