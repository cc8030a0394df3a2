package e2e

import (
	"net/http/httptest"
	"testing"
	"time"

	"battlemat/web"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The GM's page readies the Odds' workers while it idles (their wasm
// fetched and compiled, each worker's Go started, one of them warmed up
// on fights of its own), never in the page's first seconds: the page's
// first load fetches no Odds wasm. The press then plays on the readied
// workers, and their numbers are those of the same fights played
// natively, warm-up or not. Closing the Odds ends the run's workers; the
// page readies others once it idles again.
func TestBrowserOddsWorkersAreReadiedWhileTheGMsPageIdles(t *testing.T) {
	chromium := findChromium()
	need(t, chromium != "", "no chromium on PATH (apt-get install chromium)")
	ctx, cancel := browserContext(t, 5*time.Minute)
	defer cancel()

	const seed = 21
	want := nativeOdds(t, "duel.yaml", oddsFights, seed)

	site := testSite(t, ctx)
	srv := httptest.NewServer(web.Handler(site))
	defer srv.Close()
	actx := browserAllocator(t, ctx, chromium, 1280, 800)
	bctx, bcancel := chromedp.NewContext(actx)
	defer bcancel()
	require.NoError(t, chromedp.Do(bctx, chromedp.EmulateViewport(1280, 800), chromedp.Navigate(srv.URL+"/"), pageReady()))
	fetched := `performance.getEntriesByType("resource").filter((e) => e.name.includes("battlemat-odds")).length`
	n, err := chromedp.Run(bctx, chromedp.Evaluate[int](fetched))
	require.NoError(t, err)
	assert.Zero(t, n, "the page's first frame came before any of the Odds' files")
	openDuel(t, bctx, seed)
	msg, err := chromedp.Run(bctx, chromedp.Evaluate[string]("window.battlematOdds(0, 2)"))
	require.NoError(t, err)
	require.Empty(t, msg)

	readied := `window.battlematOddsPage?.warm() === 2`
	require.NoError(t, chromedp.Do(bctx, chromedp.Poll[chromedp.Void](readied, chromedp.WithPollingTimeout(patience(t)))))
	n, err = chromedp.Run(bctx, chromedp.Evaluate[int](fetched))
	require.NoError(t, err)
	assert.Positive(t, n, "the idle page fetched the Odds' wasm")
	live, err := chromedp.Run(bctx, chromedp.Evaluate[int]("window.battlematOddsLive || 0"))
	require.NoError(t, err)
	assert.Zero(t, live, "readied workers play nothing")
	time.Sleep(time.Second) // the warm-up fights, under way on a worker

	got, st := playOdds(t, bctx, 2)
	assert.Equal(t, oddsFights, st.Batched, "every fight was played by a worker")
	assert.Equal(t, want, got, "the readied workers' numbers are the native ones")
	fallback, err := chromedp.Run(bctx, chromedp.Evaluate[any]("window.battlematOddsFallback"))
	require.NoError(t, err)
	assert.Nil(t, fallback, "the workers did not fail")

	closeOdds(t, bctx)
	live, err = chromedp.Run(bctx, chromedp.Evaluate[int]("window.battlematOddsLive"))
	require.NoError(t, err)
	assert.Zero(t, live, "the fights over, no worker of theirs is left")
	require.NoError(t, chromedp.Do(bctx, chromedp.Poll[chromedp.Void](readied, chromedp.WithPollingTimeout(patience(t)))),
		"the idle page readies workers for the next press")
	got, st = playOdds(t, bctx, 2)
	assert.Equal(t, oddsFights, st.Batched)
	assert.Equal(t, want, got, "a second run on readied workers: the same numbers")
}
