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
