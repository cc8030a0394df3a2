package session_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/session"
	"battlemat/wire"
)

// askTable: Anna's gunslinger (no bennies, so she is never asked about
// her own rolls) beside the GM's Wild Card boss (2 bennies) and an Extra
// thug (the GM's pool pays for it), and a Wild Card gunman of the GM's
// whose shot at Bob's hero asks both of them. The guns wound whenever
// they hit.
const askTable = `name: Asking
map:
  rows:
    - "..........."
    - "..........."
    - "..........."
figures:
  - id: anna
    name: Annie
    side: heroes
    player: anna
    wildcard: true
    bennies: 0
    at: [0, 0]
    traits: {agility: d8, shooting: d12+2, vigor: d6, spirit: d6}
    weapons:
      - {name: Cannon, range: 12/24/48, damage: 4d10+12, shots: 500}
  - id: bob
    name: Bobby
    side: heroes
    player: bob
    wildcard: true
    at: [0, 2]
    traits: {agility: d6, vigor: d6, spirit: d6}
  - id: boss
    name: Boss
    side: cult
    wildcard: true
    at: [4, 0]
    traits: {agility: d6, vigor: d4, spirit: d6}
  - id: thug
    name: Thug
    side: cult
    at: [4, 1]
    traits: {agility: d6, vigor: d4}
  - id: gunman
    name: Gunman
    side: cult
    wildcard: true
    at: [4, 2]
    traits: {agility: d6, shooting: d6, vigor: d6}
    weapons:
      - {name: Cannon, range: 12/24/48, damage: 4d10+12, shots: 500}
`

func newSession(t *testing.T, text string, seed uint64, cfg session.Config) *session.Session {
	t.Helper()
	cfg.File = &board.BattleFile{Format: board.BattleFormat, Name: "t.yaml", Scenario: text, Seed: seed, Rules: rules.CurrentRevision}
	cfg.Logf = func(string, ...any) {}
	s, err := session.New(cfg)
	require.NoError(t, err)
	return s
}

var gm = session.Screen{Seat: wire.SeatGM}

// act is an action message.
func act(id, action string) wire.Incoming {
	return wire.Incoming{Type: wire.TypeAction, ID: id, Action: json.RawMessage(action)}
}

// questions are the questions among outs.
func questions(outs []session.Out) []wire.Question {
	var qs []wire.Question
	for _, o := range outs {
		if q, ok := o.Msg.(wire.Question); ok && o.Seat == wire.SeatGM {
			qs = append(qs, q)
		}
	}
	return qs
}

// refused is the refusal among outs, "" for none.
func refused(outs []session.Out) string {
	for _, o := range outs {
		if r, ok := o.Msg.(wire.Refused); ok {
			return r.Error
		}
	}
	return ""
}

// gmTurnOf plays the round as the GM, every question answered no, up
// to who's turn, started.
func gmTurnOf(t *testing.T, s *session.Session, who string) {
	t.Helper()
	now := time.Unix(0, 0)
	do := func(a string) {
		outs := s.Do(gm, act("set", a), now)
		for q := questions(outs); len(q) > 0; q = questions(outs) {
			no := false
			outs = s.Do(gm, wire.Incoming{Type: wire.TypeAnswer, ID: q[0].ID, Yes: &no}, now)
		}
		require.Empty(t, refused(outs), a)
	}
	for range 40 {
		up := wire.UpNow(s.Battle())
		switch {
		case up == nil:
			do(`{"kind":"round"}`)
		case *up == who:
			do(`{"kind":"turn","who":"` + who + `"}`)
			return
		default:
			do(`{"kind":"turn","who":"` + *up + `"}`)
			do(`{"kind":"end_turn","who":"` + *up + `"}`)
		}
	}
	t.Fatalf("no turn of %s", who)
}

