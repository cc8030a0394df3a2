package game

import (
	"image/color"
	"strings"
	"testing"

	"battlemat/assets"
	"battlemat/board"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// testBoard is a 10x8 map with a wall, a Wild Card hero at (2,1), an
// Extra at (6,5) and a Size 4 ogre (2x2 base) at (7,1).
func testBoard() *board.Board {
	const w, h = 10, 8
	cells := make([]board.Terrain, w*h)
	for i := range cells {
		cells[i] = board.Terrain{Symbol: '.'}
	}
	cells[3*w+4] = board.Terrain{Symbol: '#', Blocks: true, Material: "brick"}
	return &board.Board{
		Name: "Test", W: w, H: h, Cells: cells,
		Sides: map[string]board.Side{"heroes": {Name: "heroes", Color: "#2f6fdf"}},
		Figures: []*board.Figure{
			{Figure: &rules.Figure{ID: "buck", Name: "Buck Savage", Side: "heroes", WildCard: true, Pace: 6}, At: board.Square{X: 2, Y: 1}},
			{Figure: &rules.Figure{ID: "c1", Name: "Cultist", Side: "cultists", Pace: 6}, At: board.Square{X: 6, Y: 5}},
			{Figure: &rules.Figure{ID: "ogre", Name: "Ogre", Side: "cultists", Size: 4, Pace: 7}, At: board.Square{X: 7, Y: 1}},
		},
	}
}

// testScenario is testBoard as a scenario's text, for a fight on it.
const testScenario = `name: Test
map:
  rows:
    - ".........."
    - ".........."
    - ".........."
    - "....#....."
    - ".........."
    - ".........."
    - ".........."
    - ".........."
  legend:
    "#": {blocks: true, material: brick}
sides:
  heroes: {color: "#2f6fdf"}
  cultists: {}
figures:
  - {id: buck, name: Buck Savage, side: heroes, wildcard: true, pace: 6, at: [2, 1]}
  - {id: c1, name: Cultist, side: cultists, pace: 6, at: [6, 5]}
  - {id: ogre, name: Ogre, side: cultists, size: 4, pace: 7, at: [7, 1]}
`

// testFight is a fight on testScenario.
func testFight(t testing.TB) *Fight {
	t.Helper()
	f, err := NewFight("test.yaml", []byte(testScenario), 1)
	require.NoError(t, err)
	return f
}

// newTestGame is a game on a 1000x800 screen with a 50 px/inch camera
// whose map corner sits at (100, 50): square (x, y) spans screen
// [100+50x, 150+50x) x [50+50y, 100+50y).
func newTestGame(t *testing.T) *Game {
	t.Helper()
	g := New(testFight(t))
	g.SetScreenSize(1000, 800)
	g.SetCamera(Camera{Scale: 50, X: 100, Y: 50})
	return g
}

// screenOf is the centre of square (x, y) on newTestGame's screen.
func screenOf(x, y int) (float64, float64) {
	return 100 + 50*float64(x) + 25, 50 + 50*float64(y) + 25
}

// click presses and releases the left button at (x, y) over two ticks.
func click(g *Game, x, y float64) {
	g.Handle(Input{X: x, Y: y, Buttons: ButtonLeft})
	g.Handle(Input{X: x, Y: y})
}

func TestCameraRoundTrip(t *testing.T) {
	c := Camera{Scale: 37.5, X: -12, Y: 80}
	p := pt(3.25, 7.5)
	sx, sy := c.ToScreen(p)
	assert.InDelta(t, -12+3.25*37.5, sx, 1e-9)
	assert.InDelta(t, 80+7.5*37.5, sy, 1e-9)
	back := c.ToMap(sx, sy)
	assert.InDelta(t, p.X, back.X, 1e-9)
	assert.InDelta(t, p.Y, back.Y, 1e-9)
	x, y := c.SquareAt(sx, sy)
	assert.Equal(t, [2]int{3, 7}, [2]int{x, y})
	// Left of the map's corner is square -1, not 0.
	x, _ = c.SquareAt(-13, 100)
	assert.Equal(t, -1, x)
}

func TestZoomAboutKeepsThePointUnderTheCursor(t *testing.T) {
	tests := []struct {
		name           string
		factor, expect float64
	}{
		{"in", 2, 100},
		{"out", 0.5, 25},
		{"clamped high", 100, MaxScale},
		{"clamped low", 0.001, MinScale},
		{"ignored zero", 0, 50},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := Camera{Scale: 50, X: 100, Y: 50}
			before := c.ToMap(333, 222)
			c.ZoomAbout(333, 222, tt.factor)
			assert.InDelta(t, tt.expect, c.Scale, 1e-9)
			after := c.ToMap(333, 222)
			assert.InDelta(t, before.X, after.X, 1e-9)
			assert.InDelta(t, before.Y, after.Y, 1e-9)
		})
	}
}

