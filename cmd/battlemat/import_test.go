//go:build !js

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	must "github.com/stretchr/testify/require"
)

// The stat blocks are invented (statblock/testdata/three.txt).
var threeBlocks = filepath.Join("..", "..", "statblock", "testdata", "three.txt")

func TestImportPrintsARosterOfFiguresWithWarningsAsComments(t *testing.T) {
	code, out, errs := runCLI("import", threeBlocks)
	assert.Equal(t, 0, code, errs)
	assert.Empty(t, errs)
	want, err := os.ReadFile(filepath.Join("..", "..", "statblock", "testdata", "three.yaml"))
	must.NoError(t, err)
	lines := strings.SplitAfter(out, "\n")
	must.Greater(t, len(lines), 3)
	assert.Equal(t, "# warning: "+threeBlocks+":1:1: Harbor Tough has no Wild Card mark: read as an Extra (add wildcard: true for a Wild Card)\n", lines[0])
	assert.Equal(t, "# warning: "+threeBlocks+":1:1: Toughness 7 in the block, 6 computed: Brawny not known? The block's 7 is kept\n", lines[1])
	assert.True(t, strings.HasSuffix(out, string(want)), out)
}

func TestImportJSONIsOneObjectOfFiguresAndWarnings(t *testing.T) {
	type weapon struct {
		Name, Range, Damage, Template string
		RoF, AP, Shots, Reach         int
		Thrown, Evadable, Natural     bool
	}
	type figure struct {
		ID, Name                     string
		WildCard                     bool `json:"wildcard"`
		Size, Pace, Armor            int
		Parry, Toughness             *int
		Traits                       map[string]string
		Hindrances, Edges, Abilities []string
		Powers                       []string
		Shield                       string
		Arcane                       *struct {
			Skill       string `json:"skill"`
			PowerPoints int    `json:"power_points"`
		}
		Weapons []weapon
	}
	res, _ := runJSON[struct {
		Figures  []figure `json:"figures"`
		Warnings []string `json:"warnings"`
	}](t, "import", "--json", threeBlocks)
	must.Len(t, res.Figures, 3)
	orla := res.Figures[1]
	assert.Equal(t, "sister-orla-ash-prophet", orla.ID)
	assert.True(t, orla.WildCard)
	assert.Equal(t, "faith", orla.Arcane.Skill)
	assert.Equal(t, 20, orla.Arcane.PowerPoints)
	assert.Equal(t, []string{"Bolt (cinders)", "Deflection", "Fear (wailing faces)"}, orla.Powers)
	drake := res.Figures[2]
	assert.Equal(t, 4, drake.Size)
	assert.Equal(t, "d12+2", drake.Traits["strength"])
	assert.Equal(t, weapon{Name: "Swamp Breath", Damage: "2d8", Template: "cone", Evadable: true}, drake.Weapons[2])
	assert.Len(t, res.Warnings, 3)
	assert.Equal(t, threeBlocks+":18:1: Marsh Drake has no Wild Card mark: read as an Extra (add wildcard: true for a Wild Card)", res.Warnings[2])
}

func TestImportReadsAPasteOnStandardInput(t *testing.T) {
	old := importStdin
	defer func() { importStdin = old }()
	importStdin = strings.NewReader("★ Pit Fighter\nAttributes: Agility d8, Smarts d4, Spirit d6, Strength d8, Vigor d8\nSkills: Fighting d8, Guts d6\nPace: 6; Parry: 6; Toughness: 6\n")
	code, out, errs := runCLI("import", "-", "--edition", "deluxe")
	assert.Equal(t, 0, code, errs)
	assert.Contains(t, out, "    wildcard: true\n")
	assert.Contains(t, out, "# warning: stdin:3:22: Guts: a Deluxe skill battlemat does not roll (SWADE folded it into Spirit): not read\n")
}

func TestImportOfABlockWithoutAttributesExitsTwoWithOneLine(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "notes.txt")
	must.NoError(t, os.WriteFile(path, []byte("\nGrim Ferryman\nSkills: Boating d8\n"), 0o644))
	code, out, errs := runCLI("import", path)
	assert.Equal(t, 2, code)
	assert.Empty(t, out)
	assert.Equal(t, "battlemat import: "+path+":2: no Attributes: line: a stat block is a name line, then Attributes:, Skills:, Pace:, Parry:, Toughness:\n", errs)
	for _, args := range [][]string{
		{"import"},
		{"import", threeBlocks, "--edition", "pathfinder"},
		{"import", filepath.Join(dir, "missing.txt")},
	} {
		code, out, errs := runCLI(args...)
		assert.Equal(t, 2, code, args)
		assert.Empty(t, out, args)
		assert.Regexp(t, `^battlemat import: [^\n]+\n$`, errs, args)
	}
}

func TestCheckFollowsAScenariosRosterAndChecksARosterAlone(t *testing.T) {
	dir := t.TempDir()
	roster := filepath.Join(dir, "roster.yaml")
	must.NoError(t, os.WriteFile(roster, []byte("figures:\n  - {id: rat, traits: {fighting: d4}}\n  - {id: bat, pace: 2}\n"), 0o644))
	res, _ := runJSON[checkResult](t, "check", roster, "--json")
	assert.Equal(t, checkResult{OK: true, Figures: 2, Roster: []string{"bat", "rat"}}, res)

	scenario := filepath.Join(dir, "cellar.yaml")
	must.NoError(t, os.WriteFile(scenario, []byte("roster: roster.yaml\nmap:\n  rows: [\"......\"]\nfigures:\n  - {use: rat, side: vermin, at: [[0, 0], [1, 0], [2, 0]]}\n"), 0o644))
	res, _ = runJSON[checkResult](t, "check", scenario, "--json")
	assert.Equal(t, 3, res.Figures)

	must.NoError(t, os.WriteFile(roster, []byte("figures:\n  - {id: rat, traits: {fighting: d5}}\n"), 0o644))
	code, out, errs := runCLI("check", scenario)
	assert.Equal(t, 2, code)
	assert.Empty(t, out)
	assert.Equal(t, "battlemat check: "+roster+`:2:34: figures[0].traits.fighting: "d5" is not a die (d4, d6, d8, d10, d12, or d12+N)`+"\n", errs)
}

// What import prints is a roster: a scenario places its figures with
// use: and the fight plays.
func TestImportedFiguresLoadFromARosterAndFight(t *testing.T) {
	dir := t.TempDir()
	code, out, errs := runCLI("import", threeBlocks)
	must.Equal(t, 0, code, errs)
	must.NoError(t, os.WriteFile(filepath.Join(dir, "roster.yaml"), []byte(out), 0o644))
	scenario := filepath.Join(dir, "docks.yaml")
	must.NoError(t, os.WriteFile(scenario, []byte(`roster: roster.yaml
map:
  rows: ["..........", "..........", "..........", "..........", ".........."]
figures:
  - {use: sister-orla-ash-prophet, side: cult, at: [1, 1]}
  - {use: harbor-tough, side: crew, at: [[6, 0], [6, 1]]}
  - {use: marsh-drake, side: cult, at: [2, 3]}
`), 0o644))
	res, _ := runJSON[checkResult](t, "check", "--json", scenario)
	assert.Equal(t, 4, res.Figures)
	code, out, errs = runCLI("simulate", scenario, "--trials", "20", "--seed", "7")
	assert.Equal(t, 0, code, errs)
	assert.NotEmpty(t, out)
}
