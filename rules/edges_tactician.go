package rules

// Tactician and Master Tactician (revision 5): each round the leader
// draws one more Action Card (Master: two) and hands it to allied Extras
// in its Command Range, who keep the better of it and their own. battlemat
// hands each card to the first group of Extras in range dealt that round
// (in the order of the deal), which keeps the better card; the log names
// both cards as for Level Headed. After the deal the leader may hand a
// card to another group instead (HandCard: edges_tactician_hand.go). A Tactician on a Wild Card's own card
// (its group's) is not given one. Deluxe's Knowledge (Battle) roll at the
// start of the fight is read the same way: one card a round.

// Tactician's source of a draw (EventDraw's What; Target the leader).
const Tactician = "Tactician"

const featTactician = "tactician"

func init() {
	edge5("Tactician", func(*EdgeRules, Written) []Effect { return []Effect{feat(featTactician, 1)} },
		"the deal hands the card to the first group of Extras in range; the leader may hand it to another (More > Hand out card)")
	RegisterEntry(Entry{Kind: FromEdge, Name: "Master Tactician", Fight: true, Since: 5, Improves: "Tactician",
		Note:  "the deal hands the cards to the first groups of Extras in range; the leader may hand them to others (More > Hand out card)",
		Grant: func(Edition, Written) []Effect { return []Effect{feat(featTactician, 2)} }})
}

// within: the two figures stand within so many inches on the map.
func (b *Battle) within(a, c string, inches int) bool {
	return b.Battlefield != nil && b.Battlefield.Distance(a, c) <= float64(inches)
}

// tactician gives g's group (Extras) a leader's extra card when an allied
// Tactician in Command Range has one left this round: the two cards are
// drawn and the better is kept.
func (f *Fight) tactician(g *Figure) error {
	if f.within == nil {
		return nil
	}
	var leader *Figure
	for _, l := range f.Figures { // Fight.order's figures, without a look-up each
		if l == g || l.Side != g.Side || l.Incapacitated || l.Dead || !l.HasEffects() || !f.Rules.tacticianTakes(l, g) {
			continue
		}
		n := l.feature(featTactician)
		if n == 0 || f.tacticianCards(l.ID) >= n {
			continue
		}
		r := CommandRange
		if l.feature(featPresence) > 0 {
			r = CommandPresence
		}
		if f.within(l.ID, g.ID, r) {
			leader = l
			break
		}
	}
	if leader == nil {
		return nil
	}
	if err := f.fillDraw(2); err != nil {
		return err
	}
	if len(f.Init.Deck.Draw) < 2 {
		return nil
	}
	drawn := f.Init.Deck.Draw[:2]
	keep := drawn[0]
	if drawn[1].Before(keep) {
		keep = drawn[1]
	}
	return f.push(Event{Kind: EventDraw, Who: g.ID, Target: leader.ID, What: Tactician,
		Cards: []string{drawn[0].String(), drawn[1].String()}, Outcome: keep.String()})
}

// tacticianTakes: the leader's extra card may go to g: an Extra, or
// from revision 7 (NaturalLeaderTactician) a Wild Card when the leader
// has Natural Leader.
func (r *EditionRules) tacticianTakes(l, g *Figure) bool {
	return !g.WildCard || r.NaturalLeaderTactician && l.HasEffects() && l.feature(featNaturalLeader) > 0
}

// tacticianCards: the cards the leader has handed out this round.
func (f *Fight) tacticianCards(leader string) int {
	n := 0
	for i := len(f.Events) - 1; i >= 0; i-- {
		e := &f.Events[i]
		if e.Kind == EventRound {
			break
		}
		if e.Kind == EventDraw && e.What == Tactician && e.Target == leader {
			n++
		}
	}
	return n
}
