package game

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"battlemat/board"
	"battlemat/geom"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// An invented roster: a cultist Extra and a Wild Card priestess.
const setupRoster = `figures:
  - id: cultist
    name: Cultist
    side: cult
    traits: {agility: d6, spirit: d6, vigor: d6, fighting: d6}
    weapons:
      - {name: Knife, damage: str+d4}
  - id: mara
    name: Mara
    wildcard: true
    traits: {agility: d8, spirit: d8, vigor: d6, fighting: d8}
`

func setupDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	t.Setenv("XDG_DATA_HOME", filepath.Join(dir, "data"))
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(dir, "config"))
	t.Setenv("HOME", dir)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "roster.yaml"), []byte(setupRoster), 0o644))
	return dir
}

func sq(x, y int) board.Square { return board.Square{X: x, Y: y} }

func TestSetupBlankMapIsOpenGroundOfTheSizeAsked(t *testing.T) {
	s, err := NewSetup(filepath.Join(t.TempDir(), "fight.yaml"), 12, 8)
	require.NoError(t, err)
	b := s.Board()
	require.NotNil(t, b)
	assert.Equal(t, 12, b.W)
	assert.Equal(t, 8, b.H)
	assert.False(t, b.At(sq(3, 3)).Blocks)
	assert.Error(t, s.OpenBlank(0, 5), "a map of no squares is refused")
	assert.Equal(t, 12, s.Board().W, "a refused size changes nothing")
}

func TestSetupPaintsAWallThatBlocks(t *testing.T) {
	s, err := NewSetup(filepath.Join(t.TempDir(), "fight.yaml"), 10, 10)
	require.NoError(t, err)
	require.NoError(t, s.Paint(sq(4, 5), Brushes[1], false))
	assert.True(t, s.Board().At(sq(4, 5)).Blocks, "the wall brush is the legend's # (brick)")
	assert.Equal(t, "brick", s.Board().At(sq(4, 5)).Material)
	require.NoError(t, s.Paint(sq(5, 5), Brushes[5], false))
	assert.True(t, s.Board().At(sq(5, 5)).Difficult, "difficult ground costs 2\" an inch")
	assert.False(t, s.Board().At(sq(5, 5)).Blocks)
}

func TestSetupCustomObstacleHasItsMaterialAndCover(t *testing.T) {
	s, err := NewSetup(filepath.Join(t.TempDir(), "fight.yaml"), 10, 10)
	require.NoError(t, err)
	br, err := s.ObstacleBrush("stone", "heavy")
	require.NoError(t, err)
	require.NoError(t, s.Paint(sq(2, 2), br, false))
	tr := s.Board().At(sq(2, 2))
	assert.Equal(t, "stone", tr.Material)
	assert.Equal(t, 10, tr.Armor, "stone is +10 as an obstacle")
	assert.Equal(t, "heavy", tr.Cover.String())
	again, err := s.ObstacleBrush("stone", "heavy")
	require.NoError(t, err)
	assert.Equal(t, br.Sym, again.Sym, "the same obstacle keeps its legend symbol")
	_, err = s.ObstacleBrush("cheese", "heavy")
	assert.Error(t, err)
}

func TestSetupPaintStrokeIsOneUndoStep(t *testing.T) {
	s, err := NewSetup(filepath.Join(t.TempDir(), "fight.yaml"), 10, 10)
	require.NoError(t, err)
	for x := 1; x <= 4; x++ {
		require.NoError(t, s.Paint(sq(x, 1), Brushes[1], x > 1))
	}
	require.NoError(t, s.Undo())
	for x := 1; x <= 4; x++ {
		assert.False(t, s.Board().At(sq(x, 1)).Blocks, "undo takes the whole stroke back")
	}
	require.NoError(t, s.Redo())
	assert.True(t, s.Board().At(sq(4, 1)).Blocks, "redo paints it again")
	assert.Error(t, s.Redo(), "nothing left to redo")
}

