package e2e

import (
	"context"
	"encoding/json"
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/game"
	"battlemat/rules"
	"battlemat/server"
	"battlemat/wire"
)

const hostGunTable = `name: Hosted guns
map:
  rows:
    - "........"
    - "........"
    - "........"
    - "........"
figures:
  - id: hero1
    name: Ann's Hero
    side: heroes
    player: anna
    wildcard: true
    at: [0, 0]
    traits: {agility: d8, shooting: d8, vigor: d6, spirit: d6}
  - id: gunman
    name: Gunman
    side: cult
    at: [5, 0]
    traits: {agility: d6, shooting: d12, vigor: d6}
    weapons:
      - {name: Cannon, range: 12/24/48, damage: 4d10+12, shots: 500}
`

type askState struct {
	Seq      int                   `json:"seq"`
	Question string                `json:"question"`
	Buttons  map[string][2]float64 `json:"buttons"`
}

func askOf(t *testing.T, ctx context.Context) askState { return remoteAs[askState](t, ctx) }

// The GM's gunman shoots Ann's hero: her phone (the window's Game over
// her seat) shows the Soak question with Yes and No, she taps No, and
// the host keeps her answer.
func TestBrowserHostPhoneAnswersTheSoakQuestion(t *testing.T) {
	ctx, cancel := browserContext(t, 4*time.Minute)
	defer cancel()
	// The GM is asked about none of the GM's figures (a reroll of the
	// gunman's shot from the GM's pool): only Ann is asked.
	hp := hostWithPhone(t, ctx, server.Config{Name: "guns.yaml", Data: []byte(hostGunTable), Seed: 5, SeedSet: true, Logf: t.Logf,
		AnswerTimeout: 2 * time.Minute, GMAsks: rules.GMAsksNever}, 1024, 768)
	h, gm, phone := hp.h, hp.gm, hp.phone

	// The GM's hand: a link of the GM's seat that sends the GM's actions
	// without waiting for them (a shot waits for Ann's answer) and hears
	// the host's questions, which go to the GM too.
	l := &game.LinkSeat{}
	u, err := url.Parse(h.Link("gm"))
	require.NoError(t, err)
	go l.Connect(ctx, "ws://"+u.Host+"/ws?seat="+u.Query().Get("seat"))
	require.Eventually(t, func() bool { seat, _ := l.Told(); return seat == "gm" }, patience(t), 20*time.Millisecond)
	waiting := ""
	asked := func() bool {
		for _, m := range l.Poll() {
			switch m := m.(type) {
			case wire.Question:
				if m.Seat == "player:anna" {
					waiting = m.ID
				}
			case wire.Answered:
				if m.ID == waiting {
					waiting = ""
				}
			}
		}
		return waiting != ""
	}
	act := func(a string) {
		seq := h.Seq()
		require.NoError(t, l.Send(wire.Incoming{Type: wire.TypeAction, Action: json.RawMessage(a)}))
		require.Eventually(t, func() bool { return h.Seq() > seq || asked() }, patience(t), 20*time.Millisecond, a)
	}
	for i := 0; i < 60 && !asked(); i++ {
		var up *string
		h.Battle(func(b *rules.Battle) { up = server.UpNow(b) })
		switch {
		case up == nil:
			act(`{"kind":"round"}`)
		case *up != "gunman":
			act(`{"kind":"turn","who":"` + *up + `"}`)
			act(`{"kind":"end_turn","who":"` + *up + `"}`)
		default:
			act(`{"kind":"turn","who":"gunman"}`)
			act(`{"kind":"shoot","who":"gunman","targets":["hero1"]}`)
			if !asked() {
				act(`{"kind":"end_turn","who":"gunman"}`)
			}
		}
	}
	require.True(t, asked(), "a shot wounds her hero")
	var st askState
	require.Eventually(t, func() bool { st = askOf(t, phone); return asksNow(st.Question, st.Buttons) },
		patience(t), 100*time.Millisecond, "her phone asks")
	assert.Contains(t, st.Question, "Ann's Hero takes")
	shot(t, phone, "host-phone-question.png")
	require.Eventually(t, func() bool { st := askOf(t, gm); return asksNow(st.Question, st.Buttons) },
		patience(t), 100*time.Millisecond, "the GM's page asks too")
	assert.Contains(t, askOf(t, gm).Question, "For Anna: Ann's Hero takes")
	shot(t, gm, "host-gm-question.png")
	seq := st.Seq
	no := st.Buttons["no"]
	tap(t, phone, no[0], no[1])
	// A Vigor reroll may follow: No again, until the shot is in.
	require.Eventually(t, func() bool {
		s := askOf(t, phone)
		if asksNow(s.Question, s.Buttons) {
			b := s.Buttons["no"]
			tap(t, phone, b[0], b[1])
			return false
		}
		return s.Seq == seq+1
	}, patience(t), 200*time.Millisecond, "the shot is applied once she answered")
	shot(t, phone, "host-phone-answered.png")
	h.Battle(func(b *rules.Battle) {
		assert.Equal(t, false, b.Applied[len(b.Applied)-1].Answers[0], "her No is the Soak answer kept")
	})
}

// asksNow: the page holds a question and has drawn its No (the buttons
// are those of the last frame, which may predate the question).
func asksNow(question string, buttons map[string][2]float64) bool {
	_, no := buttons["no"]
	return question != "" && no
}
