package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
	"battlemat/wire"
)

// recordingSeat is a seat that keeps what a screen sends.
type recordingSeat struct {
	Seat
	sent []wire.Incoming
}

func (s *recordingSeat) Send(in wire.Incoming) error {
	s.sent = append(s.sent, in)
	return s.Seat.Send(in)
}

// The window's Ctrl+B and Ctrl+G and the GM tablet's buttons are one set
// of commands: pressed over the same settings, they send the same
// settings message, and the table's settings come out the same.
func TestWindowKeysAndTabletButtonsSendTheSameSettingsMessage(t *testing.T) {
	win := arena(t, 1)
	require.Equal(t, "vera", win.ctl.Battle().Turn().Who)
	tab := arena(t, 1)
	seat := &recordingSeat{Seat: tab.ctl.fight.local.Open(wire.SeatGM)}
	r := NewRemote(seat)
	r.Pump()
	require.NotNil(t, r.settings)
	before := *r.settings
	require.Equal(t, rules.GMAsksWildCards, before.GMAsks)

	press(win, CmdGMAsks.Key())
	press(win, CmdAutoSide.Key()) // Vera's turn is under way: the red side
	r.Press(RemoteGMAsks)
	r.Pump()
	r.Press(RemoteAISide + "red")
	r.Pump()

	require.Len(t, seat.sent, 2)
	asks, _ := settingsMsg(&before, RemoteGMAsks)
	asks.ID = seat.sent[0].ID
	assert.Equal(t, asks, seat.sent[0], "the tablet sends the shared command's message")
	require.NotNil(t, seat.sent[0].GMAsks)
	assert.Equal(t, "all", *seat.sent[0].GMAsks, "Wild Cards steps to every figure")
	require.NotNil(t, seat.sent[1].AI)
	assert.Equal(t, []string{"red"}, *seat.sent[1].AI)

	want := tab.ctl.fight.local.Session().Settings()
	got := win.ctl.fight.local.Session().Settings()
	assert.Equal(t, rules.GMAsksAll, got.GMAsks)
	assert.Equal(t, want.GMAsks, got.GMAsks, "the window's Ctrl+B set what the tablet's button set")
	assert.Equal(t, want.AI, got.AI, "the window's Ctrl+G set what the tablet's button set")
	assert.Equal(t, "GM asked: every figure", win.ctl.gmAsksTitle())
}

// A settings command with nothing told, or an id that is none, sends
// nothing.
func TestSettingsCommandNeedsTheTablesSettings(t *testing.T) {
	_, ok := settingsMsg(nil, RemoteGMAsks)
	assert.False(t, ok)
	_, ok = settingsMsg(&wire.Settings{}, "nonsense")
	assert.False(t, ok)
	_, ok = settingsMsg(&wire.Settings{}, RemoteAISide)
	assert.False(t, ok, "a hand-over names a side")
	msg, ok := settingsMsg(&wire.Settings{AI: []string{"red"}}, RemoteAISide+"red")
	require.True(t, ok)
	require.NotNil(t, msg.AI)
	assert.Empty(t, *msg.AI, "the red side taken back")
}

// The window's G and the GM tablet's tactic button are one command: a
// tactic message for the turn under way; the session plays it, the same
// steps with the same dice on two tables dealt alike.
func TestWindowGAndTabletTacticButtonPlayTheSameTurn(t *testing.T) {
	win := arena(t, 1)
	tab := arena(t, 1)
	require.Equal(t, "vera", win.ctl.Battle().Turn().Who)
	seat := &recordingSeat{Seat: tab.ctl.fight.local.Open(wire.SeatGM)}
	r := NewRemote(seat)
	r.Pump()
	require.True(t, r.HasButton(RemoteTactic), "the GM's tablet offers the tactic")
	n := len(win.ctl.Battle().Applied)

	press(win, CmdTactic.Key())
	r.Press(RemoteTactic)
	r.Pump()

	require.Len(t, seat.sent, 1)
	assert.Equal(t, wire.TypeTactic, seat.sent[0].Type)
	assert.Equal(t, "vera", seat.sent[0].Who)
	kinds := func(g *Game) []string {
		var out []string
		for _, ap := range g.ctl.Battle().Applied[n:] {
			out = append(out, ap.Action.Kind())
		}
		return out
	}
	played := kinds(win)
	require.NotEmpty(t, played, "the tactic played Vera's turn: %s", win.ctl.msg)
	assert.Equal(t, played, kinds(tab), "the tablet's button played the same turn")
	// Vera's knife stops at the foe's Soak question (the GM's, a Wild
	// Card's): both screens wait on it; G again goes on after the answer.
	// Vera's knife, then the tactic's second attack is refused (one
	// action, none declared): the session ends her turn, as it does for a
	// side it plays.
	assert.Equal(t, []string{rules.KindFight, rules.KindEndTurn}, played)
	assert.Nil(t, tab.ctl.Battle().Turn())
	assert.Nil(t, win.ctl.Battle().Turn())
	assert.Equal(t, "The tactic played Vera's turn", win.ctl.msg)
}
