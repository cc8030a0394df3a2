//go:build !js

package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
	"battlemat/server"
	"battlemat/wire"
)

// table is a small fight: Anna's and Bob's heroes, a cultist, and a
// lurker only the GM knows of.
const table = `name: Table
map:
  rows:
    - "............"
    - "............"
    - "............"
    - "............"
figures:
  - id: hero1
    name: Ann's Hero
    side: heroes
    player: anna
    wildcard: true
    at: [0, 0]
    traits: {agility: d8, shooting: d8, fighting: d6, vigor: d6, notice: d6}
    weapons:
      - {name: Colt, range: 12/24/48, damage: 2d6+1, shots: 6}
  - id: hero2
    name: Bob's Hero
    side: heroes
    player: bob
    at: [0, 2]
    traits: {agility: d6, shooting: d6, vigor: d6}
  - id: c1
    name: Cultist
    side: cult
    at: [8, 0]
    traits: {agility: d6, fighting: d6, vigor: d6}
  - id: lurker
    name: Skulking Horror
    side: cult
    hidden: true
    at: [10, 3]
    traits: {agility: d8, fighting: d8, vigor: d10}
`

// seed is the dice's seed: it must never be sent.
const seed = 987654321987

// secrets are what no message to the table or a player may hold while
// the lurker is hidden.
var secrets = []string{"lurker", "Skulking", "Horror", fmt.Sprint(seed)}

func newHost(t testing.TB, cfg server.Config) (*server.Host, *httptest.Server) {
	t.Helper()
	if cfg.Data == nil {
		cfg.Name, cfg.Data = "table.yaml", []byte(table)
	}
	cfg.Seed, cfg.SeedSet = seed, true
	cfg.Logf = t.Logf
	h, err := server.New(cfg)
	require.NoError(t, err)
	ts := httptest.NewServer(h.Handler(nil))
	t.Cleanup(ts.Close)
	h.SetBase(ts.URL)
	return h, ts
}

// conn is a test client: every message it receives, in order.
type conn struct {
	t    testing.TB
	ws   *websocket.Conn
	msgs chan []byte
	mu   sync.Mutex
	all  [][]byte // every message received, for byte checks
	done chan struct{}
	err  error
}

func token(t testing.TB, h *server.Host, seat string) string {
	u, err := url.Parse(h.Link(seat))
	require.NoError(t, err)
	tok := u.Query().Get("seat")
	require.GreaterOrEqual(t, len(tok), 22, "at least 128 random bits")
	return tok
}

func dialToken(t testing.TB, ts *httptest.Server, tok string) (*conn, *http.Response, error) {
	ctx, cancel := context.WithTimeout(context.Background(), patience(t))
	defer cancel()
	ws, resp, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(ts.URL, "http")+"/ws?seat="+url.QueryEscape(tok), nil)
	if err != nil {
		return nil, resp, err
	}
	ws.SetReadLimit(64 << 20)
	c := &conn{t: t, ws: ws, msgs: make(chan []byte, 100000), done: make(chan struct{})}
	go func() {
		defer close(c.done)
		for {
			_, data, err := ws.Read(context.Background())
			if err != nil {
				c.err = err
				return
			}
			c.mu.Lock()
			c.all = append(c.all, data)
			c.mu.Unlock()
			c.msgs <- data
		}
	}()
	t.Cleanup(func() { ws.CloseNow() })
	return c, resp, nil
}

func dial(t testing.TB, h *server.Host, ts *httptest.Server, seat string) *conn {
	t.Helper()
	c, _, err := dialToken(t, ts, token(t, h, seat))
	require.NoError(t, err)
	st := c.next()
	require.Equal(t, "state", st["type"], "the first message is the state")
	require.Equal(t, seat, st["seat"])
	return c
}

// patience is how long a test waits for an event before failing: until
// shortly before the test binary's deadline (go test -timeout), so that a
// slow or loaded machine is waited for while a hang still fails with its
// own message instead of the binary's panic.
func patience(t testing.TB) time.Duration {
	if tt, ok := t.(interface{ Deadline() (time.Time, bool) }); ok {
		if d, ok := tt.Deadline(); ok {
			return max(time.Until(d)-20*time.Second, time.Until(d)/2)
		}
	}
	return 10 * time.Minute
}

