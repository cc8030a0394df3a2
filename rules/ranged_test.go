package rules_test

import (
	"slices"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// script makes the next dice of the battle the given faces.
func script(b *rules.Battle, faces ...int) { *b.RNG() = *rules.ScriptedRNG(faces...) }

func TestShootWorkedExample(t *testing.T) {
	b := newBattle(t, duel, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	// d10 7, Wild d6 3: 7 vs 4, a hit. Damage 2d6+1: 4+5+1 = 10 against
	// the cultist's Toughness 5 (2 + d6/2): one raise, a Wound, and an
	// Extra is out.
	script(b, 7, 3, 4, 5)
	require.NoError(t, b.Apply(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}}))
	assert.Equal(t, []string{
		"Buck shoots Cultist 1 with the Colt .45: d10 7, Wild d6 3 = 7 vs 4: hit.",
		"Damage 2d6+1 (Colt .45) to Cultist 1: 4+5+1 = 10 vs Toughness 5: one raise, 1 Wound: Incapacitated.",
	}, b.Log()[n:])
	assert.True(t, b.Figure("c1").Incapacitated)
	assert.Equal(t, 6, b.Figure("buck").Ammo[0], "one round of seven used")
}

func TestShootModifiersFromTheTable(t *testing.T) {
	// Dim light, the target 14" away (medium range) and prone (3"+ away):
	// -2 dim, -2 medium range, -4 prone in swade; a Wound -1.
	src := "light: dim\n" + duel
	b := newBattle(t, src, 1)
	b.Figure("c1").Prone = true
	b.Figure("buck").Wounds = 1
	require.NoError(t, b.Battlefield.Place("c1", rules.Pos{X: 15, Y: 1}))
	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	script(b, 10, 4, 2, 6)
	require.NoError(t, b.Apply(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}}))
	assert.Equal(t, "Buck shoots Cultist 1 with the Colt .45: d10 10+4, Wild d6 2, -1 Wounds, -2 medium range, -2 dim, -4 prone = 5 vs 4: hit.", b.Log()[n])
}

func TestShotgunAndSlugs(t *testing.T) {
	b := newBattle(t, duel, 1)
	fighttest.ToTurn(t, b, "buck", 2)
	n := len(b.Events())
	// Shot: +2 to hit, 3d6 at short range (7"). Actions 2: -2 each.
	script(b, 3, 1, 1, 1, 1)
	require.NoError(t, b.Apply(rules.Shoot{Who: "buck", Weapon: "Shotgun", Targets: []string{"c1"}}))
	assert.Equal(t, []string{
		"Buck shoots Cultist 1 with the Shotgun: d10 3, Wild d6 1, -2 multi-action, +2 shotgun = 3 vs 4: miss.",
	}, b.Log()[n:n+1])
	// swade: the same shotgun again, with slugs: no +2.
	script(b, 3, 1, 1, 1)
	require.NoError(t, b.Apply(rules.Shoot{Who: "buck", Weapon: "Shotgun", Targets: []string{"c1"}, Slugs: true}))
	assert.Equal(t, "Buck shoots Cultist 1 with the Shotgun: d10 3, Wild d6 1, -2 multi-action = 1 vs 4: miss.", b.Log()[n+1])
}

func TestRoFAcrossTargetsWithOneWildDie(t *testing.T) {
	b := newBattle(t, duel, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	n := len(b.Events())
	// Three dice: 2 at Cultist 1, 1 at Cultist 2; recoil -2. d10s 5, 3, 8;
	// Wild d6 6+2: it stands in for the 3 (a miss made a hit).
	script(b, 5, 3, 8, 6, 2)
	require.NoError(t, b.Apply(rules.Shoot{Who: "buck", Weapon: "Tommy Gun", Targets: []string{"c1", "c1", "c2"}}))
	line := b.Log()[n]
	assert.Equal(t, "Buck fires the Tommy Gun (3 dice): d10 5, d10 3, d10 8, Wild d6 6+2, -2 recoil: Cultist 1 3 vs 4: miss; Cultist 1 6 vs 4 (Wild Die): hit; Cultist 2 6 vs 4: hit.", line)
	assert.Equal(t, 50-9, b.Figure("buck").Ammo[2], "each die of a RoF 3 weapon uses 3 rounds")
	refused(t, b, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}}, "Buck has taken its action this turn (declare a multi-action at the start of the turn)")
}

