package rules

import "fmt"

// DamageOdds is the exact chance of each result of one attack's damage
// against one figure, before any Soak. The fields sum to 1.
type DamageOdds struct {
	Miss   float64 `json:"miss"`   // the attack roll failed
	None   float64 `json:"none"`   // hit, but below Toughness
	Shaken float64 `json:"shaken"` // Shaken and no Wound
	// Wounds[0..2]: exactly 1, exactly 2, and 3 or more Wounds.
	Wounds [3]float64 `json:"wounds"`
	// Incapacitated is the part of the Wound results that puts the target
	// out: any Wound for an Extra, more Wounds than a Wild Card has left.
	// It overlaps Wounds; it is not an extra outcome.
	Incapacitated float64 `json:"incapacitated"`
}

// Hit is the chance of any hit (1 - Miss).
func (o DamageOdds) Hit() float64 { return 1 - o.Miss }

// DamageDist is the exact distribution of spec's total: every die aces
// (spec.Raise adds the d6), flat modifiers included. Ace chains are cut
// only where less than DistCut probability remains (AceDist).
func DamageDist(spec DamageSpec) Dist {
	d := Point(spec.Mods().Sum())
	for _, die := range spec.Dice() {
		d = d.Add(AceDist(die))
	}
	return d
}

// cumulative is what the damage table needs of a distribution.
type cumulative interface{ AtLeast(k int) float64 }

// EffectOdds reads a damage distribution through the damage table against
// toughness: the outcome classes for a hit (Miss is 0). alreadyShaken turns
// a result that would only Shake into 1 Wound. woundsToIncap is how many
// Wounds of this attack Incapacitate the target (1 for an Extra, 4 - Wounds
// for a Wild Card).
func EffectOdds(d Dist, toughness int, alreadyShaken bool, woundsToIncap int) DamageOdds {
	return effectOdds(d, toughness, alreadyShaken, woundsToIncap)
}

// woundTotal is the least total that inflicts k Wounds (k = 0: Shaken).
func woundTotal(toughness, k int, alreadyShaken bool) int {
	if k <= 0 || k == 1 && alreadyShaken {
		return toughness
	}
	return toughness + 4*k
}

func effectOdds(d cumulative, toughness int, alreadyShaken bool, woundsToIncap int) DamageOdds {
	atLeast := func(k int) float64 { return d.AtLeast(woundTotal(toughness, k, alreadyShaken)) }
	var o DamageOdds
	o.None = 1 - atLeast(0)
	o.Shaken = atLeast(0) - atLeast(1)
	o.Wounds[0] = atLeast(1) - atLeast(2)
	o.Wounds[1] = atLeast(2) - atLeast(3)
	o.Wounds[2] = atLeast(3)
	o.Incapacitated = atLeast(max(woundsToIncap, 1))
	return o
}

// lowDist is the exact distribution of a total below limit: p[i] is
// P(total == lo+i), for every total lo..limit-1. The damage table never
// asks about a total above its highest threshold, so nothing is cut.
type lowDist struct {
	lo, limit int
	p         []float64
}

// AtLeast is P(total >= k), for k <= limit.
func (d lowDist) AtLeast(k int) float64 {
	s := 0.0
	for i := 0; i < len(d.p) && d.lo+i < k; i++ {
		s += d.p[i]
	}
	return max(0, 1-s)
}

// add convolves one acing die into d, keeping totals below limit.
func (d lowDist) add(die Die) lowDist {
	first := 1 + die.Bonus
	out := lowDist{lo: d.lo + first, limit: d.limit}
	n := d.limit - out.lo
	if n <= 0 || len(d.p) == 0 {
		return out
	}
	dp := make([]float64, n)
	for i := range dp {
		dp[i] = AceProb(die, first+i)
	}
	out.p = make([]float64, n)
	for j, x := range d.p {
		if x == 0 {
			continue
		}
		for i := 0; i+j < n; i++ {
			out.p[i+j] += x * dp[i]
		}
	}
	return out
}

