package rules

import (
	"errors"
	"fmt"
	"slices"
)

// The leader's choice of who gets a Tactician's card (HandCard): after
// the deal, before the round's first turn, the leader hands each extra
// card to an allied Extra in Command Range (with the group of Extras
// sharing its card). The deal's default stays (edges_tactician.go), so a
// battle in which nobody picks replays as before; a pick moves the
// leader's last card not yet picked: from the group the deal gave it to
// (which gets its own card back from the discards), or, when the deal
// gave it to nobody, off the top of the draw pile. The receiver keeps the
// better of it and its own card (the log names both).

// KindHandCard is the hand-out's action kind.
const KindHandCard = "hand_card"

// EventHandCard: the leader Who hands Target's group (Figures) the card
// Cards[0]; Cards[1] is the group's own card, Cards[2] (when the card was
// kept by the group the deal gave it to) that group's own card, returned
// to it. Outcome is the card the receivers keep.
const EventHandCard EventKind = "hand_card"

func init() {
	RegisterAction(HandCard{Who: "buck", Target: "doc"})
	RegisterLine(EventHandCard, handLine)
}

// HandCard: the Tactician Who hands one of its extra cards to Target.
type HandCard struct {
	Who    string `json:"who"`
	Target string `json:"target"`
}

func (HandCard) Kind() string { return KindHandCard }

// tacticianSlot is one of the leader's cards this round: the deal's draw
// that gave it (nil: not drawn yet) and whether the leader has picked
// its receiver.
type tacticianSlot struct {
	dealt  *Event
	picked *Event
}

// tacticianSlots are the leader's n cards this round, in order.
func (b *Battle) tacticianSlots(leader string, n int) []tacticianSlot {
	var dealt, picked []*Event
	b.roundEvents(func(e *Event) bool {
		switch {
		case e.Kind == EventDraw && e.What == Tactician && e.Target == leader:
			dealt = append([]*Event{e}, dealt...)
		case e.Kind == EventHandCard && e.Who == leader:
			picked = append([]*Event{e}, picked...)
		}
		return true
	})
	out := make([]tacticianSlot, max(n, len(dealt)))
	for i, e := range dealt {
		out[i].dealt = e
	}
	// Picks take the last card first.
	for i, e := range picked {
		if j := len(out) - 1 - i; j >= 0 {
			out[j].picked = e
		}
	}
	return out
}

// dealtGroup is the figures dealt id's card this round (its group).
func (b *Battle) dealtGroup(id string) []string {
	var out []string
	b.roundEvents(func(e *Event) bool {
		if (e.Kind == EventDeal || e.Kind == EventHandCard) && contains(e.Figures, id) {
			out = e.Figures
			return false
		}
		return true
	})
	return out
}

// CardsToHand is how many Tactician's cards who may still hand out now:
// none once the round's first turn has begun.
func (b *Battle) CardsToHand(who string) int {
	f := b.Figure(who)
	if f == nil || !f.HasEffects() || f.feature(featTactician) == 0 || !b.roundUnbegun() {
		return 0
	}
	n := 0
	for _, s := range b.tacticianSlots(who, f.feature(featTactician)) {
		if s.picked == nil {
			n++
		}
	}
	return n
}

// roundUnbegun: a round has been dealt and nobody has acted in it yet.
func (b *Battle) roundUnbegun() bool {
	return b.Fight.Init.Round > 0 && b.turn == nil && len(b.Fight.Init.Acted) == 0
}

