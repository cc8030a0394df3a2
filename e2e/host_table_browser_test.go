package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/coder/websocket"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/server"
)

type tableSeatState struct {
	Seat        string                `json:"seat"`
	Screen      map[string][2]float64 `json:"screen"`
	Buttons     map[string][2]float64 `json:"buttons"`
	Calibration struct {
		PxPerInch float64 `json:"px_per_inch"`
		Locked    bool    `json:"locked"`
	} `json:"calibration"`
	Seq        int      `json:"seq"`
	Up         string   `json:"up"`
	Acting     bool     `json:"acting"`
	TableLines []string `json:"table_lines"`
	Ruler      *struct {
		Start [2]float64 `json:"start"`
		End   [2]float64 `json:"end"`
		Set   [2]float64 `json:"set"`
	} `json:"ruler"`
}

// drag moves one finger through pts (CSS pixels) on the canvas, each step
// read by the page's next tick (battlematRemote answers on a tick); the
// finger rests where it came down for a few ticks first, as a finger
// does, so the screen knows it is one finger and not a pinch's first.
func drag(t *testing.T, ctx context.Context, pts ...[2]float64) {
	t.Helper()
	at, err := json.Marshal(pts)
	require.NoError(t, err)
	js := fmt.Sprintf(`(async () => {
		const pts = %s;
		const el = document.elementFromPoint(pts[0][0], pts[0][1]);
		if (!el || el.tagName !== "CANVAS") throw new Error("not the canvas under the finger at " + pts[0]);
		const f = (p) => new Touch({identifier: 1, target: el, clientX: p[0], clientY: p[1]});
		const ev = (type, t, on) => new TouchEvent(type, {bubbles: true, cancelable: true, composed: true, touches: on, targetTouches: on, changedTouches: [t]});
		let t = f(pts[0]);
		el.dispatchEvent(ev("touchstart", t, [t]));
		for (let i = 0; i < 8; i++) await window.battlematRemote();
		for (const p of pts.slice(1)) {
			t = f(p);
			el.dispatchEvent(ev("touchmove", t, [t]));
			await window.battlematRemote();
		}
		el.dispatchEvent(ev("touchend", t, []));
		await window.battlematRemote();
		return true;
	})()`, at)
	_, err = chromedp.Run(ctx, chromedp.Evaluate[bool](js, chromedp.EvalAwaitPromise))
	require.NoError(t, err)
}

// gmShoots connects as the GM and plays until the hero has shot the
// cultist: a round dealt, the cultist's turn (if first) ended, the hero's
// started and the shot; each waits for the table's page to hear of it.
func gmShoots(t *testing.T, ctx context.Context, h *server.Host, state func() tableSeatState) {
	t.Helper()
	u, err := url.Parse(h.Link(server.SeatGM))
	require.NoError(t, err)
	dctx, cancel := context.WithTimeout(ctx, patience(t))
	defer cancel()
	ws, _, err := websocket.Dial(dctx, "ws"+strings.TrimPrefix(u.Scheme, "http")+"://"+u.Host+"/ws?seat="+url.QueryEscape(u.Query().Get("seat")), nil)
	require.NoError(t, err)
	defer ws.CloseNow()
	ws.SetReadLimit(64 << 20)
	go func() { // the GM's messages are not read here: drain them
		for {
			if _, _, err := ws.Read(ctx); err != nil {
				return
			}
		}
	}()
	n := 0
	act := func(action string) {
		n++
		before := state().Seq
		msg := fmt.Sprintf(`{"type":"action","id":"e%d","action":%s}`, n, action)
		require.NoError(t, ws.Write(dctx, websocket.MessageText, []byte(msg)))
		require.Eventually(t, func() bool { return state().Seq > before }, patience(t), 100*time.Millisecond, "the host accepts %s", action)
	}
	act(`{"kind":"round"}`)
	if s := state(); s.Up == "c1" {
		act(`{"kind":"turn","who":"c1"}`)
		act(`{"kind":"end_turn","who":"c1"}`)
	}
	require.Equal(t, "hero1", state().Up)
	act(`{"kind":"turn","who":"hero1"}`)
	act(`{"kind":"shoot","who":"hero1","targets":["c1"]}`)
}

