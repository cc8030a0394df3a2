//go:build !js

package game_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/game"
	"battlemat/rules"
	"battlemat/server"
	"battlemat/wire"
)

func question(t *testing.T, r *game.Remote, q wire.Question) {
	t.Helper()
	q.Type = wire.TypeQuestion
	data, err := json.Marshal(q)
	require.NoError(t, err)
	require.NoError(t, r.Receive(data))
}

func TestRemoteQuestionShowsYesNoAndSendsTheAnswer(t *testing.T) {
	r, o := remoteAt(t, true)
	question(t, r, wire.Question{ID: "q4", Who: "hero1", Seat: "player:anna", Kind: wire.AskSoak,
		Text: "Ann's Hero takes 2 Wounds: spend a benny to Soak?", Default: true, Timeout: 30})
	text, ok := r.Question()
	require.True(t, ok)
	assert.Equal(t, "Ann's Hero takes 2 Wounds: spend a benny to Soak? (no answer in 30s: yes)", text)
	assert.Equal(t, []game.RemoteButton{{ID: game.RemoteYes, Label: "Yes"}, {ID: game.RemoteNo, Label: "No"}}, r.Buttons(),
		"the host waits: only the answer's buttons")

	r.Press(game.RemoteNo)
	require.NotEmpty(t, o.msgs)
	m := o.msgs[len(o.msgs)-1]
	assert.Equal(t, wire.TypeAnswer, m.Type)
	assert.Equal(t, "q4", m.ID)
	require.NotNil(t, m.Yes)
	assert.False(t, *m.Yes)
	_, ok = r.Question()
	assert.False(t, ok, "answered: the question goes")
	assert.NotContains(t, r.Buttons(), game.RemoteButton{ID: game.RemoteYes, Label: "Yes"})
	n := len(o.msgs)
	r.Press(game.RemoteYes)
	assert.Len(t, o.msgs, n, "no second answer")
}

func TestRemoteQuestionAnsweredElsewhereGoes(t *testing.T) {
	r, o := remoteAt(t, true)
	question(t, r, wire.Question{ID: "q2", Who: "hero1", Seat: "player:anna", Kind: wire.AskReroll, Text: "reroll?"})
	require.NoError(t, r.Receive([]byte(`{"type":"answered","id":"q2","yes":true,"by":"gm"}`)))
	_, ok := r.Question()
	assert.False(t, ok)
	msg, _ := r.Message()
	assert.Equal(t, "the GM answered yes", msg)
	assert.Empty(t, o.msgs, "she sent nothing")
}

func TestRemoteGMSeesWhoseQuestionItIs(t *testing.T) {
	r := game.NewRemote(&outbox{})
	require.NoError(t, r.Receive([]byte(`{"type":"state","seq":0,"seat":"gm","round":0,"up":null,"acting":false,"figures":{},"roster":{},"scenario":"name: T\nmap:\n  rows: [\"..\"]\n","mine":[],"log":[]}`)))
	question(t, r, wire.Question{ID: "q1", Who: "hero1", Seat: "player:anna", Kind: wire.AskSoak, Text: "Soak?"})
	text, _ := r.Question()
	assert.Equal(t, "For Anna: Soak?", text)
}

var gunRemoteTable = game.ScenarioText("name: Guns", game.OpenRows(8, 2),
	game.AnnsHero(game.At(0, 0), "traits: {agility: d8, shooting: d8, vigor: d6, spirit: d6}"),
	game.Figure("gunman", "Gunman", "cult", game.At(3, 0), "traits: {agility: d6, shooting: d12, vigor: d6}",
		"weapons:",
		"  - {name: Cannon, range: 12/24/48, damage: 4d10+12, shots: 500}"))

// The player's screen gets the Soak question of the GM's shot at her
// hero, and her No decides it.
func TestRemotePlayerAnswersTheHostsSoakQuestion(t *testing.T) {
	h, ctx := hostOn(t, server.Config{Name: "guns.yaml", Data: []byte(gunRemoteTable), Seed: 11, SeedSet: true, Logf: t.Logf})
	gm, anna := join(t, ctx, h, "gm"), join(t, ctx, h, "player:anna")

	asked := func(r *game.Remote) bool { _, ok := r.Question(); return ok }
	step := func(action string) {
		var seq int
		gm.do(func(r *game.Remote) { seq = r.Seq; require.NoError(t, sendAs(r, action)) })
		gm.wait(t, action, func(r *game.Remote) bool { return r.Seq > seq || asked(r) })
	}
	for i := 0; i < 100; i++ {
		var up *string
		h.Battle(func(b *rules.Battle) { up = wire.UpNow(b) })
		switch {
		case up == nil:
			step(`{"kind":"round"}`)
			continue
		case *up != "gunman":
			step(`{"kind":"turn","who":"` + *up + `"}`)
			step(`{"kind":"end_turn","who":"` + *up + `"}`)
			continue
		}
		step(`{"kind":"turn","who":"gunman"}`)
		step(`{"kind":"shoot","who":"gunman","targets":["hero1"]}`)
		var q bool
		gm.do(func(r *game.Remote) { q = asked(r) })
		if q {
			break
		}
		step(`{"kind":"end_turn","who":"gunman"}`)
	}
	anna.wait(t, "her question", asked)
	var shot int
	anna.do(func(r *game.Remote) {
		shot = r.Seq + 1 // the shot waits for her
		text, _ := r.Question()
		assert.Contains(t, text, "Ann's Hero takes")
		r.Press(game.RemoteNo)
	})
	// A Vigor reroll may follow: she says no again, until the shot is in.
	for i := 0; i < 5; i++ {
		anna.wait(t, "the shot's result or another question", func(r *game.Remote) bool { return asked(r) || r.Seq == shot })
		again := false
		anna.do(func(r *game.Remote) {
			if asked(r) {
				again = true
				r.Press(game.RemoteNo)
			}
		})
		if !again {
			break
		}
	}
	gm.wait(t, "the shot on the GM's screen", func(r *game.Remote) bool { return r.Seq == shot && !asked(r) })
	h.Battle(func(b *rules.Battle) {
		require.NotEmpty(t, b.Applied)
		assert.Equal(t, false, b.Applied[len(b.Applied)-1].Answers[0], "her No is the recorded Soak answer")
	})
}
