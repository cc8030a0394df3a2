package e2e

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/server"
)

// The GM's touch tablet opens a Universal VTT file from the tablet in
// its setup (the page's file input, as the browser's file picker fills
// it), Start sends it to the host with the scenario, the host saves it
// beside the scenario and starts the fight on it, and Ann's phone, which
// never had the file, draws its 16x12 squares.
func TestBrowserHostGMTabletOpensAMapFileAndThePhoneDrawsIt(t *testing.T) {
	ctx, cancel := browserContext(t, 6*time.Minute)
	defer cancel()
	data, err := os.ReadFile(filepath.Join("..", "assets", "scenarios", "cellar.dd2vtt"))
	require.NoError(t, err)
	files := t.TempDir()
	vault := filepath.Join(files, "vault.dd2vtt")
	require.NoError(t, os.WriteFile(vault, data, 0o600))
	save := t.TempDir()
	hp := hostWithPhone(t, ctx, server.Config{Name: "hosted.yaml", Data: []byte(hostTable), Seed: 3, SeedSet: true, SaveDir: save, Logf: t.Logf}, 1024, 768, chromedp.EmulateTouch)
	gm, phone := hp.gm, hp.phone
	require.Eventually(t, func() bool { _, ok := gmOf(t, gm).Buttons["setup"]; return ok }, patience(t), 100*time.Millisecond)

	at := gmOf(t, gm).Buttons["setup"]
	tap(t, gm, at[0], at[1])
	require.Eventually(t, func() bool { s := tabletOf(t, gm); return s.Local != nil && s.Local.Setup != nil }, patience(t), 100*time.Millisecond, "Set up opens the setup")
	require.NoError(t, chromedp.Do(gm, chromedp.SetUploadFiles("#mapfile", []string{vault})))
	require.Eventually(t, func() bool {
		s := tabletOf(t, gm)
		return s.Local != nil && s.Local.Setup != nil && s.Local.Setup.Walls > 0
	}, patience(t), 100*time.Millisecond, "the map opens in the tablet's setup")
	time.Sleep(200 * time.Millisecond)
	shot(t, gm, "host-gm-setup-map-1024x768.png")
	st := localButton(t, tabletOf(t, gm), "Start")
	tap(t, gm, st.WindowX, st.WindowY)
	require.Eventually(t, func() bool { return tabletOf(t, gm).Local == nil }, patience(t), 100*time.Millisecond,
		"the host's new state closes the setup")
	require.Eventually(t, func() bool { return len(remoteOf(t, phone).Screen) == 16*12 }, patience(t), 100*time.Millisecond,
		"Ann's phone draws the map's 16x12 squares: %s", remoteOf(t, phone).Message)
	saved, err := os.ReadFile(filepath.Join(save, "scenarios", "vault.dd2vtt"))
	require.NoError(t, err)
	assert.Equal(t, data, saved, "the map file beside the scenario")
	b, err := board.Load(filepath.Join(save, "scenarios", "vault.yaml"))
	require.NoError(t, err)
	assert.NotEmpty(t, b.Walls)
	time.Sleep(300 * time.Millisecond)
	shot(t, phone, "host-phone-map-fight.png")
}
