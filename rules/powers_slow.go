package rules

// Deluxe Slow (CHARACTERS.md 5.3): a foe resists with Spirit; if it
// fails, moving counts as an action for it while the caster keeps the
// power up (the same multi-action step as swade Sloth's raise), and with
// a raise an Action Card above Ten dealt to it is thrown away and
// another drawn, until one of Ten or lower (a Joker is kept: it has no
// rank to be above Ten).

// featureSlowCards marks a figure under Slow cast with a raise.
const featureSlowCards = "slow_cards"

// SlowCardAbove: deluxe Slow's raise redraws cards above this rank.
const SlowCardAbove = 10

func init() {
	registerPower(nil,
		&Power{Name: "Slow", Kind: PowerEffect, PP: 1, Range: RangeSmarts2, Rounds: 3, Upkeep: 2, Resist: Spirit},
		PowerRules{Check: checkFree, On: slow})
	RegisterHelp(HelpEntry{Key: "slow", Title: "Slow (deluxe)", Text: "The target rolls Spirit; if it fails, every turn it moves its move counts as one of its actions " +
		"(one more step of the penalty for several actions) while the caster keeps the power up (3 rounds, 2 Power Points a round after). " +
		"With a raise, an Action Card above Ten dealt to it is discarded and another drawn until it gets a Ten or lower; a Joker stays."})
}

func slow(b *Battle, p *CastPlan, t *Figure, raise bool) error {
	ok, err := b.resistPower(p, t, Spirit, nil, 0)
	if err != nil || ok {
		return err
	}
	es := []Effect{{Change: ChangeFeature, Detail: featureSlothMove, Value: 1}}
	if raise {
		es = append(es, Effect{Change: ChangeFeature, Detail: featureSlowCards, Value: 1})
	}
	return b.putPower(p, t, es...)
}

// slowCards: the figure's Action Cards above Ten are redrawn.
func slowCards(f *Figure) bool {
	return f.HasEffects() && effectCtx{f: f}.sum(ChangeFeature, featureSlowCards) > 0
}
