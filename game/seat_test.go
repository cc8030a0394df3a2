//go:build !js

package game_test

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/game"
	"battlemat/rules"
	"battlemat/session"
	"battlemat/wire"
)

// localTable starts an in-process session of scenario with seed, its
// clock stopped (a zero time never times a question out).
func localTable(t *testing.T, scenario string, seed uint64) *game.Local {
	t.Helper()
	l, err := game.NewLocal(session.Config{
		File: &board.BattleFile{Format: board.BattleFormat, Name: "local.yaml", Scenario: scenario, Seed: seed, Rules: rules.CurrentRevision},
		Logf: func(string, ...any) {}})
	require.NoError(t, err)
	l.Now = func() time.Time { return time.Time{} }
	return l
}

// screenOn is a hosted screen on a seat of l, its state taken.
func screenOn(t *testing.T, l *game.Local, seat string) *game.Remote {
	t.Helper()
	r := game.NewRemote(l.Open(seat))
	r.Pump()
	require.NotNil(t, r.Board, "%s's state", seat)
	return r
}

// pumpAll lets every screen take what its seat brought.
func pumpAll(rs ...*game.Remote) {
	for _, r := range rs {
		r.Pump()
	}
}

// upTo has the GM deal and play the other figures' turns (start, end)
// until who is up.
func upTo(t *testing.T, gm *game.Remote, who string, rs ...*game.Remote) {
	t.Helper()
	require.NoError(t, sendAs(gm, `{"kind":"round"}`))
	pumpAll(append(rs, gm)...)
	for range 10 {
		if gm.Up == who {
			return
		}
		up := gm.Up
		require.NoError(t, sendAs(gm, `{"kind":"turn","who":"`+up+`"}`))
		require.NoError(t, sendAs(gm, `{"kind":"end_turn","who":"`+up+`"}`))
		pumpAll(append(rs, gm)...)
	}
	t.Fatalf("%s is never up", who)
}

func TestAHostedScreenPlaysOnAnInProcessSeatAsOverTheHost(t *testing.T) {
	l := localTable(t, remoteTable, 7)
	gm, anna := screenOn(t, l, wire.SeatGM), screenOn(t, l, "player:anna")
	assert.True(t, anna.Connected, "a local seat is connected from the start")
	assert.Nil(t, anna.Board.Figure("lurker"), "the player's map has no hidden figure")
	assert.NotNil(t, gm.Board.Figure("lurker"))

	upTo(t, gm, "hero1", anna)
	assert.Equal(t, "hero1", anna.Up)
	anna.Tap(board.Square{X: 0, Y: 0}, true)
	pumpAll(anna, gm)
	require.True(t, anna.Acting, "her tap starts her turn")
	anna.Tap(board.Square{X: 2, Y: 1}, true)
	anna.Tap(board.Square{X: 2, Y: 1}, true)
	assert.Equal(t, rules.Pos{X: 0, Y: 0}, gm.Board.Figure("hero1").At, "nothing moves on a screen until it polls")
	pumpAll(anna, gm)
	assert.Equal(t, rules.Pos{X: 2, Y: 1}, gm.Board.Figure("hero1").At, "the move on the GM's screen")
	assert.Equal(t, rules.Pos{X: 2, Y: 1}, anna.Board.Figure("hero1").At, "and on hers")
	assert.Equal(t, l.Session().Seq(), anna.Seq)
	assert.False(t, anna.Waiting(), "her action was answered")

	anna.Press(game.RemoteEndTurn)
	pumpAll(anna, gm)
	assert.False(t, gm.Acting, "her turn ended on the GM's screen")
	assert.NotContains(t, strings.Join(anna.Log, "\n"), "Skulking", "the hidden figure is in no log of hers")
}

// soakAsked plays the gunman's cannon shot at Annie on the first seed
// that wounds her, so she is asked to Soak (the dice of a seed are not
// known beforehand): the table, the GM's and Anna's screens, and the seq
// the shot waits at.
func soakAsked(t *testing.T) (l *game.Local, gm, anna *game.Remote, seq int) {
	t.Helper()
	for seed := uint64(1); seed < 200; seed++ {
		l = localTable(t, conformTableLocal, seed)
		gm, anna = screenOn(t, l, wire.SeatGM), screenOn(t, l, "player:anna")
		upTo(t, gm, "gunman", anna)
		require.NoError(t, sendAs(gm, `{"kind":"turn","who":"gunman"}`))
		pumpAll(gm, anna)
		seq = gm.Seq
		require.NoError(t, sendAs(gm, `{"kind":"shoot","who":"gunman","weapon":"Cannon","targets":["hero"]}`))
		pumpAll(gm, anna)
		if text, asked := anna.Question(); asked && strings.Contains(strings.ToLower(text), "soak") {
			return l, gm, anna, seq
		}
	}
	t.Fatal("no seed in 200 has the cannon wound Annie")
	return nil, nil, nil, 0
}

