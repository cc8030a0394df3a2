package e2e

import (
	"fmt"
	"image"
	"testing"

	"battlemat/game"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rectsOverlap reports whether two (x0, y0, x1, y1) boxes overlap.
func rectsOverlap(a, b [4]float64) bool {
	return a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]
}

// fingerTap is a finger's tap on a button, then a frame (the state file
// is written then).
func (g *guest) fingerTap(b game.ButtonState) {
	g.s.PressTouch(1, b.WindowX, b.WindowY)
	g.s.AdvanceTicks(2)
	g.s.ReleaseTouch(1)
	g.s.AdvanceTicks(2)
	g.frame(1)
}

// buttonShare is the share of a button's colour in a small box under
// its label's centre (window pixels), clear of the label and the key.
func buttonShare(img *image.RGBA, b game.ButtonState, ds float64) float64 {
	x, y := int(b.WindowX*ds), int((b.WindowY+4)*ds)
	n, in := 0, 0
	for dy := 0; dy < 3; dy++ {
		for dx := -10; dx < 10; dx++ {
			c := img.RGBAAt(x+dx, y+dy)
			n++
			if c.R == 0x2c && c.G == 0x33 && c.B == 0x40 || c.R == 0x22 && c.G == 0x24 && c.B == 0x29 {
				in++ // a button's colour, or a disabled one's
			}
		}
	}
	return float64(in) / float64(n)
}

// checkNames: no name's box covers a mark of any figure (the layout the
// window paints from, as its state file reports it).
func checkNames(t *testing.T, s game.Snapshot, what string) (names, marks int) {
	t.Helper()
	for _, f := range s.Figures {
		marks += len(f.Marks)
	}
	for _, f := range s.Figures {
		if f.Label == nil {
			continue
		}
		names++
		for _, o := range s.Figures {
			for _, m := range o.Marks {
				assert.False(t, rectsOverlap(*f.Label, m.Rect), "%s: %s's name covers %s's %s mark", what, f.ID, o.ID, m.Mark)
			}
		}
	}
	return names, marks
}

// The table view at a common projector's 1024x768 and at 1920x1080:
// F10 hides the GM's panel, the map fills the screen, the marks are big
// and a hovered figure's full name never covers a mark.
func TestDesktopTableView(t *testing.T) {
	need(t, haveGL, "no display (DISPLAY unset): run under xvfb-run")
	for _, sz := range [][2]int{{1024, 768}, {1920, 1080}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			t.Setenv("BATTLEMAT_SEED", "12")
			t.Setenv("XDG_CONFIG_HOME", t.TempDir())
			g := startGuest(t, sz[0], sz[1])
			tag := fmt.Sprintf("table-%dx%d", sz[0], sz[1])
			g.frame(3)
			g.key(ebiten.KeyEnter) // deal
			g.key(ebiten.KeyDigit1)
			g.frame(1)
			s := g.snapshot()
			buck := figure(t, s, "buck")
			g.click(buck.WindowX, buck.WindowY)
			g.key(ebiten.KeyD) // Buck defends: a mark
			g.save(g.frame(1), tag+"-gm")
			s = g.snapshot()
			require.Equal(t, "gm", s.View)
			gmNames, _ := checkNames(t, s, "GM view")
			assert.Positive(t, gmNames)

			g.key(ebiten.KeyF10)
			img := g.frame(1)
			s = g.snapshot()
			require.Equal(t, "table", s.View, "F10 opens the table view")
			assert.Equal(t, []string{"Calibrate", "Zoom: free", "Leave table view"}, labels(s), "no GM panel: the screen's buttons only")
			for _, b := range s.Buttons {
				assert.Greater(t, buttonShare(img, b, s.DeviceScale), 0.5, "%s is painted", b.Label)
			}
			g.save(img, tag)
			buck = figure(t, s, "buck")
			found := false
			for _, m := range buck.Marks {
				found = found || m.Mark == "Defend"
				assert.GreaterOrEqual(t, m.Rect[2]-m.Rect[0], 18.0, "a mark is big enough to read across a room")
			}
			assert.True(t, found, "Buck shows that he defends: %+v", buck.Marks)

			// Hover each figure: its full name, never over a mark.
			for _, id := range []string{"doc", "deputy", "buck", "gina"} {
				f := figure(t, s, id)
				g.s.MoveCursor(f.WindowX, f.WindowY)
				g.s.AdvanceTicks(2)
				img := g.frame(1)
				hs := g.snapshot()
				names, _ := checkNames(t, hs, "hover "+id)
				hf := figure(t, hs, id)
				require.NotNil(t, hf.Label, "hovering %s names it", id)
				assert.LessOrEqual(t, names, 2, "the hovered figure and the selected one")
				if id == "doc" {
					g.save(img, tag+"-hover-doc")
				}
			}
			g.fingerTap(buttonLabelled(t, g.snapshot(), "Leave table view"))
			assert.Equal(t, "gm", g.snapshot().View, "a finger leaves the table view")

			// Calibration by a finger: its button, a drag of the ruler's
			// end to 40 px a square (window pixels here), then Set.
			g.fingerTap(buttonLabelled(t, g.snapshot(), "Calibrate"))
			s = g.snapshot()
			require.Len(t, s.Ruler, 4, "the Calibrate button draws the ruler")
			x0, y0, px, n := s.Ruler[0], s.Ruler[1], s.Ruler[2], s.Ruler[3]
			g.s.PressTouch(1, x0+px, y0+4)
			g.s.AdvanceTicks(2)
			for _, k := range []float64{44, 42, 40} {
				g.s.MoveTouch(1, x0+n*k, y0+4)
				g.s.AdvanceTicks(2)
			}
			g.s.ReleaseTouch(1)
			g.s.AdvanceTicks(2)
			g.save(g.frame(1), tag+"-calibrate-finger")
			s = g.snapshot()
			require.Len(t, s.Ruler, 4)
			assert.Equal(t, [2]float64{x0, y0}, [2]float64{s.Ruler[0], s.Ruler[1]}, "the start stays put")
			assert.InDelta(t, n*40, s.Ruler[2], 1, "the end followed the finger")
			g.fingerTap(buttonLabelled(t, s, "Calibrate: set"))
			s = g.snapshot()
			assert.Empty(t, s.Ruler, "a tap on Set sets it")
			assert.InDelta(t, 40*s.DeviceScale, s.Calibrated, 0.1*s.DeviceScale, "40 window pixels a square")
			assert.True(t, s.Locked)

			// The GM's panel dragged by its title with a finger, to the
			// left edge: its buttons go with it, the map fits beside it.
			move := buttonLabelled(t, s, "Move")
			actions := s.Actions
			g.s.PressTouch(1, move.WindowX, 4)
			g.s.AdvanceTicks(2)
			for i := 1; i <= 4; i++ {
				g.s.MoveTouch(1, move.WindowX-float64(i)*float64(sz[0])/4, 4)
				g.s.AdvanceTicks(2)
			}
			g.s.ReleaseTouch(1)
			g.s.AdvanceTicks(2)
			g.save(g.frame(1), tag+"-panel-left")
			s = g.snapshot()
			moved := buttonLabelled(t, s, "Move")
			assert.Less(t, moved.WindowX, float64(sz[0])/3, "the panel went to the left: %v", moved)
			assert.Equal(t, actions, s.Actions, "a drag is no action")
			buck = figure(t, s, "buck")
			assert.Greater(t, buck.WindowX, float64(sz[0])/4, "the map beside the panel")
		})
	}
}
