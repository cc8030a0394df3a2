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
