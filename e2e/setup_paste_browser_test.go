package e2e

import (
	"context"
	"fmt"
	"net/http/httptest"
	"testing"
	"time"

	"battlemat/web"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A GM's tablet on a hosted table's plain-http link may not read the
// clipboard: Paste stat then opens a box on the page to paste the stat
// blocks into, and Add puts them in the roster, where a finger places
// them. (The page here is on localhost, so the clipboard is taken away.)
func TestBrowserSetupPasteBoxWhenTheClipboardCannotBeRead(t *testing.T) {
	chromium := findChromium()
	need(t, chromium != "", "no chromium on PATH (apt-get install chromium)")
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	srv := httptest.NewServer(web.Handler(testSite(t, ctx)))
	defer srv.Close()
	const w, h = 1024, 768
	bctx, bcancel := chromedp.NewContext(browserAllocator(t, ctx, chromium, w, h))
	defer bcancel()
	require.NoError(t, chromedp.Do(bctx,
		chromedp.EmulateViewport(w, h, chromedp.EmulateTouch),
		chromedp.Navigate(srv.URL+"/"),
		pageReady(),
	))
	poll := func(js string) {
		t.Helper()
		require.NoError(t, chromedp.Do(bctx, chromedp.Poll[chromedp.Void](js, chromedp.WithPollingTimeout(20*time.Second))), js)
	}
	run := func(js string) {
		t.Helper()
		_, err := chromedp.Run(bctx, chromedp.Evaluate[any](js))
		require.NoError(t, err, js)
	}
	run(`window.battlematRestart(12)`)
	poll(`JSON.parse(window.battlematState()).actions === 0`)
	run(`Object.defineProperty(navigator, "clipboard", {value: undefined, configurable: true}); 1`)

	fingerOn(t, bctx, button(t, browserState(t, bctx), "Setup / New fight"))
	poll(`!!JSON.parse(window.battlematState()).setup`)
	fingerOn(t, bctx, button(t, browserState(t, bctx), "Paste stat"))
	poll(`!!document.getElementById("pastetext")`)
	run(fmt.Sprintf(`document.getElementById("pastetext").value = %q; 1`, gmBlocks))
	shot(t, bctx, "browser-setup-paste-box-1024x768.png")
	run(`document.getElementById("pasteadd").click(); 1`)
	poll(`!document.getElementById("pastebox")`)
	poll(`JSON.parse(window.battlematState()).buttons.some(b => b.label === "Bog Ghoul")`)
	s := browserState(t, bctx)
	assert.Contains(t, s.Message, "Added to the roster")

	s = fingerOn(t, bctx, button(t, s, "Sister Wren"))
	x, y := squareAt(s, 3, 3)
	finger(t, bctx, [2]float64{x, y})
	s = browserState(t, bctx)
	require.Len(t, s.Figures, 1, s.Message)
	assert.Equal(t, "Sister Wren", s.Figures[0].Name)

	// Cancel pastes nothing and says so.
	fingerOn(t, bctx, button(t, s, "Paste stat"))
	poll(`!!document.getElementById("pastecancel")`)
	run(`document.getElementById("pastecancel").click(); 1`)
	poll(`!document.getElementById("pastebox")`)
	poll(`JSON.parse(window.battlematState()).message === "Nothing pasted"`)
	shot(t, bctx, "browser-setup-pasted-1024x768.png")
}
