package rules

import (
	"fmt"
	"math"
)

// Teleport and Invisibility. Teleport moves its recipient (the caster
// when no target is named) to a free square up to 12" away (24" with a
// raise): the cast's at is the destination's centre, -2 to the roll when
// the caster cannot see it; leaving foes' reach this way gives them no
// free attack. A destination past 12" without the raise falls short: the
// recipient lands on the nearest free square along the way within 12".
// deluxe: the caster only, 10" (15" with a raise), 3 PP (our reading of
// the one source that gives numbers). Invisibility: attacks and other
// actions against the recipient that need sight -4, -6 with a raise
// (area attacks are aimed at a point and take none).

// StandBattlefield is the table's answer to whether a figure could stand
// on a square (a Teleport's destination); the board implements it.
type StandBattlefield interface {
	CanStand(id string, at Pos) error
}

func init() {
	registerPower(
		&Power{Name: "Teleport", Kind: PowerEffect, PP: 2, Range: RangeSmarts},
		&Power{Name: "Teleport", Kind: PowerEffect, PP: 3, Range: RangeSelf},
		PowerRules{Check: checkTeleport, On: teleport})
	registerPower(
		&Power{Name: "Invisibility", Kind: PowerEffect, PP: 5, Range: RangeSmarts, Rounds: 5, Upkeep: 1, Recipient: 3},
		&Power{Name: "Invisibility", Kind: PowerEffect, PP: 5, Range: RangeSelf, Rounds: 3, Upkeep: 1},
		PowerRules{On: func(b *Battle, p *CastPlan, t *Figure, raise bool) error {
			return b.putPower(p, t, Effect{Change: ChangeAttacked, Value: -4 - 2*boolInt(raise)})
		}})
}

// teleportReach is how far Teleport carries without and with a raise.
func teleportReach(ed Edition) (float64, float64) {
	if ed == Deluxe {
		return 10, 15
	}
	return 12, 24
}

// landing is the square a figure's base lands on with its centre at at.
func landing(f *Figure, at Spot) Pos {
	half := float64(Footprint(f.Size)) / 2
	return Pos{X: int(math.Floor(at.X - half + 0.5)), Y: int(math.Floor(at.Y - half + 0.5))}
}

func checkTeleport(b *Battle, p *CastPlan, t *Figure) error {
	at := p.At
	if at == nil {
		return targetless(fmt.Sprintf("%s needs a destination (at)", p.Power.Name))
	}
	if !finite(*at) {
		return targetless(fmt.Sprintf("%s is not a point of the table", *at))
	}
	_, far := teleportReach(b.edition)
	if d := b.spotDistance(t.ID, *at); d > far+1e-9 {
		return fmt.Errorf("%s is %.0f\" from %s: Teleport carries %.0f\" at most (with a raise)", *at, d, b.name(t.ID), far)
	}
	if t.Bound || t.Entangled {
		return fmt.Errorf("%s is held: it cannot be teleported away", b.name(t.ID))
	}
	sb, ok := b.Battlefield.(StandBattlefield)
	if !ok {
		return fmt.Errorf("this table cannot place a teleported figure")
	}
	if err := sb.CanStand(t.ID, landing(t, *at)); err != nil {
		return fmt.Errorf("%s cannot land there: %v", b.name(t.ID), err)
	}
	return nil
}

// teleportMods: -2 when the caster cannot see the destination.
func (b *Battle) teleportMods(p *CastPlan) Mods {
	if p.Power.Name != "Teleport" || p.At == nil || b.Battlefield.LineOfFireTo(p.Who.ID, *p.At) {
		return nil
	}
	return Mods{}.With("unseen destination", -2)
}

func teleport(b *Battle, p *CastPlan, t *Figure, raise bool) error {
	near, far := teleportReach(b.edition)
	reach := near
	if raise {
		reach = far
	}
	from := b.Battlefield.Centre(t.ID)
	at := *p.At
	d := math.Hypot(at.X-from.X, at.Y-from.Y)
	sb := b.Battlefield.(StandBattlefield)
	to, found := landing(t, at), d <= reach+1e-9
	// Short of the raise: the free square nearest the destination along
	// the way, within reach.
	for k := 0.0; !found && k <= reach; k += 0.5 {
		s := Spot{X: from.X + (at.X-from.X)*(reach-k)/d, Y: from.Y + (at.Y-from.Y)*(reach-k)/d}
		if sb.CanStand(t.ID, landing(t, s)) == nil {
			to, found = landing(t, s), true
		}
	}
	if !found {
		return b.Record(t.stateEvent(EventState, p.Power.Name, "finds nowhere to land and stays"))
	}
	if err := b.Battlefield.Place(t.ID, to); err != nil {
		return err
	}
	half := float64(Footprint(t.Size)) / 2
	moved := math.Hypot(float64(to.X)+half-from.X, float64(to.Y)+half-from.Y)
	return b.Record(Event{Kind: EventMove, Who: t.ID, What: to.String(), Total: int(math.Round(moved)), Outcome: "teleports"})
}
