package e2e

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
	"battlemat/server"
)

// hostedPhone is a hosted table as the host tests start it: the host of
// a scenario on a local port, the GM's page and Anna's phone open in
// chromium and seated, and the GM's hand to play the GM's part.
type hostedPhone struct {
	t         *testing.T
	ctx       context.Context
	h         *server.Host
	gm, phone context.Context
	gmHand    *hand
}

// hostWithPhone serves cfg (hostedSite), opens the GM's page at w x ht
// (with gmOpts, e.g. touch) and Anna's 390x844 phone (gmAndAnna), and
// waits until the host has seated both pages. It needs chromium (need).
func hostWithPhone(t *testing.T, ctx context.Context, cfg server.Config, w, ht int64, gmOpts ...chromedp.EmulateViewportOption) *hostedPhone {
	t.Helper()
	chromium := findChromium()
	need(t, chromium != "", "no chromium on PATH (apt-get install chromium)")
	h := hostedSite(t, ctx, cfg)
	gm, phone := gmAndAnna(t, ctx, chromium, h, w, ht, gmOpts...)
	seat := func(c context.Context) string { return remoteAs[struct{ Seat string }](t, c).Seat }
	require.Eventually(t, func() bool { return seat(gm) == "gm" }, patience(t), 100*time.Millisecond, "the GM's page takes the GM's seat")
	require.Eventually(t, func() bool { return seat(phone) == "player:anna" }, patience(t), 100*time.Millisecond, "the phone takes Anna's seat")
	return &hostedPhone{t: t, ctx: ctx, h: h, gm: gm, phone: phone}
}

// hand is the GM's hand on the host, joined on first use (a test that
// plays the GM from the GM's page has no second GM seat).
func (hp *hostedPhone) hand() *hand {
	if hp.gmHand == nil {
		hp.gmHand = handOf(hp.t, hp.ctx, hp.h)
	}
	return hp.gmHand
}

// act sends one action from the GM's hand and waits until the host has
// applied it (one more step in its log).
func (hp *hostedPhone) act(a string) {
	hp.t.Helper()
	seq := hp.h.Seq()
	hp.hand().do(func(r *handSeat) { require.NoError(hp.t, r.SendRaw(json.RawMessage(a))) })
	require.Eventually(hp.t, func() bool { return hp.h.Seq() == seq+1 }, patience(hp.t), 20*time.Millisecond, a)
}

// up is who the host's countdown has next ("" when no one is left).
func (hp *hostedPhone) up() string {
	var up string
	hp.h.Battle(func(b *rules.Battle) {
		if next := b.NextUp(); len(next) > 0 {
			up = next[0]
		}
	})
	return up
}

// dealTo deals a round and has the GM start and end each turn before
// who's, until who is up; it fails if who is not up in that round.
func (hp *hostedPhone) dealTo(who string) {
	hp.t.Helper()
	hp.act(`{"kind":"round"}`)
	for range 8 {
		up := hp.up()
		if up == who || up == "" {
			break
		}
		hp.act(`{"kind":"turn","who":"` + up + `"}`)
		hp.act(`{"kind":"end_turn","who":"` + up + `"}`)
	}
	require.Equal(hp.t, who, hp.up(), "%s comes up in the first round", who)
}

// pressWhenStill taps the page's button id once it stands at the same
// place in two reads 300 ms apart: the host's odds arriving may push the
// buttons down a line, and a tap where a button was misses it.
func pressWhenStill(t *testing.T, ctx context.Context, id string) {
	t.Helper()
	var at [2]float64
	require.Eventually(t, func() bool {
		b, ok := remoteAs[struct {
			Buttons map[string][2]float64 `json:"buttons"`
		}](t, ctx).Buttons[id]
		still := ok && b == at
		at = b
		return still
	}, patience(t), 300*time.Millisecond, "the %s button", id)
	tap(t, ctx, at[0], at[1])
}
