package rules

import "fmt"

// Relief (swade) and deluxe's Succor. Relief's recover (the default
// choice) ends one of Shaken, Distracted or Vulnerable (two with a raise)
// but not those a lasting cause keeps (Stunned's Distracted and
// Vulnerable); with its Stunned modifier (+1) it ends Stunned too, and
// then those. Its numb choice lessens the recipient's Wound and Fatigue
// penalties by 1 (2 with a raise) for an hour (600 rounds: the fight).
// Succor (deluxe: 1 PP, Touch) ends Shaken and a level of Fatigue (two
// with a raise).

// The choices of Relief.
const (
	ReliefRecover = "recover"
	ReliefNumb    = "numb"
)

// NumbRounds is how long Relief's numb lasts: an hour of rounds.
const NumbRounds = 600

func init() {
	powerChoices["Relief"] = []string{ReliefRecover, ReliefNumb}
	registerMods(PowerMod{Name: "Stunned", PP: 1, For: []string{"Relief"}})
	registerPower(nil,
		&Power{Name: "Succor", Kind: PowerEffect, PP: 1, Range: RangeTouch},
		PowerRules{Check: checkSuccor, On: succor})
	RegisterHelp(HelpEntry{Key: "relief", Title: "Relief and Succor", Text: "Relief ends one of Shaken, Distracted or Vulnerable (two with a raise), not the Distracted and Vulnerable of a Stunned figure; " +
		"with Stunned (+1) it ends Stunned too. Its numb choice instead lessens the recipient's Wound and Fatigue penalties by 1 (2 with a raise) for an hour. " +
		"Deluxe's Succor (Touch) ends Shaken and a level of Fatigue (two with a raise)."})
}

// checkRelief refuses a recipient Relief would do nothing for.
func (b *Battle) checkRelief(p *CastPlan, t *Figure) error {
	if p.Choice == ReliefNumb {
		if p.hasMod("Stunned") {
			return fmt.Errorf("the Stunned modifier goes with Relief's recover, not numb")
		}
		return nil
	}
	if t.Stunned && p.hasMod("Stunned") {
		return nil
	}
	if !t.Shaken && !t.Distracted && !t.Vulnerable || t.Stunned && !t.Shaken {
		why := "neither Shaken, Distracted nor Vulnerable"
		if t.Stunned {
			why = "Stunned (the Stunned modifier ends it)"
		}
		return fmt.Errorf("%s is %s: nothing to relieve", b.name(t.ID), why)
	}
	return nil
}

// relief gives the recipient Relief's effect.
func (b *Battle) relief(p *CastPlan, t *Figure, raise bool) error {
	if p.Choice == ReliefNumb {
		n := 1 + boolInt(raise)
		return b.putPower(p, t, Effect{Change: ChangeIgnoreWounds, Value: n, Ends: EndsRounds, Span: NumbRounds},
			Effect{Change: ChangeIgnoreFatigue, Value: n, Ends: EndsRounds, Span: NumbRounds})
	}
	var gone []string
	if t.Stunned && p.hasMod("Stunned") {
		t.Stunned = false
		gone = append(gone, "Stunned")
	}
	n := 1 + boolInt(raise)
	for _, s := range []struct {
		on   *bool
		name string
	}{{&t.Shaken, "Shaken"}, {&t.Distracted, "Distracted"}, {&t.Vulnerable, "Vulnerable"}} {
		if n > 0 && *s.on && !(t.Stunned && s.name != "Shaken") {
			*s.on = false
			gone = append(gone, s.name)
			n--
		}
	}
	if len(gone) == 0 {
		return nil
	}
	return b.Record(t.stateEvent(EventState, p.Power.Name, "is no longer "+joinAnd(gone)))
}

func checkSuccor(b *Battle, _ *CastPlan, t *Figure) error {
	if !t.Shaken && t.Fatigue <= 0 {
		return fmt.Errorf("%s is neither Shaken nor Fatigued: nothing to succor", b.name(t.ID))
	}
	return nil
}

// succor ends Shaken and a level of Fatigue (two with a raise).
func succor(b *Battle, p *CastPlan, t *Figure, raise bool) error {
	var gone []string
	if t.Shaken {
		t.Shaken = false
		gone = append(gone, "Shaken")
	}
	if n := min(1+boolInt(raise), max(t.Fatigue, 0)); n > 0 {
		t.Fatigue -= n
		word := "a level of Fatigue"
		if n == 2 {
			word = "two levels of Fatigue"
		}
		gone = append(gone, word)
	}
	return b.Record(t.stateEvent(EventState, p.Power.Name, "is rid of "+joinAnd(gone)))
}
