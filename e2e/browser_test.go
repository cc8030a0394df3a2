package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"net/http/httptest"

	"battlemat/game"
	"battlemat/web"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func findChromium() string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// browserState reads window.battlematState().
func browserState(t *testing.T, ctx context.Context) game.Snapshot {
	t.Helper()
	js, err := chromedp.Run(ctx, chromedp.Evaluate[string]("window.battlematState()"))
	require.NoError(t, err)
	var s game.Snapshot
	require.NoError(t, json.Unmarshal([]byte(js), &s))
	return s
}

// press clicks at (x, y) CSS pixels with pauses, so the game's ticks see
// the cursor move, the button go down and come up.
func press(x, y float64) chromedp.Action[chromedp.Void] {
	return chromedp.Steps(
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x, y),
		chromedp.Sleep(100*time.Millisecond),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		chromedp.Sleep(100*time.Millisecond),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		chromedp.Sleep(100*time.Millisecond),
	)
}

func TestBrowserBuildOpensTheDemoAndSelectsAFigure(t *testing.T) {
	chromium := findChromium()
	need(t, chromium != "", "no chromium on PATH (apt-get install chromium)")
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()

	site := t.TempDir()
	built := time.Now()
	s, err := web.WriteSite(ctx, moduleRoot(t), site)
	require.NoError(t, err)
	t.Logf("wasm %.1f MB, gzipped %.1f MB (built in %v)", float64(s.WasmBytes)/(1<<20), float64(s.GzipBytes)/(1<<20), time.Since(built).Round(time.Millisecond))
	for _, f := range []string{"index.html", "wasm_exec.js", web.WasmName, web.WasmName + ".gz"} {
		assert.FileExists(t, filepath.Join(site, f))
	}
	srv := httptest.NewServer(web.Handler(site))
	defer srv.Close()

	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium), chromedp.NoSandbox, chromedp.DisableGPU, chromedp.WindowSize(1280, 800))
	actx, acancel := chromedp.NewExecAllocator(ctx, opts...)
	defer acancel()
	bctx, bcancel := chromedp.NewContext(actx)
	defer bcancel()

	start := time.Now()
	require.NoError(t, chromedp.Do(bctx,
		chromedp.EmulateViewport(1280, 800),
		chromedp.Navigate(srv.URL+"/"),
		pageReady(),
	))
	t.Logf("ready %v after navigating", time.Since(start).Round(time.Millisecond))

	names, err := chromedp.Run(bctx, chromedp.Evaluate[[]string]("window.battlematScenarios"))
	require.NoError(t, err)
	assert.Contains(t, names, "demo")

	st := browserState(t, bctx)
	assert.Equal(t, "Night of the Black Chapel", st.Scenario)
	assert.Empty(t, st.Selected)
	buck := figure(t, st, "buck")

	require.NoError(t, chromedp.Do(bctx, press(buck.WindowX, buck.WindowY),
		chromedp.Poll[chromedp.Void](`JSON.parse(window.battlematState()).selected === "buck"`, chromedp.WithPollingTimeout(10*time.Second))))
	assert.Equal(t, "buck", browserState(t, bctx).Selected)

	shot, err := chromedp.Run(bctx, chromedp.CaptureScreenshot())
	require.NoError(t, err)
	p := filepath.Join(outDir(t), "browser-buck-selected.png")
	require.NoError(t, os.WriteFile(p, shot, 0o644))
	t.Logf("wrote %s", p)

	// A file from the person's disk: a bad one is refused with its line,
	// a good one replaces the table.
	msg, err := chromedp.Run(bctx, chromedp.Evaluate[string](`window.battlematLoadYAML("bad.yaml", "name: [\n")`))
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(msg, "bad.yaml"), "error names the file: %q", msg)
	assert.Equal(t, "Night of the Black Chapel", browserState(t, bctx).Scenario, "a bad file changes nothing")

	yaml, _ := json.Marshal(duelYAML)
	msg, err = chromedp.Run(bctx, chromedp.Evaluate[string](`window.battlematLoadYAML("duel.yaml", `+string(yaml)+`)`))
	require.NoError(t, err)
	assert.Empty(t, msg)
	require.NoError(t, chromedp.Do(bctx,
		chromedp.Poll[chromedp.Void](`JSON.parse(window.battlematState()).scenario === "Duel"`, chromedp.WithPollingTimeout(10*time.Second))))
	st = browserState(t, bctx)
	assert.Len(t, st.Figures, 2)
	assert.Empty(t, st.Selected)

	// The picker's shipped scenario brings the demo back.
	msg, err = chromedp.Run(bctx, chromedp.Evaluate[string](`window.battlematOpen("demo")`))
	require.NoError(t, err)
	assert.Empty(t, msg)
	require.NoError(t, chromedp.Do(bctx,
		chromedp.Poll[chromedp.Void](`JSON.parse(window.battlematState()).scenario === "Night of the Black Chapel"`, chromedp.WithPollingTimeout(10*time.Second))))
}

