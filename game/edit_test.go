package game

import (
	"battlemat/menu"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// editButton is the edit entry k as laid out now.
func editButton(t *testing.T, g *Game, k string) Button {
	t.Helper()
	for _, b := range g.Buttons() {
		if b.Cmd == CmdEditItem && b.Arg == k {
			return b
		}
	}
	require.Failf(t, "no edit entry", "%s", k)
	return Button{}
}

// tapButton clicks the button's middle, as a mouse or a finger would.
func tapButton(g *Game, b Button) { click(g, b.X+b.W/2, b.Y+b.H/2) }

func editGame(t *testing.T) *Game {
	g := demoGame(t, demoSeed)
	press(g, CmdEdit.Key())
	require.True(t, g.ctl.Editing())
	return g
}

// undoRedo checks that the last edit is an action: undo takes it back,
// redo puts it back.
func undoRedo(t *testing.T, g *Game, check func(done bool)) {
	t.Helper()
	check(true)
	press(g, CmdUndo.Key())
	check(false)
	press(g, CmdRedo.Key())
	check(true)
}

func TestEditMovesAnyFigureWithTwoTaps(t *testing.T) {
	g := editGame(t)
	b := g.ctl.Battle()
	clickSquare(g, 17, 9) // the priest, before any deal
	assert.Equal(t, "priest", g.Snapshot().Selected)
	clickSquare(g, 5, 6)
	undoRedo(t, g, func(done bool) {
		p, _ := b.Battlefield.Position("priest")
		if done {
			assert.Equal(t, rules.Pos{X: 5, Y: 6}, p)
			assert.Contains(t, b.Log()[len(b.Log())-1], "is put by the GM")
		} else {
			assert.Equal(t, rules.Pos{X: 17, Y: 9}, p)
		}
	})
	clickSquare(g, 2, 2) // Buck
	clickSquare(g, 4, 3) // onto Gina: refused, one line
	assert.Contains(t, g.Snapshot().Message, "Gina")
	p, _ := b.Battlefield.Position("buck")
	assert.Equal(t, rules.Pos{X: 2, Y: 2}, p)
}

func TestEditTogglesStatesAndCountsAsGMActions(t *testing.T) {
	g := editGame(t)
	b := g.ctl.Battle()
	clickSquare(g, 2, 2) // Buck
	cases := []struct {
		entry string
		done  func() bool
	}{
		{menu.EditShaken, func() bool { return b.Figure("buck").Shaken }},
		{menu.EditStunned, func() bool { return b.Figure("buck").Stunned }},
		{menu.EditWoundUp, func() bool { return b.Figure("buck").Wounds == 1 }},
		{menu.EditFatUp, func() bool { return b.Figure("buck").Fatigue == 1 }},
		{menu.EditBennyUp, func() bool { return b.Figure("buck").Bennies == 4 }},
	}
	bennies := b.Figure("buck").Bennies
	require.Equal(t, 3, bennies)
	for _, tc := range cases {
		n := len(b.Applied)
		tapButton(g, editButton(t, g, tc.entry))
		require.Len(t, b.Applied, n+1, tc.entry)
		assert.Equal(t, rules.KindSetState, b.Applied[n].Action.Kind())
		undoRedo(t, g, func(done bool) { assert.Equal(t, done, tc.done(), tc.entry) })
	}
	// And back down: each entry clears what it set.
	for _, k := range []string{menu.EditShaken, menu.EditStunned, menu.EditWoundDn, menu.EditFatDn, menu.EditBennyDn, menu.EditBennyDn} {
		tapButton(g, editButton(t, g, k))
	}
	f := b.Figure("buck")
	assert.False(t, f.Shaken || f.Stunned)
	assert.Zero(t, f.Wounds+f.Fatigue)
	assert.Equal(t, 2, f.Bennies)
	assert.False(t, editButton(t, g, menu.EditWoundDn).Enabled)
	assert.Equal(t, "Buck Savage has no Wounds", editButton(t, g, menu.EditWoundDn).Why, "a disabled entry says why")
}

func TestEditAddsACopyAndAnExtraAndRemovesThem(t *testing.T) {
	g := editGame(t)
	b := g.ctl.Battle()
	n := len(b.Figures())
	clickSquare(g, 11, 9) // cultist-1
	tapButton(g, editButton(t, g, menu.EditAddCopy))
	clickSquare(g, 9, 12)
	require.Len(t, b.Figures(), n+1)
	cp := b.Figure("cultist-1-2")
	require.NotNil(t, cp)
	assert.Equal(t, "cultists", cp.Side)
	assert.Equal(t, "cultist-1-2", g.Snapshot().Selected, "the new figure is picked")
	assert.NotNil(t, g.ctl.Board().Figure("cultist-1-2"), "the window's board shows it")
	undoRedo(t, g, func(done bool) { assert.Equal(t, done, b.Figure("cultist-1-2") != nil) })

	tapButton(g, editButton(t, g, menu.EditAddExtra))
	clickSquare(g, 9, 13)
	ex := b.Figure("extra-2")
	require.NotNil(t, ex)
	assert.Equal(t, "Extra 1", ex.Name)
	assert.Equal(t, rules.Die{Sides: 6}, ex.Traits[rules.Fighting])
	assert.False(t, editButton(t, g, menu.EditAddCopy).Enabled, "an added figure is not a scenario figure to copy")

	tapButton(g, editButton(t, g, menu.EditRemove))
	undoRedo(t, g, func(done bool) { assert.Equal(t, done, b.Figure("extra-2") == nil) })
	assert.Nil(t, g.ctl.Board().Figure("extra-2"))

	// The deal goes on with the copy dealt in.
	press(g, CmdEdit.Key())
	press(g, CmdNext.Key())
	dealt := false
	for _, turn := range b.Fight.Order() {
		for _, id := range turn.Figures {
			dealt = dealt || id == "cultist-1-2"
		}
	}
	assert.True(t, dealt, "a figure added before the deal gets a card")
}

func TestEditHoldAndRevealFollowTheRules(t *testing.T) {
	g := editGame(t)
	b := g.ctl.Battle()
	clickSquare(g, 2, 2)
	assert.False(t, editButton(t, g, menu.EditHold).Enabled, "no card yet")
	assert.Equal(t, "Buck Savage has no card to hold", editButton(t, g, menu.EditHold).Why)
	assert.False(t, editButton(t, g, menu.EditReveal).Enabled)
	press(g, CmdNext.Key())
	tapButton(g, editButton(t, g, menu.EditHold))
	undoRedo(t, g, func(done bool) { assert.Equal(t, done, b.Fight.Init.Hold["buck"]) })
}

func TestEditModeNeedsTheGM(t *testing.T) {
	g := demoGame(t, demoSeed)
	g.SetView(PlayerView())
	for _, b := range g.Buttons() {
		assert.NotEqual(t, CmdEdit, b.Cmd, "a player's view has no edit button")
	}
}

func TestEditAddsAFigureMidRoundDealtACardAtOnce(t *testing.T) {
	g := demoGame(t, demoSeed)
	press(g, CmdNext.Key()) // the deal
	b := g.ctl.Battle()
	require.Equal(t, 1, b.Fight.Init.Round)
	press(g, CmdEdit.Key())
	top, _ := b.Fight.Init.Deck.Top()
	tapButton(g, editButton(t, g, menu.EditAddExtra))
	clickSquare(g, 9, 13)
	require.NotNil(t, b.Figure("extra-2"))
	undoRedo(t, g, func(done bool) {
		c, ok := b.Fight.Init.Card("extra-2")
		assert.Equal(t, done, ok, "dealt in with the add, taken back with it")
		if done {
			assert.Equal(t, top, c)
		}
	})
}
