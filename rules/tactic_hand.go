package rules

// The plain tactic's Tactician (HandCard): after the deal the leader hands
// each extra card to the group of allied Extras it helps most, the one
// whose own card is the lowest, and only when the leader's card beats
// that card and the group the deal gave it to (if any) had a better card
// of its own than the new receiver. Otherwise the deal's default stands.

// HandOut is the plain leader's next hand-out this round, or nil.
func (p *Plain) HandOut(b *Battle, leader string) Action {
	l := b.Figure(leader)
	if l == nil || b.CardsToHand(leader) == 0 {
		return nil
	}
	var best Action
	var worst Card
	for _, g := range b.figs {
		if g.Side != l.Side || g.ID == l.ID || !living(g) {
			continue
		}
		h := HandCard{Who: leader, Target: g.ID}
		e, err := h.handCheck(b)
		if err != nil || len(e.Cards) < 2 {
			continue
		}
		card, err1 := ParseCard(e.Cards[0])
		own, err2 := ParseCard(e.Cards[1])
		if err1 != nil || err2 != nil || !card.Before(own) {
			continue // the leader's card does not help this group
		}
		if len(e.Cards) > 2 { // the deal's receiver kept it: is this group worse off?
			if had, err := ParseCard(e.Cards[2]); err != nil || !had.Before(own) {
				continue
			}
		}
		if best == nil || worst.Before(own) {
			best, worst = h, own
		}
	}
	return best
}

// handOuts lets each side's tactic that hands out Tactician's cards do so
// after the deal (tactics.Of(side) implementing HandOut), each leader at
// most its cards' worth; a refused hand-out ends that leader's.
func handOuts(b *Battle, tactics *SideTactics) {
	for _, f := range b.figs {
		n := b.CardsToHand(f.ID)
		h, ok := tactics.Of(f.Side).(interface {
			HandOut(b *Battle, leader string) Action
		})
		for ; ok && n > 0; n-- {
			a := h.HandOut(b, f.ID)
			if a == nil || b.Apply(a) != nil {
				break
			}
		}
	}
}
