package e2e

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"battlemat/server"
)

type gmState struct {
	remoteState
	Buttons map[string][2]float64 `json:"buttons"`
}

func gmOf(t *testing.T, ctx context.Context) gmState { return remoteAs[gmState](t, ctx) }

// The GM runs the fight from a touch tablet's page: Deal the round, Next
// and End turn through the countdown until the cultist is up, a tap on
// the cultist starts its turn, two taps move it: Ann's phone shows it.
func TestBrowserHostGMDealsAndPlaysTheCultist(t *testing.T) {
	ctx, cancel := browserContext(t, 4*time.Minute)
	defer cancel()
	hp := hostWithPhone(t, ctx, server.Config{Name: "hosted.yaml", Data: []byte(hostTable), Seed: 3, SeedSet: true, Logf: t.Logf}, 1024, 768, chromedp.EmulateTouch)
	h, gm, phone := hp.h, hp.gm, hp.phone
	shot(t, gm, "host-gm-deal.png")

	press := func(id string) {
		t.Helper()
		// The page's buttons follow the host's offers: read them once the
		// page has caught up and drawn, or the tap lands where one was.
		require.Eventually(t, func() bool { return gmOf(t, gm).Seq == h.Seq() }, patience(t), 50*time.Millisecond, "the GM's page catches up")
		time.Sleep(200 * time.Millisecond)
		var at [2]float64
		require.Eventually(t, func() bool {
			b, ok := gmOf(t, gm).Buttons[id]
			at = b
			return ok
		}, patience(t), 100*time.Millisecond, "the GM's %s button", id)
		seq := h.Seq()
		tap(t, gm, at[0], at[1])
		require.Eventually(t, func() bool { return h.Seq() == seq+1 }, patience(t), 50*time.Millisecond, "the host took %s", id)
	}
	press("deal")
	require.Eventually(t, func() bool { return gmOf(t, gm).Up != "" }, patience(t), 100*time.Millisecond)
	for i := 0; i < 3 && gmOf(t, gm).Up != "c1"; i++ {
		press("next")
		press("end")
	}
	require.Eventually(t, func() bool { s := gmOf(t, gm); return s.Up == "c1" && !s.Acting }, patience(t), 100*time.Millisecond)
	shot(t, gm, "host-gm-next.png")

	st := gmOf(t, gm)
	xy := func(x, y int) [2]float64 { return st.Screen[fmt.Sprintf("%d,%d", x, y)] }
	c := xy(7, 3)
	tap(t, gm, c[0], c[1])
	require.Eventually(t, func() bool { return gmOf(t, gm).Acting }, patience(t), 100*time.Millisecond, "the tap on the cultist starts its turn")
	to := xy(5, 2)
	tap(t, gm, to[0], to[1])
	time.Sleep(300 * time.Millisecond)
	shot(t, gm, "host-gm-path.png")
	tap(t, gm, to[0], to[1])
	require.Eventually(t, func() bool { return remoteOf(t, phone).At["c1"] == [2]int{5, 2} }, patience(t), 100*time.Millisecond, "Ann's phone shows the cultist's move")
	press("end")
	require.Eventually(t, func() bool { s := remoteOf(t, phone); return !(s.Acting && s.Up == "c1") }, patience(t), 100*time.Millisecond)
	shot(t, gm, "host-gm-played.png")
	shot(t, phone, "host-phone-saw-gm.png")
}
