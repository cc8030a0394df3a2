package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTommyGunHitsAtMostThree(t *testing.T) {
	// Buck's Tommy Gun: d12 Shooting, RoF 3, and his Wild Die. All four
	// dice succeed (8, 9, 10 and a Wild Die 5): still only 3 hits.
	tr := TraitRoll{Name: "Shooting", Die: D12, Wild: true}
	r := ScriptedRNG(8, 9, 10, 5)
	m, err := r.MultiTraitTest(tr, 3)
	require.NoError(t, err)
	assert.Equal(t, 3, m.Hits)
	assert.Len(t, m.Results, 3)
	assert.Equal(t, -1, m.Replaced, "the Wild Die (5) is not better than the lowest trait die (8)")
	assert.Zero(t, r.ScriptLeft())

	// Over every seed too: a long run never shows a fourth hit.
	r = NewRNG(3)
	for range 10000 {
		m, err := r.MultiTraitTest(tr, 3)
		require.NoError(t, err)
		require.LessOrEqual(t, m.Hits, 3)
	}
}

func TestWildDieReplacesTheLowest(t *testing.T) {
	cases := []struct {
		name     string
		n        int
		faces    []int // trait dice, then the Wild Die
		mods     Mods
		hits     int
		replaced int
		crit     bool
		totals   []int
	}{
		{"a missed die is replaced by a hitting Wild Die", 3, []int{2, 7, 5, 6, 3}, nil, 3, 0, false, []int{9, 7, 5}},
		{"the lowest die goes: 5, 2, 3 and the Wild Die 4", 3, []int{5, 2, 3, 4}, nil, 2, 1, false, []int{5, 4, 3}},
		{"a Wild Die no better than every die replaces none", 2, []int{5, 6, 3}, nil, 2, -1, false, []int{5, 6}},
		{"a missing Wild Die can still lift the lowest total", 2, []int{1, 5, 2}, nil, 1, 0, false, []int{2, 5}},
		{"RoF 3: Wild Die 1 and two 1s of three is a critical failure", 3, []int{1, 1, 9, 1}, nil, 0, -1, true, []int{1, 1, 9}},
		{"RoF 3: Wild Die 1 and one 1 of three is not", 3, []int{1, 5, 9, 1}, nil, 2, -1, false, []int{1, 5, 9}},
		{"RoF 2: one 1 of two is not more than half", 2, []int{1, 5, 1}, nil, 1, -1, false, []int{1, 5}},
		{"RoF 2: both 1s and the Wild Die 1 is", 2, []int{1, 1, 1}, Mods{{Name: "aim", Value: 4}}, 0, -1, true, []int{5, 5}},
		{"RoF 1 is the single-die rule: snake eyes", 1, []int{1, 1}, nil, 0, -1, true, []int{1}},
		{"modifiers apply to every die and the Wild Die: -2 recoil", 3, []int{5, 4, 6, 6, 1}, Mods{{Name: "recoil", Value: -2}}, 2, 1, false, []int{3, 5, 4}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := ScriptedRNG(c.faces...)
			m, err := r.MultiTraitTest(TraitRoll{Die: D10, Wild: true, Mods: c.mods}, c.n)
			require.NoError(t, err)
			assert.Zero(t, r.ScriptLeft())
			assert.Equal(t, c.hits, m.Hits)
			assert.Equal(t, c.replaced, m.Replaced)
			assert.Equal(t, c.crit, m.CriticalFailure)
			totals := make([]int, len(m.Results))
			for i, o := range m.Results {
				totals[i] = o.Total
			}
			assert.Equal(t, c.totals, totals)
			if c.replaced >= 0 {
				assert.True(t, m.Results[c.replaced].Roll.Wild)
			}
		})
	}
}

func TestMultiExtraHasNoWildDie(t *testing.T) {
	r := ScriptedRNG(1, 1, 1)
	m, err := r.MultiTraitTest(TraitRoll{Die: D6}, 3)
	require.NoError(t, err)
	assert.False(t, m.CriticalFailure, "an Extra has no Wild Die, so no critical failure")
	assert.Empty(t, m.WildDie.Faces)
	assert.Zero(t, r.ScriptLeft())
	_, err = r.MultiTraitTest(TraitRoll{Die: D6}, 0)
	assert.Error(t, err)
}

func TestMultiRerollAndEvent(t *testing.T) {
	tr := TraitRoll{Name: "Shooting", Die: D8, Wild: true, Mods: Mods{{Name: "recoil", Value: -2}}}
	// First: 3, 4, 2 and Wild Die 5: totals 1, 2, 0 -> the Wild Die 3
	// replaces the 0: no hit. The benny: 6, 8+1, 2, Wild 2: 4, 7, 0: 2 hits.
	r := ScriptedRNG(3, 4, 2, 5, 6, 8, 1, 2, 2)
	first, err := r.MultiTraitTest(tr, 3)
	require.NoError(t, err)
	assert.Equal(t, 0, first.Hits)
	best, again, err := r.RerollMulti(tr, first)
	require.NoError(t, err)
	assert.Equal(t, 2, again.Hits)
	assert.Equal(t, again.Hits, best.Hits)
	assert.True(t, again.Better(first))
	assert.False(t, first.Better(again))

	ev := again.Event("buck", "cultist")
	assert.Equal(t, EventTrait, ev.Kind)
	require.Len(t, ev.Rolls, 4)
	assert.Equal(t, []int{8, 1}, ev.Rolls[1].Faces)
	assert.True(t, ev.Rolls[3].Wild)
	assert.Equal(t, 7, ev.Total)
	assert.Equal(t, 0, ev.Raises)
	assert.Equal(t, "2 successes", ev.Outcome)
	assert.Equal(t, Mods{{Name: "recoil", Value: -2}}, ev.Mods)
}

func TestWildDieGoesWhereItGainsMost(t *testing.T) {
	// RoF 2 split between a target at TN 4 and one at Parry 8: d10s, and
	// the Wild Die 6+2 = 8 in every case.
	cases := []struct {
		name     string
		faces    []int
		replaced int
		hits     int
	}{
		{"3 and 7: either would gain a hit, the 3 also a raise", []int{3, 7, 6, 2}, 0, 1},
		{"5 and 7: a hit on the second beats a raise on the first", []int{5, 7, 6, 2}, 1, 2},
		{"9 and 9: nothing to gain, nothing replaced", []int{9, 9, 6, 2}, -1, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, err := ScriptedRNG(c.faces...).MultiTraitTestAt(TraitRoll{Die: D10, Wild: true}, []int{4, 8})
			require.NoError(t, err)
			assert.Equal(t, c.replaced, m.Replaced)
			assert.Equal(t, c.hits, m.Hits)
			assert.Equal(t, 4, m.Results[0].TN)
			assert.Equal(t, 8, m.Results[1].TN)
		})
	}
	_, err := NewRNG(1).MultiTraitTestAt(TraitRoll{Die: D6}, []int{4, 0})
	assert.Error(t, err)
	_, err = NewRNG(1).MultiTraitTestAt(TraitRoll{Die: D6}, nil)
	assert.Error(t, err)
}
