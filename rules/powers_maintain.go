package rules

import (
	"fmt"
	"strings"
)

// Keeping powers up: a caster renews a power it keeps up before it ends
// (swade: another Duration for 1 PP per recipient, the modifiers not paid
// again, and no penalty to further casting; deluxe: one more round for
// the power's upkeep per recipient), or ends it at will (a free action,
// every recipient at once).

// KindMaintain is the maintain action's kind.
const KindMaintain = "maintain"

func init() {
	RegisterAction(Maintain{Who: "priest", Power: "Protection"})
}

// Maintain renews the caster's Power on everyone it keeps it up on, or
// with End ends it.
type Maintain struct {
	Who   string `json:"who"`
	Power string `json:"power"`
	End   bool   `json:"end,omitempty"`
}

func (Maintain) Kind() string { return KindMaintain }

// MaintainPlan is a checked Maintain.
type MaintainPlan struct {
	Power      Power
	Recipients []*Figure
	Cost       int
}

func (m Maintain) plan(b *Battle) (*MaintainPlan, error) {
	f, err := b.Actor(m.Who)
	if err != nil {
		return nil, err
	}
	pw, ok := LookupPower(b.edition, m.Power)
	if !ok {
		return nil, fmt.Errorf("%q is not a power battlemat plays in %s (%s)", m.Power, b.edition, strings.Join(PowerNames(b.edition), ", "))
	}
	if pw.Name == "Silence" && b.Rules.SilenceKeptUp { // its 5 rounds again for 1 PP
		pw.Rounds, pw.Upkeep = silenceRounds, 1
	}
	p := &MaintainPlan{Power: pw}
	for _, g := range b.figs {
		for _, e := range g.Effects {
			if e.Source.Kind == FromPower && e.By == m.Who && e.Source.Name == pw.Name {
				p.Recipients = append(p.Recipients, g)
				break
			}
		}
	}
	if len(p.Recipients) == 0 {
		return nil, fmt.Errorf("%s keeps up no %s", b.name(m.Who), pw.Name)
	}
	if m.End {
		return p, nil
	}
	p.Cost = pw.Upkeep * len(p.Recipients)
	if left := f.PowerPoints(); p.Cost > left {
		return nil, fmt.Errorf("%s has %d Power Points left and keeping up %s on %d costs %d", b.name(m.Who), left, pw.Name, len(p.Recipients), p.Cost)
	}
	return p, nil
}

func (m Maintain) Plan(b *Battle) (*Plan, error) {
	p, err := m.plan(b)
	if err != nil {
		return nil, err
	}
	return &Plan{Who: m.Who, Detail: p}, nil
}

func (m Maintain) Do(b *Battle, pl *Plan) error {
	p := pl.Detail.(*MaintainPlan)
	if m.End {
		return b.endPowers(m.Who, p.Power.Name, b.name(m.Who)+"'s choice")
	}
	f := b.Figure(m.Who)
	more := powerRounds(f, p.Power)
	if b.edition == Deluxe {
		more = max(1, p.Power.UpkeepRounds)
	}
	for _, g := range p.Recipients {
		for i := range g.Effects {
			e := &g.Effects[i]
			if e.Source.Kind == FromPower && e.By == m.Who && e.Source.Name == p.Power.Name {
				e.Span += more
			}
		}
		if err := b.Record(g.stateEvent(EventState, "", fmt.Sprintf("keeps %s for %d rounds more", p.Power.Name, more))); err != nil {
			return err
		}
	}
	f.PowerPointsSpent += p.Cost
	return b.Record(f.stateEvent(EventState, "", fmt.Sprintf("spends %d Power Points keeping up %s (%d left)", p.Cost, p.Power.Name, f.PowerPoints())))
}
