package rules

// The bennies a figure may spend. A figure spends its own first; the GM's
// figures (Figure.GM) may then spend from the GM's common pool, one benny
// per player character at the start of the fight (GMBennies; revisions 1
// and 2 had no pool). Every spending is an event: a benny from the pool
// records the pool left (Event.Pool), so replay, undo and checkpoints
// keep it with the rest of the fight.

// Purse is where an action's bennies come from: the battle's Fight (the
// figure's own, then the GM's pool); nil, outside a battle, is the
// figure's own only.
type Purse interface {
	// HasBenny: f may spend a benny now.
	HasBenny(f *Figure) bool
	// SpendFor spends one of f's bennies on what and returns its event,
	// for the caller to record; the caller checks HasBenny first.
	SpendFor(f *Figure, what string) Event
}

// ownBennies is the Purse of a figure's own bennies.
type ownBennies struct{}

func (ownBennies) HasBenny(f *Figure) bool               { return f.Bennies > 0 }
func (ownBennies) SpendFor(f *Figure, what string) Event { return f.SpendBenny(what) }

// purseOr is p, or the figures' own bennies when p is nil.
func purseOr(p Purse) Purse {
	if p == nil {
		return ownBennies{}
	}
	return p
}

// FromPool: f may spend from the GM's pool (it is the GM's, the revision
// has the pool, and the pool has a benny).
func (fi *Fight) FromPool(f *Figure) bool {
	return f != nil && f.GM && fi.Rules != nil && fi.Rules.GMBennies && fi.Pool > 0
}

// HasBenny: f has a benny of its own, or may spend from the GM's pool.
func (fi *Fight) HasBenny(f *Figure) bool {
	return f != nil && (f.Bennies > 0 || fi.FromPool(f))
}

// SpendFor spends f's own benny, or when it has none the GM's pool's, on
// what, and returns the event for the caller to record.
func (fi *Fight) SpendFor(f *Figure, what string) Event {
	if f.Bennies > 0 || !fi.FromPool(f) {
		return f.SpendBenny(what)
	}
	fi.Pool--
	left := fi.Pool
	return Event{Kind: EventBenny, Who: f.ID, What: what, Outcome: BennyFromPool, Pool: &left}
}

// BennyFromPool is the Outcome of a benny event the GM's pool paid for.
const BennyFromPool = "from the GM's pool"

// WithoutPool is the event as a player may read it: a benny from the
// GM's pool without the pool left (only the GM is told that).
func WithoutPool(e Event) Event {
	e.Pool = nil
	return e
}

// HasBenny: f may spend a benny in this battle (its own, or the GM's pool).
func (b *Battle) HasBenny(f *Figure) bool { return b.Fight.HasBenny(f) }

// Pool is the GM's common pool of bennies left (0 under a revision
// without one).
func (b *Battle) Pool() int { return b.Fight.Pool }

// startBennies gives the figures with no bennies: key of their own the
// rules' start (StartingBennies) under GMBennies; under earlier revisions
// the scenario's default (3 for every Wild Card) stands.
func startBennies(r *EditionRules, figs []*Figure) {
	if !r.GMBennies {
		return
	}
	for _, f := range figs {
		if f.DefaultBennies {
			f.Bennies = StartingBennies(f)
		}
	}
	startBonusBennies(figs) // Luck, Young: edges_wiring.go
}

// startPool is the GM's pool as a fight begins: one benny per player
// character under GMBennies, none before.
func startPool(r *EditionRules, figs []*Figure) int {
	if !r.GMBennies {
		return 0
	}
	return GMBennyPool(figs)
}
