package rules

import "fmt"

// Replay applies the events' state changes (each event's After, for its
// Figure) to copies of the starting figures and returns the copies. It
// needs no seed: it is what the log says happened to the figures. The
// start figures are not changed.
func Replay(start []*Figure, events []Event) ([]*Figure, error) {
	figs := cloneFigures(start)
	byID := make(map[string]*Figure, len(figs))
	for _, fig := range figs {
		byID[fig.ID] = fig
	}
	for i, e := range events {
		if e.Figure == "" || e.After == nil {
			continue
		}
		fig := byID[e.Figure]
		if fig == nil {
			return nil, fmt.Errorf("event %d (%s): no figure %q", i+1, e.Kind, e.Figure)
		}
		fig.State = copyState(*e.After)
	}
	return figs, nil
}

// ReplayFight re-runs a fight from its seed: a new Fight from the starting
// figures (copied), then every event applied in order with its dice drawn
// again from the RNG and checked against the log. The result has the same
// figures, deck, round, Holds and RNG position as the fight that wrote the
// log. A log that does not match its seed is an error naming the event.
func ReplayFight(start []*Figure, ed Edition, seed uint64, deal Dealing, events []Event) (*Fight, error) {
	f, err := NewFight(cloneFigures(start), ed, seed, deal)
	if err != nil {
		return nil, err
	}
	for i, e := range events {
		if err := f.apply(e, true); err != nil {
			return nil, fmt.Errorf("event %d (%s): %w", i+1, e.Kind, err)
		}
		f.Events = append(f.Events, e)
	}
	return f, nil
}

// Undo takes back the last event: the fight is replayed from its seed
// without it, so figures, deck and RNG are where they were before it.
// The figures keep their identity (the same pointers, their contents
// restored), and so does f.RNG. Redo puts the event back.
func (f *Fight) Undo() error {
	n := len(f.Events)
	if n == 0 {
		return ErrNothingToUndo
	}
	return f.rewind(n - 1)
}

// UndoTo takes back every event after the first n (0 goes back to the
// start of the fight); Redo brings them back one by one.
func (f *Fight) UndoTo(n int) error {
	if n < 0 || n > len(f.Events) {
		return fmt.Errorf("cannot undo to event %d of %d", n, len(f.Events))
	}
	return f.rewind(n)
}

func (f *Fight) rewind(n int) error {
	g, err := ReplayFight(f.start, f.Rules.Edition, f.Seed, f.Dealing, f.Events[:n])
	if err != nil {
		return err
	}
	redo := f.redo
	for i := len(f.Events) - 1; i >= n; i-- {
		redo = append(redo, f.Events[i])
	}
	f.adopt(g)
	f.redo = redo
	return nil
}

// adopt takes g's state into f, keeping f's figure and RNG pointers.
func (f *Fight) adopt(g *Fight) {
	for i, fig := range f.Figures {
		*fig = *g.Figures[i]
	}
	*f.RNG = *g.RNG
	f.Init = g.Init
	f.Events = g.Events
}

// Redo applies the last undone event again, drawing its dice from the RNG
// as a replay does.
func (f *Fight) Redo() error {
	n := len(f.redo)
	if n == 0 {
		return ErrNothingToRedo
	}
	e := f.redo[n-1]
	if err := f.apply(e, true); err != nil {
		return err
	}
	f.Events = append(f.Events, e)
	f.redo = f.redo[:n-1]
	return nil
}

// CanRedo reports whether there is an undone event to bring back.
func (f *Fight) CanRedo() bool { return len(f.redo) > 0 }

// FightLog is what a saved fight needs besides its starting figures (the
// scenario): the edition, the seed, who shares cards, and the events.
type FightLog struct {
	Edition Edition `json:"edition"`
	Seed    uint64  `json:"seed"`
	Dealing Dealing `json:"dealing,omitempty"`
	Events  []Event `json:"events"`
}

// Log returns the fight's log for saving.
func (f *Fight) Log() FightLog {
	return FightLog{Edition: f.Rules.Edition, Seed: f.Seed, Dealing: f.Dealing, Events: append([]Event(nil), f.Events...)}
}

// Resume replays a saved log onto the starting figures (see ReplayFight).
func Resume(start []*Figure, l FightLog) (*Fight, error) {
	return ReplayFight(start, l.Edition, l.Seed, l.Dealing, l.Events)
}
