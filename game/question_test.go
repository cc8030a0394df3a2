package game

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/wire"
)

// A question mid-action is one state of the seat for every screen: the
// same Soak question (Vera's knife wounds the orc, the GM asked about
// every figure) answered No with the window's N key and with a GM's
// phone's No button replays the same action: the same log, the same
// figures, and both screens let the question go.
func TestQuestionAnsweredOnTheWindowOrAPhoneReplaysTheSame(t *testing.T) {
	asked := func(from uint64) (*Game, uint64) {
		for from < 400 {
			g, seed := arenaOf(t, arenaYAML, 1, from)
			from = seed + 1
			press(g, CmdGMAsks.Key())
			press(g, CmdFight.Key())
			clickSquare(g, 2, 2)
			keepRolls(t, g)
			if q := g.ctl.Asked(); q != nil && q.Who == "orc" {
				return g, seed
			}
		}
		t.Fatal("no seed had Vera's knife wound the orc")
		return nil, 0
	}
	win, seed := asked(1)

	phoneGame, _ := asked(seed)
	phone := joinedScreen(t, phoneGame, wire.SeatGM)
	text, ok := phone.Question()
	require.True(t, ok, "the GM's phone is asked what the window is")
	assert.Equal(t, phoneGame.ctl.Asked().Text(), text, "the GM's own question: no 'For' before it")

	press(win, CmdNo.Key())
	phone.Press(RemoteNo)
	require.NoError(t, phoneGame.ctl.poll())
	phone.Pump()
	for win.ctl.Asked() != nil || phoneGame.ctl.Asked() != nil {
		require.NotNil(t, win.ctl.Asked(), "the window is asked what the phone's table is")
		require.NotNil(t, phoneGame.ctl.Asked())
		assert.Equal(t, win.ctl.Asked().Text(), phoneGame.ctl.Asked().Text())
		press(win, CmdNo.Key())
		phone.Press(RemoteNo)
		require.NoError(t, phoneGame.ctl.poll())
		phone.Pump()
	}
	_, ok = phone.Question()
	assert.False(t, ok, "answered: the phone's question goes")
	wb, pb := win.ctl.Battle(), phoneGame.ctl.Battle()
	assert.Equal(t, wb.Log(), pb.Log(), "the same replay whichever screen answered")
	assert.Equal(t, wb.Figure("orc").Wounds, pb.Figure("orc").Wounds)
	assert.Equal(t, len(wb.Applied), len(pb.Applied))
	assert.Equal(t, win.ctl.fight.mirror.Seq, phone.Seq, "the phone's mirror is in step with the window's")
}

// Every question's two answers read the same on the window's prompt and
// on a hosted phone: the words the question brings (a Soak is "Soak
// (benny)" or "Take it", a counter "Counter (Dispel)" or "Let it pass"),
// never a bare Yes and No on one screen and words on the other.
func TestQuestionAnswersReadTheSameOnTheWindowAndAPhone(t *testing.T) {
	cases := []struct {
		kind, trait string
		yes, no     string
	}{
		{wire.AskSoak, "", "Soak (benny)", "Take it"},
		{wire.AskReroll, "Shooting", "Reroll (benny)", "Keep it"},
		{wire.AskReaction, "First Strike", "Free attack", "Let it pass"},
		{wire.AskReaction, "Counterattack", "Free attack", "Let it pass"},
		{wire.AskReaction, "Dispel", "Counter (Dispel)", "Let it pass"},
	}
	for _, tc := range cases {
		yes, no := wire.AnswerWords(tc.kind, tc.trait)
		q := wire.Question{ID: "q1", Who: "gina", Seat: wire.SeatGM, Kind: tc.kind, Trait: tc.trait, Text: "?", YesWord: yes, NoWord: no}

		f, err := NewFight("counter.yaml", []byte(counterYAML), 1)
		require.NoError(t, err)
		g := New(nil)
		g.SetScreenSize(1280, 800)
		g.SetFight(f)
		g.ctl.fight.mirror.asked.askedOf(q, time.Now())
		var window []string
		for _, b := range promptButtons(g.ctl) {
			window = append(window, b.Label)
		}

		r := NewRemote(nil)
		r.asked.askedOf(q, time.Now())
		var phone []string
		for _, b := range r.Buttons() {
			phone = append(phone, b.Label)
		}
		assert.Equal(t, []string{tc.yes, tc.no}, window, "the window's words for %s %s", tc.kind, tc.trait)
		assert.Equal(t, window, phone, "the phone's words for %s %s are the window's", tc.kind, tc.trait)
	}
}
