package game

import (
	"errors"
	"fmt"
	"strconv"
	"sync/atomic"
	"time"

	"battlemat/odds"
	"battlemat/rules"
	"battlemat/wire"
)

// The odds of this fight (the GM's Odds button, Ctrl+O): from the battle
// as it stands, a copy plays OddsFights fights to the end (package odds:
// rules' Simulation's fights, each side by the plain tactic, each fight
// with its own seed) and the screen shows each side's share of wins with
// its 95% interval, the draws, the mean rounds and, for every player
// character, its chance to end Incapacitated and its mean Wounds. In the
// window a worker a core plays them beside the ticks, each tick renewing
// their lease; the browser plays them on Web Workers the same way (odds'
// keep_js.go), and where it cannot, a slice of each tick (oddsSlice), so
// it never freezes; a progress bar shows how far they are. What-if
// buttons play the same fights again with one Extra more on a side (a
// copy of one of its Extras on a free square near it) or one fewer, and
// the new numbers stand beside the first. The battle on the table is
// never touched: every run plays on a copy replayed from its battle file
// (a local fight's own; over the GM's seat of a host, the copy the host
// sends: wire's battle message). The window is the GM's; the table's view
// and a player's seat never show it.

// OddsFights is how many fights the odds play.
const OddsFights = 1000

// oddsFights is how many the next odds play when set (SetOddsFights).
var oddsFights atomic.Int64

// SetOddsFights has the odds opened from now on play n fights (n < 1:
// OddsFights again): the page's hook for its tests and measurements.
func SetOddsFights(n int) { oddsFights.Store(int64(max(n, 0))) }

// oddsTotal is how many fights the odds play.
func oddsTotal() int {
	if n := oddsFights.Load(); n > 0 {
		return int(n)
	}
	return OddsFights
}

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
	total   int
	seed    uint64
	file    []byte        // the battle as it stands, which every run copies
	slice   time.Duration // a tick's time for fights (0: one fight a tick)
	last    time.Time     // when the last slice ended
	whatIfs []string      // the buttons' what-ifs: odds.Run.WhatIfs
	first   *odds.Run
	what    *odds.Run // nil until a what-if is asked
	setup   bool      // over the setup screen: the fight being set up, no battle on the table
	// doneSaid: the banner has said the first run's fights are played.
	doneSaid bool
	// shown and shownAt: the numbers of the last frame and when (redraw).
	shown   oddsShown
	shownAt time.Time
}

// toggleOdds is the Odds command: it opens the odds (playing from the
// battle as it stands) or closes them; on the screen its buttons' Arg
// asks a what-if ("+side", "-side") or closes it ("close").
func (c *Controller) toggleOdds(arg string) {
	s, open := sceneOf[*oddsScene](c)
	switch {
	case open && (arg == "" || arg == "close"):
		s.stop()
		c.closeScene(s)
		c.say("Odds closed")
	case open:
		s.whatIf(c, arg)
	case arg == "":
		c.openOdds(oddsTotal(), oddsSlice)
	}
}

// openOdds starts total fights from the battle as it stands: a local
// fight's battle file at once; over a seat (the GM's of a host) the odds
// open when the host's copy comes (askBattle).
func (c *Controller) openOdds(total int, slice time.Duration) {
	f := c.fight
	if f == nil {
		c.fail(errors.New("odds: no battle on the table"))
		return
	}
	if f.localFight == nil {
		c.askBattle(total, slice)
		return
	}
	data, err := f.battleFile()
	if err != nil {
		c.fail(fmt.Errorf("odds: %w", err))
		return
	}
	c.startOdds(data, total, slice)
}

// startOdds opens the odds scene on a battle file.
func (c *Controller) startOdds(data []byte, total int, slice time.Duration) {
	first, err := odds.New(data, total, c.seed, "")
	if err != nil {
		c.fail(fmt.Errorf("odds: %w", err))
		return
	}
	c.push(&oddsScene{total: total, seed: c.seed, file: data, slice: slice, first: first, whatIfs: first.WhatIfs})
	c.say("Odds: playing %d fights from the battle as it stands (the battle on the table is not touched)", total)
}

