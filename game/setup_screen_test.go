package game

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"battlemat/geom"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tapAt is a finger (or the mouse) down and up at (x, y).
func tapAt(g *Game, x, y float64) {
	g.Handle(Input{X: x, Y: y, Buttons: ButtonLeft})
	g.Handle(Input{X: x, Y: y})
}

func tapSetup(t *testing.T, g *Game, label string) {
	t.Helper()
	b, ok := g.SetupButton(label)
	require.True(t, ok, "no %q button", label)
	tapAt(g, b.X+b.W/2, b.Y+b.H/2)
}

// squareXY is the screen point at the middle of square (x, y).
func squareXY(g *Game, x, y int) (float64, float64) {
	return g.cam.ToScreen(geom.Point{X: float64(x) + 0.5, Y: float64(y) + 0.5})
}

func TestSetupScreenByTapsPaintsPlacesDragsSavesAndStarts(t *testing.T) {
	dir := setupDir(t)
	path := filepath.Join(dir, "yard.yaml")
	require.NoError(t, os.WriteFile(path, []byte("name: Yard\nroster: roster.yaml\nmap:\n  rows: ['..........', '..........', '..........', '..........', '..........', '..........']\nfigures:\n  - {use: mara, side: party, at: [0, 0]}\n"), 0o644))
	f, err := OpenFile(path, 1)
	require.NoError(t, err)
	g := New(nil)
	g.SetScreenSize(1024, 768)
	g.SetFight(f)

	b, ok := g.ButtonFor(CmdSetup)
	require.True(t, ok, "the Setup button shows before the first deal")
	tapAt(g, b.X+b.W/2, b.Y+b.H/2)
	s := g.Setup()
	require.NotNil(t, s, "the button opens the setup screen")
	assert.Equal(t, path, s.Path(), "on the scenario on the table")

	tapSetup(t, g, "Wall")
	x, y := squareXY(g, 5, 2)
	tapAt(g, x, y)
	assert.True(t, s.Board().At(sq(5, 2)).Blocks, "a tap paints a wall")

	tapSetup(t, g, "Cultist")
	tapSetup(t, g, "+")
	tapSetup(t, g, "+")
	x, y = squareXY(g, 8, 3)
	tapAt(g, x, y)
	require.Len(t, s.Board().Figures, 4, "three cultists placed with Mara")

	// A drag moves Mara from (0, 0) to (2, 4).
	tapSetup(t, g, "Pick/drag")
	x0, y0 := squareXY(g, 0, 0)
	x1, y1 := squareXY(g, 2, 4)
	g.Handle(Input{X: x0, Y: y0, Buttons: ButtonLeft})
	g.Handle(Input{X: (x0 + x1) / 2, Y: (y0 + y1) / 2, Buttons: ButtonLeft})
	g.Handle(Input{X: x1, Y: y1, Buttons: ButtonLeft})
	g.Handle(Input{X: x1, Y: y1})
	assert.Equal(t, sq(2, 4), s.Board().Figure("mara").At)

	tapSetup(t, g, "Undo")
	assert.Equal(t, sq(0, 0), s.Board().Figure("mara").At, "undo puts her back")
	tapSetup(t, g, "Redo")

	tapSetup(t, g, "Save")
	msg, bad := s.Message()
	require.False(t, bad, msg)
	tapSetup(t, g, "Start")
	assert.Nil(t, g.Setup(), "Start leaves the setup")
	require.NotNil(t, g.Board())
	assert.Len(t, g.Board().Figures, 4)
	assert.True(t, g.Board().At(sq(5, 2)).Blocks)
	assert.Equal(t, path, g.Controller().Fight().ScenarioPath, "the fight is the saved scenario played")
}

func TestSetupScreenLeaveReturnsToTheFight(t *testing.T) {
	dir := setupDir(t)
	g := New(nil)
	g.SetScreenSize(1024, 768)
	s, err := NewSetup(filepath.Join(dir, "x.yaml"), 8, 8)
	require.NoError(t, err)
	f, err := NewFight("a.yaml", []byte("map:\n  rows: ['....']\nfigures:\n  - {id: a, name: A, side: x, at: [0, 0], traits: {agility: d6, spirit: d6, vigor: d6}}\n"), 1)
	require.NoError(t, err)
	g.SetFight(f)
	g.OpenSetupScreen(s)
	tapSetup(t, g, "Leave")
	assert.Nil(t, g.Setup())
	assert.Same(t, f, g.Controller().Fight())
}