// WoundsToIncapacitate is how many Wounds from one attack put f out: one
// for an Extra, one more than a Wild Card has left.
func (f *Figure) WoundsToIncapacitate() int {
	return max(f.MaxWounds()-f.Wounds+1, 1)
}

// DamageOddsVs is the exact outcome distribution of an attack on target
// with damage spec, where the attack hits without a raise with probability
// hit and with a raise with probability raise (then +1d6; spec.Raise is
// ignored). AP comes off the target's armor only; the target's Shaken and
// Wounds count. An Incapacitated target is reported as all "none".
func DamageOddsVs(spec DamageSpec, target *Figure, hit, raise float64) (DamageOdds, error) {
	if !(hit >= 0 && raise >= 0 && hit+raise <= 1+1e-12) {
		return DamageOdds{}, fmt.Errorf("attack odds hit %g and raise %g are not probabilities summing to at most 1", hit, raise)
	}
	out := DamageOdds{Miss: max(0, 1-hit-raise)}
	if target.Incapacitated || target.Dead {
		out.None = hit + raise
		return out, nil
	}
	spec = target.DamageAgainst(spec)
	if spec.Ignored != "" {
		out.None = hit + raise
		return out, nil
	}
	t, _ := damageToughness(target, spec)
	need := target.WoundsToIncapacitate()
	// Only totals below the highest threshold the table asks about matter.
	limit := woundTotal(t, max(3, need), false)
	spec.Raise = false
	d := lowDist{lo: spec.Mods().Sum(), limit: limit, p: []float64{1}}
	if d.lo >= limit {
		d.p = nil
	}
	for _, die := range spec.Dice() {
		d = d.add(die)
	}
	var plainD, bonusD cumulative = d, d.add(spec.raiseDie())
	if spec.Double != "" { // Dead Shot, Mighty Blow: edges_odds.go
		plainD, bonusD = doubled{plainD}, doubled{bonusD}
	}
	plain := effectOdds(plainD, t, target.ShakenWounds(), need)
	bonus := effectOdds(bonusD, t, target.ShakenWounds(), need)
	out.None = hit*plain.None + raise*bonus.None
	out.Shaken = hit*plain.Shaken + raise*bonus.Shaken
	for i := range out.Wounds {
		out.Wounds[i] = hit*plain.Wounds[i] + raise*bonus.Wounds[i]
	}
	out.Incapacitated = hit*plain.Incapacitated + raise*bonus.Incapacitated
	return capWounds(out, spec, need), nil
}

// capWounds reads odds through what the victim's abilities made of the
// damage: Invulnerability turns every Wound into Shaken; Unstoppable's
// cap folds the larger results into the cap (and out of Incapacitation
// when the cap cannot reach it).
func capWounds(o DamageOdds, spec DamageSpec, need int) DamageOdds {
	c := spec.WoundCap
	if spec.NoWounds != "" {
		c = 0
		o.Shaken += o.Wounds[0] + o.Wounds[1] + o.Wounds[2]
		o.Wounds, o.Incapacitated = [3]float64{}, 0
		return o
	}
	if c <= 0 || c >= len(o.Wounds) {
		return o
	}
	for i := c; i < len(o.Wounds); i++ {
		o.Wounds[c-1] += o.Wounds[i]
		o.Wounds[i] = 0
	}
	if need > c {
		o.Incapacitated = 0
	}
	return o
}

// AttackDamageOdds is DamageOddsVs with the attack's chances worked out
// exactly from its trait roll (Odds): a hit without a raise is success
// less raise; a critical failure is a miss.
func AttackDamageOdds(attack TraitRoll, spec DamageSpec, target *Figure) (DamageOdds, error) {
	o := Odds(attack)
	return DamageOddsVs(spec, target, max(0, o.Success-o.Raise), o.Raise)
}