func TestARoFShotsPlanKeepsEachDiesListsApart(t *testing.T) {
	// Three dice, each with its own target, line and list, held in the
	// plan's own room: appending to one die's list reaches no other, and
	// a second plan leaves the first as it was.
	b := newBattle(t, duel, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	b.Figure("c2").Vulnerable = true
	shoot := rules.Shoot{Who: "buck", Weapon: "Tommy Gun", Targets: []string{"c1", "c2", "c1"}}
	p, err := b.Preview(shoot)
	require.NoError(t, err)
	sp := p.Detail.(*rules.ShotPlan)
	require.Len(t, sp.Targets, 3)
	assert.Equal(t, []string{"c1", "c2", "c1"}, []string{sp.Targets[0].ID, sp.Targets[1].ID, sp.Targets[2].ID})
	vulnerable := rules.Mods{{Name: "Vulnerable", Value: rules.VulnerableMod}}
	_ = append(sp.PerDie[0], rules.Modifier{Name: "GM", Value: 1})
	_ = append(sp.TN, 9)
	assert.Equal(t, []rules.Mods{nil, vulnerable, nil}, sp.PerDie)
	b.Figure("c2").Vulnerable = false
	_, err = b.Preview(rules.Shoot{Who: "buck", Weapon: "Tommy Gun", Targets: []string{"c2", "c2"}})
	require.NoError(t, err)
	assert.Equal(t, "c2", sp.Targets[1].ID)
	assert.Equal(t, []rules.Mods{nil, vulnerable, nil}, sp.PerDie)
	assert.Equal(t, []int{4, 4, 4}, sp.TN)
}

func TestIllegalShots(t *testing.T) {
	src := duel
	b := newBattle(t, src, 1)
	fighttest.ToTurn(t, b, "buck", 3)
	refused(t, b, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1", "c2"}}, "the Colt .45 has RoF 1: at most 1 trait dice, not 2")
	refused(t, b, rules.Shoot{Who: "buck", Weapon: "Bazooka", Targets: []string{"c1"}}, `Buck has no weapon called "Bazooka"`)
	refused(t, b, rules.Shoot{Who: "buck", Weapon: "Machete", Targets: []string{"c1"}}, "the Machete is not a ranged weapon")
	refused(t, b, rules.Shoot{Who: "c1", Targets: []string{"buck"}}, "Cultist 1 has no ranged weapon")
	refused(t, b, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}, Slugs: true}, "the Colt .45 is not a shotgun: no slugs")
	refused(t, b, rules.Shoot{Who: "buck", Weapon: "Tommy Gun", Targets: []string{"c1"}, Mode: rules.DoubleTap}, "the Tommy Gun cannot double tap: in swade only the Double Tap Edge double taps (from rules revision 9)")
	// Out of ammo.
	b.Figure("buck").Ammo[0] = 0
	refused(t, b, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}}, "the Colt .45 is out of ammo: reload first")
	b.Figure("buck").Ammo[2] = 2
	refused(t, b, rules.Shoot{Who: "buck", Weapon: "Tommy Gun", Targets: []string{"c1"}, Mode: rules.Burst}, "the Tommy Gun has 2 rounds left and this needs 3: reload first")
	b.Figure("buck").Ammo[0] = 7
	// Behind the wall: Cultist 1 straight below Buck, the wall square
	// (6, 4) between them hides all of its base.
	require.NoError(t, b.Battlefield.Place("buck", rules.Pos{X: 6, Y: 1}))
	require.NoError(t, b.Battlefield.Place("c1", rules.Pos{X: 6, Y: 5}))
	refused(t, b, rules.Shoot{Who: "buck", Weapon: "Tommy Gun", Targets: []string{"c1"}}, "Buck has no line of fire to Cultist 1")
	// Out of range: Cultist 2 is 3" away; a 1/1/1 weapon reaches 4" at
	// extreme range, and that needs an Aim.
	b.Figure("buck").Weapons[0].Range = [3]int{1, 1, 1}
	refused(t, b, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}}, "a shot at extreme range needs an Aim the turn before")
	require.NoError(t, b.Battlefield.Place("buck", rules.Pos{X: 0, Y: 1}))
	refused(t, b, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}}, "Cultist 2 is out of range of the Colt .45 (9\"; extreme range ends at 4\")")
	// A rifle-like weapon may not fire at an adjacent foe; a pistol may.
	require.NoError(t, b.Battlefield.Place("buck", rules.Pos{X: 8, Y: 2}))
	refused(t, b, rules.Shoot{Who: "buck", Weapon: "Tommy Gun", Targets: []string{"c2"}}, "only a pistol may fire at an adjacent foe, not the Tommy Gun")
	// Shaken: free actions only.
	b.Figure("buck").Shaken = true
	refused(t, b, rules.Shoot{Who: "buck", Weapon: "Tommy Gun", Targets: []string{"c2"}}, "Buck is Shaken: only free actions (move, run, drop prone, speak)")
}

