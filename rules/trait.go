package rules

import "strconv"

// DefaultTN is the Target Number of a trait test unless a rule names another.
const DefaultTN = 4

// UnskilledMod is what a missing skill costs: the roll is a d4 at -2, and
// the Wild Die takes the -2 as well.
const UnskilledMod = -2

// JokerMod is the Joker's bonus to every trait test and damage roll of the
// figure that drew it, for that round.
const JokerMod = 2

// Joker is the Joker's bonus as a named modifier.
func Joker() Modifier { return Modifier{Name: "Joker", Value: JokerMod} }

// WithJoker adds the Joker's +2 when joker is true.
func (ms Mods) WithJoker(joker bool) Mods {
	if !joker {
		return ms
	}
	return append(ms, Joker())
}

// TraitRoll describes one trait test before it is rolled.
type TraitRoll struct {
	Name      string // "Shooting", "Vigor (Soak)": for the log
	Trait     Trait  // the trait rolled (Figure.TraitRoll sets it)
	Die       Die
	Unskilled bool // the skill is missing: d4 at -2, whatever Die says
	Wild      bool // a Wild Card rolls the Wild Die too
	Mods      Mods
	TN        int // 4 when zero
}

// Effective returns the die actually rolled and the sum of modifiers, the
// unskilled d4 and -2 included, and the TN with its default.
func (t TraitRoll) Effective() (die Die, mod, tn int) {
	die, mod, tn = t.Die, t.Mods.Sum(), t.TN
	if t.Unskilled {
		die, mod = D4, mod+UnskilledMod
	}
	if tn == 0 {
		tn = DefaultTN
	}
	return die, mod, tn
}

// AllMods is the named list of every modifier of the test: "unskilled"
// first when it applies, then Mods.
func (t TraitRoll) AllMods() Mods {
	if !t.Unskilled {
		return t.Mods
	}
	return append(Mods{{Name: "unskilled", Value: UnskilledMod}}, t.Mods...)
}

// TraitResult is a rolled trait test.
type TraitResult struct {
	Roll    TraitRoll // what was rolled (name, modifiers, unskilled)
	Trait   DieRoll
	WildDie DieRoll // zero when no Wild Die was rolled
	// Total is the better of the two totals, modifiers included.
	Total int
	TN    int
	// WildUsed says the Wild Die's total was the better one.
	WildUsed        bool
	Success         bool
	Raises          int
	CriticalFailure bool
	// Thrown are the rolls benny rerolls threw away, in order
	// (RerollEveryTest), so a screen shows them beside the one that counts.
	Thrown []ThrownRoll
}

// ThrownRoll is a roll of a trait test that a benny reroll threw away:
// its dice, total and outcome word.
type ThrownRoll struct {
	Rolls   []DieRoll `json:"rolls"`
	Total   int       `json:"total"`
	Outcome string    `json:"outcome"`
}

// thrownRoll is r as a roll thrown away.
func (r TraitResult) thrownRoll() ThrownRoll {
	rolls := []DieRoll{r.Trait}
	if len(r.WildDie.Faces) > 0 {
		rolls = append(rolls, r.WildDie)
	}
	return ThrownRoll{Rolls: rolls, Total: r.Total, Outcome: r.Outcome()}
}

// RaisesOver is how many full 4s total is over tn (0 below tn).
func RaisesOver(total, tn int) int {
	if total < tn {
		return 0
	}
	return (total - tn) / 4
}

// TraitTest rolls t: the trait die and, for a Wild Card, the Wild Die; the
// better total counts (modifiers apply to both); a natural 1 on both is a
// critical failure whatever the modifiers. An Extra has no Wild Die and so
// never critically fails. It allocates nothing.
func (r *RNG) TraitTest(t TraitRoll) TraitResult {
	die, mod, tn := t.Effective()
	// Work on (aces, last face) pairs and build the DieRolls once at the
	// end: this is the hot path of every simulation.
	ta, tl := r.aceThrow(die.Sides)
	total := ta*die.Sides + tl + die.Bonus + mod
	var wild DieRoll
	wildUsed, crit := false, false
	if t.Wild {
		wa, wl := r.aceThrow(6)
		if w := wa*6 + wl + mod; w > total {
			total, wildUsed = w, true
		}
		crit = ta == 0 && tl == 1 && wa == 0 && wl == 1
		wild = DieRoll{Die: D6, Faces: chain(6, wa, wl), Wild: true}
	}
	ok := !crit && total >= tn
	raises := 0
	if ok {
		raises = (total - tn) / 4
	}
	return TraitResult{
		Roll: t, Trait: DieRoll{Die: die, Faces: chain(die.Sides, ta, tl)}, WildDie: wild,
		Total: total, TN: tn, WildUsed: wildUsed, Success: ok, Raises: raises, CriticalFailure: crit,
	}
}

// Outcome names the result as a GM would: "critical failure", "failure",
// "success", "raise", "2 raises"...
func (r TraitResult) Outcome() string {
	switch {
	case r.CriticalFailure:
		return "critical failure"
	case !r.Success:
		return "failure"
	case r.Raises == 0:
		return "success"
	case r.Raises == 1:
		return "raise"
	}
	return strconv.Itoa(r.Raises) + " raises"
}

// Better reports whether r beats o as the outcome of the same test, for a
// benny reroll: anything beats a critical failure, then the higher total
// wins; a tie is not better, so the earlier roll stands.
func (r TraitResult) Better(o TraitResult) bool {
	if r.CriticalFailure != o.CriticalFailure {
		return o.CriticalFailure
	}
	return r.Total > o.Total
}

// Reroll spends a benny on t: the whole test is rolled again and the
// better of prev and the new roll counts. It returns the result that
// counts and the new roll (for the log).
func (r *RNG) Reroll(t TraitRoll, prev TraitResult) (best, again TraitResult) {
	again = r.TraitTest(t)
	if again.Better(prev) {
		return again, again
	}
	return prev, again
}

// Event records the test as an Event of kind "trait" by who against
// target (either may be empty): every die with its ace chain, every
// modifier by name (the unskilled -2 included), total, TN, raises and the
// outcome. Callers with their own kind (Soak, Spirit...) overwrite Kind.
func (r TraitResult) Event(who, target string) Event {
	return r.eventFrom(who, target, nil)
}

// eventFrom is Event with its rolls cut from from (a battle's slab; nil,
// a new array).
func (r TraitResult) eventFrom(who, target string, from *slab[DieRoll]) Event {
	var rolls []DieRoll
	if from != nil {
		rolls = from.take(2)[:1]
	} else {
		rolls = make([]DieRoll, 1, 2)
	}
	rolls[0] = r.Trait
	if len(r.WildDie.Faces) > 0 {
		rolls = append(rolls, r.WildDie)
	}
	return Event{
		Kind: EventTrait, Who: who, Target: target, What: r.Roll.Name, Trait: r.Roll.Trait,
		Rolls: rolls, Mods: r.Roll.AllMods(), Total: r.Total, TN: r.TN,
		Raises: r.Raises, Outcome: r.Outcome(), Thrown: r.Thrown,
	}
}
