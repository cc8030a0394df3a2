package e2e

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
)

// On a 1024x768 screen, as on 1920x1080, the panel's buttons and the
// status line are on the screen once the cards are dealt and a shot is
// rolled.
func TestDesktopPanelFitsSmallAndLargeScreens(t *testing.T) {
	need(t, haveGL, "no display (DISPLAY unset): run under xvfb-run")
	t.Setenv("BATTLEMAT_SEED", "12")
	for _, size := range [][2]int{{1024, 768}, {1920, 1080}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			w, h := size[0], size[1]
			g := startGuest(t, w, h)
			g.frame(3)
			g.key(ebiten.KeyEnter)
			g.save(g.frame(1), fmt.Sprintf("fit-%dx%d-dealt", w, h))
			s := g.snapshot()
			assert.NotEmpty(t, s.Buttons)
			for _, b := range s.Buttons {
				assert.True(t, b.WindowX > 0 && b.WindowX < float64(w) && b.WindowY > 0 && b.WindowY < float64(h), "button %q at (%v, %v) is on the %dx%d screen", b.Label, b.WindowX, b.WindowY, w, h)
			}
		})
	}
}
