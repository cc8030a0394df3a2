package game

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The setup screen is a scene of the controller's stack: the Setup
// button pushes it on top (a screen of the window's own, taking the
// window's input), a battle put on the table while it is open leaves it
// there, and Leave pops it, back to the fight it came from.
func TestTheSetupScreenIsASceneOnTopOfTheStack(t *testing.T) {
	dir := setupDir(t)
	path := filepath.Join(dir, "yard.yaml")
	require.NoError(t, os.WriteFile(path, []byte("name: Yard\nmap:\n  rows: ['......', '......']\nfigures:\n  - {id: a, name: A, side: red, at: [0, 0]}\n"), 0o644))
	f, err := OpenFile(path, 1)
	require.NoError(t, err)
	g := New(nil)
	g.SetScreenSize(1024, 768)
	g.SetFight(f)
	require.Nil(t, g.ctl.top(), "the fight has the screen")

	b, ok := g.ButtonFor(CmdSetup)
	require.True(t, ok)
	tapAt(g, b.X+b.W/2, b.Y+b.H/2)
	ss, ok := g.ctl.top().(*setupScreen)
	require.True(t, ok, "the Setup button pushes the setup screen: %v", g.ctl.Scenes())
	_, window := g.ctl.windowScene()
	assert.True(t, window, "a screen of the window's own")
	assert.Equal(t, f, ss.back)

	g.SetFight(f)
	assert.Equal(t, ss, g.ctl.top(), "a battle put on the table leaves the setup open")

	tapSetup(t, g, "Leave")
	assert.Nil(t, g.ctl.top(), "Leave pops it")
	assert.Nil(t, g.Setup())
	assert.Equal(t, f, g.ctl.fight, "back to the fight it came from")
}
