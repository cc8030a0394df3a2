package game

import (
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	"battlemat/board"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
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

// yardLabels are the setup's names on the yard at w x h, with named the
// figures always named.
func yardLabels(t *testing.T, w, h int, named ...string) (*Game, *Setup, []tokenPlace) {
	g := New(nil)
	g.SetScreenSize(w, h)
	s := yardSetup(t, g)
	opts := DrawOptions{GM: true, Setup: true}
	copy(opts.Named[:], named)
	return g, s, placeTokens(s.Board(), g.cam, opts.style(), nil)
}

// The setup's map says who plays a figure by its name, at 1024x768 as at
// 1920x1080: the GM sees the table's seats without opening each figure.
func TestSetupMapSaysWhoPlaysAFigure(t *testing.T) {
	for _, sz := range [][2]int{{1920, 1080}, {1024, 768}} {
		_, _, places := yardLabels(t, sz[0], sz[1])
		got := map[string]string{}
		for _, tp := range places {
			if tp.labelOK {
				got[tp.f.Name] = tp.name
			}
		}
		assert.Equal(t, "Hollis Crane · anna", got["Hollis Crane"], "%dx%d", sz[0], sz[1])
		assert.Equal(t, "Orla Vane · bob", got["Orla Vane"], "%dx%d", sz[0], sz[1])
		assert.Equal(t, "Mother Rust", got["Mother Rust"], "the GM's figure: no mark")
		for _, tp := range places {
			if tp.labelOK {
				assert.GreaterOrEqual(t, tp.labelSize, float64(setupLabelMin), "%s readable at %dx%d", tp.name, sz[0], sz[1])
			}
		}
	}
}

// In the yard's crowd by the low wall every name sits right under or over
// its own base (not beside a neighbour), off the wall's squares and off
// every other name; the figure pointed at is named whatever the crowd.
func TestSetupLabelsStayByTheirOwnBaseOffTheWall(t *testing.T) {
	for _, sz := range [][2]int{{1920, 1080}, {1024, 768}} {
		g, s, places := yardLabels(t, sz[0], sz[1])
		var boxes []rect
		for _, tp := range places {
			if !tp.labelOK {
				continue
			}
			cx, cy := g.cam.ToScreen(tp.f.Center())
			mid := (tp.label.x0 + tp.label.x1) / 2
			assert.InDelta(t, cx, mid, 1, "%s centred on its base at %dx%d", tp.name, sz[0], sz[1])
			assert.Less(t, math.Min(math.Abs(tp.label.y0-cy), math.Abs(tp.label.y1-cy)), g.cam.Scale, "%s next to its base", tp.name)
			assert.False(t, onCover(s.Board(), g.cam, tp.label), "%s off the low wall", tp.name)
			assert.False(t, overlapsAny(tp.label, boxes), "%s over another name", tp.name)
			boxes = append(boxes, tp.label)
		}
		_, _, places = yardLabels(t, sz[0], sz[1], "", "raider-2")
		found := false
		for _, tp := range places {
			if tp.f.ID == "raider-2" {
				found = true
				assert.True(t, tp.labelOK, "the raider pointed at is named")
			}
		}
		require.True(t, found, "raider-2 is on the map")
	}
}

// On a phone's strip of map (squares of a few pixels) names would be
// specks over each other: only the figure picked is named.
func TestSetupLabelsOnTinySquaresOnlyThePicked(t *testing.T) {
	_, _, places := yardLabels(t, 390, 844, "hollis")
	for _, tp := range places {
		assert.Equal(t, tp.f.ID == "hollis", tp.labelOK, tp.f.Name)
	}
}

// The projector's page before the deal at the table's screens: frames
// for a person to look at.
func TestTableSeatWaitingFrames(t *testing.T) {
	if os.Getenv("BATTLEMAT_PHONE_OUT") == "" {
		t.Skip("frames only with BATTLEMAT_PHONE_OUT")
	}
	memorySettings(t)
	for _, sz := range [][2]int{{1920, 1080}, {1024, 768}} {
		g, _, _ := demoTableSeat(t, sz[0], sz[1])
		setupShot(t, g, "table-waiting-"+itoa(sz[0])+"x"+itoa(sz[1]))
	}
}

// A hero ringed by raiders (one at each diagonal) has no room under it
// for "Hollis Crane · anna": the name shrinks to the player, still by
// its base.
func TestSetupLabelInACrowdShrinksToThePlayer(t *testing.T) {
	g := New(nil)
	g.SetScreenSize(1920, 1080)
	dir := t.TempDir()
	t.Setenv("HOME", dir)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "roster.yaml"), []byte(yardRoster), 0o644))
	s, err := NewSetup(filepath.Join(dir, "ring.yaml"), 12, 10)
	require.NoError(t, err)
	require.NoError(t, s.Place("hollis", sq(5, 5), 1, ""))
	for _, at := range []board.Square{sq(4, 4), sq(6, 4), sq(4, 6), sq(6, 6)} {
		require.NoError(t, s.Place("raider", at, 1, ""))
	}
	r, ok := s.FigureAt(sq(5, 5))
	require.True(t, ok)
	require.NoError(t, s.SetPlayer(r, "anna"))
	g.OpenSetupScreen(s)
	places := placeTokens(s.Board(), g.cam, DrawOptions{GM: true, Setup: true}.style(), nil)
	for _, tp := range places {
		if tp.f.ID == "hollis" {
			require.True(t, tp.labelOK)
			assert.Equal(t, "anna", tp.name)
		}
	}
}
