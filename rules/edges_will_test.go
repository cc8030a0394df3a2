package rules_test

import (
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// resisting is Cultist 1's roll resisting Buck's test of skill (its
// modifiers, the attribute it rolls), with keys on both.
func resisting(t *testing.T, head string, keys map[string]string, skill rules.Trait) (rules.PlannedRoll, *rules.Battle) {
	t.Helper()
	b := newBattle(t, head+scene(t, edgeField, keys), 1)
	fighttest.ToTurn(t, b, "buck", 0)
	p, err := b.Preview(rules.Test{Who: "buck", Target: "c1", Skill: skill})
	require.NoError(t, err)
	require.Len(t, p.Rolls, 2)
	return p.Rolls[1], b
}

// Strong Willed: +2 resisting a test of Smarts or Spirit (Intimidation,
// Taunt), not of Agility (Athletics); Iron Will the same, by its name.
func TestStrongWilledResistsTestsOfWill(t *testing.T) {
	for _, tc := range []struct {
		edge  string
		skill rules.Trait
		want  int
	}{
		{"Strong Willed", rules.Intimidation, 2},
		{"Strong Willed", rules.Taunt, 2},
		{"Strong Willed", rules.Athletics, 0},
		{"Iron Will", rules.Intimidation, 2},
	} {
		r, _ := resisting(t, "", map[string]string{"c1": "edges: [" + tc.edge + "]"}, tc.skill)
		v, _ := edgeMod(r.Roll.Mods, tc.edge)
		assert.Equal(t, tc.want, v, "%s against %s", tc.edge, tc.skill)
	}
}

// Thin Skinned: -2 (Major -4) resisting Taunt only. Timid (swade): -2
// resisting Intimidation.
func TestThinSkinnedAndTimidResistWorse(t *testing.T) {
	for _, tc := range []struct {
		keys, name string
		skill      rules.Trait
		want       int
	}{
		{"hindrances: [Thin Skinned]", "Thin Skinned", rules.Taunt, -2},
		{"hindrances: [Thin Skinned (Major)]", "Thin Skinned", rules.Taunt, -4},
		{"hindrances: [Thin Skinned]", "Thin Skinned", rules.Intimidation, 0},
		{"hindrances: [Timid]", "Timid", rules.Intimidation, -2},
		{"hindrances: [Timid]", "Timid", rules.Taunt, 0},
	} {
		r, _ := resisting(t, "", map[string]string{"c1": tc.keys}, tc.skill)
		v, _ := edgeMod(r.Roll.Mods, tc.name)
		assert.Equal(t, tc.want, v, "%s against %s", tc.keys, tc.skill)
	}
}

// Feint (swade): a Fighting test is resisted with Smarts, not Agility.
// Cultist 1's Smarts is d4 against its Agility d6: Buck's d10 (Wild d6)
// then needs to beat a d4 roll. Without the Edge, Agility.
func TestFeintIsResistedWithSmarts(t *testing.T) {
	r, _ := resisting(t, "", map[string]string{"buck": "edges: [Feint]"}, rules.Fighting)
	assert.Equal(t, rules.Smarts, r.Trait)
	assert.Equal(t, 4, r.Roll.Die.Sides)
	r, _ = resisting(t, "", nil, rules.Fighting)
	assert.Equal(t, rules.Agility, r.Trait)
	assert.Equal(t, 6, r.Roll.Die.Sides)
}

// Killer Instinct (swade): a test the figure loses is rolled again for
// free and the better roll counts. Buck (no bennies) rolls d10 2, Wild
// d6 1: 2 against the cultist's Spirit 3; the free reroll's d10 7 wins,
// and the Shaken... the cultist is Distracted.
func TestKillerInstinctRerollsALostTest(t *testing.T) {
	b := newBattle(t, scene(t, edgeField, map[string]string{"buck": "edges: [Killer Instinct]", "c1": "edges: []"}), 1)
	fighttest.ToTurn(t, b, "buck", 0)
	b.Figure("buck").Bennies = 0
	out := tried(b, []int{2, 1, 3, 7, 1}, rules.Test{Who: "buck", Target: "c1", Skill: rules.Fighting})
	assert.Contains(t, out, "rerolled for free (Killer Instinct)")
	assert.True(t, b.Figure("c1").Distracted, out)

	b = newBattle(t, edgeField, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	b.Figure("buck").Bennies = 0
	out = tried(b, []int{2, 1, 3, 7, 1}, rules.Test{Who: "buck", Target: "c1", Skill: rules.Fighting})
	assert.NotContains(t, out, "Killer Instinct")
	assert.False(t, b.Figure("c1").Distracted, out)
}

// Deluxe's Killer Instinct wins a tie: Buck's unskilled Taunt (d4 4+3,
// -2: 5) against the cultist's Smarts (d4 4+1: 5).
func TestDeluxeKillerInstinctWinsTies(t *testing.T) {
	for _, edge := range []string{"", "Killer Instinct"} {
		b := newBattle(t, "edition: deluxe\n"+scene(t, edgeField, map[string]string{"buck": "edges: [" + edge + "]"}), 1)
		fighttest.ToTurn(t, b, "buck", 0)
		b.Figure("buck").Bennies = 0
		b.Figure("c1").Bennies = 0
		out := tried(b, []int{4, 3, 1, 4, 1}, rules.Test{Who: "buck", Target: "c1", Skill: rules.Taunt})
		assert.Equal(t, edge != "", b.Figure("c1").Distracted, "%q: %s", edge, out)
	}
}

// Deluxe's Killer Instinct (revision 6) rerolls a 1 on the skill die of
// an opposed roll for free: Buck's unskilled Taunt rolls d4 1, Wild d6 3,
// -2 = 1; the d4 again, 4 and 2, -2 = 4 beats the cultist's Smarts d4 3
// and he is Distracted. Without the Edge the 1 stands: 1 loses.
func deluxeKillerOne(t *testing.T, edge string, rev int) (string, bool) {
	t.Helper()
	b := newBattleAt(t, "edition: deluxe\n"+scene(t, edgeField, map[string]string{"buck": "edges: [" + edge + "]"}), 1, rev)
	fighttest.ToTurn(t, b, "buck", 0)
	b.Figure("buck").Bennies = 0
	b.Figure("c1").Bennies = 0
	out := tried(b, []int{1, 3, 4, 2, 3, 3, 3}, rules.Test{Who: "buck", Target: "c1", Skill: rules.Taunt})
	return out, b.Figure("c1").Distracted
}

func TestDeluxeKillerInstinctRerollsAOneOnTheSkillDie(t *testing.T) {
	out, distracted := deluxeKillerOne(t, "Killer Instinct", rules.CurrentRevision)
	assert.Contains(t, out, "Buck rolls Taunt (test): d4 1, Wild d6 3, -2 unskilled = 1: the 1 on the skill die rerolled for free (Killer Instinct).")
	assert.Contains(t, out, "Buck rolls Taunt (test) against Cultist 1: d4 4+2, Wild d6 3, -2 unskilled = 4 vs 4: wins.")
	assert.True(t, distracted, out)

	out, distracted = deluxeKillerOne(t, "", rules.CurrentRevision)
	assert.NotContains(t, out, "Killer Instinct")
	assert.False(t, distracted, out)
}

// Iron Jaw (swade): +2 on the knockout blow's Vigor roll.
func TestIronJawResistsTheKnockoutBlow(t *testing.T) {
	b := newBattle(t, scene(t, edgeField, map[string]string{"c1": "edges: [Iron Jaw]"}), 1)
	fighttest.ToTurn(t, b, "buck", 0)
	b.Figure("buck").Bennies = 0
	out := tried(b, []int{2, 1, 1, 1, 2}, rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete", Drop: true})
	assert.Contains(t, out, "rolls Vigor (knockout blow): d6 2, +2 Iron Jaw = 4 vs 4: success.")
	assert.False(t, b.Figure("c1").Unconscious)
}

// Elderly (swade): -1 to damage that rolls Strength, and the running
// roll at least 1 after its -1.
func TestElderlyHitsAndRunsLess(t *testing.T) {
	b := newBattle(t, scene(t, edgeField, map[string]string{"buck": "hindrances: [Elderly]"}), 1)
	fighttest.ToTurn(t, b, "buck", 0)
	p, err := b.Preview(rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"})
	require.NoError(t, err)
	v, _ := edgeMod(p.Detail.(*rules.MeleePlan).Damage.Extra, "Elderly")
	assert.Equal(t, -1, v)
	script(b, 1)
	require.NoError(t, b.Apply(rules.Run{Who: "buck"}))
	assert.Equal(t, 5+1, b.PaceLeft("buck"), "Pace 5, and a 1 on the running die less 1 is still 1")

	b = newBattle(t, "edition: deluxe\n"+scene(t, edgeField, map[string]string{"buck": "hindrances: [Elderly]"}), 1)
	fighttest.ToTurn(t, b, "buck", 0)
	p, err = b.Preview(rules.Melee{Who: "buck", Target: "c1", Weapon: "Machete"})
	require.NoError(t, err)
	_, ok := edgeMod(p.Detail.(*rules.MeleePlan).Damage.Extra, "Elderly")
	assert.False(t, ok, "deluxe's Elderly lowers the Strength die instead")
}

// Doubting Thomas (deluxe): -2 to Fear checks; Mean (swade): -1 to
// Persuasion.
func TestDoubtingThomasAndMean(t *testing.T) {
	b := newBattle(t, "edition: deluxe\n"+scene(t, edgeField, map[string]string{"buck": "hindrances: [Doubting Thomas]"}), 1)
	assert.Equal(t, -2, b.EffectValue(b.Figure("buck"), rules.ChangeFear, ""))
	b = newBattle(t, scene(t, edgeField, map[string]string{"buck": "hindrances: [Doubting Thomas]"}), 1)
	assert.Equal(t, 0, b.EffectValue(b.Figure("buck"), rules.ChangeFear, ""))
	b = newBattle(t, scene(t, edgeField, map[string]string{"buck": "hindrances: [Mean]"}), 1)
	assert.Equal(t, -1, b.EffectValue(b.Figure("buck"), rules.ChangeTrait, string(rules.Persuasion)))
}
