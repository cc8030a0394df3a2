package e2e

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/game"
	"battlemat/rules"
	"battlemat/server"
	"battlemat/web"
)

const hostGunTable = `name: Hosted guns
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
    traits: {agility: d8, shooting: d8, vigor: d6, spirit: d6}
  - id: gunman
    name: Gunman
    side: cult
    at: [5, 0]
    traits: {agility: d6, shooting: d12, vigor: d6}
    weapons:
      - {name: Cannon, range: 12/24/48, damage: 4d10+12, shots: 500}
`

type askState struct {
	Seq      int                   `json:"seq"`
	Question string                `json:"question"`
	Buttons  map[string][2]float64 `json:"buttons"`
}

func askOf(t *testing.T, ctx context.Context) askState {
	t.Helper()
	js, err := chromedp.Run(ctx, chromedp.Evaluate[string]("window.battlematRemote()", chromedp.EvalAwaitPromise))
	require.NoError(t, err)
	var s askState
	require.NoError(t, json.Unmarshal([]byte(js), &s))
	return s
}

// The GM's gunman shoots Ann's hero: her phone shows the Soak question
// with Yes and No, she taps No, and the host keeps her answer.
func TestBrowserHostPhoneAnswersTheSoakQuestion(t *testing.T) {
	chromium := findChromium()
	need(t, chromium != "", "no chromium on PATH (apt-get install chromium)")
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	site := t.TempDir()
	_, err := web.WriteSite(ctx, moduleRoot(t), site)
	require.NoError(t, err)
	h, err := server.New(server.Config{Name: "guns.yaml", Data: []byte(hostGunTable), Seed: 5, SeedSet: true, Logf: t.Logf, AnswerTimeout: 2 * time.Minute})
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
		chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(3), chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait),
		chromedp.Navigate(h.Link("player:anna")),
		chromedp.Poll[chromedp.Void]("window.battlematReady === true", chromedp.WithPollingTimeout(90*time.Second)),
	))

	hand := handOf(t, ctx, h)
	asked := func() bool {
		ok := false
		hand.do(func(r *game.Remote) { _, ok = r.Question() })
		return ok
	}
	act := func(a string) {
		var seq int
		hand.do(func(r *game.Remote) { seq = r.Seq; require.NoError(t, r.SendRaw(json.RawMessage(a))) })
		require.Eventually(t, func() bool {
			done := false
			hand.do(func(r *game.Remote) { done = r.Seq > seq })
			return done || asked()
		}, 10*time.Second, 20*time.Millisecond, a)
	}
	for i := 0; i < 60 && !asked(); i++ {
		var up *string
		h.Battle(func(b *rules.Battle) { up = server.UpNow(b) })
		switch {
		case up == nil:
			act(`{"kind":"round"}`)
		case *up != "gunman":
			act(`{"kind":"turn","who":"` + *up + `"}`)
			act(`{"kind":"end_turn","who":"` + *up + `"}`)
		default:
			act(`{"kind":"turn","who":"gunman"}`)
			act(`{"kind":"shoot","who":"gunman","targets":["hero1"]}`)
			if !asked() {
				act(`{"kind":"end_turn","who":"gunman"}`)
			}
		}
	}
	require.True(t, asked(), "a shot wounds her hero")
	var st askState
	require.Eventually(t, func() bool { st = askOf(t, phone); return st.Question != "" && len(st.Buttons) == 2 },
		20*time.Second, 100*time.Millisecond, "her phone asks")
	assert.Contains(t, st.Question, "Ann's Hero takes")
	shot(t, phone, "host-phone-question.png")
	require.Eventually(t, func() bool { st := askOf(t, gm); return st.Question != "" && len(st.Buttons) == 2 },
		20*time.Second, 100*time.Millisecond, "the GM's page asks too")
	assert.Contains(t, askOf(t, gm).Question, "For player:anna: Ann's Hero takes")
	shot(t, gm, "host-gm-question.png")
	seq := st.Seq
	no := st.Buttons[game.RemoteNo]
	tap(t, phone, no[0], no[1])
	// A Vigor reroll may follow: No again, until the shot is in.
	require.Eventually(t, func() bool {
		s := askOf(t, phone)
		if s.Question != "" && len(s.Buttons) == 2 {
			b := s.Buttons[game.RemoteNo]
			tap(t, phone, b[0], b[1])
			return false
		}
		return s.Seq == seq+1
	}, 30*time.Second, 200*time.Millisecond, "the shot is applied once she answered")
	shot(t, phone, "host-phone-answered.png")
	h.Battle(func(b *rules.Battle) {
		assert.Equal(t, false, b.Applied[len(b.Applied)-1].Answers[0], "her No is the Soak answer kept")
	})
}
