package game

import (
	"errors"
	"fmt"
	"time"

	"battlemat/odds"
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
// last what-if, played by the odds package from the battle file (the
// window's: its session's; the tablet's: the host's).
type oddsScene struct {
	total int
	seed  uint64
	file  []byte        // the battle as it stands, which every run copies
	slice time.Duration // a tick's time for fights (0: one fight a tick)
	last  time.Time     // when the last slice ended
	sides []string
	first *odds.Run
	what  *odds.Run // nil until a what-if is asked
}

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
	data, err := f.battleFile()
	if err != nil {
		c.fail(fmt.Errorf("odds: %w", err))
		return
	}
	first, err := odds.New(data, total, c.seed, "")
	if err != nil {
		c.fail(fmt.Errorf("odds: %w", err))
		return
	}
	c.push(&oddsScene{total: total, seed: c.seed, file: data, slice: slice, first: first, sides: first.Sides})
	c.say("Odds: playing %d fights from the battle as it stands (the battle on the table is not touched)", total)
}

// whatIf plays the fights again with one Extra more ("+side") or fewer
// ("-side") on a side; the same seed, so the change is what differs.
func (s *oddsScene) whatIf(c *Controller, arg string) {
	r, err := odds.New(s.file, s.total, s.seed, arg)
	if err != nil {
		c.fail(fmt.Errorf("odds: %w", err))
		return
	}
	s.what = r
	c.say("Odds: what if %s", r.Label)
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
	if r.Done() {
		r = s.what
	}
	if r.Done() {
		return
	}
	t0 := time.Now()
	budget := s.slice
	if gap := t0.Sub(s.last) * 6 / 10; s.slice > 0 && !s.last.IsZero() && gap > budget {
		budget = min(gap, oddsMaxSlice)
	}
	for !r.Done() {
		if r.Step(); r.Err != "" {
			r.Err = oneLine(r.Err)
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
		whatIf = s.what.Sim.Tally()
	}
	return s.first.Sim.Tally(), whatIf, true
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
	o := &OddsState{Fights: s.first.Sim.Fights(), WhatIf: -1, Total: s.total, Figures: s.first.Figures}
	if s.what != nil {
		o.WhatIf, o.WhatIfFigures = s.what.Sim.Fights(), s.what.Figures
	}
	return o
}
