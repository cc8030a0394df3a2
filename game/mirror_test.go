package game

import (
	"testing"
	"time"

	"battlemat/assets"
	"battlemat/board"
	"battlemat/rules"
	"battlemat/session"
	"battlemat/wire"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// takeAll hands every message of the seat to the mirror.
func takeAll(t *testing.T, m *seatMirror, seat Seat) {
	t.Helper()
	for _, msg := range seat.Poll() {
		_, err := m.mirrorTake(msg)
		require.NoError(t, err)
	}
}

// A mirror fed a seat's messages has the session's view of that seat
// after every action: the messages alone keep it.
func TestSeatMirrorFollowsTheSessionsViewOfItsSeat(t *testing.T) {
	data, err := assets.Scenario("demo.yaml")
	require.NoError(t, err)
	l, err := NewLocal(session.Config{File: &board.BattleFile{Format: board.BattleFormat, Name: "demo.yaml", Scenario: string(data), Seed: 12, Rules: rules.CurrentRevision},
		Logf: func(string, ...any) {}})
	require.NoError(t, err)
	l.Now = func() time.Time { return time.Time{} }
	for _, seat := range []string{wire.SeatGM, wire.SeatTable} {
		ls := l.Open(seat)
		var m seatMirror
		takeAll(t, &m, ls)
		agrees := func(step string) {
			v := l.Session().View(seat)
			assert.Equal(t, v.Seq, m.Seq, step)
			assert.Equal(t, v.Round, m.Round, step)
			assert.Equal(t, orNil(v.Log), orNil(m.Log), step)
			assert.Equal(t, v.Initiative, m.Initiative, step)
			assert.Equal(t, v.Acted, m.Acted, step)
			assert.Equal(t, v.Pool, m.Pool, step)
			require.Len(t, m.Figures, len(v.Figures), step)
			for id, st := range v.Figures {
				assert.Equal(t, st.At, m.Figures[id].At, "%s: %s", step, id)
				f := m.Board.Figure(id)
				require.NotNil(t, f, "%s: %s on the mirror's map", step, id)
				assert.Equal(t, st.At, f.At, "%s: %s on the mirror's map", step, id)
			}
		}
		agrees("the state")
		gm := l.Open(wire.SeatGM)
		for _, a := range []rules.Action{rules.StartRound{}, rules.StartTurn{Who: "buck"}, rules.Move{Who: "buck", To: rules.Pos{X: 7, Y: 3}}} {
			raw, err := rules.MarshalAction(a)
			require.NoError(t, err)
			require.NoError(t, gm.Send(wire.Incoming{Type: wire.TypeAction, ID: "a", Action: raw}))
			gm.Poll()
			takeAll(t, &m, ls)
			agrees(a.Kind())
		}
		assert.Equal(t, rules.Pos{X: 7, Y: 3}, m.Figures["buck"].At)
		l.Close(gm)
		l.Close(ls)
	}
}

// An action missed puts the mirror out of step: it says so and keeps what
// it had until the state comes afresh.
func TestSeatMirrorOutOfStepAsksForTheStateAfresh(t *testing.T) {
	m := seatMirror{Seq: 3, Board: &board.Board{}, Log: []string{"a"}}
	handled, err := m.mirrorTake(wire.Applied{Seq: 5, Log: []string{"b"}})
	assert.True(t, handled)
	assert.ErrorIs(t, err, ErrResync)
	assert.Equal(t, 3, m.Seq)
	assert.Equal(t, []string{"a"}, m.Log)
	handled, err = m.mirrorTake(wire.Preview{})
	assert.False(t, handled, "a preview is the screen's, not the mirror's")
	assert.NoError(t, err)
}