func TestAnInProcessSeatAsksTheSoakOfItsFigureAndTakesTheAnswer(t *testing.T) {
	_, gm, anna, seq := soakAsked(t)
	gmText, gmAsked := gm.Question()
	require.True(t, gmAsked, "the GM sees the player's question too")
	assert.Contains(t, gmText, "For ")
	assert.Equal(t, seq, gm.Seq, "the shot waits for the answer")
	// No to the Soak, and to the reroll of the Incapacitation roll that
	// may follow: each answer goes on with the shot.
	asked := true
	for range 5 {
		anna.Answer(false)
		pumpAll(gm, anna)
		if _, asked = anna.Question(); !asked {
			break
		}
	}
	assert.False(t, asked, "every question answered")
	_, gmAsked = gm.Question()
	assert.False(t, gmAsked, "the GM's copy is settled too")
	assert.Equal(t, seq+1, gm.Seq, "the shot is taken with her answers")
	assert.Equal(t, seq+1, anna.Seq)
	assert.Contains(t, strings.Join(anna.Log, "\n"), "Wound", "her log tells the shot")
}

func TestAQuestionNoScreenCanAnswerIsSettledWhenTheLastCloses(t *testing.T) {
	l, _, _, seq := soakAsked(t)
	screens := l.Screens()
	require.Len(t, screens, 2)
	l.Close(screens[0])
	_, waits := l.Session().Question("player:anna")
	assert.True(t, waits, "Anna's screen can still answer")
	l.Close(screens[1])
	_, waits = l.Session().Question("player:anna")
	assert.False(t, waits, "nobody is left to answer")
	assert.Equal(t, seq+1, l.Session().Seq(), "the shot is taken with the answers that spend nothing")
}

func TestALocalSeatOutOfStepGetsItsStateAfresh(t *testing.T) {
	l := localTable(t, remoteTable, 7)
	seat := l.Open("player:anna")
	first := seat.Poll()
	require.Len(t, first, 2)
	assert.Equal(t, game.SeatStatus{Connected: true, Status: "connected"}, first[0])
	st, ok := first[1].(wire.State)
	require.True(t, ok, "the state comes first")
	assert.Equal(t, "player:anna", st.Seat)
	assert.Empty(t, seat.Poll(), "nothing more came")
	seat.Resync()
	again := seat.Poll()
	require.Len(t, again, 1)
	assert.Equal(t, st, again[0], "the same state again")
}

// conformTableLocal: Anna's hero, and the GM's Wild Card gunman whose
// cannon wounds whenever it hits (she is asked to Soak).
const conformTableLocal = `name: Local
map:
  rows:
    - "..........."
    - "..........."
figures:
  - id: hero
    name: Annie
    side: heroes
    player: anna
    wildcard: true
    at: [0, 0]
    traits: {agility: d6, shooting: d4, vigor: d6, spirit: d6}
    weapons:
      - {name: Colt, range: 12/24/48, damage: 2d6, shots: 60}
  - id: gunman
    name: Gunman
    side: cult
    wildcard: true
    at: [6, 0]
    traits: {agility: d6, shooting: d12, vigor: d8, spirit: d6}
    weapons:
      - {name: Cannon, range: 12/24/48, damage: 4d10+12, shots: 500}
`

// scripted is a seat that brings what the test puts in and counts the
// resyncs asked of it.
type scripted struct {
	in      []any
	resyncs int
}

func (s *scripted) Send(wire.Incoming) error { return nil }
func (s *scripted) Resync()                  { s.resyncs++ }
func (s *scripted) Poll() []any {
	in := s.in
	s.in = nil
	return in
}

func TestAScreenOutOfStepAsksItsSeatForTheStateAfresh(t *testing.T) {
	l := localTable(t, remoteTable, 7)
	st := l.Session().View("player:anna")
	seat := &scripted{in: []any{st}}
	r := game.NewRemote(seat)
	r.Pump()
	require.NotNil(t, r.Board)
	assert.Zero(t, seat.resyncs, "in step")
	seat.in = []any{wire.Applied{Type: wire.TypeApplied, Seq: st.Seq + 2, Figures: map[string]wire.FigureState{}}}
	r.Pump()
	assert.Equal(t, 1, seat.resyncs, "an action missed: the state afresh")
	assert.Equal(t, st.Seq, r.Seq, "the message out of step changed nothing")
}
