package session_test

import (
	"fmt"
	"testing"
	"time"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/session"
	"battlemat/wire"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every seat is told the revision of the rules its battle plays under:
// a battle file of revision 6 keeps revision 6, a new one the current.
func TestViewTellsEverySeatTheBattlesRulesRevision(t *testing.T) {
	for _, rev := range []int{6, rules.CurrentRevision} {
		s, err := session.New(session.Config{Logf: func(string, ...any) {},
			File: &board.BattleFile{Format: board.BattleFormat, Name: "t.yaml", Scenario: askTable, Seed: 3, Rules: rev}})
		require.NoError(t, err)
		for _, seat := range []string{wire.SeatGM, wire.SeatTable} {
			assert.Equal(t, rev, s.View(seat).Rules, "%s under revision %d", seat, rev)
		}
	}
}

// The GM's seat is told how the fight would end now (the sides standing,
// every figure as the fight leaves it), over once one side is left
// standing, and no other seat is: the heroes taken off leave the cult
// alone on the map. The other seats are told once it is over: the sides
// standing, no figure's Wounds.
func TestTheFightsEndIsToldToTheGMAndItsOutcomeToEverySeat(t *testing.T) {
	s := newSession(t, askTable, 3, session.Config{})
	end := s.View(wire.SeatGM).End
	require.NotNil(t, end)
	assert.False(t, end.Over, "two sides stand")
	assert.Len(t, end.Standing, 2)
	var figs []string
	for id, in := range s.View(wire.SeatGM).Roster {
		if in.Side != "cult" {
			figs = append(figs, id)
		}
	}
	require.NotEmpty(t, figs)
	for _, id := range figs {
		outs := s.Do(gm, act("rm-"+id, `{"kind": "remove_figure", "who": "`+id+`"}`), time.Unix(1, 0))
		require.NotEmpty(t, outs)
	}
	end = s.View(wire.SeatGM).End
	require.NotNil(t, end)
	assert.True(t, end.Over, "only the cult stands")
	assert.Equal(t, []string{"cult"}, end.Standing)
	assert.Len(t, end.Survivors, len(s.View(wire.SeatGM).Roster))
	for _, seat := range []string{wire.SeatTable, "player:anna"} {
		end = s.View(seat).End
		require.NotNil(t, end, "%s is told the fight is over", seat)
		assert.True(t, end.Over, seat)
		assert.Equal(t, []string{"cult"}, end.Standing, seat)
		assert.Empty(t, end.Survivors, "%s is not told the figures' Wounds", seat)
	}
}

// Before the end, a seat other than the GM's is told nothing of it (the
// sides standing would name a hidden one).
func TestTheFightsEndIsNotToldToTheSeatsWhileItGoesOn(t *testing.T) {
	s := newSession(t, askTable, 3, session.Config{})
	assert.Nil(t, s.View(wire.SeatTable).End)
	assert.Nil(t, s.View("player:anna").End)
}

// The foes all off the map in Annie's turn: the fight is over, and her
// seat is offered nothing more (her phone says who won), while the GM's
// still is (the GM's end screen may take the fight up again).
func TestASeatIsOfferedNoActionOnceTheFightIsOver(t *testing.T) {
	s := newSession(t, askTable, 3, session.Config{})
	s.Do(gm, act("r", `{"kind": "round"}`), time.Unix(1, 0))
	b := s.Battle()
	for i := 0; i < 20 && (len(b.NextUp()) == 0 || b.NextUp()[0] != "anna"); i++ {
		if len(b.NextUp()) == 0 {
			s.Do(gm, act(fmt.Sprint("r", i), `{"kind": "round"}`), time.Unix(1, 0))
			continue
		}
		who := b.NextUp()[0]
		s.Do(gm, act(fmt.Sprint("st", i), `{"kind": "turn", "who": "`+who+`", "actions": 1}`), time.Unix(1, 0))
		s.Do(gm, act(fmt.Sprint("et", i), `{"kind": "end_turn", "who": "`+who+`"}`), time.Unix(1, 0))
	}
	require.Equal(t, []string{"anna"}, b.NextUp()[:1])
	s.Do(gm, act("st", `{"kind": "turn", "who": "anna", "actions": 1}`), time.Unix(1, 0))
	require.NotEmpty(t, s.View("player:anna").Offers, "her turn: Run, Aim, Defend...")
	for _, id := range []string{"boss", "thug", "gunman"} {
		s.Do(gm, act("rm-"+id, `{"kind": "remove_figure", "who": "`+id+`"}`), time.Unix(1, 0))
	}
	require.True(t, rules.Over(b))
	require.NotNil(t, b.Turn(), "her turn is not over")
	assert.Empty(t, s.View("player:anna").Offers, "the fight is over")
	assert.NotEmpty(t, s.View(wire.SeatGM).Offers, "the GM may still act")
}

// Once the fight is over, a seat other than the GM's is told no one is
// up: no figure up or acting, none to start a turn next and no card of
// the strip under way (a phone, the table's screen and the plain page
// ring nobody), in its state and in the message of the last action;
// the GM's seat is still told Annie's turn (its end screen may take the
// fight up again).
func TestASeatIsToldNoOneIsUpOnceTheFightIsOver(t *testing.T) {
	s := newSession(t, askTable, 3, session.Config{})
	s.Do(gm, act("r", `{"kind": "round"}`), time.Unix(1, 0))
	b := s.Battle()
	for i := 0; i < 20 && (len(b.NextUp()) == 0 || b.NextUp()[0] != "anna"); i++ {
		if len(b.NextUp()) == 0 {
			s.Do(gm, act(fmt.Sprint("r", i), `{"kind": "round"}`), time.Unix(1, 0))
			continue
		}
		who := b.NextUp()[0]
		s.Do(gm, act(fmt.Sprint("st", i), `{"kind": "turn", "who": "`+who+`", "actions": 1}`), time.Unix(1, 0))
		s.Do(gm, act(fmt.Sprint("et", i), `{"kind": "end_turn", "who": "`+who+`"}`), time.Unix(1, 0))
	}
	s.Do(gm, act("st", `{"kind": "turn", "who": "anna", "actions": 1}`), time.Unix(1, 0))
	var outs []session.Out
	for _, id := range []string{"boss", "thug", "gunman"} {
		outs = s.Do(gm, act("rm-"+id, `{"kind": "remove_figure", "who": "`+id+`"}`), time.Unix(1, 0))
	}
	require.True(t, rules.Over(b))
	require.NotNil(t, b.Turn(), "her turn is not over")
	now := func(strip []rules.StripBox) (n int) {
		for _, bx := range strip {
			if bx.Now {
				n++
			}
		}
		return n
	}
	for _, seat := range []string{wire.SeatTable, "player:anna"} {
		v := s.View(seat)
		assert.Nil(t, v.Up, seat)
		assert.False(t, v.Acting, seat)
		assert.Empty(t, v.Next, seat)
		assert.Nil(t, v.Turn, seat)
		assert.NotEmpty(t, v.Initiative, "%s keeps the round's cards", seat)
		assert.Zero(t, now(v.Initiative), "%s: no card under way", seat)
	}
	told := 0
	for _, o := range outs {
		m, ok := o.Msg.(wire.Applied)
		if !ok || o.Seat == wire.SeatGM {
			continue
		}
		told++
		assert.Nil(t, m.Up, o.Seat)
		assert.False(t, m.Acting, o.Seat)
		assert.Zero(t, now(m.Initiative), o.Seat)
	}
	assert.NotZero(t, told, "the seats are told the last removal")
	v := s.View(wire.SeatGM)
	require.NotNil(t, v.Up)
	assert.Equal(t, "anna", *v.Up, "the GM's seat keeps her turn")
	assert.True(t, v.Acting)
	assert.Equal(t, 1, now(v.Initiative))
}
