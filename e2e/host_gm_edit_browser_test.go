package e2e

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"battlemat/menu"
	"battlemat/server"
)

// The GM's tablet in edit mode lists the window's edit entries (menu's):
// a tap on the cultist picks it, Shaken: set sends the GM's set_state
// and the host takes it.
func TestBrowserHostGMTabletEditsAFigure(t *testing.T) {
	ctx, cancel := browserContext(t, 4*time.Minute)
	defer cancel()
	hp := hostWithPhone(t, ctx, server.Config{Name: "hosted.yaml", Data: []byte(hostTable), Seed: 3, SeedSet: true, Logf: t.Logf}, 1024, 768, chromedp.EmulateTouch)
	h, gm := hp.h, hp.gm
	button := func(id string) [2]float64 {
		t.Helper()
		var at [2]float64
		require.Eventually(t, func() bool {
			b, ok := gmOf(t, gm).Buttons[id]
			at = b
			return ok
		}, patience(t), 100*time.Millisecond, "the GM's %s button", id)
		return at
	}
	at := button("edit")
	tap(t, gm, at[0], at[1])
	button("edit:" + menu.EditAddExtra)
	c := gmOf(t, gm).Screen[fmt.Sprintf("%d,%d", 7, 3)]
	tap(t, gm, c[0], c[1]) // the cultist
	time.Sleep(300 * time.Millisecond)
	shot(t, gm, "host-gm-edit.png")
	seq := h.Seq()
	at = button("edit:" + menu.EditShaken)
	tap(t, gm, at[0], at[1])
	require.Eventually(t, func() bool { return h.Seq() == seq+1 }, patience(t), 50*time.Millisecond, "the host took the GM's Shaken")
	time.Sleep(300 * time.Millisecond)
	shot(t, gm, "host-gm-edit-shaken.png")
}
