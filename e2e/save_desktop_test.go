package e2e

import (
	"os"
	"path/filepath"
	"testing"

	"battlemat/board"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The window is killed mid-fight (SIGKILL: nothing of its own runs); the
// next start offers the autosave and Y resumes it exactly where it was.
func TestDesktopAutosaveSurvivesAKill(t *testing.T) {
	need(t, haveGL, "no display (DISPLAY unset): run under xvfb-run")
	data := t.TempDir()
	t.Setenv("BATTLEMAT_DATA_DIR", data)
	t.Setenv("BATTLEMAT_SEED", "12")
	g := startGuest(t, 1280, 800)
	g.frame(3)
	g.key(ebiten.KeyEnter)
	g.frame(1)
	s := g.snapshot()
	require.Equal(t, []string{"buck"}, s.NextUp)
	buck := figure(t, s, "buck")
	g.click(buck.WindowX, buck.WindowY)
	g.frame(1)
	s = g.snapshot()
	require.Equal(t, "buck", s.Turn)
	x, y := square(s, buck, 7, 3)
	g.click(x, y)
	g.frame(1)
	s = g.snapshot()
	require.Equal(t, 3, s.Actions, s.Message)

	auto := filepath.Join(data, "autosave.battle.json")
	raw, err := os.ReadFile(auto)
	require.NoError(t, err, "the autosave is in the data directory")
	bf, err := board.ParseBattleFile(raw)
	require.NoError(t, err)
	assert.Len(t, bf.Actions, 3)

	g.killed = true
	require.NoError(t, g.cmd.Process.Kill())
	_ = g.cmd.Wait()

	t.Setenv("BATTLEMAT_SEED", "99") // another deal, had it started afresh
	g2 := startGuest(t, 1280, 800)
	g2.frame(3)
	s = g2.snapshot()
	require.True(t, s.Resume, "the autosave is offered: %s", s.Message)
	assert.Equal(t, 0, s.Actions)
	g2.save(g2.frame(1), "resume-offer")
	g2.key(ebiten.KeyY)
	g2.frame(1)
	s = g2.snapshot()
	assert.False(t, s.Resume)
	assert.Equal(t, 3, s.Actions, "resumed: %s", s.Message)
	assert.Equal(t, "buck", s.Turn, "Buck's turn goes on")
	b := figure(t, s, "buck")
	assert.Equal(t, [2]int{7, 3}, [2]int{b.X, b.Y})
	g2.save(g2.frame(1), "resumed")
}

// Idle costs nothing: two seconds of ticks and frames with nothing
// touched paint no frame in the real window.
func TestDesktopIdleFramesAreNotRepainted(t *testing.T) {
	need(t, haveGL, "no display (DISPLAY unset): run under xvfb-run")
	g := startGuest(t, 1280, 800)
	g.frame(3)
	g.s.MoveCursor(600, 400)
	g.frame(2)
	g.frame(2)
	before := g.snapshot().Frames
	require.Positive(t, before)
	for range 30 {
		g.frame(4) // 120 ticks and 30 frames: two seconds at 60 per second
	}
	assert.Equal(t, before, g.snapshot().Frames, "no frame painted while idle")
	g.s.MoveCursor(610, 400)
	g.frame(2)
	g.frame(2) // the state file is written by the Update after the Draw
	assert.Greater(t, g.snapshot().Frames, before, "a cursor move paints")
}
