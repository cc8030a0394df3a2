package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"net/url"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/game"
	"battlemat/rules"
	"battlemat/server"
	"battlemat/web"
)

const hostTable = `name: Hosted
map:
  rows:
    - "........"
    - "........"
    - "........"
    - "........"
figures:
  - id: hero1
    name: Ann's Hero
    side: heroes
    player: anna
    wildcard: true
    at: [0, 0]
    traits: {agility: d8, shooting: d8, vigor: d6}
    weapons:
      - {name: Colt, range: 12/24/48, damage: 2d6+1, shots: 6}
  - id: c1
    name: Cultist
    side: cult
    at: [7, 3]
    traits: {agility: d6, fighting: d6, vigor: d6}
`

type remoteState struct {
	Seat    string                `json:"seat"`
	Seq     int                   `json:"seq"`
	Up      string                `json:"up"`
	Acting  bool                  `json:"acting"`
	At      map[string][2]int     `json:"at"`
	Screen  map[string][2]float64 `json:"screen"`
	Message string                `json:"message"`
}

func remoteOf(t *testing.T, ctx context.Context) remoteState {
	t.Helper()
	js, err := chromedp.Run(ctx, chromedp.Evaluate[string]("window.battlematRemote()", chromedp.EvalAwaitPromise))
	require.NoError(t, err)
	var s remoteState
	require.NoError(t, json.Unmarshal([]byte(js), &s))
	return s
}

// tap is a finger's tap at (x, y) CSS pixels.
func tap(x, y float64) chromedp.Action[chromedp.Void] {
	pts := []*input.TouchPoint{{X: x, Y: y}}
	touch := func(typ input.DispatchTouchEventType, pts []*input.TouchPoint) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := cdp.Call(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: pts})
			return err
		})
	}
	return chromedp.Steps(
		touch(input.DispatchTouchEventTypeTouchStart, pts),
		chromedp.Sleep(120*time.Millisecond),
		touch(input.DispatchTouchEventTypeTouchEnd, []*input.TouchPoint{}),
		chromedp.Sleep(200*time.Millisecond),
	)
}

// Two pages on one host: the GM's and a player's on a touch phone. The
// player taps her hero (her turn starts), a square (the path shows) and
// the square again (the move): the GM's page shows the hero there.
func TestBrowserHostPlayerMovesFromAPhone(t *testing.T) {
	chromium := findChromium()
	need(t, chromium != "", "no chromium on PATH (apt-get install chromium)")
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	site := t.TempDir()
	_, err := web.WriteSite(ctx, moduleRoot(t), site)
	require.NoError(t, err)
	h, err := server.New(server.Config{Name: "hosted.yaml", Data: []byte(hostTable), Seed: 3, SeedSet: true, Logf: t.Logf})
	require.NoError(t, err)
	srv := httptest.NewServer(h.Handler(web.Handler(site)))
	defer srv.Close()
	h.SetBase(srv.URL)

	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium), chromedp.NoSandbox, chromedp.DisableGPU, chromedp.WindowSize(1024, 768))
	actx, acancel := chromedp.NewExecAllocator(ctx, opts...)
	defer acancel()
	gm, gcancel := chromedp.NewContext(actx)
	defer gcancel()
	require.NoError(t, chromedp.Do(gm,
		chromedp.EmulateViewport(1024, 768),
		chromedp.Navigate(h.Link("gm")),
		chromedp.Poll[chromedp.Void]("window.battlematReady === true", chromedp.WithPollingTimeout(90*time.Second)),
	))
	phone, pcancel := chromedp.NewContext(gm)
	defer pcancel()
	require.NoError(t, chromedp.Do(phone,
		// A phone held upright: 390x844 CSS pixels at 3x, touch only.
		chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(3), chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait),
		chromedp.Navigate(h.Link("player:anna")),
		chromedp.Poll[chromedp.Void]("window.battlematReady === true", chromedp.WithPollingTimeout(90*time.Second)),
	))
	require.Eventually(t, func() bool { return remoteOf(t, phone).Seat == "player:anna" }, 20*time.Second, 100*time.Millisecond)

	// The GM deals (through the host, as the GM's seat would) until Ann's
	// hero is up.
	hand := handOf(t, ctx, h)
	act := func(a string) {
		seq := h.Seq()
		hand.do(func(r *game.Remote) { require.NoError(t, r.SendRaw(json.RawMessage(a))) })
		require.Eventually(t, func() bool { return h.Seq() == seq+1 }, 10*time.Second, 20*time.Millisecond, a)
	}
	act(`{"kind":"round"}`)
	for i := 0; i < 4; i++ {
		var up string
		h.Battle(func(b *rules.Battle) { up = b.NextUp()[0] })
		if up == "hero1" {
			break
		}
		act(`{"kind":"turn","who":"` + up + `"}`)
		act(`{"kind":"end_turn","who":"` + up + `"}`)
	}
	require.Eventually(t, func() bool { return remoteOf(t, phone).Up == "hero1" }, 20*time.Second, 100*time.Millisecond)
	shot(t, phone, "host-phone-up.png")

	st := remoteOf(t, phone)
	xy := func(x, y int) [2]float64 { return st.Screen[fmt.Sprintf("%d,%d", x, y)] }
	hero := xy(0, 0)
	require.NoError(t, chromedp.Do(phone, tap(hero[0], hero[1])))
	require.Eventually(t, func() bool { return remoteOf(t, phone).Acting }, 20*time.Second, 100*time.Millisecond, "her tap starts her turn")
	to := xy(3, 2)
	require.NoError(t, chromedp.Do(phone, tap(to[0], to[1])))
	time.Sleep(300 * time.Millisecond)
	assert.Equal(t, [2]int{0, 0}, remoteOf(t, phone).At["hero1"], "the first tap only shows the path")
	shot(t, phone, "host-phone-path.png")
	require.NoError(t, chromedp.Do(phone, tap(to[0], to[1])))
	require.Eventually(t, func() bool { return remoteOf(t, gm).At["hero1"] == [2]int{3, 2} }, 20*time.Second, 100*time.Millisecond, "the GM's page shows the move")
	assert.Equal(t, [2]int{3, 2}, remoteOf(t, phone).At["hero1"])
	shot(t, phone, "host-phone-moved.png")
	shot(t, gm, "host-gm-moved.png")
}

// hand is the GM's hand on the host from the test: a Remote joined as
// the GM's seat, as battlemat join does.
type hand struct {
	mu sync.Mutex
	r  *game.Remote
}

func (h *hand) do(f func(*game.Remote)) { h.mu.Lock(); f(h.r); h.mu.Unlock() }

func handOf(t *testing.T, ctx context.Context, h *server.Host) *hand {
	l := &game.Link{}
	hd := &hand{r: game.NewRemote(l)}
	u, err := url.Parse(h.Link("gm"))
	require.NoError(t, err)
	go l.Connect(ctx, "ws://"+u.Host+"/ws?seat="+u.Query().Get("seat"), hd.do)
	require.Eventually(t, func() bool {
		ok := false
		hd.do(func(r *game.Remote) { ok = r.Connected && r.Board != nil })
		return ok
	}, 10*time.Second, 20*time.Millisecond)
	return hd
}