func TestSetupPlacesThreeCultistsFromTheRoster(t *testing.T) {
	dir := setupDir(t)
	s, err := NewSetup(filepath.Join(dir, "cellar.yaml"), 10, 10)
	require.NoError(t, err)
	require.NoError(t, s.OpenBlank(10, 10))
	assert.Equal(t, [][2]string{{"cultist", "Cultist"}, {"mara", "Mara"}}, s.Roster())
	require.NoError(t, s.Place("cultist", sq(5, 5), 3, ""))
	b := s.Board()
	require.Len(t, b.Figures, 3)
	assert.Equal(t, "cultist-1", b.Figures[0].ID)
	assert.Equal(t, "Cultist 3", b.Figures[2].Name)
	assert.Equal(t, "cult", b.Figures[0].Side, "the roster's side")
	assert.Equal(t, sq(5, 5), b.Figures[0].At)
	for _, f := range b.Figures[1:] {
		d := max(abs(f.At.X-5), abs(f.At.Y-5))
		assert.Equal(t, 1, d, "the others stand next to the first")
	}
}

func TestSetupRefusesAFigureOnAWall(t *testing.T) {
	dir := setupDir(t)
	s, err := NewSetup(filepath.Join(dir, "cellar.yaml"), 10, 10)
	require.NoError(t, err)
	require.NoError(t, s.OpenBlank(10, 10))
	require.NoError(t, s.Place("mara", sq(2, 2), 1, "party"))
	require.NoError(t, s.Paint(sq(6, 6), Brushes[1], false))
	r, ok := s.FigureAt(sq(2, 2))
	require.True(t, ok)
	assert.Error(t, s.Move(r, sq(6, 6)), "no figure stands in a wall")
	msg, bad := s.Message()
	assert.True(t, bad)
	assert.Contains(t, msg, "Move")
	assert.Equal(t, sq(2, 2), s.Board().Figures[0].At, "the refused move changes nothing")
}

func TestSetupSetsSideWildCardHiddenAndPlayer(t *testing.T) {
	dir := setupDir(t)
	s, err := NewSetup(filepath.Join(dir, "cellar.yaml"), 10, 10)
	require.NoError(t, err)
	require.NoError(t, s.OpenBlank(10, 10))
	require.NoError(t, s.Place("cultist", sq(1, 1), 1, "foes"))
	require.NoError(t, s.Place("mara", sq(3, 3), 1, "party"))
	r, ok := s.FigureAt(sq(1, 1))
	require.True(t, ok)
	m, ok := s.FigureAt(sq(3, 3))
	require.True(t, ok)
	require.NoError(t, s.ToggleWildCard(r))
	require.NoError(t, s.ToggleHidden(r))
	require.NoError(t, s.NextSide(r))
	require.NoError(t, s.SetPlayer(m, "ana"))
	assert.Error(t, s.SetPlayer(r, "ben"), "a player's figure cannot be hidden from the players")
	f := s.Board().Figures[0]
	assert.True(t, f.WildCard)
	assert.True(t, f.Hidden)
	assert.Empty(t, f.Player)
	assert.NotEqual(t, "foes", f.Side)
	assert.Equal(t, "ana", s.Board().Figures[1].Player)
	require.NoError(t, s.Remove(r))
	assert.Len(t, s.Board().Figures, 1)
}

func TestSetupThinWallsDoorsAndWindowsLoad(t *testing.T) {
	s, err := NewSetup(filepath.Join(t.TempDir(), "fight.yaml"), 10, 10)
	require.NoError(t, err)
	require.NoError(t, s.Segment(SegWall, geom.Point{X: 0, Y: 5}, geom.Point{X: 4, Y: 5}))
	require.NoError(t, s.Segment(SegDoor, geom.Point{X: 4, Y: 5}, geom.Point{X: 5, Y: 5}))
	require.NoError(t, s.Segment(SegWindow, geom.Point{X: 5, Y: 5}, geom.Point{X: 7, Y: 5}))
	assert.Len(t, s.Board().Walls, 3)
	require.NoError(t, s.RemoveSegment(geom.Point{X: 4.5, Y: 5.1}))
	assert.Len(t, s.Board().Walls, 2, "the door nearest the tap is gone")
	assert.Error(t, s.RemoveSegment(geom.Point{X: 9, Y: 9}))
}

