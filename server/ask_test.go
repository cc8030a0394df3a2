//go:build !js

package server_test

import (
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
	"battlemat/server"
)

// gunTable: the GM's gunman next to Anna's and Bob's wild cards, with a
// gun that wounds whenever it hits.
const gunTable = `name: Guns
map:
  rows:
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
    weapons:
      - {name: Colt, range: 12/24/48, damage: 2d6+1, shots: 60}
  - id: hero2
    name: Bob's Hero
    side: heroes
    player: bob
    wildcard: true
    at: [0, 2]
    traits: {agility: d6, shooting: d6, vigor: d6, spirit: d6}
  - id: gunman
    name: Gunman
    side: cult
    at: [3, 0]
    traits: {agility: d6, shooting: d12, vigor: d6}
    weapons:
      - {name: Cannon, range: 12/24/48, damage: 4d10+12, shots: 500}
`

func newGunHost(t *testing.T, cfg server.Config) (*server.Host, *httptest.Server) {
	t.Helper()
	cfg.Name, cfg.Data = "guns.yaml", []byte(gunTable)
	return newHost(t, cfg)
}

// until reads c's messages until one of the type, and returns it.
func (c *conn) until(typ string) map[string]any {
	c.t.Helper()
	for {
		m := c.next()
		if m["type"] == typ {
			return m
		}
	}
}

// gmDo has the GM take an action and reads the GM's messages up to its
// result; questions on the way (a hero's Spirit roll at the start of
// its turn) the GM answers no. It returns the soak question about
// target if one comes, unanswered.
func gmDo(t *testing.T, gm *conn, id, action, target string) map[string]any {
	t.Helper()
	gm.act(id, action)
	for {
		m := gm.next()
		switch m["type"] {
		case "applied", "refused":
			return nil
		case "question":
			if m["kind"] == "soak" && m["who"] == target {
				return m
			}
			gm.send(map[string]any{"type": "answer", "id": m["id"], "yes": false})
		}
	}
}

// shootUntilAsked plays rounds, the GM taking every turn, and has the
// gunman shoot at target on his, until a shot raises a Soak question;
// it returns the question as seat received it (the GM got it too).
func shootUntilAsked(t *testing.T, h *server.Host, gm, seat *conn, target string) map[string]any {
	t.Helper()
	for i := range 200 {
		var up *string
		h.Battle(func(b *rules.Battle) { up = server.UpNow(b) })
		id := fmt.Sprint("s", i)
		switch {
		case up == nil:
			gmDo(t, gm, id, `{"kind":"round"}`, "")
			continue
		case *up != "gunman":
			gmDo(t, gm, id, `{"kind":"turn","who":"`+*up+`"}`, "")
			gmDo(t, gm, id, `{"kind":"end_turn","who":"`+*up+`"}`, "")
			continue
		}
		gmDo(t, gm, id, `{"kind":"turn","who":"gunman"}`, "")
		q := gmDo(t, gm, id, `{"kind":"shoot","who":"gunman","targets":["`+target+`"]}`, target)
		if q == nil {
			gmDo(t, gm, id, `{"kind":"end_turn","who":"gunman"}`, "")
			continue
		}
		for {
			m := seat.next()
			if m["type"] == "question" && m["id"] == q["id"] {
				require.Equal(t, q, m, "the seat and the GM get the same question")
				return m
			}
		}
	}
	t.Fatal("200 steps and no Soak question")
	return nil
}

// settle answers every further question c gets with no (a Vigor roll's
// reroll after the Wounds) up to the action's result, and returns it.
func settle(c *conn) map[string]any {
	c.t.Helper()
	for {
		m := c.next()
		switch m["type"] {
		case "applied":
			return m
		case "question":
			c.send(map[string]any{"type": "answer", "id": m["id"], "yes": false})
		}
	}
}

// lastAnswers are the Soak answers kept with the last applied action
// (h.Battle waits while a question does).
func lastAnswers(h *server.Host) []bool {
	var out []bool
	h.Battle(func(b *rules.Battle) { out = b.Applied[len(b.Applied)-1].Answers })
	return out
}

func TestSoakQuestionGoesToTheFiguresPlayer(t *testing.T) {
	h, ts := newGunHost(t, server.Config{})
	gm, tab := dial(t, h, ts, "gm"), dial(t, h, ts, "table")
	anna, bob := dial(t, h, ts, "player:anna"), dial(t, h, ts, "player:bob")

	q := shootUntilAsked(t, h, gm, anna, "hero1")
	assert.Equal(t, "soak", q["kind"])
	assert.Equal(t, "hero1", q["who"])
	assert.Equal(t, "player:anna", q["seat"])
	assert.Contains(t, q["text"], "Ann's Hero takes")

	anna.send(map[string]any{"type": "answer", "id": q["id"], "yes": false})
	assert.Equal(t, map[string]any{"type": "answered", "id": q["id"], "yes": false, "by": "player:anna"}, anna.next())
	ap := settle(anna)
	assert.Equal(t, "answered", gm.next()["type"])
	gm.until("applied")
	assert.Equal(t, []bool{false}, lastAnswers(h), "her no is kept with the action")
	assert.NotContains(t, fmt.Sprint(ap["log"]), "Soak")
	// Bob's and the table's screens never saw her question.
	for _, c := range []*conn{bob, tab} {
		for c.until("applied")["seq"] != ap["seq"] {
		}
		assert.NotContains(t, c.bytes(), q["id"].(string)+`"`)
		assert.NotContains(t, c.bytes(), `"question"`)
	}
}

