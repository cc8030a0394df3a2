package rules

import "fmt"

// Berserk (revision 5): right after damage Shakes or Wounds the figure,
// it rolls Smarts; on a failure it goes berserk for ten rounds. swade:
// Strength a die up, Toughness +2, 1 point of Wound penalty ignored,
// every melee attack a Wild Attack. Deluxe: Parry -2, +2 to Fighting,
// Strength rolls and melee damage, Toughness +2, no Wound penalties. The
// rage is a set of effects named Berserk on the figure (its card and
// token show them). battlemat always rolls (a player may not fail on
// purpose) and leaves a Critical Failure's random victim to the GM; from
// revision 6 swade's rage costs Fatigue and the calm action ends a rage
// early (edges_berserk_calm.go).

// Named numbers.
const (
	BerserkToughness = 2
	BerserkRounds    = 10
	BerserkBonus     = 2 // deluxe: Fighting, Strength, melee damage
)

const (
	featBerserk   = "berserk"
	featRage      = "berserk_rage"
	featRageTired = "berserk_tired" // the fifth round's Fatigue is taken
)

// BerserkTiredRounds: swade's rage costs a level of Fatigue once this
// many rounds of it are over (and another when it ends).
const BerserkTiredRounds = 5

func init() {
	edge5("Berserk", func(*EdgeRules, Written) []Effect { return []Effect{feat(featBerserk, 1)} },
		"a Critical Failure's random victim is the GM's (and before revision 6 its Fatigue and ending it early)")
}

// berserk: the Smarts roll after damage that Shook or Wounded a figure
// with the Edge, and the rage on a failure.
func (b *Battle) berserk(t *Figure, out DamageOutcome) error {
	if t == nil || !t.HasEffects() || t.feature(featBerserk) == 0 || t.feature(featRage) > 0 ||
		t.Incapacitated || t.Dead || !(out.Taken > 0 || (out.Effect.Shaken && out.Shaken)) {
		return nil
	}
	tr := t.TraitRoll(Smarts, b.Fight.JokerMods(t.ID))
	tr.Name, tr.TN = "Smarts (Berserk)", DefaultTN
	res := b.RNG().TraitTest(tr)
	if err := b.Record(res.Event(t.ID, "")); err != nil || res.Success {
		return err
	}
	src := Source{Kind: FromEdge, Name: "Berserk"}
	es := []Effect{{Change: ChangeToughness, Value: BerserkToughness}, feat(featRage, 1)}
	if p := b.Rules.BerserkParry; p != 0 {
		es = append(es, Effect{Change: ChangeParry, Value: p},
			Effect{Change: ChangeTrait, Detail: string(Fighting), Value: BerserkBonus},
			Effect{Change: ChangeTrait, Detail: string(Strength), Value: BerserkBonus},
			Effect{Change: ChangeDamage, Detail: AttackMelee, Value: BerserkBonus},
			Effect{Change: ChangeIgnoreWounds, Value: MaxWoundPenaltyPoints})
	} else {
		es = append(es, Effect{Change: ChangeDie, Detail: string(Strength), Value: 1},
			Effect{Change: ChangeIgnoreWounds, Value: 1})
	}
	for i := range es {
		es[i].Source, es[i].Ends, es[i].Span, es[i].Round = src, EndsRounds, BerserkRounds, b.Fight.Init.Round
	}
	t.Effects = append(t.Effects, es...)
	return b.Record(t.stateEvent(EventState, "Berserk", "goes berserk"))
}

// MaxWoundPenaltyPoints: the most Wound penalty there is to ignore.
const MaxWoundPenaltyPoints = 3

// raging makes a swade berserker's melee attack a Wild Attack.
func (a Melee) raging(b *Battle) Melee {
	f := b.Figure(a.Who)
	if f == nil || !f.HasEffects() || b.Rules.BerserkParry != 0 || a.Desperate != 0 || f.feature(featRage) == 0 {
		return a
	}
	a.Wild = true
	return a
}

// berserkFatigue, at the end of a swade berserker's turn (revision 6,
// BerserkFatigue): a level of Fatigue once BerserkTiredRounds rounds of
// rage are over, and another as the rage ends with this turn (the turn
// on which expireEffects takes it off).
func (b *Battle) berserkFatigue(f *Figure) error {
	if !b.Rules.BerserkFatigue || f == nil || !f.HasEffects() || f.feature(featRage) == 0 || f.Dead {
		return nil
	}
	var rage *Effect
	for i := range f.Effects {
		if e := &f.Effects[i]; e.Change == ChangeFeature && e.Detail == featRage && e.Ends == EndsRounds {
			rage = e
			break
		}
	}
	if rage == nil {
		return nil
	}
	round := b.Fight.Init.Round
	if round > b.lastRound(rage) {
		return b.Record(f.AddFatigue("the Berserk rage ends"))
	}
	if round-rage.Round >= BerserkTiredRounds && f.feature(featRageTired) == 0 {
		tired := feat(featRageTired, 1)
		tired.Source, tired.Ends, tired.Span, tired.Round = rage.Source, rage.Ends, rage.Span, rage.Round
		f.Effects = append(f.Effects, tired)
		return b.Record(f.AddFatigue(fmt.Sprintf("%d rounds of Berserk rage", BerserkTiredRounds)))
	}
	return nil
}