func TestSetupSavedScenarioLoadsAsThePreview(t *testing.T) {
	dir := setupDir(t)
	path := filepath.Join(dir, "cellar.yaml")
	s, err := NewSetup(path, 10, 8)
	require.NoError(t, err)
	require.NoError(t, s.OpenBlank(10, 8))
	require.NoError(t, s.Paint(sq(3, 3), Brushes[1], false))
	require.NoError(t, s.Place("cultist", sq(6, 4), 3, ""))
	require.NoError(t, s.Place("mara", sq(1, 1), 1, "party"))
	require.NoError(t, s.Segment(SegWall, geom.Point{X: 0, Y: 6}, geom.Point{X: 5, Y: 6}))
	got, err := s.Save()
	require.NoError(t, err)
	assert.Equal(t, path, got)

	text, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Contains(t, string(text), "use: cultist", "the saved scenario takes the cultists from the roster")
	loaded, err := board.Parse(path, text)
	require.NoError(t, err)
	want := s.Board()
	assert.Equal(t, want.W, loaded.W)
	assert.Equal(t, want.Cells, loaded.Cells)
	assert.Len(t, loaded.Walls, 1)
	require.Len(t, loaded.Figures, 4)
	for i, f := range want.Figures {
		assert.Equal(t, f.ID, loaded.Figures[i].ID)
		assert.Equal(t, f.At, loaded.Figures[i].At)
		assert.Equal(t, f.Side, loaded.Figures[i].Side)
	}
	ents, err := os.ReadDir(dir)
	require.NoError(t, err)
	for _, e := range ents {
		assert.NotContains(t, e.Name(), ".tmp", "the temporary file was renamed away")
	}

	// Reopened, it is the same scenario, and plays.
	again, err := OpenSetup(path)
	require.NoError(t, err)
	assert.Len(t, again.Board().Figures, 4)
	ft, err := again.Fight(1)
	require.NoError(t, err)
	assert.Len(t, ft.Battle().Fight.Start(), 4)
}

func TestSetupPastedStatBlockJoinsTheRoster(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "dock.yaml")
	s, err := NewSetup(path, 10, 10)
	require.NoError(t, err)
	require.NoError(t, s.PasteStatBlock("Dock Tough\nAttributes: Agility d6, Smarts d4, Spirit d6, Strength d8, Vigor d6\nSkills: Fighting d6, Notice d4\nPace: 6; Parry: 5; Toughness: 5\nGear: Club (Str+d4)\n"))
	require.Len(t, s.Roster(), 1)
	msg, _ := s.Message()
	assert.Equal(t, "Added to the roster: Dock Tough. Line 1: Dock Tough has no Wild Card mark: read as an Extra (add wildcard: true for a Wild Card)", msg,
		"the warning itself is said: a tablet has no battlemat import")
	id := s.Roster()[0][0]
	require.NoError(t, s.Place(id, sq(4, 4), 2, "foes"))
	_, err = s.Save()
	require.NoError(t, err)
	_, err = board.LoadRoster(filepath.Join(dir, RosterFile))
	require.NoError(t, err, "the pasted figure was written to roster.yaml")
	b, err := board.Load(path)
	require.NoError(t, err)
	assert.Len(t, b.Figures, 2)
	assert.Error(t, s.PasteStatBlock("no stat block here"), "a paste without a block is refused")
}

// The panel's line is cut at a tablet's width: the names the roster's
// buttons show and how many warnings there are come before the first
// warning's long text.
func TestSetupPasteSaysTheNamesAndTheWarningsCountFirst(t *testing.T) {
	s, err := NewSetup(filepath.Join(t.TempDir(), "dock.yaml"), 10, 10)
	require.NoError(t, err)
	require.NoError(t, s.PasteStatBlock("Dock Tough\nA sailor.\nAttributes: Agility d6, Smarts d4, Spirit d6, Strength d8, Vigor d6\nSkills: Fighting d6, Notice d4\nPace: 6; Parry: 5; Toughness: 5\nGear: Club (Str+d4), lantern\n"))
	msg, _ := s.Message()
	assert.Regexp(t, `^`+regexp.QuoteMeta("Added to the roster: Dock Tough (3 warnings, battlemat import lists them). Line 1: "), msg)
}

