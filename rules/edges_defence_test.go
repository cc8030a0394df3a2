package rules_test

import (
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// edgeField: Buck (a Wild Card, Fighting d10: Parry 7, Toughness 6) with
// Cultist 1 beside him; Cultists 2 to 4 wait far off until a test puts
// them next to him (at (2, 3), (3, 4), (3, 2)); Doc, his ally, far off
// too. The cultists are Extras with Fighting d6 (Parry 5), a knife and a
// pistol.
const edgeField = `
name: Edges
map:
  rows:
    - "............"
    - "............"
    - "............"
    - "............"
    - "............"
    - "............"
    - "............"
    - "............"
figures:
  - id: buck
    name: Buck
    side: heroes
    wildcard: true
    bennies: 0
    at: [3, 3]
    traits: {agility: d8, smarts: d6, spirit: d8, strength: d8, vigor: d8, fighting: d10, shooting: d10, athletics: d6, notice: d6}
    weapons:
      - {name: Machete, damage: str+d6}
      - {name: Colt .45, range: 12/24/48, damage: 2d6+1, ap: 1, shots: 7}
  - id: c1
    name: Cultist 1
    side: cult
    at: [4, 3]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d6, shooting: d6, athletics: d6, notice: d4}
    weapons:
      - {name: Knife, damage: str+d4}
      - {name: Pistol, range: 12/24/48, damage: 2d6, shots: 6, pistol: true}
  - id: c2
    name: Cultist 2
    side: cult
    at: [10, 0]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d6, shooting: d6, athletics: d6, notice: d4}
    weapons:
      - {name: Knife, damage: str+d4}
      - {name: Pistol, range: 12/24/48, damage: 2d6, shots: 6, pistol: true}
  - id: c3
    name: Cultist 3
    side: cult
    at: [11, 0]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d6, shooting: d6, athletics: d6, notice: d4}
    weapons:
      - {name: Knife, damage: str+d4}
  - id: c4
    name: Cultist 4
    side: cult
    at: [11, 1]
    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d6, shooting: d6, athletics: d6, notice: d4}
    weapons:
      - {name: Knife, damage: str+d4}
  - id: doc
    name: Doc
    side: heroes
    at: [0, 7]
    traits: {agility: d6, smarts: d8, spirit: d6, strength: d6, vigor: d6, fighting: d6, shooting: d8, notice: d6}
    weapons:
      - {name: Rifle, range: 24/48/96, damage: 2d8}
`

// Where the far cultists stand beside Buck when a test calls them in.
var besideBuck = map[string]string{"c2": "[2, 3]", "c3": "[3, 4]", "c4": "[3, 2]"}

var farAt = map[string]string{"c2": "[10, 0]", "c3": "[11, 0]", "c4": "[11, 1]"}

// scene is edgeField (or src) with keys added to figures: keys maps an
// id to the YAML lines to add under it ("edges: [Block]"); near lists the
// cultists to stand beside Buck.
func scene(t testing.TB, src string, keys map[string]string, near ...string) string {
	t.Helper()
	for id, k := range keys {
		head := "  - id: " + id + "\n"
		require.Contains(t, src, head)
		src = strings.Replace(src, head, head+"    "+strings.ReplaceAll(k, "\n", "\n    ")+"\n", 1)
	}
	for _, id := range near {
		from := "at: " + farAt[id]
		require.Contains(t, src, from)
		src = strings.Replace(src, from, "at: "+besideBuck[id], 1)
	}
	return src
}

// edgeMod is the value of the modifier called name in ms, and whether
// there is one.
func edgeMod(ms rules.Mods, name string) (int, bool) {
	for _, m := range ms {
		if m.Name == name {
			return m.Value, true
		}
	}
	return 0, false
}

// cultistSwing previews Cultist 1's melee attack on Buck in its turn.
func cultistSwing(t *testing.T, src string) (*rules.Battle, *rules.Plan) {
	t.Helper()
	b := newBattle(t, src, 1)
	fighttest.ToTurn(t, b, "c1", 0)
	p, err := b.Preview(rules.Melee{Who: "c1", Target: "buck"})
	require.NoError(t, err)
	return b, p
}

// Block adds 1 to Parry (Improved Block 2), named in the plan: Cultist 1
// (an Extra, Fighting d6) needs 7 against Buck's plain Parry 7 (1 in 6),
// 8 against Block (a 6 then at least 2: 5/36) and 9 against Improved
// Block (a 6 then at least 3: 4/36).
func TestBlockAddsToParry(t *testing.T) {
	for _, tc := range []struct {
		edge string
		tn   int
		odds float64
	}{
		{"", 7, 6.0 / 36},
		{"Block", 8, 5.0 / 36},
		{"Improved Block", 9, 4.0 / 36},
	} {
		keys := map[string]string{}
		if tc.edge != "" {
			keys["buck"] = "edges: [" + tc.edge + "]"
		}
		_, p := cultistSwing(t, scene(t, edgeField, keys))
		r := p.Rolls[0]
		assert.Equal(t, tc.tn, r.TN(0), "%q", tc.edge)
		assert.InDelta(t, tc.odds, r.Odds(0).Success, 1e-12, "%q", tc.edge)
		mp := p.Detail.(*rules.MeleePlan)
		v, ok := edgeMod(mp.ParryMods, tc.edge)
		assert.Equal(t, tc.edge != "", ok, "%q named among the Parry's modifiers %v", tc.edge, mp.ParryMods)
		if ok {
			assert.Equal(t, tc.tn-7, v)
		}
	}
}

// The log spells the Parry out when Block raises it.
func TestBlockNamedInTheLog(t *testing.T) {
	b, _ := cultistSwing(t, scene(t, edgeField, map[string]string{"buck": "edges: [Block]"}))
	n := len(b.Events())
	script(b, 6, 1)
	apply(t, b, rules.Melee{Who: "c1", Target: "buck"})
	logStarts(t, b, n,
		"Cultist 1 vs Buck: Buck's Parry 7, +1 Block = 8.",
		"Cultist 1 attacks Buck with the Knife: d6 6+1 = 7 vs 8: miss.",
	)
}

// Section 7's check: four foes around a hero with Improved Block, none
// Stunned, no ally of the hero near: each foe's Gang Up is +3, less 2 for
// Improved Block: +1. Cultist 1 then rolls d6+1 against Parry 9: 8 on an
// acing d6 is 5/36 (without the Edge: d6+3 against 7, 1/2).
func TestImprovedBlockCutsGangUp(t *testing.T) {
	_, plain := cultistSwing(t, scene(t, edgeField, nil, "c2", "c3", "c4"))
	assert.Equal(t, 3, plain.Rolls[0].Mods(0).Sum())
	assert.InDelta(t, 0.5, plain.Rolls[0].Odds(0).Success, 1e-12)

	_, p := cultistSwing(t, scene(t, edgeField, map[string]string{"buck": "edges: [Improved Block]"}, "c2", "c3", "c4"))
	ms := p.Rolls[0].Mods(0)
	g, _ := edgeMod(ms, "Gang Up")
	blk, ok := edgeMod(ms, "Improved Block")
	require.True(t, ok, "%v", ms)
	assert.Equal(t, 3, g)
	assert.Equal(t, -2, blk)
	assert.Equal(t, 1, ms.Sum())
	assert.Equal(t, 9, p.Rolls[0].TN(0))
	assert.InDelta(t, 5.0/36, p.Rolls[0].Odds(0).Success, 1e-12)
}

// The Gang Up bonus never goes below 0: one other foe beside Buck gives
// +1, and Improved Block takes only that 1 away; with no other foe there
// is nothing to take and no Block modifier at all.
func TestBlockNeverMakesGangUpNegative(t *testing.T) {
	_, p := cultistSwing(t, scene(t, edgeField, map[string]string{"buck": "edges: [Improved Block]"}, "c2"))
	ms := p.Rolls[0].Mods(0)
	blk, _ := edgeMod(ms, "Improved Block")
	assert.Equal(t, -1, blk)
	assert.Equal(t, 0, ms.Sum())

	_, p = cultistSwing(t, scene(t, edgeField, map[string]string{"buck": "edges: [Improved Block]"}))
	_, ok := edgeMod(p.Rolls[0].Mods(0), "Improved Block")
	assert.False(t, ok)
}

// Deluxe's Block raises Parry only: the Gang Up bonus stays +3.
func TestDeluxeBlockLeavesGangUp(t *testing.T) {
	_, p := cultistSwing(t, "edition: deluxe\n"+scene(t, edgeField, map[string]string{"buck": "edges: [Improved Block]"}, "c2", "c3", "c4"))
	assert.Equal(t, 3, p.Rolls[0].Mods(0).Sum())
	assert.Equal(t, 9, p.Rolls[0].TN(0))
}

// Dodge: ranged attacks at the figure take -2 (deluxe -1; Improved Dodge
// in deluxe -2). Cultist 2, 4" away, shoots Buck with a pistol: an Extra's
// d6 needs 4 (1/2), with Dodge 6 (1/6); deluxe's -1 needs 5 (1/3).
func TestDodgeSubtractsFromRangedAttacks(t *testing.T) {
	src := strings.Replace(edgeField, "at: [10, 0]", "at: [7, 3]", 1)
	for _, tc := range []struct {
		edition, edge string
		mod           int
		odds          float64
	}{
		{"swade", "", 0, 0.5},
		{"swade", "Dodge", -2, 1.0 / 6},
		{"swade", "Improved Dodge", -2, 1.0 / 6},
		{"deluxe", "Dodge", -1, 1.0 / 3},
		{"deluxe", "Improved Dodge", -2, 1.0 / 6},
	} {
		keys := map[string]string{}
		if tc.edge != "" {
			keys["buck"] = "edges: [" + tc.edge + "]"
		}
		b := newBattle(t, "edition: "+tc.edition+"\n"+scene(t, src, keys), 1)
		fighttest.ToTurn(t, b, "c2", 0)
		p, err := b.Preview(rules.Shoot{Who: "c2", Weapon: "Pistol", Targets: []string{"buck"}})
		require.NoError(t, err)
		v, ok := edgeMod(p.Rolls[0].Mods(0), tc.edge)
		assert.Equal(t, tc.edge != "", ok, "%s %q: %v", tc.edition, tc.edge, p.Rolls[0].Mods(0))
		assert.Equal(t, tc.mod, v, "%s %q", tc.edition, tc.edge)
		assert.InDelta(t, tc.odds, p.Rolls[0].Odds(0).Success, 1e-12, "%s %q", tc.edition, tc.edge)
	}
}

// Dodge does not add to real cover: the attacker takes the larger of the
// two. Bo, half hidden, has medium cover (-4) in swade: with Dodge Ann
// still takes only -4. In deluxe the same wall is light cover (-1): with
// Dodge (-1) still -1; with Improved Dodge (-2) -2 in all: the Edge's -2
// named, and the cover's -1 given back as counted once.
func TestDodgeDoesNotAddToCover(t *testing.T) {
	for _, tc := range []struct {
		edition, edge string
		sum, dodge    int
	}{
		{"swade", "Dodge", -4, 0},
		{"deluxe", "Dodge", -1, 0},
		{"deluxe", "Improved Dodge", -2, -2},
	} {
		src := strings.Replace(halfHidden(tc.edition), "id: bo, name: Bo,", "id: bo, name: Bo, edges: ["+tc.edge+"],", 1)
		b := newBattle(t, src, 1)
		fighttest.ToTurn(t, b, "ann", 0)
		p, err := b.Preview(rules.Shoot{Who: "ann", Weapon: "Colt", Targets: []string{"bo"}})
		require.NoError(t, err)
		ms := p.Rolls[0].Mods(0)
		assert.Equal(t, tc.sum, ms.Sum(), "%s %s: %v", tc.edition, tc.edge, ms)
		v, _ := edgeMod(ms, tc.edge)
		assert.Equal(t, tc.dodge, v, "%s %s", tc.edition, tc.edge)
	}
}

// Dodge does nothing against melee.
func TestDodgeIsNotForMelee(t *testing.T) {
	_, p := cultistSwing(t, scene(t, edgeField, map[string]string{"buck": "edges: [Dodge]"}))
	assert.Equal(t, 0, p.Rolls[0].Mods(0).Sum())
	assert.Equal(t, 7, p.Rolls[0].TN(0))
}
