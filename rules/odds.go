package rules

import "fmt"

// TraitOdds are the exact chances of a trait test's outcomes.
type TraitOdds struct {
	Success         float64 `json:"success"`
	Raise           float64 `json:"raise"` // at least one raise
	CriticalFailure float64 `json:"critical_failure"`
}

// Odds is the exact chance of success, of a raise and of a critical
// failure of t (die or d12+N, Wild Card or Extra, modifiers, TN,
// unskilled), with every ace chain counted to the end: closed forms, no
// cut.
func Odds(t TraitRoll) TraitOdds {
	return TraitOdds{
		Success:         AtLeastRaises(t, 0),
		Raise:           AtLeastRaises(t, 1),
		CriticalFailure: CritChance(t),
	}
}

// CritChance is the chance of a critical failure: a Wild Card's trait die
// and Wild Die both showing a natural 1. Extras have no Wild Die and never
// critically fail.
func CritChance(t TraitRoll) float64 {
	if !t.Wild {
		return 0
	}
	die, _, _ := t.Effective()
	if die.Sides < 2 {
		return 0 // not a die: nothing to compute, and no division by zero
	}
	return 1 / float64(die.Sides*D6.Sides)
}

// AtLeastRaises is the exact chance that t succeeds with at least k
// raises (k = 0: any success).
//
// A Wild Card keeps the better of two independent totals, so it misses a
// total only if both dice miss it: 1 - (1-a)(1-w). Snake eyes fail
// whatever the modifiers; they reach the total only if the trait die's
// lone 1 (plus its Bonus) does, and then their 1/(Sides*6) is taken off.
func AtLeastRaises(t TraitRoll, k int) float64 {
	die, mod, tn := t.Effective()
	need := tn + 4*max(k, 0) - mod // what the dice must show before modifiers
	a := AceAtLeast(die, need)
	if !t.Wild {
		return a
	}
	w := AceAtLeast(D6, need)
	p := 1 - (1-a)*(1-w)
	if max(1+die.Bonus, 1) >= need {
		p -= CritChance(t)
	}
	return p
}

// HitOdds is the exact distribution of the number of hits of a multi-die
// action (MultiTraitTest): Hits[h] is the chance of exactly h hits, h = 0
// to the number of trait dice. CriticalFailure is the part of Hits[0] that
// is a critical failure.
type HitOdds struct {
	Hits            []float64 `json:"hits"`
	CriticalFailure float64   `json:"critical_failure"`
}

// Mean is the expected number of hits.
func (h HitOdds) Mean() float64 {
	m := 0.0
	for i, p := range h.Hits {
		m += float64(i) * p
	}
	return m
}

// AtLeast is the chance of h or more hits.
func (h HitOdds) AtLeast(n int) float64 {
	s := 0.0
	for i := max(n, 0); i < len(h.Hits); i++ {
		s += h.Hits[i]
	}
	return s
}

// MultiOdds is the exact hit distribution of n trait dice for t (RoF n,
// Frenzy), with one Wild Die for a Wild Card and none for an Extra.
//
// Each trait die is one of three kinds: a natural 1 (which hits only if
// 1+Bonus with the modifiers reaches the TN), another hit, another miss.
// Summing over how many dice fall in each kind (a multinomial), the hits
// are the trait hits plus one if the Wild Die hits and some trait die
// missed (it replaces the lowest die), unless the Wild Die shows a
// natural 1 with more than half the trait dice 1s: a critical failure.
func MultiOdds(t TraitRoll, n int) (HitOdds, error) {
	if n < 1 {
		return HitOdds{}, fmt.Errorf("a trait test needs at least one trait die, not %d", n)
	}
	die, mod, tn := t.Effective()
	need := tn - mod
	one := 1 / float64(die.Sides)
	oneHits := 1+die.Bonus >= need
	pHit := AceAtLeast(die, need)
	pOne, pHitOther := one, pHit
	if oneHits {
		pHitOther -= one
	}
	pMissOther := 1 - pOne - pHitOther

	// Wild Die: natural 1 (hits if 1 with modifiers reaches the TN), other
	// hit, other miss. An Extra's "Wild Die" always misses and is never 1.
	wOne, wHitOther, wMissOther := 0.0, 0.0, 1.0
	wOneHits := 1 >= need
	if t.Wild {
		wOne = 1 / float64(D6.Sides)
		wHitOther = AceAtLeast(D6, need)
		if wOneHits {
			wHitOther -= wOne
		}
		wMissOther = 1 - wOne - wHitOther
	}

	out := HitOdds{Hits: make([]float64, n+1)}
	// Powers and binomials, built once.
	pow := func(x float64, e int) float64 {
		r := 1.0
		for range e {
			r *= x
		}
		return r
	}
	binom := make([][]float64, n+1)
	for i := range binom {
		binom[i] = make([]float64, i+1)
		binom[i][0], binom[i][i] = 1, 1
		for j := 1; j < i; j++ {
			binom[i][j] = binom[i-1][j-1] + binom[i-1][j]
		}
	}
	for j := 0; j <= n; j++ { // trait dice showing a natural 1
		pj := binom[n][j] * pow(pOne, j)
		for i := 0; i <= n-j; i++ { // other trait dice that hit
			p := pj * binom[n-j][i] * pow(pHitOther, i) * pow(pMissOther, n-j-i)
			if p == 0 {
				continue
			}
			hits := i
			if oneHits {
				hits += j
			}
			// Wild Die a natural 1.
			if wOne > 0 {
				if 2*j > n {
					out.Hits[0] += p * wOne
					out.CriticalFailure += p * wOne
				} else {
					h := hits
					if wOneHits {
						h = min(n, h+1)
					}
					out.Hits[h] += p * wOne
				}
			}
			out.Hits[min(n, hits+1)] += p * wHitOther
			out.Hits[hits] += p * wMissOther
		}
	}
	return out, nil
}
