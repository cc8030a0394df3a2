package e2e

import (
	"os"
	"path/filepath"
	"testing"

	"battlemat/game"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The odds of the fight being set up, in the real window at 1024x768:
// Mara and three cultists placed by a finger, Ctrl+O plays the Odds
// scene on the scenario as it stands (the bar moves a slice a frame), a
// what-if button's tap plays it with one cultist more, Esc comes back to
// the setup as it was; the Odds button by a finger opens them again and
// Close leaves them. Nothing is saved.
func TestDesktopSetupOddsByKeyAndFinger(t *testing.T) {
	need(t, haveGL, "no display (DISPLAY unset): run under xvfb-run")
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("BATTLEMAT_AUTOSAVE", "off")
	require.NoError(t, os.WriteFile(filepath.Join(dir, "roster.yaml"), []byte(setupRosterYAML), 0o644))
	path := filepath.Join(dir, "yard.yaml")
	g := startGuest(t, 1024, 768, "setup", path, "--blank", "16x10")
	g.frame(3)
	s := g.snapshot()
	require.NotNil(t, s.Setup)
	g.fingerTap(buttonLabelled(t, s, "Mara"))
	x, y := squareAt(s, 2, 2)
	g.fingerTap(game.ButtonState{WindowX: x, WindowY: y})
	g.fingerTap(buttonLabelled(t, s, "Cultist"))
	g.fingerTap(buttonLabelled(t, s, "+"))
	g.fingerTap(buttonLabelled(t, s, "+"))
	x, y = squareAt(s, 12, 7)
	g.fingerTap(game.ButtonState{WindowX: x, WindowY: y})
	s = g.snapshot()
	require.Len(t, s.Figures, 4, s.Message)

	g.ctrl(ebiten.KeyO)
	s = g.snapshot()
	require.NotNil(t, s.Odds, "Ctrl+O opens the odds over the setup: %s", s.Message)
	require.NotNil(t, s.Setup, "the setup stays beneath")
	assert.Equal(t, 4, s.Odds.Figures)
	// That the fights are played beside the frames, never all in one
	// tick, is stated by game's TestOddsProgressAdvancesAcrossTicks and by the
	// demo's Odds here (TestDesktopOddsOfTheDemo): these four figures'
	// 1,000 fights are cheap enough to be over within the key's frames.
	g.frame(3)
	s = g.snapshot()
	assert.Greater(t, s.Odds.Fights, 0, "fights are played")
	g.save(g.frame(1), "setup-odds-1024x768-playing")
	g.waitOdds(t, false)
	more := buttonLabelled(t, g.snapshot(), "+1 Extra: cult")
	g.fingerTap(more)
	g.waitOdds(t, true)
	s = g.snapshot()
	assert.Equal(t, 5, s.Odds.WhatIfFigures, "one cultist more")
	g.save(g.frame(1), "setup-odds-1024x768-whatif")

	g.key(ebiten.KeyEscape)
	g.frame(1)
	s = g.snapshot()
	assert.Nil(t, s.Odds, "Esc closes the odds")
	require.NotNil(t, s.Setup, "back to the setup")
	assert.Len(t, s.Figures, 4, "the setup as it was")

	g.fingerTap(buttonLabelled(t, s, "Odds"))
	s = g.snapshot()
	require.NotNil(t, s.Odds, "a finger on Odds opens them: %s", s.Message)
	g.fingerTap(buttonLabelled(t, s, "Close"))
	g.frame(1)
	s = g.snapshot()
	assert.Nil(t, s.Odds)
	assert.NotNil(t, s.Setup)
	_, err := os.Stat(path)
	assert.True(t, os.IsNotExist(err), "the odds saved nothing")
}
