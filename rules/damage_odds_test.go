package rules

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// bruteTotals enumerates every ace chain of every die, face by face, down
// to chains rarer than floor, and returns the probability of each total
// plus the probability left unexplored. It shares no code with AceDist.
func bruteTotals(dice []Die, plus int, floor float64) (map[int]float64, float64) {
	out := map[int]float64{}
	lost := 0.0
	var walk func(i, total int, p float64)
	walk = func(i, total int, p float64) {
		if i == len(dice) {
			out[total+plus] += p
			return
		}
		d := dice[i]
		// One die: keep rolling while the face is the maximum.
		var chain func(sum int, q float64)
		chain = func(sum int, q float64) {
			if q < floor {
				lost += q
				return
			}
			for f := 1; f <= d.Sides; f++ {
				pf := q / float64(d.Sides)
				if f == d.Sides {
					chain(sum+f, pf)
				} else {
					walk(i+1, total+sum+f+d.Bonus, pf)
				}
			}
		}
		chain(0, p)
	}
	walk(0, 0, 1)
	return out, lost
}

// bruteOdds classifies the enumerated totals with EffectOf, the function
// the game uses on real rolls.
func bruteOdds(dice []Die, plus, toughness int, shaken bool, need int) (DamageOdds, float64) {
	totals, lost := bruteTotals(dice, plus, 1e-11)
	var o DamageOdds
	for total, p := range totals {
		e := EffectOf(total, toughness, shaken)
		switch {
		case !e.Shaken:
			o.None += p
		case e.Wounds == 0:
			o.Shaken += p
		default:
			o.Wounds[min(e.Wounds, 3)-1] += p
		}
		if e.Wounds >= need {
			o.Incapacitated += p
		}
	}
	return o, lost
}

func TestDamageOddsAgainstBruteForce(t *testing.T) {
	cases := []struct {
		name      string
		spec      DamageSpec
		toughness int
		shaken    bool
		need      int
	}{
		{"2d6 vs 5", DamageSpec{Damage: Damage{Dice: []Die{D6, D6}}}, 5, false, 4},
		{"2d6+1 vs 8 Extra", DamageSpec{Damage: Damage{Dice: []Die{D6, D6}, Plus: 1}}, 8, false, 1},
		{"Str d8+d6 vs 7 Shaken", DamageSpec{Damage: Damage{Strength: true, Dice: []Die{D6}}, Strength: D8}, 7, true, 2},
		{"d12+1 Str, d8, raise vs 9", DamageSpec{Damage: Damage{Strength: true, Dice: []Die{D8}}, Strength: Die{Sides: 12, Bonus: 1}, Raise: true}, 9, false, 4},
		{"d4 with The Drop and head vs 6", DamageSpec{Damage: Damage{Dice: []Die{D4}}, Drop: true, HeadVitals: true}, 6, false, 4},
		{"3d6 vs 4 Shaken Extra", DamageSpec{Damage: Damage{Dice: []Die{D6, D6, D6}}}, 4, true, 1},
		{"d10 vs 20", DamageSpec{Damage: Damage{Dice: []Die{D10}}}, 20, false, 2},
	}
	for _, c := range cases {
		exact := EffectOdds(DamageDist(c.spec), c.toughness, c.shaken, c.need)
		brute, lost := bruteOdds(c.spec.Dice(), c.spec.Mods().Sum(), c.toughness, c.shaken, c.need)
		// The enumeration left out chains worth `lost` in all; each class
		// can differ by at most that (plus float rounding).
		tol := lost + 1e-12
		assert.InDelta(t, brute.None, exact.None, tol, c.name)
		assert.InDelta(t, brute.Shaken, exact.Shaken, tol, c.name)
		for i := range exact.Wounds {
			assert.InDelta(t, brute.Wounds[i], exact.Wounds[i], tol, "%s wounds %d", c.name, i+1)
		}
		assert.InDelta(t, brute.Incapacitated, exact.Incapacitated, tol, c.name)
		sum := exact.None + exact.Shaken + exact.Wounds[0] + exact.Wounds[1] + exact.Wounds[2]
		assert.InDelta(t, 1, sum, 1e-12, c.name)
		assert.Less(t, lost, 1e-6, "the enumeration must go deep enough to mean something")
	}
}