// handCheck is the event the hand-out records, or why it is refused.
func (h HandCard) handCheck(b *Battle) (Event, error) {
	l, err := b.Fight.need(h.Who)
	if err != nil {
		return Event{}, err
	}
	g, err := b.Fight.need(h.Target)
	if err != nil {
		return Event{}, err
	}
	n := 0
	if l.HasEffects() {
		n = l.feature(featTactician)
	}
	r := CommandRange
	if l.feature(featPresence) > 0 {
		r = CommandPresence
	}
	in := &b.Fight.Init
	own, dealt := in.Cards[g.ID]
	group := b.dealtGroup(g.ID)
	switch {
	case n == 0:
		return Event{}, fmt.Errorf("%s has no Tactician's card to hand out", b.name(h.Who))
	case in.Round == 0:
		return Event{}, fmt.Errorf("no round has been dealt: the cards are handed out after the deal")
	case !b.roundUnbegun():
		return Event{}, fmt.Errorf("round %d has begun: a Tactician hands out cards before the first turn", in.Round)
	case l.Incapacitated || l.Dead:
		return Event{}, fmt.Errorf("%s is Incapacitated and cannot hand out a card", b.name(h.Who))
	case g.ID == l.ID:
		return Event{}, fmt.Errorf("%s's extra card goes to an allied Extra, not to the leader", b.name(h.Who))
	case g.Side != l.Side:
		return Event{}, fmt.Errorf("%s is not %s's ally", b.name(g.ID), b.name(h.Who))
	case !b.Rules.tacticianTakes(l, g):
		return Event{}, fmt.Errorf("%s is a Wild Card: a Tactician's card goes to Extras only", b.name(g.ID))
	case !dealt || len(group) == 0:
		return Event{}, fmt.Errorf("%s has no card this round", b.name(g.ID))
	case in.Hold[g.ID]:
		return Event{}, fmt.Errorf("%s is on Hold: it keeps its card", b.name(g.ID))
	case b.Battlefield == nil:
		return Event{}, fmt.Errorf("there is no map to measure Command Range on")
	}
	for _, id := range group {
		if f := b.Figure(id); f != nil && !b.Rules.tacticianTakes(l, f) {
			return Event{}, fmt.Errorf("%s shares %s's card: a Tactician's card goes to Extras only", b.name(g.ID), b.name(id))
		}
	}
	if d := b.Battlefield.Distance(l.ID, g.ID); d > float64(r) {
		return Event{}, fmt.Errorf("%s is %s\" from %s, beyond the Command Range of %d\"", b.name(g.ID), inches(d), b.name(h.Who), r)
	}
	slots := b.tacticianSlots(l.ID, n)
	at := -1
	for i, s := range slots {
		recv := ""
		switch {
		case s.picked != nil:
			recv = s.picked.Target
		case s.dealt != nil:
			recv = s.dealt.Who
		}
		if recv != "" && contains(group, recv) {
			return Event{}, fmt.Errorf("%s's group already has %s's card this round", b.name(g.ID), b.name(h.Who))
		}
		if s.picked == nil {
			at = i
		}
	}
	if at < 0 {
		return Event{}, fmt.Errorf("%s has handed out %s this round", b.name(h.Who), plural(len(slots), "card"))
	}
	e := Event{Kind: EventHandCard, Who: l.ID, Target: g.ID, Figures: group}
	var card Card
	if s := slots[at].dealt; s != nil && len(s.Cards) == 2 {
		if card, err = ParseCard(s.Cards[1]); err != nil {
			return Event{}, err
		}
		e.Cards = []string{card.String(), own.String()}
		if s.Outcome == card.String() {
			e.What = s.Who
			e.Cards = append(e.Cards, s.Cards[0])
		}
	} else {
		top, ok := in.Deck.Top()
		if !ok {
			return Event{}, errDrawEmpty
		}
		card = top
		e.Cards = []string{card.String(), own.String()}
	}
	e.Outcome = own.String()
	if card.Before(own) {
		e.Outcome = card.String()
	}
	return e, nil
}

func inches(d float64) string {
	if d == float64(int(d)) {
		return fmt.Sprint(int(d))
	}
	return fmt.Sprintf("%.1f", d)
}

func plural(n int, what string) string {
	if n == 1 {
		return "its 1 " + what
	}
	return fmt.Sprintf("its %d %ss", n, what)
}

