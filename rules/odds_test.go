package rules

import (
	"fmt"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestOddsKnownValues(t *testing.T) {
	cases := []struct {
		name string
		roll TraitRoll
		want TraitOdds
	}{
		{"Extra d6 vs 4: 3/6; a raise needs 8 = 6 then 2+: 1/6*5/6",
			TraitRoll{Die: D6}, TraitOdds{0.5, 5.0 / 36, 0}},
		{"Extra d4 vs 4: only the 4 (which aces), 1/4; raise 4 then 4: 1/16",
			TraitRoll{Die: D4}, TraitOdds{0.25, 1.0 / 16, 0}},
		{"Wild Card d4 vs 4: 1 - 3/4*3/6 = 5/8; raise 1 - 15/16*31/36; snake eyes 1/24",
			TraitRoll{Die: D4, Wild: true}, TraitOdds{5.0 / 8, 1 - 15.0/16*31.0/36, 1.0 / 24}},
		{"Wild Card d6 +3 vs 4: every total reaches 4 but snake eyes: 35/36",
			TraitRoll{Die: D6, Wild: true, Mods: Mods{{Name: "aim", Value: 3}}},
			TraitOdds{35.0 / 36, 1 - (1-AceAtLeast(D6, 5))*(1-AceAtLeast(D6, 5)), 1.0 / 36}},
		{"unskilled Wild Card: d4-2 and d6-2 vs 4: 1 - 13/16*5/6 = 31/96",
			TraitRoll{Die: D10, Unskilled: true, Wild: true},
			TraitOdds{31.0 / 96, 1 - (1-1.0/16*3.0/4)*(1-1.0/6*3.0/6), 1.0 / 24}},
		{"Extra d12+2 vs 4: faces 2..12: 11/12",
			TraitRoll{Die: Die{Sides: 12, Bonus: 2}}, TraitOdds{11.0 / 12, AceAtLeast(Die{Sides: 12, Bonus: 2}, 8), 0}},
		{"Wild Card d8 vs TN 6 (Parry 6): 1 - 5/8*5/6 = 23/48; a raise (10) 1 - (1-1/8*7/8)(1-1/6*3/6) = 141/768",
			TraitRoll{Die: D8, Wild: true, TN: 6}, TraitOdds{23.0 / 48, 141.0 / 768, 1.0 / 48}},
		{"Extra d6 -2 vs 4: needs 6, which aces: 1/6; a raise needs 10: 6 then 4+, 1/12",
			TraitRoll{Die: D6, Mods: Mods{{Name: "medium range", Value: -2}}}, TraitOdds{1.0 / 6, 1.0 / 12, 0}},
		{"Wild Card d12+3 with +10 vs 4: certain but snake eyes (1/72)",
			TraitRoll{Die: Die{Sides: 12, Bonus: 3}, Wild: true, Mods: Mods{{Name: "GM", Value: 10}}},
			TraitOdds{1 - 1.0/72, 1 - 1.0/72, 1.0 / 72}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := Odds(c.roll)
			assert.InDelta(t, c.want.Success, got.Success, 1e-15)
			assert.InDelta(t, c.want.Raise, got.Raise, 1e-15)
			assert.InDelta(t, c.want.CriticalFailure, got.CriticalFailure, 1e-15)
		})
	}
}

// facesFor is the ace chain that totals v on d (Bonus included).
func facesFor(d Die, v int) []int {
	w := v - d.Bonus
	var out []int
	for ; w > d.Sides; w -= d.Sides {
		out = append(out, d.Sides)
	}
	if w == d.Sides {
		panic("unreachable total")
	}
	return append(out, w)
}

// lumped enumerates d's totals (by bruteAce to depth 40, which leaves out
// less than 4^-40) from the lowest up to cap; every total at or above cap
// is lumped onto the first reachable one, which behaves the same for any
// threshold up to cap. The natural 1 (total 1+Bonus) always stays apart:
// it decides critical failures.
func lumped(d Die, cap int) (vals []int, probs []float64) {
	b := bruteAce(d, 40)
	cap = max(cap, 2+d.Bonus)
	rep := cap
	for AceProb(d, rep) == 0 {
		rep++
	}
	var tail float64
	for v, p := range b {
		if v >= cap {
			tail += p
		}
	}
	for v := 1 + d.Bonus; v < cap; v++ {
		if p := b[v]; p > 0 {
			vals, probs = append(vals, v), append(probs, p)
		}
	}
	return append(vals, rep), append(probs, tail)
}

// oddsConfigs are the trait tests the exact odds are checked on.
func oddsConfigs() []TraitRoll {
	var out []TraitRoll
	dice := []Die{D4, D6, D8, D10, D12, {Sides: 12, Bonus: 1}, {Sides: 12, Bonus: 4}}
	for _, d := range dice {
		for _, wild := range []bool{false, true} {
			for _, mod := range []int{-6, -2, 0, 1, 3} {
				for _, tn := range []int{1, 4, 6, 9} {
					for _, un := range []bool{false, true} {
						if un && d != D8 {
							continue
						}
						out = append(out, TraitRoll{Die: d, Wild: wild, TN: tn, Unskilled: un,
							Mods: Mods{{Name: "m", Value: mod}}})
					}
				}
			}
		}
	}
	return out
}

