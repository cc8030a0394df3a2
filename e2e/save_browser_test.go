package e2e

import (
	"context"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
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

// Never losing a fight in the browser: every action is autosaved in the
// page's storage and a reload offers to resume it; the battle downloads
// (Save battle, Ctrl+S) and uploads again (Open battle file…); the
// aftermath's survivors download; the picker follows what is on the table.
func TestBrowserAutosaveResumeDownloadUpload(t *testing.T) {
	chromium := findChromium()
	need(t, chromium != "", "no chromium on PATH (apt-get install chromium)")
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()

	site := testSite(t, ctx)
	srv := httptest.NewServer(web.Handler(site))
	defer srv.Close()

	actx := browserAllocator(t, ctx, chromium, 1280, 800)
	bctx, bcancel := chromedp.NewContext(actx)
	defer bcancel()

	downloads := t.TempDir()
	poll := func(js string) {
		t.Helper()
		require.NoError(t, chromedp.Do(bctx, chromedp.Poll[chromedp.Void](js, chromedp.WithPollingTimeout(20*time.Second))), js)
	}
	eval := func(js string) string {
		t.Helper()
		s, err := chromedp.Run(bctx, chromedp.Evaluate[string](js))
		require.NoError(t, err, js)
		return s
	}
	ready := pageReady()
	require.NoError(t, chromedp.Do(bctx,
		chromedp.EmulateViewport(1280, 800),
		chromedp.Navigate(srv.URL+"/"),
		ready,
		chromedp.Action[chromedp.Void](func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
			_, err := cdp.Call(ctx, tg, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
				Behavior: browser.SetDownloadBehaviorBehaviorAllow, DownloadPath: downloads})
			return chromedp.Void{}, err
		}),
	))
	require.Empty(t, eval("window.battlematRestart(12)"))
	poll(`JSON.parse(window.battlematState()).actions === 0`)
	assert.Equal(t, "demo", eval(`document.getElementById("pick").value`))

	// Deal, start Buck's turn, walk him out of the door.
	deal := button(t, browserState(t, bctx), "Deal the cards")
	require.NoError(t, chromedp.Do(bctx, press(deal.WindowX, deal.WindowY)))
	poll(`JSON.parse(window.battlematState()).round === 1`)
	time.Sleep(300 * time.Millisecond)
	st := browserState(t, bctx)
	buck := figure(t, st, "buck")
	require.NoError(t, chromedp.Do(bctx, press(buck.WindowX, buck.WindowY)))
	poll(`JSON.parse(window.battlematState()).turn === "buck"`)
	in := st.Scale / st.DeviceScale
	require.NoError(t, chromedp.Do(bctx, press(buck.WindowX+5*in, buck.WindowY+1*in)))
	poll(`JSON.parse(window.battlematState()).figures.find(f => f.id === "buck").x === 7`)
	assert.Contains(t, eval(`localStorage.getItem("battlemat.autosave") || ""`), `"battlemat-battle/1"`, "autosaved")

	// The tab reloaded (or closed and opened again): resume where it was.
	require.NoError(t, chromedp.Do(bctx, chromedp.Reload(), ready))
	poll(`JSON.parse(window.battlematState()).resume === true`)
	st = browserState(t, bctx)
	assert.Equal(t, 0, st.Actions, "a new battle under the offer")
	shot(t, bctx, "browser-resume-offer.png")
	resume := button(t, st, "Resume")
	require.NoError(t, chromedp.Do(bctx, press(resume.WindowX, resume.WindowY)))
	poll(`JSON.parse(window.battlematState()).actions === 3`)
	time.Sleep(300 * time.Millisecond)
	st = browserState(t, bctx)
	b2 := figure(t, st, "buck")
	assert.Equal(t, [2]int{7, 3}, [2]int{b2.X, b2.Y}, "Buck where he was")
	assert.Equal(t, "buck", st.Turn, "his turn goes on")

	// Save battle: the battle file is downloaded, no raw Go error.
	require.NoError(t, chromedp.Do(bctx, chromedp.Click("#save")))
	saved := filepath.Join(downloads, "demo.battle.json")
	waitFile(t, saved)
	poll(`JSON.parse(window.battlematState()).message.includes("downloaded as demo.battle.json")`)
	data, err := os.ReadFile(saved)
	require.NoError(t, err)
	bf, err := board.ParseBattleFile(data)
	require.NoError(t, err)
	assert.Len(t, bf.Actions, 3)
	_, b, err := bf.Start()
	require.NoError(t, err)
	assert.Equal(t, "buck", b.Turn().Who)

	// Another scenario, then the battle file uploaded: back where it was,
	// and the picker says demo again.
	require.Empty(t, eval(`window.battlematOpen("street")`))
	poll(`document.getElementById("pick").value === "street"`)
	require.NoError(t, chromedp.Do(bctx, chromedp.SetUploadFiles("#battlefile", []string{saved})))
	poll(`JSON.parse(window.battlematState()).actions === 3`)
	poll(`document.getElementById("pick").value === "demo"`)
	assert.Equal(t, "Night of the Black Chapel", browserState(t, bctx).Scenario)

	// A scenario from the disk: the picker names it (a name no shipped
	// scenario has: duel.yaml is one now).
	dir := t.TempDir()
	duel := filepath.Join(dir, "my-duel.yaml")
	require.NoError(t, os.WriteFile(duel, []byte(duelYAML), 0o644))
	require.NoError(t, chromedp.Do(bctx, chromedp.SetUploadFiles("#file", []string{duel})))
	poll(`JSON.parse(window.battlematState()).scenario === "Duel"`)
	poll(`document.getElementById("pick").selectedOptions[0].textContent === "my-duel.yaml"`)

	// A long error wraps inside its box, which stays on the screen.
	long := strings.Repeat("x", 600)
	eval(`document.getElementById("msg").textContent = window.battlematLoadFile("` + long + `.yaml", "name: [\n"); ""`)
	box, err := chromedp.Run(bctx, chromedp.Evaluate[[]float64](`(() => { const r = document.getElementById("msg").getBoundingClientRect(); return [r.left, r.right, r.width, innerWidth]; })()`))
	require.NoError(t, err)
	assert.GreaterOrEqual(t, box[0], 0.0, "the message's left edge is on screen: %v", box)
	assert.LessOrEqual(t, box[1], box[3], "and its right edge: %v", box)
	shot(t, bctx, "browser-long-error.png")
	eval(`document.getElementById("msg").textContent = ""; ""`)

	// The aftermath: End fight, Save survivors downloads the scenario.
	require.Empty(t, eval(`window.battlematOpen("demo")`))
	poll(`document.getElementById("pick").value === "demo"`)
	require.NoError(t, chromedp.Do(bctx, chromedp.SetUploadFiles("#battlefile", []string{saved})))
	poll(`JSON.parse(window.battlematState()).actions === 3`)
	time.Sleep(300 * time.Millisecond)
	end := button(t, browserState(t, bctx), "End fight")
	require.NoError(t, chromedp.Do(bctx, press(end.WindowX, end.WindowY)))
	poll(`JSON.parse(window.battlematState()).buttons.some(b => b.label === "Save survivors")`)
	surv := button(t, browserState(t, bctx), "Save survivors")
	require.NoError(t, chromedp.Do(bctx, press(surv.WindowX, surv.WindowY)))
	after := filepath.Join(downloads, "demo.after.yaml")
	waitFile(t, after)
	bd, err := board.Load(after)
	require.NoError(t, err, "the survivors' scenario loads")
	assert.Equal(t, "Night of the Black Chapel", bd.Name)
	shot(t, bctx, "browser-aftermath-saved.png")
}

// waitFile waits for a download to land whole.
func waitFile(t *testing.T, path string) {
	t.Helper()
	for i := 0; i < 100; i++ {
		if st, err := os.Stat(path); err == nil && st.Size() > 0 {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("no download at %s", path)
}

func shot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	require.NoError(t, err)
	p := filepath.Join(outDir(t), name)
	require.NoError(t, os.WriteFile(p, png, 0o644))
	t.Logf("wrote %s", p)
}
