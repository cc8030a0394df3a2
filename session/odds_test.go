package session_test

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/session"
	"battlemat/wire"
)

// battleOf is the battle file the GM's battle message brings back.
func battleOf(t *testing.T, outs []session.Out) *board.BattleFile {
	t.Helper()
	require.Len(t, outs, 1)
	m, ok := outs[0].Msg.(wire.Battle)
	require.True(t, ok, "%#v", outs[0].Msg)
	f, err := board.ParseBattleFile(m.File)
	require.NoError(t, err)
	return f
}

// The GM's battle message brings a copy of the battle as it stands for
// the odds played on the tablet: every figure where it stands in the
// state it is in (a shot's Wounds, a figure the GM added, one taken off,
// two that swapped squares), and none of the host's dice: the copy's seed
// is not the battle's and it holds the GM's edits only, nothing rolled.
func TestTheGMsBattleForTheOddsIsTheTableAsItStandsWithoutTheDice(t *testing.T) {
	const seed = 4242424242
	s := newSession(t, askTable, seed, session.Config{})
	now := time.Unix(0, 0)
	gmDo := func(a string) {
		t.Helper()
		require.Empty(t, refused(s.Do(gm, act("g", a), now)), a)
	}
	gmDo(`{"kind":"set_state","who":"bob","state":{"Bennies":1,"Wounds":2,"Fatigue":1,"Shaken":true}}`)
	gmDo(`{"kind":"add_figure","id":"thug-2","like":"thug","name":"Thug 2","at":{"x":6,"y":1}}`)
	gmDo(`{"kind":"remove_figure","who":"gunman"}`)
	// The boss and the thug swap squares.
	gmDo(`{"kind":"place","who":"thug","to":{"x":8,"y":2}}`)
	gmDo(`{"kind":"place","who":"boss","to":{"x":4,"y":1}}`)
	gmDo(`{"kind":"place","who":"thug","to":{"x":4,"y":0}}`)
	gmTurnOf(t, s, "anna")
	outs := s.Do(session.Screen{Seat: "player:anna"}, act("a", `{"kind":"shoot","who":"anna","targets":["thug-2"]}`), now)
	require.Empty(t, refused(outs))

	f := battleOf(t, s.Do(gm, wire.Incoming{Type: wire.TypeBattle, ID: "o1"}, now))
	assert.NotEqual(t, uint64(seed), f.Seed, "not the battle's seed")
	data, err := f.Marshal()
	require.NoError(t, err)
	assert.NotContains(t, string(data), fmt.Sprint(seed))
	for _, ap := range f.Actions {
		assert.Contains(t, []string{rules.KindRemoveFigure, rules.KindAddFigure, rules.KindPlace, rules.KindSetState, rules.KindReveal, rules.KindSetPlayer},
			ap.Action.Kind(), "the GM's edits only: nothing rolled")
	}
	_, cp, err := f.Start()
	require.NoError(t, err, "the copy replays without the battle's seed")
	b := s.Battle()
	require.Len(t, cp.Figures(), len(b.Figures()))
	for _, fig := range b.Figures() {
		c := cp.Figure(fig.ID)
		require.NotNil(t, c, fig.ID)
		want, _ := b.Battlefield.Position(fig.ID)
		got, _ := cp.Battlefield.Position(fig.ID)
		assert.Equal(t, want, got, "%s where it stands", fig.ID)
		assert.Equal(t, fig.State, c.State, "%s in the state it is in", fig.ID)
	}
	assert.Nil(t, cp.Figure("gunman"), "the figure taken off is off")
	assert.Equal(t, 2, cp.Figure("bob").Wounds)
}

// Only the GM's screen may have the battle: a player's or the table's
// asking is refused with one line, to that screen alone.
func TestAPlayerOrTheTableAskingForTheBattleIsRefused(t *testing.T) {
	s := newSession(t, askTable, 7, session.Config{})
	for _, seat := range []string{"player:anna", wire.SeatTable} {
		from := session.Screen{Seat: seat, ID: "screen"}
		outs := s.Do(from, wire.Incoming{Type: wire.TypeBattle, ID: "o1"}, time.Unix(0, 0))
		require.Len(t, outs, 1, seat)
		assert.Equal(t, seat, outs[0].Seat)
		assert.Equal(t, "screen", outs[0].To, "to the asking screen alone")
		r, ok := outs[0].Msg.(wire.Refused)
		require.True(t, ok, "%#v", outs[0].Msg)
		assert.Equal(t, wire.Refused{Type: wire.TypeRefused, ID: "o1", Error: "only the GM's screen may have the battle for the odds"}, r)
		raw, _ := json.Marshal(outs[0].Msg)
		assert.NotContains(t, string(raw), "scenario")
	}
}

// BenchmarkOddsFile is the host's share of the GM's odds (the copy of
// the battle under the host's lock): the fights themselves run on the
// tablet.
func BenchmarkOddsFile(b *testing.B) {
	s, err := session.New(session.Config{File: &board.BattleFile{Format: board.BattleFormat, Name: "t.yaml", Scenario: askTable, Seed: 3, Rules: rules.CurrentRevision},
		Logf: func(string, ...any) {}})
	require.NoError(b, err)
	s.Do(gm, act("g", `{"kind":"set_state","who":"bob","state":{"Wounds":1}}`), time.Unix(0, 0))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.OddsFile(); err != nil {
			b.Fatal(err)
		}
	}
}
