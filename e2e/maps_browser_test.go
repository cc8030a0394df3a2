package e2e

import (
	"context"
	"encoding/json"
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

// The browser on picture maps: the shipped cellar (its map file embedded
// beside it), a scenario from the disk that names a map file (the page
// asks for it, and "Open map file…" gives it), and a map file alone.
func TestBrowserPictureMaps(t *testing.T) {
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
	require.NoError(t, chromedp.Do(bctx,
		chromedp.EmulateViewport(1280, 800),
		chromedp.Navigate(srv.URL+"/"),
		pageReady(),
	))
	shot := func(name string) {
		png, err := chromedp.Run(bctx, chromedp.CaptureScreenshot())
		require.NoError(t, err)
		p := filepath.Join(outDir(t), "browser-"+name+".png")
		require.NoError(t, os.WriteFile(p, png, 0o644))
		t.Logf("wrote %s", p)
	}
	waitScenario := func(name string) {
		require.NoError(t, chromedp.Do(bctx, chromedp.Poll[chromedp.Void](
			`JSON.parse(window.battlematState()).scenario === `+jsString(name), chromedp.WithPollingTimeout(20*time.Second))))
		time.Sleep(300 * time.Millisecond) // a frame or two drawn
	}

	msg, err := chromedp.Run(bctx, chromedp.Evaluate[string](`window.battlematOpen("cellar")`))
	require.NoError(t, err)
	assert.Empty(t, msg)
	waitScenario("The Chapel Cellar")
	assert.Len(t, browserState(t, bctx).Figures, 7)
	shot("cellar")

	// A scenario from the disk naming a map file the page has not got.
	scen := "name: Room\nmap:\n  uvtt: room.dd2vtt\nfigures:\n  - {id: a, name: Anna, side: x, at: [2, 3], traits: {shooting: d6}}\n"
	msg, err = chromedp.Run(bctx, chromedp.Evaluate[string](`window.battlematLoadFile("room.yaml", `+jsString(scen)+`)`))
	require.NoError(t, err)
	assert.Equal(t, "need:room.dd2vtt", msg)
	assert.Equal(t, "The Chapel Cellar", browserState(t, bctx).Scenario, "nothing changes until the map comes")

	// The page's own picker gives it: the waiting scenario opens.
	room, err := filepath.Abs(filepath.Join(moduleRoot(t), "board", "testdata", "uvtt", "room.dd2vtt"))
	require.NoError(t, err)
	require.NoError(t, chromedp.Do(bctx, chromedp.SetUploadFiles("#mapfile", []string{room})))
	waitScenario("Room")
	shot("room-from-disk")

	// A map file alone opens with no figures.
	cellar := filepath.Join(moduleRoot(t), "assets", "scenarios", "cellar.dd2vtt")
	require.NoError(t, chromedp.Do(bctx, chromedp.SetUploadFiles("#mapfile", []string{cellar})))
	waitScenario("cellar")
	assert.Empty(t, browserState(t, bctx).Figures)
	shot("map-file-alone")
}

func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
