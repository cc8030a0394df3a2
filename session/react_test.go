package session_test

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/session"
	"battlemat/wire"
)

// reactTable: Anna's Gina (First Strike, Fighting d8) with two cultists
// of the GM's, Extras, 5" and 6" off, free to walk up to her; and a
// brute, an Extra of the GM's with Counterattack and Fighting d12
// (Parry 8), beside Bob's Bo (Fighting d4), who mostly misses him.
const reactTable = `name: Reactions
map:
  rows:
    - "............"
    - "............"
    - "............"
    - "............"
    - "............"
figures:
  - id: gina
    name: Gina
    side: heroes
    player: anna
    wildcard: true
    bennies: 0
    at: [0, 1]
    traits: {agility: d6, fighting: d8, vigor: d6, spirit: d6, strength: d6}
    edges: [First Strike]
    weapons:
      - {name: Sword, damage: str+d8}
  - id: c1
    name: Cultist
    side: cult
    at: [5, 1]
    traits: {agility: d6, fighting: d6, vigor: d6}
  - id: c2
    name: Acolyte
    side: cult
    at: [6, 2]
    traits: {agility: d6, fighting: d6, vigor: d6}
  - id: bo
    name: Bo
    side: heroes
    player: bob
    wildcard: true
    bennies: 0
    at: [0, 4]
    traits: {agility: d6, fighting: d4, vigor: d6, spirit: d6}
  - id: brute
    name: Brute
    side: cult
    at: [1, 4]
    traits: {agility: d6, fighting: d12, vigor: d6, strength: d6}
    edges: [Counterattack]
    weapons:
      - {name: Club, damage: str+d6}
`

var anna = session.Screen{Seat: wire.SeatPlayer + "anna"}

// freeAttacks are the battle's free-attack lines of the Edge.
func freeAttacks(s *session.Session, edge string) []string {
	var out []string
	for _, l := range s.Battle().Log() {
		if strings.Contains(l, "free attack: "+edge) {
			out = append(out, l)
		}
	}
	return out
}

// stepIn moves the cultist up to Gina, on its turn: the First Strike
// question's outs.
func stepIn(t *testing.T, s *session.Session, who string, to string, now time.Time) []session.Out {
	t.Helper()
	gmTurnOf(t, s, who)
	return s.Do(gm, act("m"+who, `{"kind":"move","who":"`+who+`","to":`+to+`}`), now)
}

// A player's First Strike is asked of her seat when a cultist steps into
// reach; answered no, nothing is rolled and the move goes on, and the
// use is still hers for the next foe that round: asked again, yes rolls
// the free attack. The battle file replays to the same events.
func TestFirstStrikeIsAskedOfThePlayer(t *testing.T) {
	s := newSession(t, reactTable, 1, session.Config{})
	outs := stepIn(t, s, "c1", `{"x":1,"y":1}`, time.Unix(0, 0))
	qs := questions(outs)
	require.Len(t, qs, 1)
	q := qs[0]
	assert.Equal(t, wire.AskReaction, q.Kind)
	assert.Equal(t, anna.Seat, q.Seat, "her own figure: her seat")
	assert.Equal(t, "gina", q.Who)
	assert.True(t, q.Default, "no answer is yes")
	assert.Equal(t, "Gina may make a free Fighting attack at Cultist (First Strike): take it?", q.Text)
	var toAnna bool
	for _, o := range outs {
		_, isQ := o.Msg.(wire.Question)
		toAnna = toAnna || isQ && o.Seat == anna.Seat
	}
	assert.True(t, toAnna, "the question goes to Anna's seat")

	no := false
	outs = s.Do(anna, wire.Incoming{Type: wire.TypeAnswer, ID: q.ID, Yes: &no}, time.Unix(1, 0))
	assert.Empty(t, questions(outs))
	assert.Empty(t, freeAttacks(s, "First Strike"), "declined: no free attack")
	at, _ := s.Battle().Battlefield.Position("c1")
	assert.Equal(t, "(1, 1)", at.String(), "the move goes on")

	s.Do(gm, act("e1", `{"kind":"end_turn","who":"c1"}`), time.Unix(1, 0))
	outs = stepIn(t, s, "c2", `{"x":1,"y":2}`, time.Unix(2, 0))
	qs = questions(outs)
	require.Len(t, qs, 1, "the use was kept for later in the round")
	yes := true
	outs = s.Do(anna, wire.Incoming{Type: wire.TypeAnswer, ID: qs[0].ID, Yes: &yes}, time.Unix(3, 0))
	for qs := questions(outs); len(qs) > 0; qs = questions(outs) {
		outs = s.Do(gm, wire.Incoming{Type: wire.TypeAnswer, ID: qs[0].ID, Yes: &no}, time.Unix(3, 0))
	}
	assert.Equal(t, []string{"Gina vs Acolyte: free attack: First Strike as Acolyte comes into reach."}, freeAttacks(s, "First Strike"))

	data, err := s.BattleFile()
	require.NoError(t, err)
	f, err := board.ParseBattleFile(data)
	require.NoError(t, err)
	_, b, err := f.Start()
	require.NoError(t, err)
	assert.Equal(t, s.Battle().Log(), b.Log(), "the answers replay")
}

