//go:build !js

package game

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/menu"
	"battlemat/rules"
	"battlemat/server"
	"battlemat/wire"
)

// gmTable is a hosted table: Anna's hero, a cultist and a hidden horror.
var gmTable = ScenarioText("name: Remote", OpenRows(8, 3),
	AnnsHero(At(0, 0), "bennies: 0", "traits: {agility: d8, shooting: d8, vigor: d6}"),
	CultExtra("c1", "Cultist", 7, 2),
	Figure("lurker", "Skulking Horror", "cult", "hidden: true", At(7, 0), "traits: {agility: d8, vigor: d10}"))

// gmLink is a loopback host of gmTable (its table saved in a temporary
// folder) and the window's Game on its GM's seat over a LinkSeat, w x h;
// lan, when set, is the address the host's links name (as a host on the
// LAN does), the GM joining by the loopback one.
type gmLink struct {
	h   *server.Host
	g   *Game
	dir string
	ws  func(seat string) string // a seat's WebSocket address
	ctx context.Context
}

func gmOverLink(t *testing.T, w, h int, lan string) *gmLink {
	t.Helper()
	dir := t.TempDir()
	host, err := server.New(server.Config{Name: "remote.yaml", Data: []byte(gmTable), Seed: 7, SeedSet: true, SaveDir: dir, Logf: t.Logf})
	require.NoError(t, err)
	ts := httptest.NewServer(host.Handler(nil))
	t.Cleanup(ts.Close)
	host.SetBase(ts.URL)
	ws := func(seat string) string {
		u, err := url.Parse(host.Link(seat))
		require.NoError(t, err)
		return "ws://" + strings.TrimPrefix(ts.URL, "http://") + "/ws?seat=" + u.Query().Get("seat")
	}
	gmURL := ws("gm")
	if lan != "" {
		host.SetBase(lan)
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	l := &LinkSeat{}
	go l.Connect(ctx, gmURL)
	g := New(nil)
	g.SetScreenSize(w, h)
	g.QR = func(string) [][]bool { return [][]bool{{true, false}, {false, true}} }
	g.SetFight(FightOnSeat(l, "remote.yaml"))
	gl := &gmLink{h: host, g: g, dir: dir, ws: ws, ctx: ctx}
	gl.until(t, "the host's state", func() bool {
		f := g.ctl.fight
		return len(g.Snapshot().Figures) > 0 && f.link != nil && f.link.Connected
	})
	return gl
}

// until runs the window's frames (each polls its seat) until ok.
func (gl *gmLink) until(t *testing.T, what string, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !ok() {
		if time.Now().After(deadline) {
			require.Failf(t, "nothing came over the link", "waiting for %s: %q", what, gl.g.ctl.msg)
		}
		gl.g.Handle(Input{})
		time.Sleep(5 * time.Millisecond)
	}
}

// tapCmd clicks (a finger's tap reads the same: ReadInput) the shown
// button of command c.
func (gl *gmLink) tapCmd(t *testing.T, c Cmd) {
	t.Helper()
	b, ok := gl.g.ButtonFor(c)
	require.True(t, ok, "a button for %s among %v", commandOf(c).label, buttonLabels(gl.g))
	require.True(t, b.Enabled, b.Why)
	click(gl.g, b.X+b.W/2, b.Y+b.H/2)
}

func buttonLabels(g *Game) []string {
	var out []string
	for _, b := range g.Buttons() {
		out = append(out, b.Label)
	}
	return out
}

// hostTable is the table's settings the host saved.
func (gl *gmLink) hostTable(t *testing.T) map[string]any {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(gl.dir, server.TableFileName))
	if err != nil {
		return nil
	}
	var v map[string]any
	require.NoError(t, json.Unmarshal(data, &v))
	return v
}

// The GM's window over a link deals (Enter), hands the turn up to the
// tactic (G), and takes the last action back and puts it back with the
// Undo and Redo buttons: each is the host's doing.
func TestTheGMsWindowOverALinkDealsPlaysTheTacticAndUndoes(t *testing.T) {
	for _, size := range [][2]int{{1024, 768}, {1920, 1080}} {
		gl := gmOverLink(t, size[0], size[1], "")
		g := gl.g
		press(g, CmdNext.Key())
		gl.until(t, "the deal", func() bool { return g.Snapshot().Round == 1 })
		assert.Equal(t, 1, gl.h.Seq(), "the host dealt")

		press(g, CmdTactic.Key())
		ended := func() (done bool) {
			gl.h.Battle(func(b *rules.Battle) { done = b.Turn() == nil && len(b.Fight.Init.Acted) == 1 })
			return done
		}
		gl.until(t, "the tactic's turn, ended", func() bool { return ended() && g.ctl.seatState().Seq == gl.h.Seq() })
		played := gl.h.Seq()
		assert.Greater(t, played, 2, "the tactic started the turn, acted and ended it on the host")

		gl.tapCmd(t, CmdUndo)
		gl.until(t, "the undo", func() bool { return gl.h.Seq() == played-1 && g.ctl.seatState().Seq == played-1 })
		gl.tapCmd(t, CmdRedo)
		gl.until(t, "the redo", func() bool { return gl.h.Seq() == played && g.ctl.seatState().Seq == played })
	}
}

