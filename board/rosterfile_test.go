package board

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
)

const testRoster = `figures:
  - id: cultist
    name: Cultist
    side: cult
    traits: {fighting: d6, vigor: d6}
    weapons:
      - {name: Knife, damage: str+d4}
  - id: orla
    name: Sister Orla
    wildcard: true
    traits: {faith: d10, vigor: d8}
    arcane: {skill: faith, power_points: 20}
    powers: [Bolt (cinders), Deflection]
`

// rosterScenario writes roster and scenario into a new folder and loads
// the scenario.
func rosterScenario(t *testing.T, roster, scenario string) (*Board, error) {
	t.Helper()
	dir := t.TempDir()
	if roster != "" {
		require.NoError(t, os.WriteFile(filepath.Join(dir, "roster.yaml"), []byte(roster), 0o644))
	}
	path := filepath.Join(dir, "fight.yaml")
	require.NoError(t, os.WriteFile(path, []byte(scenario), 0o644))
	return Load(path)
}

const rosterMap = "roster: roster.yaml\nmap:\n  rows: [\"..............\", \"..............\", \"..............\", \"..............\"]\nfigures:\n"

func TestUsePlacesSeveralRosterFiguresWithNumberedIDsAndNames(t *testing.T) {
	b, err := rosterScenario(t, testRoster, rosterMap+
		"  - {id: hero, side: heroes, at: [0, 0], traits: {fighting: d8}}\n"+
		"  - {use: cultist, at: [[11, 1], [11, 2], [13, 3]]}\n")
	require.NoError(t, err)
	require.Len(t, b.Figures, 4)
	for i, want := range []struct {
		id, name string
		at       Square
	}{{"cultist-1", "Cultist 1", Square{X: 11, Y: 1}}, {"cultist-2", "Cultist 2", Square{X: 11, Y: 2}}, {"cultist-3", "Cultist 3", Square{X: 13, Y: 3}}} {
		f := b.Figures[i+1]
		assert.Equal(t, want.id, f.ID)
		assert.Equal(t, want.name, f.Name)
		assert.Equal(t, want.at, f.At)
		assert.Equal(t, "cult", f.Side, "the roster's side")
		assert.Equal(t, rules.D6, f.Traits[rules.Fighting])
		require.Len(t, f.Weapons, 1)
		assert.Equal(t, "Knife", f.Weapons[0].Name)
	}
	assert.NotSame(t, b.Figures[1].Figure, b.Figures[2].Figure, "each placed figure is its own")
}

func TestAUseEntrysOwnKeysStandOverTheRosters(t *testing.T) {
	b, err := rosterScenario(t, testRoster, rosterMap+
		"  - {id: hero, side: heroes, at: [0, 0]}\n"+
		"  - use: orla\n    id: prophet\n    side: cult\n    hidden: true\n    at: [5, 2]\n")
	require.NoError(t, err)
	f := b.Figure("prophet")
	require.NotNil(t, f)
	assert.Equal(t, "Sister Orla", f.Name)
	assert.Equal(t, "cult", f.Side)
	assert.True(t, f.Hidden)
	assert.True(t, f.WildCard)
	assert.Equal(t, &rules.Arcane{Skill: rules.Faith, PowerPoints: 20}, f.Arcane)
	assert.Equal(t, []string{"Bolt (cinders)", "Deflection"}, f.Powers)
}

func TestUseErrorsNameTheLineAndColumn(t *testing.T) {
	for _, c := range []struct{ roster, figures, want string }{
		{testRoster, "  - {use: cultst, at: [1, 1]}\n", `fight.yaml:5:11: figures[0].use: "cultst" is not a figure of roster.yaml, did you mean cultist? (its figures: cultist, orla)`},
		{testRoster, "  - {use: cultist}\n", `fight.yaml:5:5: figures[0]: missing at: [x, y], or a list of squares [[x, y], ...] for several`},
		{testRoster, "  - {use: cultist, at: [[1, 1], [1, 1]]}\n", `fight.yaml:5:33: figures[1].at: square [1, 1] is taken by "cultist-1" (figures[0]): bases may not overlap`},
		{testRoster, "  - {use: orla, at: [1, 1]}\n", `fight.yaml:5:5: figures[0]: missing side: (which team the figure fights for)`},
		{testRoster, "  - {use: cultist, at: [[1, 1], [99, 1]]}\n", `fight.yaml:5:33: figures[1].at: [99, 1] puts the figure off the 14x4 map (x 0..13, y 0..3)`},
		{testRoster + "  - {id: bad, traits: {vigor: d9}}\n", "  - {use: cultist, at: [1, 1]}\n", `roster.yaml:14:31: figures[2].traits.vigor: "d9" is not a die (d4, d6, d8, d10, d12, or d12+N)`},
		{"figures:\n  - {id: a, at: [1, 1]}\n", "  - {use: a, at: [1, 1]}\n", `roster.yaml:2:17: figures[0].at: a roster's figure has no square: the scenario's use: entry gives at:`},
		{"", "  - {use: a, at: [1, 1]}\n", `fight.yaml:1:9: roster: roster.yaml: no such file or directory`},
	} {
		_, err := rosterScenario(t, c.roster, rosterMap+c.figures)
		require.Error(t, err, c.want)
		var se *ScenarioError
		require.ErrorAs(t, err, &se)
		assert.Equal(t, c.want, filepath.Base(se.File)+":"+se.Error()[len(se.File)+1:])
	}
}