// A GM pastes the villains, then opens the party's roster: the pasted
// figures (in no file yet) stay in the roster beside the party's, and
// Save writes them.
func TestSetupOpeningARosterKeepsTheFiguresPastedBefore(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "dock.yaml")
	s, err := NewSetup(path, 10, 10)
	require.NoError(t, err)
	require.NoError(t, s.PasteStatBlock("Dock Tough\nAttributes: Agility d6, Smarts d4, Spirit d6, Strength d8, Vigor d6\nSkills: Fighting d6, Notice d4\nPace: 6; Parry: 5; Toughness: 5\n"))
	party := filepath.Join(dir, "party.yaml")
	require.NoError(t, os.WriteFile(party, []byte("figures:\n  - {id: ann, name: Ann, wildcard: true, traits: {agility: d8, vigor: d6}}\n"), 0o644))
	require.NoError(t, s.OpenRoster(party))
	assert.Equal(t, [][2]string{{"ann", "Ann"}, {"dock-tough", "Dock Tough"}}, s.Roster())
	msg, _ := s.Message()
	assert.Equal(t, "The roster party.yaml, and the 1 figure it had before", msg)
	require.NoError(t, s.Place("dock-tough", sq(4, 4), 1, "foes"))
	require.NoError(t, s.Place("ann", sq(1, 1), 1, "party"))
	_, err = s.Save()
	require.NoError(t, err)
	b, err := board.Load(path)
	require.NoError(t, err, "the pasted figure was written with the party's")
	assert.Len(t, b.Figures, 2)
}

func TestSetupNeverWritesIntoAssets(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "assets", "scenarios")
	require.NoError(t, os.MkdirAll(dir, 0o755))
	s, err := NewSetup(filepath.Join(dir, "x.yaml"), 5, 5)
	require.NoError(t, err)
	_, err = s.Save()
	assert.Error(t, err)
	assert.NoFileExists(t, filepath.Join(dir, "x.yaml"))
}

func TestSetupOpensAPictureAtItsDefaultScale(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "yard.png")
	writePNG(t, path, 700, 490)
	s, err := OpenSetup(path)
	require.NoError(t, err)
	assert.Equal(t, 10, s.Board().W, "700 px at 70 px a square")
	assert.Equal(t, 7, s.Board().H)
	assert.Equal(t, filepath.Join(dir, "yard.yaml"), s.Path(), "the scenario goes beside the picture")
	require.NoError(t, s.Paint(sq(1, 1), Brushes[2], false))
	_, err = s.Save()
	require.NoError(t, err)
	b, err := board.Load(s.Path())
	require.NoError(t, err)
	assert.NotNil(t, b.Picture)
	assert.True(t, b.At(sq(1, 1)).Blocks)
}

func writePNG(t *testing.T, path string, w, h int) {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	var buf bytes.Buffer
	require.NoError(t, png.Encode(&buf, img))
	require.NoError(t, os.WriteFile(path, buf.Bytes(), 0o644))
}

func TestSetupReopensEveryShippedScenarioUnchanged(t *testing.T) {
	for _, name := range []string{"demo", "street", "warehouse", "ford", "crypt"} {
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("..", "assets", "scenarios", name+".yaml"))
			require.NoError(t, err)
			dir := t.TempDir()
			path := filepath.Join(dir, name+".yaml")
			require.NoError(t, os.WriteFile(path, data, 0o644))
			orig, err := board.Parse(path, data)
			require.NoError(t, err)
			s, err := OpenSetup(path)
			require.NoError(t, err)
			text, err := s.Text()
			require.NoError(t, err)
			b, err := board.Parse(path, text)
			require.NoError(t, err, "%s", text)
			assert.Equal(t, orig.Cells, b.Cells)
			assert.Equal(t, orig.Walls, b.Walls)
			assert.Equal(t, orig.Sides, b.Sides)
			require.Len(t, b.Figures, len(orig.Figures))
			for i, f := range orig.Figures {
				assert.Equal(t, *f.Figure, *b.Figures[i].Figure)
				assert.Equal(t, f.At, b.Figures[i].At)
			}
		})
	}
}

