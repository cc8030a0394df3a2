package rules_test

import (
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Section 7's Frenzy check (v5): a Wild Card with Improved Frenzy rolls
// three Fighting dice and one Wild Die as one attack; each die is read
// against its own target's Parry. Frenzy alone rolls two.
func TestFrenzyRollsExtraFightingDice(t *testing.T) {
	for _, tc := range []struct {
		edge string
		dice []string
	}{
		{"Frenzy", []string{"c1", "c2"}},
		{"Improved Frenzy", []string{"c1", "c2", "c1"}},
	} {
		b := newBattle(t, scene(t, edgeField, map[string]string{"buck": "edges: [" + tc.edge + "]"}, "c2"), 1)
		fighttest.ToTurn(t, b, "buck", 0)
		p, err := b.Preview(rules.Melee{Who: "buck", Target: "c1", Frenzy: true, Also: []string{"c2"}})
		require.NoError(t, err, tc.edge)
		r := p.Rolls[0]
		var targets []string
		for _, d := range r.Dice {
			targets = append(targets, d.Target)
			assert.Equal(t, 5, d.TN)
		}
		assert.Equal(t, tc.dice, targets, tc.edge)
		assert.True(t, r.Roll.Wild, "one Wild Die for the roll")
	}
}

// The Frenzy's dice as one line: three d10 and the Wild Die; two hit.
func TestImprovedFrenzyLine(t *testing.T) {
	b := newBattle(t, scene(t, edgeField, map[string]string{"buck": "edges: [Improved Frenzy]"}, "c2"), 1)
	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	script(b, 8, 3, 6, 2, 1, 1, 1, 1)
	apply(t, b, rules.Melee{Who: "buck", Target: "c1", Frenzy: true, Also: []string{"c2"}})
	line := logFrom(b, n)[0]
	assert.True(t, strings.HasPrefix(line, "Buck strikes in a frenzy with the Machete (3 dice): d10 8, d10 3, d10 6, Wild d6 2: "), line)
	assert.Equal(t, 2, strings.Count(line, ": hit"), line)
	// Frenzy is a limited action: not twice a turn, nor with a Sweep.
	b = newBattle(t, scene(t, edgeField, map[string]string{"buck": "edges: [Frenzy, Sweep]"}, "c2"), 1)
	fighttest.ToTurn(t, b, "buck", 2)
	script(b, 1, 2, 2)
	apply(t, b, rules.Melee{Who: "buck", Target: "c1", Frenzy: true})
	refused(t, b, rules.Melee{Who: "buck", Sweep: true}, "Buck has taken a limited action this turn (Frenzy)")
}

// Frenzy needs the Edge.
func TestFrenzyNeedsTheEdge(t *testing.T) {
	b := newBattle(t, edgeField, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	refused(t, b, rules.Melee{Who: "buck", Target: "c1", Frenzy: true}, "Buck has no Frenzy")
	refused(t, b, rules.Melee{Who: "buck", Sweep: true}, "Buck has no Sweep")
}

// sweepField: Buck with Cultists 1 and 2 on either side and Doc, his ally,
// above him at (3, 2).
func sweepField(t *testing.T, keys string, weapon string) *rules.Battle {
	t.Helper()
	src := strings.Replace(edgeField, "at: [0, 7]", "at: [3, 2]", 1)
	if weapon != "" {
		src = strings.Replace(src, "      - {name: Machete, damage: str+d6}\n", "      - "+weapon+"\n", 1)
	}
	b := newBattle(t, scene(t, src, map[string]string{"buck": keys}, "c2"), 1)
	fighttest.ToTurn(t, b, "buck", 0)
	return b
}

// Sweep (v5): one Fighting roll read against every adjacent figure's own
// Parry, friend or foe, at -2 without a two-handed weapon. d10 7, Wild
// d6 3, -2 Sweep = 5; each cultist has Doc beside it too (+1 Gang Up): 6
// vs Parry 5; Doc (a friend: no Gang Up, but he carries no melee weapon:
// +2 unarmed defender) 7 vs his Parry 5. Three hits, each with its own
// damage roll.
func TestSweepReadsOneRollAgainstEachParry(t *testing.T) {
	b := sweepField(t, "edges: [Sweep]", "")
	p, err := b.Preview(rules.Melee{Who: "buck", Sweep: true})
	require.NoError(t, err)
	r := p.Rolls[0]
	require.Len(t, r.Dice, 3)
	v, ok := edgeMod(r.Roll.Mods, "Sweep")
	require.True(t, ok, "%v", r.Roll.Mods)
	assert.Equal(t, -2, v)
	n := len(b.Events())
	script(b, 7, 3, 1, 1, 1, 1, 1, 1)
	apply(t, b, rules.Melee{Who: "buck", Sweep: true})
	assert.Equal(t, "Buck sweeps with the Machete: d10 7, Wild d6 3, -2 Sweep: Cultist 1 6 vs 5 (+1 Gang Up): hit; Cultist 2 6 vs 5 (+1 Gang Up): hit; Doc 7 vs 5 (+2 unarmed defender): hit.", logFrom(b, n)[0])
	damage := 0
	for _, l := range logFrom(b, n) {
		if strings.HasPrefix(l, "Damage ") {
			damage++
		}
	}
	assert.Equal(t, 3, damage)
}

// Section 7's Sweep check: a two-handed great sword sweeps with no -2;
// Improved Sweep leaves the allies out.
func TestSweepTwoHandedAndImproved(t *testing.T) {
	b := sweepField(t, "edges: [Sweep]", "{name: Great Sword, damage: str+d10, two_handed: true}")
	p, err := b.Preview(rules.Melee{Who: "buck", Sweep: true})
	require.NoError(t, err)
	_, ok := edgeMod(p.Rolls[0].Roll.Mods, "Sweep")
	assert.False(t, ok, "no -2 with a two-handed weapon")

	b = sweepField(t, "edges: [Improved Sweep]", "")
	p, err = b.Preview(rules.Melee{Who: "buck", Sweep: true})
	require.NoError(t, err)
	var targets []string
	for _, d := range p.Rolls[0].Dice {
		targets = append(targets, d.Target)
	}
	assert.Equal(t, []string{"c1", "c2"}, targets)
	v, _ := edgeMod(p.Rolls[0].Roll.Mods, "Sweep")
	assert.Equal(t, -2, v, "Improved Sweep keeps the -2 of a one-handed weapon (v5)")
}

// Trademark Weapon: +1 to attacks with the named weapon and +1 Parry
// while it is carried (Improved: +2). Buck's Machete: d10 against Parry
// 5 takes +1; Cultist 1 needs 8 against his Parry 7+1.
func TestTrademarkWeapon(t *testing.T) {
	for _, tc := range []struct {
		edge  string
		bonus int
	}{{"Trademark Weapon (Machete)", 1}, {"Improved Trademark Weapon (machete)", 2}} {
		b := newBattle(t, scene(t, edgeField, map[string]string{"buck": "edges: [" + tc.edge + "]"}), 1)
		fighttest.ToTurn(t, b, "buck", 0)
		p, err := b.Preview(rules.Melee{Who: "buck", Target: "c1"})
		require.NoError(t, err)
		name := "Trademark Weapon"
		if tc.bonus == 2 {
			name = "Improved Trademark Weapon"
		}
		v, _ := edgeMod(p.Rolls[0].Mods(0), name)
		assert.Equal(t, tc.bonus, v, tc.edge)
		// Not with the Colt.
		p, err = b.Preview(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}})
		if err == nil {
			_, ok := edgeMod(p.Rolls[0].Mods(0), name)
			assert.False(t, ok)
		}
		apply(t, b, rules.EndTurn{Who: "buck"})
		fighttest.ToTurn(t, b, "c1", 0)
		p, err = b.Preview(rules.Melee{Who: "c1", Target: "buck"})
		require.NoError(t, err)
		assert.Equal(t, 7+tc.bonus, p.Rolls[0].TN(0), tc.edge)
	}
}

