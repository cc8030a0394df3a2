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

// demoLocal is the demo on a session in this process, its clock stopped.
func demoLocal(t *testing.T, seed uint64) *Local {
	t.Helper()
	data, err := assets.Scenario("demo.yaml")
	require.NoError(t, err)
	l, err := NewLocal(session.Config{File: &board.BattleFile{Format: board.BattleFormat, Name: "demo.yaml", Scenario: string(data), Seed: seed, Rules: rules.CurrentRevision},
		Logf: func(string, ...any) {}})
	require.NoError(t, err)
	l.Now = func() time.Time { return time.Time{} }
	return l
}

// gmDoes sends the actions through the GM's seat, each accepted.
func gmDoes(t *testing.T, gm *LocalSeat, as ...rules.Action) {
	t.Helper()
	for _, a := range as {
		raw, err := rules.MarshalAction(a)
		require.NoError(t, err)
		require.NoError(t, gm.Send(wire.Incoming{Type: wire.TypeAction, ID: "a", Action: raw}))
		for _, msg := range gm.Poll() {
			if r, ok := msg.(wire.Refused); ok {
				require.Failf(t, "refused", "%s: %s", a.Kind(), r.Error)
			}
		}
	}
}

// doorOf is the door at the square as a map has it.
func doorOf(t *testing.T, bd *board.Board, at rules.Pos) rules.Door {
	t.Helper()
	d, ok := board.NewBattlefield(bd).Door(at)
	require.True(t, ok, "a door at %s", at)
	return d
}

// The demo's farmhouse door (6, 4) stands open in the scenario: a player's
// phone sees it closed once Buck closes it, and open again when Doc opens
// it, as the session's map has it.
func TestSeatMirrorKeepsTheDoorsAsTheSessionHasThem(t *testing.T) {
	l := demoLocal(t, 12)
	door := rules.Pos{X: 6, Y: 4}
	phone, gm := l.Open(wire.SeatPlayer+"anna"), l.Open(wire.SeatGM)
	var m seatMirror
	takeAll(t, &m, phone)
	require.True(t, doorOf(t, m.Board, door).Open, "the scenario's door stands open")
	gmDoes(t, gm, rules.StartRound{}, rules.StartTurn{Who: "buck"}, rules.Place{Who: "buck", To: rules.Pos{X: 5, Y: 4}},
		rules.UseDoor{Who: "buck", At: door, Open: false})
	takeAll(t, &m, phone)
	require.False(t, doorOf(t, l.Session().Board(), door).Open)
	assert.False(t, doorOf(t, m.Board, door).Open, "the phone sees the door Buck closed")
	assert.True(t, m.Board.Cells[door.Y*m.Board.W+door.X].Blocks, "a closed door blocks on the phone's map too")

	gmDoes(t, gm, rules.EndTurn{Who: "buck"}, rules.StartTurn{Who: "doc"}, rules.Place{Who: "doc", To: rules.Pos{X: 5, Y: 3}},
		rules.UseDoor{Who: "doc", At: door, Open: true})
	takeAll(t, &m, phone)
	assert.True(t, doorOf(t, m.Board, door).Open, "opened again")

	// A state afresh (a phone joining late) has the door as it stands.
	gmDoes(t, gm, rules.EndTurn{Who: "doc"}, rules.StartTurn{Who: "gina"}, rules.Place{Who: "gina", To: rules.Pos{X: 5, Y: 5}},
		rules.UseDoor{Who: "gina", At: door, Open: false})
	late := l.Open(wire.SeatPlayer + "anna")
	var m2 seatMirror
	takeAll(t, &m2, late)
	assert.False(t, doorOf(t, m2.Board, door).Open, "a phone joining now sees the door closed")
}

// A door broken and a weapon on the ground, as the host tells them in a
// seat's state, are on the mirror's map: the door open for good and no
// longer blocking, the Revolver on its square; the next action's message
// puts back a door it no longer names as the scenario set it.
func TestSeatMirrorKeepsABrokenDoorAndTheWeaponsOnTheGround(t *testing.T) {
	l := demoLocal(t, 12)
	door := rules.Pos{X: 6, Y: 4}
	v := l.Session().View(wire.SeatTable)
	v.Doors = []wire.Door{{At: door, Open: true, Broken: true}}
	v.Ground = []wire.GroundItem{{Weapon: "Revolver", At: rules.Pos{X: 11, Y: 9}}}
	var m seatMirror
	_, err := m.mirrorTake(v)
	require.NoError(t, err)
	d := doorOf(t, m.Board, door)
	assert.True(t, d.Broken && d.Open, "the door broken open")
	assert.Equal(t, v.Ground, m.Ground)

	_, err = m.mirrorTake(wire.Applied{Seq: v.Seq + 1, Doors: []wire.Door{{At: door}}, Figures: v.Figures})
	require.NoError(t, err)
	d = doorOf(t, m.Board, door)
	assert.False(t, d.Open || d.Broken, "closed now")
	assert.True(t, m.Board.Cells[door.Y*m.Board.W+door.X].Blocks, "a closed door blocks")
	assert.Empty(t, m.Ground, "picked up")

	_, err = m.mirrorTake(wire.Applied{Seq: v.Seq + 2, Figures: v.Figures})
	require.NoError(t, err)
	assert.True(t, doorOf(t, m.Board, door).Open, "named by no message: as the scenario set it")
}

// The seat's map plays under the battle's own revision of the rules, not
// the newest: a revision-8 battle's swade burst is still +2 on every
// screen's fire button (revision 9 makes it +1).
func TestTheSeatsMapTakesTheBattlesRevisionOfTheRules(t *testing.T) {
	data, err := assets.Scenario("demo.yaml")
	require.NoError(t, err)
	for _, tc := range []struct {
		rev   int
		burst string
	}{{8, "burst +2"}, {9, "burst +1"}} {
		l, err := NewLocal(session.Config{File: &board.BattleFile{Format: board.BattleFormat, Name: "demo.yaml", Scenario: string(data), Seed: 12, Rules: tc.rev},
			Logf: func(string, ...any) {}})
		require.NoError(t, err)
		var m seatMirror
		takeAll(t, &m, l.Open(wire.SeatGM))
		require.NotNil(t, m.Board)
		assert.Equal(t, tc.rev, editionOf(m.Board).Revision)
		assert.Equal(t, tc.burst, fireLabel(editionOf(m.Board), rules.Burst), "revision %d", tc.rev)
	}
}
