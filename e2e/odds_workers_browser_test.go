package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"battlemat/assets"
	"battlemat/board"
	"battlemat/odds"
	"battlemat/rules"
	"battlemat/web"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// oddsFights is how many fights these tests' Odds play: enough for a
// batch on each worker, few enough to be quick.
const oddsFights = 40

// The browser's Odds play on Web Workers (the page's thread only draws
// and counts their batches), and their numbers are those of the same
// fights played natively (package odds, by Step, on the battle file of
// the scenario started with the same seed); played on the page alone
// (no workers) they are the same again. A page whose workers cannot
// start (the Odds' wasm missing) says why and plays them itself, with
// the same numbers. Closing the Odds, mid-run too, ends the workers.
// (Not simulate's: its fights each start the scenario
// afresh with their own seed, a deck shuffled by it among the rest,
// where the Odds' start from the battle as it stands, deck and all.)
func TestBrowserOddsPlayOnWebWorkersWithTheNativeNumbers(t *testing.T) {
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
	openDuel(t, bctx, seed)

	got, st := playOdds(t, bctx, 2)
	assert.Equal(t, oddsFights, st.Batched, "every fight was played by a worker")
	assert.Equal(t, want, got)
	fallback, err := chromedp.Run(bctx, chromedp.Evaluate[any]("window.battlematOddsFallback"))
	require.NoError(t, err)
	assert.Nil(t, fallback, "the workers did not fail")

	closeOdds(t, bctx)
	live, err := chromedp.Run(bctx, chromedp.Evaluate[int]("window.battlematOddsLive"))
	require.NoError(t, err)
	assert.Zero(t, live, "the fights over, no worker is left")

	// Closed mid-run, the Odds end their workers at once.
	msg, err := chromedp.Run(bctx, chromedp.Evaluate[string]("window.battlematOdds(100000, 2)"))
	require.NoError(t, err)
	require.Empty(t, msg)
	b := button(t, browserState(t, bctx), "Odds")
	require.NoError(t, chromedp.Do(bctx, press(b.WindowX, b.WindowY),
		chromedp.Poll[chromedp.Void](`JSON.parse(window.battlematState()).odds?.fights > 0 && window.battlematOddsLive === 2`,
			chromedp.WithPollingTimeout(patience(t)))))
	closeOdds(t, bctx)
	live, err = chromedp.Run(bctx, chromedp.Evaluate[int]("window.battlematOddsLive"))
	require.NoError(t, err)
	assert.Zero(t, live, "closing the Odds terminates their workers")

	got, st = playOdds(t, bctx, 0)
	assert.Zero(t, st.Batched, "no worker: the page played them")
	assert.Equal(t, want, got)

	// No Odds wasm on the site: the workers fail, the page plays.
	bare := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.Contains(r.URL.Path, "battlemat-odds") {
			http.NotFound(w, r)
			return
		}
		web.Handler(site).ServeHTTP(w, r)
	}))
	defer bare.Close()
	b2ctx, b2cancel := chromedp.NewContext(bctx)
	defer b2cancel()
	require.NoError(t, chromedp.Do(b2ctx, chromedp.EmulateViewport(1280, 800), chromedp.Navigate(bare.URL+"/"), pageReady()))
	openDuel(t, b2ctx, seed)
	got, st = playOdds(t, b2ctx, -1)
	assert.Zero(t, st.Batched)
	assert.Equal(t, want, got)
	why, err := chromedp.Run(b2ctx, chromedp.Evaluate[string]("String(window.battlematOddsFallback)"))
	require.NoError(t, err)
	assert.Contains(t, why, "wasm did not load", "the page says why it plays the fights itself")
}

// nativeOdds is the Odds' tally of the shipped scenario started with
// the seed (no card dealt), its fights played natively by Step.
func nativeOdds(t *testing.T, scenario string, fights int, seed uint64) *rules.Tally {
	t.Helper()
	data, err := assets.Scenario(scenario)
	require.NoError(t, err)
	_, b, err := board.StartBattle(scenario, data, seed)
	require.NoError(t, err)
	file, err := board.FileOf(scenario, data, b).Marshal()
	require.NoError(t, err)
	r, err := odds.New(file, fights, seed, "")
	require.NoError(t, err)
	for !r.Done() {
		r.Step()
	}
	require.Empty(t, r.Err)
	return r.Tally()
}

// openDuel puts the duel on the table with the seed, before the deal.
func openDuel(t *testing.T, ctx context.Context, seed int) {
	t.Helper()
	msg, err := chromedp.Run(ctx, chromedp.Evaluate[string](`window.battlematOpen("duel")`))
	require.NoError(t, err)
	require.Empty(t, msg)
	require.NoError(t, chromedp.Do(ctx, chromedp.Poll[chromedp.Void](`JSON.parse(window.battlematState()).scenario === "Duel at the Standing Stones"`,
		chromedp.WithPollingTimeout(20*time.Second))))
	msg, err = chromedp.Run(ctx, chromedp.Evaluate[string](fmt.Sprintf("window.battlematRestart(%d)", seed)))
	require.NoError(t, err)
	require.Empty(t, msg)
	time.Sleep(500 * time.Millisecond) // the restart is posted to the next tick
}

// playOdds opens the Odds with oddsFights fights on workers Web Workers
// (0: the page, -1: the browser's count) and waits for them all.
func playOdds(t *testing.T, ctx context.Context, workers int) (*rules.Tally, oddsState) {
	t.Helper()
	msg, err := chromedp.Run(ctx, chromedp.Evaluate[string](fmt.Sprintf("window.battlematOdds(%d, %d)", oddsFights, workers)))
	require.NoError(t, err)
	require.Empty(t, msg)
	b := button(t, browserState(t, ctx), "Odds")
	require.NoError(t, chromedp.Do(ctx, press(b.WindowX, b.WindowY),
		chromedp.Poll[chromedp.Void](fmt.Sprintf(`JSON.parse(window.battlematState()).odds?.fights === %d`, oddsFights),
			chromedp.WithPollingTimeout(patience(t)))))
	st := browserState(t, ctx)
	require.NotNil(t, st.Odds)
	js, err := chromedp.Run(ctx, chromedp.Evaluate[string]("window.battlematOddsTally()"))
	require.NoError(t, err)
	var tally rules.Tally
	require.NoError(t, json.Unmarshal([]byte(js), &tally))
	return &tally, oddsState{Batched: st.Odds.Batched}
}

type oddsState struct{ Batched int }

// closeOdds presses the Odds' Close.
func closeOdds(t *testing.T, ctx context.Context) {
	t.Helper()
	b := button(t, browserState(t, ctx), "Close")
	require.NoError(t, chromedp.Do(ctx, press(b.WindowX, b.WindowY),
		chromedp.Poll[chromedp.Void](`!JSON.parse(window.battlematState()).odds`, chromedp.WithPollingTimeout(20*time.Second))))
}