// next is the next message, past the GM's notes of seats joining
// (seated), which come whenever another test client dials.
func (c *conn) next() map[string]any {
	c.t.Helper()
	wait := patience(c.t)
	select {
	case data := <-c.msgs:
		var m map[string]any
		require.NoError(c.t, json.Unmarshal(data, &m))
		if m["type"] == wire.TypeSeated {
			return c.next()
		}
		return m
	case <-time.After(wait):
		c.t.Fatalf("no message in %v (read error: %v)", wait, c.err)
		return nil
	}
}

// quiet checks that nothing arrives for a moment.
func (c *conn) quiet() {
	c.t.Helper()
	for {
		select {
		case data := <-c.msgs:
			if strings.Contains(string(data), `"type":"seated"`) {
				continue
			}
			c.t.Fatalf("unexpected message: %s", data)
		case <-time.After(150 * time.Millisecond):
			return
		}
	}
}

func (c *conn) send(v any) {
	c.t.Helper()
	data, ok := v.([]byte)
	if !ok {
		var err error
		data, err = json.Marshal(v)
		require.NoError(c.t, err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), patience(c.t))
	defer cancel()
	require.NoError(c.t, c.ws.Write(ctx, websocket.MessageText, data))
}

func (c *conn) act(id string, action string) {
	c.t.Helper()
	c.send([]byte(`{"type":"action","id":"` + id + `","action":` + action + `}`))
}

// bytes is everything the client received.
func (c *conn) bytes() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	var sb strings.Builder
	for _, m := range c.all {
		sb.Write(m)
		sb.WriteByte('\n')
	}
	return sb.String()
}

func TestSeatsAndRefusals(t *testing.T) {
	h, ts := newHost(t, server.Config{})
	assert.Equal(t, []string{"gm", "table", "player:anna", "player:bob"}, h.Seats())
	gm, tab := dial(t, h, ts, "gm"), dial(t, h, ts, "table")
	anna, bob := dial(t, h, ts, "player:anna"), dial(t, h, ts, "player:bob")

	// A player moving another's figure: refused to them, nothing to the others.
	anna.act("a1", `{"kind":"move","who":"hero2","to":{"x":1,"y":2}}`)
	r := anna.next()
	assert.Equal(t, map[string]any{"type": "refused", "id": "a1", "error": `"hero2" is not one of your figures`}, r)
	anna.act("a2", `{"kind":"round"}`)
	assert.Equal(t, "only the GM may take a round action", anna.next()["error"])
	anna.act("a3", `{"kind":"place","who":"hero1","to":{"x":1,"y":1}}`)
	assert.Equal(t, "only the GM may take a place action", anna.next()["error"])
	for i, a := range []string{`{"kind":"remove_figure","who":"hero1"}`, `{"kind":"set_hold","who":"hero1","hold":true}`,
		`{"kind":"add_figure","id":"x","like":"hero1","at":{"x":1,"y":1}}`} {
		anna.act(fmt.Sprintf("e%d", i), a)
		assert.Contains(t, anna.next()["error"], "only the GM may take", "the GM's edits are the GM's")
	}
	tab.act("t1", `{"kind":"speak","who":"hero1","text":"hi"}`)
	assert.Equal(t, "the table's seat acts for nobody", tab.next()["error"])
	for _, c := range []*conn{gm, bob} {
		c.quiet()
	}

	// The GM deals: everyone gets the result, the GM's copy has its id.
	gm.act("g1", `{"kind":"round"}`)
	m := gm.next()
	assert.Equal(t, "applied", m["type"])
	assert.Equal(t, "g1", m["id"])
	assert.EqualValues(t, 1, m["seq"])
	assert.EqualValues(t, 1, m["round"])
	for _, c := range []*conn{tab, anna, bob} {
		m := c.next()
		assert.Equal(t, "applied", m["type"])
		assert.EqualValues(t, 1, m["seq"])
		assert.Nil(t, m["id"], "another's action id is not sent")
	}

	// The player's own figure: the rules decide (it may be out of turn),
	// and a refusal still goes to the player alone.
	anna.act("a4", `{"kind":"move","who":"hero1","to":{"x":1,"y":0}}`)
	got := anna.next()
	if got["type"] == "refused" {
		for _, c := range []*conn{gm, tab, bob} {
			c.quiet()
		}
	} else {
		assert.Equal(t, "applied", got["type"])
		for _, c := range []*conn{gm, tab, bob} {
			assert.EqualValues(t, 2, c.next()["seq"])
		}
	}
}