// The projector's page joined as the table seat, on a touch screen at
// 1024x768 and 1920x1080: a finger taps Calibrate, drags the ruler's end
// to 40 px a square and taps Set; the map is drawn at 40 px a square,
// the zoom locked, and a reload finds both in the browser's storage.
func TestBrowserHostTableSeatCalibratesByTouch(t *testing.T) {
	chromium := findChromium()
	need(t, chromium != "", "no chromium on PATH (apt-get install chromium)")
	ctx, cancel := browserContext(t, 5*time.Minute)
	defer cancel()
	for _, sz := range [][2]int{{1024, 768}, {1920, 1080}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			// A host each: the GM's shot below plays its first round.
			h := hostedSite(t, ctx, server.Config{Name: "hosted.yaml", Data: []byte(hostTable), Seed: 3, SeedSet: true, Logf: t.Logf})
			actx := browserAllocator(t, ctx, chromium, sz[0], sz[1])
			bctx, bcancel := chromedp.NewContext(actx)
			defer bcancel()
			require.NoError(t, chromedp.Do(bctx,
				chromedp.EmulateViewport(int64(sz[0]), int64(sz[1]), chromedp.EmulateTouch),
				chromedp.Navigate(h.Link("table")),
				pageReady(),
			))
			state := func() tableSeatState { return remoteAs[tableSeatState](t, bctx) }
			require.Eventually(t, func() bool { s := state(); return s.Seat == "table" && s.Buttons["calibrate"] != [2]float64{} },
				patience(t), 100*time.Millisecond)
			name := func(what string) string { return fmt.Sprintf("host-table-%dx%d-%s.png", sz[0], sz[1], what) }
			s := state()
			assert.Zero(t, s.Calibration.PxPerInch, "a new screen is not calibrated")
			shot(t, bctx, name("joined"))

			c := s.Buttons["calibrate"]
			tap(t, bctx, c[0], c[1])
			require.Eventually(t, func() bool { return state().Ruler != nil }, patience(t), 100*time.Millisecond)
			s = state()
			shot(t, bctx, name("ruler"))
			r := s.Ruler
			squares := float64(int((r.End[0]-r.Start[0])/(s.Screen["1,0"][0]-s.Screen["0,0"][0]) + 0.5))
			to := r.Start[0] + squares*40
			drag(t, bctx, r.End, [2]float64{(r.End[0] + to) / 2, r.End[1]}, [2]float64{to, r.End[1]})
			shot(t, bctx, name("dragged"))
			tap(t, bctx, r.Set[0], r.Set[1])
			require.Eventually(t, func() bool { return state().Ruler == nil }, patience(t), 100*time.Millisecond)
			s = state()
			assert.InDelta(t, 40, s.Calibration.PxPerInch, 0.5)
			assert.True(t, s.Calibration.Locked)
			assert.InDelta(t, 40, s.Screen["1,0"][0]-s.Screen["0,0"][0], 0.5, "a square is 40 px: one real inch")
			shot(t, bctx, name("calibrated"))

			require.NoError(t, chromedp.Do(bctx, chromedp.Reload(), pageReady()))
			require.Eventually(t, func() bool { s := state(); return s.Seat == "table" && s.Screen != nil }, patience(t), 100*time.Millisecond)
			s = state()
			assert.InDelta(t, 40, s.Calibration.PxPerInch, 0.5, "remembered for this screen")
			assert.True(t, s.Calibration.Locked)
			assert.InDelta(t, 40, s.Screen["1,0"][0]-s.Screen["0,0"][0], 0.5)
			shot(t, bctx, name("reloaded"))

			// The GM deals and the hero shoots: the table shows the dice and
			// what came of them over the room's map, the calibration kept.
			gmShoots(t, ctx, h, func() tableSeatState { return state() })
			s = state()
			assert.NotEmpty(t, s.TableLines, "the shot's dice are shown to the room")
			assert.InDelta(t, 40, s.Screen["1,0"][0]-s.Screen["0,0"][0], 0.5)
			shot(t, bctx, name("shot"))
		})
	}
}
