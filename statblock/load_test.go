package statblock

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/rules"
)

// What the importer writes loads as a roster, and each figure's Parry
// and Toughness in the rules are the block's.
func TestImportedFiguresLoadWithTheBlocksParryAndToughness(t *testing.T) {
	data, err := os.ReadFile("testdata/three.txt")
	require.NoError(t, err)
	r, err := Parse("three.txt", data, rules.SWADE)
	require.NoError(t, err)
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(dir+"/roster.yaml", []byte(YAML(r.Figures)), 0o644))
	scenario := dir + "/docks.yaml"
	require.NoError(t, os.WriteFile(scenario, []byte(`roster: roster.yaml
map:
  rows: ["..........", "..........", "..........", "..........", ".........."]
figures:
  - {use: harbor-tough, side: crew, at: [0, 0]}
  - {use: sister-orla-ash-prophet, side: cult, at: [3, 0]}
  - {use: marsh-drake, side: cult, at: [6, 2]}
`), 0o644))
	b, err := board.Load(scenario)
	require.NoError(t, err)
	want := map[string][2]int{"harbor-tough": {5, 7}, "sister-orla-ash-prophet": {5, 6}, "marsh-drake": {6, 14}}
	for id, pt := range want {
		f := b.Figure(id)
		require.NotNil(t, f, id)
		f.Grant(b.Edition)
		assert.Equal(t, pt[0], f.Parry(), "%s Parry", id)
		assert.Equal(t, pt[1], f.Toughness(), "%s Toughness", id)
	}
}