func TestFoesNumbersPerSeat(t *testing.T) {
	h, ts := newHost(t, server.Config{})
	gmState := func() map[string]any {
		c, _, err := dialToken(t, ts, token(t, h, "gm"))
		require.NoError(t, err)
		return c.next()
	}()
	anna, _, err := dialToken(t, ts, token(t, h, "player:anna"))
	require.NoError(t, err)
	st := anna.next()
	figs := st["figures"].(map[string]any)
	c1 := figs["c1"].(map[string]any)
	assert.Contains(t, c1, "wounds", "the default reveal: tells the foes' Wounds")
	for _, k := range []string{"bennies", "fatigue", "parry", "toughness"} {
		assert.NotContains(t, c1, k)
	}
	assert.Contains(t, figs["hero2"].(map[string]any), "bennies", "a fellow hero's numbers are told")
	assert.Equal(t, []any{"hero1"}, st["mine"])
	gc1 := gmState["figures"].(map[string]any)["c1"].(map[string]any)
	for _, k := range []string{"wounds", "bennies", "fatigue", "parry", "toughness"} {
		assert.Contains(t, gc1, k, "the GM is told everything")
	}
	assert.Len(t, gmState["links"], 4)
	assert.NotContains(t, st, "links")
}

func TestHiddenFigureAndSeedNeverSent(t *testing.T) {
	h, ts := newHost(t, server.Config{})
	gm, tab, anna := dial(t, h, ts, "gm"), dial(t, h, ts, "table"), dial(t, h, ts, "player:anna")
	others := []*conn{tab, anna}
	step := func(id, action string) map[string]any {
		t.Helper()
		gm.act(id, action)
		m := gm.next()
		require.Equal(t, "applied", m["type"], "%v", m)
		for _, c := range others {
			c.next()
		}
		return m
	}
	m := step("g1", `{"kind":"round"}`)
	assert.Contains(t, strings.Join(toStrings(m["log"]), "\n"), "Skulking Horror", "the GM is told of the lurker's card")
	step("g2", `{"kind":"place","who":"lurker","to":{"x":9,"y":3}}`)
	step("g3", `{"kind":"set_state","who":"lurker","state":{"Bennies":0,"Wounds":0,"Fatigue":1,"Shaken":true,"Distracted":false,"Vulnerable":false,"Stunned":false,"Prone":false,"Incapacitated":false,"BleedingOut":false,"Dead":false,"Injuries":null,"Ammo":null}}`)
	// Reconnecting: the state leaves it out too.
	tab2 := dial(t, h, ts, "table")
	others = append(others, tab2)
	for _, c := range others {
		got := c.bytes()
		for _, s := range secrets {
			assert.NotContains(t, got, s, "a non-GM seat was sent %q", s)
		}
	}
	assert.NotContains(t, gm.bytes(), fmt.Sprint(seed), "not even the GM is sent the seed")
	// Naming the lurker in an action tells nothing either: the answer is
	// the one for a figure that is not there.
	anna.act("a1", `{"kind":"shoot","who":"hero1","targets":["lurker"]}`)
	assert.Equal(t, `there is no figure "lurker"`, anna.next()["error"])
	anna.act("a2", `{"kind":"move","who":"hero1","to":{"x":10,"y":3}}`)
	assert.NotContains(t, anna.next()["error"], "Skulking", "a refusal does not name it")

	// Revealed, it is everyone's.
	m = step("g4", `{"kind":"reveal","who":"lurker"}`)
	assert.Equal(t, []string{"Skulking Horror is revealed by the GM."}, toStrings(m["log"]))
	st := dial(t, h, ts, "table")
	st.send([]byte(`{"type":"nothing"}`))
	assert.Contains(t, st.bytes(), "Skulking Horror")
	assert.Contains(t, tab.bytes(), "lurker")
}

func toStrings(v any) []string {
	var out []string
	for _, s := range v.([]any) {
		out = append(out, s.(string))
	}
	return out
}

