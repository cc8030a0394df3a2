package rules

// TraitRoll describes one trait test before it is rolled.
type TraitRoll struct {
	Name      string // "Shooting", "Vigor (Soak)": for the log
	Die       Die
	Unskilled bool // the skill is missing: d4 at -2, whatever Die says
	Wild      bool // a Wild Card rolls the Wild Die too
	Mods      Mods
	TN        int // 4 when zero
}

// TraitResult is a rolled trait test.
type TraitResult struct {
	Trait   DieRoll
	WildDie DieRoll // zero when no Wild Die was rolled
	// Total is the better of the two totals, modifiers included.
	Total           int
	TN              int
	Success         bool
	Raises          int
	CriticalFailure bool
}

// TraitTest rolls t: the trait die and, for a Wild Card, the Wild Die; the
// better total counts; both natural 1s are a critical failure.
func (r *RNG) TraitTest(t TraitRoll) TraitResult {
	die, mod := t.Die, t.Mods.Sum()
	if t.Unskilled {
		die, mod = D4, mod-2
	}
	tn := t.TN
	if tn == 0 {
		tn = 4
	}
	res := TraitResult{Trait: r.Roll(die), TN: tn}
	res.Total = res.Trait.Sum() + mod
	if t.Wild {
		res.WildDie = r.Roll(D6)
		res.WildDie.Wild = true
		if w := res.WildDie.Sum() + mod; w > res.Total {
			res.Total = w
		}
		res.CriticalFailure = res.Trait.Natural() == 1 && res.WildDie.Natural() == 1
	}
	res.Success = !res.CriticalFailure && res.Total >= tn
	if res.Success {
		res.Raises = (res.Total - tn) / 4
	}
	return res
}