// Nobody answers in time: the free attack is taken (it spends nothing).
func TestFirstStrikeUnansweredIsTaken(t *testing.T) {
	s := newSession(t, reactTable, 1, session.Config{AnswerTimeout: 10 * time.Second})
	outs := stepIn(t, s, "c1", `{"x":1,"y":1}`, time.Unix(0, 0))
	require.Len(t, questions(outs), 1)
	assert.Empty(t, s.Tick(time.Unix(9, 0)), "not yet")
	var answered []bool
	for at := int64(11); at < 100; at += 11 {
		for _, o := range s.Tick(time.Unix(at, 0)) {
			if a, ok := o.Msg.(wire.Answered); ok && o.Seat == wire.SeatGM && a.By == "timeout" {
				answered = append(answered, a.Yes)
			}
		}
	}
	require.NotEmpty(t, answered)
	assert.True(t, answered[0], "the timeout says yes")
	assert.Len(t, freeAttacks(s, "First Strike"), 1)
}

// The GM is not asked about an Extra's Counterattack (gm_asks: the Wild
// Cards): Bo's misses at the brute bring its free attack without a
// question. Over the seeds at least one of Bo's d4 attacks misses Parry 8.
func TestTheGMIsNotAskedAboutAnExtrasCounterattack(t *testing.T) {
	countered := 0
	for seed := uint64(1); seed <= 10; seed++ {
		s := newSession(t, reactTable, seed, session.Config{})
		gmTurnOf(t, s, "bo")
		outs := s.Do(gm, act("a", `{"kind":"fight","who":"bo","target":"brute"}`), time.Unix(0, 0))
		require.Empty(t, refused(outs))
		for _, q := range questions(outs) {
			assert.NotEqual(t, wire.AskReaction, q.Kind, "seed %d", seed)
		}
		countered += len(freeAttacks(s, "Counterattack"))
	}
	assert.Positive(t, countered)
}

// Another action arriving while the First Strike question waits settles
// it as its timeout would: yes, the free attack is rolled first.
func TestAnotherActionSettlesAFirstStrikeQuestionWithYes(t *testing.T) {
	s := newSession(t, reactTable, 1, session.Config{})
	require.Len(t, questions(stepIn(t, s, "c1", `{"x":1,"y":1}`, time.Unix(0, 0))), 1)
	outs := s.Do(gm, act("e", `{"kind":"end_turn","who":"c1"}`), time.Unix(1, 0))
	var settled []bool
	for _, o := range outs {
		if a, ok := o.Msg.(wire.Answered); ok && o.Seat == wire.SeatGM {
			settled = append(settled, a.Yes)
		}
	}
	assert.Equal(t, []bool{true}, settled)
	assert.Len(t, freeAttacks(s, "First Strike"), 1)
}