func TestSetupScreenTypedBlankMapSize(t *testing.T) {
	g := New(nil)
	g.SetScreenSize(1920, 1080)
	s, err := NewSetup(filepath.Join(t.TempDir(), "x.yaml"), 8, 8)
	require.NoError(t, err)
	g.OpenSetupScreen(s)
	tapSetup(t, g, "Blank map")
	g.Handle(Input{Keys: CmdErase.Key()})
	g.Handle(Input{})
	for range 4 {
		g.Handle(Input{Keys: CmdErase.Key()})
		g.Handle(Input{})
	}
	g.Handle(Input{Text: "30x12"})
	g.Handle(Input{Keys: CmdNext.Key()})
	g.Handle(Input{})
	assert.Equal(t, 30, s.Board().W)
	assert.Equal(t, 12, s.Board().H)
}

func TestSetupScreenDragsARosterFigureOntoASquare(t *testing.T) {
	dir := setupDir(t)
	g := New(nil)
	g.SetScreenSize(1024, 768)
	s, err := NewSetup(filepath.Join(dir, "x.yaml"), 10, 8)
	require.NoError(t, err)
	g.OpenSetupScreen(s)
	b, ok := g.SetupButton("Mara")
	require.True(t, ok)
	x, y := squareXY(g, 6, 5)
	g.Handle(Input{X: b.X + b.W/2, Y: b.Y + b.H/2, Buttons: ButtonLeft})
	g.Handle(Input{X: (b.X + x) / 2, Y: (b.Y + y) / 2, Buttons: ButtonLeft})
	g.Handle(Input{X: x, Y: y, Buttons: ButtonLeft})
	g.Handle(Input{X: x, Y: y})
	require.Len(t, s.Board().Figures, 1)
	assert.Equal(t, sq(6, 5), s.Board().Figures[0].At, "dropped where the finger lifted")

	// A tap on the button alone places nothing (it picks the figure).
	tapSetup(t, g, "Cultist")
	assert.Len(t, s.Board().Figures, 1)
}

// The custom obstacle's two stepping buttons say what they step: its
// material ("of wood") and its cover ("cover: medium"), in words, not the
// scenario's keys ("sheet_metal", "near_total").
func TestSetupScreenObstacleButtonsSayMaterialAndCover(t *testing.T) {
	dir := setupDir(t)
	path := filepath.Join(dir, "yard.yaml")
	require.NoError(t, os.WriteFile(path, []byte("name: Yard\nmap:\n  rows: ['....', '....']\nfigures: []\n"), 0o644))
	f, err := OpenFile(path, 1)
	require.NoError(t, err)
	g := New(nil)
	g.SetScreenSize(1024, 768)
	g.SetFight(f)
	b, ok := g.ButtonFor(CmdSetup)
	require.True(t, ok)
	tapAt(g, b.X+b.W/2, b.Y+b.H/2)
	require.NotNil(t, g.Setup())

	tapSetup(t, g, "of wood")
	tapSetup(t, g, "of brick")
	tapSetup(t, g, "of stone")
	_, ok = g.SetupButton("of sheet metal")
	assert.True(t, ok, "the fourth material, in words")
	tapSetup(t, g, "cover: medium")
	tapSetup(t, g, "cover: heavy")
	_, ok = g.SetupButton("cover: near total")
	assert.True(t, ok, "the fourth cover, in words")
}

// The setup screen's first line tells what to do first (not "Reopened
// x.yaml"), and Esc leaves it as Leave does: at once when nothing changed;
// with a change not saved it asks first (Esc again leaves, the change
// lost; Save keeps it).
func TestSetupScreenSaysWhatToDoFirstAndEscLeaves(t *testing.T) {
	dir := setupDir(t)
	f, err := NewFight("a.yaml", []byte("map:\n  rows: ['....']\nfigures:\n  - {id: a, name: A, side: x, at: [0, 0], traits: {agility: d6, spirit: d6, vigor: d6}}\n"), 1)
	require.NoError(t, err)
	open := func() *Game {
		g := New(nil)
		g.SetScreenSize(1024, 768)
		g.SetFight(f)
		s, err := NewSetup(filepath.Join(dir, "x.yaml"), 8, 8)
		require.NoError(t, err)
		g.OpenSetupScreen(s)
		return g
	}
	g := open()
	msg, bad := g.Setup().Message()
	assert.False(t, bad)
	assert.Regexp(t, `^Pick a tool below`, msg)
	assert.Contains(t, msg, "Esc leaves")
	g.Handle(Input{Keys: CmdDeselect.Key()})
	g.Handle(Input{})
	assert.Nil(t, g.Setup(), "nothing changed: Esc leaves at once")
	assert.Same(t, f, g.Controller().Fight())

	g = open()
	tapSetup(t, g, "Thin wall")
	sx, sy := squareXY(g, 2, 2)
	tapAt(g, sx, sy)
	sx, sy = squareXY(g, 4, 2)
	tapAt(g, sx, sy)
	require.True(t, g.Setup().CanUndo(), "a wall was drawn")
	g.Handle(Input{Keys: CmdDeselect.Key()})
	g.Handle(Input{})
	require.NotNil(t, g.Setup(), "a change not saved: Esc asks first")
	msg, _ = g.Setup().Message()
	assert.Contains(t, msg, "Esc again leaves")
	g.Handle(Input{Keys: CmdDeselect.Key()})
	g.Handle(Input{})
	assert.Nil(t, g.Setup(), "the second Esc leaves")
	assert.Same(t, f, g.Controller().Fight())
}

