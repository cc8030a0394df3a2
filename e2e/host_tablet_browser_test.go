package e2e

import (
	"context"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/game"
	"battlemat/rules"
	"battlemat/server"
)

type tabletState struct {
	gmState
	// Local is the tablet's own window (the odds, the setup), nil when none.
	Local *game.Snapshot `json:"local"`
}

func tabletOf(t *testing.T, ctx context.Context) tabletState { return remoteAs[tabletState](t, ctx) }

func localButton(t *testing.T, s tabletState, label string) game.ButtonState {
	t.Helper()
	require.NotNil(t, s.Local, "the tablet's own window is open")
	return button(t, *s.Local, label)
}

// The GM's touch tablet at 1024x768 against a real host: Odds plays the
// fights on the tablet from the hosted battle (the host's battle stays
// as it was), Close gives the table back; Set up opens the setup screen
// on the table's scenario, a finger places one more cultist from the
// table's figures, Start sends it to the host, which starts it: Ann's
// phone shows the new fight.
func TestBrowserHostGMTabletOddsAndSetup(t *testing.T) {
	ctx, cancel := browserContext(t, 6*time.Minute)
	defer cancel()
	hp := hostWithPhone(t, ctx, server.Config{Name: "hosted.yaml", Data: []byte(hostTable), Seed: 3, SeedSet: true, Logf: t.Logf}, 1024, 768, chromedp.EmulateTouch)
	h, gm, phone := hp.h, hp.gm, hp.phone

	var at [2]float64
	require.Eventually(t, func() bool {
		b, ok := gmOf(t, gm).Buttons["odds"]
		at = b
		return ok
	}, patience(t), 100*time.Millisecond, "the GM's Odds button")
	tap(t, gm, at[0], at[1])
	require.Eventually(t, func() bool {
		s := tabletOf(t, gm)
		return s.Local != nil && s.Local.Odds != nil && s.Local.Odds.Fights >= 50
	}, patience(t), 200*time.Millisecond, "the odds play on the tablet")
	s := tabletOf(t, gm)
	assert.Equal(t, 2, s.Local.Odds.Figures)
	shot(t, gm, "host-gm-odds-1024x768.png")
	c := localButton(t, s, "Close")
	tap(t, gm, c.WindowX, c.WindowY)
	require.Eventually(t, func() bool { return tabletOf(t, gm).Local == nil }, patience(t), 100*time.Millisecond, "Close gives the table back")
	assert.Equal(t, 0, h.Seq(), "the hosted battle as it was")

	at = gmOf(t, gm).Buttons["setup"]
	tap(t, gm, at[0], at[1])
	require.Eventually(t, func() bool { s := tabletOf(t, gm); return s.Local != nil && s.Local.Setup != nil }, patience(t), 100*time.Millisecond, "Set up opens the setup")
	s = tabletOf(t, gm)
	require.Len(t, s.Local.Figures, 2, "the table's scenario")
	cb := localButton(t, s, "Cultist")
	tap(t, gm, cb.WindowX, cb.WindowY)
	x, y := squareAt(*s.Local, 4, 1)
	tap(t, gm, x, y)
	require.Eventually(t, func() bool { s := tabletOf(t, gm); return s.Local != nil && len(s.Local.Figures) == 3 }, patience(t), 100*time.Millisecond,
		"a finger placed a cultist: %s", tabletOf(t, gm).Local.Message)
	time.Sleep(200 * time.Millisecond)
	shot(t, gm, "host-gm-setup-1024x768.png")
	st := localButton(t, tabletOf(t, gm), "Start")
	tap(t, gm, st.WindowX, st.WindowY)
	require.Eventually(t, func() bool { return tabletOf(t, gm).Local == nil }, patience(t), 100*time.Millisecond, "the host's new state closes the setup")
	require.Eventually(t, func() bool { return len(remoteOf(t, phone).At) == 3 }, patience(t), 100*time.Millisecond, "Ann's phone shows the new fight")
	h.Battle(func(b *rules.Battle) { assert.Len(t, b.Figures(), 3) })
	time.Sleep(300 * time.Millisecond)
	shot(t, gm, "host-gm-new-fight-1024x768.png")
	shot(t, phone, "host-phone-new-fight.png")
}