// oddsAsk is the battle a fight over a seat asked its host for (wire's
// battle message, which the GM's seat alone is answered), and how its
// odds play when it comes; id is "" when nothing is asked.
type oddsAsk struct {
	id    string
	n     int // asks so far: each has an id of its own
	total int
	slice time.Duration
}

// oddsOffered: the odds are the GM's. A local fight's seat is; over a
// seat, the seat the host says it is.
func (c *Controller) oddsOffered() bool {
	f := c.fight
	if f == nil {
		return false
	}
	if f.localFight != nil {
		return true
	}
	m := f.seatState()
	return m != nil && m.Seat == wire.SeatGM
}

// askBattle asks the seat's host for the battle as it stands, for the
// odds; they open when it comes (takeBattle). The fights play here, a
// slice a frame, never on the host.
func (c *Controller) askBattle(total int, slice time.Duration) {
	f := c.fight
	if !c.oddsOffered() {
		c.fail(errors.New("odds: the GM's only"))
		return
	}
	id := "odds" + strconv.Itoa(f.oddsAsk.n+1)
	if err := f.seat.Send(wire.Incoming{Type: wire.TypeBattle, ID: id}); err != nil {
		c.fail(fmt.Errorf("odds: not sent (%v): try again once connected", err))
		return
	}
	f.oddsAsk = oddsAsk{id: id, n: f.oddsAsk.n + 1, total: total, slice: slice}
	c.say("Odds: fetching the battle as it stands from the host...")
}

// takeBattle opens the odds on the battle the host sent; an answer to an
// ask since replaced, or come after the odds were opened, is dropped.
func (c *Controller) takeBattle(m wire.Battle) {
	f := c.fight
	if f == nil || m.ID == "" || m.ID != f.oddsAsk.id {
		return
	}
	ask := f.oddsAsk
	f.oddsAsk.id = ""
	if _, open := sceneOf[*oddsScene](c); open {
		return
	}
	if len(m.File) == 0 {
		c.fail(errors.New("odds: the host sent no battle"))
		return
	}
	c.startOdds(m.File, ask.total, ask.slice)
}

// oddsRefused forgets the ask the host refused (the refusal is said as
// every refusal is).
func (f *Fight) oddsRefused(id string) {
	if id != "" && id == f.oddsAsk.id {
		f.oddsAsk.id = ""
	}
}

// whatIf plays the fights again with one Extra more ("+side") or fewer
// ("-side") on a side; the same seed, so the change is what differs.
func (s *oddsScene) whatIf(c *Controller, arg string) {
	r, err := odds.New(s.file, s.total, s.seed, arg)
	if err != nil {
		c.fail(fmt.Errorf("odds: %w", err))
		return
	}
	if s.what != nil {
		s.what.Stop()
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
		s.stop()
		c.say("Odds closed")
		return false
	}
	if s.setup {
		// A copy of the fight being set up: only the odds' own keys and
		// buttons; Enter or a panel's Deal would play a round nobody sees.
		it.Pressed = it.Pressed.Only(CmdOdds.Key())
		if it.Button != nil && it.Button.Cmd != CmdOdds {
			it.Button = nil
		}
	}
	s.step(c)
	return true
}

// stop ends the runs' workers (the screen closes); a screen closed
// another way stops them when their lease is over.
func (s *oddsScene) stop() {
	s.first.Stop()
	if s.what != nil {
		s.what.Stop()
	}
}

