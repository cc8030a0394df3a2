package rules_test

import (
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// skirmish: two riflemen against two knife-fighters on open ground.
const skirmish = `name: Skirmish
map:
  rows:
    - "............"
    - "............"
    - "............"
    - "............"
figures:
  - {id: h1, side: heroes, wildcard: true, at: [1, 1], traits: {shooting: d8, vigor: d6}, weapons: [{name: Rifle, range: 24/48/96, damage: 2d8, ap: 2, shots: 5}]}
  - {id: h2, side: heroes, at: [1, 2], traits: {shooting: d6, vigor: d6}, weapons: [{name: Rifle, range: 24/48/96, damage: 2d8, ap: 2, shots: 5}]}
  - {id: g1, side: goblins, at: [10, 1], traits: {fighting: d6, agility: d6, vigor: d4}, weapons: [{name: Knife, damage: str+d4}]}
  - {id: g2, side: goblins, at: [10, 2], traits: {fighting: d6, agility: d6, vigor: d4}, weapons: [{name: Knife, damage: str+d4}]}
`

func skirmishSim(t *testing.T, b *rules.Battle, total int) (*rules.Simulation, func() error) {
	t.Helper()
	b.Soak = rules.DefaultSoak
	start, restore, err := rules.StartFrom(b)
	require.NoError(t, err)
	return rules.NewSimulation(total, 7, start, rules.FightOptions{}), restore
}

// TestSimulationStepByStepCountsAsInOneGo: fights played a few at a time
// (what a window or a browser does between frames) count the same as all
// at once; progress is told after every fight; stopping early is just not
// asking for more.
func TestSimulationStepByStepCountsAsInOneGo(t *testing.T) {
	b := newBattle(t, skirmish, 1)
	whole, restore := skirmishSim(t, b, 30)
	done, err := whole.RunSome(1000)
	require.NoError(t, err)
	assert.Equal(t, 30, done)
	assert.True(t, whole.Done())
	require.NoError(t, restore())

	steps, restore := skirmishSim(t, b, 30)
	var told []int
	steps.Progress = func(done, total int) {
		assert.Equal(t, 30, total)
		told = append(told, done)
	}
	for !steps.Done() {
		before := steps.Fights()
		done, err := steps.RunSome(4)
		require.NoError(t, err)
		assert.Equal(t, min(before+4, 30), done)
	}
	require.NoError(t, restore())
	assert.Len(t, told, 30)
	assert.Equal(t, 30, told[29])
	assert.Equal(t, whole.Tally(), steps.Tally(), "each fight has its own seed")
	tl := whole.Tally()
	assert.Equal(t, []string{"heroes", "goblins"}, tl.Sides)
	assert.Equal(t, 30, tl.Wins[0]+tl.Wins[1]+tl.Draws)
	require.Len(t, tl.Players, 2, "the goblins are the GM's (every side but the first): the heroes are the player characters")
	assert.Equal(t, "h1", tl.Players[0].ID)

	cancelled, restore := skirmishSim(t, b, 30)
	_, err = cancelled.RunSome(5)
	require.NoError(t, err)
	require.NoError(t, restore())
	assert.Equal(t, 5, cancelled.Fights())
	assert.False(t, cancelled.Done())
}

// TestOddsFromThePresentLeaveTheBattleAsItWas: StartFrom plays every fight
// from the battle's present state, and restore puts it back.
func TestOddsFromThePresentLeaveTheBattleAsItWas(t *testing.T) {
	b := newBattle(t, skirmish, 1)
	require.NoError(t, b.Apply(rules.Place{Who: "g1", To: rules.Pos{X: 3, Y: 1}}))
	n := len(b.Events())
	sim, restore := skirmishSim(t, b, 20)
	_, err := sim.RunSome(20)
	require.NoError(t, err)
	require.NoError(t, restore())
	assert.Len(t, b.Events(), n)
	p, _ := b.Battlefield.Position("g1")
	assert.Equal(t, rules.Pos{X: 3, Y: 1}, p)
	assert.Equal(t, 0, b.Fight.Init.Round, "no round was dealt in the present")
	assert.Greater(t, sim.Tally().MeanRounds(), 0.0)
}

// TestStartFromPlaysASeedAlikeWhateverCameBefore: a fight from the
// present is the same, event for event, whether it is the first played or
// follows others (a start reuses the last fight's arrays of events and
// actions), and the present's own events are left as they were.
func TestStartFromPlaysASeedAlikeWhateverCameBefore(t *testing.T) {
	b := newBattle(t, skirmish, 1)
	b.Soak = rules.DefaultSoak
	require.NoError(t, b.Apply(rules.Place{Who: "g1", To: rules.Pos{X: 3, Y: 1}}))
	present := b.Log()
	start, restore, err := rules.StartFrom(b)
	require.NoError(t, err)
	play := func(seed uint64) ([]string, int) {
		bt, err := start(seed)
		require.NoError(t, err)
		_, err = rules.PlayFight(bt, rules.FightOptions{})
		require.NoError(t, err)
		return bt.Log(), len(bt.Applied)
	}
	first, acts := play(5)
	require.Greater(t, len(first), len(present)+20, "the fight adds its events to the present's")
	play(9)
	play(11)
	again, actsAgain := play(5)
	assert.Equal(t, first, again)
	assert.Equal(t, acts, actsAgain)
	require.NoError(t, restore())
	assert.Equal(t, present, b.Log())
}

// TestWinShareHasWilsonsInterval: 5 wins in 20 fights is 25%, with the
// 95% Wilson interval 11.19% to 46.87%; none in 20 is 0 to 16.11%.
func TestWinShareHasWilsonsInterval(t *testing.T) {
	tl := rules.Tally{Fights: 20, Sides: []string{"a", "b"}, Wins: []int{5, 0}, Draws: 15}
	s := tl.WinShare("a")
	assert.InDelta(t, 0.25, s.Share, 1e-12)
	assert.InDelta(t, 0.1119, s.Low, 1e-4)
	assert.InDelta(t, 0.4687, s.High, 1e-4)
	z := tl.WinShare("b")
	assert.Zero(t, z.Low)
	assert.InDelta(t, 0.1611, z.High, 1e-4)
	assert.InDelta(t, 0.75, tl.DrawShare().Share, 1e-12)
}

// Nobody at the table knows the order of the cards still in the deck, so
// the odds from the present state deal each fight from the draw pile
// shuffled by that fight's own seed: from before the first deal, 20
// fights see many different first cards, not the battle's one order.
// The discards and the cards dealt stay where they are.
func TestStartFromShufflesTheCardsNotYetDealt(t *testing.T) {
	b := newBattle(t, skirmish, 1)
	start, restore, err := rules.StartFrom(b)
	require.NoError(t, err)
	firsts := map[rules.Card]bool{}
	for i := 0; i < 20; i++ {
		c, err := start(rules.FightSeed(3, i))
		require.NoError(t, err)
		top, ok := c.Fight.Init.Deck.Top()
		require.True(t, ok)
		firsts[top] = true
		assert.Len(t, c.Fight.Init.Deck.Draw, 54, "nothing dealt yet")
	}
	// 20 draws from 54 cards: all the same has probability 54^-19.
	assert.Greater(t, len(firsts), 5, "the first card differs from fight to fight")
	require.NoError(t, restore())

	// The same seed deals the same order.
	a, err := start(rules.FightSeed(3, 0))
	require.NoError(t, err)
	one := append([]rules.Card(nil), a.Fight.Init.Deck.Draw...)
	a, err = start(rules.FightSeed(3, 0))
	require.NoError(t, err)
	assert.Equal(t, one, a.Fight.Init.Deck.Draw)
	require.NoError(t, restore())
}

// From the middle of a fight the odds shuffle only the draw pile: the
// cards in the figures' hands and the discards stay where they are, so
// each fight's pile holds the same cards in its own order.
func TestStartFromMidFightShufflesThePileAloneKeepingHandsAndDiscards(t *testing.T) {
	b := newBattle(t, skirmish, 1)
	require.NoError(t, b.Apply(rules.StartRound{}))
	b.Fight.Init.Deck.Discard = append(b.Fight.Init.Deck.Discard, b.Fight.Init.Deck.Draw[:3]...)
	b.Fight.Init.Deck.Draw = b.Fight.Init.Deck.Draw[3:]
	hands := map[string]rules.Card{}
	for id, c := range b.Fight.Init.Cards {
		hands[id] = c
	}
	require.Len(t, hands, 4, "four figures dealt")
	discards := append([]rules.Card(nil), b.Fight.Init.Deck.Discard...)
	pile := append([]rules.Card(nil), b.Fight.Init.Deck.Draw...)
	dealt := map[rules.Card]bool{}
	for _, c := range hands {
		dealt[c] = true
	}
	require.Len(t, pile, 54-len(dealt)-3, "the goblins (Extras) share one card")

	start, restore, err := rules.StartFrom(b)
	require.NoError(t, err)
	tops := map[rules.Card]bool{}
	for i := 0; i < 20; i++ {
		c, err := start(rules.FightSeed(5, i))
		require.NoError(t, err)
		d := c.Fight.Init.Deck
		assert.Equal(t, discards, d.Discard, "the discards stay")
		assert.Equal(t, hands, c.Fight.Init.Cards, "the hands stay")
		assert.ElementsMatch(t, pile, d.Draw, "the same cards in the pile")
		tops[d.Draw[0]] = true
	}
	assert.Greater(t, len(tops), 5, "each fight's pile has its own order")
	require.NoError(t, restore())
	assert.Equal(t, pile, b.Fight.Init.Deck.Draw, "restore gives the battle its own pile back")
}
