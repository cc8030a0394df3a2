package game

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/session"
	"battlemat/wire"
)

// tabletTable is a hosted fight: Anna's gunslinger, Bob's brawler and two
// cultists (invented numbers).
const tabletTable = `name: Tablet
map:
  rows:
    - "............"
    - "............"
    - "............"
    - "............"
figures:
  - {id: ann, name: Ann, side: heroes, player: anna, wildcard: true, at: [0, 0], traits: {agility: d8, shooting: d8, fighting: d6, vigor: d6, spirit: d6}, weapons: [{name: Colt, range: 12/24/48, damage: 2d6+1, shots: 6}]}
  - {id: bob, name: Bob, side: heroes, player: bob, at: [0, 2], traits: {agility: d6, fighting: d8, vigor: d8}}
  - {id: c1, name: Cultist 1, side: cult, at: [9, 1], traits: {agility: d6, fighting: d6, vigor: d6}}
  - {id: c2, name: Cultist 2, side: cult, at: [9, 3], traits: {agility: d6, fighting: d6, vigor: d6}}
`

// tabletOutbox is a seat that keeps what the screen sends and brings
// nothing (the tests feed it the session's messages).
type tabletOutbox struct{ msgs []wire.Incoming }

func (o *tabletOutbox) Send(m wire.Incoming) error {
	o.msgs = append(o.msgs, m)
	return nil
}

func (o *tabletOutbox) Poll() []any { return nil }
func (o *tabletOutbox) Resync()     {}

// tabletOf is a seat's screen of a session in process: the session's
// messages for the seat are handed to the screen as the host would.
func tabletOf(t *testing.T, s *session.Session, seat string) (*RemoteGame, *tabletOutbox) {
	t.Helper()
	o := &tabletOutbox{}
	r := NewRemote(o)
	feed(t, r, s.View(seat))
	g := NewRemoteGame(r)
	g.w, g.h, g.scale, g.oddsOneATick = 1024, 768, 1, true
	return g, o
}

func feed(t *testing.T, r *Remote, msg any) {
	t.Helper()
	data, err := json.Marshal(msg)
	require.NoError(t, err)
	require.NoError(t, r.Receive(data))
}

func tabletSession(t *testing.T) *session.Session {
	t.Helper()
	s, err := session.New(session.Config{File: &board.BattleFile{Format: board.BattleFormat, Name: "tablet.yaml", Scenario: tabletTable, Seed: 5, Rules: rules.CurrentRevision},
		Logf: func(string, ...any) {}})
	require.NoError(t, err)
	return s
}

// The GM's tablet's Odds: the button asks the host for the battle, the
// host's copy opens the Odds scene on the tablet, which plays the fights
// a slice a tick from the table as it stands (the cultist the GM moved
// where it stands); Esc gives the screen back to the table. A player's
// screen has no Odds button.
func TestRemoteGMOddsPlayOnTheTabletFromTheHostsBattle(t *testing.T) {
	s := tabletSession(t)
	gm := session.Screen{Seat: wire.SeatGM}
	now := time.Unix(0, 0)
	outs := s.Do(gm, wire.Incoming{Type: wire.TypeAction, ID: "1", Action: json.RawMessage(`{"kind":"place","who":"c1","to":{"x":6,"y":1}}`)}, now)
	require.Len(t, outs, 4) // applied for every seat
	g, o := tabletOf(t, s, wire.SeatGM)
	r := g.R

	phone, _ := tabletOf(t, s, "player:anna")
	assert.False(t, phone.R.HasButton(RemoteOdds), "only the GM sees the odds")
	require.True(t, r.HasButton(RemoteOdds))
	r.Press(RemoteOdds)
	require.Len(t, o.msgs, 1)
	assert.Equal(t, wire.TypeBattle, o.msgs[0].Type)
	assert.False(t, g.tickLocal(Input{}), "nothing opens before the host answers")

	outs = s.Do(gm, o.msgs[0], now)
	require.Len(t, outs, 1)
	feed(t, r, outs[0].Msg)
	require.True(t, g.tickLocal(Input{}), "the host's battle opens the odds on the tablet: %s", r.msg)
	odds := g.Local()
	require.NotNil(t, odds)
	for range 4 {
		g.tickLocal(Input{})
	}
	first, _, ok := odds.ctl.Odds()
	require.True(t, ok)
	assert.Equal(t, 5, first.Fights, "a fight a tick: the tablet keeps answering")
	assert.Equal(t, []string{"heroes", "cult"}, first.Sides)
	at, _ := odds.ctl.Battle().Battlefield.Position("c1")
	assert.Equal(t, rules.Pos{X: 6, Y: 1}, at, "from the table as it stands")
	assert.Equal(t, 4, odds.Snapshot().Odds.Figures)

	assert.False(t, g.tickLocal(Input{Keys: CmdDeselect.Key()}), "Esc closes the odds")
	assert.Nil(t, g.Local(), "the table's screen is back")
}

// A refusal of the battle (a host that could not copy it) is said and
// opens nothing.
func TestRemoteGMOddsRefusedIsSaid(t *testing.T) {
	g, o := tabletOf(t, tabletSession(t), wire.SeatGM)
	g.R.Press(RemoteOdds)
	feed(t, g.R, wire.Refused{Type: wire.TypeRefused, ID: o.msgs[0].ID, Error: "the host could not copy the battle for the odds: x"})
	assert.False(t, g.tickLocal(Input{}))
	msg, bad := g.R.Message()
	assert.True(t, bad)
	assert.Equal(t, "the host could not copy the battle for the odds: x", msg)
}

// tapLocal is a tap on the tablet's own window (down, then up).
func tapLocal(g *RemoteGame, x, y float64) {
	g.tickLocal(Input{X: x, Y: y, Buttons: ButtonLeft})
	g.tickLocal(Input{X: x, Y: y})
}