func TestReconnectCatchesUp(t *testing.T) {
	h, ts := newHost(t, server.Config{})
	gm := dial(t, h, ts, "gm")
	anna := dial(t, h, ts, "player:anna")
	gm.act("g1", `{"kind":"round"}`)
	gm.next()
	anna.next()
	anna.ws.Close(websocket.StatusNormalClosure, "phone locked")
	for i := range 3 {
		gm.act(fmt.Sprint("p", i), fmt.Sprintf(`{"kind":"place","who":"c1","to":{"x":%d,"y":1}}`, 5+i))
		assert.Equal(t, "applied", gm.next()["type"])
	}
	c, _, err := dialToken(t, ts, token(t, h, "player:anna"))
	require.NoError(t, err)
	st := c.next()
	assert.Equal(t, "state", st["type"])
	assert.EqualValues(t, 4, st["seq"])
	log := toStrings(st["log"])
	assert.Contains(t, log[len(log)-1], "dealt", "the whole log so far (the GM's edits are the GM's)")
	pos := st["figures"].(map[string]any)["c1"].(map[string]any)["at"]
	assert.Equal(t, map[string]any{"x": 7.0, "y": 1.0}, pos)
}

func TestRestartFromSave(t *testing.T) {
	dir := t.TempDir()
	h, ts := newHost(t, server.Config{SaveDir: dir})
	tokens := map[string]string{}
	for _, s := range h.Seats() {
		tokens[s] = token(t, h, s)
	}
	gm := dial(t, h, ts, "gm")
	gm.act("g1", `{"kind":"round"}`)
	first := gm.next()
	gm.act("g2", `{"kind":"place","who":"c1","to":{"x":6,"y":1}}`)
	gm.next()
	// A random seed is saved too: the restart needs no --seed.
	ts.Close()

	h2, err := server.New(server.Config{Name: "table.yaml", Data: []byte(table), SaveDir: dir, Logf: t.Logf})
	require.NoError(t, err)
	ts2 := httptest.NewServer(h2.Handler(nil))
	defer ts2.Close()
	h2.SetBase(ts2.URL)
	assert.Equal(t, 2, h2.Seq())
	for s, tok := range tokens {
		assert.Equal(t, tok, token(t, h2, s), "seat %s keeps its token", s)
	}
	c, _, err := dialToken(t, ts2, tokens["player:anna"])
	require.NoError(t, err)
	st := c.next()
	assert.EqualValues(t, 2, st["seq"])
	assert.Equal(t, first["round"], st["round"])
	g, _, err := dialToken(t, ts2, tokens["gm"])
	require.NoError(t, err)
	g.next()
	g.act("g3", `{"kind":"place","who":"c1","to":{"x":7,"y":1}}`)
	assert.EqualValues(t, 3, g.next()["seq"], "seq goes on")

	// Another scenario in the same directory is refused.
	_, err = server.New(server.Config{Name: "other.yaml", Data: []byte(strings.Replace(table, "Table", "Other", 1)), SaveDir: dir})
	assert.ErrorContains(t, err, "holds a battle of another scenario")
}

func TestReissue(t *testing.T) {
	dir := t.TempDir()
	h, ts := newHost(t, server.Config{SaveDir: dir})
	gm := dial(t, h, ts, "gm")
	old := token(t, h, "player:anna")
	anna := dial(t, h, ts, "player:anna")
	anna.send([]byte(`{"type":"reissue","seat":"player:anna"}`))
	assert.Equal(t, "only the GM may re-issue a seat", anna.next()["error"])
	gm.send([]byte(`{"type":"reissue","seat":"player:nobody"}`))
	assert.Contains(t, gm.next()["error"], `there is no seat "player:nobody"`)
	gm.send([]byte(`{"type":"reissue","seat":"player:anna"}`))
	m := gm.next()
	assert.Equal(t, "reissued", m["type"])
	assert.Equal(t, h.Link("player:anna"), m["link"])
	assert.NotContains(t, m["link"], old)
	select {
	case <-anna.done:
		assert.Equal(t, websocket.StatusCode(server.StatusReissued), websocket.CloseStatus(anna.err))
	case <-time.After(patience(t)):
		t.Fatal("the old token's connection stays open")
	}
	_, resp, err := dialToken(t, ts, old)
	require.Error(t, err)
	assert.Equal(t, http.StatusForbidden, resp.StatusCode)
	dial(t, h, ts, "player:anna")
	// The new token survives a restart.
	h2, err := server.New(server.Config{Name: "table.yaml", Data: []byte(table), SaveDir: dir})
	require.NoError(t, err)
	assert.Equal(t, token(t, h, "player:anna"), token(t, h2, "player:anna"))
}

