package game

import (
	"os"
	"path/filepath"
	"testing"

	"battlemat/board"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A fight is autosaved after every action; a new window on the same
// autosave (the process killed, the window closed) offers it and Resume
// puts it back exactly where it was.
func TestAutosaveAndResume(t *testing.T) {
	t.Setenv("BATTLEMAT_DATA_DIR", t.TempDir())
	store, err := DefaultAutosave()
	require.NoError(t, err)
	g := demoGame(t, demoSeed)
	assert.False(t, g.ctl.SetAutosave(store), "nothing to resume yet")
	press(g, CmdNext.Key())
	clickSquare(g, 2, 2)
	clickSquare(g, 7, 3)
	b := g.ctl.Battle()
	require.Len(t, b.Applied, 3, "deal, turn, move")
	data, err := store.Load()
	require.NoError(t, err)
	bf, err := board.ParseBattleFile(data)
	require.NoError(t, err)
	assert.Len(t, bf.Actions, 3, "every action is in the autosave at once")

	// A new window (another seed: the autosave's own is used).
	g2 := demoGame(t, 99)
	require.True(t, g2.ctl.SetAutosave(store))
	s := g2.Snapshot()
	assert.True(t, s.Resume)
	labels := []string{}
	for _, bt := range s.Buttons {
		labels = append(labels, bt.Label)
	}
	assert.Equal(t, []string{"Resume", "New fight"}, labels[:2])
	assert.Contains(t, g2.ctl.promptText(), "round 1, 3 actions")
	// Other commands wait for the answer, and a click does nothing.
	press(g2, CmdNext.Key())
	clickSquare(g2, 2, 2)
	assert.Empty(t, g2.ctl.Battle().Applied)
	// The offer is not overwritten by the fresh battle under it.
	again, _ := store.Load()
	assert.Equal(t, data, again)

	resume, ok := g2.ButtonFor(CmdYes)
	require.True(t, ok)
	click(g2, resume.X+resume.W/2, resume.Y+resume.H/2)
	assert.False(t, g2.ctl.ResumeOffered())
	b2 := g2.ctl.Battle()
	assert.Equal(t, b.Log(), b2.Log(), "the same battle")
	assert.Equal(t, board.Square{X: 7, Y: 3}, g2.Board().Figure("buck").At)
	assert.Equal(t, "buck", b2.Turn().Who, "Buck's turn goes on")
	assert.Equal(t, b.PaceLeft("buck"), b2.PaceLeft("buck"))

	// It goes on being autosaved.
	press(g2, CmdEndTurn.Key())
	data, _ = store.Load()
	bf, err = board.ParseBattleFile(data)
	require.NoError(t, err)
	assert.Len(t, bf.Actions, 4)

	// New fight (N) drops the offer and the autosave.
	g3 := demoGame(t, 5)
	require.True(t, g3.ctl.SetAutosave(store))
	press(g3, CmdNo.Key())
	assert.False(t, g3.ctl.ResumeOffered())
	assert.Empty(t, g3.ctl.Battle().Applied)
	data, _ = store.Load()
	assert.Nil(t, data)
}

// The shipped scenarios have no folder of their own (or it is the source
// tree's): their battle files and survivors go to the data directory.
func TestShippedScenarioSavesGoToTheDataDirectory(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("BATTLEMAT_DATA_DIR", dir)
	g := demoGame(t, demoSeed)
	f := g.ctl.Fight()
	assert.Equal(t, filepath.Join(dir, "demo.battle.json"), f.SavePath)
	assert.Equal(t, filepath.Join(dir, "demo.after.yaml"), f.AftermathPath())
	press(g, CmdNext.Key())
	press(g, CmdSave.Key())
	msg, bad := g.ctl.Message()
	require.False(t, bad, msg)
	assert.Contains(t, msg, filepath.Join(dir, "demo.battle.json"), "the message names the path")
	_, err := os.Stat(f.SavePath)
	require.NoError(t, err)

	// The same scenario opened from the source tree.
	f2, err := OpenFile(filepath.Join("..", "assets", "scenarios", "demo.yaml"), 1)
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(dir, "demo.battle.json"), f2.SavePath)
	assert.Empty(t, f2.ScenarioPath, "never overwritten")
	assert.Equal(t, filepath.Join(dir, "demo.after.yaml"), f2.AftermathPath())
}

// Idle costs nothing: ticks with no input leave the frame as painted
// (Draw does no work); a cursor move, a key, a camera move paint again.
func TestIdleFramesAreNotRepainted(t *testing.T) {
	g := demoGame(t, demoSeed)
	idle := Input{X: 300, Y: 300}
	g.Handle(idle)
	require.True(t, g.needsDraw(nil), "the first frame is painted")
	// Two seconds of ticks at 60 per second, nothing touched.
	for range 120 {
		g.Handle(idle)
		assert.False(t, g.needsDraw(nil))
	}
	g.Handle(Input{X: 301, Y: 300})
	assert.True(t, g.needsDraw(nil), "the cursor moved")
	press(g, CmdNext.Key())
	assert.True(t, g.needsDraw(nil), "the cards are dealt")
	assert.False(t, g.needsDraw(nil))
	c := g.Camera()
	c.X++
	g.SetCamera(c)
	assert.True(t, g.needsDraw(nil), "panned")
	g.SetScreenSize(1024, 768)
	g.Handle(Input{X: 301, Y: 300})
	assert.True(t, g.needsDraw(nil), "resized")
	for range 120 {
		g.Handle(Input{X: 301, Y: 300})
		assert.False(t, g.needsDraw(nil))
	}
}

// A scenario opened from its file is saved under its file name, not the
// path its session found its maps by: the battle file the session keeps
// (Config.Save) is renamed.
func TestScenarioOpenedFromAFileSavesUnderItsFileName(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "arena.yaml")
	require.NoError(t, os.WriteFile(path, []byte(arenaYAML), 0o644))
	f, err := OpenFile(path, 1)
	require.NoError(t, err)
	g := New(nil)
	g.SetScreenSize(1280, 800)
	g.SetFight(f)
	press(g, CmdNext.Key())
	require.NotEmpty(t, f.Battle().Applied)
	press(g, CmdSave.Key())
	msg, bad := g.ctl.Message()
	require.False(t, bad, msg)
	data, err := os.ReadFile(f.SavePath)
	require.NoError(t, err)
	bf, err := board.ParseBattleFile(data)
	require.NoError(t, err)
	assert.Equal(t, "arena.yaml", bf.Name)
	assert.Len(t, bf.Actions, len(f.Battle().Applied))
}