// An adventure's roster is longer than the panel: its figures come six
// a page, and the page button steps to the rest and back to the first,
// so the tenth figure is placed like the first.
func TestSetupScreenPagesALongRosterSoEveryFigureHasAButton(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_DATA_HOME", filepath.Join(dir, "data"))
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(dir, "config"))
	roster := "figures:\n"
	for i := 1; i <= 10; i++ {
		roster += fmt.Sprintf("  - {id: brute%d, name: Brute %d, traits: {fighting: d6}}\n", i, i)
	}
	require.NoError(t, os.WriteFile(filepath.Join(dir, "roster.yaml"), []byte(roster), 0o644))
	g := New(nil)
	g.SetScreenSize(1024, 768)
	s, err := NewSetup(filepath.Join(dir, "x.yaml"), 10, 8)
	require.NoError(t, err)
	g.OpenSetupScreen(s)

	_, ok := g.SetupButton("Brute 6")
	assert.True(t, ok, "the first page's last figure")
	_, ok = g.SetupButton("Brute 7")
	assert.False(t, ok, "the seventh is on the next page")
	tapSetup(t, g, "Figures 1-6 of 10: more")
	_, ok = g.SetupButton("Brute 1")
	assert.False(t, ok, "the first page is gone")
	tapSetup(t, g, "Brute 10")
	x, y := squareXY(g, 4, 4)
	tapAt(g, x, y)
	require.Len(t, s.Board().Figures, 1, "the tenth figure is placed")
	assert.Equal(t, "Brute 10", s.Board().Figures[0].Name)
	tapSetup(t, g, "Figures 7-10 of 10: more")
	_, ok = g.SetupButton("Brute 1")
	assert.True(t, ok, "back to the first page")
	b, _ := g.SetupButton("Place 1")
	last, _ := g.SetupButton("Leave")
	assert.Less(t, last.Y+last.H, 768.0, "the panel still fits at 1024x768 (Place at %v)", b.Y)
}

// On a Universal VTT map, whose squares are not painted, the setup opens
// with the Thin wall tool: the GM's first taps draw a wall, not a refusal.
func TestSetupScreenOnAUVTTMapStartsWithTheThinWall(t *testing.T) {
	dir := setupDir(t)
	data, err := os.ReadFile(filepath.Join("..", "assets", "scenarios", "cellar.dd2vtt"))
	require.NoError(t, err)
	mp := filepath.Join(dir, "cellar.dd2vtt")
	require.NoError(t, os.WriteFile(mp, data, 0o644))
	s, err := OpenSetup(mp)
	require.NoError(t, err)
	g := New(nil)
	g.SetScreenSize(1024, 768)
	g.OpenSetupScreen(s)
	b, ok := g.SetupButton("Thin wall")
	require.True(t, ok)
	assert.True(t, b.Active, "the Thin wall tool is on")
	walls := len(s.Board().Walls)
	x, y := g.cam.ToScreen(geom.Point{X: 2, Y: 10})
	tapAt(g, x, y)
	x, y = g.cam.ToScreen(geom.Point{X: 5, Y: 10})
	tapAt(g, x, y)
	msg, bad := s.Message()
	assert.False(t, bad, msg)
	assert.Len(t, s.Board().Walls, walls+1, "two taps drew a wall: %s", msg)
}

// A paste the person cancels (the browser's paste box) is no refusal:
// the line says nothing was pasted and the roster is as it was.
func TestSetupScreenACancelledPasteIsNoRefusal(t *testing.T) {
	dir := setupDir(t)
	old := ReadClipboard
	t.Cleanup(func() { ReadClipboard = old })
	ReadClipboard = func(done func(string, error)) { done("", ErrNothingPasted) }
	g := New(nil)
	g.SetScreenSize(1024, 768)
	s, err := NewSetup(filepath.Join(dir, "x.yaml"), 10, 8)
	require.NoError(t, err)
	g.OpenSetupScreen(s)
	n := len(s.Roster())
	tapSetup(t, g, "Paste stat")
	g.RunPending() // the answer is posted, as from the clipboard's goroutine
	msg, bad := s.Message()
	assert.Equal(t, "Nothing pasted", msg)
	assert.False(t, bad, "not in the refusal's red")
	assert.Len(t, s.Roster(), n)
}

