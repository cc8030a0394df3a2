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
	m := MultiResult{Roll: t, TN: tn, Replaced: -1,
		Dice: make([]DieRoll, n), Results: make([]DieOutcome, n)}
	ones := 0
	for i := range m.Dice {
		d := r.Roll(die)
		m.Dice[i] = d
		m.Results[i] = DieOutcome{Roll: d, Total: d.Sum() + mod, TN: tns[i]}
		if d.Natural() == 1 {
			ones++
		}
	}
	if t.Wild {
		m.WildDie = r.Roll(D6)
		m.WildDie.Wild = true
		m.CriticalFailure = m.WildDie.Natural() == 1 && 2*ones > n
		w := m.WildDie.Sum() + mod
		var best [3]int // gain in hits, raises, total
		for i, o := range m.Results {
			if m.CriticalFailure {
				break
			}
			g := [3]int{hit(w, o.TN) - hit(o.Total, o.TN), RaisesOver(w, o.TN) - RaisesOver(o.Total, o.TN), w - o.Total}
			if g[0] > best[0] || g[0] == best[0] && (g[1] > best[1] || g[1] == best[1] && g[2] > best[2]) {
				best, m.Replaced = g, i
			}
		}
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

func hit(total, tn int) int {
	if total >= tn {
		return 1
	}
	return 0
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
		Kind: EventTrait, Who: who, Target: target, What: m.Roll.Name,
		Rolls: rolls, Mods: m.Roll.AllMods(), Total: m.Best(), TN: m.TN,
		Raises: m.RaiseCount(), Outcome: m.Outcome(),
	}
}