// step plays fights for up to the slice's time (one at least); in the
// window, workers on every core play them beside the ticks instead, and
// in the browser Web Workers.
func (s *oddsScene) step(c *Controller) {
	r := s.first
	if r.Done() {
		r = s.what
	}
	if r.Done() {
		if !s.doneSaid && s.what == nil {
			// "playing 1000 fights" above "1000 of 1000" read as unfinished.
			s.doneSaid = true
			c.say("Odds: the %d fights are played", s.total)
		}
		s.redraw(c, true)
		return
	}
	t0 := time.Now()
	budget := s.slice
	if gap := t0.Sub(s.last) * 6 / 10; s.slice > 0 && !s.last.IsZero() && gap > budget {
		budget = min(gap, oddsMaxSlice)
	}
	odds.HoldGC(t0.Add(max(budget, oddsLease)))
	if w := odds.Workers(); s.slice > 0 && w > 0 {
		r.Keep(w, t0.Add(oddsLease))
		if r.Done() && r.Err != "" {
			r.Err = oneLine(r.Err)
		}
		s.redraw(c, false)
		return
	}
	c.progress++ // the progress bar moves: the box alone is repainted
	for !r.Done() {
		if r.Step(); r.Err != "" {
			r.Err = oneLine(r.Err)
		}
		if time.Since(t0) >= budget {
			break
		}
	}
	s.last = time.Now()
	s.shown, s.shownAt = s.showing(), s.last // this tick's frame shows them
}

// oddsRedraw is how often the box is drawn again while workers play:
// a frame costs the browser's drawing far more than counting a batch,
// so the bar moves a few times a second, not every tick.
const oddsRedraw = 250 * time.Millisecond

// redraw has the box drawn again when the numbers shown changed, at most
// every oddsRedraw, or at once when final (the fights are over: the whole
// frame, once).
func (s *oddsScene) redraw(c *Controller, final bool) {
	k := s.showing()
	now := time.Now()
	if k == s.shown || !final && now.Sub(s.shownAt) < oddsRedraw {
		return
	}
	s.shown, s.shownAt = k, now
	if final {
		c.version++
		return
	}
	c.progress++
}

// progressBox: the odds' box is opaque and alone changes as the fights
// go on (frame.go's drawProgress).
func (*oddsScene) progressBox() {}

// showing is what the screen shows of the runs now.
func (s *oddsScene) showing() oddsShown {
	k := oddsShown{fights: s.first.Fights(), err: s.first.Err}
	if s.what != nil {
		k.what, k.whatErr = s.what.Fights(), s.what.Err
	}
	return k
}

// oddsShown is what the screen's last frame showed of the runs.
type oddsShown struct {
	fights, what int
	err, whatErr string
}

// oddsLease is how long the workers play on after a tick: a closed odds
// screen (no more ticks) stops them within it (the browser's a little
// later: odds.Keep).
const oddsLease = 250 * time.Millisecond

// Odds are the numbers of the odds screen: the first run's tally and the
// what-if's (nil when none), each with its fights done; ok is false when
// the odds are shut.
func (c *Controller) Odds() (first, whatIf *rules.Tally, ok bool) {
	s, open := sceneOf[*oddsScene](c)
	if !open {
		return nil, nil, false
	}
	if s.what != nil {
		whatIf = s.what.Tally()
	}
	return s.first.Tally(), whatIf, true
}

// OddsState is the odds screen in a snapshot.
type OddsState struct {
	Fights        int `json:"fights"`
	WhatIf        int `json:"what_if"`
	Total         int `json:"total"`
	Figures       int `json:"figures"`
	WhatIfFigures int `json:"what_if_figures,omitempty"`
	// Batched is how many of the fights counted the browser's Web Workers
	// played (the first run's and the what-if's).
	Batched int `json:"batched,omitempty"`
	// Beside: workers play the fights beside the screen, which meanwhile
	// runs frames only on input or every quietBeat in the browser (quiet.go).
	Beside bool `json:"beside,omitempty"`
}

func (s *oddsScene) state() *OddsState {
	o := &OddsState{Fights: s.first.Fights(), WhatIf: -1, Total: s.total, Figures: s.first.Figures, Batched: s.first.Batched(), Beside: s.beside()}
	if s.what != nil {
		o.WhatIf, o.WhatIfFigures = s.what.Fights(), s.what.Figures
		o.Batched += s.what.Batched()
	}
	return o
}
