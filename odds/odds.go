// Package odds owns the odds of a fight: from a battle file as it stands,
// a number of fights played to the end on a copy (rules' Simulation's
// fights: each side by the plain tactic, each fight with its own seed),
// and the what-ifs that play them again with one Extra more or fewer on a
// side. It is the one runner of the window's Odds screen, the setup's and
// the GM's tablet's (which has the host's battle file, wire.Battle): the
// screens hold no battle, only a Run. It uses the standard library, board
// and rules only (it builds for wasm). The fights are played a fight a
// Step, as the screen's ticks ask (the browser), or by workers on copies
// of their own while the screen's lease lasts (Keep: the window); while
// they play the collector runs at GCPercent (HoldGC).
package odds

import (
	"fmt"
	"slices"
	"sync"
	"time"

	"battlemat/board"
	"battlemat/rules"
)

// Run is one set of fights from one start. Its fights are played by the
// caller's ticks (Step) or by workers beside them (Keep, workers.go);
// fight i has the seed rules.FightSeed(seed, i) and the tally only adds,
// so who played which fight, and in what order, changes nothing.
type Run struct {
	// Label is the what-if ("" for the battle as it stands).
	Label string
	// Figures is how many figures are on the table at its start.
	Figures int
	// Sides are the sides of the battle's figures, in their order.
	Sides []string
	// WhatIfs are the what-ifs the battle allows, for New: "+side" for a
	// side with an Extra to copy, "-side" for one with an Extra standing
	// (a party of Wild Cards has neither), in the order of Sides.
	WhatIfs []string
	// Err is why it stopped, if it did (read and written by the caller's
	// goroutine alone: a worker's error waits in failed until Done).
	Err string

	file   []byte
	whatIf string
	total  int
	seed   uint64
	start  *battleCopy // Step's copy

	mu      sync.Mutex
	next    int          // the next fight to hand out
	back    []Batch      // fights lent and given back unplayed: handed out first
	tally   *rules.Tally // nil before the first fight is counted
	failed  string       // a worker's error, for Err
	lease   time.Time    // workers play until then (Keep)
	working int          // workers playing now
	spare   []*battleCopy
	web     webPool // the browser's Web Workers (keep_js.go)
}

// Done reports whether the run has nothing left to play.
func (r *Run) Done() bool {
	if r == nil {
		return true
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.takeFailure()
	return r.Err != "" || r.fightsLocked() >= r.total
}

// takeFailure moves a worker's error to Err; r.mu is held.
func (r *Run) takeFailure() {
	if r.Err == "" && r.failed != "" {
		r.Err = r.failed
	}
}

// Fights is how many fights are counted.
func (r *Run) Fights() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.fightsLocked()
}

func (r *Run) fightsLocked() int {
	if r.tally == nil {
		return 0
	}
	return r.tally.Fights
}

// Tally is a copy of the count so far (nil before the first fight): the
// workers go on adding to the run's own.
func (r *Run) Tally() *rules.Tally {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.tally == nil {
		return nil
	}
	t := *r.tally
	t.Sides = slices.Clone(t.Sides)
	t.Wins = slices.Clone(t.Wins)
	t.Players = slices.Clone(t.Players)
	return &t
}

// Step plays one fight; an error stops the run (Err).
func (r *Run) Step() {
	i, ok := r.take()
	if !ok {
		return
	}
	if err := r.play(r.start, i); err != nil {
		r.fail(err)
	}
}

// fail stops the run: no fight is handed out after it.
func (r *Run) fail(err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.failed == "" {
		r.failed = err.Error()
	}
}

// take hands out the next fight to play, if any is left.
func (r *Run) take() (int, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.failed != "" {
		return 0, false
	}
	if n := len(r.back); n > 0 {
		b := &r.back[n-1]
		b.From++
		if b.From == b.To {
			r.back = r.back[:n-1]
		}
		return b.From - 1, true
	}
	if r.next >= r.total {
		return 0, false
	}
	r.next++
	return r.next - 1, true
}

// fight plays fight i to its end on the battle start gives.
func (r *Run) fight(start *battleCopy, i int) (*rules.Battle, rules.FightResult, error) {
	b, err := start.start(rules.FightSeed(r.seed, i))
	if err != nil {
		return nil, rules.FightResult{}, err
	}
	res, err := rules.PlayFight(b, rules.FightOptions{Quiet: true, Sides: &start.sides})
	return b, res, err
}