func TestFitCentresTheMapWithItsMargin(t *testing.T) {
	// 10x8 map plus 0.8" margins is 11.6 x 9.6 inches; on 1000x800 the
	// height binds: 800/9.6 = 83.33 px per inch.
	c := Fit(10, 8, 1000, 800)
	assert.InDelta(t, 800/9.6, c.Scale, 1e-9)
	assert.InDelta(t, (1000-10*c.Scale)/2, c.X, 1e-9)
	assert.InDelta(t, (800-8*c.Scale)/2, c.Y, 1e-9)
	// The map's far corner is as far from the right edge as the origin
	// is from the left.
	rx, _ := c.ToScreen(pt(10, 8))
	assert.InDelta(t, c.X, 1000-rx, 1e-9)
}

func TestWheelZoomsAboutTheCursor(t *testing.T) {
	g := newTestGame(t)
	before := g.Camera().ToMap(420, 310)
	g.Handle(Input{X: 420, Y: 310, WheelY: 1})
	assert.InDelta(t, 50*1.15, g.Camera().Scale, 1e-9)
	after := g.Camera().ToMap(420, 310)
	assert.InDelta(t, before.X, after.X, 1e-9)
	assert.InDelta(t, before.Y, after.Y, 1e-9)

	g.Handle(Input{X: 420, Y: 310, WheelY: -2})
	assert.InDelta(t, 50*1.15/1.15/1.15, g.Camera().Scale, 1e-9)
}

func TestRightDragPans(t *testing.T) {
	g := newTestGame(t)
	g.Handle(Input{X: 100, Y: 100, Buttons: ButtonRight})
	assert.Equal(t, Camera{Scale: 50, X: 100, Y: 50}, g.Camera(), "the first tick of a drag only anchors it")
	g.Handle(Input{X: 130, Y: 90, Buttons: ButtonRight})
	assert.Equal(t, Camera{Scale: 50, X: 130, Y: 40}, g.Camera())
	g.Handle(Input{X: 140, Y: 95, Buttons: ButtonRight})
	assert.Equal(t, Camera{Scale: 50, X: 140, Y: 45}, g.Camera())
	// Released: moving the mouse no longer pans.
	g.Handle(Input{X: 200, Y: 200})
	g.Handle(Input{X: 260, Y: 260})
	assert.Equal(t, Camera{Scale: 50, X: 140, Y: 45}, g.Camera())
}

func TestSpaceDragPansWithoutSelecting(t *testing.T) {
	g := newTestGame(t)
	x, y := screenOf(2, 1) // Buck
	g.Handle(Input{X: x, Y: y, Keys: CmdPan.Key()})
	g.Handle(Input{X: x, Y: y, Keys: CmdPan.Key(), Buttons: ButtonLeft})
	g.Handle(Input{X: x + 50, Y: y, Keys: CmdPan.Key(), Buttons: ButtonLeft})
	assert.Nil(t, g.ctl.Selected())
	assert.InDelta(t, 150, g.Camera().X, 1e-9)
}

func TestClickSelects(t *testing.T) {
	ogreX, ogreY := screenOf(8, 2) // the ogre's bottom-right square
	tests := []struct {
		name   string
		x, y   float64
		before string
		want   string
	}{
		{"figure", 100 + 50*2 + 1, 50 + 50*1 + 1, "", "buck"},
		{"another square of a large base", ogreX, ogreY, "buck", "ogre"},
		{"empty square clears", 100 + 50*0 + 10, 50 + 50*0 + 10, "buck", ""},
		{"wall square clears", 100 + 50*4 + 10, 50 + 50*3 + 10, "c1", ""},
		{"off the map left changes nothing", 99, 60, "buck", "buck"},
		{"off the map below changes nothing", 300, 50 + 8*50 + 1, "c1", "c1"},
		{"off the map right changes nothing", 100 + 10*50, 60, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newTestGame(t)
			g.ctl.Select(tt.before)
			cam := g.Camera()
			click(g, tt.x, tt.y)
			assert.Equal(t, tt.want, g.Snapshot().Selected)
			assert.Equal(t, cam, g.Camera(), "a click does not move the camera")
		})
	}
}

