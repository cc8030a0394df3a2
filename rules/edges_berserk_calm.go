package rules

import "fmt"

// Ending a Berserk rage early (revision 6, BerserkCalm): a Smarts roll
// at -2 on the berserker's turn; a success takes the rage's effects off.
// swade: a free action, tried once a turn. Deluxe: the figure's whole
// turn, doing nothing else (no action taken, no step moved), then the
// roll.

// KindCalm is the calm action's kind.
const KindCalm = "calm"

// BerserkCalmMod is the Smarts roll's modifier to end a rage early.
const BerserkCalmMod = -2

func init() {
	RegisterAction(Calm{Who: "buck"})
}

// Calm: the berserker Who tries to end its rage.
type Calm struct {
	Who string `json:"who"`
}

func (Calm) Kind() string { return KindCalm }

func (c Calm) check(b *Battle) (*Figure, error) {
	f, err := b.Actor(c.Who)
	if err != nil {
		return nil, err
	}
	t := b.turn
	switch {
	case !b.Rules.BerserkCalm:
		return nil, fmt.Errorf("under rules revision %d ending a rage early is the GM's (an effect action)", b.Rules.Revision)
	case !f.HasEffects() || f.feature(featRage) == 0:
		return nil, fmt.Errorf("%s is not berserk", b.name(c.Who))
	case f.Incapacitated || f.Dead:
		return nil, fmt.Errorf("%s is Incapacitated and cannot act", b.name(c.Who))
	case b.Rules.BerserkParry == 0 && t.Calmed:
		return nil, fmt.Errorf("%s has tried to calm down this turn already", b.name(c.Who))
	case b.Rules.BerserkParry != 0 && (len(t.Taken) > 0 || t.Moved > 0 || !t.CanAct):
		return nil, fmt.Errorf("in %s ending the rage takes the whole turn, doing nothing else", b.Rules.Edition)
	}
	return f, nil
}

func (c Calm) Plan(b *Battle) (*Plan, error) {
	_, err := c.check(b)
	return b.plainPlan(c.Who, err)
}

func (c Calm) Do(b *Battle, _ *Plan) error {
	f, err := c.check(b)
	if err != nil {
		return err
	}
	if b.Rules.BerserkParry != 0 {
		for t := b.turn; len(t.Taken) < t.Actions; {
			b.UseAction(KindCalm) // deluxe: the whole turn
		}
	}
	b.turn.Calmed = true
	tr := f.TraitRoll(Smarts, append(b.Fight.JokerMods(f.ID), Modifier{Name: "ending the rage", Value: BerserkCalmMod}))
	tr.Name, tr.TN = "Smarts (calming down)", DefaultTN
	res := b.RNG().TraitTest(tr)
	if err := b.Record(res.Event(f.ID, "")); err != nil || !res.Success {
		return err
	}
	var kept []Effect
	for _, e := range f.Effects {
		if e.Source.Kind != FromEdge || e.Source.Name != "Berserk" {
			kept = append(kept, e)
		}
	}
	f.Effects = kept
	return b.Record(f.stateEvent(EventState, "Berserk", "calms down: the rage is over"))
}
