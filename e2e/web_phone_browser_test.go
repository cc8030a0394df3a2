package e2e

import (
	"context"
	"fmt"
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
	for _, b := range browserState(t, bctx).Buttons {
		assert.Empty(t, b.Key, "a touch screen's first screen (its pointer coarse) names no key: %q", b.Label)
	}
	keep("web-phone-390x844-start.png")

	fingerOn(t, bctx, button(t, browserState(t, bctx), "Deal the cards"))
	require.NoError(t, chromedp.Do(bctx, chromedp.Poll[chromedp.Void](`JSON.parse(window.battlematState()).round === 1`, chromedp.WithPollingTimeout(20*time.Second))))
	time.Sleep(300 * time.Millisecond) // the map refits once dealt
	onScreen("dealt")
	// The page's own controls (the scenario picker, open, save, setup)
	// are one row under the game's screen (which ends above them, its
	// status line included).
	bar := rectOf(t, bctx, "#bar")
	canvas := rectOf(t, bctx, "canvas")
	assert.GreaterOrEqual(t, bar[1], canvas[3]-0.5, "the page's controls are under the game's screen, not over its status line")
	assert.Less(t, bar[3]-bar[1], 60.0, "the page's controls are one row")
	// Nothing covers a button: each of the GM's buttons (at least 34 CSS
	// px high on a phone, so its centre and 15 px above and below it are
	// inside it) is the canvas's there, and above the row.
	notCovered := func(step string) {
		t.Helper()
		for _, b := range browserState(t, bctx).Buttons {
			for _, dy := range []float64{-15, 0, 15} {
				assert.Equal(t, "CANVAS", elementAt(t, bctx, b.WindowX, b.WindowY+dy),
					"%s: the button %q is covered at (%.0f, %.0f)", step, b.Label, b.WindowX, b.WindowY+dy)
			}
			assert.Less(t, b.WindowY+15, bar[1], "%s: the button %q reaches into the page's row", step, b.Label)
		}
	}
	notCovered("dealt")
	// Every button is a finger's: 40 CSS px high at least.
	fingerSized := func(step string) {
		t.Helper()
		for _, b := range browserState(t, bctx).Buttons {
			assert.GreaterOrEqual(t, b.WindowH, 40.0, "%s: the button %q is a finger high", step, b.Label)
		}
	}
	fingerSized("dealt")
	// The panel is a sheet under the map, the screen's width: its
	// buttons start at the left edge, as wide as a thumb.
	left := 390.0
	for _, b := range browserState(t, bctx).Buttons {
		left = min(left, b.WindowX)
	}
	assert.Less(t, left, 80.0, "the panel's buttons start at the screen's left: a sheet, not a side panel")
	keep("web-phone-390x844-dealt.png")
	// The sheet shows the figure, the prompt and the log first: the GM's
	// buttons are behind its tabs (Actions, Tools, GM), each two taps away.
	for _, b := range browserState(t, bctx).Buttons {
		assert.NotEqual(t, "Move", b.Label, "the first tab shows no actions")
	}
	tab := func(name, shows, png string) {
		t.Helper()
		fingerOn(t, bctx, button(t, browserState(t, bctx), name))
		require.NoError(t, chromedp.Do(bctx, chromedp.Poll[chromedp.Void](`JSON.parse(window.battlematState()).buttons.some(b => b.label === `+jsonOf(t, shows)+`)`, chromedp.WithPollingTimeout(10*time.Second))), "the %s tab shows %s", name, shows)
		time.Sleep(200 * time.Millisecond)
		onScreen(name)
		notCovered(name)
		fingerSized(name)
		keep(png)
	}
	tab("GM", "End fight", "web-phone-390x844-tab-gm.png")
	tab("Tools", "Calibrate", "web-phone-390x844-tab-tools.png")
	tab("Actions", "Move", "web-phone-390x844-tab-actions.png")

	// The sheet collapses under a thumb's button (44 CSS px at least):
	// the map takes the screen, a tap on a figure still selects it, and
	// the page's session remembers it over a reload.
	toggle := rectOf(t, bctx, "#sheet")
	assert.GreaterOrEqual(t, toggle[2]-toggle[0], 44.0, "the sheet's button is a thumb wide")
	assert.GreaterOrEqual(t, toggle[3]-toggle[1], 44.0, "the sheet's button is a thumb high")
	assert.Equal(t, "Hide panel", textOf(t, bctx, "#sheet"))
	open := browserState(t, bctx)
	require.NoError(t, chromedp.Do(bctx, chromedp.MouseClickXY((toggle[0]+toggle[2])/2, (toggle[1]+toggle[3])/2)))
	require.NoError(t, chromedp.Do(bctx, chromedp.Poll[chromedp.Void](`window.battlematPanel() === "hidden" && document.getElementById("sheet").textContent === "Show panel"`, chromedp.WithPollingTimeout(10*time.Second))))
	time.Sleep(300 * time.Millisecond) // the map refits
	collapsed := browserState(t, bctx)
	for _, b := range collapsed.Buttons {
		assert.NotEqual(t, "Move", b.Label, "a collapsed sheet shows no actions")
	}
	assert.Greater(t, collapsed.Scale, open.Scale, "the map takes the screen the sheet left")
	onScreen("collapsed")
	notCovered("collapsed")
	fingerSized("collapsed") // the corner's Calibrate, Zoom, Table view
	keep("web-phone-390x844-collapsed.png")
	tapFigure := func(step string) {
		t.Helper()
		s := browserState(t, bctx)
		// A figure on the map's part of the screen: under the cards and
		// the message, above every button (the sheet's or the corner's).
		floor := 844.0
		for _, b := range s.Buttons {
			floor = min(floor, b.WindowY-40)
		}
		var f *game.FigureState
		for i := range s.Figures {
			if g := &s.Figures[i]; g.WindowY > 150 && g.WindowY < floor && g.WindowX > 20 && g.WindowX < 370 && g.ID != s.Selected {
				f = g
				break
			}
		}
		require.NotNil(t, f, "%s: a figure on the map's part of the screen", step)
		finger(t, bctx, [2]float64{f.WindowX, f.WindowY})
		require.NoError(t, chromedp.Do(bctx, chromedp.Poll[chromedp.Void](`JSON.parse(window.battlematState()).selected === `+jsonOf(t, f.ID), chromedp.WithPollingTimeout(10*time.Second))), "%s: a tap on %s selects it", step, f.ID)
	}
	tapFigure("collapsed")

	require.NoError(t, chromedp.Do(bctx, chromedp.Reload(), pageReady()))
	require.NoError(t, chromedp.Do(bctx, chromedp.Poll[chromedp.Void](`window.battlematPanel() === "hidden" && document.getElementById("sheet").textContent === "Show panel"`, chromedp.WithPollingTimeout(10*time.Second))), "the page's session remembers the collapsed sheet")
	toggle = rectOf(t, bctx, "#sheet")
	require.NoError(t, chromedp.Do(bctx, chromedp.MouseClickXY((toggle[0]+toggle[2])/2, (toggle[1]+toggle[3])/2)))
	require.NoError(t, chromedp.Do(bctx, chromedp.Poll[chromedp.Void](`window.battlematPanel() === "" && document.getElementById("sheet").textContent === "Hide panel"`, chromedp.WithPollingTimeout(10*time.Second))))
	time.Sleep(300 * time.Millisecond)
	onScreen("open again")
	notCovered("open again")
	fingerSized("open again")
	keep("web-phone-390x844-open-again.png")
	for _, b := range browserState(t, bctx).Buttons {
		if b.Label == "Resume" { // the reload offers the battle saved
			fingerOn(t, bctx, b)
			require.NoError(t, chromedp.Do(bctx, chromedp.Poll[chromedp.Void](`JSON.parse(window.battlematState()).round === 1`, chromedp.WithPollingTimeout(20*time.Second))))
			time.Sleep(300 * time.Millisecond)
		}
	}
	tapFigure("open again")
}

