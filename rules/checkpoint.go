package rules

import (
	"errors"
	"fmt"
	"maps"
	"slices"
)

// Checkpoint is a battle's whole state at a moment: Restore puts the
// battle back there without replaying from the start, which is what Undo
// does. The attack subcommand applies one attack many times from the same
// state; restoring a checkpoint gives the very state a replay would give
// (tested against Undo), only without the replay.
type Checkpoint struct {
	b *Battle

	roster []*Figure // who was on the table (roster.go)
	figs   []Figure  // contents, deep-copied
	pos    []Pos
	table  any // the table's own state (BattlefieldSnapshotter)

	init   Initiative
	rng    RNG
	events []Event // the fight's events (the slice, capped at its length)
	pool   int     // the GM's pool of bennies left
	// revealed: the hidden figures revealed so far (Fight.revealed)
	revealed map[string]bool
	players  map[string]string // the GM's set_player (Fight.players)
	applied  []Applied
	redo     []Applied

	turn      *TurnState // the pointer, and its contents in turnVal
	turnVal   TurnState
	suspended []*TurnState
	suspVal   []TurnState
	queued    []string
	aim       map[string]aimMark
	reloading map[reloadKey]int
	marks     map[string]turnMarks
	lastShot  *ShotResult
	asks      []RerollAsk
	extra     battleExtra
}

// BattlefieldSnapshotter is a Battlefield with state of its own (see BattlefieldResetter)
// that can hand a copy of it out and take it back, so a battle on it can
// be checkpointed. Figures' squares are saved through Position and Place.
type BattlefieldSnapshotter interface {
	SnapshotBattlefield() any
	RestoreBattlefield(snapshot any) error
}

// ErrNoCheckpoint: a table with state of its own (BattlefieldResetter) that
// cannot snapshot it.
var ErrNoCheckpoint = errors.New("the table's own state cannot be checkpointed")

// Checkpoint saves the battle's state for Restore. It must be taken
// between actions (not from inside one).
func (b *Battle) Checkpoint() (*Checkpoint, error) {
	if b.cur != nil {
		return nil, errors.New("a checkpoint is taken between actions")
	}
	c := &Checkpoint{b: b}
	if s, ok := b.Battlefield.(BattlefieldSnapshotter); ok {
		c.table = s.SnapshotBattlefield()
	} else if _, own := b.Battlefield.(BattlefieldResetter); own {
		return nil, ErrNoCheckpoint
	}
	c.roster = append([]*Figure(nil), b.figs...)
	c.figs = make([]Figure, len(b.figs))
	c.pos = make([]Pos, len(b.figs))
	for i, f := range b.figs {
		c.figs[i] = *cloneFigure(f)
		p, ok := b.Battlefield.Position(f.ID)
		if !ok {
			return nil, fmt.Errorf("the table does not place %q", f.ID)
		}
		c.pos[i] = p
	}
	f := b.Fight
	c.init = f.Init.clone()
	c.rng = *f.RNG
	c.pool = f.Pool
	c.revealed = maps.Clone(f.revealed)
	c.players = maps.Clone(f.players)
	c.events = f.Events[:len(f.Events):len(f.Events)]
	c.applied = b.Applied[:len(b.Applied):len(b.Applied)]
	c.redo = append([]Applied(nil), b.redo...)
	c.turn = b.turn
	if b.turn != nil {
		c.turnVal = cloneTurn(*b.turn)
	}
	c.suspended = append([]*TurnState(nil), b.suspended...)
	for _, t := range b.suspended {
		c.suspVal = append(c.suspVal, cloneTurn(*t))
	}
	c.queued = append([]string(nil), b.queued...)
	c.aim = maps.Clone(b.aim)
	c.reloading = maps.Clone(b.reloading)
	c.marks = maps.Clone(b.marks)
	c.lastShot = b.lastShot
	c.asks = cloneAsks(b.asks)
	c.extra = cloneExtra(b.extra)
	return c, nil
}