func tapLocalSetup(t *testing.T, g *RemoteGame, label string) {
	t.Helper()
	b, ok := g.Local().SetupButton(label)
	require.True(t, ok, "no %q button", label)
	tapLocal(g, b.X+b.W/2, b.Y+b.H/2)
}

// The GM's tablet's setup: before the first deal Set up reopens the
// table's scenario in the setup screen on the tablet; a figure taken off
// by a finger and Start send the scenario to the host; the host's refusal comes back to
// the setup's line with the setup still open, and the host's new state
// of that scenario closes it.
func TestRemoteGMSetsUpAndStartsANewFightFromTheTablet(t *testing.T) {
	s := tabletSession(t)
	g, o := tabletOf(t, s, wire.SeatGM)
	r := g.R
	require.True(t, r.HasButton(RemoteSetup))
	assert.Equal(t, "Set up", buttonLabel(r, RemoteSetup), "before the first deal: the table's scenario to change")
	r.Press(RemoteSetup)
	require.True(t, g.tickLocal(Input{}), r.msg)
	l := g.Local()
	require.NotNil(t, l.Setup())
	st := l.Setup()
	require.Len(t, st.Board().Figures, 4, "the table's scenario reopened")

	// A finger picks the first cultist and takes it off.
	tapLocalSetup(t, g, "Pick/drag")
	x, y := l.cam.ToScreen(pt(9.5, 1.5))
	tapLocal(g, x, y)
	tapLocalSetup(t, g, "Remove")
	require.Len(t, st.Board().Figures, 3, "a finger took the cultist off: %s", st.msg)

	tapLocalSetup(t, g, "Start")
	require.Len(t, o.msgs, 1)
	m := o.msgs[0]
	assert.Equal(t, wire.TypeSetup, m.Type)
	assert.Equal(t, "tablet.yaml", m.Name)
	b, err := board.Parse(m.Name, []byte(m.Scenario))
	require.NoError(t, err, "the scenario sent is one the loader reads")
	assert.Len(t, b.Figures, 3)
	require.NotNil(t, g.Local(), "the setup waits for the host")

	feed(t, r, wire.Refused{Type: wire.TypeRefused, ID: m.ID, Error: "the scenario: bad"})
	require.True(t, g.tickLocal(Input{}))
	line, bad := st.Message()
	assert.True(t, bad)
	assert.Equal(t, "the scenario: bad", line, "the host's refusal on the setup's line")

	tapLocalSetup(t, g, "Start")
	require.Len(t, o.msgs, 2)
	st2 := s.View(wire.SeatGM)
	st2.Scenario = o.msgs[1].Scenario
	st2.Figures = map[string]wire.FigureState{"ann": {At: rules.Pos{}}, "bob": {At: rules.Pos{X: 0, Y: 2}}, "c2": {At: rules.Pos{X: 9, Y: 3}}}
	feed(t, r, st2)
	assert.False(t, g.tickLocal(Input{}), "the host's new state closes the setup")
	assert.Nil(t, g.Local())
}

// After the first deal the button is New fight: a blank map; Leave goes
// back to the table with nothing sent.
func TestRemoteGMNewFightAfterTheDealOpensABlankMapAndLeaveSendsNothing(t *testing.T) {
	s := tabletSession(t)
	outs := s.Do(session.Screen{Seat: wire.SeatGM}, wire.Incoming{Type: wire.TypeAction, ID: "1", Action: json.RawMessage(`{"kind":"round"}`)}, time.Unix(0, 0))
	require.NotEmpty(t, outs)
	g, o := tabletOf(t, s, wire.SeatGM)
	g.R.Tick()
	assert.Equal(t, "New fight", buttonLabel(g.R, RemoteSetup))
	g.R.Press(RemoteSetup)
	require.True(t, g.tickLocal(Input{}))
	b := g.Local().Setup().Board()
	assert.Equal(t, [2]int{20, 15}, [2]int{b.W, b.H})
	assert.Empty(t, b.Figures)
	tapLocalSetup(t, g, "Leave")
	g.tickLocal(Input{})
	assert.Nil(t, g.Local())
	assert.Empty(t, o.msgs)
}

func buttonLabel(r *Remote, id string) string {
	for _, b := range r.Buttons() {
		if b.ID == id {
			return b.Label
		}
	}
	return ""
}

// The tablet's setup has the table's figures as its roster (it reads no
// file beside the scenario): a finger places one more cultist, and the
// scenario sent carries it written out.
func TestRemoteGMSetupPlacesTheTablesFiguresAgain(t *testing.T) {
	s := tabletSession(t)
	g, o := tabletOf(t, s, wire.SeatGM)
	g.R.Press(RemoteSetup)
	require.True(t, g.tickLocal(Input{}))
	l := g.Local()
	var names []string
	for _, e := range l.Setup().Roster() {
		names = append(names, e[1])
	}
	assert.Equal(t, []string{"Ann", "Bob", "Cultist 1", "Cultist 2"}, names)
	tapLocalSetup(t, g, "Cultist 1")
	x, y := l.cam.ToScreen(pt(6.5, 2.5))
	tapLocal(g, x, y)
	require.Len(t, l.Setup().Board().Figures, 5, l.Setup().msg)
	tapLocalSetup(t, g, "Start")
	require.Len(t, o.msgs, 1)
	b, err := board.Parse("t.yaml", []byte(o.msgs[0].Scenario))
	require.NoError(t, err)
	require.Len(t, b.Figures, 5)
	added := b.FigureAt(board.Square{X: 6, Y: 2})
	require.NotNil(t, added)
	assert.Equal(t, "cult", added.Side)
	assert.Empty(t, added.Player)
}
