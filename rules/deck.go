package rules

import (
	"fmt"
	"slices"
	"strings"
)

// Suit of an Action Card. The values rise with the suit's place in the
// countdown: on equal ranks spades go first, then hearts, diamonds, clubs.
type Suit int

// The four suits, lowest first.
const (
	Clubs Suit = iota + 1
	Diamonds
	Hearts
	Spades
)

var suitSymbols = [...]string{"", "♣", "♦", "♥", "♠"}
var suitNames = [...]string{"", "Clubs", "Diamonds", "Hearts", "Spades"}

// Ranks: 2..10, then Jack 11, Queen 12, King 13, Ace 14; JokerRank is above
// them all.
const (
	Jack      = 11
	Queen     = 12
	King      = 13
	Ace       = 14
	JokerRank = 15
)

// Card is one Action Card. A Joker has Rank JokerRank and Red says which
// of the two it is; other cards leave Red false.
type Card struct {
	Rank int
	Suit Suit
	Red  bool
}

// The two Jokers.
var (
	RedJoker   = Card{Rank: JokerRank, Red: true}
	BlackJoker = Card{Rank: JokerRank}
)

// DeckSize is the 52 cards plus the two Jokers.
const DeckSize = 54

// Joker reports whether c is one of the Jokers.
func (c Card) Joker() bool { return c.Rank == JokerRank }

// Valid reports whether c is one of the 54 cards.
func (c Card) Valid() bool {
	if c.Joker() {
		return c.Suit == 0
	}
	return c.Rank >= 2 && c.Rank <= Ace && c.Suit >= Clubs && c.Suit <= Spades && !c.Red
}

// Before reports whether c comes up before d in the countdown: Jokers
// first (the red one before the black: no rule orders them, a fixed order
// keeps replays identical), then Ace down to Two, ties by suit.
func (c Card) Before(d Card) bool {
	if c.Rank != d.Rank {
		return c.Rank > d.Rank
	}
	if c.Joker() {
		return c.Red && !d.Red
	}
	return c.Suit > d.Suit
}

var rankShort = map[int]string{Jack: "J", Queen: "Q", King: "K", Ace: "A"}
var rankLong = map[int]string{2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six",
	7: "Seven", 8: "Eight", 9: "Nine", 10: "Ten", Jack: "Jack", Queen: "Queen", King: "King", Ace: "Ace"}

// String is the short form used in events and JSON: "K♠", "10♥", "Red
// Joker", "Black Joker".
func (c Card) String() string {
	if c.Joker() {
		if c.Red {
			return "Red Joker"
		}
		return "Black Joker"
	}
	if !c.Valid() {
		return fmt.Sprintf("Card(%d,%d)", c.Rank, c.Suit)
	}
	if s := cardStrings[c.Rank][c.Suit]; s != "" {
		return s // every deal and turn event names a card: no new string
	}
	r, ok := rankShort[c.Rank]
	if !ok {
		r = fmt.Sprint(c.Rank)
	}
	return r + suitSymbols[c.Suit]
}

// Name is the card as a GM says it: "the King of Spades", "the Red Joker".
func (c Card) Name() string {
	if c.Joker() || !c.Valid() {
		return "the " + c.String()
	}
	return "the " + rankLong[c.Rank] + " of " + suitNames[c.Suit]
}

// ParseCard reads the short form String writes; the suit may also be a
// letter (S, H, D, C) and the Jokers "RJ" and "BJ".
func ParseCard(s string) (Card, error) {
	if c, ok := cardByString[s]; ok {
		return c, nil // the short form events carry: no parsing
	}
	t := strings.TrimSpace(s)
	switch strings.ToLower(t) {
	case "red joker", "rj":
		return RedJoker, nil
	case "black joker", "bj":
		return BlackJoker, nil
	}
	bad := fmt.Errorf("%q is not a card (like K♠, 10H, Red Joker)", s)
	var suit Suit
	for i, sym := range suitSymbols[1:] {
		letter := suitNames[i+1][:1]
		if strings.HasSuffix(t, sym) {
			suit, t = Suit(i+1), strings.TrimSuffix(t, sym)
			break
		}
		if strings.HasSuffix(strings.ToUpper(t), letter) {
			suit, t = Suit(i+1), t[:len(t)-1]
			break
		}
	}
	if suit == 0 {
		return Card{}, bad
	}
	rank := 0
	for r, n := range rankShort {
		if strings.EqualFold(t, n) {
			rank = r
		}
	}
	if rank == 0 {
		if _, err := fmt.Sscan(t, &rank); err != nil || fmt.Sprint(rank) != t || rank < 2 || rank > 10 {
			return Card{}, bad
		}
	}
	return Card{Rank: rank, Suit: suit}, nil
}

