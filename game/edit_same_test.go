package game

import (
	"strings"
	"testing"

	"battlemat/assets"
	"battlemat/board"
	"battlemat/menu"
	"battlemat/rules"
	"battlemat/wire"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// gmTablet is a GM's tablet on the window's own session: a second GM's
// seat of the same Local, so both screens read the same state.
func gmTablet(t *testing.T, g *Game) *Remote {
	t.Helper()
	require.NotNil(t, g.ctl.fight.local)
	r := NewRemote(g.ctl.fight.local.Open(wire.SeatGM))
	r.Pump()
	require.NotNil(t, r.Board)
	return r
}

// shownEdit is an edit entry as a screen shows it.
type shownEdit struct{ Key, Label, Why string }

func windowEdits(g *Game) []shownEdit {
	var out []shownEdit
	for _, b := range g.Buttons() {
		if b.Cmd == CmdEditItem {
			out = append(out, shownEdit{b.Arg, b.Label, b.Why})
		}
	}
	return out
}

func tabletEdits(r *Remote) []shownEdit {
	var out []shownEdit
	for _, b := range r.Buttons() {
		if k, ok := strings.CutPrefix(b.ID, editPrefix); ok {
			out = append(out, shownEdit{k, b.Label, r.ButtonWhy(b.ID)})
		}
	}
	return out
}

// tabletButton is the tablet's button with the label, paging through
// the More menu's pages for it.
func tabletButton(t *testing.T, r *Remote, label string) RemoteButton {
	t.Helper()
	greyed, seen := false, map[string]bool{}
	for range 40 {
		page, whyNot, sig := "", false, ""
		for _, b := range r.Buttons() {
			sig += b.ID + "|"
			if b.Label == label {
				return b
			}
			if strings.HasSuffix(b.ID, ":page") {
				page = b.ID
			}
			whyNot = whyNot || b.ID == RemoteMoreGreyed
		}
		cycled := seen[sig] // the pages turned back to one already read
		seen[sig] = true
		switch {
		case page != "" && !cycled:
			r.Press(page)
		case whyNot && !greyed: // the entries refused now wait behind "Why not..."
			greyed = true
			r.Press(RemoteMoreGreyed)
		default:
			require.Failf(t, "no button", "%q", label)
			return RemoteButton{}
		}
	}
	require.Failf(t, "no button", "%q", label)
	return RemoteButton{}
}

// tabletLabel presses the tablet's button with the label.
func tabletLabel(t *testing.T, r *Remote, label string) {
	t.Helper()
	r.Press(tabletButton(t, r, label).ID)
}

func TestTheWindowAndTheGMsTabletShowTheSameEditEntries(t *testing.T) {
	g := editGame(t)
	r := gmTablet(t, g)
	r.Press(RemoteEdit)
	require.True(t, r.Editing())
	same := func(why string) {
		t.Helper()
		r.Pump()
		w := windowEdits(g)
		require.Len(t, w, len(menu.Edits), why)
		assert.Equal(t, w, tabletEdits(r), why)
	}
	same("nothing picked: only an Extra may be added")
	assert.Equal(t, "pick a figure first", windowEdits(g)[0].Why)

	clickSquare(g, 2, 2) // Buck, a player's hero, before the deal
	r.Tap(board.Square{X: 2, Y: 2}, true)
	same("Buck picked before the deal: no card to hold")

	press(g, CmdNext.Key()) // the deal
	r.Tap(board.Square{X: 11, Y: 9}, true)
	clickSquare(g, 11, 9) // a cultist, dealt
	same("a cultist picked after the deal")
	tapButton(g, editButton(t, g, menu.EditShaken))
	same("the window's edit shows on the tablet: Shaken to clear")
	assert.Equal(t, "Shaken: clear", tabletEdits(r)[4].Label)
	tabletLabel(t, r, "Wounds +")
	g.Update() // the window takes the tablet's edit from its seat
	same("the tablet's edit shows on the window")
	assert.Equal(t, "Wounds -", tabletEdits(r)[8].Label)
	assert.Empty(t, tabletEdits(r)[8].Why, "a Wound to take back")
}

func TestAQuickExtraIsTheSameOnTheWindowAndTheGMsTablet(t *testing.T) {
	g := editGame(t)
	r := gmTablet(t, g)
	r.Press(RemoteEdit)

	// Nothing picked: the GM's first side (the demo's cultists: the
	// heroes are the players').
	tapButton(g, editButton(t, g, menu.EditAddExtra))
	r.Press(editPrefix + menu.EditAddExtra)
	require.NotNil(t, g.ctl.edit.add)
	require.NotNil(t, r.editAdd)
	assert.Equal(t, *g.ctl.edit.add, *r.editAdd)
	assert.Equal(t, "cultists", r.editAdd.Side)
	assert.Equal(t, "extra-2", r.editAdd.ID)

	// The window puts its Extra down: the tablet's next one is extra-3,
	// as the window's is.
	clickSquare(g, 9, 13)
	require.NotNil(t, g.ctl.Battle().Figure("extra-2"))
	r.Press(RemoteCancel)
	r.Pump()
	r.Tap(board.Square{X: 2, Y: 2}, true) // Buck: the heroes' side
	clickSquare(g, 2, 2)
	tapButton(g, editButton(t, g, menu.EditAddExtra))
	r.Press(editPrefix + menu.EditAddExtra)
	require.NotNil(t, r.editAdd)
	assert.Equal(t, *g.ctl.edit.add, *r.editAdd)
	assert.Equal(t, rules.AddFigure{ID: "extra-3", Name: "Extra 2", Side: "heroes", Traits: r.editAdd.Traits}, *r.editAdd,
		"the picked figure's side")
}

// tabletGM runs the window's GM entry label from the tablet: More, the
// entry, a tap on the figure at sq, Confirm.
func tabletGM(t *testing.T, g *Game, r *Remote, label string, sq board.Square) {
	t.Helper()
	r.Pump()
	r.Press(RemoteMore)
	tabletLabel(t, r, label)
	r.Tap(sq, true)
	r.Pump() // the session's preview
	r.Press(RemoteConfirm)
	r.Pump()
	g.Update()
	m, bad := r.Message()
	require.False(t, bad, m)
}

func TestTheGMsStunFatigueAndTheDropWorkFromTheTablet(t *testing.T) {
	g := demoGame(t, demoSeed)
	b := g.ctl.Battle()
	press(g, CmdNext.Key()) // the deal
	clickSquare(g, 2, 2)    // Buck's turn
	require.NotNil(t, b.Turn())
	r := gmTablet(t, g)

	tabletGM(t, g, r, menu.Get(menu.GMStun).Label, board.Square{X: 11, Y: 9})
	assert.True(t, b.Figure("cultist-1").Stunned, "the GM's Stun")
	tabletGM(t, g, r, menu.Get(menu.GMFatigue).Label, board.Square{X: 11, Y: 9})
	assert.Equal(t, 1, b.Figure("cultist-1").Fatigue, "the GM's Fatigue")
	tabletGM(t, g, r, menu.Get(menu.GMRecover).Label, board.Square{X: 11, Y: 9})
	assert.Zero(t, b.Figure("cultist-1").Fatigue, "the GM's recovery")

	// The Drop as a Hold is deluxe's: under swade the tablet greys the
	// entry, as the window's More menu does.
	r.Pump()
	r.Press(RemoteMore)
	drop := menu.Get(menu.GMDrop).Label
	assert.NotEmpty(t, r.ButtonWhy(tabletButton(t, r, drop).ID))
	r.Press(RemoteCancel)
	g.ctl.mode = ModeMore
	for _, bt := range g.Buttons() {
		if bt.Cmd == CmdMoreItem && bt.Label == drop {
			assert.False(t, bt.Enabled, "the window greys it too")
		}
	}
}

func TestTheGMsDropWorksFromTheTabletInDeluxe(t *testing.T) {
	data, err := assets.Scenario("demo.yaml")
	require.NoError(t, err)
	deluxe := strings.Replace(string(data), "edition: swade", "edition: deluxe", 1)
	require.NotEqual(t, string(data), deluxe)
	f, err := NewFight("demo.yaml", []byte(deluxe), demoSeed)
	require.NoError(t, err)
	g := New(nil)
	g.SetScreenSize(1280, 800)
	g.SetFight(f)
	b := g.ctl.Battle()
	press(g, CmdNext.Key())
	clickSquare(g, 2, 2)
	require.NotNil(t, b.Turn())
	r := gmTablet(t, g)
	tabletGM(t, g, r, menu.Get(menu.GMDrop).Label, board.Square{X: 11, Y: 9})
	assert.True(t, b.Fight.Init.Hold["cultist-1"], "the cultist has The Drop: on Hold")
}
