package e2e

import (
	"context"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"

	"battlemat/web"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The GM's odds in the browser: the Odds button plays the 1,000 fights
// on Web Workers while the page keeps answering (its state is read while
// they play), the numbers come as the batches do, and a screenshot is
// kept.
func TestBrowserOddsOfTheDemo(t *testing.T) {
	chromium := findChromium()
	need(t, chromium != "", "no chromium on PATH (apt-get install chromium)")
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()

	site := testSite(t, ctx)
	srv := httptest.NewServer(web.Handler(site))
	defer srv.Close()

	actx := browserAllocator(t, ctx, chromium, 1280, 800)
	bctx, bcancel := chromedp.NewContext(actx)
	defer bcancel()

	require.NoError(t, chromedp.Do(bctx,
		chromedp.EmulateViewport(1280, 800),
		chromedp.Navigate(srv.URL+"/"),
		pageReady(),
	))
	msg, err := chromedp.Run(bctx, chromedp.Evaluate[string]("window.battlematRestart(12)"))
	require.NoError(t, err)
	require.Empty(t, msg)
	deal := button(t, browserState(t, bctx), "Deal the cards")
	require.NoError(t, chromedp.Do(bctx, press(deal.WindowX, deal.WindowY),
		chromedp.Poll[chromedp.Void](`JSON.parse(window.battlematState()).round === 1`, chromedp.WithPollingTimeout(20*time.Second))))
	time.Sleep(300 * time.Millisecond) // the map refits beside the panels

	before := browserState(t, bctx)
	odds := button(t, before, "Odds")
	start := time.Now()
	require.NoError(t, chromedp.Do(bctx, press(odds.WindowX, odds.WindowY),
		chromedp.Poll[chromedp.Void](`JSON.parse(window.battlematState()).odds?.fights > 0`, chromedp.WithPollingTimeout(20*time.Second))))
	st := browserState(t, bctx)
	require.NotNil(t, st.Odds)
	assert.Less(t, st.Odds.Fights, st.Odds.Total, "the page answers while the fights are played")
	// The numbers show as the fights come: a screenshot once a hundred
	// are in, then the time of all 1,000 when the machine allows it (a
	// loaded one gives the page few frames, and a frame's slice is fixed).
	require.NoError(t, chromedp.Do(bctx,
		chromedp.Poll[chromedp.Void](`JSON.parse(window.battlematState()).odds.fights >= 100`, chromedp.WithPollingTimeout(3*time.Minute))))
	shot, err := chromedp.Run(bctx, chromedp.CaptureScreenshot())
	require.NoError(t, err)
	p := filepath.Join(outDir(t), "browser-odds.png")
	require.NoError(t, os.WriteFile(p, shot, 0o644))
	t.Logf("wrote %s", p)
	mid := browserState(t, bctx).Odds.Fights
	if err := chromedp.Do(bctx, chromedp.Poll[chromedp.Void](`JSON.parse(window.battlematState()).odds.fights === 1000`,
		chromedp.WithPollingTimeout(3*time.Minute))); err == nil {
		t.Logf("1,000 demo fights in the browser: %v", time.Since(start).Round(100*time.Millisecond))
	} else {
		now := browserState(t, bctx).Odds.Fights
		assert.Greater(t, now, mid, "the fights go on")
		t.Logf("%d of 1,000 demo fights after %v", now, time.Since(start).Round(100*time.Millisecond))
	}
	assert.Equal(t, before.Actions, browserState(t, bctx).Actions, "the battle on the table is as it was")
}