// A hand-checked case: 1d6 against Toughness 4. A d6 totals 1..5 (1/6
// each), 7..11 (6 then 1..5, 1/36 each), 13..17 (1/216 each)... None is
// 1..3 = 1/2; Shaken 4..7 = 4, 5, 7 = 2/6 + 1/36; 1 Wound 8..11 = 4/36;
// 2 Wounds 12..15 = 13, 14, 15 = 3/216.
func TestDamageOddsHandChecked(t *testing.T) {
	o := EffectOdds(DamageDist(DamageSpec{Damage: Damage{Dice: []Die{D6}}}), 4, false, 4)
	assert.InDelta(t, 0.5, o.None, 1e-15)
	assert.InDelta(t, 1.0/3+1.0/36, o.Shaken, 1e-15)
	assert.InDelta(t, 4.0/36, o.Wounds[0], 1e-15)
	assert.InDelta(t, 3.0/216, o.Wounds[1], 1e-15)
}

// DamageOddsVs folds the attack's chances: miss, hit (weapon dice), raise
// (weapon dice + d6). Checked against the two brute-force distributions.
func TestDamageOddsVsFoldsRaise(t *testing.T) {
	target := &Figure{ID: "t", Traits: map[Trait]Die{Vigor: D6}, Armor: 2}  // Toughness 7
	spec := DamageSpec{Damage: Damage{Dice: []Die{D6, D6}, Plus: 1}, AP: 1} // vs Toughness 6
	hit, raise := 0.45, 0.2
	got, err := DamageOddsVs(spec, target, hit, raise)
	require.NoError(t, err)
	plain, l1 := bruteOdds([]Die{D6, D6}, 1, 6, false, 1)
	bonus, l2 := bruteOdds([]Die{D6, D6, D6}, 1, 6, false, 1)
	tol := l1 + l2 + 1e-12
	assert.InDelta(t, 0.35, got.Miss, 1e-15)
	assert.InDelta(t, hit*plain.None+raise*bonus.None, got.None, tol)
	assert.InDelta(t, hit*plain.Shaken+raise*bonus.Shaken, got.Shaken, tol)
	for i := range got.Wounds {
		assert.InDelta(t, hit*plain.Wounds[i]+raise*bonus.Wounds[i], got.Wounds[i], tol)
	}
	// An Extra: Incapacitated is every Wound result.
	assert.InDelta(t, got.Wounds[0]+got.Wounds[1]+got.Wounds[2], got.Incapacitated, 1e-12)
	assert.InDelta(t, 1, got.Miss+got.None+got.Shaken+got.Wounds[0]+got.Wounds[1]+got.Wounds[2], 1e-12)
	assert.InDelta(t, 0.65, got.Hit(), 1e-15)

	// A Wild Card with 2 Wounds is put out by 2 or more.
	wc := &Figure{ID: "w", WildCard: true, Traits: map[Trait]Die{Vigor: D6}, State: State{Wounds: 2}}
	assert.Equal(t, 2, wc.WoundsToIncapacitate())
	got, err = DamageOddsVs(spec, wc, hit, raise)
	require.NoError(t, err)
	assert.InDelta(t, got.Wounds[1]+got.Wounds[2], got.Incapacitated, 1e-12)

	for _, bad := range [][2]float64{{-0.1, 0.2}, {0.7, 0.5}, {math.NaN(), 0}} {
		_, err := DamageOddsVs(spec, target, bad[0], bad[1])
		assert.Error(t, err, "%v", bad)
	}

	// Nothing more happens to an Incapacitated target.
	out := &Figure{ID: "x", State: State{Incapacitated: true}}
	got, err = DamageOddsVs(spec, out, hit, raise)
	require.NoError(t, err)
	assert.InDelta(t, 0.65, got.None, 1e-15)
	assert.Zero(t, got.Incapacitated)
}

// The sampler (RollDamage read through EffectOf) against the exact odds.
// With N = 200000 samples a class of probability p has standard error
// sqrt(p(1-p)/N) <= 0.0012; five standard errors (plus 1e-4 for classes
// near 0, where the normal approximation is poor) would be exceeded by
// chance about once in 1.7 million per class, so a failure means a bug.
func TestDamageSamplerMatchesExact(t *testing.T) {
	spec := DamageSpec{Damage: Damage{Strength: true, Dice: []Die{D6}}, Strength: D8, Raise: true, Joker: true}
	const toughness, n = 9, 200000
	exact := EffectOdds(DamageDist(spec), toughness, false, 4)
	r := NewRNG(20261121)
	var count [5]int
	for i := 0; i < n; i++ {
		e := EffectOf(r.RollDamage(spec).Total, toughness, false)
		switch {
		case !e.Shaken:
			count[0]++
		case e.Wounds == 0:
			count[1]++
		default:
			count[1+min(e.Wounds, 3)]++
		}
	}
	want := []float64{exact.None, exact.Shaken, exact.Wounds[0], exact.Wounds[1], exact.Wounds[2]}
	for i, p := range want {
		se := math.Sqrt(p * (1 - p) / n)
		assert.InDelta(t, p, float64(count[i])/n, 5*se+1e-4, "class %d", i)
	}
}

