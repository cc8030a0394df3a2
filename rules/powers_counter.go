package rules

import "fmt"

// Dispel as a counter (swade, rules revision 8, DispelCounter;
// CHARACTERS.md 5.3: a dispeller on Hold who interrupts counters the
// power as it is cast). When a figure casts, each foe of it on Hold (or
// holding this round's Joker) with Dispel, a Power Point left, the caster
// within its Dispel's range and in sight, is asked in turn (the battle's
// Reaction policy, as a free attack's Edge is) until one takes it:
//   - the interrupt's opposed roll (Athletics; a Joker goes first without
//     one): a holder who loses acts right after the caster, as any holder
//     who loses an interrupt does, and the power goes off;
//   - a holder who wins spends its Hold on the counter (its action for the
//     round): it casts Dispel (TN 4, -2 against another arcane skill,
//     paid as any casting, Backlash on a Critical Failure) and on a success
//     the caster rolls its arcane skill against the Dispel's total, keeping
//     its power on a tie, as against any Dispel;
//   - a countered power has no effect and makes no activation roll; its
//     caster's action is spent and so are its Power Points, as for a power
//     cast (our reading: the reference does not say what a counter costs).

// DispelCounterWhat is what the Reaction policy is asked about for a
// counter (its what; target: the caster).
const DispelCounterWhat = "Dispel"

// counterers are the figures that may counter p's casting now, in
// scenario order.
func (b *Battle) counterers(p *CastPlan) []*Figure {
	if !b.Rules.DispelCounter {
		return nil
	}
	dpw, ok := LookupPower(b.edition, "Dispel")
	if !ok {
		return nil
	}
	var out []*Figure
	for _, id := range b.Interrupters() {
		g := b.Figure(id)
		if g == nil || g == p.Who || g.Side == p.Who.Side || g.Arcane == nil || g.Bound || !g.HasPower("Dispel") || g.PowerPoints() < dpw.PP {
			continue
		}
		if _, on := b.Battlefield.Position(id); !on {
			continue
		}
		if b.Battlefield.Distance(id, p.Who.ID) > float64(PowerRangeInches(g, dpw))+1e-9 || !b.Battlefield.Sight(id, p.Who.ID, nil).Visible {
			continue
		}
		out = append(out, g)
	}
	return out
}

// counter offers p's casting to the figures that may counter it; true
// when one did and the power is spent for nothing.
func (b *Battle) counter(p *CastPlan) (bool, error) {
	for _, g := range b.counterers(p) {
		if !b.reactAnswer(g, DispelCounterWhat, p.Who.ID) {
			continue
		}
		return b.counterWith(g, p)
	}
	return false, nil
}

// counterWith: g interrupts p's casting and casts Dispel at it.
func (b *Battle) counterWith(g *Figure, p *CastPlan) (bool, error) {
	if err := b.Record(g.stateEvent(EventState, "", fmt.Sprintf("tries to counter %s's %s with Dispel", b.name(p.Who.ID), p.Power.Name))); err != nil {
		return false, err
	}
	r, err := b.Fight.Interrupt(g.ID, p.Who.ID)
	if err != nil {
		return false, err
	}
	if r != HolderFirst {
		b.queued = append(b.queued, g.ID) // it acts right after, as a holder who lost
		return false, nil
	}
	dpw, _ := LookupPower(b.edition, "Dispel")
	dp := &CastPlan{Who: g, Power: dpw, Skill: g.Arcane.Skill, Cost: dpw.PP, areas: [][2]string{{p.Power.Name, p.Who.ID}}}
	roll := b.planFreeRoll(g.ID, dp.Skill, dispelMods(b, dp))
	roll.Dice = []PlannedDie{{Target: p.Who.ID, TN: ActivationTN}}
	res := b.TraitTest(g, roll.Test(0))
	ev := res.Event(g.ID, p.Who.ID)
	ev.Kind, ev.Weapon = EventCast, dpw.Name
	if err := b.Record(ev); err != nil {
		return false, err
	}
	dp.Total = res.Total
	won := false
	if res.Success {
		if won, err = b.dispelRoll(dp, p.Power.Name, p.Who.ID); err != nil {
			return false, err
		}
	}
	if err := b.pay(dp, res.Success, res.Raises > 0, res.CriticalFailure, res.Trait); err != nil {
		return false, err
	}
	if !won {
		return false, b.Record(p.Who.stateEvent(EventState, "", "casts "+p.Power.Name+" through the counter"))
	}
	b.UseAction(p.key)
	f := p.Who
	n := min(p.Cost, f.PowerPoints())
	f.PowerPointsSpent += n
	return true, b.Record(f.stateEvent(EventState, "Dispel", fmt.Sprintf("loses %s to %s's counter, spending %d Power Points (%d left)", p.Power.Name, b.name(g.ID), n, f.PowerPoints())))
}