func rollName(t TraitRoll) string {
	return fmt.Sprintf("%v wild=%v unskilled=%v mod=%d tn=%d", t.Die, t.Wild, t.Unskilled, t.Mods.Sum(), t.TN)
}

// TestOddsMatchEnumeration plays every combination of concrete totals
// through TraitTest itself (a scripted source feeds the faces) and weighs
// it by the enumerated chance of those totals: an independent check of
// both Odds and TraitTest.
func TestOddsMatchEnumeration(t *testing.T) {
	for _, tr := range oddsConfigs() {
		die, mod, tn := tr.Effective()
		// Totals at or above tn+4-mod all succeed with a raise.
		tv, tp := lumped(die, tn+4-mod)
		wv, wp := []int{0}, []float64{1}
		if tr.Wild {
			wv, wp = lumped(D6, tn+4-mod)
		}
		var want TraitOdds
		for i, x := range tv {
			for j, y := range wv {
				faces := facesFor(die, x)
				if tr.Wild {
					faces = append(faces, facesFor(D6, y)...)
				}
				res := ScriptedRNG(faces...).TraitTest(tr)
				p := tp[i] * wp[j]
				if res.Success {
					want.Success += p
				}
				if res.Raises > 0 {
					want.Raise += p
				}
				if res.CriticalFailure {
					want.CriticalFailure += p
				}
			}
		}
		got := Odds(tr)
		assert.InDelta(t, want.Success, got.Success, 1e-12, rollName(tr))
		assert.InDelta(t, want.Raise, got.Raise, 1e-12, rollName(tr))
		assert.InDelta(t, want.CriticalFailure, got.CriticalFailure, 1e-12, rollName(tr))
	}
}

// TestMultiOddsMatchEnumeration plays every combination of n trait dice
// and the Wild Die through MultiTraitTest and checks MultiOdds' hit
// distribution against it.
func TestMultiOddsMatchEnumeration(t *testing.T) {
	for _, tr := range oddsConfigs() {
		if tr.Die.Bonus == 4 || tr.TN == 9 {
			continue // keeps the enumeration small; covered by the single-die test
		}
		die, mod, tn := tr.Effective()
		tv, tp := lumped(die, tn-mod)
		wv, wp := []int{0}, []float64{1}
		if tr.Wild {
			wv, wp = lumped(D6, tn-mod)
		}
		for n := 1; n <= 3; n++ {
			want := HitOdds{Hits: make([]float64, n+1)}
			idx := make([]int, n)
			for {
				p := 1.0
				var faces []int
				for _, k := range idx {
					p *= tp[k]
					faces = append(faces, facesFor(die, tv[k])...)
				}
				for j, y := range wv {
					fs := faces
					if tr.Wild {
						fs = append(append([]int(nil), faces...), facesFor(D6, y)...)
					}
					m, err := ScriptedRNG(fs...).MultiTraitTest(tr, n)
					require.NoError(t, err)
					want.Hits[m.Hits] += p * wp[j]
					if m.CriticalFailure {
						want.CriticalFailure += p * wp[j]
					}
				}
				// Next combination of trait totals.
				k := 0
				for k < n {
					idx[k]++
					if idx[k] < len(tv) {
						break
					}
					idx[k] = 0
					k++
				}
				if k == n {
					break
				}
			}
			got, err := MultiOdds(tr, n)
			require.NoError(t, err)
			require.Len(t, got.Hits, n+1)
			assert.InDeltaSlice(t, want.Hits, got.Hits, 1e-12, "%s n=%d", rollName(tr), n)
			assert.InDelta(t, want.CriticalFailure, got.CriticalFailure, 1e-12, "%s n=%d", rollName(tr), n)
			if n == 1 {
				// One trait die is the plain trait test.
				assert.InDelta(t, Odds(tr).Success, got.Hits[1], 1e-12, rollName(tr))
				assert.InDelta(t, Odds(tr).CriticalFailure, got.CriticalFailure, 1e-12, rollName(tr))
			}
		}
	}
}

