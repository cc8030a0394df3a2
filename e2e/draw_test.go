package e2e

import (
	"image"
	"image/color"
	"path/filepath"
	"testing"

	"battlemat/board"
	"battlemat/game"
	"battlemat/geom"
	"battlemat/rules"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// statusBoard is a 12x7 map with every kind of terrain and figures in
// every status, dim light.
func statusBoard() *board.Board {
	rows := []string{
		"............",
		"..#....=....",
		"..#....=....",
		"..#....=..T.",
		"......~~~...",
		"......~~~...",
		"............",
	}
	legend := map[rune]board.Terrain{
		'.': {Symbol: '.'},
		'#': {Symbol: '#', Blocks: true, Material: "brick"},
		'~': {Symbol: '~', Difficult: true},
		'T': {Symbol: 'T', Blocks: true, Material: "tree"},
		'=': {Symbol: '=', Difficult: true, Cover: rules.MediumCover, Material: "wood"},
	}
	b := &board.Board{Name: "Statuses", W: len(rows[0]), H: len(rows), Light: rules.Dim,
		Sides: map[string]board.Side{"heroes": {Name: "heroes", Color: "#2f6fdf"}, "cult": {Name: "cult", Color: "#d03a2f"}}}
	for _, r := range rows {
		for _, c := range r {
			b.Cells = append(b.Cells, legend[c])
		}
	}
	fig := func(id, name, side string, wc bool, x, y int, st rules.State) *board.Figure {
		return &board.Figure{Figure: &rules.Figure{ID: id, Name: name, Side: side, WildCard: wc, Pace: 6, State: st}, At: board.Square{X: x, Y: y}}
	}
	b.Figures = []*board.Figure{
		fig("plain", "Plain Extra", "heroes", false, 0, 0, rules.State{}),
		fig("hero", "Wild Card Hero", "heroes", true, 4, 1, rules.State{Wounds: 2, Shaken: true}),
		fig("dazed", "Dazed Guard", "cult", false, 4, 4, rules.State{Distracted: true, Vulnerable: true, Prone: true}),
		fig("stun", "Stunned Boss", "cult", true, 9, 1, rules.State{Stunned: true, Distracted: true, Vulnerable: true, Prone: true, Wounds: 1}),
		fig("down", "Down Cultist", "cult", false, 1, 5, rules.State{Incapacitated: true, Wounds: 1}),
		fig("noside", "Stray", "nobody", false, 11, 6, rules.State{}),
	}
	big := fig("ogre", "Big Ogre", "cult", false, 9, 4, rules.State{Shaken: true})
	big.Size = 4
	b.Figures = append(b.Figures, big)
	return b
}

// statusScenario is statusBoard's map and figures as a scenario's text
// (the states a scenario cannot set left out), for a fight on it.
const statusScenario = `name: Statuses
light: dim
map:
  rows:
    - "............"
    - "..#....=...."
    - "..#....=...."
    - "..#....=..T."
    - "......~~~..."
    - "......~~~..."
    - "............"
  legend:
    "=": {difficult: true, cover: medium, material: wood}
sides:
  heroes: {color: "#2f6fdf"}
  cult: {color: "#d03a2f"}
  nobody: {}
figures:
  - {id: plain, name: Plain Extra, side: heroes, at: [0, 0]}
  - {id: hero, name: Wild Card Hero, side: heroes, wildcard: true, wounds: 2, at: [4, 1]}
  - {id: dazed, name: Dazed Guard, side: cult, at: [4, 4]}
  - {id: stun, name: Stunned Boss, side: cult, wildcard: true, wounds: 1, at: [9, 1]}
  - {id: down, name: Down Cultist, side: cult, at: [1, 5]}
  - {id: noside, name: Stray, side: nobody, at: [11, 6]}
  - {id: ogre, name: Big Ogre, side: cult, size: 4, at: [9, 4]}
`

// statusFight is a fight on statusScenario.
func statusFight(tb testing.TB) *game.Fight {
	tb.Helper()
	f, err := game.NewFight("statuses.yaml", []byte(statusScenario), 1)
	require.NoError(tb, err)
	return f
}

// at reads the pixel at map point (x, y) inches of an image drawn with
// camera cam.
func at(img *image.RGBA, cam game.Camera, x, y float64) color.RGBA {
	sx, sy := cam.ToScreen(pointOf(x, y))
	return img.RGBAAt(int(sx), int(sy))
}

func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) bool { v := int(x) - int(y); return v >= -tol && v <= tol }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B)
}

