package rules

import "fmt"

// The poisoned state (rules revision 7, LethalPoisonKills): a swade
// Lethal poison's victim dies in 2d6 rounds. The rounds are rolled as the
// poison takes hold and kept on the figure as an effect (State.Effects,
// so undo and replay keep it); as the last of them ends (when the next
// round is dealt) the figure dies. Healing cast with Neutralize Poison
// (+1, swade) ends the effect first. The other kinds need no lasting
// state in a fight: Mild's Fatigue and Paralyzing's Stunned are states of
// their own, and Knockout's hours outlast the fight.

// featPoisoned marks a Lethal poison counting down to the death.
const featPoisoned = "poisoned"

// NeutralizePoisonPP is the Power Points of swade Healing's Neutralize
// Poison modifier.
const NeutralizePoisonPP = 1

func init() {
	RegisterHelp(HelpEntry{Key: "neutralize_poison", Title: "Lethal poison and Neutralize Poison",
		Text: "A figure failing its Vigor roll against a Lethal poison (swade) dies in 2d6 rounds, rolled as the poison takes hold and shown on its card. " +
			"Healing cast on it with Neutralize Poison (+1 Power Point) ends the poison, and heals a Wound as Healing does when it has one to heal."})
}

// lethalCountdown puts the poison's 2d6 rounds on its victim; it says
// what the log tells of them.
func (b *Battle) lethalCountdown(t *Figure) (string, []DieRoll) {
	if !b.Rules.LethalPoisonKills {
		return " (it dies in 2d6 rounds unless treated: the GM keeps count)", nil
	}
	r1, r2 := b.RNG().RollNoAce(D6), b.RNG().RollNoAce(D6)
	n := r1.Sum() + r2.Sum()
	// Span counts the round it takes hold in: n more rounds after it.
	e := Effect{Source: Source{Kind: FromAbility, Name: "Lethal poison"}, Change: ChangeFeature, Detail: featPoisoned,
		Ends: EndsRounds, Span: n + 1, Round: b.Fight.Init.Round}
	t.Effects = append(append([]Effect(nil), t.Effects...), e)
	return fmt.Sprintf(": it dies in %d rounds (2d6: %d+%d) unless its poison is neutralized", n, r1.Sum(), r2.Sum()), []DieRoll{r1, r2}
}

// poisonedEffect is the figure's Lethal poison, if it carries one.
func poisonedEffect(f *Figure) (Effect, bool) {
	for _, e := range f.Effects {
		if e.Change == ChangeFeature && e.Detail == featPoisoned {
			return e, true
		}
	}
	return Effect{}, false
}

// withoutPoison is the figure's effects less its Lethal poison.
func withoutPoison(f *Figure) []Effect {
	var kept []Effect
	for _, e := range f.Effects {
		if !(e.Change == ChangeFeature && e.Detail == featPoisoned) {
			kept = append(kept, e)
		}
	}
	return kept
}

// poisonDeaths, as a round ends, kills the figures whose Lethal poison's
// last round it was.
func (b *Battle) poisonDeaths() error {
	if b.Fight == nil {
		return nil
	}
	for _, f := range b.figs {
		e, ok := poisonedEffect(f)
		if !ok || f.Dead || b.Fight.Init.Round < b.lastRound(&e) {
			continue
		}
		f.Effects = withoutPoison(f)
		f.Dead, f.Incapacitated, f.BleedingOut = true, true, false
		if err := b.Record(f.stateEvent(EventState, "Lethal poison", "dies of the poison")); err != nil {
			return err
		}
	}
	return nil
}

// neutralizes says whether the casting ends a Lethal poison on t.
func (p *CastPlan) neutralizes(t *Figure) bool {
	_, ok := poisonedEffect(t)
	return ok && p.hasMod("Neutralize Poison")
}

// checkNeutralize refuses Neutralize Poison on a figure carrying no
// poison; it reports whether the casting has a poison to end.
func (b *Battle) checkNeutralize(p *CastPlan, t *Figure) (bool, error) {
	if !p.hasMod("Neutralize Poison") {
		return false, nil
	}
	if !p.neutralizes(t) {
		return false, fmt.Errorf("%s carries no Lethal poison to neutralize", b.name(t.ID))
	}
	return true, nil
}

// neutralize ends t's Lethal poison.
func (b *Battle) neutralize(p *CastPlan, t *Figure) error {
	if !p.neutralizes(t) {
		return nil
	}
	t.Effects = withoutPoison(t)
	return b.Record(t.stateEvent(EventState, p.Power.Name, "is cured of the poison (Neutralize Poison)"))
}
