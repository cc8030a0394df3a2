package rules

// Deluxe Quickness (CHARACTERS.md 5.3: 4 PP, Touch, 3 rounds then 2 a
// round): the recipient gets one extra action a round. Our reading of
// "one extra action": one of the turn's actions does not count toward
// the multi-action penalty, so two actions roll at 0 and three at -2
// (the same 2 points swade's Quickness modifier of Speed takes off).
// With a raise the recipient's Action Cards below Eight are thrown away
// and another drawn until an Eight or better (a Joker is kept), as Quick
// does below Six.

// featureQuickCards marks a figure under Quickness cast with a raise.
const featureQuickCards = "quickness_cards"

// QuicknessCardBelow: deluxe Quickness's raise redraws cards below this
// rank.
const QuicknessCardBelow = 8

func init() {
	registerPower(nil,
		&Power{Name: "Quickness", Kind: PowerEffect, PP: 4, Range: RangeTouch, Rounds: 3, Upkeep: 2},
		PowerRules{On: quickness})
	RegisterHelp(HelpEntry{Key: "quickness", Title: "Quickness (deluxe)", Text: "4 Power Points, Touch: the recipient gets one extra action a round " +
		"(one of its actions does not count toward the penalty for several actions: two actions at 0, three at -2) " +
		"while the caster keeps the power up (3 rounds, 2 Power Points a round after). " +
		"With a raise, an Action Card below Eight dealt to it is discarded and another drawn until it gets an Eight or better; a Joker stays."})
}

func quickness(b *Battle, p *CastPlan, t *Figure, raise bool) error {
	es := []Effect{{Change: ChangeFeature, Detail: featureQuickness, Value: QuicknessIgnores}}
	if raise {
		es = append(es, Effect{Change: ChangeFeature, Detail: featureQuickCards, Value: 1})
	}
	return b.putPower(p, t, es...)
}

// quickCards: the figure's Action Cards below Eight are redrawn.
func quickCards(f *Figure) bool {
	return f.HasEffects() && effectCtx{f: f}.sum(ChangeFeature, featureQuickCards) > 0
}