func TestSoakAnswerYesSpendsTheBenny(t *testing.T) {
	h, ts := newGunHost(t, server.Config{})
	gm, anna := dial(t, h, ts, "gm"), dial(t, h, ts, "player:anna")
	var before int
	h.Battle(func(b *rules.Battle) { before = b.Figure("hero1").Bennies })
	q := shootUntilAsked(t, h, gm, anna, "hero1")
	anna.send(map[string]any{"type": "answer", "id": q["id"], "yes": true})
	ap := settle(anna)
	assert.Equal(t, true, lastAnswers(h)[0], "her yes is kept with the action")
	assert.Contains(t, fmt.Sprint(ap["log"]), "Soak")
	h.Battle(func(b *rules.Battle) { assert.Less(t, b.Figure("hero1").Bennies, before) })
}

func TestGMAnswersForASilentPlayer(t *testing.T) {
	h, ts := newGunHost(t, server.Config{})
	gm, anna := dial(t, h, ts, "gm"), dial(t, h, ts, "player:anna")
	q := shootUntilAsked(t, h, gm, anna, "hero1")
	gm.send(map[string]any{"type": "answer", "id": q["id"], "yes": false})
	m := anna.next()
	assert.Equal(t, map[string]any{"type": "answered", "id": q["id"], "yes": false, "by": "gm"}, m, "her screen stops asking")
	settle(gm)
	anna.until("applied")
	assert.Equal(t, []bool{false}, lastAnswers(h))
}

// A question nobody answers in time takes the answer that spends
// nothing: no Soak, no reroll, not a benny gone.
func TestAnUnansweredQuestionSpendsNothing(t *testing.T) {
	h, ts := newGunHost(t, server.Config{AnswerTimeout: 300 * time.Millisecond})
	gm, anna := dial(t, h, ts, "gm"), dial(t, h, ts, "player:anna")
	q := shootUntilAsked(t, h, gm, anna, "hero1")
	assert.EqualValues(t, 1, q["timeout"], "seconds, rounded up")
	var before int
	h.Battle(func(b *rules.Battle) { before = b.Figure("hero1").Bennies })
	start := time.Now()
	// Nobody answers this one nor any after it.
	asked := 1
	for m := anna.next(); m["type"] != "applied"; m = anna.next() {
		if m["type"] == "question" && m["kind"] == "soak" {
			asked++
		}
		if m["type"] == "answered" {
			assert.Equal(t, "timeout", m["by"])
			assert.Equal(t, false, m["yes"])
		}
	}
	// Each question timed out at its own 1s, not at the default's 30s
	// (a bound no loaded machine reaches: no wall-clock race).
	assert.Less(t, time.Since(start), server.DefaultAnswerTimeout)
	assert.GreaterOrEqual(t, len(lastAnswers(h)), asked)
	assert.NotContains(t, lastAnswers(h), true, "every timeout said no")
	h.Battle(func(b *rules.Battle) { assert.Equal(t, before, b.Figure("hero1").Bennies, "no benny spent") })
}

func TestQuestionNeverGoesToAnotherPlayer(t *testing.T) {
	h, ts := newGunHost(t, server.Config{})
	gm, anna, bob := dial(t, h, ts, "gm"), dial(t, h, ts, "player:anna"), dial(t, h, ts, "player:bob")
	q := shootUntilAsked(t, h, gm, bob, "hero2")
	assert.Equal(t, "player:bob", q["seat"])
	bob.send(map[string]any{"type": "answer", "id": q["id"], "yes": false})
	seq := settle(bob)["seq"]
	for anna.until("applied")["seq"] != seq {
	}
	for _, m := range strings.Split(anna.bytes(), "\n") {
		if strings.Contains(m, `"type":"question"`) {
			assert.Contains(t, m, `"seat":"player:anna"`, "only her own questions")
		}
		assert.NotContains(t, m, `"id":"`+q["id"].(string)+`"`)
	}
}

