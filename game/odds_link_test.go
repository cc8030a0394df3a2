//go:build !js

package game

import (
	"context"
	"fmt"
	"net/http/httptest"
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/odds"
	"battlemat/rules"
	"battlemat/server"
	"battlemat/wire"
)

// oddsLinkTable is a hosted fight for the odds: Anna's gunslinger and two
// cultists (invented numbers).
const oddsLinkTable = `name: Odds over a link
map:
  rows:
    - "........"
    - "........"
    - "........"
figures:
  - {id: ann, name: Ann, side: heroes, player: anna, wildcard: true, at: [0, 1], traits: {agility: d8, shooting: d8, fighting: d6, vigor: d6, spirit: d6}, weapons: [{name: Colt, range: 12/24/48, damage: 2d6+1, shots: 6}]}
  - {id: c1, name: Cultist 1, side: cult, at: [3, 0], traits: {agility: d6, fighting: d8, strength: d8, vigor: d6}, weapons: [{name: Axe, damage: str+d8}]}
  - {id: c2, name: Cultist 2, side: cult, at: [3, 2], traits: {agility: d6, fighting: d8, strength: d8, vigor: d6}, weapons: [{name: Axe, damage: str+d8}]}
`

// oddsHost is a loopback host of oddsLinkTable and a window on the
// seat's link to it.
func oddsHost(t *testing.T, seat string) (*server.Host, *Game) {
	t.Helper()
	h, err := server.New(server.Config{Name: "odds.yaml", Data: []byte(oddsLinkTable), Seed: 3, SeedSet: true, Logf: t.Logf})
	require.NoError(t, err)
	ts := httptest.NewServer(h.Handler(nil))
	t.Cleanup(ts.Close)
	h.SetBase(ts.URL)
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	u, err := url.Parse(h.Link(seat))
	require.NoError(t, err)
	l := &LinkSeat{}
	go l.Connect(ctx, "ws://"+u.Host+"/ws?seat="+u.Query().Get("seat"))
	g := New(nil)
	g.SetScreenSize(1024, 768)
	g.SetFight(FightOnSeat(l, "odds.yaml"))
	linkFrames(t, g, "the host's state", func() bool { return len(g.Snapshot().Figures) > 0 })
	return h, g
}

// linkFrames runs the window's frames (each polls its seat) until ok.
func linkFrames(t *testing.T, g *Game, what string, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second) // a loaded machine's link may be slow; this only bounds a failure
	for !ok() {
		if time.Now().After(deadline) {
			require.Failf(t, "nothing came over the link", "waiting for %s: %q, %+v", what, g.ctl.msg, g.Snapshot())
		}
		time.Sleep(5 * time.Millisecond)
		g.Handle(Input{})
	}
}

// The Controller over the GM's seat of a host has the window's Odds: the
// Odds key asks the host for the battle as it stands (wire's battle
// message; the host's copy has the cultist where the GM put it), and the
// Odds scene plays it here a slice a frame, the host never playing a
// fight, until the panel shows each side's share of the wins: the same
// fights as the odds package plays from the host's copy with the
// window's seed. The what-ifs play from the same copy.
func TestTheGMsOddsOverALinkPlayTheHostsBattle(t *testing.T) {
	h, g := oddsHost(t, wire.SeatGM)
	require.NoError(t, g.ctl.Apply(rules.Place{Who: "c1", To: rules.Pos{X: 1, Y: 0}}))
	linkFrames(t, g, "the GM's edit on the host", func() bool { return h.Seq() == 1 && g.ctl.Fight().Seq() == 1 })

	_, ok := g.ButtonFor(CmdOdds)
	require.True(t, ok, "the GM's seat is offered the odds")
	g.Handle(Input{Keys: CmdOdds.Key()})
	assert.Contains(t, g.ctl.msg, "fetching the battle")
	linkFrames(t, g, "the host's battle", func() bool { _, open := sceneOf[*oddsScene](g.ctl); return open })
	s, _ := sceneOf[*oddsScene](g.ctl)
	require.Equal(t, OddsFights, s.total)
	s.slice = 0 // one fight a frame from here: the test counts them

	bf, err := board.ParseBattleFile(s.file)
	require.NoError(t, err)
	_, copied, err := bf.Start()
	require.NoError(t, err)
	at, _ := copied.Battlefield.Position("c1")
	assert.Equal(t, rules.Pos{X: 1, Y: 0}, at, "the host's battle as it stands")
	assert.Equal(t, 1, h.Seq(), "the odds play nothing on the host")

	fights := s.first.Fights()
	g.Handle(Input{})
	assert.Equal(t, fights+1, s.first.Fights(), "a fight a frame: the screen keeps answering")
	for i := 0; i < 2*OddsFights && !s.first.Done(); i++ {
		g.Handle(Input{})
	}
	require.True(t, s.first.Done())
	require.Empty(t, s.first.Err)

	got, whatIf, open := g.ctl.Odds()
	require.True(t, open)
	assert.Nil(t, whatIf)
	want, err := odds.New(s.file, OddsFights, g.ctl.Seed(), "")
	require.NoError(t, err)
	for !want.Done() {
		want.Step()
	}
	assert.Equal(t, want.Tally(), got, "the odds package's fights from the host's copy")
	assert.Equal(t, []string{"heroes", "cult"}, got.Sides)
	assert.Equal(t, OddsFights, got.Wins[0]+got.Wins[1]+got.Draws)
	rows := oddsRows(s.first, s.what)
	require.GreaterOrEqual(t, len(rows), 3)
	for i, side := range got.Sides {
		assert.Equal(t, "Won by "+side, rows[i][0])
		sh := got.WinShare(side)
		assert.Equal(t, fmt.Sprintf("%.1f%% (%.1f-%.1f)", 100*sh.Share, 100*sh.Low, 100*sh.High), rows[i][1], "the panel shows %s's share", side)
	}
	assert.Equal(t, &OddsState{Fights: OddsFights, WhatIf: -1, Total: OddsFights, Figures: 3}, g.Snapshot().Odds)

	g.ctl.Press(CmdOdds, "-cult")
	require.NotNil(t, s.what, g.ctl.msg)
	assert.Equal(t, 2, s.what.Figures, "one cultist fewer on the host's copy")
	g.Handle(Input{Keys: CmdDeselect.Key()})
	_, open = sceneOf[*oddsScene](g.ctl)
	assert.False(t, open, "Esc closes the odds")
	assert.Equal(t, 1, h.Seq(), "the host's battle is as it was")
}