func TestHoldingTheButtonDoesNotReselect(t *testing.T) {
	g := newTestGame(t)
	x, y := screenOf(2, 1)
	g.Handle(Input{X: x, Y: y, Buttons: ButtonLeft})
	x2, y2 := screenOf(6, 5)
	g.Handle(Input{X: x2, Y: y2, Buttons: ButtonLeft})
	assert.Equal(t, "buck", g.ctl.Selected().ID)
	sq, on := g.Hover()
	assert.True(t, on)
	assert.Equal(t, board.Square{X: 6, Y: 5}, sq)
}

func TestKeys(t *testing.T) {
	g := newTestGame(t)
	g.ctl.Select("buck")

	eff := g.Handle(Input{Keys: CmdFullscreen.Key()})
	assert.True(t, eff.ToggleFullscreen)
	eff = g.Handle(Input{Keys: CmdFullscreen.Key()})
	assert.False(t, eff.ToggleFullscreen, "held F11 toggles once")

	g.Handle(Input{Keys: CmdDeselect.Key()})
	assert.Nil(t, g.ctl.Selected())

	g.Handle(Input{Keys: CmdZoomIn.Key()})
	assert.InDelta(t, 50*1.25, g.Camera().Scale, 1e-9)
	// +/- zoom about the screen's centre.
	c := g.Camera().ToMap(500, 400)
	g.Handle(Input{})
	g.Handle(Input{Keys: CmdZoomOut.Key()})
	assert.InDelta(t, 50, g.Camera().Scale, 1e-9)
	c2 := g.Camera().ToMap(500, 400)
	assert.InDelta(t, c.X, c2.X, 1e-9)

	g.Handle(Input{Keys: CmdPanRight.Key()})
	assert.InDelta(t, g.Camera().X, -50+(500-c.X*50), 1e-6, "the right arrow shows one more square on the right")

	g.Handle(Input{Keys: CmdFit.Key()})
	assert.Equal(t, fitted(g, 10, 8), g.Camera())
}

// fitted is the camera that fits a w x h map into the layout's room for
// the map: the screen less the status bar and the legend (and panels).
func fitted(g *Game, w, h int) Camera {
	v := g.layout().mapView
	c := Fit(w, h, int(v.W), int(v.H))
	c.X += v.X
	c.Y += v.Y
	return c
}

func TestResizeRefitsUntilThePersonZooms(t *testing.T) {
	g := New(testFight(t))
	g.SetScreenSize(1000, 800)
	assert.Equal(t, fitted(g, 10, 8), g.Camera())
	g.SetScreenSize(500, 300)
	assert.Equal(t, fitted(g, 10, 8), g.Camera())

	g.Handle(Input{X: 10, Y: 10, WheelY: 1})
	zoomed := g.Camera()
	g.SetScreenSize(1200, 900)
	assert.Equal(t, zoomed, g.Camera())

	g.Fit()
	assert.Equal(t, fitted(g, 10, 8), g.Camera())
}

func TestSnapshotWindowPointsSelectTheirFigure(t *testing.T) {
	g := New(testFight(t))
	g.deviceScale = 2 // a high-DPI screen: 2 screen pixels per window pixel
	g.SetScreenSize(1600, 1200)
	s := g.Snapshot()
	require.Len(t, s.Figures, 3)
	assert.Equal(t, "Test", s.Scenario)
	assert.Equal(t, 10, s.Width)
	for _, f := range s.Figures {
		click(g, f.WindowX*2, f.WindowY*2)
		assert.Equal(t, f.ID, g.Snapshot().Selected)
	}
	assert.Equal(t, 2, s.Figures[2].Footprint)
	assert.Equal(t, board.Square{X: 7, Y: 1}, board.Square{X: s.Figures[2].X, Y: s.Figures[2].Y})
}

func TestNoBoardIsHarmless(t *testing.T) {
	g := New(nil)
	g.SetScreenSize(800, 600)
	click(g, 100, 100)
	g.Handle(Input{WheelY: 1})
	assert.Nil(t, g.ctl.Selected())
	assert.Empty(t, g.Snapshot().Figures)
	assert.Equal(t, "No scenario loaded", g.statusLine())
}

func TestSetFightClearsSelectionAndRefits(t *testing.T) {
	g := newTestGame(t)
	g.ctl.Select("buck")
	f, err := NewFight("wide.yaml", []byte("map:\n  rows:\n"+strings.Repeat("    - \"....................\"\n", 4)), 1)
	require.NoError(t, err)
	g.SetFight(f)
	assert.Nil(t, g.ctl.Selected())
	assert.Equal(t, fitted(g, 20, 4), g.Camera())
}

func TestPostRunsOnTheNextUpdate(t *testing.T) {
	g := newTestGame(t)
	g.Post(func(g *Game) { g.ctl.Select("c1") })
	assert.Nil(t, g.ctl.Selected())
	g.RunPending()
	assert.Equal(t, "c1", g.ctl.Selected().ID)
}

