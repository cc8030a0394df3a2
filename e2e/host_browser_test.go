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

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/game"
	"battlemat/rules"
	"battlemat/server"
	"battlemat/web"
	"battlemat/wire"
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

func remoteOf(t *testing.T, ctx context.Context) remoteState { return remoteAs[remoteState](t, ctx) }

// tap is a finger's short tap at (x, y) CSS pixels, as a phone delivers
// it: a touchstart on the element under the finger and, a moment later,
// a touchend with no finger left. The lift comes right after the page's
// next tick has read the finger (battlematRemote answers on a tick), so
// the page sees a quick tap however slow its frames are. CDP's
// Input.dispatchTouchEvent cannot promise that: each call returns only
// once the renderer has drawn, so under load (0.4 s software-GL frames
// at 3x) the finger stays down 0.7-1.2 s and the page rightly reads a
// long press.
func tap(t *testing.T, ctx context.Context, x, y float64) {
	t.Helper()
	js := fmt.Sprintf(`(async () => {
		const el = document.elementFromPoint(%[1]g, %[2]g);
		if (!el) throw new Error("nothing under the finger at %[1]g,%[2]g");
		const f = new Touch({identifier: 1, target: el, clientX: %[1]g, clientY: %[2]g});
		const ev = (type, on) => new TouchEvent(type, {bubbles: true, cancelable: true, composed: true, touches: on, targetTouches: on, changedTouches: [f]});
		el.dispatchEvent(ev("touchstart", [f]));
		await window.battlematRemote();
		el.dispatchEvent(ev("touchend", []));
		await window.battlematRemote();
		return el.tagName;
	})()`, x, y)
	tag, err := chromedp.Run(ctx, chromedp.Evaluate[string](js, chromedp.EvalAwaitPromise))
	require.NoError(t, err)
	require.Equal(t, "CANVAS", tag, "the tap at %g,%g falls on the game's canvas", x, y)
}

// Two pages on one host: the GM's and a player's on a touch phone (the
// window's Game over her seat). The player taps her hero (her turn
// starts), a square (her path shows there, nothing moves) and the square
// again (the move): the GM's page shows the hero there. Then Shoot and a
// tap on the cultist show the odds of the shot (line of fire, chance,
// modifiers), and a second tap shoots.
func TestBrowserHostPlayerMovesFromAPhone(t *testing.T) {
	ctx, cancel := browserContext(t, 4*time.Minute)
	defer cancel()
	hp := hostWithPhone(t, ctx, server.Config{Name: "hosted.yaml", Data: []byte(hostTable), Seed: 3, SeedSet: true, Logf: t.Logf}, 1024, 768)
	h, gm, phone := hp.h, hp.gm, hp.phone

	// The GM deals (through the host, as the GM's seat would) until Ann's
	// hero is up.
	hp.dealTo("hero1")
	require.Eventually(t, func() bool { return remoteOf(t, phone).Up == "hero1" }, patience(t), 100*time.Millisecond)
	shot(t, phone, "host-phone-up.png")

	st := remoteOf(t, phone)
	xy := func(x, y int) [2]float64 { return st.Screen[fmt.Sprintf("%d,%d", x, y)] }
	hero := xy(0, 0)
	tap(t, phone, hero[0], hero[1])
	require.Eventually(t, func() bool { return remoteOf(t, phone).Acting }, patience(t), 100*time.Millisecond, "her tap starts her turn")
	shot(t, phone, "host-phone-turn.png")
	to := xy(3, 2)
	seq := h.Seq()
	tap(t, phone, to[0], to[1])
	var path aimState
	require.Eventually(t, func() bool { path = aimOf(t, phone); return path.Path == 4 }, patience(t), 100*time.Millisecond, "the first tap shows her path")
	assert.Equal(t, "(3, 2): tap again to go", path.Message)
	assert.Equal(t, [2]int{0, 0}, path.At["hero1"], "the first tap only aims")
	assert.Equal(t, seq, h.Seq(), "nothing sent")
	shot(t, phone, "host-phone-path.png")
	tap(t, phone, to[0], to[1])
	require.Eventually(t, func() bool { return remoteOf(t, gm).At["hero1"] == [2]int{3, 2} }, patience(t), 100*time.Millisecond, "the GM's page shows the move")
	require.Eventually(t, func() bool { return remoteOf(t, phone).At["hero1"] == [2]int{3, 2} }, patience(t), 100*time.Millisecond,
		"her phone shows the move (the host tells each seat in turn: the GM's page may have it first)")
	shot(t, phone, "host-phone-moved.png")
	shot(t, gm, "host-gm-moved.png")

	// Her shot: Shoot, a tap on the cultist shows the host's odds, a
	// second tap shoots.
	pressOnSheet(t, phone, "shoot")
	st = remoteOf(t, phone) // the Actions tab's buttons take room from the map
	cultist := xy(7, 3)
	seq = h.Seq()
	tap(t, phone, cultist[0], cultist[1])
	var aim aimState
	ok := assert.Eventually(t, func() bool { aim = aimOf(t, phone); return aim.AimOdds != "" }, patience(t), 100*time.Millisecond, "the host's odds of the shot")
	require.True(t, ok, "%+v", aim)
	assert.Equal(t, "clear line of fire", aim.AimLine)
	assert.Equal(t, "(7, 3): tap again to shoot", aim.Message)
	assert.Equal(t, seq, h.Seq(), "the first tap on the cultist only aims")
	t.Logf("the odds box: %s (%s)", aim.AimOdds, aim.AimMods)
	shot(t, phone, "host-phone-shot-odds.png")
	tap(t, phone, cultist[0], cultist[1])
	phoneAnswersNo(t, phone, seq) // a benny reroll of the damage may be asked: she keeps it
	require.Equal(t, seq+1, h.Seq(), "the second tap shoots")
	h.Battle(func(b *rules.Battle) {
		sh, ok := b.Applied[len(b.Applied)-1].Action.(rules.Shoot)
		require.True(t, ok, "a shot: %T", b.Applied[len(b.Applied)-1].Action)
		assert.Equal(t, []string{"c1"}, sh.Targets)
	})
	shot(t, phone, "host-phone-shot.png")
}

