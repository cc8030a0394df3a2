package rules

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fightCast is a small fight: two heroes and Buck's dog, a cult priest
// and three cultists.
func fightCast() []*Figure {
	hero := func(id, name string) *Figure {
		return &Figure{ID: id, Name: name, Side: "heroes", WildCard: true,
			Traits: map[Trait]Die{Agility: D8, Spirit: D8, Vigor: D8, "athletics": D6, "notice": D6, "shooting": D10},
			State:  State{Bennies: 3}}
	}
	cultist := func(i int) *Figure {
		return &Figure{ID: fmt.Sprintf("c%d", i), Name: fmt.Sprintf("Cultist %d", i), Side: "cult",
			Traits: map[Trait]Die{Agility: D6, "athletics": D6, "notice": D4, "fighting": D6}}
	}
	return []*Figure{
		hero("buck", "Buck"),
		hero("virginia", "Virginia"),
		{ID: "dog", Name: "Rex", Side: "heroes", Traits: map[Trait]Die{Agility: D8, "notice": D10}},
		{ID: "priest", Name: "The Priest", Side: "cult", WildCard: true,
			Traits: map[Trait]Die{Agility: D6, Spirit: D10, "athletics": D4, "notice": D8}, State: State{Bennies: 2}},
		cultist(1), cultist(2), cultist(3),
	}
}

// fightDealing puts the dog on Buck's card.
var fightDealing = Dealing{Leader: map[string]string{"dog": "buck"}}

func newTestFight(t *testing.T, ed Edition, seed uint64) *Fight {
	t.Helper()
	f, err := NewFight(fightCast(), ed, seed, fightDealing)
	require.NoError(t, err)
	return f
}

// cardCount is every card accounted for: draw pile, discards and the
// distinct cards in hand. It must stay 54.
func cardCount(f *Fight) int { return f.Init.Deck.Len() + f.Init.InPlay() }

// findSeed returns the first seed from 1 for which ok holds; the search is
// deterministic, so the test is seeded all the same.
func findSeed(t *testing.T, ok func(seed uint64) bool) uint64 {
	t.Helper()
	for s := uint64(1); s < 5000; s++ {
		if ok(s) {
			return s
		}
	}
	t.Fatal("no seed found")
	return 0
}

func TestDealKeys(t *testing.T) {
	f := newTestFight(t, SWADE, 1)
	cases := []struct {
		deal Dealing
		id   string
		want string
	}{
		{Dealing{}, "buck", "figure:buck"},
		{Dealing{}, "c1", "side:cult"},
		{Dealing{}, "dog", "side:heroes"},
		{fightDealing, "dog", "figure:buck"},
		{Dealing{Group: map[string]string{"c3": "archers"}}, "c3", "group:cult/archers"},
		{Dealing{Group: map[string]string{"priest": "flock", "c1": "flock"}}, "priest", "group:cult/flock"},
		{Dealing{Group: map[string]string{"priest": "flock", "c1": "flock"}}, "c1", "group:cult/flock"},
	}
	for _, c := range cases {
		got, err := c.deal.Key(f.Figure(c.id), f.Figure)
		require.NoError(t, err)
		assert.Equal(t, c.want, got, "%s with %+v", c.id, c.deal)
	}
	_, err := NewFight(fightCast(), SWADE, 1, Dealing{Leader: map[string]string{"buck": "virginia", "virginia": "buck"}})
	assert.ErrorContains(t, err, "circle")
	_, err = NewFight(fightCast(), SWADE, 1, Dealing{Leader: map[string]string{"dog": "nobody"}})
	assert.ErrorContains(t, err, "nobody")
}

