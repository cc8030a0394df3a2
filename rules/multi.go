package rules

import (
	"fmt"
	"strconv"
)

// DieOutcome is one trait die of a multi-die action after the Wild Die
// has had its say: the die that counts, its total with modifiers, and
// whether it hit.
type DieOutcome struct {
	Roll    DieRoll // the trait die, or the Wild Die in its place
	Total   int
	TN      int // this die's target (dice may go to different targets)
	Success bool
	Raises  int
}

// MultiResult is a trait test with several trait dice in one action
// (Rate of Fire, Frenzy) and at most one Wild Die.
type MultiResult struct {
	Roll    TraitRoll
	Dice    []DieRoll // the trait dice as thrown
	WildDie DieRoll   // zero for an Extra
	// Results holds one entry per trait die; the Wild Die stands in for
	// the trait die at index Replaced (-1: it replaced none).
	Results  []DieOutcome
	Replaced int
	TN       int // t's TN; each Result has its own
	// Hits counts the successful Results: never more than len(Dice), the
	// Wild Die only ever replaces a die.
	Hits            int
	CriticalFailure bool
}

// MultiTraitTest rolls n trait dice for t and, for a Wild Card, one Wild
// Die, all against t's TN. The Wild Die replaces the lowest trait die when
// its total is higher (the choice that helps the roller most) and never
// adds a hit. A Wild Card critically fails when the Wild Die shows a
// natural 1 and more than half the trait dice show natural 1s: then
// nothing hits. With n == 1 it is the same test as TraitTest.
func (r *RNG) MultiTraitTest(t TraitRoll, n int) (MultiResult, error) {
	if n < 1 {
		return MultiResult{}, fmt.Errorf("a trait test needs at least one trait die, not %d", n)
	}
	_, _, tn := t.Effective()
	tns := make([]int, n)
	for i := range tns {
		tns[i] = tn
	}
	return r.MultiTraitTestAt(t, tns)
}

// MultiTraitTestAt is MultiTraitTest with one trait die per entry of tns,
// each against its own TN (Rate of Fire split between targets; t.TN is not
// used). The Wild Die goes where it gains the most: first a hit, then
// raises, then the largest rise of a total (so with one TN it replaces the
// lowest die); it replaces nothing if it would gain nothing.
func (r *RNG) MultiTraitTestAt(t TraitRoll, tns []int) (MultiResult, error) {
	n := len(tns)
	if n < 1 {
		return MultiResult{}, fmt.Errorf("a trait test needs at least one trait die, not %d", n)
	}
	for _, tn := range tns {
		if tn < 1 {
			return MultiResult{}, fmt.Errorf("a Target Number is 1 or more, not %d", tn)
		}
	}
	die, mod, tn := t.Effective()
	m := MultiResult{Roll: t, TN: tn, Replaced: -1, Results: make([]DieOutcome, n)}
	m.Dice, m.WildDie, m.CriticalFailure = r.throwTraitDice(die, n, t.Wild)
	for i, d := range m.Dice {
		m.Results[i] = DieOutcome{Roll: d, Total: d.Sum() + mod, TN: tns[i]}
	}
	if t.Wild && !m.CriticalFailure {
		w := m.WildDie.Sum() + mod
		m.Replaced = wildDieStandIn(n, func(i int) (total, wild, tn int) {
			return m.Results[i].Total, w, m.Results[i].TN
		})
		if m.Replaced >= 0 {
			m.Results[m.Replaced].Roll = m.WildDie
			m.Results[m.Replaced].Total = w
		}
	}
	for i := range m.Results {
		o := &m.Results[i]
		o.Success = !m.CriticalFailure && o.Total >= o.TN
		if o.Success {
			o.Raises = RaisesOver(o.Total, o.TN)
			m.Hits++
		}
	}
	return m, nil
}

// throwTraitDice throws n trait dice of die and then, for a Wild Card,
// the Wild Die. crit is a Wild Card's critical failure: a natural 1 on the
// Wild Die and on more than half the trait dice.
func (r *RNG) throwTraitDice(die Die, n int, wild bool) (dice []DieRoll, wildDie DieRoll, crit bool) {
	dice = make([]DieRoll, n)
	wildDie, crit = r.throwTraitDiceInto(dice, die, wild)
	return dice, wildDie, crit
}

