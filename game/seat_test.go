//go:build !js

package game_test

import (
	"encoding/json"
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

// act sends the raw action through seat (the screen's message).
func act(t *testing.T, seat *game.LocalSeat, action string) {
	t.Helper()
	require.NoError(t, seat.Send(wire.Incoming{Type: wire.TypeAction, Action: json.RawMessage(action)}))
}

// soakAsked plays the gunman's cannon shot at Annie on the first seed
// that wounds her, so she is asked to Soak (the dice of a seed are not
// known beforehand): the table, the GM's and Anna's seats, and the seq
// the shot waits at.
func soakAsked(t *testing.T) (l *game.Local, gm, anna *game.LocalSeat, seq int) {
	t.Helper()
	for seed := uint64(1); seed < 200; seed++ {
		l = localTable(t, conformTableLocal, seed)
		gm, anna = l.Open(wire.SeatGM), l.Open("player:anna")
		act(t, gm, `{"kind":"round"}`)
		for range 10 {
			up := l.Session().View(wire.SeatGM).Up
			require.NotNil(t, up)
			if *up == "gunman" {
				break
			}
			act(t, gm, `{"kind":"turn","who":"`+*up+`"}`)
			act(t, gm, `{"kind":"end_turn","who":"`+*up+`"}`)
		}
		act(t, gm, `{"kind":"turn","who":"gunman"}`)
		seq = l.Session().Seq()
		act(t, gm, `{"kind":"shoot","who":"gunman","weapon":"Cannon","targets":["hero"]}`)
		if q, asked := l.Session().Question("player:anna", l.Now()); asked && strings.Contains(strings.ToLower(q.Text), "soak") {
			return l, gm, anna, seq
		}
	}
	t.Fatal("no seed in 200 has the cannon wound Annie")
	return nil, nil, nil, 0
}

// questionOf is the last question a seat was told of and not told is
// settled, from what it polls.
func questionOf(seat *game.LocalSeat, q *wire.Question) {
	for _, m := range seat.Poll() {
		switch m := m.(type) {
		case wire.Question:
			*q = m
		case wire.Answered:
			if m.ID == q.ID {
				*q = wire.Question{}
			}
		}
	}
}

func TestAnInProcessSeatAsksTheSoakOfItsFigureAndTakesTheAnswer(t *testing.T) {
	l, gm, anna, seq := soakAsked(t)
	var gmQ, annaQ wire.Question
	questionOf(gm, &gmQ)
	questionOf(anna, &annaQ)
	require.NotEmpty(t, annaQ.ID, "her seat is asked")
	assert.Equal(t, annaQ.ID, gmQ.ID, "the GM's seat is told of the player's question too")
	assert.Equal(t, seq, l.Session().Seq(), "the shot waits for the answer")
	// No to the Soak, and to the reroll of the Incapacitation roll that
	// may follow: each answer goes on with the shot.
	no := false
	for range 5 {
		require.NoError(t, anna.Send(wire.Incoming{Type: wire.TypeAnswer, ID: annaQ.ID, Yes: &no}))
		questionOf(gm, &gmQ)
		questionOf(anna, &annaQ)
		if annaQ.ID == "" {
			break
		}
	}
	assert.Empty(t, annaQ.ID, "every question answered")
	assert.Empty(t, gmQ.ID, "the GM's seat is told it is settled too")
	assert.Equal(t, seq+1, l.Session().Seq(), "the shot is taken with her answers")
	_, waits := l.Session().Question("player:anna", l.Now())
	assert.False(t, waits)
}

func TestAQuestionNoScreenCanAnswerIsSettledWhenTheLastCloses(t *testing.T) {
	l, _, _, seq := soakAsked(t)
	screens := l.Screens()
	require.Len(t, screens, 2)
	l.Close(screens[0])
	_, waits := l.Session().Question("player:anna", l.Now())
	assert.True(t, waits, "Anna's screen can still answer")
	l.Close(screens[1])
	_, waits = l.Session().Question("player:anna", l.Now())
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
