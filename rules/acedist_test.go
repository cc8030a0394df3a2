package rules

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// bruteAce enumerates every ace chain of d up to depth throws and returns
// P(total == k) for the totals it reaches: an independent check of the
// closed forms (chains deeper than depth are the only thing missing).
func bruteAce(d Die, depth int) map[int]float64 {
	out := map[int]float64{}
	var walk func(sum int, p float64, left int)
	walk = func(sum int, p float64, left int) {
		if left == 0 {
			return
		}
		for f := 1; f <= d.Sides; f++ {
			q := p / float64(d.Sides)
			if f == d.Sides {
				walk(sum+f, q, left-1)
				continue
			}
			out[sum+f+d.Bonus] += q
		}
	}
	walk(0, 1, depth)
	return out
}

func TestAceProbMatchesEnumeration(t *testing.T) {
	for _, d := range []Die{D4, D6, D8, D10, D12, {Sides: 12, Bonus: 2}} {
		brute := bruteAce(d, 6)
		// Totals reachable within 6 throws: up to 5 aces plus a last face.
		for k := -1; k <= 5*d.Sides+d.Sides-1+d.Bonus; k++ {
			assert.InDelta(t, brute[k], AceProb(d, k), 1e-15, "%v total %d", d, k)
		}
		// P(total >= k) is the enumerated tail plus what lies deeper than
		// 6 throws: exactly Sides^-6 of chains (six aces in a row).
		deep := math.Pow(float64(d.Sides), -6)
		for k := -1; k <= 6*d.Sides+d.Bonus; k++ {
			tail := deep
			for v, p := range brute {
				if v >= k {
					tail += p
				}
			}
			assert.InDelta(t, tail, AceAtLeast(d, k), 1e-14, "%v total >= %d", d, k)
		}
	}
}

func TestAceKnownValues(t *testing.T) {
	cases := []struct {
		name string
		d    Die
		k    int
		want float64
	}{
		{"d6 >= 4 is 3/6", D6, 4, 0.5},
		{"d4 >= 4 is 1/4 (the 4 aces and always stays >= 4)", D4, 4, 0.25},
		{"d4 >= 5 needs the ace and then anything: 1/4", D4, 5, 0.25},
		{"d4 >= 6 is 1/4 * 3/4", D4, 6, 3.0 / 16},
		{"d4 >= 8 is 1/4 * 1/4", D4, 8, 1.0 / 16},
		{"d6 >= 7 is 1/6", D6, 7, 1.0 / 6},
		{"d6 >= 12 is 1/6 * 1/6", D6, 12, 1.0 / 36},
		{"d12+2 >= 4 is 11/12", Die{Sides: 12, Bonus: 2}, 4, 11.0 / 12},
		{"anything >= 1 is certain", D8, 1, 1},
		{"d10 total 23 (10+10+3) is 1/1000", D10, 23, -1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.want < 0 {
				assert.InDelta(t, 1e-3, AceProb(c.d, c.k), 1e-18)
				return
			}
			assert.InDelta(t, c.want, AceAtLeast(c.d, c.k), 1e-15)
		})
	}
	assert.Zero(t, AceProb(D6, 6), "a total of exactly 6 on a d6 is impossible: the 6 aces")
	assert.Zero(t, AceProb(D6, 12))
	assert.InDelta(t, 1.0/36, AceProb(D6, 7), 1e-15, "6 then 1")
}

func TestAceDist(t *testing.T) {
	for _, d := range []Die{D4, D6, D8, D10, D12, {Sides: 12, Bonus: 1}} {
		dist := AceDist(d)
		assert.Equal(t, 1+d.Bonus, dist.Min)
		assert.Less(t, dist.Lost(), DistCut, "%v", d)
		assert.GreaterOrEqual(t, dist.Lost(), -1e-15)
		assert.Less(t, AceAtLeast(d, dist.Max()+1), DistCut, "%v cut too late", d)
		assert.GreaterOrEqual(t, AceAtLeast(d, dist.Max()), DistCut, "%v cut too early", d)
		for k := dist.Min; k <= dist.Max(); k++ {
			assert.InDelta(t, AceAtLeast(d, k), dist.AtLeast(k), 1e-12, "%v >= %d", d, k)
		}
		// Mean of an acing die: (s+1)/2 * s/(s-1), plus the bonus.
		s := float64(d.Sides)
		assert.InDelta(t, (s+1)/2*s/(s-1)+float64(d.Bonus), dist.Mean(), 1e-9, "%v mean", d)
	}
}

func TestDistAddAndBetter(t *testing.T) {
	// 2d6+1 with aces: P(total >= 2+1) = 1, P(total == 3) = 1/36.
	dmg := AceDist(D6).Add(AceDist(D6)).Shift(1)
	assert.Equal(t, 3, dmg.Min)
	assert.InDelta(t, 1.0/36, dmg.Prob(3), 1e-15)
	assert.InDelta(t, 1, dmg.AtLeast(3), 1e-15)
	assert.Less(t, dmg.Lost(), 2*DistCut)
	// By enumeration of two dice to depth 20 (6^-20 left out): P(sum >= 9)
	// for 2d6 acing, plus the flat +1.
	b := bruteAce(D6, 20)
	want := 0.0
	for x, px := range b {
		for y, py := range b {
			if x+y >= 8 {
				want += px * py
			}
		}
	}
	assert.InDelta(t, want, dmg.AtLeast(9), 1e-12)
	// DiceDist agrees with building it by hand.
	dd := DiceDist(DiceExpr{N: 2, Sides: 6, Plus: 1}, true)
	assert.Equal(t, dmg.Min, dd.Min)
	assert.InDeltaSlice(t, dmg.P, dd.P, 1e-15)
	// No aces: 2d6 without aces tops out at 12 with 1/36.
	na := DiceDist(DiceExpr{N: 2, Sides: 6}, false)
	assert.Equal(t, 12, na.Max())
	assert.InDelta(t, 1.0/36, na.Prob(12), 1e-15)
	assert.InDelta(t, 6.0/36, na.Prob(7), 1e-15)
	assert.InDelta(t, 0.5, NoAceAtLeast(D6, 4), 0)
	assert.InDelta(t, 0, NoAceAtLeast(D6, 7), 0)

	// Better of d4 and the d6 Wild Die: P(max >= 4) = 1 - (3/4)(3/6) = 5/8.
	better := AceDist(D4).Better(AceDist(D6))
	assert.InDelta(t, 5.0/8, better.AtLeast(4), 1e-12)
	assert.InDelta(t, 1.0/24, better.Prob(1), 1e-15, "both 1: 1/4 * 1/6")
	require.NotEmpty(t, better.P)
}

func TestScriptedRNG(t *testing.T) {
	r := ScriptedRNG(10, 10, 3)
	roll := r.Roll(D10)
	assert.Equal(t, []int{10, 10, 3}, roll.Faces)
	assert.Equal(t, 23, roll.Sum(), "Buck's d10: 10+10+3 = 23")
	assert.Zero(t, r.ScriptLeft())
	// After the script the source goes on as NewRNG(0).
	assert.Equal(t, NewRNG(0).Face(6), r.Face(6))
	// A face that does not fit the die is the test's mistake.
	assert.Panics(t, func() { ScriptedRNG(7).Face(6) })
	assert.Panics(t, func() { ScriptedRNG(0).Face(6) })
	// IntN takes face-1, so a scripted 3 picks index 2 of 3.
	assert.Equal(t, 2, ScriptedRNG(3).IntN(3))
}
