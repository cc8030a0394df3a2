package rules

import (
	"fmt"
)

// Lingering Damage (swade, +2 PP): a victim the power damaged takes its
// base damage again, one die type lower (2d6: 2d4; a d4 loses a die), at
// the start of its next turn, once. The power leaves a marker effect on
// the victim (ChangeFeature "lingering_damage", For the dice) that this
// turn-start hook rolls and takes off.

// FeatureLingering marks a Lingering Damage still to come.
const FeatureLingering = "lingering_damage"

func init() {
	RegisterTurnStart(lingeringDamage)
}

// LingeringDice is the damage one die type lower: each die above a d4 a
// step down; d4 dice lose a die instead (at least one d4 stays).
func LingeringDice(d Damage) Damage {
	out := Damage{Plus: d.Plus}
	d4s := 0
	for _, x := range d.Dice {
		if x.Sides > 4 {
			out.Dice = append(out.Dice, Die{Sides: x.Sides - 2})
		} else {
			d4s++
		}
	}
	for range max(d4s-1, 0) {
		out.Dice = append(out.Dice, Die{Sides: 4})
	}
	if len(out.Dice) == 0 {
		out.Dice = []Die{{Sides: 4}}
	}
	return out
}

// linger marks the victims the power damaged.
func (b *Battle) linger(p *CastPlan, victims []string) error {
	if !p.hasMod("Lingering Damage") {
		return nil
	}
	dice := LingeringDice(p.Weapon.Damage).String()
	for _, id := range victims {
		t := b.Figure(id)
		if t == nil || t.Dead || t.Incapacitated {
			continue
		}
		t.Effects = append(t.Effects, Effect{Source: Source{Kind: FromPower, Name: p.Power.Name}, Change: ChangeFeature,
			Detail: FeatureLingering, For: dice, Ends: EndsTurns, Span: 1, Round: b.Fight.Init.Round, By: p.Who.ID,
			Fresh: b.turn != nil && b.turn.Who == id})
		if err := b.Record(t.stateEvent(EventState, "", fmt.Sprintf("will take %s more from the lingering %s at the start of its next turn", dice, p.Power.Name))); err != nil {
			return err
		}
	}
	return nil
}

// lingeringDamage rolls the lingering damage at the start of the
// victim's turn and takes its marker off.
func lingeringDamage(b *Battle, f *Figure, _ *TurnState) error {
	var due []Effect
	var kept []Effect
	for _, e := range f.Effects {
		if e.Change == ChangeFeature && e.Detail == FeatureLingering {
			due = append(due, e)
			continue
		}
		kept = append(kept, e)
	}
	if len(due) == 0 {
		return nil
	}
	f.Effects = kept
	for _, e := range due {
		if f.Dead || f.Incapacitated {
			break
		}
		dmg, err := ParseDamage(e.For)
		if err != nil {
			return err
		}
		spec := DamageSpec{Who: e.By, Weapon: "lingering " + e.Source.Name, Damage: dmg, Power: b.edition, Magic: b.Rules.PowersHarmEthereal}
		if _, err := b.Damage(spec, f); err != nil {
			return err
		}
	}
	return nil
}