func TestAShotsDieModifiersLeaveItsLineOfFireAlone(t *testing.T) {
	// The die's list starts as the line of fire's (dim -2, medium range
	// -2) and gains the Vulnerable target's +2: the line of fire keeps
	// its own two, unchanged by what the die added.
	src := "light: dim\n" + duel
	b := newBattle(t, src, 1)
	require.NoError(t, b.Battlefield.Place("c1", rules.Pos{X: 15, Y: 1}))
	fighttest.ToTurn(t, b, "buck", 0)
	b.Figure("c1").Vulnerable = true
	p, err := b.Preview(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}})
	require.NoError(t, err)
	sp := p.Detail.(*rules.ShotPlan)
	line := rules.Mods{{Name: "medium range", Value: -2}, {Name: "dim", Value: -2}}
	assert.Equal(t, line, sp.Sights[0].Mods)
	assert.Equal(t, append(line, rules.Modifier{Name: "Vulnerable", Value: rules.VulnerableMod}), sp.PerDie[0])
}

func TestEachShotPlansDieModifiersAreItsOwn(t *testing.T) {
	// Each plan's die list (the line's two and Vulnerable's +2) is built
	// in a scratch array and kept apart: a second plan, and an append to
	// the first plan's list, leave the other as it was.
	src := "light: dim\n" + duel
	b := newBattle(t, src, 1)
	require.NoError(t, b.Battlefield.Place("c1", rules.Pos{X: 15, Y: 1}))
	fighttest.ToTurn(t, b, "buck", 0)
	b.Figure("c1").Vulnerable = true
	shoot := rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}}
	p1, err := b.Preview(shoot)
	require.NoError(t, err)
	first := p1.Detail.(*rules.ShotPlan).PerDie[0]
	b.Figure("c1").Vulnerable = false
	p2, err := b.Preview(shoot)
	require.NoError(t, err)
	second := p2.Detail.(*rules.ShotPlan).PerDie[0]
	_ = append(first, rules.Modifier{Name: "GM", Value: 1})
	line := rules.Mods{{Name: "medium range", Value: -2}, {Name: "dim", Value: -2}}
	assert.Equal(t, append(line[:2:2], rules.Modifier{Name: "Vulnerable", Value: rules.VulnerableMod}), first)
	assert.Equal(t, line, second)
}

func TestEachPlannedRollKeepsItsOwnModifiers(t *testing.T) {
	// A roll's list is its own: planning another after it (the Drop's +4
	// in the first, a called shot's -4 in the second) leaves it as it was.
	b := newBattle(t, duel, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	first, err := b.Preview(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}, Drop: true})
	require.NoError(t, err)
	_, err = b.Preview(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}, Called: "head"})
	require.NoError(t, err)
	assert.Equal(t, rules.Mods{{Name: "The Drop", Value: rules.DropMod}}, first.Rolls[0].Roll.Mods)
}

func TestShotAndBlowPlansStayTheirOwnPastAChunk(t *testing.T) {
	// The plans of shots and blows are cut from the battle's chunks: more
	// plans than a chunk holds, kept side by side, each keep their own
	// roll (The Drop's +4 on every other one) and their own detail.
	b := newBattle(t, duel, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	require.NoError(t, b.Apply(rules.Move{Who: "buck", To: rules.Pos{X: 7, Y: 1}}))
	var shots, blows []*rules.Plan
	for i := range 20 {
		s, err := b.Preview(rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}, Drop: i%2 == 0})
		require.NoError(t, err)
		shots = append(shots, s)
		m, err := b.Preview(rules.Melee{Who: "buck", Target: "c1", Drop: i%2 == 0})
		require.NoError(t, err)
		blows = append(blows, m)
	}
	drop := rules.Modifier{Name: "The Drop", Value: rules.DropMod}
	for i, m := range blows {
		mp := m.Detail.(*rules.MeleePlan)
		assert.Equal(t, i%2 == 0, slices.Contains(mp.Mods, drop), "blow %d keeps its own modifiers", i)
		assert.Equal(t, "c1", mp.Target.ID)
		for _, o := range blows[:i] {
			assert.NotSame(t, o, m, "blow %d's plan is its own", i)
		}
	}
	for i, s := range shots {
		assert.Equal(t, i%2 == 0, slices.Contains(s.Rolls[0].Mods(0), drop), "shot %d keeps its own roll", i)
		assert.Equal(t, "c1", s.Detail.(*rules.ShotPlan).Targets[0].ID)
	}
}