// Restore puts the battle back as it was when c was taken: figures (the
// same pointers, their contents restored), squares, the table's own state,
// the deck and cards, the RNG, the events, the actions and the turn. It may
// be restored any number of times. The figures' traits, weapons and
// overrides are shared with the checkpoint afterwards, so nobody may change
// those in place (the rules never do); their State is a copy.
func (b *Battle) Restore(c *Checkpoint) error {
	if c == nil || c.b != b {
		return errors.New("the checkpoint is not this battle's")
	}
	if b.cur != nil {
		return errors.New("a checkpoint is restored between actions")
	}
	b.moves++
	if !slices.Equal(b.figs, c.roster) {
		// Figures were added or taken off since: replay instead.
		if err := b.rebuild(c.applied); err != nil {
			return err
		}
		b.redo = append([]Applied(nil), c.redo...)
		return nil
	}
	for i, f := range b.figs {
		// Traits, weapons and overrides are shared with the checkpoint:
		// the rules never change them in place (a weapon dropped or picked
		// up makes a new slice). The state is the figure's own.
		*f = c.figs[i]
		f.State = copyState(c.figs[i].State)
		if p, ok := b.Battlefield.Position(f.ID); !ok || p != c.pos[i] {
			if err := b.Battlefield.Place(f.ID, c.pos[i]); err != nil {
				return err
			}
		}
	}
	if s, ok := b.Battlefield.(BattlefieldSnapshotter); ok {
		if err := s.RestoreBattlefield(c.table); err != nil {
			return err
		}
	}
	f := b.Fight
	f.statesChanged() // the figures' states are the checkpoint's
	restoreInit(&f.Init, &c.init)
	f.cardsChanged()
	*f.RNG = c.rng
	f.Pool = c.pool
	f.Events = c.events
	f.revealed = maps.Clone(c.revealed)
	f.players = maps.Clone(c.players)
	b.Applied = c.applied
	b.redo = append([]Applied(nil), c.redo...)
	b.turn = c.turn
	if c.turn != nil {
		*c.turn = cloneTurn(c.turnVal)
	}
	b.suspended = append([]*TurnState(nil), c.suspended...)
	for i, t := range c.suspended {
		*t = cloneTurn(c.suspVal[i])
	}
	if b.suspended == nil && len(c.suspended) == 0 {
		b.suspended = nil
	}
	b.queued = append([]string(nil), c.queued...)
	if len(c.queued) == 0 {
		b.queued = nil
	}
	b.aim = maps.Clone(c.aim)
	b.reloading = maps.Clone(c.reloading)
	b.marks = maps.Clone(c.marks)
	b.lastShot = c.lastShot
	b.asks = cloneAsks(c.asks)
	b.extra = cloneExtra(c.extra)
	return nil
}

func cloneTurn(t TurnState) TurnState {
	t.Taken = append([]string(nil), t.Taken...)
	t.Fired = append([]int(nil), t.Fired...)
	return t
}

// cloneAsks copies the reroll questions (their targets too): the battle
// appends to its list while the checkpoint keeps its own.
func cloneAsks(as []RerollAsk) []RerollAsk {
	if as == nil {
		return nil
	}
	out := make([]RerollAsk, len(as))
	for i, a := range as {
		a.Targets = append([]string(nil), a.Targets...)
		out[i] = a
	}
	return out
}

func cloneExtra(e battleExtra) battleExtra {
	e.ground = append([]GroundItem(nil), e.ground...)
	e.healed = maps.Clone(e.healed)
	e.seen = maps.Clone(e.seen)
	e.support = append([]heldSupport(nil), e.support...)
	e.ride.Path = append([]Pos(nil), e.ride.Path...)
	return e
}

// restoreInit makes dst equal to src, reusing dst's maps and deck slices
// (the fight mutates them in place anyway) so a restore allocates little.
func restoreInit(dst, src *Initiative) {
	deck := dst.Deck
	cards, dealt, hold, acted, amb, sur, std, alert := dst.Cards, dst.DealtRound, dst.Hold, dst.Acted, dst.Ambushers, dst.Surprised, dst.Standoff, dst.Alert
	*dst = *src
	dst.Deck = Deck{Draw: append(deck.Draw[:0], src.Deck.Draw...), Discard: append(deck.Discard[:0], src.Deck.Discard...)}
	if src.Deck.Draw == nil {
		dst.Deck.Draw = nil
	}
	if src.Deck.Discard == nil {
		dst.Deck.Discard = nil
	}
	dst.Cards = refill(cards, src.Cards)
	dst.DealtRound = refill(dealt, src.DealtRound)
	dst.Hold = refill(hold, src.Hold)
	dst.Acted = refill(acted, src.Acted)
	dst.Ambushers = refill(amb, src.Ambushers)
	dst.Surprised = refill(sur, src.Surprised)
	dst.Standoff = refill(std, src.Standoff)
	dst.Alert = refill(alert, src.Alert)
}

// refill makes m a copy of src (nil when src is), reusing m.
func refill[K comparable, V any](m, src map[K]V) map[K]V {
	if src == nil {
		return nil
	}
	if m == nil {
		return maps.Clone(src)
	}
	clear(m)
	maps.Copy(m, src)
	return m
}

// ReuseEvents lets a battle that has no events yet record them into buf's
// array (from its start): a caller that plays many battles one after the
// other (simulate) hands each the array of the last, which it no longer
// reads, instead of growing a new one. It does nothing once the battle has
// events.
func (b *Battle) ReuseEvents(buf []Event) {
	if len(b.Fight.Events) == 0 {
		b.Fight.Events = buf[:0]
	}
}

// ReuseApplied is ReuseEvents for the battle's list of actions applied
// (Applied): it grew anew, action by action, in every simulated fight.
func (b *Battle) ReuseApplied(buf []Applied) {
	if len(b.Applied) == 0 {
		clear(buf) // the last battle's actions are not held on to
		b.Applied = buf[:0]
	}
}