// Each Wild Card gets its own card, the Extras of a side share one, the
// dog acts on Buck's; a group named in Dealing splits the cultists.
func TestDealGroupsAndAllies(t *testing.T) {
	f := newTestFight(t, SWADE, 7)
	require.NoError(t, f.StartRound())
	in := f.Init
	require.Len(t, in.Cards, 7)
	assert.Equal(t, in.Cards["c1"], in.Cards["c2"])
	assert.Equal(t, in.Cards["c1"], in.Cards["c3"])
	assert.Equal(t, in.Cards["buck"], in.Cards["dog"])
	distinct := map[Card]bool{}
	for _, id := range []string{"buck", "virginia", "priest", "c1"} {
		distinct[in.Cards[id]] = true
	}
	assert.Len(t, distinct, 4, "four cards: Buck (and Rex), Virginia, the Priest, the cultists")
	assert.Equal(t, 4, in.InPlay())
	assert.Equal(t, 54, cardCount(f))
	// The dog acts in Buck's turn, right after him.
	for _, turn := range f.Order() {
		if turn.Card == in.Cards["buck"] {
			assert.Equal(t, []string{"buck", "dog"}, turn.Figures)
		}
		if turn.Card == in.Cards["c1"] {
			assert.Equal(t, []string{"c1", "c2", "c3"}, turn.Figures)
		}
	}

	g, err := NewFight(fightCast(), SWADE, 7, Dealing{Group: map[string]string{"c3": "archers"}})
	require.NoError(t, err)
	require.NoError(t, g.StartRound())
	assert.Equal(t, g.Init.Cards["c1"], g.Init.Cards["c2"])
	assert.NotEqual(t, g.Init.Cards["c1"], g.Init.Cards["c3"])
	assert.NotEqual(t, g.Init.Cards["buck"], g.Init.Cards["dog"], "without a leader the dog is an Extra of the heroes")
}

// The same seed deals the same cards to the same figures, round after round.
func TestSameSeedSameDeal(t *testing.T) {
	a, b := newTestFight(t, SWADE, 99), newTestFight(t, SWADE, 99)
	for r := 0; r < 6; r++ {
		require.NoError(t, a.StartRound())
		require.NoError(t, b.StartRound())
	}
	assert.Equal(t, a.Events, b.Events)
	assert.Equal(t, a.Init, b.Init)
	c := newTestFight(t, SWADE, 100)
	require.NoError(t, c.StartRound())
	assert.NotEqual(t, a.Events[1:5], c.Events[1:5])
}

// The countdown: Joker first, then by rank, ties by suit.
func TestCountdownOrder(t *testing.T) {
	f := newTestFight(t, SWADE, 1)
	f.Init.Round = 1
	hand := map[string]string{
		"buck": "K♣", "dog": "K♣", "virginia": "K♠", "priest": "K♥",
		"c1": "K♦", "c2": "K♦", "c3": "Red Joker",
	}
	for id, s := range hand {
		c, err := ParseCard(s)
		require.NoError(t, err)
		f.Init.Cards[id] = c
		f.Init.DealtRound[id] = 1
	}
	var got []string
	for _, turn := range f.Order() {
		got = append(got, fmt.Sprintf("%s %v", turn.Card, turn.Figures))
	}
	assert.Equal(t, []string{
		"Red Joker [c3]",
		"K♠ [virginia]",
		"K♥ [priest]",
		"K♦ [c1 c2]",
		"K♣ [buck dog]",
	}, got)
	assert.Equal(t, Mods{{Name: "Joker", Value: 2}}, f.JokerMods("c3"))
	assert.Nil(t, f.JokerMods("c1"))

	// Whoever has acted or is on Hold leaves the countdown.
	f.Init.Acted["c3"] = true
	f.Init.Hold["virginia"] = true
	assert.Equal(t, "K♥", f.Order()[0].Card.String())
	assert.Equal(t, []string{"virginia"}, f.Held())
}

