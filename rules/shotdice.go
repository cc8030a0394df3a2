package rules

import (
	"fmt"
	"slices"
	"strings"
)

// The dice of a shot: thrown, given to the targets' slots as the
// shooter would, read against each, and the stray bullet's pick.

// rollShot throws the trait dice and the Wild Die, gives the dice to the
// declared targets' slots as the shooter would (assignShot) and reads
// each against its target.
func (b *Battle) rollShot(tr TraitRoll, p *ShotPlan) *ShotResult {
	if !b.Rules.AssignShotDice {
		return b.rollShotRev1(tr, p)
	}
	die, mod, _ := tr.Effective()
	n := len(p.Targets)
	res := &ShotResult{Dice: make([]ShotDie, n)}
	res.Thrown, res.WildDie, res.CriticalFailure = b.RNG().throwTraitDice(die, n, tr.Wild)
	pool := append(make([]DieRoll, 0, len(res.Thrown)+1), res.Thrown...) // room for the Wild Die
	if tr.Wild {
		if !res.CriticalFailure {
			pool = append(pool, res.WildDie) // it may stand in for one die
		}
	}
	slots := assignShot(pool, n, func(k, i int) int { return pool[k].Sum() + mod + p.PerDie[i].Sum() }, p.TN)
	for i, k := range slots {
		d := &res.Dice[i]
		*d = ShotDie{Target: p.Targets[i].ID, TN: p.TN[i], Mods: p.PerDie[i]}
		d.Total = pool[k].Sum() + mod + p.PerDie[i].Sum()
		if k < n {
			d.Roll = pool[k]
			continue
		}
		// The Wild Die stands here; the trait die it replaced is left.
		d.Wild = true
		d.Roll = pool[unused(slots, n)]
	}
	stray := 1
	if p.Weapon.RoF >= 2 || (p.Weapon.Shotgun && !p.Slugs) {
		stray = 2
	}
	for i := range res.Dice {
		d := &res.Dice[i]
		d.Hit = !res.CriticalFailure && d.Total >= d.TN
		if d.Hit {
			d.Raises = RaisesOver(d.Total, d.TN)
			// A shotgun's shot: the skill die's stray face finds a
			// bystander even where the Wild Die hit.
			d.Stray = b.Rules.ShotgunStrayUnderWild && d.Wild && p.Weapon.Shotgun && !p.Slugs && d.Roll.Natural() <= stray
			continue
		}
		cover := p.Sights[i].CoverMod
		if !res.CriticalFailure && cover < 0 && d.Total-cover >= d.TN && p.Sights[i].ObstacleArmor > 0 {
			d.Cover = true
			continue
		}
		d.Stray = d.Roll.Natural() <= stray
	}
	return res
}

// rollShotRev1 is revision 1's rollShot: each trait die goes to its
// declared target in roll order, and the Wild Die stands in for the one
// where it helps most (a new hit, then more raises, then the larger
// total); a stray face finds a bystander on a miss only.
func (b *Battle) rollShotRev1(tr TraitRoll, p *ShotPlan) *ShotResult {
	die, mod, _ := tr.Effective()
	n := len(p.Targets)
	res := &ShotResult{Dice: make([]ShotDie, n)}
	res.Thrown, res.WildDie, res.CriticalFailure = b.RNG().throwTraitDice(die, n, tr.Wild)
	for i, r := range res.Thrown {
		d := &res.Dice[i]
		*d = ShotDie{Target: p.Targets[i].ID, Roll: r, TN: p.TN[i], Mods: p.PerDie[i]}
		d.Total = r.Sum() + mod + p.PerDie[i].Sum()
	}
	if tr.Wild && !res.CriticalFailure {
		wildTotal := func(i int) int { return res.WildDie.Sum() + mod + p.PerDie[i].Sum() }
		best := wildDieStandIn(n, func(i int) (total, wild, tn int) {
			return res.Dice[i].Total, wildTotal(i), res.Dice[i].TN
		})
		if best >= 0 {
			res.Dice[best].Total = wildTotal(best)
			res.Dice[best].Wild = true
		}
	}
	stray := 1
	if p.Weapon.RoF >= 2 || (p.Weapon.Shotgun && !p.Slugs) {
		stray = 2
	}
	for i := range res.Dice {
		d := &res.Dice[i]
		d.Hit = !res.CriticalFailure && d.Total >= d.TN
		if d.Hit {
			d.Raises = RaisesOver(d.Total, d.TN)
			continue
		}
		cover := p.Sights[i].CoverMod
		if !res.CriticalFailure && cover < 0 && d.Total-cover >= d.TN && p.Sights[i].ObstacleArmor > 0 {
			d.Cover = true
			continue
		}
		d.Stray = d.Roll.Natural() <= stray
	}
	return res
}