// The table's settings from the GM's window over a link: Ctrl+B steps
// whom the GM is asked about, the edit mode's button shows the GM's
// edits in every log, Ctrl+G hands the picked figure's side to the
// tactic; the host keeps each (its table file) and tells the seat.
func TestTheGMsWindowOverALinkSetsTheTablesSettings(t *testing.T) {
	gl := gmOverLink(t, 1024, 768, "")
	g := gl.g
	press(g, CmdGMAsks.Key())
	gl.until(t, "the asked setting", func() bool { return gl.hostTable(t)["gm_asks"] == string(rules.GMAsksAll) })
	gl.until(t, "the seat told", func() bool { return g.ctl.settings().GMAsks == rules.GMAsksAll })

	press(g, CmdEdit.Key())
	_, shown := g.ButtonFor(CmdShowEdits)
	require.True(t, shown, "edit mode shows the GM's edits setting")
	assert.Equal(t, "GM's edits: in my log only", commandOf(CmdShowEdits).title(g.ctl))
	gl.tapCmd(t, CmdShowEdits)
	gl.until(t, "the edits shown", func() bool { return gl.hostTable(t)["show_gm_edits"] == true })
	gl.until(t, "the seat told", func() bool { return g.ctl.settings().ShowGMEdits })
	assert.Equal(t, "GM's edits: in every log", commandOf(CmdShowEdits).title(g.ctl))
	press(g, CmdEdit.Key())

	g.Select("c1")
	press(g, CmdAutoSide.Key())
	gl.until(t, "the side handed over", func() bool {
		ai, _ := gl.hostTable(t)["ai"].([]any)
		return len(ai) == 1 && ai[0] == "cult"
	})
}

// The GM's edit over a link: a figure picked and put on a free square,
// a Wound added from the edit entries and a quick Extra added on a
// tapped square, each done on the host.
func TestTheGMsWindowOverALinkEditsTheTable(t *testing.T) {
	gl := gmOverLink(t, 1024, 768, "")
	g := gl.g
	press(g, CmdEdit.Key())
	require.True(t, g.ctl.Editing())

	clickSquare(g, 7, 2) // the cultist, picked
	require.Equal(t, "c1", g.ctl.selected)
	clickSquare(g, 5, 1) // put there
	gl.until(t, "the place", func() bool { return gl.h.Seq() == 1 })
	gl.h.Battle(func(b *rules.Battle) {
		at, _ := b.Battlefield.Position("c1")
		assert.Equal(t, rules.Pos{X: 5, Y: 1}, at)
	})

	gl.until(t, "the seat told", func() bool { return g.ctl.seatState().Seq == 1 })
	clickSquare(g, 0, 0) // Ann's hero
	clickButton(t, g, CmdEditItem, g.ctl.seatState().editEntry("hero1", menu.EditWoundUp).Label)
	gl.until(t, "the wound", func() bool { return gl.h.Seq() == 2 })
	gl.h.Battle(func(b *rules.Battle) { assert.Equal(t, 1, b.Figure("hero1").Wounds) })

	gl.until(t, "the seat told", func() bool { return g.ctl.seatState().Seq == 2 })
	before := 0
	gl.h.Battle(func(b *rules.Battle) { before = len(b.Figures()) })
	clickButton(t, g, CmdEditItem, g.ctl.seatState().editEntry("hero1", menu.EditAddExtra).Label)
	clickSquare(g, 3, 2)
	gl.until(t, "the Extra added", func() bool { return gl.h.Seq() == 3 })
	gl.h.Battle(func(b *rules.Battle) {
		require.Len(t, b.Figures(), before+1)
		at, _ := b.Battlefield.Position(b.Figures()[before].ID)
		assert.Equal(t, rules.Pos{X: 3, Y: 2}, at)
	})
}

