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

// The table's tab (?view=table) follows the GM's tab through the
// browser's BroadcastChannel: no panel there, and each action the GM's
// tab accepts shows up on the table.
func TestBrowserTableTabFollowsTheGM(t *testing.T) {
	chromium := findChromium()
	need(t, chromium != "", "no chromium on PATH (apt-get install chromium)")
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	site := testSite(t, ctx)
	srv := httptest.NewServer(web.Handler(site))
	defer srv.Close()

	actx := browserAllocator(t, ctx, chromium, 1024, 768)
	gm, gcancel := chromedp.NewContext(actx)
	defer gcancel()
	require.NoError(t, chromedp.Do(gm,
		chromedp.EmulateViewport(1024, 768),
		chromedp.Navigate(srv.URL+"/"),
		pageReady(),
	))
	href, err := chromedp.Run(gm, chromedp.Evaluate[string](`document.getElementById("tablelink").getAttribute("href")`))
	require.NoError(t, err)
	assert.Equal(t, "?view=table", href, "the page links the table view")

	table, tcancel := chromedp.NewContext(gm) // a second tab of the same browser
	defer tcancel()
	require.NoError(t, chromedp.Do(table,
		chromedp.EmulateViewport(1024, 768),
		chromedp.Navigate(srv.URL+"/?view=table"),
		pageReady(),
		chromedp.Poll[chromedp.Void](`JSON.parse(window.battlematState()).view === "table"`, chromedp.WithPollingTimeout(20*time.Second)),
	))

	// The GM deals and Buck starts his turn and defends: the table follows.
	_, err = chromedp.Run(gm, chromedp.Evaluate[string]("window.battlematRestart(12)"))
	require.NoError(t, err)
	time.Sleep(300 * time.Millisecond)
	deal := button(t, browserState(t, gm), "Deal the cards")
	require.NoError(t, chromedp.Do(gm, press(deal.WindowX, deal.WindowY)))
	require.NoError(t, chromedp.Do(table,
		chromedp.Poll[chromedp.Void](`JSON.parse(window.battlematState()).round === 1`, chromedp.WithPollingTimeout(20*time.Second))))
	st := browserState(t, table)
	assert.Equal(t, "table", st.View)
	assert.Equal(t, []string{"Calibrate", "Zoom: free"}, labels(st), "no GM panel on the table, and no way out to one")
	assert.Equal(t, []string{"buck"}, st.NextUp)

	shot, err := chromedp.Run(table, chromedp.CaptureScreenshot())
	require.NoError(t, err)
	p := filepath.Join(outDir(t), "browser-table-tab.png")
	require.NoError(t, os.WriteFile(p, shot, 0o644))
	t.Logf("wrote %s", p)
}
