package rules

import "math"

// Exact distributions of dice that ace. Everything here is closed form or
// built from closed forms; the only approximation is that a Dist stops
// where the probability of any larger total is below DistCut.

// DistCut is the most probability a Dist may leave out above its last
// entry (the far end of an ace chain).
const DistCut = 1e-12

// AceProb is P(total == k) for one throw of d with aces, d.Bonus included.
//
// A total is some number of aces (each worth d.Sides) plus a last face that
// is not the maximum, so P(total = m*Sides + f + Bonus) = Sides^-(m+1) for
// f in 1..Sides-1, and 0 for totals that end on a multiple of Sides (such a
// throw would have aced again).
func AceProb(d Die, k int) float64 {
	s := d.Sides
	if s < 2 {
		return 0
	}
	v := k - d.Bonus
	if v < 1 || v%s == 0 {
		return 0
	}
	return math.Pow(float64(s), -float64(v/s+1))
}

// AceAtLeast is P(total >= k) for one throw of d with aces, d.Bonus
// included. Reaching v = k - Bonus needs m = (v-1)/Sides aces and then a
// face of at least r = v - m*Sides (a maximum face counts, it only adds
// more): Sides^-m * (Sides-r+1)/Sides.
func AceAtLeast(d Die, k int) float64 {
	s := d.Sides
	v := k - d.Bonus
	if v <= 1 || s < 1 {
		return 1
	}
	if s == 1 {
		return 1 // a one-sided die would ace forever; never used
	}
	m := (v - 1) / s
	r := v - m*s
	return math.Pow(float64(s), -float64(m)) * float64(s-r+1) / float64(s)
}

// NoAceAtLeast is P(face + Bonus >= k) for a die that never aces (running
// and deviation dice).
func NoAceAtLeast(d Die, k int) float64 {
	v := k - d.Bonus
	switch {
	case v <= 1:
		return 1
	case v > d.Sides:
		return 0
	}
	return float64(d.Sides-v+1) / float64(d.Sides)
}

// Dist is an exact distribution over integer totals: P[i] is the
// probability of the total Min+i. Totals past the end have less than
// DistCut probability together (see Lost). The zero Dist is "always 0".
type Dist struct {
	Min int
	P   []float64
}

// AceDist is the distribution of the total of one throw of d with aces,
// d.Bonus included, up to the first total beyond which less than DistCut
// remains. Add several of them for damage like 2d6+1:
//
//	AceDist(D6).Add(AceDist(D6)).Shift(1)
func AceDist(d Die) Dist {
	if d.Sides < 2 {
		return Point(d.Sides + d.Bonus)
	}
	lo := 1 + d.Bonus
	hi := lo
	for AceAtLeast(d, hi+1) >= DistCut {
		hi++
	}
	p := make([]float64, hi-lo+1)
	for k := lo; k <= hi; k++ {
		p[k-lo] = AceProb(d, k)
	}
	return Dist{Min: lo, P: p}
}

// NoAceDist is one throw of d that never aces (running, deviation dice).
func NoAceDist(d Die) Dist {
	p := make([]float64, d.Sides)
	for i := range p {
		p[i] = 1 / float64(d.Sides)
	}
	return Dist{Min: 1 + d.Bonus, P: p}
}

// Point is the distribution that is always k.
func Point(k int) Dist { return Dist{Min: k, P: []float64{1}} }

// DiceDist is the distribution of a DiceExpr (N dice of Sides plus Plus),
// every die acing when ace is true.
func DiceDist(e DiceExpr, ace bool) Dist {
	one := NoAceDist(Die{Sides: e.Sides})
	if ace {
		one = AceDist(Die{Sides: e.Sides})
	}
	out := Point(e.Plus)
	for i := 0; i < e.N; i++ {
		out = out.Add(one)
	}
	return out
}

// Max is the highest total that has an entry.
func (a Dist) Max() int { return a.Min + len(a.P) - 1 }

// Prob is P(total == k).
func (a Dist) Prob(k int) float64 {
	i := k - a.Min
	if i < 0 || i >= len(a.P) {
		return 0
	}
	return a.P[i]
}

// AtLeast is P(total >= k), worked out as 1 - P(total < k) so that the
// mass cut off above Max (Lost, below DistCut) still counts as "at least".
func (a Dist) AtLeast(k int) float64 {
	i := k - a.Min
	if i <= 0 {
		return 1
	}
	s := 0.0
	for j := 0; j < i && j < len(a.P); j++ {
		s += a.P[j]
	}
	return max(0, 1-s)
}

// Lost is the probability cut off above Max: 1 minus the sum of P.
func (a Dist) Lost() float64 {
	s := 0.0
	for _, p := range a.P {
		s += p
	}
	return 1 - s
}

// Mean is the expected total over the entries.
func (a Dist) Mean() float64 {
	m := 0.0
	for i, p := range a.P {
		m += float64(a.Min+i) * p
	}
	return m
}

// Shift adds a constant to every total (a flat bonus or modifier).
func (a Dist) Shift(n int) Dist { return Dist{Min: a.Min + n, P: a.P} }

// Add is the distribution of the sum of two independent totals. Entries
// below DistCut*1e-6 at the far end are dropped so that sums of many dice
// stay short; Lost keeps track of how much.
func (a Dist) Add(b Dist) Dist {
	if len(a.P) == 0 || len(b.P) == 0 {
		return Dist{}
	}
	p := make([]float64, len(a.P)+len(b.P)-1)
	for i, x := range a.P {
		if x == 0 {
			continue
		}
		for j, y := range b.P {
			p[i+j] += x * y
		}
	}
	for len(p) > 1 && p[len(p)-1] < DistCut*1e-6 {
		p = p[:len(p)-1]
	}
	return Dist{Min: a.Min + b.Min, P: p}
}

// Better is the distribution of the larger of two independent totals (the
// trait die against the Wild Die, say): P(max >= k) = 1 - P(a < k)P(b < k).
func (a Dist) Better(b Dist) Dist {
	if len(a.P) == 0 {
		return b
	}
	if len(b.P) == 0 {
		return a
	}
	lo := min(a.Min, b.Min)
	hi := max(a.Max(), b.Max())
	p := make([]float64, hi-lo+1)
	ca, cb := 0.0, 0.0 // P(a <= k), P(b <= k)
	prev := 0.0
	for k := lo; k <= hi; k++ {
		ca += a.Prob(k)
		cb += b.Prob(k)
		cur := ca * cb
		p[k-lo] = cur - prev
		prev = cur
	}
	return Dist{Min: lo, P: p}
}