// rectOf is the first element matching sel's box in CSS pixels: left,
// top, right, bottom.
func rectOf(t *testing.T, ctx context.Context, sel string) []float64 {
	t.Helper()
	r, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`(() => { const r = document.querySelector(`+jsonOf(t, sel)+`).getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; })()`))
	require.NoError(t, err)
	require.Len(t, r, 4)
	return r
}

// textOf is the first element matching sel's text.
func textOf(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	s, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector(`+jsonOf(t, sel)+`).textContent`))
	require.NoError(t, err)
	return s
}

// elementAt is the tag of the element on top at (x, y) CSS pixels.
func elementAt(t *testing.T, ctx context.Context, x, y float64) string {
	t.Helper()
	s, err := chromedp.Run(ctx, chromedp.Evaluate[string](fmt.Sprintf(`(() => { const e = document.elementFromPoint(%v, %v); return e ? e.tagName : ""; })()`, x, y)))
	require.NoError(t, err)
	return s
}

// The plain web page on a 1920x1080 desktop keeps its side panel (a
// frame to look at beside the phone's), and its own controls are a row
// under the game's screen there and at 1024x768.
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
	assert.Equal(t, "Enter", deal.Key, "a mouse's page names the keys from its first screen")
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
	// The phone's sheet button is the phone's alone.
	shown, err := chromedp.Run(bctx, chromedp.Evaluate[string](`getComputedStyle(document.getElementById("sheet")).display`))
	require.NoError(t, err)
	assert.Equal(t, "none", shown, "a desktop's page has no sheet button")
	// The page's row is under the game's screen, one row, at 1920x1080
	// and at 1024x768: over the status line's right end it hid "Duel at
	// the Standing Stones" at 1024.
	underTheGame := func(w, h float64) {
		t.Helper()
		canvas := rectOf(t, bctx, "canvas")
		bar := rectOf(t, bctx, "#bar")
		assert.GreaterOrEqual(t, bar[1], canvas[3]-0.5, "%.0fx%.0f: the page's row %v is under the game's screen %v", w, h, bar, canvas)
		assert.InDelta(t, h, bar[3], 0.5, "%.0fx%.0f: the row ends the page", w, h)
		assert.Less(t, bar[3]-bar[1], 34.0, "%.0fx%.0f: the page's controls are one row", w, h)
		assert.Greater(t, canvas[3], h-34, "%.0fx%.0f: the game keeps the rest of the page", w, h)
	}
	underTheGame(1920, 1080)
	require.NoError(t, chromedp.Do(bctx, chromedp.EmulateViewport(1024, 768)))
	time.Sleep(500 * time.Millisecond)
	underTheGame(1024, 768)
	shot, err = chromedp.Run(bctx, chromedp.CaptureScreenshot())
	require.NoError(t, err)
	p = filepath.Join(outDir(t), "web-desktop-1024x768-dealt.png")
	require.NoError(t, os.WriteFile(p, shot, 0o644))
	t.Logf("wrote %s", p)
}