func TestSaveTableAsScenarioKeepsTheEditModesChanges(t *testing.T) {
	dir := setupDir(t)
	path := filepath.Join(dir, "yard.yaml")
	require.NoError(t, os.WriteFile(path, []byte("name: Yard\nroster: roster.yaml\nmap:\n  rows: ['..........', '..........', '..........', '..........', '..........', '..........']\nfigures:\n  - {use: mara, side: party, at: [0, 0]}\n  - {use: cultist, hidden: true, at: [[5, 1], [6, 1], [7, 1]]}\n"), 0o644))
	f, err := OpenFile(path, 1)
	require.NoError(t, err)
	c := NewController(1)
	c.SetFight(f)
	require.NoError(t, c.apply(rules.Place{Who: "mara", To: rules.Pos{X: 3, Y: 4}}))
	require.NoError(t, c.apply(rules.RemoveFigure{Who: "cultist-2"}))
	require.NoError(t, c.apply(rules.Reveal{Who: "cultist-3"}))
	require.NoError(t, c.apply(rules.AddFigure{ID: "cultist-4", Like: "cultist-1", Name: "Cultist 4", At: rules.Pos{X: 9, Y: 5}}))
	assert.False(t, commandOf(CmdSaveTable).visible(c), "the button is the edit mode's")
	c.toggleEdit()
	require.True(t, commandOf(CmdSaveTable).visible(c))
	commandOf(CmdSaveTable).do(c, "")
	msg, bad := c.Message()
	require.False(t, bad, msg)

	b, err := board.Load(filepath.Join(dir, "yard.table.yaml"))
	require.NoError(t, err)
	ids := map[string]*board.Figure{}
	for _, fig := range b.Figures {
		ids[fig.ID] = fig
	}
	require.Len(t, ids, 4, "Mara, cultists 1, 3 and the one added")
	assert.Equal(t, sq(3, 4), ids["mara"].At, "where the edit mode put her")
	assert.Nil(t, ids["cultist-2"], "the one taken off is gone")
	assert.True(t, ids["cultist-1"].Hidden, "still hidden")
	assert.False(t, ids["cultist-3"].Hidden, "revealed")
	assert.Equal(t, sq(9, 5), ids["cultist-4"].At)
	assert.Equal(t, "Cultist 4", ids["cultist-4"].Name)
	orig, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Contains(t, string(orig), "[[5, 1], [6, 1], [7, 1]]", "the scenario itself is unchanged")
}

func TestSetupNewScenarioBesideAMapNeverReplacesOne(t *testing.T) {
	dir := t.TempDir()
	pic := filepath.Join(dir, "yard.png")
	writePNG(t, pic, 700, 490)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "yard.yaml"), []byte("map:\n  rows: ['..']\n"), 0o644))
	s, err := OpenSetup(pic)
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(dir, "yard-2.yaml"), s.Path())
	_, err = s.Save()
	require.NoError(t, err)
	kept, err := os.ReadFile(filepath.Join(dir, "yard.yaml"))
	require.NoError(t, err)
	assert.Equal(t, "map:\n  rows: ['..']\n", string(kept), "the scenario already there is untouched")
}

// BenchmarkSetupPaintStep is one square painted on a 60x40 map with ten
// figures: the step is checked by the loader, the whole scenario parsed.
func BenchmarkSetupPaintStep(b *testing.B) {
	dir := b.TempDir()
	require.NoError(b, os.WriteFile(filepath.Join(dir, "roster.yaml"), []byte(setupRoster), 0o644))
	s, err := NewSetup(filepath.Join(dir, "x.yaml"), 60, 40)
	require.NoError(b, err)
	require.NoError(b, s.Place("cultist", sq(30, 20), 10, ""))
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		br := Brushes[1+i%2]
		_ = s.Paint(sq(i%60, (i/60)%10), br, i%50 != 0)
	}
}

func TestSetupOnAUniversalVTTMapKeepsItsWallsAndRefusesPaint(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "assets", "scenarios", "cellar.dd2vtt"))
	require.NoError(t, err)
	dir := t.TempDir()
	path := filepath.Join(dir, "vault.dd2vtt")
	require.NoError(t, os.WriteFile(path, data, 0o644))
	s, err := OpenSetup(path)
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(dir, "vault.yaml"), s.Path())
	walls := len(s.Board().Walls)
	assert.Positive(t, walls, "the file's walls")
	assert.Error(t, s.Paint(sq(1, 1), Brushes[1], false), "its squares come from the file")
	_, err = s.Save()
	require.NoError(t, err)
	b, err := board.Load(s.Path())
	require.NoError(t, err)
	assert.Len(t, b.Walls, walls)
}
