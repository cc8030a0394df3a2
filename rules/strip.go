package rules

import (
	"fmt"
	"slices"
)

// StripBox is one box of a round's initiative strip as every screen draws
// it: one card still to come (a group of Extras dealt one card is one
// box), the turn under way first, the figures on Hold next.
type StripBox struct {
	// Card is the card as dealt ("A♠", "JOKER"), "Hold", or "Agi N" in a
	// standoff round.
	Card    string   `json:"card"`
	Figures []string `json:"figures"` // who acts on it, in order
	Now     bool     `json:"now,omitempty"`
	Joker   bool     `json:"joker,omitempty"`
	Hold    bool     `json:"hold,omitempty"`
	Out     bool     `json:"out,omitempty"`  // every figure of it incapacitated
	Wild    bool     `json:"wild,omitempty"` // a Wild Card acts on it
	// Aside are the cards drawn for it this round and not kept (Level
	// Headed, Quick, Hesitant: edges_cards.go), so the strip can show
	// which card was kept.
	Aside []string `json:"aside,omitempty"`
	// PP is the Power Points left of the box's first figure when it
	// casts (an Arcane Background), so a caster's box says what it has
	// left to cast with; nil for one that casts nothing.
	PP *int `json:"pp,omitempty"`
}

// Strip is the round's initiative strip, the figures sees refuses left
// out (nil sees: every figure); a box left with nobody is dropped, so a
// screen that may not know of a figure cannot tell it holds a card.
func (b *Battle) Strip(sees func(id string) bool) []StripBox {
	if b.Fight.Init.Round == 0 {
		return nil
	}
	var boxes []StripBox
	add := func(card string, ids []string, now, joker, hold bool) {
		if sees != nil {
			ids = slices.DeleteFunc(slices.Clone(ids), func(id string) bool { return !sees(id) })
		}
		if len(ids) == 0 {
			return
		}
		// The figures still fighting first: a box is named by its first.
		ids = slices.Clone(ids)
		slices.SortStableFunc(ids, func(x, y string) int { return cmpBool(b.out(x), b.out(y)) })
		bx := StripBox{Card: card, Figures: ids, Now: now, Joker: joker, Hold: hold, Out: true}
		for _, id := range ids {
			f := b.Figure(id)
			if f == nil {
				continue
			}
			bx.Wild = bx.Wild || f.WildCard
			bx.Out = bx.Out && (f.Incapacitated || f.Dead)
		}
		if joker {
			bx.Card = "JOKER"
		}
		bx.Aside = b.setAside(ids)
		if f := b.Figure(ids[0]); f != nil && f.Arcane != nil {
			pp := f.PowerPoints()
			bx.PP = &pp
		}
		boxes = append(boxes, bx)
	}
	cur := ""
	if t := b.Turn(); t != nil {
		cur = t.Who
		if cd, ok := b.Fight.Init.Card(cur); ok {
			add(cd.String(), []string{cur}, true, cd.Joker(), false)
		} else if tot, ok := b.Fight.Init.Standoff[cur]; ok {
			add(fmt.Sprintf("Agi %d", tot), []string{cur}, true, false, false)
		}
	}
	// Figures on Hold next: they may act at any time.
	for _, id := range b.Fight.Held() {
		if id != cur {
			add("Hold", []string{id}, false, false, true)
		}
	}
	for _, t := range b.Fight.Order() {
		ids := make([]string, 0, len(t.Figures))
		for _, id := range t.Figures {
			if id != cur {
				ids = append(ids, id)
			}
		}
		_, standoff := b.Fight.Init.Standoff[t.Figures[0]]
		switch {
		case len(ids) == 0:
		case standoff:
			add(fmt.Sprintf("Agi %d", t.Agility), ids, false, false, false) // a standoff round
		default:
			add(t.Card.String(), ids, false, t.Card.Joker(), false)
		}
	}
	// Boxes of figures all out, none of them up next, go to the end: the
	// strip never leads with one while the panel names another.
	next := b.NextUp()
	slices.SortStableFunc(boxes, func(x, y StripBox) int {
		return cmpBool(x.Out && !x.Now && !slices.ContainsFunc(x.Figures, func(id string) bool { return slices.Contains(next, id) }),
			y.Out && !y.Now && !slices.ContainsFunc(y.Figures, func(id string) bool { return slices.Contains(next, id) }))
	})
	return boxes
}

// out: the figure is Incapacitated or dead (or unknown).
func (b *Battle) out(id string) bool {
	f := b.Figure(id)
	return f == nil || f.Incapacitated || f.Dead
}

// cmpBool orders false before true.
func cmpBool(x, y bool) int {
	switch {
	case x == y:
		return 0
	case x:
		return 1
	}
	return -1
}

// ActedThisRound are the figures whose turn of this round is over, sees
// refusing left out, sorted.
func (b *Battle) ActedThisRound(sees func(id string) bool) []string {
	var out []string
	for id, done := range b.Fight.Init.Acted {
		if done && (sees == nil || sees(id)) {
			out = append(out, id)
		}
	}
	slices.Sort(out)
	return out
}
