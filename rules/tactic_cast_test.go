package rules_test

import (
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPlainTacticBlastsTwoFoesAndNoFriendElseBoltsTheNearest(t *testing.T) {
	// Centred on Hand 2, the Medium Blast catches all four foes and no friend.
	b := casting(t, "swade")
	pl := &rules.Plain{}
	a := pl.Next(b)
	c, ok := a.(rules.Cast)
	require.True(t, ok, "%#v", a)
	assert.Equal(t, "Blast", c.Power)
	require.NotNil(t, c.At)
	plan, err := b.Preview(c)
	require.NoError(t, err)
	var under []string
	for _, v := range plan.Rolls[0].Victims {
		under = append(under, v.Target)
	}
	assert.ElementsMatch(t, []string{"buck", "h1", "h2", "virginia"}, under, "Hand 2's centre catches all four foes")

	// With the Hands gone, the Bolt at Buck (6", in range 12"); the
	// priest stays where he is.
	b = casting(t, "swade")
	b.Figure("h1").Dead, b.Figure("h2").Dead = true, true
	acts := fighttest.PlayTactic(t, b, &rules.Plain{}, "priest")
	require.Len(t, acts, 2)
	assert.Equal(t, rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}}, acts[0])
}

func TestPlainTacticProtectsItselfWithAFoeAdjacentAndHealsAWoundedAlly(t *testing.T) {
	b := casting(t, "swade")
	require.NoError(t, b.Battlefield.Place("buck", rules.Pos{X: 3, Y: 3}))
	acts := fighttest.PlayTactic(t, b, &rules.Plain{}, "priest")
	assert.Equal(t, rules.Cast{Who: "priest", Power: "Protection", Targets: []string{"priest"}}, acts[0])

	b = casting(t, "swade")
	b.Figure("acolyte").Wounds = 1
	acts = fighttest.PlayTactic(t, b, &rules.Plain{}, "priest")
	assert.Equal(t, rules.Cast{Who: "priest", Power: "Healing", Targets: []string{"acolyte"}}, acts[0])
}

func TestPlainTacticLowersTheMostDangerousFoeAndBoostsAnAllyStillToAct(t *testing.T) {
	// Buck (Fighting d8) is the only foe within Lower Trait's 6".
	b := castingWith(t, "swade", "Bolt, Lower Trait, Boost Trait")
	a := (&rules.Plain{}).Next(b)
	assert.Equal(t, rules.Cast{Who: "priest", Power: "Lower Trait", Targets: []string{"buck"}}, a)

	// Buck lowered already: the Acolyte, still to act, is boosted.
	b = castingWith(t, "swade", "Bolt, Lower Trait, Boost Trait")
	b.Figure("buck").Effects = []rules.Effect{{Source: rules.Source{Kind: rules.FromPower, Name: "Lower Trait"}, Change: rules.ChangeDie, Detail: "fighting", Value: -1}}
	delete(b.Fight.Init.Acted, "acolyte")
	a = (&rules.Plain{}).Next(b)
	assert.Equal(t, rules.Cast{Who: "priest", Power: "Boost Trait", Targets: []string{"acolyte"}}, a)

	// With 4 Power Points, a Boost (3) would leave no Bolt: it bolts.
	b = castingWith(t, "swade", "Bolt, Boost Trait")
	delete(b.Fight.Init.Acted, "acolyte")
	b.Figure("priest").PowerPointsSpent = 11
	a = (&rules.Plain{}).Next(b)
	assert.Equal(t, rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}}, a)
}

func TestPlainTacticBurstsWhereTheConeCatchesTwoFoes(t *testing.T) {
	// Buck and Hand 1 side by side in front of the priest.
	b := castingWith(t, "swade", "Burst")
	require.NoError(t, b.Battlefield.Place("buck", rules.Pos{X: 5, Y: 3}))
	require.NoError(t, b.Battlefield.Place("h1", rules.Pos{X: 6, Y: 3}))
	a := (&rules.Plain{}).Next(b)
	c, ok := a.(rules.Cast)
	require.True(t, ok, "%#v", a)
	assert.Equal(t, "Burst", c.Power)
}

func TestPlainTacticPutsAClusterOfFoesToSleepWithAMediumBlast(t *testing.T) {
	// Smarts d6: Slumber reaches 6"; Buck's centre is 6" off and a
	// Medium Blast on it catches Buck and both Hands.
	b := castingWith(t, "swade", "Slumber")
	a := (&rules.Plain{}).Next(b)
	c, ok := a.(rules.Cast)
	require.True(t, ok, "%#v", a)
	assert.Equal(t, "Slumber", c.Power)
	assert.Equal(t, []string{"Medium Blast"}, c.Mods)
	require.NotNil(t, c.At)
	plan, err := b.Preview(c)
	require.NoError(t, err)
	assert.Equal(t, 4, plan.Detail.(*rules.CastPlan).Cost, "2 and Medium Blast's 2")
	assert.GreaterOrEqual(t, len(plan.Detail.(*rules.CastPlan).Targets), 2)

	b = castingWith(t, "swade", "Blind")
	b.Figure("priest").PowerPointsSpent = 11 // 4 left: no Bolt's worth besides
	a = (&rules.Plain{}).Next(b)
	c, ok = a.(rules.Cast)
	assert.False(t, ok && c.Power == "Blind", "not with its last Power Points: %#v", a)
}

// The plain tactic drains its soul when out of Power Points: the priest
// (Soul Drain) has 0 of 15, fewer than his cheapest power (Bolt, 1): a
// level of Fatigue gives 5 back, then he bolts Buck. Fatigued already,
// he keeps his -1 and casts nothing; with 1 point left (a Bolt's) he
// does not drain.
func TestPlainTacticTakesSoulDrainWhenOutOfPowerPointsAndNotFatigued(t *testing.T) {
	drained := func(spent, fatigue int) []rules.Action {
		b := arcaneScene(t, "swade", rules.CurrentRevision, map[string]string{"priest": "edges: [Soul Drain]"})
		b.Figure("h1").Dead, b.Figure("h2").Dead = true, true
		b.Figure("priest").PowerPointsSpent = spent
		b.Figure("priest").Fatigue = fatigue
		return fighttest.PlayTactic(t, b, &rules.Plain{}, "priest")
	}
	acts := drained(15, 0)
	require.GreaterOrEqual(t, len(acts), 2)
	assert.Equal(t, rules.SoulDrain{Who: "priest"}, acts[0])
	assert.Equal(t, rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}}, acts[1])

	assert.NotContains(t, drained(15, 1), rules.SoulDrain{Who: "priest"}, "Fatigued: another level is -2")
	acts = drained(14, 0)
	assert.NotContains(t, acts, rules.SoulDrain{Who: "priest"}, "a Bolt's point left")
	assert.Contains(t, acts, rules.Action(rules.Cast{Who: "priest", Power: "Bolt", Targets: []string{"buck"}}))

	// Without the Edge: no drain.
	b := casting(t, "swade")
	b.Figure("h1").Dead, b.Figure("h2").Dead = true, true
	b.Figure("priest").PowerPointsSpent = 15
	assert.NotContains(t, fighttest.PlayTactic(t, b, &rules.Plain{}, "priest"), rules.Action(rules.SoulDrain{Who: "priest"}))
}
