package statblock

import (
	"os"
	"strings"
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

// A block's Power Points are the caster's whole store, the Power Points
// Edge's 5 in them; the scenario's power_points is the store before the
// Edge, which the rules add. A block of 15 with the Edge is written as
// 10 and the fight starts with the block's 15 (it started with 20); a
// block without the Edge keeps its number.
func TestABlocksPowerPointsIncludeThePowerPointsEdge(t *testing.T) {
	f, _ := one(t, guard+"Edges: Arcane Background (Magic), Power Points\nPowers: Bolt, Deflection. Power Points: 15\n")
	assert.Equal(t, &Arcane{Skill: rules.Spellcasting, PowerPoints: 10}, f.Arcane)
	g, _ := one(t, strings.Replace(guard, "Gate Warden", "Hedge Witch", 1)+"Edges: Arcane Background (Magic)\nPowers: Bolt. Power Points: 15\n")
	assert.Equal(t, &Arcane{Skill: rules.Spellcasting, PowerPoints: 15}, g.Arcane)

	dir := t.TempDir()
	require.NoError(t, os.WriteFile(dir+"/roster.yaml", []byte(YAML([]*Figure{f, g})), 0o644))
	scenario := dir + "/tower.yaml"
	require.NoError(t, os.WriteFile(scenario, []byte(`roster: roster.yaml
map:
  rows: ["......", "......"]
figures:
  - {use: gate-warden, side: tower, at: [0, 0]}
  - {use: hedge-witch, side: woods, at: [5, 1]}
`), 0o644))
	b, err := board.Load(scenario)
	require.NoError(t, err)
	for _, id := range []string{"gate-warden", "hedge-witch"} {
		fig := b.Figure(id)
		require.NotNil(t, fig, id)
		fig.Grant(b.Edition)
		assert.Equal(t, 15, fig.PowerPoints(), "%s's Power Points as the block gives them", id)
	}
}

// The game night's Hollis: "frag grenades x2" loads as two grenades to
// throw, the battle counting them down (Ammo), under the name without
// the count.
func TestABlocksGrenadesXTwoAreTwoToThrow(t *testing.T) {
	f, _ := one(t, guard+"Gear: frag grenades x2 (Range 5/10/20, Damage 3d6, MBT)\n")
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(dir+"/roster.yaml", []byte(YAML([]*Figure{f})), 0o644))
	scenario := dir + "/yard.yaml"
	require.NoError(t, os.WriteFile(scenario, []byte(`roster: roster.yaml
map:
  rows: ["......", "......"]
figures:
  - {use: gate-warden, side: party, at: [0, 0]}
  - {id: raider, name: Raider, side: raiders, at: [5, 1], traits: {agility: d6, vigor: d6}}
`), 0o644))
	bd, err := board.Load(scenario)
	require.NoError(t, err)
	b, err := board.NewBattle(bd, 1)
	require.NoError(t, err)
	w := b.Figure("gate-warden")
	require.Len(t, w.Weapons, 1)
	assert.Equal(t, "Frag grenades", w.Weapons[0].Name)
	assert.Equal(t, 2, w.Weapons[0].Shots)
	assert.Equal(t, []int{2}, w.Ammo, "two to throw")
}
