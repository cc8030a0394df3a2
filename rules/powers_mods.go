package rules

import (
	"fmt"
)

// The power modifiers that change a fight beyond a power's own numbers
// (swade; CHARACTERS.md 5.4): Selective leaves the caster's side out of
// an area; Heavy Weapon makes a damage power a Heavy Weapon; Fatigue
// gives a level of Fatigue to each figure a damage power harms (never
// the one that would Incapacitate); Hinder and Hurry take 2 from or add
// 2 to the Pace of an effect power's recipients, and Shroud makes
// attacks at them -1, for the power's Duration (an Instant power's: to
// the end of the recipient's next turn).

var damagePowers = []string{"Bolt", "Blast", "Burst"}

// resistedPowers are the powers a roll resists whose Fatigue modifier
// Fatigues who fails it (Stun, Fear, Slumber, Havoc's Strength), and
// Lower Trait, whose victim is resisted at each turn's end after it took
// the power: its Fatigue comes with the lowering (our reading).
var resistedPowers = []string{"Stun", "Fear", "Slumber", "Havoc", "Lower Trait"}

func init() {
	registerMods(
		PowerMod{Name: "Selective", PP: 1, For: []string{"Blast", "Burst", "Confusion", "Entangle", "Stun", "Fear", "Sloth"}},
		PowerMod{Name: "Heavy Weapon", PP: 2, For: damagePowers},
		PowerMod{Name: "Fatigue", PP: 2, For: damagePowers},
		PowerMod{Name: "Fatigue", PP: 2, For: resistedPowers},
		PowerMod{Name: "Hinder", PP: 1, For: effectPowersWith()},
		PowerMod{Name: "Hurry", PP: 1, For: effectPowersWith()},
		PowerMod{Name: "Shroud", PP: 1, For: effectPowersWith()},
	)
}

// effectPowersWith: the powers Hinder, Hurry and Shroud go with (those
// cast on figures that stay on them).
func effectPowersWith() []string {
	return []string{"Protection", "Deflection", "Smite", "Boost Trait", "Lower Trait", "Speed", "Sloth", "Invisibility", "Entangle", "Confusion", "Stun", "Fear"}
}

// spared are the figures a Selective casting leaves out: the caster's
// side.
func (b *Battle) spared(p *CastPlan) []string {
	if !p.hasMod("Selective") {
		return nil
	}
	var out []string
	for _, g := range b.figs {
		if g.Side == p.Who.Side {
			out = append(out, g.ID)
		}
	}
	return out
}

// fatigueVictims gives each figure the casting harmed a level of Fatigue
// (Fatigue modifier), never the level that Incapacitates.
func (b *Battle) fatigueVictims(p *CastPlan, harmed []string) error {
	if !p.hasMod("Fatigue") {
		return nil
	}
	for _, id := range harmed {
		t := b.Figure(id)
		if t == nil || t.Dead || t.Incapacitated || t.Fatigue >= 2 {
			continue
		}
		if err := b.Record(t.AddFatigue(p.Power.Name)); err != nil {
			return err
		}
	}
	return nil
}

// modsOn puts Hinder, Hurry and Shroud on a recipient the power took.
func (b *Battle) modsOn(p *CastPlan, t *Figure) error {
	for _, m := range []struct {
		name   string
		change Change
		value  int
	}{{"Hinder", ChangePace, -2}, {"Hurry", ChangePace, 2}, {"Shroud", ChangeAttacked, -1}} {
		if !p.hasMod(m.name) {
			continue
		}
		e := Effect{Source: Source{Kind: FromPower, Name: p.Power.Name}, Change: m.change, Value: m.value, For: m.name,
			Round: b.Fight.Init.Round}
		if p.Power.Rounds > 0 {
			e.Ends, e.Span, e.By = EndsRounds, powerRounds(p.Who, p.Power), p.Who.ID
		} else {
			e.Ends, e.Span, e.Fresh = EndsTurns, 1, b.turn != nil && b.turn.Who == t.ID
		}
		t.Effects = append(append([]Effect(nil), t.Effects...), e)
		if err := b.Record(t.stateEvent(EventState, m.name, fmt.Sprintf("gets %s %+d %s", m.change, m.value, e.EndText()))); err != nil {
			return err
		}
	}
	return nil
}

// affected: a resisted power took t (its roll failed): with the Fatigue
// modifier t takes a level of Fatigue, never the one that Incapacitates.
func (b *Battle) affected(p *CastPlan, t *Figure) error {
	return b.fatigueVictims(p, []string{t.ID})
}