// cardStrings holds String of the 52 suited cards by rank and suit, and
// cardByString the other way round with the Jokers too: filled once, as
// events name cards all the time.
var (
	cardStrings  [Ace + 1][Spades + 1]string
	cardByString = map[string]Card{}
)

func init() {
	for r := 2; r <= Ace; r++ {
		for s := Clubs; s <= Spades; s++ {
			c := Card{Rank: r, Suit: s}
			str := c.String()
			cardStrings[r][s] = str
			cardByString[str] = c
		}
	}
	cardByString[RedJoker.String()] = RedJoker
	cardByString[BlackJoker.String()] = BlackJoker
}

// MarshalText writes the short form, so cards read well in saved fights.
func (c Card) MarshalText() ([]byte, error) {
	if !c.Valid() {
		return nil, fmt.Errorf("rules: %v is not a card", c)
	}
	return []byte(c.String()), nil
}

// UnmarshalText reads what MarshalText writes.
func (c *Card) UnmarshalText(b []byte) error {
	v, err := ParseCard(string(b))
	if err != nil {
		return err
	}
	*c = v
	return nil
}

// FullDeck returns the 54 cards in a fixed order: Clubs Two..Ace, then
// Diamonds, Hearts, Spades, then the Red and the Black Joker.
func FullDeck() []Card {
	out := make([]Card, 0, DeckSize)
	for s := Clubs; s <= Spades; s++ {
		for r := 2; r <= Ace; r++ {
			out = append(out, Card{Rank: r, Suit: s})
		}
	}
	return append(out, RedJoker, BlackJoker)
}

// Deck is the Action deck between deals: the draw pile (Draw[0] is the
// top) and the discards. Cards in the figures' hands are in neither, so
// Draw + Discard + cards in play is always the whole 54.
type Deck struct {
	Draw    []Card `json:"draw"`
	Discard []Card `json:"discard"`
}

// NewDeck returns all 54 cards shuffled by rng.
func NewDeck(rng *RNG) *Deck {
	d := &Deck{Draw: FullDeck()}
	d.Shuffle(rng)
	return d
}

// Shuffle puts the discards back under the draw pile and shuffles it all
// (Fisher-Yates, one IntN per position, so a seed fixes the order).
func (d *Deck) Shuffle(rng *RNG) {
	d.Draw = append(d.Draw, d.Discard...)
	d.Discard = nil
	d.mix(rng)
}

// mix shuffles the draw pile in place.
func (d *Deck) mix(rng *RNG) {
	for i := len(d.Draw) - 1; i > 0; i-- {
		j := rng.IntN(i + 1)
		d.Draw[i], d.Draw[j] = d.Draw[j], d.Draw[i]
	}
}

// deckOrder is each card's place in FullDeck.
var deckOrder = func() map[Card]int {
	m := map[Card]int{}
	for i, c := range FullDeck() {
		m[c] = i
	}
	return m
}()

// shuffleDraw shuffles the draw pile alone (the discards stay out until
// the deck is shuffled), from the full deck's order: the same cards and
// rng give the same pile whatever order they were in.
func (d *Deck) shuffleDraw(rng *RNG) {
	slices.SortFunc(d.Draw, func(a, b Card) int { return deckOrder[a] - deckOrder[b] })
	d.mix(rng)
}

// Top is the next card to be dealt; ok is false when the draw pile is empty.
func (d *Deck) Top() (c Card, ok bool) {
	if len(d.Draw) == 0 {
		return Card{}, false
	}
	return d.Draw[0], true
}

// take removes the top card; the caller has checked Top.
func (d *Deck) take() Card {
	c := d.Draw[0]
	d.Draw = d.Draw[1:]
	return c
}

// Len is the number of cards in the draw pile and the discards.
func (d *Deck) Len() int { return len(d.Draw) + len(d.Discard) }

func (d Deck) clone() Deck {
	return Deck{Draw: append([]Card(nil), d.Draw...), Discard: append([]Card(nil), d.Discard...)}
}