func TestBadTokenIs403(t *testing.T) {
	h, ts := newHost(t, server.Config{})
	for _, q := range []string{"", "?seat=", "?seat=nope", "?seat=" + token(t, h, "gm") + "x"} {
		resp, err := http.Get(ts.URL + "/ws" + q)
		require.NoError(t, err)
		resp.Body.Close()
		assert.Equal(t, http.StatusForbidden, resp.StatusCode, q)
		_, resp, err = dialToken(t, ts, strings.TrimPrefix(q, "?seat="))
		require.Error(t, err)
		assert.Equal(t, http.StatusForbidden, resp.StatusCode)
	}
	resp, err := http.Get(ts.URL + "/")
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusOK, resp.StatusCode, "the page is served")
}

func TestHostileMessages(t *testing.T) {
	h, ts := newHost(t, server.Config{})
	gm, tab := dial(t, h, ts, "gm"), dial(t, h, ts, "table")
	bad := []struct{ msg, err string }{
		{`{`, "not a JSON object"},
		{`[1,2]`, "not a JSON object"},
		{`"action"`, "not a JSON object"},
		{`null`, "not a JSON object"},
		{`{"type":"dance"}`, `unknown message type "dance"`},
		{`{"type":7}`, "not a message of the host"},
		{`{"type":"action","id":"x"}`, `needs "action"`},
		{`{"type":"action","id":"x","action":{"kind":"fly","who":"c1"}}`, "fly"},
		{`{"type":"action","id":"x","action":[1]}`, ""},
		{`{"type":"action","id":"x","action":{"kind":"move","who":"c1","to":"north"}}`, ""},
		{`{"type":"action","id":"x","action":{"kind":"place","who":"c1","to":{"x":-5,"y":99999999999}}}`, ""},
	}
	for _, b := range bad {
		gm.send([]byte(b.msg))
		m := gm.next()
		assert.Equal(t, "refused", m["type"], b.msg)
		assert.Contains(t, m["error"], b.err, b.msg)
	}
	require.NoError(t, gm.ws.Write(context.Background(), websocket.MessageBinary, []byte{0, 1, 2}))
	assert.Equal(t, "messages are JSON text", gm.next()["error"])
	tab.quiet()
	// Still going.
	gm.act("ok", `{"kind":"round"}`)
	assert.Equal(t, "applied", gm.next()["type"])
	assert.Equal(t, "applied", tab.next()["type"])

	// Over 64 KiB: the connection is closed; the host goes on.
	big := `{"type":"action","id":"` + strings.Repeat("x", server.MaxMessage) + `"}`
	_ = gm.ws.Write(context.Background(), websocket.MessageText, []byte(big))
	select {
	case <-gm.done:
	case <-time.After(patience(t)):
		t.Fatal("an oversized message left its connection open")
	}
	gm2 := dial(t, h, ts, "gm")
	gm2.act("ok2", `{"kind":"place","who":"c1","to":{"x":6,"y":1}}`)
	assert.Equal(t, "applied", gm2.next()["type"])
	assert.Equal(t, "applied", tab.next()["type"])
}

func TestFloodClosesTheConnection(t *testing.T) {
	h, ts := newHost(t, server.Config{})
	anna, tab := dial(t, h, ts, "player:anna"), dial(t, h, ts, "table")
	// Ten a second for two seconds: all answered.
	for i := range 20 {
		anna.send([]byte(`{"type":"ping"}`))
		assert.Contains(t, anna.next()["error"], "unknown message type", i)
		time.Sleep(100 * time.Millisecond)
	}
	// A flood: refused, then closed.
	for range 1000 {
		if anna.ws.Write(context.Background(), websocket.MessageText, []byte(`{"type":"ping"}`)) != nil {
			break
		}
	}
	select {
	case <-anna.done:
		assert.Equal(t, websocket.StatusPolicyViolation, websocket.CloseStatus(anna.err))
	case <-time.After(patience(t)):
		t.Fatal("a flooding connection stays open")
	}
	gm := dial(t, h, ts, "gm")
	gm.act("g", `{"kind":"round"}`)
	assert.Equal(t, "applied", gm.next()["type"])
	assert.Equal(t, "applied", tab.next()["type"], "the others go on")
}