// A Wild Card is one person: after five cultists are placed, picking
// Mara places one Mara, not five (Mara 1 to Mara 5); + makes more.
func TestSetupScreenPickingAWildCardPlacesOne(t *testing.T) {
	dir := setupDir(t)
	g := New(nil)
	g.SetScreenSize(1024, 768)
	s, err := NewSetup(filepath.Join(dir, "x.yaml"), 10, 8)
	require.NoError(t, err)
	g.OpenSetupScreen(s)
	tapSetup(t, g, "Cultist")
	for range 4 {
		tapSetup(t, g, "+")
	}
	x, y := squareXY(g, 2, 2)
	tapAt(g, x, y)
	require.Len(t, s.Board().Figures, 5)
	tapSetup(t, g, "Mara")
	_, ok := g.SetupButton("Place 1")
	assert.True(t, ok, "the count is back to 1")
	x, y = squareXY(g, 7, 6)
	tapAt(g, x, y)
	assert.Len(t, s.Board().Figures, 6, "one Mara")
}

// pickFigureAt picks the placed figure on square (x, y) with Pick/drag.
func pickFigureAt(t *testing.T, g *Game, x, y int) {
	t.Helper()
	tapSetup(t, g, "Pick/drag")
	sx, sy := squareXY(g, x, y)
	tapAt(g, sx, sy)
}

// The table's players are offered by name once one is given: a second
// hero's Player is one tap, not the name typed again; the GM's button
// takes the figure back, and a new name is still typed.
func TestSetupScreenPlayerOffersTheNamesAlreadyGiven(t *testing.T) {
	dir := setupDir(t)
	g := New(nil)
	g.SetScreenSize(1024, 768)
	s, err := NewSetup(filepath.Join(dir, "x.yaml"), 10, 8)
	require.NoError(t, err)
	g.OpenSetupScreen(s)
	tapSetup(t, g, "Cultist")
	tapSetup(t, g, "+")
	x, y := squareXY(g, 2, 2)
	tapAt(g, x, y)
	require.Len(t, s.Board().Figures, 2)
	a, b := s.Board().Figures[0], s.Board().Figures[1]

	pickFigureAt(t, g, a.At.X, a.At.Y)
	tapSetup(t, g, "Player")
	g.Handle(Input{Text: "anna"})
	g.Handle(Input{Keys: CmdNext.Key()})
	g.Handle(Input{})
	require.Equal(t, "anna", s.Board().Figures[0].Player, "a new name is typed")

	pickFigureAt(t, g, b.At.X, b.At.Y)
	tapSetup(t, g, "Player")
	tapSetup(t, g, "anna")
	assert.Equal(t, "anna", s.Board().Figures[1].Player, "a name given is one tap")
	_, open := g.SetupButton("anna")
	assert.False(t, open, "the tap closes the question")

	tapSetup(t, g, "Player")
	tapSetup(t, g, "the GM")
	assert.Equal(t, "", s.Board().Figures[1].Player, "the GM's button takes it back")
}

// The roster's players are offered too, before any figure has one.
func TestSetupScreenPlayerOffersTheRostersPlayers(t *testing.T) {
	dir := setupDir(t)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "roster.yaml"), []byte(setupRoster+"    player: bob\n"), 0o644))
	g := New(nil)
	g.SetScreenSize(1024, 768)
	s, err := NewSetup(filepath.Join(dir, "x.yaml"), 10, 8)
	require.NoError(t, err)
	g.OpenSetupScreen(s)
	tapSetup(t, g, "Cultist")
	x, y := squareXY(g, 2, 2)
	tapAt(g, x, y)
	pickFigureAt(t, g, 2, 2)
	tapSetup(t, g, "Player")
	tapSetup(t, g, "bob")
	assert.Equal(t, "bob", s.Board().Figures[0].Player)
}

// On a tablet the page asks for a new name (no keyboard): the names
// given stay buttons, and New name opens the page's question.
func TestSetupScreenPlayerNewNameAsksThePage(t *testing.T) {
	dir := setupDir(t)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "roster.yaml"), []byte(setupRoster+"    player: bob\n"), 0o644))
	asked := ""
	AskText = func(prompt, def string, done func(string)) { asked = prompt; done("cleo") }
	t.Cleanup(func() { AskText = nil })
	g := New(nil)
	g.SetScreenSize(1024, 768)
	s, err := NewSetup(filepath.Join(dir, "x.yaml"), 10, 8)
	require.NoError(t, err)
	g.OpenSetupScreen(s)
	tapSetup(t, g, "Cultist")
	x, y := squareXY(g, 2, 2)
	tapAt(g, x, y)
	pickFigureAt(t, g, 2, 2)
	tapSetup(t, g, "Player")
	assert.Empty(t, asked, "the names are offered first")
	tapSetup(t, g, "New name")
	assert.Contains(t, asked, "Who plays Cultist?")
	assert.Equal(t, "cleo", s.Board().Figures[0].Player)
}