// assignShot gives the rolled dice (pool: n trait dice, then the Wild
// Die when it may stand in for one) to the n declared slots as the
// shooter chooses: the most hits, then the most raises, then the largest
// sum of totals (where the Wild Die helps), then as many dice as can stay
// in roll order, then the Wild Die as early as may be. total(k, i) is die
// k's total at slot i. It returns the pool index of each slot's die.
func assignShot(pool []DieRoll, n int, total func(k, i int) int, tn []int) []int {
	m := len(pool)
	type best struct {
		ok    bool
		score [5]int
		from  int // the previous mask
		die   int // the die put in the last slot
	}
	var room [16]best // up to four dice (a RoF 3 shot and its Wild Die) on the stack
	dp := room[:0]
	if 1<<m <= len(room) {
		dp = room[:1<<m]
	} else {
		dp = make([]best, 1<<m)
	}
	dp[0].ok = true
	final := -1
	for mask := range dp {
		if !dp[mask].ok {
			continue
		}
		i := bitsOn(mask)
		if i == n {
			if final < 0 || better(dp[mask].score, dp[final].score) {
				final = mask
			}
			continue
		}
		for k := range m {
			if mask&(1<<k) != 0 {
				continue
			}
			t := total(k, i)
			sc := dp[mask].score
			if t >= tn[i] {
				sc[0]++
				sc[1] += RaisesOver(t, tn[i])
			}
			sc[2] += t
			if k == i {
				sc[3]++
			}
			if k == n {
				sc[4] = -i
			}
			next := mask | 1<<k
			if !dp[next].ok || better(sc, dp[next].score) {
				dp[next] = best{ok: true, score: sc, from: mask, die: k}
			}
		}
	}
	slots := make([]int, n)
	for mask, i := final, n-1; i >= 0; i-- {
		slots[i] = dp[mask].die
		mask = dp[mask].from
	}
	return slots
}

// better orders assignments' scores: strictly better only.
func better(a, b [5]int) bool {
	for k := range a {
		if a[k] != b[k] {
			return a[k] > b[k]
		}
	}
	return false
}

func bitsOn(mask int) int {
	c := 0
	for ; mask != 0; mask &= mask - 1 {
		c++
	}
	return c
}

// unused is the trait die (of n) no slot took.
func unused(slots []int, n int) int {
	for k := range n {
		if !slices.Contains(slots, k) {
			return k
		}
	}
	return 0
}

func shotWord(d ShotDie, crit bool) string {
	switch {
	case d.Cover:
		return "miss, only because of the cover"
	}
	return hitWord(d.Hit, d.Raises, crit)
}

func modsSuffix(ms Mods, wild bool) string {
	var parts []string
	if wild {
		parts = append(parts, "Wild Die")
	}
	for _, m := range ms {
		parts = append(parts, m.String())
	}
	if len(parts) == 0 {
		return ""
	}
	return " (" + strings.Join(parts, ", ") + ")"
}

// strayDie: a trait die that showed a stray face hits a bystander,
// picked uniformly from the candidates with the battle's RNG, for the
// weapon's normal damage: no raise bonus, no called-shot or Drop bonus.
func (b *Battle) strayDie(f *Figure, w Weapon, s Shoot, p *ShotPlan, i int, res *ShotResult) error {
	var cands []string
	for _, id := range p.Sights[i].Bystanders {
		if g := b.Figure(id); g != nil && !g.Dead {
			cands = append(cands, id)
		}
	}
	d := res.Dice[i]
	if len(cands) == 0 {
		return b.Record(Event{Kind: EventBystander, Who: s.Who, Target: d.Target, Weapon: w.Name,
			Outcome: fmt.Sprintf("a stray %d finds no bystander", d.Roll.Natural())})
	}
	pick := b.RNG().RollNoAce(Die{Sides: len(cands)})
	hit := cands[pick.Sum()-1]
	res.Bystanders = append(res.Bystanders, hit)
	ev := Event{Kind: EventBystander, Who: s.Who, Target: d.Target, Weapon: w.Name,
		Rolls: []DieRoll{pick}, What: hit, Total: len(cands)}
	if !b.quiet {
		ev.Outcome = fmt.Sprintf("the stray %d hits %s", d.Roll.Natural(), b.name(hit))
	}
	if err := b.Record(ev); err != nil {
		return err
	}
	// The weapon's normal damage: no raise, no called shot, no Drop, one
	// barrel's worth.
	plain := s
	if b.Rules.StrayPlainDamage { // revision 1: the shot's own damage, head shot included
		plain.Called, plain.Drop, plain.Barrels = "", false, 0
	}
	spec := b.shotDamage(f, w, plain, p.Sights[i].Band)
	_, err := b.Damage(spec, b.Figure(hit))
	return err
}