// A Joker gives +2 to its holder's trait rolls that round, and after the
// round the whole deck is shuffled: discards and draw pile make 54 again.
func TestJokerBonusAndReshuffle(t *testing.T) {
	seed := findSeed(t, func(s uint64) bool {
		f, _ := NewFight(fightCast(), SWADE, s, fightDealing)
		_ = f.StartRound()
		return f.Init.Joker("virginia")
	})
	f := newTestFight(t, SWADE, seed)
	require.NoError(t, f.StartRound())
	require.True(t, f.Init.JokerDealt)
	assert.True(t, f.Order()[0].Figures[0] == "virginia" || f.Order()[0].Card.Joker(), "a Joker comes up first")

	res, err := f.Test("virginia", "notice", nil, 0)
	require.NoError(t, err)
	e := f.Events[len(f.Events)-1]
	assert.Equal(t, Mods{{Name: "Joker", Value: 2}}, e.Mods)
	best := max(res.Trait.Sum(), res.WildDie.Sum())
	assert.Equal(t, best+2, res.Total, "the Joker adds 2 to the better die")
	assert.Contains(t, e.Text(f.Names()), "+2 Joker")

	n := len(f.Events)
	require.NoError(t, f.StartRound())
	assert.Equal(t, EventRound, f.Events[n].Kind)
	require.Equal(t, EventShuffle, f.Events[n+1].Kind, "the deck is shuffled before the next deal")
	assert.Equal(t, ShuffleJoker, f.Events[n+1].Outcome)
	// After the reshuffle every card is back: 54 less the 4 just dealt,
	// nothing in the discards.
	assert.Empty(t, f.Init.Deck.Discard)
	assert.Len(t, f.Init.Deck.Draw, 54-4)
	assert.Equal(t, 54, cardCount(f))
	assert.Equal(t, 2, f.Init.Round)
}

// Without a Joker there is no shuffle: the discards pile up.
func TestNoJokerNoShuffle(t *testing.T) {
	seed := findSeed(t, func(s uint64) bool {
		f, _ := NewFight(fightCast(), SWADE, s, fightDealing)
		_ = f.StartRound()
		return !f.Init.JokerDealt
	})
	f := newTestFight(t, SWADE, seed)
	require.NoError(t, f.StartRound())
	require.NoError(t, f.StartRound())
	for _, e := range f.Events {
		assert.NotEqual(t, EventShuffle, e.Kind)
	}
	assert.Len(t, f.Init.Deck.Discard, 4)
	assert.Equal(t, 54, cardCount(f))
}

// crowd is n Wild Cards, each on its own card.
func crowd(n int) []*Figure {
	out := make([]*Figure, n)
	for i := range out {
		out[i] = &Figure{ID: fmt.Sprintf("w%02d", i), Side: "x", WildCard: true}
	}
	return out
}

// 30 cards a round from 54: the second deal runs dry after 24 and the 30
// discards are shuffled back in; no card is dealt twice in one round.
func TestOutOfCardsMidDeal(t *testing.T) {
	seed := findSeed(t, func(s uint64) bool {
		f, _ := NewFight(crowd(30), SWADE, s, Dealing{})
		_ = f.StartRound()
		return !f.Init.JokerDealt
	})
	f, err := NewFight(crowd(30), SWADE, seed, Dealing{})
	require.NoError(t, err)
	require.NoError(t, f.StartRound())
	require.NoError(t, f.StartRound())
	deals, shuffleAt := 0, -1
	for _, e := range f.Events {
		if e.Kind == EventRound && e.Total == 2 {
			deals = 0
		}
		if e.Kind == EventDeal {
			deals++
		}
		if e.Kind == EventShuffle {
			assert.Equal(t, ShuffleEmpty, e.Outcome)
			shuffleAt = deals
		}
	}
	assert.Equal(t, 24, shuffleAt, "the shuffle comes after the 24 cards left")
	assert.Equal(t, 30, f.Init.InPlay(), "30 different cards in hand")
	assert.Equal(t, 54, cardCount(f))

	// 55 hands cannot be dealt from 54 cards: an error, not a panic.
	g, err := NewFight(crowd(55), SWADE, 1, Dealing{})
	require.NoError(t, err)
	assert.ErrorContains(t, g.StartRound(), "all 54 cards are in play")
}

