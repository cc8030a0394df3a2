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
		&Power{Name: "Teleport", Kind: PowerEffect, PP: 2, Range: RangeSmarts, Recipient: 1},
		&Power{Name: "Teleport", Kind: PowerEffect, PP: 3, Range: RangeSelf},
		PowerRules{Check: checkTeleport, On: teleport})
	registerMods(PowerMod{Name: "Teleport Foe", PP: 2, For: []string{"Teleport"}})
	registerPower(
		&Power{Name: "Invisibility", Kind: PowerEffect, PP: 5, Range: RangeSmarts, Rounds: 5, Upkeep: 1, Recipient: 3},
		&Power{Name: "Invisibility", Kind: PowerEffect, PP: 5, Range: RangeSelf, Rounds: 3, Upkeep: 1},
		PowerRules{On: func(b *Battle, p *CastPlan, t *Figure, raise bool) error {
			return b.putPower(p, t, Effect{Change: ChangeAttacked, Value: -4 - 2*boolInt(raise)})
		}})
}

// TeleportReach is how far Teleport carries without and with a raise
// (the screens shade it).
func TeleportReach(ed Edition) (float64, float64) {
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
	if p.hasMod("Teleport Foe") {
		switch {
		case t.ID == p.Who.ID || t.Side == p.Who.Side:
			return fmt.Errorf("Teleport Foe sends a foe away: %s is not one", b.name(t.ID))
		case len(p.Targets) > 0:
			return fmt.Errorf("Teleport Foe sends one foe")
		case !b.Battlefield.Adjacent(p.Who.ID, t.ID):
			return fmt.Errorf("%s is out of reach of Teleport Foe (a Touch: the caster must be adjacent)", b.name(t.ID))
		}
	}
	if err := p.teleportOptions(); err != nil {
		return err
	}
	_, far := p.teleportReach(b.edition) // deluxe's distance bought: powers_deluxe7.go
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

// foeResists: Teleport Foe's Touch attack (Fighting +2 against the foe's
// Parry) and then the foe's Spirit against the activation total (it
// stays on a tie, as the other caster keeps a Dispelled power).
func (b *Battle) foeResists(p *CastPlan, t *Figure) (bool, error) {
	f := p.Who
	parry, _ := b.MeleeParry(t)
	tr := f.TraitRoll(Fighting, withMods(b.Fight.JokerMods(f.ID), Mods{}.With("touch attack", TouchMod)))
	tr.Name, tr.TN = "Fighting (touch)", parry
	res := b.RNG().TraitTest(tr)
	ev := res.Event(f.ID, t.ID)
	if !res.Success {
		ev.Outcome = "no touch: Teleport Foe is lost"
		return true, b.Record(ev)
	}
	ev.Outcome = "touches"
	if err := b.Record(ev); err != nil {
		return false, err
	}
	sr := t.TraitRoll(Spirit, withMods(b.Fight.JokerMods(t.ID), b.resistBonus(t)))
	sr.Name, sr.TN = "Spirit (against Teleport Foe)", p.Total
	sres := b.RNG().TraitTest(sr)
	if err := b.Record(sres.Event(t.ID, "")); err != nil {
		return false, err
	}
	if sres.Success {
		return true, b.Record(t.stateEvent(EventState, p.Power.Name, "resists and stays"))
	}
	return false, b.affected(p, t)
}

func teleport(b *Battle, p *CastPlan, t *Figure, raise bool) error {
	if p.hasMod("Teleport Foe") {
		if stays, err := b.foeResists(p, t); stays || err != nil {
			return err
		}
	}
	near, far := p.teleportReach(b.edition)
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
	if found && sb.CanStand(t.ID, to) != nil {
		// Taken since the casting (another recipient landed there): the
		// free square nearest it within reach.
		found = false
		for r := 1; r <= 3 && !found; r++ {
			for dy := -r; dy <= r && !found; dy++ {
				for dx := -r; dx <= r && !found; dx++ {
					q := Pos{X: to.X + dx, Y: to.Y + dy}
					half := float64(Footprint(t.Size)) / 2
					if max(abs(dx), abs(dy)) != r || math.Hypot(float64(q.X)+half-from.X, float64(q.Y)+half-from.Y) > reach+1e-9 {
						continue
					}
					if sb.CanStand(t.ID, q) == nil {
						to, found = q, true
					}
				}
			}
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
	verb := "teleports"
	for n := 1; n <= TeleportMoreMost; n++ {
		if m := TeleportDistanceOption(n); p.hasMod(m) {
			verb += " (" + m + ")" // the table reads the distance bought
		}
	}
	return b.Record(Event{Kind: EventMove, Who: t.ID, What: to.String(), Total: int(math.Round(moved)), Outcome: verb})
}
