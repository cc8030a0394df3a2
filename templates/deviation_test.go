package templates

import (
	"math"
	"testing"

	"battlemat/geom"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The clock: 12 along the throw, 3 to its right as seen on the y-down map,
// 6 back at the attacker, 9 to the left; each hour 30 degrees clockwise.
func TestClockDirection(t *testing.T) {
	east, north := pt(1, 0), pt(0, -1)
	s := math.Sqrt(3) / 2
	cases := []struct {
		name  string
		throw geom.Point
		hour  int
		want  geom.Point
	}{
		{"12 along an eastward throw", east, 12, pt(1, 0)},
		{"3 is south (down the screen) of an eastward throw", east, 3, pt(0, 1)},
		{"6 back at the attacker", east, 6, pt(-1, 0)},
		{"9 is north of an eastward throw", east, 9, pt(0, -1)},
		{"1 is 30 degrees clockwise", east, 1, pt(s, 0.5)},
		{"2 is 60 degrees clockwise", east, 2, pt(0.5, s)},
		{"11 is 30 degrees anticlockwise", east, 11, pt(s, -0.5)},
		{"3 is east of a northward throw", north, 3, pt(1, 0)},
		{"9 is west of a northward throw", north, 9, pt(-1, 0)},
		{"6 of a northward throw is south", north, 6, pt(0, 1)},
	}
	for _, tc := range cases {
		got := ClockDirection(tc.throw, tc.hour)
		assert.InDelta(t, tc.want.X, got.X, 1e-12, tc.name)
		assert.InDelta(t, tc.want.Y, got.Y, 1e-12, tc.name)
	}
}

func TestDeviateBadInput(t *testing.T) {
	rng := rules.NewRNG(1)
	_, err := Deviate(rng, rules.Deluxe.Rules(), true, rules.Extreme, pt(0, 0), pt(10, 0))
	assert.Error(t, err, "deluxe has no extreme range")
	_, err = Deviate(rng, rules.SWADE.Rules(), true, rules.OutOfRange, pt(0, 0), pt(10, 0))
	assert.Error(t, err)
	_, err = Deviate(nil, rules.SWADE.Rules(), true, rules.Short, pt(0, 0), pt(10, 0))
	assert.Error(t, err)
	_, err = Deviate(rng, rules.SWADE.Rules(), true, rules.Short, pt(math.Inf(1), 0), pt(10, 0))
	assert.Error(t, err)
}

// Every die is recorded, none aces, and the landing point is the intended
// point moved Distance along the clock direction.
func TestDeviateRecordsEveryDie(t *testing.T) {
	rng := rules.NewRNG(7)
	from, to := pt(2.5, 3.5), pt(30.5, 3.5)
	for range 500 {
		d, err := Deviate(rng, rules.SWADE.Rules(), false, rules.Long, from, to)
		require.NoError(t, err)
		require.Len(t, d.Dice, 2, "swade fires 2d6")
		sum := 0
		for _, r := range d.Dice {
			require.Len(t, r.Faces, 1, "deviation dice never ace")
			require.Equal(t, 6, r.Die.Sides)
			sum += r.Sum()
		}
		assert.Equal(t, 3, d.Mult, "x3 at long range")
		assert.Equal(t, 3*sum, d.Rolled)
		assert.Equal(t, math.Min(float64(d.Rolled), 14), d.Distance, "capped at half of 28")
		assert.Equal(t, d.Rolled > 14, d.Capped)
		require.Len(t, d.ClockDie.Faces, 1)
		assert.Equal(t, 12, d.ClockDie.Die.Sides)
		require.GreaterOrEqual(t, d.Clock, 1)
		require.LessOrEqual(t, d.Clock, 12)
		want := to.Add(ClockDirection(pt(1, 0), d.Clock).Scale(d.Distance))
		assert.InDelta(t, want.X, d.Landing.X, 1e-12)
		assert.InDelta(t, want.Y, d.Landing.Y, 1e-12)
		assert.LessOrEqual(t, d.Landing.Dist(to), 14+1e-12)

		ev := d.Event("buck")
		assert.Equal(t, EventDeviation, ev.Kind)
		assert.Equal(t, rules.EventKind("deviation"), ev.Kind)
		assert.Equal(t, "buck", ev.Who)
		assert.Equal(t, "fired", ev.What)
		require.Len(t, ev.Rolls, 3, "two distance dice and the clock die")
		assert.Equal(t, d.ClockDie, ev.Rolls[2])
		assert.Equal(t, d.Rolled, ev.Total)
	}
}

// The dice by edition: thrown 1d6 in both, fired 2d6 in swade and 1d10 in
// deluxe; multipliers x1..x4 (swade), x1..x3 (deluxe).
func TestDeviationDiceByEdition(t *testing.T) {
	cases := []struct {
		ed       rules.Edition
		thrown   bool
		band     rules.RangeBand
		n, sides int
		mult     int
	}{
		{rules.SWADE, true, rules.Short, 1, 6, 1},
		{rules.SWADE, false, rules.Medium, 2, 6, 2},
		{rules.SWADE, false, rules.Extreme, 2, 6, 4},
		{rules.Deluxe, true, rules.Long, 1, 6, 3},
		{rules.Deluxe, false, rules.Short, 1, 10, 1},
	}
	for _, tc := range cases {
		d, err := Deviate(rules.NewRNG(3), tc.ed.Rules(), tc.thrown, tc.band, pt(0, 0), pt(100, 0))
		require.NoError(t, err)
		require.Len(t, d.Dice, tc.n)
		assert.Equal(t, tc.sides, d.Dice[0].Die.Sides)
		assert.Equal(t, tc.mult, d.Mult)
	}
}

// With the attacker on the intended point there is nowhere to go: the cap
// is 0 (the dice are still rolled and recorded).
func TestDeviateNoDistance(t *testing.T) {
	d, err := Deviate(rules.NewRNG(1), rules.SWADE.Rules(), true, rules.Short, pt(4, 4), pt(4, 4))
	require.NoError(t, err)
	assert.Equal(t, 0.0, d.Distance)
	assert.Equal(t, pt(4, 4), d.Landing)
	assert.Len(t, d.Dice, 1)
}

// Swade, fired (2d6) at medium range (x2), intended point 20" away so the
// cap is 10". The distance is 2 x (2d6 sum) below the cap: 4 with 1/36,
// 6 with 2/36, 8 with 3/36, 10 with 4/36 (a sum of 5: exactly at the cap),
// and every sum of 6 or more is cut to 10: 26/36, so 10" has 30/36 in all.
// The clock is uniform on 1..12.
//
// Tolerance: each cell's count is binomial(N, p); with N = 36000 we accept
// 5 standard errors, sqrt(N p (1-p)) each, which a correct roller misses
// with chance below 1e-6 per cell, while a wrong table (e.g. no cap, or a
// 2d6 read as 1d12) moves some cell by far more. The seed is fixed, so the
// test is deterministic.
func TestDeviationDistribution(t *testing.T) {
	const n = 36000
	rng := rules.NewRNG(20261121)
	dist := map[float64]int{}
	clock := make([]int, 13)
	capped := 0
	for range n {
		d, err := Deviate(rng, rules.SWADE.Rules(), false, rules.Medium, pt(0.5, 0.5), pt(20.5, 0.5))
		require.NoError(t, err)
		dist[d.Distance]++
		clock[d.Clock]++
		if d.Capped {
			capped++
		}
	}
	want := map[float64]float64{4: 1. / 36, 6: 2. / 36, 8: 3. / 36, 10: 30. / 36}
	total := 0
	for v, c := range dist {
		_, ok := want[v]
		require.True(t, ok, "distance %v cannot happen", v)
		total += c
	}
	assert.Equal(t, n, total)
	within := func(name string, got int, p float64) {
		se := math.Sqrt(n * p * (1 - p))
		assert.InDelta(t, n*p, float64(got), 5*se, name)
	}
	for v, p := range want {
		within("distance "+trimFloat(v), dist[v], p)
	}
	within("capped", capped, 26./36)
	assert.Zero(t, clock[0])
	for h := 1; h <= 12; h++ {
		within("clock "+trimFloat(float64(h)), clock[h], 1./12)
	}
}

// Deluxe, fired: 1d10 x1 at short, intended point 30" away (cap 15" not
// reached): each of 1..10 has 1/10.
func TestDeviationDeluxeFiredUniform(t *testing.T) {
	const n = 20000
	rng := rules.NewRNG(99)
	got := map[float64]int{}
	for range n {
		d, err := Deviate(rng, rules.Deluxe.Rules(), false, rules.Short, pt(0, 0), pt(0, 30))
		require.NoError(t, err)
		got[d.Distance]++
	}
	require.Len(t, got, 10)
	se := math.Sqrt(n * 0.1 * 0.9) // 5 standard errors per cell, as above
	for v := 1.0; v <= 10; v++ {
		assert.InDelta(t, n*0.1, float64(got[v]), 5*se, "distance %v", v)
	}
}