func TestRenderImageDrawsTerrainAndTokens(t *testing.T) {
	need(t, haveGL, "no display (DISPLAY unset): run under xvfb-run")
	b := statusBoard()
	b.Light = rules.Bright
	const ppi = 60
	img, err := game.RenderImage(b, ppi)
	require.NoError(t, err)
	w, h := game.PrintSize(b, ppi)
	assert.Equal(t, image.Rect(0, 0, w, h), img.Bounds())
	savePNG(t, filepath.Join(outDir(t), "render-bright.png"), img)

	cam := game.Camera{Scale: ppi, X: game.Margin * ppi, Y: game.Margin * ppi}
	paper := at(img, cam, 0.2, 2.8)
	wall := at(img, cam, 2.5, 2.5)
	white := color.RGBA{0xff, 0xff, 0xff, 0xff}
	assert.Equal(t, white, img.RGBAAt(2, 2), "the handout's surround is white")
	assert.True(t, near(paper, color.RGBA{0xef, 0xe8, 0xd6, 0xff}, 4), "open ground is paper: %v", paper)
	assert.True(t, near(wall, color.RGBA{0x6e, 0x3a, 0x2e, 0xff}, 4), "a brick wall is solid brick red: %v", wall)
	// The plain Extra's body (left of its initials) is the side's blue.
	body := at(img, cam, 0.5-0.3, 0.5)
	assert.True(t, near(body, color.RGBA{0x2f, 0x6f, 0xdf, 0xff}, 6), "a heroes token is blue: %v", body)
	// The tree's canopy is green, the difficult ground is not paper.
	canopy := at(img, cam, 10.65, 3.6)
	assert.Greater(t, int(canopy.G), int(canopy.R)+30, "canopy is green: %v", canopy)
}

func TestRenderImageDimLightDarkensTheMapNotTheTokens(t *testing.T) {
	need(t, haveGL, "no display (DISPLAY unset): run under xvfb-run")
	const ppi = 60
	cam := game.Camera{Scale: ppi, X: game.Margin * ppi, Y: game.Margin * ppi}
	b := statusBoard()
	b.Light = rules.Bright
	bright, err := game.RenderImage(b, ppi)
	require.NoError(t, err)
	b.Light = rules.Dim
	dim, err := game.RenderImage(b, ppi)
	require.NoError(t, err)
	savePNG(t, filepath.Join(outDir(t), "render-dim.png"), dim)

	pb, pd := at(bright, cam, 0.2, 2.8), at(dim, cam, 0.2, 2.8)
	assert.Less(t, int(pd.R)+int(pd.G)+int(pd.B), int(pb.R)+int(pb.G)+int(pb.B)-60, "dim light shades open ground: %v -> %v", pb, pd)
	tb, td := at(bright, cam, 0.2, 0.5), at(dim, cam, 0.2, 0.5)
	assert.Equal(t, tb, td, "tokens are drawn over the shade, unchanged")
}

func TestRenderImageRefusesHugePictures(t *testing.T) {
	need(t, haveGL, "no display (DISPLAY unset): run under xvfb-run")
	_, err := game.RenderImage(statusBoard(), 700) // 13.6" x 700 px is over 8192
	require.Error(t, err)
	assert.Contains(t, err.Error(), "lower --px-per-inch")
}