// site is the browser build the tests share: built once per run (the
// wasm build is the slow part) into a directory no test writes to.
var site struct {
	once sync.Once
	dir  string
	err  error
}

// testSite builds the site for the browser tests, once.
func testSite(t *testing.T, ctx context.Context) string {
	t.Helper()
	site.once.Do(func() {
		site.dir, site.err = os.MkdirTemp("", "battlemat-site")
		if site.err == nil {
			_, site.err = web.WriteSite(ctx, moduleRoot(t), site.dir)
		}
	})
	require.NoError(t, site.err)
	return site.dir
}

// browserAllocator starts headless Chromium with a window of w x h; it
// closes with the test.
func browserAllocator(t *testing.T, ctx context.Context, chromium string, w, h int) context.Context {
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium), chromedp.NoSandbox, chromedp.DisableGPU, chromedp.WindowSize(w, h))
	actx, cancel := chromedp.NewExecAllocator(ctx, opts...)
	t.Cleanup(cancel)
	return actx
}

// blackShare is the share of pure black pixels of img inside r (clipped).
func blackShare(img image.Image, r image.Rectangle) float64 {
	r = r.Intersect(img.Bounds())
	if r.Empty() {
		return 0
	}
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if cr, cg, cb, _ := img.At(x, y).RGBA(); cr == 0 && cg == 0 && cb == 0 {
				n++
			}
		}
	}
	return float64(n) / float64(r.Dx()*r.Dy())
}

// assertNoBlackBand checks the page's screenshot for the band Chromium's
// software compositor left black when the page's bar was opaque: it culled
// the canvas under the bar, mirrored top to bottom (the WebGL picture is
// upside down), so the strip's right end and the panel's title line went
// black. The game paints no pure black area there.
func assertNoBlackBand(t *testing.T, ctx context.Context, shot []byte) {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(shot))
	require.NoError(t, err)
	js, err := chromedp.Run(ctx, chromedp.Evaluate[string](
		`JSON.stringify([innerWidth, innerHeight, document.getElementById("bar").getBoundingClientRect()])`))
	require.NoError(t, err)
	var page []json.RawMessage
	require.NoError(t, json.Unmarshal([]byte(js), &page))
	require.Len(t, page, 3)
	var vw, vh float64
	var bar struct{ Left, Top, Right, Bottom float64 }
	require.NoError(t, json.Unmarshal(page[0], &vw))
	require.NoError(t, json.Unmarshal(page[1], &vh))
	require.NoError(t, json.Unmarshal(page[2], &bar))
	k := float64(img.Bounds().Dx()) / vw
	px := func(v float64) int { return int(v * k) }
	top := image.Rect(px(vw/3), 0, px(vw), px(36))
	mirror := image.Rect(px(bar.Left), px(vh-bar.Bottom), px(bar.Right), px(vh-bar.Top))
	assert.Less(t, blackShare(img, top), 0.05, "the top right (strip, panel title) is not blacked out")
	assert.Less(t, blackShare(img, mirror), 0.05, "the bar's mirror image %v is not blacked out", mirror)
}

// pageReady waits for the page's first frame (window.battlematReady).
func pageReady() chromedp.Action[chromedp.Void] {
	return chromedp.Poll[chromedp.Void]("window.battlematReady === true", chromedp.WithPollingTimeout(90*time.Second))
}
