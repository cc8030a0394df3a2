package game

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"
)

// A game night's yard (the heroes, three raiders by a low wall and their
// boss), for the setup's frames and its crowded labels.
const yardRoster = `figures:
  - {id: hollis, name: Hollis Crane, wildcard: true, side: party, traits: {agility: d8, spirit: d6, vigor: d8}}
  - {id: orla, name: Orla Vane, wildcard: true, side: party, traits: {agility: d6, spirit: d10, vigor: d6}}
  - {id: raider, name: Scrap Raider, side: foes, traits: {agility: d6, spirit: d6, vigor: d6}}
  - {id: rust, name: Mother Rust, wildcard: true, side: foes, traits: {agility: d8, spirit: d8, vigor: d8}}
`

// yardSetup is the yard on a 20x12 map as the night's GM set it up.
func yardSetup(t *testing.T, g *Game) *Setup {
	t.Helper()
	dir := t.TempDir()
	t.Setenv("HOME", dir)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "roster.yaml"), []byte(yardRoster), 0o644))
	s, err := NewSetup(filepath.Join(dir, "scrapyard.yaml"), 20, 12)
	require.NoError(t, err)
	for y := 3; y <= 7; y++ {
		require.NoError(t, s.Paint(sq(12, y), Brushes[4], y > 3))
	}
	for x := 6; x <= 8; x++ {
		require.NoError(t, s.Paint(sq(x, 9), Brushes[1], x > 6))
	}
	require.NoError(t, s.Place("hollis", sq(3, 5), 1, ""))
	require.NoError(t, s.Place("orla", sq(2, 7), 1, ""))
	require.NoError(t, s.Place("raider", sq(14, 4), 3, ""))
	require.NoError(t, s.Place("rust", sq(17, 6), 1, ""))
	for i, p := range []string{"anna", "bob"} {
		r, ok := s.FigureAt(s.Board().Figures[i].At)
		require.True(t, ok)
		require.NoError(t, s.SetPlayer(r, p))
	}
	g.OpenSetupScreen(s)
	return s
}

// setupShot draws g's frame into BATTLEMAT_PHONE_OUT (when set).
func setupShot(t *testing.T, g *Game, name string) {
	dir := os.Getenv("BATTLEMAT_PHONE_OUT")
	if dir == "" {
		return
	}
	var err error
	onScreen(func() {
		img := ebiten.NewImage(g.screenW, g.screenH)
		g.painted = false
		g.Draw(img)
		var f *os.File
		if f, err = os.Create(filepath.Join(dir, name+".png")); err == nil {
			err = png.Encode(f, img)
			f.Close()
		}
	})
	require.NoError(t, err)
}

// The yard's setup at the three screens, the Player question open on
// Orla Vane: frames for a person to look at.
func TestSetupScreenYardFrames(t *testing.T) {
	if os.Getenv("BATTLEMAT_PHONE_OUT") == "" {
		t.Skip("frames only with BATTLEMAT_PHONE_OUT")
	}
	for _, sz := range [][2]int{{1920, 1080}, {1024, 768}, {390, 844}} {
		g := New(nil)
		g.SetScreenSize(sz[0], sz[1])
		yardSetup(t, g)
		name := "setup-yard-" + itoa(sz[0]) + "x" + itoa(sz[1])
		setupShot(t, g, name)
		pickFigureAt(t, g, 2, 7)
		tapSetup(t, g, "Player")
		setupShot(t, g, name+"-player")
	}
}