// A figure on Hold keeps its card into the next round and is not dealt in.
func TestHoldCarriesOver(t *testing.T) {
	f := newTestFight(t, SWADE, 5)
	require.NoError(t, f.StartRound())
	held := f.Init.Cards["virginia"]
	require.NoError(t, f.Hold("virginia"))
	assert.Error(t, f.Hold("virginia"), "already on Hold")
	assert.Equal(t, []string{"virginia"}, f.Held())
	for _, turn := range f.Order() {
		assert.NotContains(t, turn.Figures, "virginia")
	}
	n := len(f.Events)
	require.NoError(t, f.StartRound())
	for _, e := range f.Events[n:] {
		if e.Kind == EventDeal {
			assert.NotContains(t, e.Figures, "virginia", "a figure on Hold is not dealt in")
		}
	}
	got, ok := f.Init.Card("virginia")
	assert.True(t, ok)
	assert.Equal(t, held, got, "she keeps her card")
	assert.True(t, f.Init.Hold["virginia"])
	assert.Equal(t, 54, cardCount(f))

	require.NoError(t, f.Act("virginia"))
	assert.Equal(t, TurnFromHold, f.Events[len(f.Events)-1].Outcome)
	assert.Empty(t, f.Held())
	assert.Error(t, f.Act("virginia"), "one turn a round")
	require.NoError(t, f.StartRound())
	assert.Contains(t, f.Init.Cards, "virginia", "dealt in again once she has acted")
	assert.Equal(t, 54, cardCount(f))
}

// Shaken or Stunned on Hold: the Hold is lost.
func TestHoldLostWhenShaken(t *testing.T) {
	f := newTestFight(t, SWADE, 5)
	require.NoError(t, f.StartRound())
	require.NoError(t, f.Hold("buck"))
	s := f.Figure("buck").State
	s.Shaken = true
	require.NoError(t, f.SetState("buck", s, ""))
	last := f.Events[len(f.Events)-1]
	assert.Equal(t, EventHold, last.Kind)
	assert.Equal(t, HoldLost, last.Outcome)
	assert.Empty(t, f.Held())
	assert.True(t, f.Init.Acted["buck"])
	require.NoError(t, f.StartRound())
	assert.ErrorContains(t, f.Hold("buck"), "Shaken", "still Shaken: no Hold to take")
	s.Shaken, s.Incapacitated = false, true
	require.NoError(t, f.SetState("buck", s, ""))
	assert.ErrorContains(t, f.Hold("buck"), "Incapacitated")
}

// Interrupting needs the edition's opposed roll: Athletics in swade,
// Agility in deluxe. The higher total goes first, a tie is simultaneous.
func TestInterruptTrait(t *testing.T) {
	// Buck has Athletics d6 and Agility d8: the die shows which was rolled.
	cases := []struct {
		ed    Edition
		trait string
		die   Die
	}{
		{SWADE, "Athletics", D6},
		{Deluxe, "Agility", D8},
	}
	for _, c := range cases {
		seed := findSeed(t, func(s uint64) bool {
			f, _ := NewFight(fightCast(), c.ed, s, fightDealing)
			_ = f.StartRound()
			return !f.Init.Joker("buck")
		})
		f := newTestFight(t, c.ed, seed)
		require.NoError(t, f.StartRound())
		_, err := f.Interrupt("buck", "c1")
		assert.ErrorContains(t, err, "not on Hold")
		require.NoError(t, f.Hold("buck"))
		got, err := f.Interrupt("buck", "c1")
		require.NoError(t, err)
		n := len(f.Events)
		hr, ar, ie := f.Events[n-3], f.Events[n-2], f.Events[n-1]
		assert.Equal(t, c.trait, hr.What, string(c.ed))
		assert.Equal(t, c.trait, ar.What, string(c.ed))
		assert.Equal(t, "buck", hr.Who)
		assert.Equal(t, "c1", ar.Who)
		assert.Equal(t, EventInterrupt, ie.Kind)
		assert.Equal(t, hr.Total, ie.Total)
		assert.Equal(t, ar.Total, ie.TN)
		assert.Equal(t, OpposedInterrupt(hr.Total, ar.Total), got)
		assert.False(t, f.Init.Hold["buck"], "the Hold is used up")
		// An opposed roll has no TN: the line ends at the total.
		assert.Zero(t, hr.TN)
		assert.Regexp(t, `^Buck rolls `+c.trait+` against Cultist 1: d\d+ [\d+]+, Wild d6 [\d+]+ = -?\d+\.$`, hr.Text(f.Names()))
		assert.Equal(t, c.die, hr.Rolls[0].Die, string(c.ed))
		assert.True(t, hr.Rolls[1].Wild, "Buck is a Wild Card")
		assert.Len(t, ar.Rolls, 1, "an Extra rolls no Wild Die")
	}
}