func TestMultiOddsKnownValues(t *testing.T) {
	// Extra d6 RoF 3 vs 4: binomial with p = 1/2: 1/8, 3/8, 3/8, 1/8.
	h, err := MultiOdds(TraitRoll{Die: D6}, 3)
	require.NoError(t, err)
	assert.InDeltaSlice(t, []float64{1.0 / 8, 3.0 / 8, 3.0 / 8, 1.0 / 8}, h.Hits, 1e-15)
	assert.Zero(t, h.CriticalFailure)
	assert.InDelta(t, 1.5, h.Mean(), 1e-15)

	// Wild Card d6 RoF 2 vs 4: the Wild Die (p = 1/2) adds a hit only if a
	// trait die missed. Snake eyes need the Wild Die 1 and both trait dice
	// 1 (one 1 of two is not more than half): 1/216.
	//   0 hits: both miss and the Wild Die misses: 1/4 * 1/2 = 1/8
	//   2 hits: both hit (1/4), or one hits and the Wild Die hits (1/2 * 1/2)
	//   1 hit: the rest.
	h, err = MultiOdds(TraitRoll{Die: D6, Wild: true}, 2)
	require.NoError(t, err)
	assert.InDelta(t, 1.0/8, h.Hits[0], 1e-15)
	assert.InDelta(t, 1.0/2, h.Hits[2], 1e-15)
	assert.InDelta(t, 3.0/8, h.Hits[1], 1e-15)
	assert.InDelta(t, 1.0/216, h.CriticalFailure, 1e-15)
	assert.InDelta(t, 1.0/2, h.AtLeast(2), 1e-15)

	// The Tommy Gun: d12 Shooting, RoF 3, Wild Die: never more than 3 hits.
	h, err = MultiOdds(TraitRoll{Die: D12, Wild: true}, 3)
	require.NoError(t, err)
	assert.Len(t, h.Hits, 4)
	sum := 0.0
	for _, p := range h.Hits {
		sum += p
	}
	assert.InDelta(t, 1, sum, 1e-14)
	// Two or three 1s of three with the Wild Die 1: (3*11+1)/12^3 / 6.
	assert.InDelta(t, (3.0*11+1)/1728/6, h.CriticalFailure, 1e-15)

	_, err = MultiOdds(TraitRoll{Die: D6}, 0)
	assert.Error(t, err)
}

// TestSamplerMatchesOdds rolls a fixed seed many times and compares the
// frequencies with the exact odds. With N = 200000 trials a frequency has
// a standard error of sqrt(p(1-p)/N) <= 0.00112; we allow 5 standard
// errors of the actual p (plus 1e-9 for p = 0), which a correct sampler
// exceeds with chance below 1e-6 per check, and which a wrong rule (one
// Wild Die too many, a missing ace, a mis-read modifier) breaks by far
// more: those move the odds by 0.02 or more here.
func TestSamplerMatchesOdds(t *testing.T) {
	const n = 200000
	tol := func(p float64) float64 { return 5*math.Sqrt(p*(1-p)/n) + 1e-9 }
	cfgs := []TraitRoll{
		{Die: D4, Wild: true},
		{Die: D8, Wild: true, Mods: Mods{{Name: "medium range", Value: -2}}},
		{Die: D6},
		{Die: D10, Unskilled: true, Wild: true, TN: 5},
		{Die: Die{Sides: 12, Bonus: 2}, Wild: true, TN: 8},
	}
	for i, tr := range cfgs {
		r := NewRNG(uint64(1000 + i))
		var succ, raise, crit int
		for range n {
			res := r.TraitTest(tr)
			if res.Success {
				succ++
			}
			if res.Raises > 0 {
				raise++
			}
			if res.CriticalFailure {
				crit++
			}
		}
		o := Odds(tr)
		assert.InDelta(t, o.Success, float64(succ)/n, tol(o.Success), rollName(tr))
		assert.InDelta(t, o.Raise, float64(raise)/n, tol(o.Raise), rollName(tr))
		assert.InDelta(t, o.CriticalFailure, float64(crit)/n, tol(o.CriticalFailure), rollName(tr))
	}

	// RoF 3 with the Wild Die: every hit count's frequency.
	tr := TraitRoll{Die: D6, Wild: true, Mods: Mods{{Name: "recoil", Value: -2}}}
	h, err := MultiOdds(tr, 3)
	require.NoError(t, err)
	r := NewRNG(77)
	counts := make([]int, 4)
	crit := 0
	for range n {
		m, err := r.MultiTraitTest(tr, 3)
		require.NoError(t, err)
		counts[m.Hits]++
		if m.CriticalFailure {
			crit++
		}
	}
	for k, c := range counts {
		assert.InDelta(t, h.Hits[k], float64(c)/n, tol(h.Hits[k]), "%d hits", k)
	}
	assert.InDelta(t, h.CriticalFailure, float64(crit)/n, tol(h.CriticalFailure))
}

func TestAtLeastRaises(t *testing.T) {
	tr := TraitRoll{Die: D8}
	// Extra d8 vs 4: success 5/8; one raise needs 8: 1/8; two need 12:
	// 8 then 4+: 1/8*5/8.
	assert.InDelta(t, 5.0/8, AtLeastRaises(tr, 0), 1e-15)
	assert.InDelta(t, 1.0/8, AtLeastRaises(tr, 1), 1e-15)
	assert.InDelta(t, 5.0/64, AtLeastRaises(tr, 2), 1e-15)
}
