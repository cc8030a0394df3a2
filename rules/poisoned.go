package rules

import "fmt"

// The poisoned states. Revision 7 (LethalPoisonKills): a swade Lethal
// poison's victim dies in 2d6 rounds, rolled as the poison takes hold and
// kept on the figure as an effect (State.Effects, so undo and replay keep
// it); as the last of them ends (when the next round is dealt) the figure
// dies. Revision 8 (PoisonStates) keeps every poison that lasts on its
// victim the same way, in swade only (deluxe's poison table was not
// read: deluxe plays poisons as revision 7 did): a Paralyzing poison's victim makes no
// recovery roll from Stunned for 2d6 rounds (our reading of "the listed
// duration": Paralysis' 2d6 rounds, since a block's poison names no
// time), and a Knockout poison's victim sleeps 2d6 hours (doubled on a
// Critical Failure). Healing cast with Neutralize Poison (+1, swade)
// ends any of them: the poison stops, what it already did stays (the
// Wound, the Stunned), except a knockout, whose sleep is the poison
// itself. Mild poison's Fatigue is a state of its own.

// The poisons' effects (Effect.Detail).
const (
	featPoisoned  = "poisoned"  // a Lethal poison counting down to the death
	featParalyzed = "paralyzed" // no recovery roll from Stunned
	featKnockedUp = "knocked out by poison"
)

// NeutralizePoisonPP is the Power Points of swade Healing's Neutralize
// Poison modifier.
const NeutralizePoisonPP = 1

// RoundsAnHour is how many 6-second rounds make an hour.
const RoundsAnHour = 600

func init() {
	RegisterHelp(HelpEntry{Key: "neutralize_poison", Title: "Poison and Neutralize Poison",
		Text: "A figure failing its Vigor roll against a Lethal poison (swade; deluxe from rules revision 8) dies in 2d6 rounds, rolled as the poison takes hold and shown on its card. " +
			"From rules revision 8 a Paralyzing poison keeps its victim Stunned with no recovery roll for 2d6 rounds, and a Knockout poison keeps it asleep 2d6 hours (twice that on a Critical Failure). " +
			"Healing cast on it with Neutralize Poison (+1 Power Point) ends the poison (a knocked-out figure wakes), and heals a Wound as Healing does when it has one to heal."})
}

// isPoison says whether the effect is a poison working on its victim.
func isPoison(e Effect) bool {
	return e.Change == ChangeFeature && (e.Detail == featPoisoned || e.Detail == featParalyzed || e.Detail == featKnockedUp)
}

// poisonState puts a lasting poison on its victim: rounds (counted from
// the end of this round) and what the card calls it.
func (b *Battle) poisonState(t *Figure, name, detail string, rounds int) {
	// Span counts the round it takes hold in: n more rounds after it.
	e := Effect{Source: Source{Kind: FromAbility, Name: name}, Change: ChangeFeature, Detail: detail,
		Ends: EndsRounds, Span: rounds + 1, Round: b.Fight.Init.Round}
	t.Effects = append(append([]Effect(nil), t.Effects...), e)
}

// twoD6 rolls 2d6 for a poison's time.
func (b *Battle) twoD6() (int, []DieRoll) {
	r1, r2 := b.RNG().RollNoAce(D6), b.RNG().RollNoAce(D6)
	return r1.Sum() + r2.Sum(), []DieRoll{r1, r2}
}

// lethalCountdown puts the poison's 2d6 rounds on its victim; it says
// what the log tells of them.
func (b *Battle) lethalCountdown(t *Figure) (string, []DieRoll) {
	if !b.Rules.LethalPoisonKills && !b.Rules.PoisonStates {
		return " (it dies in 2d6 rounds unless treated: the GM keeps count)", nil
	}
	n, rs := b.twoD6()
	b.poisonState(t, "Lethal poison", featPoisoned, n)
	return fmt.Sprintf(": it dies in %d rounds (2d6: %d+%d) unless its poison is neutralized", n, rs[0].Sum(), rs[1].Sum()), rs
}

// paralysis keeps a Paralyzing poison's victim from recovering for 2d6
// rounds (revision 8).
func (b *Battle) paralysis(t *Figure) (string, []DieRoll) {
	if !b.Rules.PoisonStates {
		return "", nil
	}
	n, rs := b.twoD6()
	b.poisonState(t, "Paralyzing poison", featParalyzed, n)
	return fmt.Sprintf(": no recovery roll for %d rounds (2d6: %d+%d) unless its poison is neutralized", n, rs[0].Sum(), rs[1].Sum()), rs
}

// paralysisRounds keeps the Paralysis ability's victim from recovering
// for 2d6 rounds (revision 9 ParalysisRounds), counted as a Paralyzing
// poison's are; Neutralize Poison does not end it (it is no poison).
func (b *Battle) paralysisRounds(t *Figure) (string, []DieRoll) {
	n, rs := b.twoD6()
	b.poisonState(t, paralysisName, featParalyzed, n)
	return fmt.Sprintf(" and paralyzed: no recovery roll for %d rounds (2d6: %d+%d)", n, rs[0].Sum(), rs[1].Sum()), rs
}

// paralysisName names the Paralysis ability's lasting state.
const paralysisName = "Paralysis"