func TestHostileAnswersAreRefused(t *testing.T) {
	h, ts := newGunHost(t, server.Config{})
	gm, anna, bob := dial(t, h, ts, "gm"), dial(t, h, ts, "player:anna"), dial(t, h, ts, "player:bob")
	tab := dial(t, h, ts, "table")
	// Nothing waits: refused.
	anna.send(map[string]any{"type": "answer", "id": "q1", "yes": true})
	assert.Contains(t, anna.next()["error"], `no question "q1" waits`)

	q := shootUntilAsked(t, h, gm, anna, "hero1")
	for _, bad := range []struct {
		c   *conn
		msg string
		err string
	}{
		{bob, `{"type":"answer","id":"` + q["id"].(string) + `","yes":true}`, "not yours to answer"},
		{tab, `{"type":"answer","id":"` + q["id"].(string) + `","yes":true}`, "not yours to answer"},
		{anna, `{"type":"answer","id":"q999","yes":true}`, `no question "q999"`},
		{anna, `{"type":"answer","id":"` + q["id"].(string) + `"}`, `needs "yes"`},
		{anna, `{"type":"answer","id":"` + q["id"].(string) + `","yes":"sure"}`, "not a message of the host"},
	} {
		bad.c.send([]byte(bad.msg))
		for {
			m := bad.c.next()
			if m["type"] == "refused" {
				assert.Contains(t, m["error"], bad.err, bad.msg)
				break
			}
		}
	}
	anna.quiet() // the action still waits
	anna.send(map[string]any{"type": "answer", "id": q["id"], "yes": false})
	settle(anna)
	assert.Equal(t, false, lastAnswers(h)[0], "her answer, not theirs, decided")
	anna.send(map[string]any{"type": "answer", "id": q["id"], "yes": true})
	assert.Contains(t, anna.until("refused")["error"], "waits", "an answer counts once")
}

// A question never holds up another seat: an action arriving while it
// waits settles it first with the answer that spends nothing (as its
// timeout would), then is applied.
func TestAnotherActionSettlesTheWaitingQuestionFirst(t *testing.T) {
	h, ts := newGunHost(t, server.Config{})
	gm, anna := dial(t, h, ts, "gm"), dial(t, h, ts, "player:anna")
	gm2 := dial(t, h, ts, "gm")
	q := shootUntilAsked(t, h, gm, anna, "hero1")
	m := gm2.until("question")
	for m["id"] != q["id"] {
		m = gm2.until("question")
	}
	seq := 0
	h.Battle(func(b *rules.Battle) { seq = len(b.Applied) })
	gm2.act("later", `{"kind":"place","who":"gunman","to":{"x":4,"y":1}}`)
	assert.Equal(t, map[string]any{"type": "answered", "id": q["id"], "yes": false, "by": "timeout"}, anna.until("answered"))
	shot := anna.until("applied")
	assert.EqualValues(t, seq+1, shot["seq"], "the shot first")
	placed := anna.until("applied")
	assert.EqualValues(t, seq+2, placed["seq"], "then the GM's edit")
	h.Battle(func(b *rules.Battle) {
		assert.Equal(t, rules.KindShoot, b.Applied[seq].Action.Kind())
		assert.False(t, b.Applied[seq].Answers[0], "her Soak settled as no")
		at, _ := b.Battlefield.Position("gunman")
		assert.Equal(t, rules.Pos{X: 4, Y: 1}, at)
	})
}

func TestRestartReplaysTheAnswers(t *testing.T) {
	dir := t.TempDir()
	h, ts := newGunHost(t, server.Config{SaveDir: dir})
	gm, anna := dial(t, h, ts, "gm"), dial(t, h, ts, "player:anna")
	q := shootUntilAsked(t, h, gm, anna, "hero1")
	anna.send(map[string]any{"type": "answer", "id": q["id"], "yes": !q["default"].(bool)})
	settle(anna)
	var want []rules.Applied
	var figs []rules.Figure
	h.Battle(func(b *rules.Battle) {
		want = append(want, b.Applied...)
		for _, f := range b.Figures() {
			figs = append(figs, *f)
		}
	})
	ts.Close()

	h2, err := server.New(server.Config{Name: "guns.yaml", Data: []byte(gunTable), SaveDir: dir, Logf: t.Logf})
	require.NoError(t, err)
	h2.Battle(func(b *rules.Battle) {
		require.Len(t, b.Applied, len(want))
		for i := range want {
			assert.Equal(t, want[i].Answers, b.Applied[i].Answers, "action %d", i)
			assert.Equal(t, want[i].Rerolls, b.Applied[i].Rerolls, "action %d", i)
		}
		for i, f := range b.Figures() {
			assert.Equal(t, figs[i].Wounds, f.Wounds, f.ID)
			assert.Equal(t, figs[i].Bennies, f.Bennies, f.ID)
			assert.Equal(t, figs[i].Incapacitated, f.Incapacitated, f.ID)
		}
	})
}

// A phone that comes back while its question waits gets its state and
// then the question, and can answer it.
func TestScreenThatReconnectsDuringAQuestionIsAsked(t *testing.T) {
	h, ts := newGunHost(t, server.Config{})
	gm, anna := dial(t, h, ts, "gm"), dial(t, h, ts, "player:anna")
	q := shootUntilAsked(t, h, gm, anna, "hero1")
	anna.ws.CloseNow()
	again, _, err := dialToken(t, ts, token(t, h, "player:anna"))
	require.NoError(t, err)
	assert.Equal(t, "state", again.next()["type"], "the state first")
	m := again.next()
	assert.Equal(t, "question", m["type"], "then the question")
	assert.Equal(t, q["id"], m["id"])
	again.send(map[string]any{"type": "answer", "id": q["id"], "yes": false})
	assert.Equal(t, "answered", again.next()["type"], "her answer settles it")
	settle(again)
	assert.Equal(t, false, lastAnswers(h)[0])
}
