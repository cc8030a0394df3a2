package rules_test

import (
	"math"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestGMAddsAQuickExtraThatUndoTakesBack(t *testing.T) {
	b := newBattle(t, duel, 1)
	n := len(b.Figures())
	refused(t, b, rules.AddFigure{ID: "c1", Side: "cult", At: rules.Pos{X: 3, Y: 3}}, `the id "c1" is taken`)
	refused(t, b, rules.AddFigure{ID: "g", At: rules.Pos{X: 3, Y: 3}}, "a new figure needs a side (or a figure it is like)")
	refused(t, b, rules.AddFigure{ID: "g", Side: "aliens", At: rules.Pos{X: 3, Y: 3}}, `side "aliens" has no figures in this scenario`)
	refused(t, b, rules.AddFigure{ID: "g", Side: "cult", At: rules.Pos{X: 8, Y: 1}}, "Cultist 1 stands on (8, 1)")
	refused(t, b, rules.AddFigure{ID: "g", Side: "cult", At: rules.Pos{X: 40, Y: 1}}, "a figure cannot be put on (40, 1): (40, 1) is off the map")
	refused(t, b, rules.AddFigure{ID: "g", Side: "cult", Traits: map[rules.Trait]string{"juggling": "d6"}, At: rules.Pos{X: 3, Y: 3}}, `traits: "juggling" is not a trait`)
	refused(t, b, rules.AddFigure{ID: "g", Side: "cult", Traits: map[rules.Trait]string{rules.Fighting: "d7"}, At: rules.Pos{X: 3, Y: 3}}, `traits.fighting: "d7" is not a die (d4, d6, d8, d10, d12, or d12+N)`)

	require.NoError(t, b.Apply(rules.AddFigure{ID: "g", Name: "Guard", Side: "cult", Traits: map[rules.Trait]string{rules.Fighting: "d8"}, At: rules.Pos{X: 3, Y: 3}}))
	g := b.Figure("g")
	require.NotNil(t, g)
	assert.Equal(t, rules.Die{Sides: 8}, g.Traits[rules.Fighting])
	assert.Equal(t, 6, g.Pace)
	assert.Len(t, b.Figures(), n+1)
	p, ok := b.Battlefield.Position("g")
	require.True(t, ok)
	assert.Equal(t, rules.Pos{X: 3, Y: 3}, p)
	assert.Equal(t, "Guard is added by the GM on (3, 3).", b.Log()[len(b.Log())-1])

	require.NoError(t, b.Apply(rules.StartRound{}))
	require.NoError(t, b.Undo())
	assert.NotNil(t, b.Figure("g"), "undo of a later action keeps the added figure")
	require.NoError(t, b.Undo())
	assert.Nil(t, b.Figure("g"))
	assert.Len(t, b.Figures(), n)
	_, ok = b.Battlefield.Position("g")
	assert.False(t, ok)
	require.NoError(t, b.Redo())
	assert.NotNil(t, b.Figure("g"), "redo adds it again")
}

func TestGMRemovesAFigureAndTheLogKeepsItsName(t *testing.T) {
	b := newBattle(t, duel, 1)
	n := len(b.Figures())
	refused(t, b, rules.RemoveFigure{Who: "nobody"}, `there is no figure "nobody"`)
	require.NoError(t, b.Apply(rules.RemoveFigure{Who: "c1"}))
	assert.Nil(t, b.Figure("c1"))
	assert.Len(t, b.Figures(), n-1)
	assert.Equal(t, "Cultist 1 is taken off the table by the GM.", b.Log()[len(b.Log())-1])
	refused(t, b, rules.AddFigure{ID: "c1", Side: "cult", At: rules.Pos{X: 3, Y: 3}}, `the id "c1" is taken`)
	require.NoError(t, b.Apply(rules.StartRound{}))
	for _, turn := range b.Fight.Order() {
		assert.NotContains(t, turn.Figures, "c1", "a removed figure is dealt no card")
	}
	require.NoError(t, b.Undo())
	require.NoError(t, b.Undo())
	require.NotNil(t, b.Figure("c1"))
	p, _ := b.Battlefield.Position("c1")
	assert.Equal(t, rules.Pos{X: 8, Y: 1}, p)
	assert.Equal(t, "c1", b.Figures()[1].ID, "it comes back in its scenario place")
}

func TestRemovingTheFigureWhoseTurnItIsIsRefused(t *testing.T) {
	b := newBattle(t, duel, 1)
	fighttest.ToTurn(t, b, "buck", 1)
	refused(t, b, rules.RemoveFigure{Who: "buck"}, "Buck is taking a turn: end it first")
}

func TestABattleWithAddedAndRemovedFiguresReplaysFromItsFile(t *testing.T) {
	b := newBattle(t, duel, 1)
	require.NoError(t, b.Apply(rules.AddFigure{ID: "c9", Like: "c1", Name: "Cultist 9", At: rules.Pos{X: 10, Y: 4}}))
	require.NoError(t, b.Apply(rules.RemoveFigure{Who: "c2"}))
	require.NoError(t, b.Apply(rules.StartRound{}))
	fresh := newBattle(t, duel, 1)
	require.NoError(t, fresh.Replay(b.Applied))
	assert.Equal(t, b.Log(), fresh.Log())
	c9 := fresh.Figure("c9")
	require.NotNil(t, c9)
	assert.Equal(t, "cult", c9.Side)
	assert.Equal(t, b.Figure("c1").Traits, c9.Traits, "a copy has the scenario figure's traits")
	assert.Equal(t, "Knife", c9.Weapons[0].Name)
	cp, err := b.Checkpoint()
	require.NoError(t, err)
	require.NoError(t, b.Undo())
	require.NoError(t, b.Undo())
	require.NoError(t, b.Restore(cp), "a checkpoint across a change of figures replays")
	assert.Equal(t, fresh.Log(), b.Log())
}

func TestGMSetsAndClearsAHoldOutsideATurn(t *testing.T) {
	b := newBattle(t, duel, 1)
	refused(t, b, rules.SetHold{Who: "buck", Hold: true}, "Buck has no card to hold")
	require.NoError(t, b.Apply(rules.StartRound{}))
	refused(t, b, rules.SetHold{Who: "buck"}, "Buck is not on Hold")
	require.NoError(t, b.Apply(rules.SetHold{Who: "buck", Hold: true}))
	assert.True(t, b.Fight.Init.Hold["buck"])
	require.NoError(t, b.Apply(rules.SetHold{Who: "buck"}))
	assert.False(t, b.Fight.Init.Hold["buck"])
	assert.True(t, b.Fight.Init.Acted["buck"], "a Hold taken away is the figure's action spent")
	require.NoError(t, b.Undo())
	assert.True(t, b.Fight.Init.Hold["buck"])
}

// A Wild Card the GM adds starts with its kind's bennies, as the
// scenario's figures do: 2 on the GM's side, 3 on the players', and an
// Extra none (the GM's pool serves it).
func TestAnAddedWildCardStartsWithItsBennies(t *testing.T) {
	b := newBattle(t, duel, 1)
	apply(t, b,
		rules.AddFigure{ID: "priest", Side: "cult", WildCard: true, At: rules.Pos{X: 3, Y: 3}},
		rules.AddFigure{ID: "kid", Side: "heroes", WildCard: true, At: rules.Pos{X: 3, Y: 4}},
		rules.AddFigure{ID: "guard", Side: "cult", At: rules.Pos{X: 3, Y: 5}})
	assert.Equal(t, 2, b.Figure("priest").Bennies)
	assert.Equal(t, 3, b.Figure("kid").Bennies)
	assert.Equal(t, 0, b.Figure("guard").Bennies)
}

// A figure the GM takes off is off the table for every question the board
// answers by id (its square, its distance), even one just asked of it;
// undone, it stands on its square again.
func TestAFigureTakenOffIsOffTheTableForTheBoard(t *testing.T) {
	b := newBattle(t, duel, 1)
	p, ok := b.Battlefield.Position("c1")
	require.True(t, ok)
	require.False(t, math.IsInf(b.Battlefield.Distance("buck", "c1"), 1))
	require.NoError(t, b.Apply(rules.RemoveFigure{Who: "c1"}))
	_, ok = b.Battlefield.Position("c1")
	assert.False(t, ok)
	assert.True(t, math.IsInf(b.Battlefield.Distance("buck", "c1"), 1))
	require.NoError(t, b.Undo())
	q, ok := b.Battlefield.Position("c1")
	assert.True(t, ok)
	assert.Equal(t, p, q)
}