// knockoutSleep keeps a Knockout poison's victim asleep 2d6 hours, twice
// that on a Critical Failure (revision 8); before, the log told it.
func (b *Battle) knockoutSleep(t *Figure, crit bool) (string, []DieRoll) {
	if !b.Rules.PoisonStates {
		return "", nil
	}
	n, rs := b.twoD6()
	hours, twice := n, ""
	if crit {
		hours, twice = 2*n, ", doubled on a Critical Failure"
	}
	b.poisonState(t, "Knockout poison", featKnockedUp, hours*RoundsAnHour)
	return fmt.Sprintf(" for %d hours (2d6: %d+%d%s) unless its poison is neutralized", hours, rs[0].Sum(), rs[1].Sum(), twice), rs
}

// poisonOf is the figure's lasting poison of one kind, if it carries one.
func poisonOf(f *Figure, detail string) (Effect, bool) {
	for _, e := range f.Effects {
		if e.Change == ChangeFeature && e.Detail == detail {
			return e, true
		}
	}
	return Effect{}, false
}

// carriesPoison says whether the figure carries a poison Neutralize Poison
// may end under the battle's rules.
func (b *Battle) carriesPoison(f *Figure) bool {
	for _, e := range f.Effects {
		if isPoison(e) && e.Source.Name != paralysisName && (b.Rules.PoisonStates || e.Detail == featPoisoned) {
			return true
		}
	}
	return false
}

// withoutPoison is the figure's effects less its poisons.
func withoutPoison(f *Figure) []Effect {
	var kept []Effect
	for _, e := range f.Effects {
		if !isPoison(e) || e.Source.Name == paralysisName {
			kept = append(kept, e)
		}
	}
	return kept
}

// paralyzed says whether a Paralyzing poison still bars the figure's
// recovery roll this round.
func (b *Battle) paralyzed(f *Figure) bool {
	e, ok := poisonOf(f, featParalyzed)
	return ok && b.Fight != nil && b.Fight.Init.Round <= b.lastRound(&e)
}

// poisonDeaths, as a round ends, kills the figures whose Lethal poison's
// last round it was, and ends the paralysis and the sleep whose time is
// up.
func (b *Battle) poisonDeaths() error {
	if b.Fight == nil {
		return nil
	}
	for _, f := range b.figs {
		if f.Dead { // the dead keep what they carried: no event, no change
			continue
		}
		var due []Effect
		for _, e := range f.Effects {
			if isPoison(e) && b.Fight.Init.Round >= b.lastRound(&e) {
				due = append(due, e)
			}
		}
		for _, e := range due {
			if err := b.poisonRunsOut(f, e); err != nil {
				return err
			}
		}
	}
	return nil
}

// poisonRunsOut ends a poison whose time is up.
func (b *Battle) poisonRunsOut(f *Figure, e Effect) error {
	var kept []Effect
	for _, k := range f.Effects {
		if !(k.Change == e.Change && k.Detail == e.Detail) {
			kept = append(kept, k)
		}
	}
	f.Effects = kept
	switch e.Detail {
	case featPoisoned:
		f.Dead, f.Incapacitated, f.BleedingOut = true, true, false
		return b.Record(f.stateEvent(EventState, "Lethal poison", "dies of the poison"))
	case featParalyzed:
		return b.Record(f.stateEvent(EventState, e.Source.Name, "is no longer paralyzed: it may recover from Stunned"))
	default:
		if !b.wake(f) && b.Rules.WakeNotPastCard { // revision 8 said "wakes up" whatever held it
			return b.Record(f.stateEvent(EventState, "Knockout poison", "sleeps no more; "+pastCardWords))
		}
		return b.Record(f.stateEvent(EventState, "Knockout poison", "wakes up"))
	}
}

// pastCardWords tells why a figure whose poison ended stays down.
const pastCardWords = "its Wounds keep it Incapacitated"

// wake ends a knockout poison's sleep; false when the figure stays out:
// dying of its Wounds, or (WakeNotPastCard) Wounded past its card.
func (b *Battle) wake(f *Figure) bool {
	if f.Dead || f.BleedingOut {
		return false
	}
	if b.Rules.WakeNotPastCard && f.Wounds > f.MaxWounds() {
		f.Unconscious = false
		return false
	}
	f.Incapacitated, f.Unconscious = false, false
	return true
}

// neutralizes says whether the casting ends a poison on t.
func (p *CastPlan) neutralizes(b *Battle, t *Figure) bool {
	return b.carriesPoison(t) && p.hasMod("Neutralize Poison")
}

// checkNeutralize refuses Neutralize Poison on a figure carrying no
// poison; it reports whether the casting has a poison to end.
func (b *Battle) checkNeutralize(p *CastPlan, t *Figure) (bool, error) {
	if !p.hasMod("Neutralize Poison") {
		return false, nil
	}
	if !p.neutralizes(b, t) && b.Rules.PoisonStates {
		return false, fmt.Errorf("%s carries no poison to neutralize", b.name(t.ID))
	}
	if !p.neutralizes(b, t) {
		return false, fmt.Errorf("%s carries no Lethal poison to neutralize", b.name(t.ID))
	}
	return true, nil
}

// neutralize ends t's poisons; a knocked-out figure wakes.
func (b *Battle) neutralize(p *CastPlan, t *Figure) error {
	if !p.neutralizes(b, t) {
		return nil
	}
	_, slept := poisonOf(t, featKnockedUp)
	t.Effects = withoutPoison(t)
	what := "is cured of the poison (Neutralize Poison)"
	switch {
	case slept && b.wake(t):
		what += " and wakes up"
	case slept && b.Rules.WakeNotPastCard && !t.Dead && !t.BleedingOut:
		what += "; " + pastCardWords
	}
	return b.Record(t.stateEvent(EventState, p.Power.Name, what))
}