func TestUseWithoutARosterIsAnError(t *testing.T) {
	_, err := Parse("fight.yaml", []byte("map:\n  rows: [\"...\"]\nfigures:\n  - {use: cultist, at: [1, 0]}\n"))
	require.Error(t, err)
	assert.Equal(t, "fight.yaml:4:6: figures[0].use: use: takes a figure from a roster: add roster: roster.yaml (a file beside the scenario)", err.Error())
}

func TestARosterIsCheckedEvenWhenNoFigureUsesIt(t *testing.T) {
	_, err := rosterScenario(t, "figures:\n  - {id: a, pace: 99}\n", rosterMap+"  - {id: hero, side: heroes, at: [0, 0]}\n")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "roster.yaml:2:19: figures[0].pace: 99 is out of range")
}

func TestArcaneAndPowersAreKeptWithTheFigure(t *testing.T) {
	b, err := Parse("s.yaml", []byte("map:\n  rows: [\"...\"]\nfigures:\n  - {id: a, side: s, at: [0, 0], arcane: {skill: spellcasting, power_points: 15}, powers: [Bolt (hellfire), Blast]}\n"))
	require.NoError(t, err)
	assert.Equal(t, &rules.Arcane{Skill: rules.Spellcasting, PowerPoints: 15}, b.Figures[0].Arcane)
	assert.Equal(t, []string{"Bolt (hellfire)", "Blast"}, b.Figures[0].Powers)
}

func TestArcaneKeysErrorsNameTheLineAndColumn(t *testing.T) {
	for fig, want := range map[string]string{
		"powers: [Bolt]": "s.yaml:4:42: figures[0].powers: powers need arcane: {skill: faith, power_points: 15} (the skill they are cast with and the Power Points)",
		"arcane: {skill: shooting, power_points: 5}":              `s.yaml:4:50: figures[0].arcane.skill: "shooting" is not an arcane skill (spellcasting, faith, psionics, weird_science, focus, performance)`,
		"arcane: {skill: faith, power_points: 500}":               "s.yaml:4:71: figures[0].arcane.power_points: 500 is out of range (expected 0 to 200)",
		"arcane: {skill: faith}":                                  "s.yaml:4:42: figures[0].arcane: missing power_points: (0 to 200)",
		"arcane: {skill: faith, power_points: 5}, powers: [\"\"]": `s.yaml:4:84: figures[0].powers[0]: expected a name, got empty text`,
	} {
		_, err := Parse("s.yaml", []byte("map:\n  rows: [\"...\"]\nfigures:\n  - {id: a, side: s, at: [0, 0], "+fig+"}\n"))
		require.Error(t, err, fig)
		assert.Equal(t, want, err.Error(), fig)
	}
}

func TestARosterFiguresBadAbilityNumberIsAnErrorInTheRoster(t *testing.T) {
	_, err := rosterScenario(t, "figures:\n  - {id: golem, abilities: [Armor +99]}\n", rosterMap+"  - {id: hero, side: heroes, at: [0, 0]}\n")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "roster.yaml:2:29: figures[0].abilities[0]: Armor +99: Armor runs from +1 to +30")
}

func TestPowersBattlematDoesNotPlayAreKeptAndWarnedAbout(t *testing.T) {
	b, err := Parse("s.yaml", []byte("map:\n  rows: [\"...\"]\nfigures:\n  - {id: a, side: s, at: [0, 0], arcane: {skill: faith, power_points: 15}, powers: [Bolt (hellfire), Puppet]}\n"))
	require.NoError(t, err)
	assert.Equal(t, []string{"Bolt (hellfire)", "Puppet"}, b.Figures[0].Powers)
	assert.Equal(t, []string{"s.yaml:4:102: a (powers): Puppet is not a power battlemat plays in swade: kept as a note, not cast"}, b.Warnings)
}
