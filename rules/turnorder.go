package rules

import "slices"

// The turn order's "who is up next" before every turn, without looking
// every figure's card, Hold and Acted up by id: the cards in hand change
// only at a deal, a Tactician's hand-out, a roster change or a restore,
// so their countdown is sorted then and read in order until the next.

// countdown is the cards in hand as the turn order reads them, valid while
// the Fight's cardGen, the round and the numbers of cards and figures are
// those it was built with (the length checks catch a write that forgot to
// bump cardGen).
type countdown struct {
	ok                      bool
	gen                     uint64
	round, cards, figs, ids int
	// list: the figures holding a card not a Joker, the card that comes
	// up first first, figures on one card in scenario order (Figures).
	list []countEntry
	// jokers: the figures holding a Joker (of any round), in Fight.order.
	jokers []string
	// pos: each figure's place in Fight.order.
	pos map[string]int
	// next: list[:next] have all acted this round (their turn came), as
	// Acted had acted entries then; Acted only grows within a round.
	next, acted int
}

type countEntry struct {
	fig  *Figure
	card Card
}

// cardsChanged: the cards in hand, the figures or their order changed
// (every such write calls it: the deal, a hand-out, a restore, a roster
// change), so the countdown is sorted again when next asked.
func (f *Fight) cardsChanged() { f.cardGen++ }

// countdown is the Fight's countdown, built again when stale.
func (f *Fight) countdown() *countdown {
	c, in := &f.cd, &f.Init
	if c.ok && c.gen == f.cardGen && c.round == in.Round && c.cards == len(in.Cards) && c.figs == len(f.Figures) && c.ids == len(f.order) {
		if len(in.Acted) < c.acted {
			c.next, c.acted = 0, 0 // an Acted taken back outside the rules
		}
		return c
	}
	*c = countdown{ok: true, gen: f.cardGen, round: in.Round, cards: len(in.Cards), figs: len(f.Figures), ids: len(f.order),
		list: c.list[:0], jokers: c.jokers[:0], pos: c.pos}
	for _, fig := range f.Figures {
		if card, ok := in.Cards[fig.ID]; ok && card.Rank != JokerRank {
			c.list = append(c.list, countEntry{fig, card})
		}
	}
	slices.SortStableFunc(c.list, func(a, b countEntry) int {
		switch {
		case a.card.Before(b.card):
			return -1
		case b.card.Before(a.card):
			return 1
		}
		return 0
	})
	if c.pos == nil {
		c.pos = make(map[string]int, len(f.order))
	} else {
		clear(c.pos)
	}
	for i, id := range f.order {
		c.pos[id] = i
		if card, ok := in.Cards[id]; ok && card.Rank == JokerRank {
			c.jokers = append(c.jokers, id)
		}
	}
	return c
}

// earliestCard is earliest(false) read from the countdown: the first
// figure with a turn to take, not acted nor on Hold, on the card not a
// Joker that comes up first.
func (b *Battle) earliestCard() string {
	in := &b.Fight.Init
	c := b.Fight.countdown()
	skipping := true
	for i := c.next; i < len(c.list); i++ {
		f := c.list[i].fig
		if in.Acted[f.ID] {
			if skipping {
				c.next, c.acted = i+1, len(in.Acted)
			}
			continue
		}
		skipping = false
		if f.Dead || (f.Incapacitated && !f.BleedingOut) || in.Hold[f.ID] {
			continue
		}
		return f.ID
	}
	return ""
}

// upCandidates appends to dst the places in Fight.order of the only
// figures nextUp's test can let through outside a standoff: next, those
// on Hold and those holding a Joker; sorted, each once.
func (b *Battle) upCandidates(dst []int, next string) []int {
	in := &b.Fight.Init
	c := b.Fight.countdown()
	if p, ok := c.pos[next]; ok {
		dst = append(dst, p)
	}
	for id, h := range in.Hold {
		if p, ok := c.pos[id]; ok && h {
			dst = append(dst, p)
		}
	}
	for _, id := range c.jokers {
		dst = append(dst, c.pos[id])
	}
	slices.Sort(dst)
	return slices.Compact(dst)
}
