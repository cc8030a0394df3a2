package game

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rosterLabels steps through the setup's roster pages and lists every
// figure's button, back on the first page after.
func rosterLabels(t *testing.T, g *Game) map[string]bool {
	t.Helper()
	ss := g.setupScene()
	require.NotNil(t, ss)
	out := map[string]bool{}
	for _, r := range ss.s.Roster() {
		out[r[1]] = false
	}
	first := ""
	for range 10 {
		ss.layout(g)
		more := ""
		for _, b := range ss.buttons {
			if _, ok := out[b.Label]; ok {
				out[b.Label] = true
			}
			if len(b.Label) > 8 && b.Label[:8] == "Figures " {
				more = b.Label
			}
		}
		if more == "" || more == first {
			break
		}
		if first == "" {
			first = more
		}
		tapSetup(t, g, more)
	}
	return out
}

// In the browser page (and the window) a new fight's setup from a
// scenario with no roster file beside it (the demo) offers the fight's
// figures on the table as its roster, as the GM's tablet at a hosted
// table does: the party and the cultists are a tap away.
func TestSetupNewFightFromTheDemoOffersTheTablesFigures(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir) // new-fight.yaml and its roster.yaml go here
	t.Setenv("XDG_DATA_HOME", filepath.Join(dir, "data"))
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(dir, "config"))
	t.Setenv("HOME", dir)
	g := demoGame(t, 1)
	g.SetScreenSize(1024, 768)
	g.OpenSetupHere() // the browser page's Setup / New fight button
	s := g.Setup()
	require.NotNil(t, s, "the button opens the setup")
	assert.Empty(t, s.Board().Figures, "a blank map")

	labels := rosterLabels(t, g)
	for _, name := range []string{"Buck Savage", `Gina "Tommy" Russo`, "Doc Holloway", "Cultist 1", "Cultist 5"} {
		assert.True(t, labels[name], "%s has a button in the roster (%v)", name, labels)
	}
	if dir := os.Getenv("BATTLEMAT_PHONE_OUT"); dir != "" {
		var err error
		onScreen(func() {
			img := ebiten.NewImage(g.screenW, g.screenH)
			g.painted = false
			g.Draw(img)
			var f *os.File
			if f, err = os.Create(filepath.Join(dir, "setup-new-fight-demo.png")); err == nil {
				err = png.Encode(f, img)
				f.Close()
			}
		})
		require.NoError(t, err)
	}

	// Buck is placed by a tap on his button and one on a square.
	tapSetup(t, g, "Buck Savage")
	x, y := squareXY(g, 3, 4)
	tapAt(g, x, y)
	require.Len(t, s.Board().Figures, 1, "Buck placed")
	assert.Equal(t, "Buck Savage", s.Board().Figures[0].Name)
	assert.Equal(t, sq(3, 4), s.Board().Figures[0].At)

	tapSetup(t, g, "Start")
	assert.Nil(t, g.Setup(), "Start leaves the setup")
	require.NotNil(t, g.Board())
	require.Len(t, g.Board().Figures, 1, "the new fight has Buck alone")
	assert.Equal(t, "Buck Savage", g.Board().Figures[0].Name)
	assert.Equal(t, sq(3, 4), g.Board().Figures[0].At)
}

// A roster file the setup finds (roster.yaml beside the scenario) stays
// its roster: the table's figures do not come beside it.
func TestSetupNewFightKeepsTheRosterFileBesideTheScenario(t *testing.T) {
	dir := setupDir(t)
	path := filepath.Join(dir, "yard.yaml")
	require.NoError(t, os.WriteFile(path, []byte("name: Yard\nmap:\n  rows: ['......', '......']\nfigures:\n  - {id: hugo, name: Hugo, side: party, at: [0, 0], traits: {agility: d6, spirit: d6, vigor: d6}}\n"), 0o644))
	f, err := OpenFile(path, 1)
	require.NoError(t, err)
	g := New(nil)
	g.SetScreenSize(1024, 768)
	g.SetFight(f)
	g.OpenSetupHere()
	s := g.Setup()
	require.NotNil(t, s)
	assert.Equal(t, [][2]string{{"cultist", "Cultist"}, {"mara", "Mara"}}, s.Roster())

	// Without the file the table's Hugo is the roster.
	require.NoError(t, os.Remove(filepath.Join(dir, "roster.yaml")))
	tapSetup(t, g, "Leave")
	g.OpenSetupHere()
	assert.Equal(t, [][2]string{{"hugo-2", "Hugo"}}, g.Setup().Roster())
}

// A stat block pasted into a long roster (the demo's eleven figures
// offered by a new fight) shows its figure at once: the roster's page
// starts with the figures the paste added, rather than leaving it on
// a later page the GM has not seen.
func TestSetupAPasteIntoALongRosterShowsWhatItAdded(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	t.Setenv("XDG_DATA_HOME", filepath.Join(dir, "data"))
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(dir, "config"))
	t.Setenv("HOME", dir)
	old := ReadClipboard
	t.Cleanup(func() { ReadClipboard = old })
	ReadClipboard = func(done func(string, error)) {
		done("Bog Ghoul\nAttributes: Agility d6, Smarts d4, Spirit d6, Strength d8, Vigor d8\nSkills: Fighting d6, Notice d6\nPace: 6; Parry: 5; Toughness: 6\n\n"+
			"Reed Witch\nAttributes: Agility d6, Smarts d8, Spirit d8, Strength d4, Vigor d6\nSkills: Fighting d4, Notice d8\nPace: 6; Parry: 4; Toughness: 5\n", nil)
	}
	g := demoGame(t, 1)
	g.SetScreenSize(1024, 768)
	g.OpenSetupHere()
	require.NotNil(t, g.Setup())
	require.Greater(t, len(g.Setup().Roster()), rosterPage+2, "a long roster, paged")
	tapSetup(t, g, "Paste stat")
	g.RunPending()
	for _, name := range []string{"Bog Ghoul", "Reed Witch"} {
		_, ok := g.SetupButton(name)
		assert.True(t, ok, "the pasted %s has a button on the page shown", name)
	}
}