// throwTraitDiceInto is throwTraitDice into the caller's dice, one trait
// die each.
func (r *RNG) throwTraitDiceInto(dice []DieRoll, die Die, wild bool) (wildDie DieRoll, crit bool) {
	n := len(dice)
	ones := 0
	for i := range dice {
		dice[i] = r.Roll(die)
		if dice[i].Natural() == 1 {
			ones++
		}
	}
	if wild {
		wildDie = r.Roll(D6)
		wildDie.Wild = true
		crit = wildDie.Natural() == 1 && 2*ones > n
	}
	return wildDie, crit
}

// wildDieStandIn is the trait die, of n, that the Wild Die replaces, or -1.
// die(i) gives trait die i's total, the Wild Die's total in its place (a
// die may carry modifiers of its own) and its TN. The Wild Die goes where
// it helps most: a new hit first, then more raises, then the larger
// total; it replaces nothing where it gains nothing. Every multi-die roll
// (Rate of Fire, Frenzy, a shot at several targets) places it here.
func wildDieStandIn(n int, die func(i int) (total, wild, tn int)) int {
	best, bestGain := -1, [3]int{}
	for i := range n {
		total, w, tn := die(i)
		gain := [3]int{b2i(w >= tn) - b2i(total >= tn), RaisesOver(w, tn) - RaisesOver(total, tn), w - total}
		if gainBetter(gain, bestGain) {
			best, bestGain = i, gain
		}
	}
	return best
}

func b2i(v bool) int {
	if v {
		return 1
	}
	return 0
}

// gainBetter orders Wild Die placements: strictly positive gains only.
func gainBetter(g, best [3]int) bool {
	for k := range g {
		if g[k] != best[k] {
			return g[k] > best[k]
		}
	}
	return false
}

// RaiseCount is the sum of the raises of all hits.
func (m MultiResult) RaiseCount() int {
	s := 0
	for _, o := range m.Results {
		s += o.Raises
	}
	return s
}

// Best is the highest total among the Results.
func (m MultiResult) Best() int {
	b := 0
	for i, o := range m.Results {
		if i == 0 || o.Total > b {
			b = o.Total
		}
	}
	return b
}

// Better reports whether m beats o as the outcome of the same action, for
// a benny reroll: anything beats a critical failure, then more hits, then
// more raises, then the higher best total; a tie keeps the earlier roll.
func (m MultiResult) Better(o MultiResult) bool {
	if m.CriticalFailure != o.CriticalFailure {
		return o.CriticalFailure
	}
	if m.Hits != o.Hits {
		return m.Hits > o.Hits
	}
	if a, b := m.RaiseCount(), o.RaiseCount(); a != b {
		return a > b
	}
	return m.Best() > o.Best()
}

// RerollMulti spends a benny on the whole action: every trait die and the
// Wild Die are rolled again and the better outcome counts. It returns the
// outcome that counts and the new roll (for the log).
func (r *RNG) RerollMulti(t TraitRoll, prev MultiResult) (best, again MultiResult, err error) {
	tns := make([]int, len(prev.Results))
	for i, o := range prev.Results {
		tns[i] = o.TN
	}
	again, err = r.MultiTraitTestAt(t, tns)
	if err != nil {
		return prev, again, err
	}
	if again.Better(prev) {
		return again, again, nil
	}
	return prev, again, nil
}

// Outcome names the result: "critical failure", "failure", "1 success",
// "N successes".
func (m MultiResult) Outcome() string {
	switch {
	case m.CriticalFailure:
		return "critical failure"
	case m.Hits == 0:
		return "failure"
	case m.Hits == 1:
		return "1 success"
	}
	return strconv.Itoa(m.Hits) + " successes"
}

// Event records the action as one Event of kind "trait": the trait dice
// in order, then the Wild Die; Total is the best total that counts,
// Raises the raises of all hits together.
func (m MultiResult) Event(who, target string) Event {
	rolls := make([]DieRoll, 0, len(m.Dice)+1)
	rolls = append(rolls, m.Dice...)
	if len(m.WildDie.Faces) > 0 {
		rolls = append(rolls, m.WildDie)
	}
	return Event{
		Kind: EventTrait, Who: who, Target: target, What: m.Roll.Name, Trait: m.Roll.Trait,
		Rolls: rolls, Mods: m.Roll.AllMods(), Total: m.Best(), TN: m.TN,
		Raises: m.RaiseCount(), Outcome: m.Outcome(),
	}
}
