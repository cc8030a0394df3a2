package board

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAScenarioWithoutARosterStandsAloneAsItIs(t *testing.T) {
	text := []byte("# the docks\nname: Docks\nmap:\n  rows: [\"...\"]\nfigures:\n  - {id: a, side: x, at: [0, 0]}\n")
	out, err := Inlined("docks.yaml", text)
	require.NoError(t, err)
	assert.Equal(t, text, out, "byte for byte")
}

// The roster's figures are written in place of the use: entries, under
// the loader's ids and names, and the text loads with no roster beside.
func TestARosterScenarioStandsAloneWithTheRostersFiguresWrittenIn(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "roster.yaml"), []byte(testRoster), 0o644))
	text := rosterMap +
		"  - {id: hero, side: heroes, at: [0, 0], traits: {fighting: d8}}\n" +
		"  - {use: cultist, at: [[11, 1], [11, 2]]}\n" +
		"  - use: orla\n    id: prophet\n    side: cult\n    hidden: true\n    at: [5, 2]\n"
	path := filepath.Join(dir, "fight.yaml")
	out, err := Inlined(path, []byte(text))
	require.NoError(t, err)
	assert.NotContains(t, string(out), "roster")
	assert.NotContains(t, string(out), "use:")

	alone, err := Parse(filepath.Join(t.TempDir(), "fight.yaml"), out)
	require.NoError(t, err)
	was, err := Parse(path, []byte(text))
	require.NoError(t, err)
	require.Len(t, alone.Figures, 4)
	for i, id := range []string{"hero", "cultist-1", "cultist-2", "prophet"} {
		assert.Equal(t, id, alone.Figures[i].ID)
		assert.Equal(t, was.Figures[i], alone.Figures[i])
	}
	assert.Equal(t, "Cultist 2", alone.Figure("cultist-2").Name)
	assert.Equal(t, "Sister Orla", alone.Figure("prophet").Name)
	assert.True(t, alone.Figure("prophet").Hidden)
}

func TestARosterScenarioWithoutItsRosterDoesNotStandAlone(t *testing.T) {
	_, err := Inlined(filepath.Join(t.TempDir(), "fight.yaml"), []byte(rosterMap+"  - {use: cultist, at: [1, 1]}\n"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "roster roster.yaml: no such file or directory")
}
