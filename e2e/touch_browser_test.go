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

	"battlemat/game"
	"battlemat/web"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// finger moves one finger through pts (CSS pixels) on the game's canvas
// as a tablet delivers it (touchstart, touchmove..., touchend) and
// returns the page's state read just before the finger lifts. Each step
// waits three animation frames, so the game's tick (run on the frame)
// has read it whatever the frames cost.
// jsTicks defines ticks(), the wait after each touch event: three frames
// and 50 ms, since the game's ticks run on time, not per frame, and a busy
// machine may draw frames with no tick between two touch events (the
// first point of a drag would then never be seen).
const jsTicks = `const frame = () => new Promise(r => requestAnimationFrame(() => r()));
		const ticks = async () => { for (let i = 0; i < 3; i++) await frame(); await new Promise(r => setTimeout(r, 50)); };`

func finger(t *testing.T, ctx context.Context, pts ...[2]float64) game.Snapshot {
	t.Helper()
	at, err := json.Marshal(pts)
	require.NoError(t, err)
	js := fmt.Sprintf(`(async () => {
		const pts = %s;
		const el = document.elementFromPoint(pts[0][0], pts[0][1]);
		if (!el || el.tagName !== "CANVAS") throw new Error("not the canvas under the finger at " + pts[0]);
		`+jsTicks+`
		const f = (p) => new Touch({identifier: 1, target: el, clientX: p[0], clientY: p[1]});
		const ev = (type, t, on) => new TouchEvent(type, {bubbles: true, cancelable: true, composed: true, touches: on, targetTouches: on, changedTouches: [t]});
		let t = f(pts[0]);
		el.dispatchEvent(ev("touchstart", t, [t]));
		await ticks();
		for (const p of pts.slice(1)) {
			t = f(p);
			el.dispatchEvent(ev("touchmove", t, [t]));
			await ticks();
		}
		const held = window.battlematState();
		el.dispatchEvent(ev("touchend", t, []));
		await ticks();
		return held;
	})()`, at)
	held, err := chromedp.Run(ctx, chromedp.Evaluate[string](js, chromedp.EvalAwaitPromise))
	require.NoError(t, err)
	var s game.Snapshot
	require.NoError(t, json.Unmarshal([]byte(held), &s))
	return s
}

// twoFingers lands two fingers spread px apart across the middle from,
// moves their middle to to in steps (three animation frames each, like
// finger) and lifts them.
func twoFingers(t *testing.T, ctx context.Context, from, to [2]float64, spread float64) {
	t.Helper()
	js := fmt.Sprintf(`(async () => {
		const from = %s, to = %s, s = %v;
		const el = document.elementFromPoint(from[0], from[1]);
		if (!el || el.tagName !== "CANVAS") throw new Error("not the canvas under the fingers at " + from);
		`+jsTicks+`
		const pair = (x, y) => [
			new Touch({identifier: 1, target: el, clientX: x - s/2, clientY: y}),
			new Touch({identifier: 2, target: el, clientX: x + s/2, clientY: y})];
		const ev = (type, on, changed) => new TouchEvent(type, {bubbles: true, cancelable: true, composed: true, touches: on, targetTouches: on, changedTouches: changed});
		let ts = pair(from[0], from[1]);
		el.dispatchEvent(ev("touchstart", ts, ts));
		await ticks();
		for (let i = 1; i <= 6; i++) {
			const k = i / 6;
			ts = pair(from[0] + (to[0]-from[0])*k, from[1] + (to[1]-from[1])*k);
			el.dispatchEvent(ev("touchmove", ts, ts));
			await ticks();
		}
		el.dispatchEvent(ev("touchend", [], ts));
		await ticks();
		return "ok";
	})()`, jsonOf(t, from), jsonOf(t, to), spread)
	_, err := chromedp.Run(ctx, chromedp.Evaluate[string](js, chromedp.EvalAwaitPromise))
	require.NoError(t, err)
}

func jsonOf(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return string(b)
}

// fingerOn taps a button with a finger and returns the state after.
func fingerOn(t *testing.T, ctx context.Context, b game.ButtonState) game.Snapshot {
	t.Helper()
	finger(t, ctx, [2]float64{b.WindowX, b.WindowY})
	return browserState(t, ctx)
}

// A touch-only tablet at 1024x768 (no keyboard, no mouse): a finger
// drags the GM's panel by its title to the left, measures with the ruler
// (the length reads live while the finger moves), opens the calibration
// by its button, drags the ruler's end and taps Set; a reload finds the
// calibration, the lock and the panel's place in the browser's storage.
func TestBrowserTabletFingerPanelRulerCalibration(t *testing.T) {
	chromium := findChromium()
	need(t, chromium != "", "no chromium on PATH (apt-get install chromium)")
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	srv := httptest.NewServer(web.Handler(testSite(t, ctx)))
	defer srv.Close()
	for _, sz := range [][2]int{{1024, 768}, {1920, 1080}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			tabletFingers(t, ctx, chromium, srv.URL, sz[0], sz[1])
		})
	}
}

