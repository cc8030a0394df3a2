package rules

import (
	"math"
	"unsafe"
)

// The odds of a fight: play it many times (PlayFight, each fight with its
// own seed) and count who won, how long it took and how each player
// character ended. Simulation plays them step by step (RunSome), so a
// caller can show progress between steps and stop whenever it likes (the
// tests' reference for the Odds, package odds, which hands its fights to
// the ticks or workers itself); Tally is the counting, which the simulate
// command's and the Odds' workers share out.

// FightSeed is the seed of fight i of a simulation seeded with seed: the
// same on every machine, whatever order the fights are played in.
func FightSeed(seed uint64, i int) uint64 {
	z := seed + (uint64(i)+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Tally counts the outcomes of fights between the same figures.
type Tally struct {
	Fights int
	Sides  []string // every side, in the figures' order
	Wins   []int    // per side
	Draws  int
	Rounds int // rounds dealt, summed over the fights
	// Players are the player characters (figures that are not the GM's):
	// how often each ended Incapacitated (or dead) and its Wounds summed.
	Players []PlayerTally
}

// PlayerTally is one player character's part of a Tally.
type PlayerTally struct {
	ID, Name, Side string
	// WildCard: an Extra goes out on its first Wound, so its Wounds
	// summed stay 0 and the screens leave its mean out.
	WildCard      bool
	Incapacitated int
	Wounds        int
}

// NewTally is an empty tally for a fight between figs.
func NewTally(figs []*Figure) *Tally {
	t := &Tally{}
	for _, f := range figs {
		if !containsString(t.Sides, f.Side) {
			t.Sides = append(t.Sides, f.Side)
		}
		if !f.GM {
			t.Players = append(t.Players, PlayerTally{ID: f.ID, Name: f.Name, Side: f.Side, WildCard: f.WildCard})
		}
	}
	t.Wins = make([]int, len(t.Sides))
	return t
}

// Add counts one fight: its result and how b's player characters ended.
func (t *Tally) Add(b *Battle, r FightResult) {
	t.Fights++
	t.Rounds += r.Rounds
	won := false
	for i, s := range t.Sides {
		if r.Winner != "" && s == r.Winner {
			t.Wins[i]++
			won = true
		}
	}
	if !won {
		t.Draws++
	}
	for i := range t.Players {
		p := &t.Players[i]
		f := b.Figure(p.ID)
		if f == nil {
			continue // taken off the table
		}
		if !living(f) {
			p.Incapacitated++
		}
		p.Wounds += f.Wounds
	}
}

// Merge adds another tally of the same figures (a worker's).
func (t *Tally) Merge(o *Tally) {
	t.Fights += o.Fights
	t.Draws += o.Draws
	t.Rounds += o.Rounds
	for i := range t.Wins {
		t.Wins[i] += o.Wins[i]
	}
	for i := range t.Players {
		t.Players[i].Incapacitated += o.Players[i].Incapacitated
		t.Players[i].Wounds += o.Players[i].Wounds
	}
}

// Share is how often something happened, with its 95% interval (Wilson's,
// which stays inside 0..1 and is sound near 0 and 1 too).
type Share struct {
	Share, Low, High float64
}

// shareOf is k out of n with its interval.
func shareOf(k, n int) Share {
	if n == 0 {
		return Share{}
	}
	const z = 1.959963984540054 // the normal's 97.5% point: a 95% interval
	p, fn := float64(k)/float64(n), float64(n)
	den := 1 + z*z/fn
	mid := (p + z*z/(2*fn)) / den
	half := z * math.Sqrt(p*(1-p)/fn+z*z/(4*fn*fn)) / den
	return Share{Share: p, Low: max(0, mid-half), High: min(1, mid+half)}
}

// WinShare is how often side won.
func (t *Tally) WinShare(side string) Share {
	for i, s := range t.Sides {
		if s == side {
			return shareOf(t.Wins[i], t.Fights)
		}
	}
	return shareOf(0, t.Fights)
}

// DrawShare is how often nobody won.
func (t *Tally) DrawShare() Share { return shareOf(t.Draws, t.Fights) }

// MeanRounds is the mean number of rounds dealt.
func (t *Tally) MeanRounds() float64 {
	if t.Fights == 0 {
		return 0
	}
	return float64(t.Rounds) / float64(t.Fights)
}

// IncapacitatedShare is how often player p ended out of the fight.
func (t *Tally) IncapacitatedShare(p PlayerTally) Share { return shareOf(p.Incapacitated, t.Fights) }

// MeanWounds is player p's mean Wounds at the end.
func (t *Tally) MeanWounds(p PlayerTally) float64 {
	if t.Fights == 0 {
		return 0
	}
	return float64(p.Wounds) / float64(t.Fights)
}

// Simulation plays Total fights, a few at a time: each RunSome plays some
// and returns, so the caller shows progress and may simply stop calling
// it to cancel. It needs no goroutine.
type Simulation struct {
	Total int
	// Progress, when set, is told after every fight how many are done.
	Progress func(done, total int)

	start func(seed uint64) (*Battle, error)
	seed  uint64
	opt   FightOptions
	tally *Tally
}

// NewSimulation prepares total fights. start gives the battle fight i is
// played on, set up with the seed FightSeed(seed, i) (a new battle from
// the scenario, or StartFrom's); opt as for PlayFight.
func NewSimulation(total int, seed uint64, start func(seed uint64) (*Battle, error), opt FightOptions) *Simulation {
	return &Simulation{Total: total, start: start, seed: seed, opt: opt}
}

// RunSome plays up to n more fights and returns how many are done in
// all. An error stops the simulation where it is.
func (s *Simulation) RunSome(n int) (int, error) {
	for ; n > 0 && !s.Done(); n-- {
		done := 0
		if s.tally != nil {
			done = s.tally.Fights
		}
		b, err := s.start(FightSeed(s.seed, done))
		if err != nil {
			return done, err
		}
		if s.tally == nil {
			s.tally = NewTally(b.figs)
		}
		r, err := PlayFight(b, s.opt)
		if err != nil {
			return done, err
		}
		s.tally.Add(b, r)
		if s.Progress != nil {
			s.Progress(s.tally.Fights, s.Total)
		}
	}
	return s.Fights(), nil
}

// Fights is how many fights are done.
func (s *Simulation) Fights() int {
	if s.tally == nil {
		return 0
	}
	return s.tally.Fights
}

// Done reports whether every fight is played.
func (s *Simulation) Done() bool { return s.Fights() >= s.Total }

// Tally is the count so far (nil before the first fight).
func (s *Simulation) Tally() *Tally { return s.tally }

// StartFrom is a start for NewSimulation that plays every fight from b as
// it stands now (the odds from the present state): each call puts b back
// there, deals its dice from the new seed and shuffles the draw pile with
// them (nobody knows the order of the cards not yet dealt; keeping b's
// order gave every fight the same next cards). The pile is put in the
// full deck's order first, so a fight from before the first deal is the
// new battle of the same seed, card for card. Afterwards restore returns
// b to the present for good. b must stand between actions.
//
// Each start reuses the last fight's arrays of events and actions for
// the next (the caller is done with that fight: it is the same battle):
// grown anew from the present, they were two fifths of the bytes a
// field40 fight allocates.
func StartFrom(b *Battle) (start func(seed uint64) (*Battle, error), restore func() error, err error) {
	c, err := b.Checkpoint()
	if err != nil {
		return nil, nil, err
	}
	start = func(seed uint64) (*Battle, error) {
		events, applied := b.Fight.Events, b.Applied
		if err := b.Restore(c); err != nil {
			return nil, err
		}
		b.Fight.Events = reuse(events, b.Fight.Events, c.events)
		b.Applied = reuse(applied, b.Applied, c.applied)
		*b.Fight.RNG = *NewRNG(seed)
		b.Fight.Init.Deck.shuffleDraw(b.Fight.RNG)
		return b, nil
	}
	return start, func() error { return b.Restore(c) }, nil
}

// reuse is now, the checkpoint's slice from as Restore put it back, copied
// into last's array when that is another array with room for more (the
// fight will append to it). A Restore that replayed (the roster changed)
// made now anew: it is kept.
func reuse[T any](last, now, from []T) []T {
	if len(now) != len(from) || unsafe.SliceData(now) != unsafe.SliceData(from) ||
		cap(last) <= len(from) || unsafe.SliceData(last) == unsafe.SliceData(from) {
		return now
	}
	return append(last[:0], from...)
}
