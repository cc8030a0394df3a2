package game

import (
	"errors"
	"fmt"
	"time"

	"battlemat/board"
	"battlemat/rules"
)

// The odds of this fight (the GM's Odds button, Ctrl+O): from the battle
// as it stands, a copy plays OddsFights fights to the end (rules'
// Simulation, each side by the plain tactic, each fight with its own
// seed) and the screen shows each side's share of wins with its 95%
// interval, the draws, the mean rounds and, for every player character,
// its chance to end Incapacitated and its mean Wounds. The fights run a
// slice of each tick (oddsSlice), so the window and the browser (one
// thread) never freeze; a progress bar shows how far they are. What-if
// buttons play the same fights again with one Extra more on a side (a
// copy of one of its Extras on a free square near it) or one fewer, and
// the new numbers stand beside the first. The battle on the table is
// never touched: every run plays on a copy replayed from its battle file.
// The window is the GM's; the table's view never shows it.

// OddsFights is how many fights the odds play.
const OddsFights = 1000

// oddsSlice is how long a tick may spend on fights: a frame at 60 per
// second is about 16 ms, so the screen keeps answering. When the ticks
// come slowly (a loaded machine's browser paints few frames) a tick may
// take more, 60% of the time since the last one, up to oddsMaxSlice: the
// fights keep their share of the time and the screen still answers.
const (
	oddsSlice    = 10 * time.Millisecond
	oddsMaxSlice = 100 * time.Millisecond
)

// oddsScene is the odds screen: the run from the present state and the
// last what-if.
type oddsScene struct {
	total int
	seed  uint64
	slice time.Duration // a tick's time for fights (0: one fight a tick)
	last  time.Time     // when the last slice ended
	sides []string
	first *oddsRun
	what  *oddsRun // nil until a what-if is asked
}

// oddsRun is one set of fights from one start.
type oddsRun struct {
	label   string // the what-if ("" for the battle as it stands)
	sim     *rules.Simulation
	figures int    // figures on the table at its start
	err     string // why it stopped, if it did
}

// done reports whether the run has nothing left to play.
func (r *oddsRun) done() bool { return r == nil || r.err != "" || r.sim.Done() }

// toggleOdds is the Odds command: it opens the odds (playing from the
// battle as it stands) or closes them; on the screen its buttons' Arg
// asks a what-if ("+side", "-side") or closes it ("close").
func (c *Controller) toggleOdds(arg string) {
	s, open := sceneOf[*oddsScene](c)
	switch {
	case open && (arg == "" || arg == "close"):
		c.closeScene(s)
		c.say("Odds closed")
	case open:
		s.whatIf(c, arg)
	case arg == "":
		c.openOdds(OddsFights, oddsSlice)
	}
}

// openOdds starts total fights from the battle as it stands.
func (c *Controller) openOdds(total int, slice time.Duration) {
	f := c.fight
	if f == nil {
		c.fail(errors.New("odds: no battle on the table"))
		return
	}
	first, err := newOddsRun(f, total, c.seed, nil)
	if err != nil {
		c.fail(fmt.Errorf("odds: %w", err))
		return
	}
	s := &oddsScene{total: total, seed: c.seed, slice: slice, first: first}
	for _, fig := range f.Battle.Figures() {
		if !containsSide(s.sides, fig.Side) {
			s.sides = append(s.sides, fig.Side)
		}
	}
	c.push(s)
	c.say("Odds: playing %d fights from the battle as it stands (the battle on the table is not touched)", total)
}

