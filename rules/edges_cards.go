package rules

import (
	"fmt"
	"strings"
)

// The Edges and Hindrances that change the deal: Level Headed draws one
// more card (Improved: two) and keeps the best; Quick discards a Five or
// lower and draws again until the card is higher (a Joker stays); with
// both, the choice comes first. Hesitant draws two and keeps the lower
// unless one is a Joker, and cancels Quick and Level Headed. An
// Incapacitated figure draws as anyone does. Each choice is an EventDraw
// before the deal event, so the log and the strip say which card was
// kept, and replay takes the same cards off the deck.

// EventDraw: Who draws Cards for the Edge or Hindrance What and keeps
// Outcome (the kept card goes back on top for the deal that follows; the
// others are discarded). With no Outcome every card drawn is discarded
// (Quick's redraw).
const EventDraw EventKind = "draw"

func init() {
	RegisterLine(EventDraw, drawLine)
}

// Sources of a choice of cards.
const (
	LevelHeaded         = "Level Headed"
	ImprovedLevelHeaded = "Improved Level Headed"
	Quick               = "Quick"
	Hesitant            = "Hesitant"
)

func drawLine(e Event, who string, _ func(string) string) string {
	names := make([]string, len(e.Cards))
	for i, c := range e.Cards {
		names[i] = cardName(c)
	}
	if e.Outcome == "" {
		return fmt.Sprintf("%s discards %s (%s).", who, andList(names), e.What)
	}
	return fmt.Sprintf("%s draws %s (%s) and keeps %s.", who, andList(names), e.What, cardName(e.Outcome))
}

// dealer is the figure whose Edges choose a unit's card: its Wild Card
// (a leader and its allies, a villain and its minions), else its first.
func (f *Fight) dealer(u []string) *Figure {
	for _, id := range u {
		if g := f.byID[id]; g.WildCard {
			return g
		}
	}
	return f.byID[u[0]]
}

// chooseCard puts the card the unit keeps on top of the draw pile,
// recording each card drawn for an Edge or Hindrance of its dealer.
func (f *Fight) chooseCard(u []string) error {
	g := f.dealer(u)
	if g.Incapacitated || g.Dead {
		return nil
	}
	hesitant := g.feature(featHesitant) > 0
	extra := 0
	if !hesitant {
		extra = max((effectCtx{f: g}).sum(ChangeCards, ""), 0)
	}
	if hesitant || extra > 0 {
		n, src := 2, Hesitant
		if !hesitant {
			n, src = 1+extra, LevelHeaded
			if extra > 1 {
				src = ImprovedLevelHeaded
			}
		}
		if err := f.fillDraw(n); err != nil {
			return err
		}
		n = min(n, len(f.Init.Deck.Draw))
		drawn := f.Init.Deck.Draw[:n]
		keep := drawn[0]
		for _, c := range drawn[1:] {
			switch {
			case hesitant && (keep.Joker() || c.Joker()):
				if c.Joker() && !keep.Joker() {
					keep = c
				}
			case hesitant:
				if keep.Before(c) {
					keep = c
				}
			case c.Before(keep):
				keep = c
			}
		}
		cards := make([]string, n)
		for i, c := range drawn {
			cards[i] = c.String()
		}
		if err := f.push(Event{Kind: EventDraw, Who: g.ID, What: src, Cards: cards, Outcome: keep.String()}); err != nil {
			return err
		}
	}
	if !hesitant && extra == 0 {
		if err := f.tactician(g); err != nil { // edges_tactician.go
			return err
		}
	}
	quick, slow := !hesitant && g.feature(featQuick) > 0, slowCards(g) // powers_slow.go
	quicker := quickCards(g)                                           // powers_quickness.go
	if !quick && !slow && !quicker {
		return nil
	}
	for range DeckSize {
		if err := f.fillDraw(1); err != nil {
			return err
		}
		c, _ := f.Init.Deck.Top()
		what := Quick
		switch {
		case c.Joker():
			return nil
		case slow && c.Rank > SlowCardAbove:
			what = "Slow"
		case quicker && c.Rank < QuicknessCardBelow:
			what = "Quickness"
		case !quick || c.Rank > 5:
			return nil
		}
		if err := f.push(Event{Kind: EventDraw, Who: g.ID, What: what, Cards: []string{c.String()}}); err != nil {
			return err
		}
	}
	return nil
}

// fillDraw shuffles the discards back in when the draw pile holds fewer
// than n cards and there are discards to add.
func (f *Fight) fillDraw(n int) error {
	if len(f.Init.Deck.Draw) >= n || len(f.Init.Deck.Discard) == 0 {
		return nil
	}
	return f.push(Event{Kind: EventShuffle, Outcome: ShuffleEmpty})
}

// applyDraw takes an EventDraw's cards off the top of the draw pile:
// the kept one goes back on top, the others to the discards.
func (f *Fight) applyDraw(e Event) error {
	if _, err := f.need(e.Who); err != nil {
		return err
	}
	d := &f.Init.Deck
	if len(e.Cards) == 0 || len(e.Cards) > len(d.Draw) {
		return fmt.Errorf("%s draws %d cards and the deck has %d", e.Who, len(e.Cards), len(d.Draw))
	}
	var keep *Card
	for i, s := range e.Cards {
		c, err := ParseCard(s)
		if err != nil {
			return err
		}
		if d.Draw[i] != c {
			return fmt.Errorf("the deck gives %s, not %s", d.Draw[i], c)
		}
	}
	if e.Outcome != "" {
		c, err := ParseCard(e.Outcome)
		if err != nil {
			return err
		}
		keep = &c
	}
	drawn := append([]Card(nil), d.Draw[:len(e.Cards)]...)
	d.Draw = d.Draw[len(e.Cards):]
	kept := false
	for _, c := range drawn {
		if keep != nil && c == *keep && !kept {
			kept = true
			continue
		}
		d.Discard = append(d.Discard, c)
	}
	if keep != nil {
		if !kept {
			return fmt.Errorf("%s keeps %s, which it did not draw (%s)", e.Who, keep, strings.Join(e.Cards, ", "))
		}
		d.Draw = append([]Card{*keep}, d.Draw...)
	}
	return nil
}

// setAside lists the cards drawn this round for the figures' card and not
// kept, in the order drawn.
func (b *Battle) setAside(ids []string) []string {
	var out []string
	b.roundEvents(func(e *Event) bool {
		if e.Kind == EventDraw && contains(ids, e.Who) {
			var aside []string
			for _, c := range e.Cards {
				if c != e.Outcome {
					aside = append(aside, c)
				}
			}
			out = append(aside, out...) // newest first: put earlier draws before
		}
		return true
	})
	return out
}