// errDrawEmpty: the card to hand out is still in the deck and the draw
// pile is empty (the discards are shuffled in first, as at a deal).
var errDrawEmpty = errors.New("the draw pile is empty: no card to hand out")

func (h HandCard) Plan(b *Battle) (*Plan, error) {
	_, err := h.handCheck(b)
	if errors.Is(err, errDrawEmpty) && len(b.Fight.Init.Deck.Discard) > 0 {
		err = nil
	}
	return b.plainPlan(h.Who, err)
}

func (h HandCard) Do(b *Battle, _ *Plan) error {
	e, err := h.handCheck(b)
	if errors.Is(err, errDrawEmpty) {
		if err := b.Fight.fillDraw(1); err != nil {
			return err
		}
		e, err = h.handCheck(b)
	}
	if err != nil {
		return err
	}
	return b.Record(e)
}

// applyHand moves the card (replay): from the group that kept it (which
// takes its own card back from the discards), the discards or the top of
// the draw pile, to the receivers, who keep Outcome.
func (f *Fight) applyHand(e Event) error {
	in := &f.Init
	if len(e.Cards) < 2 || len(e.Figures) == 0 {
		return fmt.Errorf("%s hands out no card", e.Who)
	}
	cs := make([]Card, len(e.Cards))
	for i, s := range e.Cards {
		c, err := ParseCard(s)
		if err != nil {
			return err
		}
		cs[i] = c
	}
	card, own := cs[0], cs[1]
	keep, err := ParseCard(e.Outcome)
	if err != nil {
		return err
	}
	if keep != card && keep != own {
		return fmt.Errorf("%s keeps %s, neither %s nor its own %s", e.Target, keep, card, own)
	}
	var holders []string
	for _, id := range f.order {
		if c, ok := in.Cards[id]; ok && c == card {
			holders = append(holders, id)
		}
	}
	d := &in.Deck
	switch {
	case len(holders) > 0:
		if len(cs) < 3 {
			return fmt.Errorf("%s holds %s and has no card to take back", holders[0], card)
		}
		i := slices.Index(d.Discard, cs[2])
		if i < 0 {
			return fmt.Errorf("%s is not in the discards to go back to %s", cs[2], holders[0])
		}
		d.Discard = slices.Delete(d.Discard, i, i+1)
		for _, id := range holders {
			in.Cards[id] = cs[2]
		}
	case slices.Contains(d.Discard, card):
		i := slices.Index(d.Discard, card)
		d.Discard = slices.Delete(d.Discard, i, i+1)
	case len(d.Draw) > 0 && d.Draw[0] == card:
		d.Draw = d.Draw[1:]
	default:
		return fmt.Errorf("%s is neither held, discarded nor on top of the draw pile", card)
	}
	for _, id := range e.Figures {
		if c, ok := in.Cards[id]; !ok || c != own {
			return fmt.Errorf("%s does not hold %s", id, own)
		}
	}
	lost := card
	if keep == card {
		lost = own
		for _, id := range e.Figures {
			in.Cards[id] = card
		}
		if card.Joker() {
			in.JokerDealt = true
		}
	}
	d.Discard = append(d.Discard, lost)
	return nil
}

func handLine(e Event, who string, name func(string) string) string {
	if len(e.Cards) < 2 {
		return fmt.Sprintf("%s hands %s a Tactician's card.", who, name(e.Target))
	}
	from := ""
	if e.What != "" && len(e.Cards) > 2 {
		from = fmt.Sprintf(" (taken back from %s, who keeps %s)", name(e.What), cardName(e.Cards[2]))
	}
	to := name(e.Target)
	return fmt.Sprintf("%s hands %s a Tactician's card, %s%s; %s's own card is %s and %s keeps %s.",
		who, to, cardName(e.Cards[0]), from, to, cardName(e.Cards[1]), to, cardName(e.Outcome))
}
