package e2e

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"

	"battlemat/board"
	"battlemat/web"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The setup screen on a touch-only tablet at 1024x768 in Chromium: the
// panel's Setup / New fight button before the deal, a roster opened by
// the page, a wall and three cultists by a finger, Save as a download
// that loads, Start plays it.
func TestBrowserTabletSetupByFinger(t *testing.T) {
	chromium := findChromium()
	need(t, chromium != "", "no chromium on PATH (apt-get install chromium)")
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	srv := httptest.NewServer(web.Handler(testSite(t, ctx)))
	defer srv.Close()
	const w, h = 1024, 768
	bctx, bcancel := chromedp.NewContext(browserAllocator(t, ctx, chromium, w, h))
	defer bcancel()
	downloads := t.TempDir()
	require.NoError(t, chromedp.Do(bctx,
		chromedp.EmulateViewport(w, h, chromedp.EmulateTouch),
		chromedp.Navigate(srv.URL+"/"),
		pageReady(),
		chromedp.Action[chromedp.Void](func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
			_, err := cdp.Call(ctx, tg, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
				Behavior: browser.SetDownloadBehaviorBehaviorAllow, DownloadPath: downloads})
			return chromedp.Void{}, err
		}),
	))
	poll := func(js string) {
		t.Helper()
		require.NoError(t, chromedp.Do(bctx, chromedp.Poll[chromedp.Void](js, chromedp.WithPollingTimeout(20*time.Second))), js)
	}
	_, err := chromedp.Run(bctx, chromedp.Evaluate[string]("window.battlematRestart(12)"))
	require.NoError(t, err)
	poll(`JSON.parse(window.battlematState()).actions === 0`)

	s := fingerOn(t, bctx, button(t, browserState(t, bctx), "Setup / New fight"))
	poll(`!!JSON.parse(window.battlematState()).setup`)
	s = browserState(t, bctx)
	require.NotNil(t, s.Setup)
	assert.Equal(t, 20, s.Width, "a blank map of 20 x 15")

	// The roster, as the page's Open YAML file… hands it over.
	_, err = chromedp.Run(bctx, chromedp.Evaluate[string](fmt.Sprintf("window.battlematLoadFile(%q, %q)", "roster.yaml", setupRosterYAML)))
	require.NoError(t, err)
	poll(`JSON.parse(window.battlematState()).buttons.some(b => b.label === "Cultist")`)
	s = browserState(t, bctx)

	s = fingerOn(t, bctx, button(t, s, "Wall"))
	x, y := squareAt(s, 3, 3)
	finger(t, bctx, [2]float64{x, y})
	s = browserState(t, bctx)
	assert.Contains(t, s.Setup.Blocks, [2]int{3, 3}, "a finger painted a wall")

	s = fingerOn(t, bctx, button(t, s, "Cultist"))
	s = fingerOn(t, bctx, button(t, s, "+"))
	s = fingerOn(t, bctx, button(t, s, "+"))
	x, y = squareAt(s, 12, 7)
	finger(t, bctx, [2]float64{x, y})
	s = browserState(t, bctx)
	require.Len(t, s.Figures, 3, s.Message)
	shot(t, bctx, "browser-setup-1024x768.png")

	fingerOn(t, bctx, button(t, s, "Save"))
	saved := filepath.Join(downloads, "new-fight.yaml")
	waitFile(t, saved)
	require.NoError(t, os.WriteFile(filepath.Join(downloads, "roster.yaml"), []byte(setupRosterYAML), 0o644))
	b, err := board.Load(saved)
	require.NoError(t, err, "the downloaded scenario loads beside its roster")
	assert.Len(t, b.Figures, 3)
	assert.True(t, b.At(board.Square{X: 3, Y: 3}).Blocks)

	s = browserState(t, bctx)
	fingerOn(t, bctx, button(t, s, "Start"))
	poll(`!JSON.parse(window.battlematState()).setup`)
	s = browserState(t, bctx)
	assert.Equal(t, "new-fight", s.Scenario)
	assert.Len(t, s.Figures, 3, "Start plays the setup")
}