// DamageOddsVs (which keeps only totals below the top threshold) agrees
// with EffectOdds over the full AceDist distribution, target by target.
func TestDamageOddsVsMatchesFullDistribution(t *testing.T) {
	specs := []DamageSpec{
		{Damage: Damage{Strength: true, Dice: []Die{D8}}, Strength: Die{Sides: 12, Bonus: 1}, AP: 2, Drop: true},
		{Damage: Damage{Dice: []Die{D4}}},
		{Damage: Damage{Dice: []Die{D6, D6}, Plus: 40}}, // every hit is 3+ Wounds
		{Damage: Damage{Dice: []Die{D10, D10}, Plus: -3}, HeadVitals: true},
	}
	targets := []*Figure{
		{ID: "extra", Traits: map[Trait]Die{Vigor: D6}},
		{ID: "shaken extra", Traits: map[Trait]Die{Vigor: D8}, Armor: 3, State: State{Shaken: true}},
		{ID: "fresh wild card", WildCard: true, Traits: map[Trait]Die{Vigor: D10}, Armor: 2, Size: 1},
		{ID: "hurt wild card", WildCard: true, Traits: map[Trait]Die{Vigor: D6}, State: State{Wounds: 3, Shaken: true}},
	}
	for _, spec := range specs {
		for _, f := range targets {
			got, err := DamageOddsVs(spec, f, 0.5, 0.3)
			require.NoError(t, err)
			tough, need := f.ToughnessAP(spec.AP), f.WoundsToIncapacitate()
			hit := spec
			hit.Raise = false
			raise := spec
			raise.Raise = true
			p := EffectOdds(DamageDist(hit), tough, f.Shaken, need)
			r := EffectOdds(DamageDist(raise), tough, f.Shaken, need)
			name := spec.Expr() + " vs " + f.ID
			assert.InDelta(t, 0.5*p.None+0.3*r.None, got.None, 1e-12, name)
			assert.InDelta(t, 0.5*p.Shaken+0.3*r.Shaken, got.Shaken, 1e-12, name)
			for i := range got.Wounds {
				assert.InDelta(t, 0.5*p.Wounds[i]+0.3*r.Wounds[i], got.Wounds[i], 1e-12, name)
			}
			assert.InDelta(t, 0.5*p.Incapacitated+0.3*r.Incapacitated, got.Incapacitated, 1e-12, name)
		}
	}
}

// The whole attack sampled (trait test, damage with the raise die, damage
// table) against AttackDamageOdds. N = 200000: each class's standard error
// is at most 0.0012, and five of them (plus 1e-4 for classes near 0) are
// exceeded by chance about once in 1.7 million per class.
func TestAttackDamageOddsMatchesSampling(t *testing.T) {
	attack := TraitRoll{Name: "Shooting", Die: D8, Wild: true, Mods: Mods{{Name: "medium range", Value: -2}}}
	spec := DamageSpec{Damage: Damage{Dice: []Die{D6, D6}, Plus: 1}, AP: 1}
	target := &Figure{ID: "cultist", Traits: map[Trait]Die{Vigor: D6}, Armor: 1, State: State{Shaken: true}}
	exact, err := AttackDamageOdds(attack, spec, target)
	require.NoError(t, err)

	const n = 200000
	r := NewRNG(7)
	var count [6]int // miss, none, Shaken, 1, 2, 3+ Wounds
	for i := 0; i < n; i++ {
		res := r.TraitTest(attack)
		if !res.Success {
			count[0]++
			continue
		}
		s := spec
		s.Raise = res.Raises > 0
		e := EffectOf(r.RollDamage(s).Total, target.ToughnessAP(s.AP), target.Shaken)
		switch {
		case !e.Shaken:
			count[1]++
		case e.Wounds == 0:
			count[2]++
		default:
			count[2+min(e.Wounds, 3)]++
		}
	}
	want := []float64{exact.Miss, exact.None, exact.Shaken, exact.Wounds[0], exact.Wounds[1], exact.Wounds[2]}
	for i, p := range want {
		se := math.Sqrt(p * (1 - p) / n)
		assert.InDelta(t, p, float64(count[i])/n, 5*se+1e-4, "class %d", i)
	}
	assert.Zero(t, exact.Shaken, "a Shaken Extra is never only Shaken")
}