func TestOpposedInterrupt(t *testing.T) {
	cases := []struct {
		holder, actor int
		want          Interrupt
	}{
		{7, 5, HolderFirst},
		{5, 7, ActorFirst},
		{6, 6, Simultaneous},
		{-1, -2, HolderFirst},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, OpposedInterrupt(c.holder, c.actor), "%d vs %d", c.holder, c.actor)
	}
}

// A Joker interrupts without a roll.
func TestJokerInterruptsFreely(t *testing.T) {
	seed := findSeed(t, func(s uint64) bool {
		f, _ := NewFight(fightCast(), SWADE, s, fightDealing)
		_ = f.StartRound()
		return f.Init.Joker("buck")
	})
	f := newTestFight(t, SWADE, seed)
	require.NoError(t, f.StartRound())
	require.NoError(t, f.Hold("buck"))
	n := len(f.Events)
	got, err := f.Interrupt("buck", "c1")
	require.NoError(t, err)
	assert.Equal(t, HolderFirst, got)
	require.Len(t, f.Events, n+1, "no dice rolled")
	assert.Equal(t, "Buck interrupts Cultist 1 with the Joker and acts first.", f.Events[n].Text(f.Names()))
}

// Surprise: the ambushers are dealt in (a Joker counts) and start on
// Hold; victims who fail Notice get no card in the first round only.
func TestSurprise(t *testing.T) {
	// A seed where a hero fails Notice and another makes it.
	seed := findSeed(t, func(s uint64) bool {
		f, _ := NewFight(fightCast(), SWADE, s, fightDealing)
		_ = f.Surprise([]string{"priest", "c1", "c2", "c3"}, nil)
		return len(f.Init.Surprised) == 1
	})
	f := newTestFight(t, SWADE, seed)
	require.NoError(t, f.Surprise([]string{"priest", "c1", "c2", "c3"}, nil))
	var failed, made []string
	for _, e := range f.Events {
		if e.Kind == EventTrait {
			assert.Equal(t, "Notice", e.What)
			if e.Outcome == "failure" || e.Outcome == "critical failure" {
				failed = append(failed, e.Who)
			} else {
				made = append(made, e.Who)
			}
		}
	}
	require.Len(t, failed, 1)
	assert.ElementsMatch(t, []string{"buck", "virginia", "dog"}, append(failed, made...), "every hero rolls Notice")
	require.NoError(t, f.StartRound())
	for _, id := range []string{"priest", "c1", "c2", "c3"} {
		assert.Contains(t, f.Init.Cards, id, "ambushers are dealt in")
		assert.True(t, f.Init.Hold[id], "ambushers start on Hold")
	}
	assert.NotContains(t, f.Init.Cards, failed[0], "failed Notice: no card")
	for _, id := range made {
		assert.Contains(t, f.Init.Cards, id)
	}
	assert.Error(t, f.Surprise([]string{"c1"}, nil), "surprise comes before the first round")

	require.NoError(t, f.StartRound())
	assert.Contains(t, f.Init.Cards, failed[0], "dealt in from the second round")

	// The ambushers' deal counts for a Joker: a seed where the cult's card
	// is a Joker forces the reshuffle.
	seed = findSeed(t, func(s uint64) bool {
		g, _ := NewFight(fightCast(), SWADE, s, fightDealing)
		_ = g.Surprise([]string{"priest", "c1", "c2", "c3"}, nil)
		_ = g.StartRound()
		return g.Init.Joker("c1")
	})
	g := newTestFight(t, SWADE, seed)
	require.NoError(t, g.Surprise([]string{"priest", "c1", "c2", "c3"}, nil))
	require.NoError(t, g.StartRound())
	assert.True(t, g.Init.Hold["c1"])
	assert.True(t, g.Init.JokerDealt)
	require.NoError(t, g.StartRound())
	shuffled := false
	for _, e := range g.Events {
		shuffled = shuffled || (e.Kind == EventShuffle && e.Outcome == ShuffleJoker)
	}
	assert.True(t, shuffled)
	assert.Equal(t, 54, cardCount(g))
}

