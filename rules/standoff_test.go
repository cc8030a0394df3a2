package rules_test

import (
	"maps"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Deluxe's standoff: when everyone is effectively on Hold, the GM calls a
// standoff instead of dealing the round: every figure rolls Agility and
// they act from the highest total to the lowest, ties at the same time
// (any of the tied figures may go first). The next round is dealt as
// usual. SWADE has no such rule.
func TestDeluxeStandoffActsFromHighestAgilityToLowest(t *testing.T) {
	b := newBattle(t, arenaDeluxe, 1)
	// Buck d8 5, Wild d6 2 = 5; Virginia d6 3, Wild d6 4 = 4; Cultist 1
	// d6 4; the wolf d8 7; Cultist 2 d6 5; the bear d6 2, Wild d6 1 = 2;
	// the bull d6 1.
	script(b, 5, 2, 3, 4, 4, 7, 5, 2, 1, 1)
	apply(t, b, rules.Standoff{})
	assert.Equal(t, []string{
		"Round 1 begins with a standoff: everyone rolls Agility and acts from the highest total to the lowest (ties at the same time).",
		"Buck rolls Agility in the standoff: d8 5, Wild d6 2 = 5.",
		"Virginia rolls Agility in the standoff: d6 3, Wild d6 4 = 4.",
		"Cultist 1 rolls Agility in the standoff: d6 4 = 4.",
		"Wolf rolls Agility in the standoff: d8 7 = 7.",
		"Cultist 2 rolls Agility in the standoff: d6 5 = 5.",
		"Bear rolls Agility in the standoff: d6 2, Wild d6 1 = 2.",
		"Bull rolls Agility in the standoff: d6 1 = 1.",
	}, logFrom(b, 0))
	order := b.Fight.Order()
	require.Len(t, order, 5)
	assert.Equal(t, []rules.Turn{
		{Figures: []string{"wolf"}, Agility: 7},
		{Figures: []string{"buck", "c2"}, Agility: 5},
		{Figures: []string{"virginia", "c1"}, Agility: 4},
		{Figures: []string{"bear"}, Agility: 2},
		{Figures: []string{"bull"}, Agility: 1},
	}, order)

	assert.Equal(t, []string{"wolf"}, b.NextUp())
	// Undo takes the whole standoff back.
	require.NoError(t, b.Undo())
	assert.Zero(t, b.Fight.Init.Round)
	assert.Empty(t, b.Fight.Init.Standoff)
	script(b, 5, 2, 3, 4, 4, 7, 5, 2, 1, 1)
	apply(t, b, rules.Standoff{})
	assert.Equal(t, 7, b.Fight.Init.Standoff["wolf"])
	refused(t, b, rules.StartTurn{Who: "buck"}, "it is not Buck's turn: Wolf acts first in the standoff (Agility 7)")
	refused(t, b, rules.Standoff{}, "round 1 is not over: Wolf, Buck, Cultist 2, Virginia, Cultist 1, Bear and Bull still to act")
	n := len(b.Events())
	apply(t, b, rules.StartTurn{Who: "wolf"})
	assert.Equal(t, []string{"Wolf acts in the standoff (Agility 7)."}, logFrom(b, n))
	apply(t, b, rules.EndTurn{Who: "wolf"})
	// A tie acts at the same time: either may start.
	assert.Equal(t, []string{"buck", "c2"}, b.NextUp())
	apply(t, b, rules.StartTurn{Who: "c2"}, rules.EndTurn{Who: "c2"})
	assert.Equal(t, []string{"buck"}, b.NextUp())
	apply(t, b, rules.StartTurn{Who: "buck"}, rules.EndTurn{Who: "buck"})
	assert.Equal(t, []string{"virginia", "c1"}, b.NextUp())
	refused(t, b, rules.StartTurn{Who: "bear"}, "it is not Bear's turn: Virginia acts first in the standoff (Agility 4)")
	for _, id := range []string{"virginia", "c1", "bear", "bull"} {
		apply(t, b, rules.StartTurn{Who: id}, rules.EndTurn{Who: id})
	}
	assert.Empty(t, b.NextUp())

	// The next round is dealt as usual.
	n = len(b.Events())
	apply(t, b, rules.StartRound{})
	assert.Equal(t, "Round 2 begins.", logFrom(b, n)[0])
	_, dealt := b.Fight.Init.Card("buck")
	assert.True(t, dealt)
	assert.Empty(t, b.Fight.Init.Standoff)
	for _, tu := range b.Fight.Order() {
		assert.Zero(t, tu.Agility)
	}

	sw := newBattle(t, arena, 1)
	refused(t, sw, rules.Standoff{}, "a standoff is not a rule in swade: deal the round and let the cards decide")
}

// A standoff replays from the seed: undoing the turn after it rebuilds
// the same Agility totals.
func TestStandoffReplaysFromTheSeed(t *testing.T) {
	b := newBattle(t, arenaDeluxe, 3)
	apply(t, b, rules.Standoff{})
	totals := maps.Clone(b.Fight.Init.Standoff)
	require.Len(t, totals, 7)
	up := b.NextUp()
	require.NotEmpty(t, up)
	apply(t, b, rules.StartTurn{Who: up[0]})
	require.NoError(t, b.Undo())
	assert.Equal(t, totals, b.Fight.Init.Standoff)
	assert.Equal(t, up, b.NextUp())
}

// A restored battle owns its standoff totals like its other initiative
// maps: changing them does not change the checkpoint's copy.
func TestRestoredStandoffTotalsAreTheBattlesOwn(t *testing.T) {
	b := newBattle(t, arenaDeluxe, 1)
	script(b, 5, 2, 3, 4, 4, 7, 5, 2, 1, 1)
	apply(t, b, rules.Standoff{})
	c, err := b.Checkpoint()
	require.NoError(t, err)
	want := maps.Clone(b.Fight.Init.Standoff)
	require.NoError(t, b.Restore(c))
	b.Fight.Init.Standoff["buck"] = 99
	require.NoError(t, b.Restore(c))
	assert.Equal(t, want, b.Fight.Init.Standoff)
}