// An edit built on a state the host has moved on from is refused, not
// written over what the GM never saw.
func TestTheGMsEditOverALinkIsRefusedOnceTheHostMovedOn(t *testing.T) {
	gl := gmOverLink(t, 1024, 768, "")
	g := gl.g
	press(g, CmdEdit.Key())
	clickSquare(g, 0, 0)
	gl.h.Battle(func(b *rules.Battle) { require.NoError(t, b.Apply(rules.StartRound{})) }) // behind the seat's back
	clickButton(t, g, CmdEditItem, g.ctl.seatState().editEntry("hero1", menu.EditWoundUp).Label)
	gl.until(t, "the refusal", func() bool { return g.ctl.msgErr })
	assert.Contains(t, g.ctl.msg, "the battle moved on")
	gl.h.Battle(func(b *rules.Battle) { assert.Equal(t, 0, b.Figure("hero1").Wounds) })
}

// The GM's window over a host on the LAN lists the seats' links with a
// QR code for each player's until every seat has joined (the Links
// button folds them), then on the Links button.
func TestTheGMsWindowOverALinkShowsThePlayersLinksUntilAllJoined(t *testing.T) {
	gl := gmOverLink(t, 1024, 768, "http://192.168.1.20:8080")
	g := gl.g
	require.True(t, g.LinksShown(), "nobody else joined yet")
	links := g.PlayerLinks()
	require.NotEmpty(t, links)
	assert.Equal(t, "gm", links[0][0])
	codes := g.QRCodes()
	require.Len(t, codes, 1, "one code, for Anna's seat")
	assert.Equal(t, "player:anna", codes[0].Seat)
	assert.True(t, strings.HasPrefix(codes[0].Link, "http://192.168.1.20:8080/"), codes[0].Link)
	b, toggle := g.ButtonFor(CmdLinks)
	require.True(t, toggle)
	assert.Equal(t, "Hide links", b.Label, "the box over the map folds")
	gl.tapCmd(t, CmdLinks)
	assert.False(t, g.LinksShown())
	gl.tapCmd(t, CmdLinks)
	assert.True(t, g.LinksShown())

	for _, s := range links[1:] {
		l := &LinkSeat{}
		go l.Connect(gl.ctx, gl.ws(s[0]))
	}
	gl.until(t, "every seat joined", func() bool { return !g.LinksShown() })
	assert.Empty(t, g.QRCodes())
	b, toggle = g.ButtonFor(CmdLinks)
	require.True(t, toggle)
	assert.Equal(t, "Links", b.Label)
	gl.tapCmd(t, CmdLinks)
	assert.True(t, g.LinksShown())
	assert.Len(t, g.QRCodes(), 1)
	b, _ = g.ButtonFor(CmdLinks)
	assert.Equal(t, "Hide links", b.Label)
	gl.tapCmd(t, CmdLinks)
	assert.False(t, g.LinksShown())
}

// A loopback host's links open on this machine only: no QR code leads a
// phone there.
func TestTheGMsWindowHasNoQRCodeForALoopbackHost(t *testing.T) {
	gl := gmOverLink(t, 1024, 768, "")
	assert.True(t, gl.g.LinksShown())
	assert.Empty(t, gl.g.QRCodes())
}

// The status line of a screen over a link starts with its seat and the
// connection; a local fight's says neither.
func TestTheStatusLineOverALinkSaysTheSeatAndTheConnection(t *testing.T) {
	gl := gmOverLink(t, 1024, 768, "")
	assert.True(t, strings.HasPrefix(gl.g.statusLine(), "GM - connected  -  Remote"), gl.g.statusLine())

	local := demoGame(t, demoSeed)
	assert.False(t, strings.HasPrefix(local.statusLine(), "GM"), local.statusLine())
	assert.Empty(t, local.PlayerLinks())
	assert.False(t, local.LinksShown())
}

// A screen that asks for its state afresh before the link's first state
// came keeps the connection: the host sends the state on joining, and
// dropping the link then only made the next send fail ("not
// connected") while it came back.
func TestALinksResyncBeforeItsFirstStateKeepsTheConnection(t *testing.T) {
	host, err := server.New(server.Config{Name: "remote.yaml", Data: []byte(gmTable), Seed: 7, SeedSet: true, Logf: t.Logf})
	require.NoError(t, err)
	ts := httptest.NewServer(host.Handler(nil))
	defer ts.Close()
	host.SetBase(ts.URL)
	u, err := url.Parse(host.Link("gm"))
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	l := &LinkSeat{}
	go l.Connect(ctx, "ws://"+u.Host+"/ws?seat="+u.Query().Get("seat"))
	var said []string
	deadline := time.Now().Add(10 * time.Second)
	for got := false; !got; {
		require.True(t, time.Now().Before(deadline), "no state came: %v", said)
		l.Resync()
		for _, m := range l.Poll() {
			switch m := m.(type) {
			case SeatStatus:
				said = append(said, m.Status)
			case wire.State:
				got = true
			}
		}
	}
	// A drop says so on the link's next status: give it the time a
	// reconnection takes to be told.
	for end := time.Now().Add(300 * time.Millisecond); time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
		for _, m := range l.Poll() {
			if st, ok := m.(SeatStatus); ok {
				said = append(said, st.Status)
			}
		}
	}
	assert.Equal(t, []string{"connected"}, said, "connected once, never dropped")
	assert.NoError(t, l.Send(wire.Incoming{Type: wire.TypeAction, ID: "x", Action: json.RawMessage(`{"kind":"start_round"}`)}))
}