func TestGameDrawRingsTheSelectedFigure(t *testing.T) {
	need(t, haveGL, "no display (DISPLAY unset): run under xvfb-run")
	g := game.New(statusFight(t))
	g.SetScreenSize(960, 600)
	screen := ebiten.NewImage(960, 600)
	defer screen.Deallocate()
	read := func() *image.RGBA {
		img := image.NewRGBA(image.Rect(0, 0, 960, 600))
		// Not cleared: as in the window, the screen keeps the last frame
		// and Draw paints only when something changed.
		g.Draw(screen)
		screen.ReadPixels(img.Pix)
		return img
	}
	cam := g.Camera()
	// Just above the plain Extra's base, between the token's rim and the
	// selection ring's outer edge.
	before := at(read(), cam, 0.5, 0.5-0.5)
	g.Select("plain")
	after := read()
	ring := at(after, cam, 0.5, 0.5-0.5)
	cyan := color.RGBA{0x00, 0xe5, 0xff, 0xff}
	assert.False(t, near(before, cyan, 30), "no ring before selecting: %v", before)
	assert.True(t, near(ring, cyan, 30), "cyan ring once selected: %v", ring)
	savePNG(t, filepath.Join(outDir(t), "draw-selected.png"), after)

	// Drawing twice without a change gives the same picture (the cache
	// is not stale or half-drawn).
	again := read()
	assert.Equal(t, after.Pix, again.Pix)
}

func pointOf(x, y float64) geom.Point { return geom.Point{X: x, Y: y} }

// drawSetup is the demo-sized status board in a game on a 1280x800
// screen, drawn once.
func drawSetup(tb testing.TB) (*game.Game, *ebiten.Image) {
	g := game.New(statusFight(tb))
	g.SetScreenSize(1280, 800)
	screen := ebiten.NewImage(1280, 800)
	g.Draw(screen)
	return g, screen
}

func TestIdleAndPanningDrawDoNotRepaint(t *testing.T) {
	need(t, haveGL, "no display (DISPLAY unset): run under xvfb-run")
	g, screen := drawSetup(t)
	defer screen.Deallocate()
	// Inside one test tick ebiten's command queue grows with every copy
	// drawn (a few allocations per Draw, amortised); a repaint costs
	// thousands. In the real loop an idle frame allocates about once
	// (battlemat play --profile-frames: median 1).
	idle := testing.AllocsPerRun(100, func() { g.Draw(screen) })
	assert.Less(t, idle, 20.0, "an unchanged table is one cached copy")

	// Panning only moves the cached map.
	pan := testing.AllocsPerRun(100, func() {
		c := g.Camera()
		c.X++
		g.SetCamera(c)
		g.Draw(screen)
	})
	zoom := testing.AllocsPerRun(20, func() {
		c := g.Camera()
		c.ZoomAbout(640, 400, 1.01)
		g.SetCamera(c)
		g.Draw(screen)
	})
	assert.Less(t, pan, 20.0, "a pan repaints nothing")
	assert.Greater(t, zoom, 20*max(idle, pan, 1), "a zoom does repaint (or this test measures nothing)")
}

// BenchmarkDrawIdle is a frame with nothing changed (the CPU side: ebiten
// runs the GPU work later).
func BenchmarkDrawIdle(b *testing.B) {
	if !haveGL {
		b.Skip("no display")
	}
	g, screen := drawSetup(b)
	for b.Loop() {
		g.Draw(screen)
	}
}

// BenchmarkDrawRepaint is a frame after a zoom step: the whole map is
// painted again.
func BenchmarkDrawRepaint(b *testing.B) {
	if !haveGL {
		b.Skip("no display")
	}
	g, screen := drawSetup(b)
	for i := 0; b.Loop(); i++ {
		c := g.Camera()
		f := 1.01
		if i%20 >= 10 {
			f = 1 / 1.01
		}
		c.ZoomAbout(640, 400, f)
		g.SetCamera(c)
		g.Draw(screen)
	}
}