func TestFiftyClients(t *testing.T) {
	h, ts := newHost(t, server.Config{})
	var cs []*conn
	var mu sync.Mutex
	var wg sync.WaitGroup
	seats := h.Seats()
	for i := range 50 {
		wg.Go(func() {
			c := dial(t, h, ts, seats[i%len(seats)])
			mu.Lock()
			cs = append(cs, c)
			mu.Unlock()
		})
	}
	wg.Wait()
	require.Len(t, cs, 50)
	gm := dial(t, h, ts, "gm")
	gm.act("g", `{"kind":"round"}`)
	assert.Equal(t, "applied", gm.next()["type"])
	for _, c := range cs {
		m := c.next()
		assert.Equal(t, "applied", m["type"])
		assert.EqualValues(t, 1, m["seq"])
	}
}

func TestThousandActionsLoseNothing(t *testing.T) {
	h, ts := newHost(t, server.Config{Rate: 1e6, Burst: 1e6, SaveDir: t.TempDir()})
	gm, tab := dial(t, h, ts, "gm"), dial(t, h, ts, "table")
	const n = 1000
	go func() {
		for i := range n {
			// One after another, without waiting for the answers.
			data := fmt.Sprintf(`{"type":"action","id":"%d","action":{"kind":"place","who":"c1","to":{"x":%d,"y":1}}}`, i, 5+i%2)
			if gm.ws.Write(context.Background(), websocket.MessageText, []byte(data)) != nil {
				return
			}
		}
	}()
	for i := range n {
		m := gm.next()
		require.Equal(t, "applied", m["type"], "%v", m)
		require.EqualValues(t, i+1, m["seq"])
		require.Equal(t, fmt.Sprint(i), m["id"])
		require.EqualValues(t, i+1, tab.next()["seq"])
	}
	assert.Equal(t, n, h.Seq())
}

// A hosted battle started from a scenario plays the current rules, as
// apply and the window do; its saved file says so.
func TestHostPlaysTheCurrentRulesRevision(t *testing.T) {
	dir := t.TempDir()
	h, _ := newHost(t, server.Config{SaveDir: dir})
	h.Battle(func(b *rules.Battle) { assert.Equal(t, rules.CurrentRevision, b.Revision()) })
}

// A player may not set what is the GM's to rule: a named modifier or The
// Drop on a shot, a foe ruled helpless for a Finishing Move, victims ruled
// unaware of a blast, who takes suppressive fire's damage.
func TestPlayersCannotSetTheGMsRulings(t *testing.T) {
	h, ts := newHost(t, server.Config{})
	anna := dial(t, h, ts, "player:anna")
	for i, tc := range []struct{ action, want string }{
		{`{"kind":"shoot","who":"hero1","targets":["hero2"],"extra":[{"name":"luck","value":10}]}`, "only the GM may set extra on a shoot action"},
		{`{"kind":"shoot","who":"hero1","targets":["hero2"],"drop":true}`, "only the GM may set drop on a shoot action"},
		{`{"kind":"fight","who":"hero1","target":"hero2","drop":true}`, "only the GM may set drop on a fight action"},
		{`{"kind":"fight","who":"hero1","target":"hero2","improvised":"chair","improvised_damage":"20d12"}`, "only the GM may set improvised_damage on a fight action"},
		{`{"kind":"finishing_move","who":"hero1","target":"hero2","helpless":true}`, "only the GM may set helpless on a finishing_move action"},
		{`{"kind":"area","who":"hero1","at":{"x":3,"y":3},"unaware":["hero2"]}`, "only the GM may set unaware on a area action"},
		{`{"kind":"suppress","who":"hero1","at":{"x":3,"y":3},"damage":["hero2"]}`, "only the GM may set damage on a suppress action"},
		{`{"kind":"standoff"}`, "only the GM may take a standoff action"},
	} {
		id := fmt.Sprint("p", i)
		anna.act(id, tc.action)
		m := anna.next()
		assert.Equal(t, "refused", m["type"], tc.action)
		assert.Equal(t, tc.want, m["error"], tc.action)
	}
	// Saying nothing of them is no ruling: false and empty are fine.
	anna.act("ok", `{"kind":"shoot","who":"hero1","targets":["hero2"],"drop":false,"extra":[]}`)
	assert.NotEqual(t, "only the GM may set drop on a shoot action", anna.next()["error"])
}
