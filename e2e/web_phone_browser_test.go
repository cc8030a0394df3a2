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

// The plain web page (the window's own code, no host) on a phone held
// upright: every button the page lays out is on the screen, the deal is
// one tap of a finger, and a frame of each step is kept to look at.
func TestBrowserWebPageOnAPhone(t *testing.T) {
	chromium := findChromium()
	need(t, chromium != "", "no chromium on PATH (apt-get install chromium)")
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()

	site := testSite(t, ctx)
	srv := httptest.NewServer(web.Handler(site))
	defer srv.Close()

	actx := browserAllocator(t, ctx, chromium, 390, 844)
	bctx, bcancel := chromedp.NewContext(actx)
	defer bcancel()
	require.NoError(t, chromedp.Do(bctx, phoneViewport(), chromedp.Navigate(srv.URL+"/"), pageReady()))
	msg, err := chromedp.Run(bctx, chromedp.Evaluate[string]("window.battlematRestart(12)"))
	require.NoError(t, err)
	require.Empty(t, msg)

	keep := func(name string) {
		t.Helper()
		shot, err := chromedp.Run(bctx, chromedp.CaptureScreenshot())
		require.NoError(t, err)
		p := filepath.Join(outDir(t), name)
		require.NoError(t, os.WriteFile(p, shot, 0o644))
		t.Logf("wrote %s", p)
	}
	onScreen := func(step string) {
		t.Helper()
		for _, b := range browserState(t, bctx).Buttons {
			assert.True(t, b.WindowX >= 0 && b.WindowX <= 390 && b.WindowY >= 0 && b.WindowY <= 844,
				"%s: the button %q at (%.0f, %.0f) is off a 390x844 screen", step, b.Label, b.WindowX, b.WindowY)
		}
	}
	onScreen("before the deal")
	keep("web-phone-390x844-start.png")

	fingerOn(t, bctx, button(t, browserState(t, bctx), "Deal the cards"))
	require.NoError(t, chromedp.Do(bctx, chromedp.Poll[chromedp.Void](`JSON.parse(window.battlematState()).round === 1`, chromedp.WithPollingTimeout(20*time.Second))))
	time.Sleep(300 * time.Millisecond) // the map refits once dealt
	onScreen("dealt")
	// The page's own controls (the scenario picker, open, save, setup)
	// are one row above the status line, which they leave uncovered.
	bar, err := chromedp.Run(bctx, chromedp.Evaluate[[]float64](`(() => { const r = document.getElementById("bar").getBoundingClientRect(); return [r.top, r.bottom]; })()`))
	require.NoError(t, err)
	assert.LessOrEqual(t, bar[1], 844.0-30, "the page's controls cover the status line")
	assert.Less(t, bar[1]-bar[0], 60.0, "the page's controls are one row")
	// The panel is a sheet under the map, the screen's width: its
	// buttons start at the left edge, as wide as a thumb.
	left := 390.0
	for _, b := range browserState(t, bctx).Buttons {
		left = min(left, b.WindowX)
	}
	assert.Less(t, left, 80.0, "the panel's buttons start at the screen's left: a sheet, not a side panel")
	keep("web-phone-390x844-dealt.png")
}

// The plain web page on a 1920x1080 desktop keeps its side panel (a
// frame to look at beside the phone's).
func TestBrowserWebPageOnADesktopKeepsItsSidePanel(t *testing.T) {
	chromium := findChromium()
	need(t, chromium != "", "no chromium on PATH (apt-get install chromium)")
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	site := testSite(t, ctx)
	srv := httptest.NewServer(web.Handler(site))
	defer srv.Close()
	actx := browserAllocator(t, ctx, chromium, 1920, 1080)
	bctx, bcancel := chromedp.NewContext(actx)
	defer bcancel()
	require.NoError(t, chromedp.Do(bctx, chromedp.EmulateViewport(1920, 1080), chromedp.Navigate(srv.URL+"/"), pageReady()))
	msg, err := chromedp.Run(bctx, chromedp.Evaluate[string]("window.battlematRestart(12)"))
	require.NoError(t, err)
	require.Empty(t, msg)
	deal := button(t, browserState(t, bctx), "Deal the cards")
	assert.Greater(t, deal.WindowX, 1920.0*0.6, "the panel is at the right")
	require.NoError(t, chromedp.Do(bctx, chromedp.MouseClickXY(deal.WindowX, deal.WindowY)))
	require.NoError(t, chromedp.Do(bctx, chromedp.Poll[chromedp.Void](`JSON.parse(window.battlematState()).round === 1`, chromedp.WithPollingTimeout(20*time.Second))))
	time.Sleep(300 * time.Millisecond)
	for _, b := range browserState(t, bctx).Buttons {
		if b.Label == "Move" {
			assert.Greater(t, b.WindowX, 1920.0*0.6, "the actions are on the side panel at the right")
		}
	}
	shot, err := chromedp.Run(bctx, chromedp.CaptureScreenshot())
	require.NoError(t, err)
	p := filepath.Join(outDir(t), "web-desktop-1920x1080-dealt.png")
	require.NoError(t, os.WriteFile(p, shot, 0o644))
	t.Logf("wrote %s", p)
}