func TestSideColors(t *testing.T) {
	b := testBoard()
	b.Sides["monsters"] = board.Side{Color: "red"} // not #rrggbb: fallback
	b.Sides["villagers"] = board.Side{Color: "#0f0"}
	got := SideColors(b)
	assert.Equal(t, color.RGBA{0x2f, 0x6f, 0xdf, 0xff}, got["heroes"])
	assert.Equal(t, color.RGBA{0x00, 0xff, 0x00, 0xff}, got["villagers"])
	// Sides without a colour take the palette in name order: cultists
	// (only named by figures) then monsters.
	assert.Equal(t, fallbackPalette[0], got["cultists"])
	assert.Equal(t, fallbackPalette[1], got["monsters"])
}

func TestInitials(t *testing.T) {
	tests := []struct{ name, id, want string }{
		{"Buck Savage", "buck", "BS"},
		{"cultist 1", "c1", "C1"},
		{"Ogre", "ogre", "O"},
		{"Dr. Jane van Helsing", "jane", "DH"},
		{`Gina "Tommy" Russo`, "gina", "GR"},
		{"The Dweller in the Well", "dweller", "DW"},
		{"The", "the", "T"},
		{"", "zz9", "ZZ"},
		{"élodie", "e", "É"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, Initials(tt.name, tt.id), tt.name)
	}
}

func TestBadgesAndStateHash(t *testing.T) {
	assert.Empty(t, Badges(rules.State{}))
	assert.Equal(t, []string{"S", "D", "V", "St", "P"},
		Badges(rules.State{Shaken: true, Distracted: true, Vulnerable: true, Stunned: true, Prone: true}))

	b := testBoard()
	h0 := figuresHash(b)
	b.Figures[1].Shaken = true
	h1 := figuresHash(b)
	assert.NotEqual(t, h0, h1)
	b.Figures[1].Shaken = false
	assert.Equal(t, h0, figuresHash(b))
	b.Figures[0].At.X++
	assert.NotEqual(t, h0, figuresHash(b))
}

func TestFigureLine(t *testing.T) {
	f := testBoard().Figures[0]
	f.Wounds, f.Shaken = 1, true
	assert.Equal(t, "Buck Savage (heroes, Wild Card) at 2,1  -  Pace 6  -  Wounds 1/3  -  Shaken", FigureLine(f))
}

func TestHandleDoesNotAllocate(t *testing.T) {
	g := newTestGame(t)
	x := 0.0
	allocs := testing.AllocsPerRun(200, func() {
		x += 3
		g.Handle(Input{X: 100 + float64(int(x)%500), Y: 200, Buttons: ButtonRight, WheelY: 0.1})
	})
	assert.Zero(t, allocs, "a tick of input allocates nothing")
}

func BenchmarkHandle(b *testing.B) {
	g := New(testFight(b))
	g.SetScreenSize(1280, 800)
	for i := 0; b.Loop(); i++ {
		g.Handle(Input{X: float64(i % 1280), Y: float64(i % 800), Buttons: Buttons(i % 3)})
	}
}

// Tokens are told apart: no two figures of a board share a label; the
// demo's Doc Holloway and Deputy Hale (both DH by their initials) get
// more of their last names.
func TestTokenLabelsAreUniqueOnTheDemo(t *testing.T) {
	data, err := assets.Scenario("demo")
	require.NoError(t, err)
	b, err := board.Parse("demo.yaml", data)
	require.NoError(t, err)
	labels := TokenLabels(b.Figures)
	seen := map[string]string{}
	for _, f := range b.Figures {
		l := labels[f.ID]
		require.NotEmpty(t, l, f.ID)
		if other, ok := seen[l]; ok {
			t.Errorf("%s and %s are both %q", other, f.ID, l)
		}
		seen[l] = f.ID
	}
	byName := map[string]string{}
	for _, f := range b.Figures {
		byName[f.Name] = labels[f.ID]
	}
	assert.Equal(t, "DHo", byName["Doc Holloway"])
	assert.Equal(t, "DHa", byName["Deputy Hale"])
	assert.Equal(t, "BS", byName["Buck Savage"], "a unique one keeps its initials")

	// Names that say nothing more are numbered.
	same := []*board.Figure{{}, {}, {}}
	for i, f := range same {
		f.Figure = &rules.Figure{ID: string(rune('a' + i)), Name: "Ogre"}
	}
	got := TokenLabels(same)
	assert.ElementsMatch(t, []string{"O1", "O2", "O3"}, []string{got["a"], got["b"], got["c"]})
}