// firstHit plays seeds until anna's shot at target hits it (a Wound or
// Shaken), and returns the session and what her shot sent. Annie has
// no benny: her own roll asks nobody.
func firstHit(t *testing.T, target string, cfg session.Config) (*session.Session, []session.Out) {
	t.Helper()
	for seed := uint64(1); seed < 200; seed++ {
		s := newSession(t, askTable, seed, cfg)
		gmTurnOf(t, s, "anna")
		n := len(s.Battle().Events())
		outs := s.Do(session.Screen{Seat: "player:anna"}, act("shot", `{"kind":"shoot","who":"anna","targets":["`+target+`"]}`), time.Unix(0, 0))
		require.Empty(t, refused(outs))
		hit := len(questions(outs)) > 0
		for _, e := range s.Battle().Events()[n:] {
			hit = hit || e.Kind == rules.EventDamage && e.Target == target
		}
		if hit {
			return s, outs
		}
	}
	t.Fatal("no hit in 200 seeds")
	return nil, nil
}

func TestAPlayersShotAtAnExtraAsksNobody(t *testing.T) {
	s, outs := firstHit(t, "thug", session.Config{})
	assert.Empty(t, questions(outs), "the Extra soaks by the default policy")
	var applied int
	for _, o := range outs {
		if _, ok := o.Msg.(wire.Applied); ok {
			applied++
		}
	}
	assert.Equal(t, 4, applied, "applied at once for the GM, the table and both players")
	assert.Equal(t, 1, s.Battle().Figure("thug").Wounds+boolInt(s.Battle().Figure("thug").Incapacitated), "the hit stands")
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// A player's shot that wounds the GM's Wild Card asks the GM about the
// Soak, and tells the shooter's seat the GM is deciding it.
func TestAShotAtTheGMsWildCardAsksTheGM(t *testing.T) {
	s, outs := firstHit(t, "boss", session.Config{})
	qs := questions(outs)
	require.Len(t, qs, 1)
	assert.Equal(t, wire.AskSoak, qs[0].Kind)
	assert.Equal(t, "boss", qs[0].Who)
	assert.Equal(t, wire.SeatGM, qs[0].Seat)
	var hers []any
	for _, o := range outs {
		if o.Seat == "player:anna" {
			hers = append(hers, o.Msg)
		}
	}
	require.Len(t, hers, 1, "her screen is told the shot waits for the GM")
	st, ok := hers[0].(wire.State)
	require.True(t, ok, "a state (an older screen reads it as any other): %T", hers[0])
	assert.Equal(t, &wire.Deciding{Seat: wire.SeatGM, Kind: wire.AskSoak}, st.Deciding)
	assert.Equal(t, "The GM is deciding a Soak.", st.Deciding.Text())
	assert.Zero(t, s.Battle().Figure("boss").Wounds, "the shot is not taken yet")
	assert.Equal(t, st.Deciding, s.View("player:anna").Deciding, "a screen of hers that opens now is told too")
	assert.Nil(t, s.View("player:bob").Deciding, "not another player's")
	assert.Nil(t, s.View(wire.SeatGM).Deciding, "the GM has the question itself")
	var last any
	for q := qs; len(q) > 0; q = questions(outs) {
		no := false
		outs = s.Do(gm, wire.Incoming{Type: wire.TypeAnswer, ID: q[0].ID, Yes: &no}, time.Unix(0, 0))
		for _, o := range outs {
			if o.Seat == "player:anna" {
				last = o.Msg
			}
		}
	}
	assert.Nil(t, s.View("player:anna").Deciding, "decided: the shot is taken")
	_, applied := last.(wire.Applied)
	assert.True(t, applied, "her screen gets the shot applied last: %T", last)
}

func TestTheGMWhoIsNeverAskedIsNotAskedAboutAWildCard(t *testing.T) {
	_, outs := firstHit(t, "boss", session.Config{GMAsks: rules.GMAsksNever})
	assert.Empty(t, questions(outs))
}

func TestTheGMAskedAboutEveryFigureIsAskedAboutAnExtra(t *testing.T) {
	_, outs := firstHit(t, "thug", session.Config{GMAsks: rules.GMAsksAll})
	qs := questions(outs)
	require.NotEmpty(t, qs)
	assert.Equal(t, "thug", qs[0].Who)
	assert.NotNil(t, qs[0].Pool, "the GM's pool pays for the Extra")
}

func TestATimedOutQuestionSpendsNoBenny(t *testing.T) {
	s, outs := firstHit(t, "boss", session.Config{AnswerTimeout: 10 * time.Second})
	require.Len(t, questions(outs), 1)
	// The question tells the screens the answer a timeout gives, which
	// they show beside the countdown: no benny spent.
	assert.False(t, questions(outs)[0].Default, "the Soak question's timeout answer is no")
	bennies, pool := s.Battle().Figure("boss").Bennies, s.Battle().Pool()
	assert.Empty(t, s.Tick(time.Unix(9, 0)), "not yet")
	// Each later question (his Vigor roll's reroll) times out in turn.
	var by []string
	for at := int64(11); at < 100; at += 11 {
		for _, o := range s.Tick(time.Unix(at, 0)) {
			if a, ok := o.Msg.(wire.Answered); ok && o.Seat == wire.SeatGM {
				assert.False(t, a.Yes)
				by = append(by, a.By)
			}
		}
	}
	require.NotEmpty(t, by)
	assert.Equal(t, "timeout", by[0])
	b := s.Battle()
	assert.Equal(t, bennies, b.Figure("boss").Bennies, "the boss keeps his 2 bennies")
	assert.Equal(t, pool, b.Pool(), "the pool is unchanged")
	assert.NotContains(t, b.Applied[len(b.Applied)-1].Answers, true)
	assert.Equal(t, rules.KindShoot, b.Applied[len(b.Applied)-1].Action.Kind(), "the shot is applied")
}

// The answer replays the action with the same dice: a Soak answered yes
// rolls after the same hit the question was about.
func TestAnAnswerReplaysTheSameDice(t *testing.T) {
	s, outs := firstHit(t, "boss", session.Config{})
	q := questions(outs)[0]
	yes := true
	outs = s.Do(gm, wire.Incoming{Type: wire.TypeAnswer, ID: q.ID, Yes: &yes}, time.Unix(1, 0))
	for qs := questions(outs); len(qs) > 0; qs = questions(outs) {
		no := false
		outs = s.Do(gm, wire.Incoming{Type: wire.TypeAnswer, ID: qs[0].ID, Yes: &no}, time.Unix(1, 0))
	}
	b := s.Battle()
	var damage, soak int
	for _, e := range b.Events() {
		if e.Kind == rules.EventDamage && e.Target == "boss" {
			damage++
			assert.GreaterOrEqual(t, e.Total, 4+12, "the cannon's hit")
		}
		if e.Kind == rules.EventSoak {
			soak++
		}
	}
	assert.Equal(t, 1, damage, "one damage roll: the try was taken back")
	assert.Equal(t, 1, soak)
	assert.Equal(t, 1, b.Figure("boss").Bennies, "the yes spent one of his 2")
}

// The questions come in the order the dice were rolled: the gunman's
// reroll of his shot (the GM's, about a Wild Card) before Bob's Soak of
// its damage.
func TestTheThrowersRerollIsAskedBeforeTheVictimsSoak(t *testing.T) {
	for seed := uint64(1); seed < 300; seed++ {
		s := newSession(t, askTable, seed, session.Config{})
		gmTurnOf(t, s, "gunman")
		now := time.Unix(0, 0)
		var kinds []string
		outs := s.Do(gm, act("shot", `{"kind":"shoot","who":"gunman","targets":["bob"]}`), now)
		for qs := questions(outs); len(qs) > 0; qs = questions(outs) {
			kinds = append(kinds, qs[0].Kind+":"+qs[0].Who)
			no := false
			outs = s.Do(gm, wire.Incoming{Type: wire.TypeAnswer, ID: qs[0].ID, Yes: &no}, now)
		}
		if len(kinds) < 2 || !strings.HasPrefix(kinds[0], wire.AskReroll) {
			continue
		}
		assert.Equal(t, []string{"reroll:gunman", "soak:bob"}, kinds[:2], "seed %d", seed)
		return
	}
	t.Fatal("no shot asked both in 300 seeds")
}

func TestTheGMsEditsStayOutOfTheOtherSeatsLogs(t *testing.T) {
	s := newSession(t, askTable, 1, session.Config{})
	outs := s.Do(gm, act("p", `{"kind":"place","who":"thug","to":{"x":6,"y":1}}`), time.Unix(0, 0))
	logs := map[string]string{}
	for _, o := range outs {
		if a, ok := o.Msg.(wire.Applied); ok {
			logs[o.Seat] = strings.Join(a.Log, "\n")
			assert.EqualValues(t, 6, a.Figures["thug"].At.X, "%s sees the thug where the GM put him", o.Seat)
		}
	}
	assert.Contains(t, logs[wire.SeatGM], "Thug is put by the GM")
	for _, seat := range []string{wire.SeatTable, "player:anna", "player:bob"} {
		assert.Empty(t, logs[seat], seat)
		assert.NotContains(t, strings.Join(s.View(seat).Log, "\n"), "put by the GM", seat)
	}
	assert.Contains(t, strings.Join(s.View(wire.SeatGM).Log, "\n"), "Thug is put by the GM")

	// The GM shows them: the table reads them.
	show := true
	s.Do(gm, wire.Incoming{Type: wire.TypeSettings, ShowGMEdits: &show}, time.Unix(0, 0))
	assert.Contains(t, strings.Join(s.View(wire.SeatTable).Log, "\n"), "Thug is put by the GM")
}

func TestOnlyTheGMChangesTheTablesSettings(t *testing.T) {
	s := newSession(t, askTable, 1, session.Config{})
	all := "all"
	outs := s.Do(session.Screen{Seat: "player:anna"}, wire.Incoming{Type: wire.TypeSettings, ID: "x", GMAsks: &all}, time.Unix(0, 0))
	assert.Contains(t, refused(outs), "only the GM")
	bad := "sometimes"
	outs = s.Do(gm, wire.Incoming{Type: wire.TypeSettings, ID: "y", GMAsks: &bad}, time.Unix(0, 0))
	assert.Contains(t, refused(outs), `"sometimes" is not a gm_asks setting`)
	assert.Equal(t, rules.GMAsksWildCards, s.Settings().GMAsks, "nothing changed")
	s.Do(gm, wire.Incoming{Type: wire.TypeSettings, GMAsks: &all}, time.Unix(0, 0))
	assert.Equal(t, rules.GMAsksAll, s.Settings().GMAsks)
	assert.Equal(t, rules.GMAsksAll, s.View(wire.SeatGM).Settings.GMAsks, "the GM's state says so")
	assert.Nil(t, s.View(wire.SeatTable).Settings, "only the GM's")
	_ = fmt.Sprint
}

// A Holy Warrior's Soak question says the Power Points that go on the
// roll by themselves (up to 4 of Bobby's 10), so the player is not told
// less than the rules do.
func TestAHolyWarriorsSoakQuestionSaysThePowerPointsGoOn(t *testing.T) {
	table := strings.Replace(askTable, "    traits: {agility: d6, vigor: d6, spirit: d6}\n",
		"    traits: {agility: d6, vigor: d6, spirit: d6, faith: d6}\n    edges: [Holy Warrior]\n    arcane: {skill: faith, power_points: 10}\n", 1)
	require.NotEqual(t, askTable, table)
	for seed := uint64(1); seed < 300; seed++ {
		s := newSession(t, table, seed, session.Config{})
		gmTurnOf(t, s, "gunman")
		now := time.Unix(0, 0)
		outs := s.Do(gm, act("shot", `{"kind":"shoot","who":"gunman","targets":["bob"]}`), now)
		for range 5 {
			var q *wire.Question
			for _, o := range outs {
				if m, ok := o.Msg.(wire.Question); ok {
					q = &m
				}
			}
			if q == nil {
				break
			}
			if q.Kind == wire.AskSoak && q.Who == "bob" {
				assert.Contains(t, q.Text, "spend a benny to Soak? (Holy Warrior: up to 4 Power Points are added to the roll when they soak one more Wound)")
				return
			}
			no := false
			seat := gm
			if q.Who == "bob" {
				seat = session.Screen{Seat: "player:bob"}
			}
			outs = s.Do(seat, wire.Incoming{Type: wire.TypeAnswer, ID: q.ID, Yes: &no}, now)
		}
	}
	t.Fatal("Bobby was never asked to Soak in 300 seeds")
}
