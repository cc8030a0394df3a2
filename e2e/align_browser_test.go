package e2e

import (
	"context"
	"fmt"
	"math"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"

	"battlemat/board"
	"battlemat/web"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The grid alignment helper in the browser: the crypt's scenario asks for
// its picture, which the map file input gives; the keyboard reaches the
// game right after (Enter deals, Ctrl+A starts the helper instead of
// selecting the page's text); the wheel and + scale the grid, a mouse
// drag and a finger's drag move it, and Enter downloads crypt.aligned.yaml
// with the new numbers.
func TestBrowserAlignTheGridToAPicture(t *testing.T) {
	chromium := findChromium()
	need(t, chromium != "", "no chromium on PATH (apt-get install chromium)")
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	site := testSite(t, ctx)
	srv := httptest.NewServer(web.Handler(site))
	defer srv.Close()
	for _, size := range [][2]int{{1280, 800}, {1024, 768}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			alignInBrowser(t, ctx, chromium, srv.URL, size[0], size[1])
		})
	}
}

func alignInBrowser(t *testing.T, ctx context.Context, chromium, url string, w, h int) {
	actx := browserAllocator(t, ctx, chromium, w, h)
	bctx, bcancel := chromedp.NewContext(actx)
	defer bcancel()
	downloads := t.TempDir()
	tag := fmt.Sprintf("browser-align-%dx%d", w, h)
	require.NoError(t, chromedp.Do(bctx,
		chromedp.EmulateViewport(int64(w), int64(h)),
		chromedp.Navigate(url+"/"),
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
	eval := func(js string) string {
		t.Helper()
		s, err := chromedp.Run(bctx, chromedp.Evaluate[string](js))
		require.NoError(t, err, js)
		return s
	}
	key := func(k string) {
		t.Helper()
		require.NoError(t, chromedp.Do(bctx, chromedp.KeyEvent(k), chromedp.Sleep(150*time.Millisecond)))
	}
	// ctrlKey holds Control down (its own key, as a keyboard sends it)
	// while k is pressed.
	ctrlKey := func(k string) {
		t.Helper()
		ctrl := func(typ input.DispatchKeyEventType) chromedp.Action[chromedp.Void] {
			return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
				_, err := cdp.Call(ctx, tg, input.DispatchKeyEvent, input.DispatchKeyEventParams{
					Type: typ, Key: "Control", Code: "ControlLeft", WindowsVirtualKeyCode: 17, NativeVirtualKeyCode: 17,
					Modifiers: int64(chromedp.ModifierCtrl)})
				return err
			})
		}
		require.NoError(t, chromedp.Do(bctx,
			ctrl(input.DispatchKeyEventTypeRawKeyDown), chromedp.Sleep(100*time.Millisecond),
			chromedp.KeyEvent(k, chromedp.KeyModifiers(chromedp.ModifierCtrl)), chromedp.Sleep(100*time.Millisecond),
			ctrl(input.DispatchKeyEventTypeKeyUp), chromedp.Sleep(150*time.Millisecond)))
	}

	// The scenario asks for its picture; the map file input gives it.
	root := moduleRoot(t)
	scen, err := os.ReadFile(filepath.Join(root, "testdata", "align", "crypt.yaml"))
	require.NoError(t, err)
	assert.Equal(t, "need:crypt.png", eval(`window.battlematLoadFile("crypt.yaml", `+jsString(string(scen))+`)`))
	// The button pressed to give it keeps the focus, as a click leaves it.
	eval(`document.getElementById("openmap").focus(); document.activeElement.id`)
	require.NoError(t, chromedp.Do(bctx, chromedp.SetUploadFiles("#mapfile", []string{filepath.Join(root, "testdata", "align", "crypt.png")})))
	poll(`JSON.parse(window.battlematState()).scenario === "The Crypt (to align)"`)
	time.Sleep(300 * time.Millisecond)

	// Straight from the file picker the keys are the game's: Enter deals,
	// Ctrl+A starts the helper and selects none of the page's text.
	key("\r")
	poll(`JSON.parse(window.battlematState()).round === 1`)
	ctrlKey("a")
	poll(`(JSON.parse(window.battlematState()).align || []).length === 3`)
	assert.Empty(t, eval(`String(window.getSelection())`), "Ctrl+A selected nothing of the page")
	s := browserState(t, bctx)
	assert.Equal(t, []float64{60, 0, 0}, s.Align, s.Message)
	assert.Contains(t, labels(s), "Align: write")
	assert.Contains(t, labels(s), "Align: cancel")
	shot(t, bctx, tag+"-start.png")

	// The map's corner in CSS pixels: Ann stands on square (2, 2).
	ann := figure(t, s, "a")
	in := s.Scale / s.DeviceScale
	ox, oy := ann.WindowX-2.5*in, ann.WindowY-2.5*in

	// The wheel turned up three notches about the grid's corner scales it
	// up 1% a notch; + a little.
	// (CDP's mouseWheel wants a non-zero deltaX, so the page's own event,
	// after the mouse has come there.)
	require.NoError(t, chromedp.Do(bctx, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, ox, oy), chromedp.Sleep(150*time.Millisecond)))
	for range 3 {
		eval(fmt.Sprintf(`document.elementFromPoint(%[1]g, %[2]g).dispatchEvent(new WheelEvent("wheel",
			{bubbles: true, cancelable: true, clientX: %[1]g, clientY: %[2]g, deltaY: -100, deltaMode: 0})); ""`, ox, oy))
		time.Sleep(150 * time.Millisecond)
	}
	poll(`JSON.parse(window.battlematState()).align[0] > 61.5`)
	time.Sleep(150 * time.Millisecond)
	assert.InDelta(t, 60*math.Pow(1.01, 3), browserState(t, bctx).Align[0], 0.01, "1%% a notch, as on the desktop")
	before := browserState(t, bctx).Align[0]
	key("=")
	poll(fmt.Sprintf(`JSON.parse(window.battlematState()).align[0] > %g`, before))
	s = browserState(t, bctx)
	require.Len(t, s.Align, 3)
	assert.InDelta(t, 0, s.Align[1], 0.5, "the corner stayed: %v", s.Align)
	assert.InDelta(t, 0, s.Align[2], 0.5, "the corner stayed: %v", s.Align)
	ppi, x0, y0 := s.Align[0], s.Align[1], s.Align[2]

	// A mouse drag moves the grid by the dragged picture pixels.
	x, y := ox+3*in, oy+3*in
	dx, dy := 10/60.0*in, 6/60.0*in // 10 and 6 picture pixels
	steps := chromedp.Steps(
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x, y),
		chromedp.Sleep(150*time.Millisecond),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		chromedp.Sleep(150*time.Millisecond),
	)
	for i := 1; i <= 4; i++ {
		steps = chromedp.Steps(steps,
			chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x+dx*float64(i)/4, y+dy*float64(i)/4, chromedp.ButtonLeft),
			chromedp.Sleep(100*time.Millisecond))
	}
	steps = chromedp.Steps(steps,
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, x+dx, y+dy, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		chromedp.Sleep(200*time.Millisecond))
	require.NoError(t, chromedp.Do(bctx, steps))
	s = browserState(t, bctx)
	require.Len(t, s.Align, 3, s.Message)
	step := 60 / in // a CSS pixel in picture pixels
	assert.InDelta(t, 10, s.Align[1]-x0, step+0.5, "the mouse drag moved the grid: %v", s.Align)
	assert.InDelta(t, 6, s.Align[2]-y0, step+0.5, "%v", s.Align)
	assert.Equal(t, ppi, s.Align[0], "a drag does not scale")
	mx, my := s.Align[1], s.Align[2]

	// A finger's drag moves it again, by 8 and 5 picture pixels.
	fdx, fdy := 8/60.0*in, 5/60.0*in
	under, err := chromedp.Run(bctx, chromedp.Evaluate[string](fmt.Sprintf(`(async () => {
		const x = %g, y = %g, dx = %g, dy = %g;
		const el = document.elementFromPoint(x, y);
		const wait = (ms) => new Promise(r => setTimeout(r, ms));
		const f = (i) => new Touch({identifier: 1, target: el, clientX: x + dx*i/4, clientY: y + dy*i/4});
		const ev = (type, t, on) => new TouchEvent(type, {bubbles: true, cancelable: true, composed: true, touches: on, targetTouches: on, changedTouches: [t]});
		let t = f(0);
		el.dispatchEvent(ev("touchstart", t, [t]));
		await wait(200);
		for (let i = 1; i <= 4; i++) {
			t = f(i);
			el.dispatchEvent(ev("touchmove", t, [t]));
			await wait(120);
		}
		await wait(120);
		el.dispatchEvent(ev("touchend", t, []));
		await wait(200);
		return el.tagName;
	})()`, x, y, fdx, fdy), chromedp.EvalAwaitPromise))
	require.NoError(t, err)
	require.Equal(t, "CANVAS", under)
	s = browserState(t, bctx)
	require.Len(t, s.Align, 3, s.Message)
	assert.InDelta(t, mx+8, s.Align[1], step+0.5, "the finger's drag moved the grid: %v", s.Align)
	assert.InDelta(t, my+5, s.Align[2], step+0.5, "%v", s.Align)
	assert.Equal(t, ppi, s.Align[0], "a finger's drag does not scale")
	shot(t, bctx, tag+"-moved.png")
	want := s.Align

	// Enter (or, on the smaller screen, the Align: write button) downloads
	// the scenario with the new numbers.
	if w < 1280 {
		write := button(t, s, "Align: write")
		require.NoError(t, chromedp.Do(bctx, press(write.WindowX, write.WindowY)))
	} else {
		key("\r")
	}
	saved := filepath.Join(downloads, "crypt.aligned.yaml")
	waitFile(t, saved)
	poll(`JSON.parse(window.battlematState()).message.includes("downloaded as crypt.aligned.yaml")`)
	s = browserState(t, bctx)
	assert.Empty(t, s.Align)
	shot(t, bctx, tag+"-written.png")
	// Ctrl+A outside the canvas selects none of the page's text either.
	eval(`document.getElementById("save").focus(); ""`)
	ctrlKey("a")
	assert.Empty(t, eval(`String(window.getSelection())`), "Ctrl+A on a page button selected nothing")

	data, err := os.ReadFile(saved)
	require.NoError(t, err)
	// It opens beside its picture, as the person would keep it.
	png, err := os.ReadFile(filepath.Join(root, "testdata", "align", "crypt.png"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(downloads, "crypt.png"), png, 0o644))
	b, err := board.Load(saved)
	require.NoError(t, err, "%s", data)
	assert.Equal(t, "The Crypt (to align)", b.Name)
	require.NotNil(t, b.Picture)
	assert.InDelta(t, want[0], b.Picture.PxPerInch, 0.01)
	assert.InDelta(t, want[1], b.Picture.OffsetX, 0.06)
	assert.InDelta(t, want[2], b.Picture.OffsetY, 0.06)
	gotPPI, gotX, gotY, err := board.ImageAlignment(data)
	require.NoError(t, err)
	assert.InDelta(t, want[0], gotPPI, 0.01)
	assert.InDelta(t, want[1], gotX, 0.06)
	assert.InDelta(t, want[2], gotY, 0.06)
	assert.Contains(t, string(data), "crypt.png", "the picture's name kept")
}