func tabletFingers(t *testing.T, ctx context.Context, chromium, url string, w, h int) {
	bctx, bcancel := chromedp.NewContext(browserAllocator(t, ctx, chromium, w, h))
	defer bcancel()
	require.NoError(t, chromedp.Do(bctx,
		chromedp.EmulateViewport(int64(w), int64(h), chromedp.EmulateTouch),
		chromedp.Navigate(url+"/"),
		pageReady(),
	))
	_, err := chromedp.Run(bctx, chromedp.Evaluate[string]("window.battlematRestart(12)"))
	require.NoError(t, err)
	shot := func(name string) {
		png, err := chromedp.Run(bctx, chromedp.CaptureScreenshot())
		require.NoError(t, err)
		p := filepath.Join(outDir(t), fmt.Sprintf("browser-tablet-%dx%d-%s.png", w, h, name))
		require.NoError(t, os.WriteFile(p, png, 0o644))
		t.Logf("wrote %s", p)
	}

	// Before the deal the screen's buttons are on the panel for a finger.
	s := browserState(t, bctx)
	for _, l := range []string{"Calibrate", "Zoom: free", "Table view", "GM: walls"} {
		buttonLabelled(t, s, l)
	}
	grid := buttonLabelled(t, s, "Grid: ")
	s = fingerOn(t, bctx, grid)
	assert.NotEqual(t, grid.Label, buttonLabelled(t, s, "Grid: ").Label, "a tap on the grid's button before the deal")
	require.Zero(t, s.Round)
	shot("before-deal")

	s = fingerOn(t, bctx, button(t, s, "Deal the cards"))
	require.Equal(t, 1, s.Round, s.Message)

	// The panel, dragged by its title to the left edge.
	move, actions := button(t, s, "Move"), s.Actions
	var path [][2]float64
	for i := 0; i <= 4; i++ {
		path = append(path, [2]float64{move.WindowX - float64(i*w)/4, 4})
	}
	finger(t, bctx, path...)
	s = browserState(t, bctx)
	assert.Less(t, button(t, s, "Move").WindowX, float64(w)/3, "the panel went to the left")
	assert.Equal(t, actions, s.Actions, "a drag is no action")
	buck := figure(t, s, "buck")
	assert.Greater(t, buck.WindowX, float64(w)/4, "the map beside the panel")
	shot("panel-left")

	// The ruler: the length reads live under the finger, kept when lifted.
	s = fingerOn(t, bctx, button(t, s, "Measure"))
	require.Contains(t, s.Message, "Ruler")
	path = path[:0]
	for _, sq := range [][2]int{{1, 12}, {3, 12}, {5, 12}, {7, 12}} {
		x, y := square(s, buck, sq[0], sq[1])
		path = append(path, [2]float64{x, y})
	}
	held := finger(t, bctx, path...)
	assert.Equal(t, `6" (6 squares) - lift to keep it`, held.Message, "live while the finger moves")
	s = browserState(t, bctx)
	assert.Equal(t, `6" (6 squares)`, s.Message, "kept when lifted")
	shot("ruler")

	// The calibration, opened by its button: the end dragged to 40 px a
	// square, then Set.
	s = fingerOn(t, bctx, button(t, s, "Calibrate"))
	require.Len(t, s.Ruler, 4, "the Calibrate button draws the ruler")
	x0, y0, px, n := s.Ruler[0], s.Ruler[1], s.Ruler[2], s.Ruler[3]
	held = finger(t, bctx, [2]float64{x0 + px, y0 + 4}, [2]float64{x0 + n*44, y0 + 4}, [2]float64{x0 + n*40, y0 + 4})
	require.Len(t, held.Ruler, 4)
	assert.InDelta(t, n*40, held.Ruler[2], 1, "the end follows the finger")
	assert.Equal(t, [2]float64{x0, y0}, [2]float64{held.Ruler[0], held.Ruler[1]}, "the start stays put")
	shot("calibrate")
	s = fingerOn(t, bctx, button(t, held, "Calibrate: set"))
	assert.Empty(t, s.Ruler, "a tap on Set sets it")
	assert.InDelta(t, 40*s.DeviceScale, s.Calibrated, 0.1*s.DeviceScale)
	assert.True(t, s.Locked)
	assert.Equal(t, "Zoom: locked", button(t, s, "Zoom: locked").Label)
	want := s.Calibrated

	// At 1024x768 the locked map (40 px a square) is bigger than its
	// room: two fingers bring its far part into view, the scale kept.
	buck = figure(t, s, "buck")
	vx, vy := float64(w)*2/3, float64(h)/2
	twoFingers(t, bctx, [2]float64{vx, vy}, [2]float64{vx - 150, vy - 90}, 120)
	s = browserState(t, bctx)
	moved := figure(t, s, "buck")
	assert.InDelta(t, buck.WindowX-150, moved.WindowX, 3, "the map follows the fingers")
	assert.InDelta(t, buck.WindowY-90, moved.WindowY, 3)
	assert.InDelta(t, want, s.Scale, 1e-6, "the lock holds the scale")
	assert.Equal(t, actions, s.Actions, "two fingers are no tap")
	shot("two-finger-pan")

	// A reload finds it all in the browser's storage.
	require.NoError(t, chromedp.Do(bctx, chromedp.Reload(), pageReady()))
	s = browserState(t, bctx)
	assert.InDelta(t, want, s.Calibrated, 1e-6, "the calibration is remembered")
	assert.True(t, s.Locked, "and the lock")
	assert.InDelta(t, want, s.Scale, 1e-6, "the map drawn at it")
	require.True(t, s.Resume, "the dealt battle is offered back")
	assert.Less(t, button(t, s, "Resume").WindowX, float64(w)/2, "the panel's place is remembered too")
	shot("reloaded")
}