// unanswered is a seat whose battle asks the test answers (the rest go
// to its session).
type unanswered struct {
	*LocalSeat
	asked []string
}

func (u *unanswered) Send(m wire.Incoming) error {
	if m.Type == wire.TypeBattle {
		u.asked = append(u.asked, m.ID)
		return nil
	}
	return u.LocalSeat.Send(m)
}

// A host that refuses the battle (it could not copy it) is said, and a
// late answer to that ask opens nothing.
func TestTheGMsOddsOverASeatSayTheHostsRefusal(t *testing.T) {
	l, gm := demoTable(t, demoSeed)
	seat := &unanswered{LocalSeat: gm}
	g := New(nil)
	g.SetScreenSize(1024, 768)
	g.SetFight(FightOnSeat(seat, "demo.yaml"))
	g.Handle(Input{Keys: CmdOdds.Key()})
	require.Len(t, seat.asked, 1, g.ctl.msg)
	ask := seat.asked[0]
	take := func(m any) { g.ctl.run(func() { _ = g.ctl.take(m) }) }
	take(wire.Refused{Type: wire.TypeRefused, ID: ask, Error: "the host could not copy the battle for the odds: x"})
	msg, bad := g.ctl.Message()
	assert.True(t, bad)
	assert.Equal(t, "the host could not copy the battle for the odds: x", msg)

	data, err := l.Session().OddsFile()
	require.NoError(t, err)
	take(wire.Battle{Type: wire.TypeBattle, ID: ask, File: data})
	_, open := sceneOf[*oddsScene](g.ctl)
	assert.False(t, open, "a refused ask opens nothing")

	g.Handle(Input{})
	g.Handle(Input{Keys: CmdOdds.Key()})
	require.Len(t, seat.asked, 2, "asked again")
	take(wire.Battle{Type: wire.TypeBattle, ID: seat.asked[1], File: data})
	_, open = sceneOf[*oddsScene](g.ctl)
	assert.True(t, open, "the answer to the ask opens the odds: %s", g.ctl.msg)
}

// A player's seat is never offered the odds: no Odds button even in the
// GM's layout, and Ctrl+O asks the host nothing.
func TestAPlayersSeatIsNeverOfferedTheOdds(t *testing.T) {
	h, g := oddsHost(t, wire.SeatPlayer+"anna")
	_, ok := g.ButtonFor(CmdOdds)
	assert.False(t, ok, "no Odds button on a player's seat")
	for _, b := range g.Buttons() {
		assert.NotEqual(t, CmdOdds, b.Cmd)
	}
	g.Handle(Input{Keys: CmdOdds.Key()})
	msg, bad := g.ctl.Message()
	assert.True(t, bad)
	assert.Equal(t, "Only the GM can use Ctrl+O (odds of this fight): ask the GM.", msg)
	assert.Empty(t, g.ctl.fight.oddsAsk.id, "nothing asked of the host")
	_, open := sceneOf[*oddsScene](g.ctl)
	assert.False(t, open)
	assert.Zero(t, h.Seq())
}
