package e2e

import (
	"context"
	"fmt"
	"net/http/httptest"
	"testing"
	"time"

	"battlemat/web"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The odds of the fight being set up on a touch-only tablet at 1024x768
// in Chromium (one thread): Mara and two cultists placed by a finger,
// the setup's Odds button plays the fights a slice a frame while the
// page answers, and Close comes back to the setup as it was.
func TestBrowserSetupOddsByFinger(t *testing.T) {
	chromium := findChromium()
	need(t, chromium != "", "no chromium on PATH (apt-get install chromium)")
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	srv := httptest.NewServer(web.Handler(testSite(t, ctx)))
	defer srv.Close()
	const w, h = 1024, 768
	bctx, bcancel := chromedp.NewContext(browserAllocator(t, ctx, chromium, w, h))
	defer bcancel()
	require.NoError(t, chromedp.Do(bctx,
		chromedp.EmulateViewport(w, h, chromedp.EmulateTouch),
		chromedp.Navigate(srv.URL+"/"),
		pageReady(),
	))
	poll := func(js string, wait time.Duration) {
		t.Helper()
		require.NoError(t, chromedp.Do(bctx, chromedp.Poll[chromedp.Void](js, chromedp.WithPollingTimeout(wait))), js)
	}
	_, err := chromedp.Run(bctx, chromedp.Evaluate[string]("window.battlematRestart(12)"))
	require.NoError(t, err)
	poll(`JSON.parse(window.battlematState()).actions === 0`, 20*time.Second)
	fingerOn(t, bctx, button(t, browserState(t, bctx), "Setup / New fight"))
	poll(`!!JSON.parse(window.battlematState()).setup`, 20*time.Second)
	_, err = chromedp.Run(bctx, chromedp.Evaluate[string](fmt.Sprintf("window.battlematLoadFile(%q, %q)", "roster.yaml", setupRosterYAML)))
	require.NoError(t, err)
	poll(`JSON.parse(window.battlematState()).buttons.some(b => b.label === "Cultist")`, 20*time.Second)

	s := fingerOn(t, bctx, button(t, browserState(t, bctx), "Mara"))
	x, y := squareAt(s, 2, 2)
	finger(t, bctx, [2]float64{x, y})
	s = fingerOn(t, bctx, button(t, browserState(t, bctx), "Cultist"))
	s = fingerOn(t, bctx, button(t, s, "+"))
	x, y = squareAt(s, 14, 9)
	finger(t, bctx, [2]float64{x, y})
	s = browserState(t, bctx)
	require.Len(t, s.Figures, 3, s.Message)

	fingerOn(t, bctx, button(t, s, "Odds"))
	poll(`JSON.parse(window.battlematState()).odds?.fights > 0`, time.Minute)
	s = browserState(t, bctx)
	require.NotNil(t, s.Odds)
	require.NotNil(t, s.Setup, "the setup stays beneath the odds")
	assert.Equal(t, 3, s.Odds.Figures)
	// That the page answers while the fights are played is stated by
	// game's TestOddsProgressAdvancesAcrossTicks: these three figures' 1,000
	// fights are now cheap enough to be over by the time the page is
	// asked, so their count here says nothing of it.
	assert.LessOrEqual(t, s.Odds.Fights, s.Odds.Total)
	poll(`JSON.parse(window.battlematState()).odds.fights >= 50`, 3*time.Minute)
	shot(t, bctx, "browser-setup-odds-1024x768.png")

	fingerOn(t, bctx, button(t, browserState(t, bctx), "Close"))
	poll(`!JSON.parse(window.battlematState()).odds && !!JSON.parse(window.battlematState()).setup`, 20*time.Second)
	s = browserState(t, bctx)
	assert.Len(t, s.Figures, 3, "the setup as it was")
}