// aimState is what a phone's page says of a finger's aim: the path's
// squares (his own and three on), the line of fire and the odds box's chance and modifiers.
type aimState struct {
	remoteState
	Path    int    `json:"path"`
	AimLine string `json:"aim_line"`
	AimOdds string `json:"aim_odds"`
	AimMods string `json:"aim_mods"`
}

func aimOf(t *testing.T, ctx context.Context) aimState { return remoteAs[aimState](t, ctx) }

// hand is the GM's hand on the host from the test: a bare link to the
// GM's seat, as battlemat join dials, that sends raw actions and answers
// and keeps what the host told it (handSeat), with no screen.
type hand struct {
	mu sync.Mutex
	r  *handSeat
}

func (h *hand) do(f func(*handSeat)) { h.mu.Lock(); h.r.pump(); f(h.r); h.mu.Unlock() }

// handSeat is what the GM's link was told: the seq, the log, whether it
// is connected and has the state, and the question asked of any seat
// not yet settled.
type handSeat struct {
	l         *game.LinkSeat
	Seq       int
	Log       []string
	Connected bool
	state     bool
	asked     wire.Question
}

func (r *handSeat) pump() {
	for _, m := range r.l.Poll() {
		switch m := m.(type) {
		case game.SeatStatus:
			r.Connected = m.Connected
		case wire.State:
			r.state, r.Seq, r.Log = true, m.Seq, m.Log
		case wire.Applied:
			r.Seq = m.Seq
			r.Log = append(r.Log, m.Log...)
		case wire.Question:
			r.asked = m
		case wire.Answered:
			if m.ID == r.asked.ID {
				r.asked = wire.Question{}
			}
		}
	}
}

// SendRaw sends one action, a rules action's JSON.
func (r *handSeat) SendRaw(a json.RawMessage) error {
	return r.l.Send(wire.Incoming{Type: wire.TypeAction, Action: a})
}

// Question is the text of the question waiting, if one is.
func (r *handSeat) Question() (string, bool) { return r.asked.Text, r.asked.ID != "" }

// Answer answers the question waiting.
func (r *handSeat) Answer(yes bool) {
	if r.asked.ID != "" {
		_ = r.l.Send(wire.Incoming{Type: wire.TypeAnswer, ID: r.asked.ID, Yes: &yes})
	}
}

func handOf(t *testing.T, ctx context.Context, h *server.Host) *hand {
	l := &game.LinkSeat{}
	hd := &hand{r: &handSeat{l: l}}
	u, err := url.Parse(h.Link("gm"))
	require.NoError(t, err)
	go l.Connect(ctx, "ws://"+u.Host+"/ws?seat="+u.Query().Get("seat"))
	require.Eventually(t, func() bool {
		ok := false
		hd.do(func(r *handSeat) { ok = r.Connected && r.state })
		return ok
	}, patience(t), 20*time.Millisecond)
	return hd
}

// gmAndAnna opens the host's GM page in a new browser at w x h (with the
// GM's extra emulation, e.g. touch) and Anna's page on a phone beside it,
// both drawn once; the contexts close with the test.
func gmAndAnna(t *testing.T, ctx context.Context, chromium string, h *server.Host, w, ht int64, gmOpts ...chromedp.EmulateViewportOption) (gm, phone context.Context) {
	t.Helper()
	actx := browserAllocator(t, ctx, chromium, int(w), int(ht))
	gm, gcancel := chromedp.NewContext(actx)
	t.Cleanup(gcancel)
	require.NoError(t, chromedp.Do(gm,
		chromedp.EmulateViewport(w, ht, gmOpts...),
		chromedp.Navigate(h.Link("gm")),
		pageReady(),
	))
	phone, pcancel := chromedp.NewContext(gm)
	t.Cleanup(pcancel)
	require.NoError(t, chromedp.Do(phone,
		// A phone held upright: 390x844 CSS pixels at 3x, touch only.
		phoneViewport(),
		chromedp.Navigate(h.Link("player:anna")),
		pageReady(),
	))
	return gm, phone
}

// hostedSite serves a host of cfg with the browser build on a local port
// for the test's life; its links point there.
func hostedSite(t *testing.T, ctx context.Context, cfg server.Config) *server.Host {
	t.Helper()
	site := testSite(t, ctx)
	h, err := server.New(cfg)
	require.NoError(t, err)
	srv := httptest.NewServer(h.Handler(web.Handler(site)))
	t.Cleanup(srv.Close)
	h.SetBase(srv.URL)
	return h
}

// phoneViewport is a phone held upright: 390x844 CSS pixels at 3x,
// touch only.
func phoneViewport() chromedp.Action[chromedp.Void] {
	return chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(3), chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait)
}

// remoteAs reads a host client page's state (window.battlematRemote) into
// T, which names the fields a test looks at.
func remoteAs[T any](t *testing.T, ctx context.Context) T {
	t.Helper()
	js, err := chromedp.Run(ctx, chromedp.Evaluate[string]("window.battlematRemote()", chromedp.EvalAwaitPromise))
	require.NoError(t, err)
	var s T
	require.NoError(t, json.Unmarshal([]byte(js), &s))
	return s
}
