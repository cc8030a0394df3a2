package rules

import "fmt"

// Soul Drain (swade, CHARACTERS.md 5.1): a free action of the caster's
// turn: a level of Fatigue for up to 5 Power Points (not above its
// most), a second level for 5 more; never the level that would
// Incapacitate it.

// KindSoulDrain is the soul drain action's kind.
const KindSoulDrain = "soul_drain"

// SoulDrainPoints are the Power Points a level of Fatigue buys.
const SoulDrainPoints = 5

// featSoulDrain marks the Edge.
const featSoulDrain = "soul_drain"

func init() {
	RegisterAction(SoulDrain{Who: "priest"})
}

// SoulDrain: the caster Who takes a level of Fatigue for Power Points.
type SoulDrain struct {
	Who string `json:"who"`
}

func (SoulDrain) Kind() string { return KindSoulDrain }

func (s SoulDrain) check(b *Battle) (*Figure, error) {
	f, err := b.Actor(s.Who)
	if err != nil {
		return nil, err
	}
	switch {
	case f.feature(featSoulDrain) == 0:
		return nil, fmt.Errorf("%s does not have the Edge Soul Drain", b.name(s.Who))
	case f.Arcane == nil:
		return nil, fmt.Errorf("%s has no Arcane Background: it has no Power Points", b.name(s.Who))
	case f.PowerPointsSpent == 0:
		return nil, fmt.Errorf("%s has all its %d Power Points: Soul Drain would gain nothing", b.name(s.Who), f.MaxPowerPoints())
	case f.Fatigue >= 2:
		return nil, fmt.Errorf("%s is Exhausted: another level of Fatigue would Incapacitate it", b.name(s.Who))
	}
	return f, nil
}

func (s SoulDrain) Plan(b *Battle) (*Plan, error) {
	_, err := s.check(b)
	return b.plainPlan(s.Who, err)
}

func (s SoulDrain) Do(b *Battle, _ *Plan) error {
	f, err := s.check(b)
	if err != nil {
		return err
	}
	if err := b.Record(f.AddFatigue("Soul Drain")); err != nil {
		return err
	}
	n := min(SoulDrainPoints, f.PowerPointsSpent)
	f.PowerPointsSpent -= n
	return b.Record(f.stateEvent(EventState, "Soul Drain", fmt.Sprintf("gets %d Power Points back (%d left)", n, f.PowerPoints())))
}
