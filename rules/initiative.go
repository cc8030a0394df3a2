package rules

import (
	"fmt"
	"sort"
)

// Dealing says who shares an Action Card. The zero value is the usual
// table: every Wild Card its own card, all Extras of a side one card.
type Dealing struct {
	// Group puts figures into named groups: the Extras of one side with
	// the same group share a card (Extras without a group share their
	// side's card). A Wild Card given a group shares it too, as a GM may
	// run a villain with his minions.
	Group map[string]string `json:"group,omitempty"`
	// Leader makes a figure act on its leader's card (allies of a hero).
	Leader map[string]string `json:"leader,omitempty"`
}

// Key is the name of the card f is dealt on; figures with equal keys
// share one card. byID finds a leader.
func (d Dealing) Key(f *Figure, byID func(string) *Figure) (string, error) {
	k, err := d.key(f, byID)
	if err != nil {
		return "", err
	}
	return k.String(), nil
}

// dealKey is Key without building a string (a deal compares many).
type dealKey struct {
	kind       string // "group", "figure" or "side"
	side, name string
}

func (k dealKey) String() string {
	switch k.kind {
	case "group":
		return "group:" + k.side + "/" + k.name
	case "figure":
		return "figure:" + k.name
	}
	return "side:" + k.side
}

func (d Dealing) key(f *Figure, byID func(string) *Figure) (dealKey, error) {
	var seen map[string]bool // only a figure with a leader needs it
	for {
		l, ok := d.Leader[f.ID]
		if !ok || l == "" {
			break
		}
		if seen == nil {
			seen = map[string]bool{}
		}
		if seen[f.ID] {
			return dealKey{}, fmt.Errorf("leaders of %q go round in a circle", f.ID)
		}
		seen[f.ID] = true
		lf := byID(l)
		if lf == nil {
			return dealKey{}, fmt.Errorf("%q has leader %q, who is not in the fight", f.ID, l)
		}
		f = lf
	}
	if g, ok := d.Group[f.ID]; ok && g != "" {
		return dealKey{kind: "group", side: f.Side, name: g}, nil
	}
	if f.WildCard {
		return dealKey{kind: "figure", name: f.ID}, nil
	}
	return dealKey{kind: "side", side: f.Side}, nil
}

// Initiative is the state of the Action deck and the hands: the round,
// who holds which card, who is on Hold.
type Initiative struct {
	Deck  Deck `json:"deck"`
	Round int  `json:"round"`
	// Cards is each figure's current card: dealt this round, or kept from
	// an earlier round while on Hold.
	Cards map[string]Card `json:"cards,omitempty"`
	// DealtRound is the round in which each figure's card was dealt (the
	// Joker's +2 lasts that round only).
	DealtRound map[string]int `json:"dealt_round,omitempty"`
	// Hold marks figures on Hold.
	Hold map[string]bool `json:"hold,omitempty"`
	// Acted marks figures whose turn has come this round.
	Acted map[string]bool `json:"acted,omitempty"`
	// JokerDealt: a Joker was dealt this round, so the whole deck is
	// shuffled before the next deal.
	JokerDealt bool `json:"joker_dealt,omitempty"`
	// Ambushers go on Hold once dealt in the first round; Surprised
	// figures get no card in the first round.
	Ambushers map[string]bool `json:"ambushers,omitempty"`
	Surprised map[string]bool `json:"surprised,omitempty"`
	// Alert figures (Danger Sense with a raise) go on Hold once dealt in
	// the first round, as ambushers do.
	Alert map[string]bool `json:"alert,omitempty"`
	// Standoff is each figure's Agility total in a round the GM opened
	// with a standoff (deluxe): they act from the highest total down,
	// ties at the same time. Empty in a dealt round.
	Standoff map[string]int `json:"standoff,omitempty"`
}

func (in *Initiative) init() {
	if in.Cards == nil {
		in.Cards = map[string]Card{}
		in.DealtRound = map[string]int{}
		in.Hold = map[string]bool{}
		in.Acted = map[string]bool{}
		in.Ambushers = map[string]bool{}
		in.Surprised = map[string]bool{}
	}
	if in.Standoff == nil {
		in.Standoff = map[string]int{}
	}
}

func (in Initiative) clone() Initiative {
	out := in
	out.Deck = in.Deck.clone()
	out.Cards = cloneMap(in.Cards)
	out.DealtRound = cloneMap(in.DealtRound)
	out.Hold = cloneMap(in.Hold)
	out.Acted = cloneMap(in.Acted)
	out.Ambushers = cloneMap(in.Ambushers)
	out.Surprised = cloneMap(in.Surprised)
	out.Alert = cloneMap(in.Alert)
	out.Standoff = cloneMap(in.Standoff)
	return out
}

