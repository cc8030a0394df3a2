package game

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAPhoneOnItsSideHasFingerSizedButtonsBesideTheMap: Ann's phone
// turned on its side (844x390 CSS pixels at a device scale of 3: 2532x1170
// screen pixels) before the deal, dealt with her turn up, and on its
// Actions tab: every button is a finger's, 41 CSS pixels high (123
// screen pixels; the window's were 47, under 16 CSS), on the screen and
// above the status line, no two overlapping; the panel lies beside the
// map, not over it. A 1920x1080 desktop and a 1024x768 tablet at a scale
// of 2 keep the window's buttons.
func TestAPhoneOnItsSideHasFingerSizedButtonsBesideTheMap(t *testing.T) {
	p := phoneOn(t, "hosted.yaml", hostedTable, 1)
	p.g.SetScreenSize(2532, 1170)
	p.frame()
	check := func(st string) {
		l := p.g.layout()
		require.NotEmpty(t, l.buttons, st)
		for i, b := range l.buttons {
			assert.Equal(t, 123.0, b.H, "%s: %s is 41 CSS px high", st, b.Label)
			assert.True(t, b.X >= 0 && b.X+b.W <= 2532.5 && b.Y >= 0 && b.Y+b.H <= l.bottom, "%s: %s on the screen, above the status line: %v", st, b.Label, b.rect())
			for _, o := range l.buttons[:i] {
				assert.False(t, overlaps(b.rect(), o.rect()), "%s: %s overlaps %s", st, b.Label, o.Label)
			}
		}
		if l.reserving {
			assert.False(t, overlaps(l.panel, l.mapView), "%s: the panel is beside the map", st)
			assert.Greater(t, l.mapView.W, 2532*0.5, "%s: the map keeps over half the width", st)
		}
	}
	check("before the deal")
	p.shot("sideways-before")
	p.dealTo("hero1")
	check("her turn up")
	p.shot("sideways-up")
	p.tapButton("Actions")
	check("the Actions tab")
	p.shot("sideways-actions")
	p.tapButton("Start turn")
	p.tapButton("Actions")
	check("her turn")
	p.shot("sideways-turn")

	for _, sz := range []struct {
		w, h  int
		scale float64
	}{{1920, 1080, 1}, {2048, 1536, 2}, {1024, 768, 1}} {
		g := demoGame(t, 1)
		g.deviceScale = sz.scale
		g.SetScreenSize(sz.w, sz.h)
		press(g, CmdNext.Key())
		l := g.layout()
		name := fmt.Sprintf("%dx%d at %g", sz.w, sz.h, sz.scale)
		assert.False(t, l.tabs, "%s: no tabs", name)
		b, ok := g.ButtonFor(CmdMove)
		require.True(t, ok, name)
		assert.Equal(t, l.bh, b.H, name)
		assert.Equal(t, float64(int(clamp(float64(sz.h)/42, 12, 30)*1.7+0.5)), b.H, "%s: the window's button", name)
	}
}