// Incapacitated figures are still dealt in; the dead are not.
func TestIncapacitatedDealtIn(t *testing.T) {
	figs := fightCast()
	figs[0].Incapacitated = true // Buck
	figs[4].Incapacitated = true // Cultist 1
	figs[3].Incapacitated, figs[3].Dead = true, true
	f, err := NewFight(figs, SWADE, 3, fightDealing)
	require.NoError(t, err)
	require.NoError(t, f.StartRound())
	assert.Contains(t, f.Init.Cards, "buck")
	assert.Contains(t, f.Init.Cards, "c1")
	assert.NotContains(t, f.Init.Cards, "priest")
}

func TestFightBadInput(t *testing.T) {
	_, err := NewFight([]*Figure{{ID: "a"}, {ID: "a"}}, SWADE, 1, Dealing{})
	assert.ErrorContains(t, err, `two figures have the id "a"`)
	_, err = NewFight([]*Figure{{}}, SWADE, 1, Dealing{})
	assert.ErrorContains(t, err, "no id")
	_, err = NewFight([]*Figure{nil}, SWADE, 1, Dealing{})
	assert.Error(t, err)
	f := newTestFight(t, SWADE, 1)
	assert.Error(t, f.Hold("buck"), "no card before the first deal")
	assert.Error(t, f.Act("nobody"))
	_, err = f.Interrupt("buck", "buck")
	assert.Error(t, err)
	assert.ErrorIs(t, f.SpendBenny("c1", "reroll"), ErrNoBenny)
	_, err = f.Test("nobody", "notice", nil, 0)
	assert.Error(t, err)
}

// Deluxe surprise: the side that springs the ambush is not dealt cards
// and begins the fight on Hold; it acts from Hold (before anyone on the
// countdown) without a card, and is dealt in as usual from the second
// round once it has acted.
func TestDeluxeAmbushersAreNotDealtCardsAndStartOnHold(t *testing.T) {
	f := newTestFight(t, Deluxe, 1)
	require.NoError(t, f.Surprise([]string{"priest", "c1", "c2", "c3"}, []string{}))
	before := f.Init.Deck.Len()
	require.NoError(t, f.StartRound())
	for _, id := range []string{"priest", "c1", "c2", "c3"} {
		assert.NotContains(t, f.Init.Cards, id, "deluxe ambushers are not dealt cards")
		assert.True(t, f.Init.Hold[id], "deluxe ambushers start on Hold")
	}
	assert.Equal(t, before-2, f.Init.Deck.Len(), "only the heroes' two cards are dealt (Rex is on Buck's)")
	n := len(f.Events)
	assert.Equal(t, "The Priest waits in ambush on Hold with no card.", f.Events[n-4].Text(f.Names()))
	require.NoError(t, f.Act("priest"))
	assert.Equal(t, "The Priest acts from Hold (no card).", f.Events[n].Text(f.Names()))
	assert.Equal(t, 54, cardCount(f))
	require.NoError(t, f.StartRound())
	assert.Contains(t, f.Init.Cards, "priest", "dealt in from the second round after acting")
	assert.Equal(t, 54, cardCount(f))
}