// play plays fight i on the battle start gives and counts it.
func (r *Run) play(start *battleCopy, i int) error {
	b, res, err := r.fight(start, i)
	if err != nil {
		return err
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.tally == nil {
		r.tally = rules.NewTally(b.Figures())
	}
	r.tally.Add(b, res)
	return nil
}

// New prepares total fights with seed on a copy of the battle file
// (nothing the copy does reaches the battle it came from). whatIf, when
// not "", changes the copy first: "+side" puts one more of the side's
// typical Extra near it, "-side" takes one of its standing Extras off.
func New(file []byte, total int, seed uint64, whatIf string) (*Run, error) {
	r := &Run{file: file, whatIf: whatIf, total: total, seed: seed}
	var err error
	r.start, err = r.copyOf(true)
	if err != nil {
		return nil, err
	}
	return r, nil
}

// copyOf is a start on a copy of its own of the run's battle: the file
// parsed, the what-if made, bennies by the plain policy. first fills in
// the run's Label, Figures and Sides.
func (r *Run) copyOf(first bool) (*battleCopy, error) {
	bf, err := board.ParseBattleFile(r.file)
	if err != nil {
		return nil, err
	}
	_, b, err := bf.Start()
	if err != nil {
		return nil, err
	}
	if t, ok := b.Battlefield.(*board.Battlefield); ok {
		// The copy is the fights' alone: nothing but their doors changes
		// its board, so it may remember what terrain hides (as simulate's).
		t.RememberShadows()
	}
	sides := sidesOf(b)
	if first {
		r.WhatIfs = whatIfs(b, sides)
	}
	label := ""
	if r.whatIf != "" {
		w := r.whatIf
		if len(w) < 2 || (w[0] != '+' && w[0] != '-') || !slices.Contains(sides, w[1:]) {
			return nil, fmt.Errorf("%q is no what-if (+side or -side)", w)
		}
		change := AddExtra
		if w[0] == '-' {
			change = DropExtra
		}
		if label, err = change(b, w[1:]); err != nil {
			return nil, err
		}
	}
	if first {
		r.Label, r.Sides, r.Figures = label, sides, len(b.Figures())
	}
	rules.PlainBennies(b) // the fights spend bennies as a table would
	start, _, err := rules.StartFrom(b)
	if err != nil {
		return nil, err
	}
	return &battleCopy{start: start}, nil
}

// battleCopy is a copy of the run's battle and the tactics that play
// its fights one after another, kept from fight to fight as simulate's
// (a tactic readies itself for each new fight, keeping its boxed actions
// and buffers): made anew for every fight, they were a third of a
// field40 fight's allocations.
type battleCopy struct {
	start func(seed uint64) (*rules.Battle, error)
	sides rules.SideTactics
}

// sidesOf are the sides of the battle's figures in their order.
func sidesOf(b *rules.Battle) []string {
	var out []string
	for _, f := range b.Figures() {
		if !slices.Contains(out, f.Side) {
			out = append(out, f.Side)
		}
	}
	return out
}

// whatIfs are the what-ifs of the battle's sides (Run.WhatIfs).
func whatIfs(b *rules.Battle, sides []string) []string {
	var out []string
	for _, side := range sides {
		if typicalExtra(b.Fight.Start(), side) != nil {
			out = append(out, "+"+side)
		}
		if slices.ContainsFunc(b.Figures(), func(f *rules.Figure) bool { return standingExtra(f, side) }) {
			out = append(out, "-"+side)
		}
	}
	return out
}

// standingExtra: f is one of side's Extras still in the fight.
func standingExtra(f *rules.Figure, side string) bool {
	return f.Side == side && !f.WildCard && !f.Incapacitated && !f.Dead
}

// AddExtra puts a copy of one of side's Extras (as the battle began) on a
// free square near the side's standing figures, the nearest first; it
// says what it did.
func AddExtra(b *rules.Battle, side string) (string, error) {
	like := typicalExtra(b.Fight.Start(), side)
	if like == nil {
		return "", fmt.Errorf("%s has no Extra to copy", side)
	}
	id := like.ID + "-whatif"
	for n := 2; b.IDTaken(id); n++ {
		id = fmt.Sprintf("%s-whatif%d", like.ID, n)
	}
	var near []rules.Pos
	for _, f := range b.Figures() {
		if p, ok := b.Battlefield.Position(f.ID); ok && f.Side == side && !f.Incapacitated && !f.Dead {
			near = append(near, p)
		}
	}
	deal := b.Fight.Init.Round > 0 && b.Fight.Init.Deck.Len() > 0
	for r := 1; r <= 12; r++ {
		for _, p := range near {
			for dy := -r; dy <= r; dy++ {
				for dx := -r; dx <= r; dx++ {
					if max(abs(dx), abs(dy)) != r {
						continue // the ring at r only: nearer squares were tried
					}
					a := rules.AddFigure{ID: id, Like: like.ID, Name: like.Name + " (what-if)", At: rules.Pos{X: p.X + dx, Y: p.Y + dy}, Deal: deal}
					if b.Apply(a) == nil {
						return fmt.Sprintf("one more Extra like %s on %s", like.Name, side), nil
					}
				}
			}
		}
	}
	return "", fmt.Errorf("no free square near %s for one more %s", side, like.Name)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// typicalExtra is the side's Extra most of its Extras are like (the same
// traits: five cultists beside one great beast give a cultist), the
// first of them; nil when the side has none.
func typicalExtra(figs []*rules.Figure, side string) *rules.Figure {
	var best *rules.Figure
	bestN := 0
	count := map[string]int{}
	for _, f := range figs {
		if f.Side == side && !f.WildCard {
			count[fmt.Sprint(f.Traits, f.Size)]++
		}
	}
	for _, f := range figs {
		if f.Side != side || f.WildCard {
			continue
		}
		if n := count[fmt.Sprint(f.Traits, f.Size)]; n > bestN {
			best, bestN = f, n
		}
	}
	return best
}

// DropExtra takes one of side's standing Extras off the table, the last
// first; it says what it did.
func DropExtra(b *rules.Battle, side string) (string, error) {
	figs := b.Figures()
	for i := len(figs) - 1; i >= 0; i-- {
		f := figs[i]
		if !standingExtra(f, side) {
			continue
		}
		if b.Apply(rules.RemoveFigure{Who: f.ID}) == nil {
			return fmt.Sprintf("one Extra fewer on %s (%s)", side, f.Name), nil
		}
	}
	return "", fmt.Errorf("%s has no standing Extra to take off", side)
}
