package wire

import "battlemat/rules"

// FightEnd is how the fight would end now, told to the GM's seat at
// every step (the GM may end a fight at any time): Over once at most one
// side stands, the sides still standing and every figure as the fight
// leaves it (rules.Survivors, hidden ones too), which the end-of-fight
// screen lists and the survivors' scenario is written from. Every other
// seat is told it once the fight is over or ended, without the
// survivors: a phone and the table's screen say who won.
type FightEnd struct {
	Over bool `json:"over,omitempty"`
	// Ended: the fight was ended (EndFight, and no round or turn since):
	// healing Wounds, which waits for the end under some rules, may begin.
	Ended     bool       `json:"ended,omitempty"`
	Standing  []string   `json:"standing"`
	Survivors []Survivor `json:"survivors"`
}

// Survivor is one figure as the fight leaves it (rules.Survivor).
type Survivor struct {
	ID               string         `json:"id"`
	Name             string         `json:"name"`
	Side             string         `json:"side"`
	Wounds           int            `json:"wounds,omitempty"`
	Fatigue          int            `json:"fatigue,omitempty"`
	PowerPointsSpent int            `json:"power_points_spent,omitempty"`
	Injuries         []rules.Injury `json:"injuries,omitempty"`
	Out              bool           `json:"out,omitempty"`
	Why              string         `json:"why,omitempty"`
	Bleeding         bool           `json:"bleeding,omitempty"`
}

// EndFor is the fight's end as the seat is told it: the GM's seat
// always; every other once the fight is over or ended (the sides
// standing, no survivors), nil before.
func EndFor(b *rules.Battle, seat string) *FightEnd {
	e := &FightEnd{Over: rules.Over(b), Ended: b.FightOver()}
	if seat != SeatGM {
		if !e.Over && !e.Ended {
			return nil
		}
		e.Standing = rules.Standing(b)
		return e
	}
	e.Standing = rules.Standing(b)
	for _, s := range rules.Survivors(b) {
		e.Survivors = append(e.Survivors, Survivor{ID: s.ID, Name: s.Name, Side: s.Side, Wounds: s.Wounds, Fatigue: s.Fatigue,
			PowerPointsSpent: s.PowerPointsSpent, Injuries: s.Injuries, Out: s.Out, Why: s.Why, Bleeding: s.Bleeding})
	}
	return e
}

// Rules is the survivor as the rules write it into a scenario.
func (s Survivor) Rules() rules.Survivor {
	return rules.Survivor{ID: s.ID, Name: s.Name, Side: s.Side, Wounds: s.Wounds, Fatigue: s.Fatigue,
		PowerPointsSpent: s.PowerPointsSpent, Injuries: s.Injuries, Out: s.Out, Why: s.Why, Bleeding: s.Bleeding}
}