func cloneMap[K comparable, V any](m map[K]V) map[K]V {
	if m == nil {
		return nil
	}
	out := make(map[K]V, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// Card is the figure's current card; ok is false when it has none.
func (in *Initiative) Card(id string) (Card, bool) {
	c, ok := in.Cards[id]
	return c, ok
}

// cardText is the figure's card as events write it; "" for none (a
// deluxe ambusher holds without one).
func (in *Initiative) cardText(id string) string {
	if c, ok := in.Cards[id]; ok {
		return c.String()
	}
	return ""
}

// Joker reports whether the figure holds a Joker dealt this round.
func (in *Initiative) Joker(id string) bool {
	c, ok := in.Cards[id]
	return ok && c.Rank == JokerRank && in.DealtRound[id] == in.Round // Card.Joker written out: see earliest
}

// JokerMods is the Joker's modifier for the figure this round (Joker(),
// +2) or nothing. Add it to every trait and damage roll.
func (in *Initiative) JokerMods(id string) Mods {
	if in.Joker(id) {
		return Mods{Joker()}
	}
	return nil
}

// InPlay is the number of distinct cards in the figures' hands.
func (in *Initiative) InPlay() int { return len(in.inPlay()) }

func (in *Initiative) inPlay() map[Card]bool {
	out := map[Card]bool{}
	for _, c := range in.Cards {
		out[c] = true
	}
	return out
}

// Turn is one card of the countdown and the figures who act on it; in a
// standoff round, one Agility total and the figures who rolled it (Card
// is then the zero card).
type Turn struct {
	Card    Card     `json:"card"`
	Figures []string `json:"figures"`
	Agility int      `json:"agility,omitempty"`
}

// Order is the countdown of this round: every card in hand, Jokers first,
// then Ace down to Two with ties by suit, each with the figures acting on
// it in the order given. Figures on Hold and those whose turn has come are
// left out (Held lists the first). In a standoff round the figures who
// rolled Agility come after any card, from the highest total down, the
// figures of one total together.
func (in *Initiative) Order(order []string) []Turn {
	var turns []Turn
	at := map[Card]int{}
	var stand []Turn
	atTotal := map[int]int{}
	for _, id := range order {
		if tot, ok := in.Standoff[id]; ok {
			if in.Hold[id] || in.Acted[id] {
				continue
			}
			i, seen := atTotal[tot]
			if !seen {
				i = len(stand)
				atTotal[tot] = i
				stand = append(stand, Turn{Agility: tot})
			}
			stand[i].Figures = append(stand[i].Figures, id)
			continue
		}
		c, ok := in.Cards[id]
		if !ok || in.Hold[id] || in.Acted[id] {
			continue
		}
		i, seen := at[c]
		if !seen {
			i = len(turns)
			at[c] = i
			turns = append(turns, Turn{Card: c})
		}
		turns[i].Figures = append(turns[i].Figures, id)
	}
	sort.SliceStable(turns, func(i, j int) bool { return turns[i].Card.Before(turns[j].Card) })
	sort.SliceStable(stand, func(i, j int) bool { return stand[i].Agility > stand[j].Agility })
	return append(turns, stand...)
}

// inCountdown: Order lists the figure (a card in hand, or an Agility
// total in a standoff; not on Hold, its turn not yet come).
func (in *Initiative) inCountdown(id string) bool {
	if in.Hold[id] || in.Acted[id] {
		return false
	}
	if _, ok := in.Standoff[id]; ok {
		return true
	}
	_, ok := in.Cards[id]
	return ok
}

// Held lists the figures on Hold, in the order given.
func (in *Initiative) Held(order []string) []string {
	var out []string
	for _, id := range order {
		if in.Hold[id] {
			out = append(out, id)
		}
	}
	return out
}

// Interrupt is the result of an opposed roll to interrupt: who goes first.
type Interrupt int

// The three results: the figure on Hold goes first, the one interrupted
// does, or they act at the same time (a tie).
const (
	HolderFirst Interrupt = iota + 1
	ActorFirst
	Simultaneous
)

var interruptWords = [...]string{"", "first", "second", "at the same time"}

func (r Interrupt) String() string {
	if r < HolderFirst || r > Simultaneous {
		return "unknown"
	}
	return interruptWords[r]
}

// The interrupt event's outcome for a tie read by the edition (revision
// 3): swade's tie is no win, deluxe's two act at once against the table
// as it stood before either.
const (
	InterruptTieLost  = "tie: second"
	InterruptTogether = "together"
)

// OpposedInterrupt compares the two totals: the higher goes first, a tie
// is Simultaneous here; the edition then reads the tie (Fight.Interrupt:
// swade's actor goes first, deluxe's act at the same time).
func OpposedInterrupt(holder, actor int) Interrupt {
	switch {
	case holder > actor:
		return HolderFirst
	case holder < actor:
		return ActorFirst
	}
	return Simultaneous
}
