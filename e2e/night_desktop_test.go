package e2e

import (
	"fmt"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// On a 1024x768 screen, as on 1920x1080, the panel's buttons and the
// status line are on the screen once the cards are dealt and a shot is
// rolled.
func TestDesktopPanelFitsSmallAndLargeScreens(t *testing.T) {
	t.Setenv("BATTLEMAT_SEED", "12")
	atProjectorSizes(t, func(t *testing.T, w, h int) {
		g := startGuest(t, w, h)
		g.frame(3)
		g.key(ebiten.KeyEnter)
		g.save(g.frame(1), fmt.Sprintf("fit-%dx%d-dealt", w, h))
		s := g.snapshot()
		assert.NotEmpty(t, s.Buttons)
		for _, b := range s.Buttons {
			assert.True(t, b.WindowX > 0 && b.WindowX < float64(w) && b.WindowY > 0 && b.WindowY < float64(h), "button %q at (%v, %v) is on the %dx%d screen", b.Label, b.WindowX, b.WindowY, w, h)
		}

		// Buck aims at Cultist 2: the odds box beside it, over no
		// other figure, and every name clear of the tokens.
		buck := figure(t, s, "buck")
		g.click(buck.WindowX, buck.WindowY)
		g.key(ebiten.KeyS)
		c2 := figure(t, s, "cultist-2")
		g.s.MoveCursor(c2.WindowX, c2.WindowY)
		g.s.AdvanceTicks(2)
		g.save(g.frame(1), fmt.Sprintf("fit-%dx%d-aim", w, h))
		s = g.snapshot()
		assert.Equal(t, "buck", s.Turn)
		for _, b := range s.Buttons {
			assert.True(t, b.WindowX > 0 && b.WindowX < float64(w) && b.WindowY > 0 && b.WindowY < float64(h), "button %q at (%v, %v) is on the %dx%d screen", b.Label, b.WindowX, b.WindowY, w, h)
		}
	})
}

// The calibration checked against the screen: the ruler is measured in
// the frame (its start's tick to its end's handle, in screen pixels), 25
// cm typed for it, and the scale set is what was measured over 25 cm in
// inches (9.84): a 673-pixel ruler gives 68.4 px an inch.
func TestDesktopCalibrationMatchesTheRulerMeasuredOnTheScreen(t *testing.T) {
	atProjectorSizes(t, func(t *testing.T, w, h int) {
		g := startGuest(t, w, h)
		g.frame(3)
		g.key(ebiten.KeyF9)
		g.frame(1)
		img := g.frame(1)
		g.save(img, fmt.Sprintf("ruler-%dx%d", w, h))
		s := g.snapshot()
		require.Len(t, s.Ruler, 4, "F9 draws the ruler")
		ds := s.DeviceScale
		y := int(s.Ruler[1]*ds + 2)
		// The ruler's card starts after its start's tick (2 px about
		// the start); its end is the handle to drag (6 px about it).
		card, handle := -1, -1
		x0, px := int(s.Ruler[0]*ds), int(s.Ruler[2]*ds)
		for x := x0 - 10; x < x0+px+20; x++ {
			c := img.RGBAAt(x, y)
			if card < 0 && near(c, color.RGBA{0xf4, 0xf1, 0xe6, 0xff}, 12) {
				card = x
			}
			if near(c, color.RGBA{0x00, 0xe5, 0xff, 0xff}, 40) {
				handle = x
			}
		}
		require.Positive(t, card, "the ruler's start on the screen")
		require.Positive(t, handle, "the ruler's end on the screen")
		measured := float64(handle-card) - 1
		assert.InDelta(t, s.Ruler[2]*ds, measured, 3, "the ruler is as long on the screen as the game thinks")
		for _, r := range "25cm" {
			g.s.TypeRune(r)
			g.s.AdvanceTicks(1)
		}
		g.key(ebiten.KeyEnter)
		g.save(g.frame(1), fmt.Sprintf("calibrated-%dx%d", w, h))
		s = g.snapshot()
		assert.Empty(t, s.Ruler, "Enter sets it")
		assert.InDelta(t, measured/(25/2.54), s.Calibrated, 0.5, "px an inch: the ruler measured over 25 cm")
		assert.InDelta(t, s.Calibrated, s.Scale, 1e-6, "a square is drawn one real inch")
	})
}

// The dice panel after a grenade hits the cultists by the low wall: the
// newest roll is in view over the log at 1024x768 and 1920x1080; the
// wheel over it scrolls it back and never zooms the map.
func TestDesktopDicePanelScrollsAndTheWheelOverItLeavesTheMap(t *testing.T) {
	t.Setenv("BATTLEMAT_SEED", "12")
	atProjectorSizes(t, func(t *testing.T, w, h int) {
		g := startGuest(t, w, h)
		g.frame(3)
		g.key(ebiten.KeyEnter)
		g.frame(1)
		s := g.snapshot()
		buck := figure(t, s, "buck")
		g.click(buck.WindowX, buck.WindowY)
		g.frame(1)
		x, y := square(g.snapshot(), buck, 7, 5)
		g.click(x, y)
		g.frame(1)
		s = g.snapshot()
		g.key(ebiten.KeyT)
		x, y = square(s, figure(t, s, "buck"), 11, 9)
		n := s.Actions
		g.click(x, y)
		for i := 0; i < 5 && g.snapshot().Actions == n; i++ {
			g.frame(1)
			g.key(ebiten.KeyN) // no Soak
		}
		g.save(g.frame(1), fmt.Sprintf("dice-%dx%d", w, h))
		s = g.snapshot()
		require.Equal(t, n+1, s.Actions, "the grenade is thrown: %s", s.Message)
		require.Len(t, s.Dice, 6, "the rolls show")
		d := s.Dice
		t.Logf("the rolls: %.0f px in %.0f px of room", d[3]+d[5], d[3])
		assert.LessOrEqual(t, d[1]+d[3], float64(h), "the rolls are on the screen")
		assert.Zero(t, d[4], "the newest roll is in view")
		if w == 1024 {
			require.Positive(t, d[5], "at 1024x768 Buck's sheet leaves the rolls too little room")
		}
		scale := s.Scale
		g.s.MoveCursor(d[0]+d[2]/2, d[1]+d[3]/2)
		g.s.ScrollWheel(0, 1)
		g.s.AdvanceTicks(1)
		g.s.ScrollWheel(0, 0)
		g.save(g.frame(1), fmt.Sprintf("dice-scrolled-%dx%d", w, h))
		s = g.snapshot()
		assert.Equal(t, scale, s.Scale, "the wheel over the panel never zooms the map")
		if d[5] > 0 {
			assert.Positive(t, s.Dice[4], "scrolled back")
			// A finger drags the rolls up again: the newest in view.
			cx, cy := d[0]+d[2]/2, d[1]+d[3]/2
			g.s.PressTouch(1, cx, cy)
			g.s.AdvanceTicks(6)
			for k := 1; k <= 10; k++ {
				g.s.MoveTouch(1, cx, cy-float64(k)*20)
				g.s.AdvanceTicks(1)
			}
			g.s.ReleaseTouch(1)
			g.s.AdvanceTicks(2)
			g.save(g.frame(1), fmt.Sprintf("dice-finger-%dx%d", w, h))
			s = g.snapshot()
			assert.Zero(t, s.Dice[4], "the finger brought the newest roll back")
			assert.Equal(t, scale, s.Scale, "and moved no map")
		}
	})
}

// atProjectorSizes runs the test's body at a common projector's 1024x768
// and at 1920x1080, each with calibrations kept in the test's folder.
func atProjectorSizes(t *testing.T, body func(t *testing.T, w, h int)) {
	t.Helper()
	need(t, haveGL, "no display (DISPLAY unset): run under xvfb-run")
	t.Setenv("XDG_CONFIG_HOME", t.TempDir()) // calibrations stay in the test's folder
	for _, size := range [][2]int{{1024, 768}, {1920, 1080}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) { body(t, size[0], size[1]) })
	}
}
