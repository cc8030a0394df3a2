package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"

	"battlemat/web"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// frameCounts counts the frames the page runs (Ebitengine asks for the
// gamepads once a frame: window.battlematFramesRun) and the animation
// frames in which it drew with WebGL, each a frame the browser presents
// (window.battlematGLFrames).
const frameCounts = `(() => {
	window.battlematFramesRun = 0;
	const pads = navigator.getGamepads.bind(navigator);
	navigator.getGamepads = () => { window.battlematFramesRun++; return pads(); };
	let frame = 0, drawn = -1;
	window.battlematGLFrames = 0;
	const tick = () => { frame++; requestAnimationFrame(tick); };
	requestAnimationFrame(tick);
	const draw = WebGL2RenderingContext.prototype.drawElements;
	WebGL2RenderingContext.prototype.drawElements = function (...a) {
		if (drawn !== frame) { drawn = frame; window.battlematGLFrames++; }
		return draw.apply(this, a);
	};
})()`

// While the Odds play on Web Workers the page leaves the cores to them:
// it runs a frame only on an input or a few times a second, draws only
// when the progress moved (the odds' box alone), and presents each such
// frame once; before, it ticked 60 times a second and each progress
// frame was presented four times (Ebitengine presents a changed frame
// until four frames in a row are unchanged), a big share of a core in
// the browser's drawing. The progress still moves and reaches the end,
// and a finger on a what-if and the mouse on Close answer at once (an
// input runs a frame of its own).
func TestBrowserOddsOnWorkersLeaveThePageQuiet(t *testing.T) {
	chromium := findChromium()
	need(t, chromium != "", "no chromium on PATH (apt-get install chromium)")
	ctx, cancel := browserContext(t, 6*time.Minute)
	defer cancel()
	data, err := os.ReadFile("../testdata/field40.yaml")
	require.NoError(t, err)
	yaml := jsonOf(t, string(data))

	site := testSite(t, ctx)
	srv := httptest.NewServer(web.Handler(site))
	defer srv.Close()
	actx := browserAllocator(t, ctx, chromium, 1280, 800)
	bctx, bcancel := chromedp.NewContext(actx)
	defer bcancel()
	require.NoError(t, chromedp.Do(bctx, chromedp.EmulateViewport(1280, 800),
		chromedp.Func(func(c context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(c, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: frameCounts})
			return err
		}),
		chromedp.Navigate(srv.URL+"/"), pageReady()))
	msg, err := chromedp.Run(bctx, chromedp.Evaluate[string](`window.battlematLoadYAML("field40.yaml", `+yaml+`)`))
	require.NoError(t, err)
	require.Empty(t, msg)
	require.NoError(t, chromedp.Do(bctx, chromedp.Poll[chromedp.Void](`JSON.parse(window.battlematState()).scenario === "Field 40x40, 20 figures"`,
		chromedp.WithPollingTimeout(20*time.Second))))
	time.Sleep(time.Second) // the map refits beside the panels

	// 200 field40 fights on two workers.
	const fights = 200
	msg, err = chromedp.Run(bctx, chromedp.Evaluate[string](fmt.Sprintf("window.battlematOdds(%d, 2)", fights)))
	require.NoError(t, err)
	require.Empty(t, msg)
	type count struct {
		Run  int     `json:"run"`
		GL   int     `json:"gl"`
		Time float64 `json:"time"`
	}
	counts := func() count {
		s, err := chromedp.Run(bctx, chromedp.Evaluate[string](`JSON.stringify({run: window.battlematFramesRun, gl: window.battlematGLFrames, time: performance.now()})`))
		require.NoError(t, err)
		var c count
		require.NoError(t, json.Unmarshal([]byte(s), &c))
		return c
	}
	b := button(t, browserState(t, bctx), "Odds")
	require.NoError(t, chromedp.Do(bctx, press(b.WindowX, b.WindowY),
		chromedp.Poll[chromedp.Void](`JSON.parse(window.battlematState()).odds?.fights > 0`, chromedp.WithPollingTimeout(patience(t)))))
	st := browserState(t, bctx)
	require.NotNil(t, st.Odds)
	assert.True(t, st.Odds.Beside, "the workers play beside the page")
	from, painted := counts(), st.Frames
	require.NoError(t, chromedp.Do(bctx, chromedp.Poll[chromedp.Void](fmt.Sprintf(`JSON.parse(window.battlematState()).odds?.fights === %d`, fights),
		chromedp.WithPollingTimeout(patience(t)), chromedp.WithPollingInterval(200*time.Millisecond))))
	to := counts()
	st = browserState(t, bctx)
	assert.False(t, st.Odds.Beside, "done: the page ticks as before")
	secs := (to.Time - from.Time) / 1000
	run, presented := to.Run-from.Run, to.GL-from.GL
	t.Logf("%d fights on 2 workers: %.1f s, %d frames run, %d painted, %d presented", fights, secs, run, st.Frames-painted, presented)
	assert.Equal(t, fights, st.Odds.Batched, "the workers played them all")
	assert.GreaterOrEqual(t, st.Frames-painted, uint64(min(3, secs)), "the bar moves while they play")
	// A frame a quiet beat (0.2 s) at most, and the last, whole one; the
	// page ran one every animation frame before, 14 to 60 a second.
	assert.LessOrEqual(t, float64(run), 5*secs+3, "the page runs a few frames a second while the workers play")
	assert.LessOrEqual(t, presented, run, "and presents no more")

	// Mid-run: a finger on a what-if and the mouse on Close answer at once.
	msg, err = chromedp.Run(bctx, chromedp.Evaluate[string]("window.battlematOdds(100000, 2)"))
	require.NoError(t, err)
	require.Empty(t, msg)
	closeOdds(t, bctx)
	b = button(t, browserState(t, bctx), "Odds")
	require.NoError(t, chromedp.Do(bctx, press(b.WindowX, b.WindowY),
		chromedp.Poll[chromedp.Void](`JSON.parse(window.battlematState()).odds?.fights > 20 && window.battlematOddsLive === 2`,
			chromedp.WithPollingTimeout(patience(t)))))
	shot, err := chromedp.Run(bctx, chromedp.CaptureScreenshot())
	require.NoError(t, err)
	p := filepath.Join(outDir(t), "browser-odds-workers-1280x800.png")
	require.NoError(t, os.WriteFile(p, shot, 0o644))
	t.Logf("wrote %s", p)
	st = fingerOn(t, bctx, buttonLabelled(t, browserState(t, bctx), "+1 Extra: "))
	require.NotNil(t, st.Odds)
	assert.GreaterOrEqual(t, st.Odds.WhatIf, 0, "a finger on a what-if starts it at once")
	c := buttonLabelled(t, st, "Close")
	require.NoError(t, chromedp.Do(bctx, press(c.WindowX, c.WindowY)))
	at := time.Now()
	require.NoError(t, chromedp.Do(bctx, chromedp.Poll[chromedp.Void](`!JSON.parse(window.battlematState()).odds && window.battlematOddsLive === 0`,
		chromedp.WithPollingTimeout(patience(t)), chromedp.WithPollingInterval(10*time.Millisecond))))
	t.Logf("closed %v after the press", time.Since(at).Round(time.Millisecond))
}
