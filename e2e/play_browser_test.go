package e2e

import (
	"context"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"

	"battlemat/game"
	"battlemat/web"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// button is the snapshot's button with this label.
func button(t *testing.T, s game.Snapshot, label string) game.ButtonState {
	t.Helper()
	for _, b := range s.Buttons {
		if b.Label == label {
			return b
		}
	}
	t.Fatalf("no button %q in %+v", label, s.Buttons)
	return game.ButtonState{}
}

// The demo in the browser with the mouse alone: deal, click Buck, click a
// square, check he moved, shoot Cultist 5 with the Shoot button, and keep
// a screenshot.
func TestBrowserPlayTheDemo(t *testing.T) {
	chromium := findChromium()
	need(t, chromium != "", "no chromium on PATH (apt-get install chromium)")
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()

	site := testSite(t, ctx)
	srv := httptest.NewServer(web.Handler(site))
	defer srv.Close()

	actx := browserAllocator(t, ctx, chromium, 1280, 800)
	bctx, bcancel := chromedp.NewContext(actx)
	defer bcancel()

	poll := func(js string) {
		t.Helper()
		require.NoError(t, chromedp.Do(bctx, chromedp.Poll[chromedp.Void](js, chromedp.WithPollingTimeout(20*time.Second))), js)
	}
	require.NoError(t, chromedp.Do(bctx,
		chromedp.EmulateViewport(1280, 800),
		chromedp.Navigate(srv.URL+"/"),
		pageReady(),
	))
	// Seed 12 deals Buck the first card.
	msg, err := chromedp.Run(bctx, chromedp.Evaluate[string]("window.battlematRestart(12)"))
	require.NoError(t, err)
	require.Empty(t, msg)
	poll(`JSON.parse(window.battlematState()).actions === 0`)

	deal := button(t, browserState(t, bctx), "Deal the cards")
	require.NoError(t, chromedp.Do(bctx, press(deal.WindowX, deal.WindowY)))
	poll(`JSON.parse(window.battlematState()).round === 1`)
	// The map refits beside the panels once dealt: read it again.
	time.Sleep(300 * time.Millisecond)
	st := browserState(t, bctx)
	require.Equal(t, []string{"buck"}, st.NextUp)

	buck := figure(t, st, "buck")
	require.NoError(t, chromedp.Do(bctx, press(buck.WindowX, buck.WindowY)))
	poll(`JSON.parse(window.battlematState()).turn === "buck"`)

	in := st.Scale / st.DeviceScale
	x, y := buck.WindowX+5*in, buck.WindowY+1*in // square (7, 3), out of the door
	require.NoError(t, chromedp.Do(bctx, press(x, y)))
	poll(`JSON.parse(window.battlematState()).figures.find(f => f.id === "buck").x === 7`)
	st = browserState(t, bctx)
	b2 := figure(t, st, "buck")
	assert.Equal(t, [2]int{7, 3}, [2]int{b2.X, b2.Y}, "Buck moved: %s", st.Message)

	shoot := button(t, st, "Shoot")
	require.NoError(t, chromedp.Do(bctx, press(shoot.WindowX, shoot.WindowY)))
	poll(`JSON.parse(window.battlematState()).mode === "Shoot"`)
	c5 := figure(t, st, "cultist-5")
	n := st.Actions
	require.NoError(t, chromedp.Do(bctx, press(c5.WindowX, c5.WindowY)))
	// A roll short of a raise asks about Buck's benny reroll (keep it),
	// and a hit on the GM's Extra whether its pool Soaks (take it).
	asked := `JSON.parse(window.battlematState()).buttons.some(b => b.label === "Take it" || b.label === "Keep it")`
	poll(`JSON.parse(window.battlematState()).actions > ` + itoa(n) + ` || ` + asked)
	for range 4 {
		if st := browserState(t, bctx); st.Actions <= n {
			label := "Take it"
			for _, b := range st.Buttons {
				if b.Label == "Keep it" {
					label = b.Label
				}
			}
			no := button(t, st, label)
			require.NoError(t, chromedp.Do(bctx, press(no.WindowX, no.WindowY)))
			poll(`JSON.parse(window.battlematState()).actions > ` + itoa(n) + ` || ` + asked)
		}
	}
	poll(`JSON.parse(window.battlematState()).actions > ` + itoa(n))
	st = browserState(t, bctx)
	assert.Contains(t, st.Message, "Cultist 5")

	shot, err := chromedp.Run(bctx, chromedp.CaptureScreenshot())
	require.NoError(t, err)
	p := filepath.Join(outDir(t), "browser-shot.png")
	require.NoError(t, os.WriteFile(p, shot, 0o644))
	t.Logf("wrote %s", p)
	assertNoBlackBand(t, bctx, shot)
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	s := ""
	for ; n > 0; n /= 10 {
		s = string(rune('0'+n%10)) + s
	}
	return s
}