// In edit mode the GM's window over a link hands the picked figure to a
// new player: the host makes the player's seat and link, and the GM's
// screen lists it with the others.
func TestTheGMsWindowOverALinkGivesAFigureToANewPlayer(t *testing.T) {
	gl := gmOverLink(t, 1024, 768, "")
	g := gl.g
	press(g, CmdEdit.Key())
	clickSquare(g, 7, 2) // the cultist
	require.Equal(t, "c1", g.ctl.selected)
	assert.Equal(t, []string{"Give to Anna", "Give to a new player"}, buttonsOf(g, CmdGiveSeat))
	clickButton(t, g, CmdGiveSeat, "Give to a new player")
	gl.until(t, "the seat made", func() bool { return gl.h.Seq() == 1 })
	assert.Contains(t, gl.h.Seats(), "player:bob", "Anna plays already: the next name")
	gl.until(t, "the link told", func() bool { _, ok := g.ctl.seatState().Links["player:bob"]; return ok })
	assert.Contains(t, g.ctl.seatState().SeatTitle("player:bob"), "Cultist")

	local := demoGame(t, demoSeed)
	press(local, CmdEdit.Key())
	local.Select("buck")
	assert.Empty(t, buttonsOf(local, CmdGiveSeat), "a local fight has no seat to hand a figure to")
}

// A hosted table's GM seats the players before the first deal: the GM's
// screen over a link has the edit mode's button then too (a finger has
// no F2), and its entries follow the tap on a figure; a window's own
// fight keeps its screen before the deal as it was.
func TestTheGMsWindowOverALinkEditsBeforeTheDeal(t *testing.T) {
	gl := gmOverLink(t, 1024, 768, "")
	g := gl.g
	require.Equal(t, 0, g.Snapshot().Round)
	gl.tapCmd(t, CmdEdit)
	require.True(t, g.ctl.Editing())
	clickSquare(g, 7, 2) // the cultist, picked
	require.Equal(t, "c1", g.ctl.selected)
	clickButton(t, g, CmdEditItem, g.ctl.seatState().editEntry("c1", menu.EditShaken).Label)
	gl.until(t, "the Shaken", func() bool { return gl.h.Seq() == 1 })
	gl.h.Battle(func(b *rules.Battle) { assert.True(t, b.Figure("c1").Shaken) })

	local := newTestGame(t)
	require.Equal(t, 0, local.Snapshot().Round)
	_, shown := local.ButtonFor(CmdEdit)
	assert.False(t, shown, "a local fight's edit mode before the deal is F2's")
}

// A player's screen over a link names her seat once: Bob's phone read
// "Bob: Doc Holloway - connected  -  Bob: Doc Holloway  -  The Chapel
// Cellar" (the link's line, then the screen's own, both with the seat).
func TestAPlayersStatusLineOverALinkNamesTheSeatOnce(t *testing.T) {
	gl := gmOverLink(t, 1024, 768, "")
	l := &LinkSeat{}
	go l.Connect(gl.ctx, gl.ws("player:anna"))
	g := New(nil)
	g.SetScreenSize(1024, 768)
	g.SetView(PlayerView())
	g.SetFight(FightOnSeat(l, "remote.yaml"))
	p := &gmLink{h: gl.h, g: g, dir: gl.dir, ws: gl.ws, ctx: gl.ctx}
	p.until(t, "Anna's state", func() bool {
		f := g.ctl.fight
		return len(g.Snapshot().Figures) > 0 && f.link != nil && f.link.Connected
	})
	line := g.statusLine()
	title := g.ctl.fight.seatTitle()
	require.NotEmpty(t, title)
	assert.True(t, strings.HasPrefix(line, title+" - connected"), line)
	assert.Equal(t, 1, strings.Count(line, title), "the seat named once: %q", line)
	assert.Contains(t, line, "Remote", "and the scenario")
}
