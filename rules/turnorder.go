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
	gen, roster             uint64
	round, cards, figs, ids int
	// list: the figures holding a card not a Joker, the card that comes
	// up first first, figures on one card in scenario order (Figures).
	list []countEntry
	// jokers: the places in Fight.order of the figures holding a Joker
	// (of any round), in order; anyJoker: a figure holds one.
	jokers   []int
	anyJoker bool
	// pos: each figure's place in Fight.order, made again only when the
	// figures change (roster); cands: upCandidates' list.
	pos   map[string]int
	cands []int
	// done: list[i]'s figure has acted this round (its turn came), as
	// Acted had acted entries when it was seen; Acted only grows within a
	// round. next: list[:next] are all done.
	done        []bool
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

// rosterChanged: the figures or their order changed (and so the cards).
func (f *Fight) rosterChanged() { f.rosterGen++; f.cardsChanged() }

// countdown is the Fight's countdown, built again when stale.
func (f *Fight) countdown() *countdown {
	c, in := &f.cd, &f.Init
	if c.ok && c.gen == f.cardGen && c.round == in.Round && c.cards == len(in.Cards) && c.figs == len(f.Figures) && c.ids == len(f.order) {
		if len(in.Acted) < c.acted { // an Acted taken back outside the rules
			c.next, c.acted = 0, 0
			clear(c.done)
		}
		return c
	}
	if c.pos == nil || !c.ok || c.roster != f.rosterGen || c.ids != len(f.order) || len(c.pos) != len(f.order) {
		if c.pos == nil {
			c.pos = make(map[string]int, len(f.order))
		} else {
			clear(c.pos)
		}
		for i, id := range f.order {
			c.pos[id] = i
		}
	}
	*c = countdown{ok: true, gen: f.cardGen, roster: f.rosterGen, round: in.Round, cards: len(in.Cards), figs: len(f.Figures), ids: len(f.order),
		list: c.list[:0], jokers: c.jokers[:0], pos: c.pos, done: c.done[:0], cands: c.cands}
	for _, fig := range f.Figures {
		card, ok := in.Cards[fig.ID]
		switch {
		case !ok:
		case card.Rank != JokerRank:
			c.list = append(c.list, countEntry{fig, card})
		default:
			c.anyJoker = true
			if p, ok := c.pos[fig.ID]; ok {
				c.jokers = append(c.jokers, p)
			}
		}
	}
	slices.Sort(c.jokers)
	slices.SortStableFunc(c.list, func(a, b countEntry) int {
		switch {
		case a.card.Before(b.card):
			return -1
		case b.card.Before(a.card):
			return 1
		}
		return 0
	})
	c.done = append(c.done, make([]bool, len(c.list))...)
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
		if c.done[i] {
			if skipping {
				c.next = i + 1
			}
			continue
		}
		f := c.list[i].fig
		if f.Dead || (f.Incapacitated && !f.BleedingOut) {
			skipping = false // it may yet be healed and take its turn
			continue
		}
		if in.Acted[f.ID] {
			c.done[i], c.acted = true, len(in.Acted)
			if skipping {
				c.next = i + 1
			}
			continue
		}
		skipping = false
		if !in.Hold[f.ID] {
			return f.ID
		}
	}
	return ""
}

// upCandidates appends to dst the places in Fight.order of the only
// figures nextUp's test can let through outside a standoff: next, those
// on Hold and those holding a Joker; sorted, each once.
func (b *Battle) upCandidates(next string) []int {
	in := &b.Fight.Init
	c := b.Fight.countdown()
	dst := c.cands[:0]
	if p, ok := c.pos[next]; ok {
		dst = append(dst, p)
	}
	if len(in.Hold) > 0 {
		for id, h := range in.Hold {
			if p, ok := c.pos[id]; ok && h {
				dst = append(dst, p)
			}
		}
	}
	dst = append(dst, c.jokers...)
	slices.Sort(dst)
	c.cands = slices.Compact(dst)
	return c.cands
}
