package e2e

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
)

// The end-of-fight screen on a projector's sizes: F12 opens it after the
// deal with every figure's row (the demo's eleven, each with a Heal
// button or none), the healer and the save buttons, and F12 again goes
// back to the fight.
func TestDesktopAftermathAtProjectorSizes(t *testing.T) {
	atProjectorSizes(t, func(t *testing.T, w, h int) {
		t.Setenv("BATTLEMAT_SEED", "12")
		g := startGuest(t, w, h)
		g.frame(3)
		g.key(ebiten.KeyEnter)
		g.frame(1)
		g.key(ebiten.KeyF12)
		g.save(g.frame(1), fmt.Sprintf("aftermath-%dx%d", w, h))
		s := g.snapshot()
		labels := map[string]bool{}
		for _, b := range s.Buttons {
			labels[b.Label] = true
		}
		assert.True(t, labels["Save survivors"], "the aftermath offers to save: %v", labels)
		assert.True(t, labels["Back to the fight"], "%v", labels)
		g.key(ebiten.KeyF12)
		g.frame(1)
		assert.Equal(t, 1, g.snapshot().Round, "back to the fight as it was")
	})
}
