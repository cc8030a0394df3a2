package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every row of the Injury Table with its sub-roll.
func TestInjuryTable(t *testing.T) {
	cases := []struct {
		loc, sub int
		want     Injury
	}{
		{2, 0, Injury{Location: "unmentionables", Effect: "Unmentionables"}},
		{3, 1, Injury{Location: "arm", Effect: "left arm useless"}},
		{4, 2, Injury{Location: "arm", Effect: "right arm useless"}},
		{5, 1, Injury{Location: "guts", Effect: "Broken", Trait: Agility}},
		{9, 2, Injury{Location: "guts", Effect: "Broken", Trait: Agility}},
		{7, 3, Injury{Location: "guts", Effect: "Battered", Trait: Vigor}},
		{6, 4, Injury{Location: "guts", Effect: "Battered", Trait: Vigor}},
		{8, 5, Injury{Location: "guts", Effect: "Busted", Trait: Strength}},
		{9, 6, Injury{Location: "guts", Effect: "Busted", Trait: Strength}},
		{10, 0, Injury{Location: "leg", Effect: "Slow (leg)"}},
		{11, 0, Injury{Location: "leg", Effect: "Slow (leg)"}},
		{12, 1, Injury{Location: "head", Effect: "Hideous Scar (Ugly)"}},
		{12, 3, Injury{Location: "head", Effect: "Hideous Scar (Ugly)"}},
		{12, 4, Injury{Location: "head", Effect: "Blinded (One Eye)"}},
		{12, 5, Injury{Location: "head", Effect: "Blinded (One Eye)"}},
		{12, 6, Injury{Location: "head", Effect: "Brain Damage", Trait: Smarts}},
	}
	for _, c := range cases {
		got, err := InjuryFor(c.loc, c.sub)
		require.NoError(t, err, "%d/%d", c.loc, c.sub)
		assert.Equal(t, c.want, got, "%d/%d", c.loc, c.sub)
	}
	for _, bad := range [][2]int{{1, 1}, {13, 1}, {5, 0}, {12, 7}, {3, 0}} {
		_, err := InjuryFor(bad[0], bad[1])
		assert.Error(t, err, "%v", bad)
	}
}

// RollInjury reads 2d6 (no aces) and rolls the d6 only where a row needs it.
func TestRollInjuryScripted(t *testing.T) {
	cases := []struct {
		faces []int
		want  string
		dice  int
	}{
		{[]int{1, 1}, "Unmentionables", 2},
		{[]int{6, 5}, "Slow (leg)", 2},
		{[]int{1, 2, 3}, "left arm useless", 3},
		{[]int{6, 1, 4}, "Battered", 3}, // a 6 does not ace on a table roll
		{[]int{6, 6, 5}, "Blinded (One Eye)", 3},
	}
	for _, c := range cases {
		r := ScriptedRNG(c.faces...)
		in, rolls := r.RollInjury()
		assert.Equal(t, 0, r.ScriptLeft(), "%v", c.faces)
		assert.Equal(t, c.want, in.Effect, "%v", c.faces)
		assert.Len(t, rolls, c.dice)
	}
}

// The Incapacitation roll, Vigor d8 with three Wounds (-3).
func TestIncapacitationRoll(t *testing.T) {
	cases := []struct {
		name     string
		faces    []int // Vigor, Wild Die, then the Injury Table dice
		dead     bool
		bleeding bool
		lasts    string
	}{
		{"critical failure dies", []int{1, 1}, true, false, ""},
		{"failure: permanent, Bleeding Out", []int{6, 3, 1, 1}, false, true, InjuryPermanent},
		{"success: until healed", []int{7, 2, 5, 6}, false, false, InjuryUntilHealed},
		{"raise: 24 hours", []int{8, 3, 2, 5, 6}, false, false, Injury24Hours},
	}
	for _, c := range cases {
		f := wildCard(D8)
		f.Wounds, f.Incapacitated = 3, true
		r := ScriptedRNG(c.faces...)
		inc, evs := r.RollIncapacitation(f, nil)
		assert.Equal(t, 0, r.ScriptLeft(), c.name)
		assert.Equal(t, c.dead, inc.Dead, c.name)
		assert.Equal(t, c.dead, f.Dead, c.name)
		assert.Equal(t, c.bleeding, f.BleedingOut, c.name)
		if c.dead {
			assert.Nil(t, inc.Injury)
			assert.Empty(t, f.Injuries)
			require.Len(t, evs, 1)
			continue
		}
		require.NotNil(t, inc.Injury, c.name)
		assert.Equal(t, c.lasts, inc.Injury.Lasts, c.name)
		require.Len(t, evs, 2)
		assert.Equal(t, EventTrait, evs[0].Kind)
		assert.Equal(t, EventInjury, evs[1].Kind)
		assert.Len(t, evs[1].After.Injuries, 1)
	}
}

func TestBleedOut(t *testing.T) {
	cases := []struct {
		name     string
		faces    []int
		dead     bool
		bleeding bool
	}{
		{"failure dies", []int{3, 2}, true, false},
		{"success holds on", []int{4, 1}, false, true},
		{"raise stabilizes", []int{8, 1, 2}, false, false},
		{"critical failure dies", []int{1, 1}, true, false},
	}
	for _, c := range cases {
		f := wildCard(D8)
		f.Incapacitated, f.BleedingOut = true, true
		r := ScriptedRNG(c.faces...)
		_, evs := r.BleedOut(f, nil)
		assert.Equal(t, 0, r.ScriptLeft(), c.name)
		assert.Equal(t, c.dead, f.Dead, c.name)
		assert.Equal(t, c.bleeding, f.BleedingOut, c.name)
		assert.True(t, f.Incapacitated, c.name)
		require.Len(t, evs, 1)
		assert.Equal(t, EventBleeding, evs[0].Kind)
		assert.Equal(t, f.State, *evs[0].After)
	}
	// Not bleeding: no roll.
	f := wildCard(D8)
	_, evs := ScriptedRNG().BleedOut(f, nil)
	assert.Empty(t, evs)
}