// The plain tactic plays its Edges: a Sweep with two foes and no friend
// in reach, a Frenzy on its first attack with one.
func TestPlainTacticSweepsAndFrenzies(t *testing.T) {
	b := newBattle(t, scene(t, edgeField, map[string]string{"buck": "edges: [Sweep, Frenzy]"}, "c2"), 1)
	fighttest.ToTurn(t, b, "buck", 0)
	acts := fighttest.PlayTactic(t, b, &rules.Plain{}, "buck")
	m, ok := acts[0].(rules.Melee)
	require.True(t, ok, "%#v", acts)
	assert.True(t, m.Sweep, "two foes in reach: a Sweep")

	b = newBattle(t, scene(t, edgeField, map[string]string{"buck": "edges: [Sweep, Frenzy]"}), 1)
	fighttest.ToTurn(t, b, "buck", 0)
	acts = fighttest.PlayTactic(t, b, &rules.Plain{}, "buck")
	m, ok = acts[0].(rules.Melee)
	require.True(t, ok, "%#v", acts)
	assert.True(t, m.Frenzy && !m.Sweep, "one foe in reach: a Frenzy")
}

// A Marksman with a shot stays where it stands and gets its +1.
func TestPlainTacticMarksmanStaysStill(t *testing.T) {
	src := strings.Replace(edgeField, "at: [4, 3]", "at: [11, 7]", 1)
	src = strings.Replace(src, "      - {name: Machete, damage: str+d6}\n", "", 1)
	b := newBattle(t, scene(t, src, map[string]string{"buck": "edges: [Marksman]"}), 1)
	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	acts := fighttest.PlayTactic(t, b, &rules.Plain{}, "buck")
	_, ok := acts[0].(rules.Shoot)
	require.True(t, ok, "it shoots first: %#v", acts)
	assert.Contains(t, logFrom(b, n)[0], "+1 Marksman")
}

// FrenzyDice, which the screens read to offer a die per foe, counts as
// the plan rolls: swade two dice with Frenzy and three with Improved
// Frenzy, deluxe two with either, none without the Edge.
func TestFrenzyDiceCountsTheDiceThePlanRolls(t *testing.T) {
	for _, tc := range []struct {
		ed    rules.Edition
		edges []string
		want  int
	}{
		{rules.SWADE, []string{"Frenzy"}, 2},
		{rules.SWADE, []string{"Improved Frenzy"}, 3},
		{rules.Deluxe, []string{"Frenzy"}, 2},
		{rules.Deluxe, []string{"Improved Frenzy"}, 2},
		{rules.SWADE, []string{"Sweep"}, 0},
	} {
		f := &rules.Figure{Name: "Buck", Edges: tc.edges}
		f.Grant(tc.ed)
		assert.Equal(t, tc.want, rules.FrenzyDice(tc.ed.Rules(), f), "%s %v", tc.ed, tc.edges)
	}
	b := newBattle(t, scene(t, edgeField, map[string]string{"buck": "edges: [Improved Frenzy]"}, "c2"), 1)
	fighttest.ToTurn(t, b, "buck", 0)
	p, err := b.Preview(rules.Melee{Who: "buck", Target: "c1", Frenzy: true})
	require.NoError(t, err)
	assert.Len(t, p.Rolls[0].Dice, rules.FrenzyDice(b.Rules, b.Figure("buck")))
}