func containsSide(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// copyFight is an independent copy of the battle as it stands: its
// battle file replayed, so nothing the copy does reaches f.
func copyFight(f *Fight) (*Fight, error) {
	if len(f.Scenario) == 0 {
		return nil, errors.New("this battle has no scenario text to copy it from")
	}
	data, err := board.FileOf(f.Name, f.Scenario, f.Battle).Marshal()
	if err != nil {
		return nil, err
	}
	return FightFromBattleFile(data, "")
}

// newOddsRun prepares total fights on a copy of f, changed first by
// change when it is given (a what-if: it says what it did).
func newOddsRun(f *Fight, total int, seed uint64, change func(*rules.Battle) (string, error)) (*oddsRun, error) {
	cp, err := copyFight(f)
	if err != nil {
		return nil, err
	}
	r := &oddsRun{}
	if change != nil {
		if r.label, err = change(cp.Battle); err != nil {
			return nil, err
		}
	}
	r.figures = len(cp.Battle.Figures())
	start, _, err := rules.StartFrom(cp.Battle)
	if err != nil {
		return nil, err
	}
	r.sim = rules.NewSimulation(total, seed, start, rules.FightOptions{})
	return r, nil
}

// whatIf plays the fights again with one Extra more ("+side") or fewer
// ("-side") on a side; the same seed, so the change is what differs.
func (s *oddsScene) whatIf(c *Controller, arg string) {
	if len(arg) < 2 || (arg[0] != '+' && arg[0] != '-') || !containsSide(s.sides, arg[1:]) {
		c.fail(fmt.Errorf("odds: %q is no what-if (+side or -side)", arg))
		return
	}
	side := arg[1:]
	change := func(b *rules.Battle) (string, error) { return addExtra(b, side) }
	if arg[0] == '-' {
		change = func(b *rules.Battle) (string, error) { return dropExtra(b, side) }
	}
	r, err := newOddsRun(c.fight, s.total, s.seed, change)
	if err != nil {
		c.fail(fmt.Errorf("odds: %w", err))
		return
	}
	s.what = r
	c.say("Odds: what if %s", r.label)
}

// addExtra puts a copy of one of side's Extras (as the battle began) on a
// free square near the side's standing figures, the nearest first.
func addExtra(b *rules.Battle, side string) (string, error) {
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

// dropExtra takes one of side's standing Extras off the table, the last
// first.
func dropExtra(b *rules.Battle, side string) (string, error) {
	figs := b.Figures()
	for i := len(figs) - 1; i >= 0; i-- {
		f := figs[i]
		if f.Side != side || f.WildCard || f.Incapacitated || f.Dead {
			continue
		}
		if b.Apply(rules.RemoveFigure{Who: f.ID}) == nil {
			return fmt.Sprintf("one Extra fewer on %s (%s)", side, f.Name), nil
		}
	}
	return "", fmt.Errorf("%s has no standing Extra to take off", side)
}

// Update plays a slice of the fights (the first run, then the what-if)
// and takes Esc and the map's click (the odds cover the map).
func (s *oddsScene) Update(c *Controller, it *Intent) bool {
	it.Click = false
	if it.Pressed.Has(CmdDeselect) {
		it.Pressed = it.Pressed.Without(CmdDeselect.Key())
		c.say("Odds closed")
		return false
	}
	s.step(c)
	return true
}

// step plays fights for up to the slice's time (one at least).
func (s *oddsScene) step(c *Controller) {
	r := s.first
	if r.done() {
		r = s.what
	}
	if r.done() {
		return
	}
	t0 := time.Now()
	budget := s.slice
	if gap := t0.Sub(s.last) * 6 / 10; s.slice > 0 && !s.last.IsZero() && gap > budget {
		budget = min(gap, oddsMaxSlice)
	}
	for !r.done() {
		if _, err := r.sim.RunSome(1); err != nil {
			r.err = oneLine(err.Error())
		}
		if time.Since(t0) >= budget {
			break
		}
	}
	s.last = time.Now()
	c.version++ // the progress bar moved
}

// Odds are the numbers of the odds screen: the first run's tally and the
// what-if's (nil when none), each with its fights done; ok is false when
// the odds are shut.
func (c *Controller) Odds() (first, whatIf *rules.Tally, ok bool) {
	s, open := sceneOf[*oddsScene](c)
	if !open {
		return nil, nil, false
	}
	if s.what != nil {
		whatIf = s.what.sim.Tally()
	}
	return s.first.sim.Tally(), whatIf, true
}

// OddsState is the odds screen in a snapshot.
type OddsState struct {
	Fights        int `json:"fights"`
	WhatIf        int `json:"what_if"`
	Total         int `json:"total"`
	Figures       int `json:"figures"`
	WhatIfFigures int `json:"what_if_figures,omitempty"`
}

func (s *oddsScene) state() *OddsState {
	o := &OddsState{Fights: s.first.sim.Fights(), WhatIf: -1, Total: s.total, Figures: s.first.figures}
	if s.what != nil {
		o.WhatIf, o.WhatIfFigures = s.what.sim.Fights(), s.what.figures
	}
	return o
}
