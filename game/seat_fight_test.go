package game

import (
	"strings"
	"testing"
	"time"

	"battlemat/assets"
	"battlemat/board"
	"battlemat/rules"
	"battlemat/session"
	"battlemat/wire"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// demoTable is the demo's session in this process with the GM's seat
// open (the test plays the GM through it).
func demoTable(t *testing.T, seed uint64) (*Local, *LocalSeat) {
	t.Helper()
	data, err := assets.Scenario("demo.yaml")
	require.NoError(t, err)
	_, b, err := board.StartBattle("demo.yaml", data, seed)
	require.NoError(t, err)
	l, err := NewLocal(session.Config{File: board.FileOf("demo.yaml", data, b), AnswerTimeout: forever, Logf: func(string, ...any) {}})
	require.NoError(t, err)
	l.Now = func() time.Time { return time.Unix(0, 0) }
	return l, l.Open(wire.SeatGM)
}

// gmSends plays an action through the GM's seat and reports whether the
// session took it (the GM's own screen is the test: its messages are
// dropped).
func gmSends(t *testing.T, gm *LocalSeat, a rules.Action) bool {
	t.Helper()
	raw, err := rules.MarshalAction(a)
	require.NoError(t, err)
	require.NoError(t, gm.Send(wire.Incoming{Type: wire.TypeAction, ID: "gm", Action: raw}))
	for _, m := range gm.Poll() {
		if _, ok := m.(wire.Refused); ok {
			return false
		}
	}
	return true
}

// A Controller plays a player's seat with no battle of its own: the
// window's Fight over Anna's seat of the demo's session (FightOnSeat).
// The GM deals through the GM's seat; Anna's screen sees Buck up, a
// click on him starts his turn, a click walks him out of the door, the
// Shoot mode's hover shows the odds the session worked out and a click
// shoots; when the GM's cultists wound Buck, the Soak question comes to
// her screen and Y spends his benny.
func TestAControllerPlaysAPlayersSeatWithNoBattle(t *testing.T) {
	l, gm := demoTable(t, demoSeed)
	f := FightOnSeat(l.Open(wire.SeatPlayer+"anna"), "demo.yaml")
	require.Nil(t, f.localFight, "no battle, no session in the fight")
	g := New(nil)
	g.SetScreenSize(1280, 800)
	g.SetFight(f)
	b := l.Session().Battle() // the session's, for the test's checks only
	require.NotNil(t, g.ctl.seatState(), "the seat's state came")

	require.True(t, gmSends(t, gm, rules.StartRound{}), "the GM deals")
	g.Handle(Input{}) // the frame polls the seat
	m := g.ctl.seatState()
	require.NotNil(t, m)
	assert.Equal(t, 1, m.Round, "Anna's screen sees round 1")
	require.Equal(t, []string{"buck"}, b.NextUp())

	clickSquare(g, 2, 2)
	require.NotNil(t, b.Turn(), "a click on Buck, up, starts his turn")
	assert.Equal(t, "buck", b.Turn().Who)
	assert.Equal(t, "buck", g.Snapshot().Selected)

	hoverSquare(g, 7, 3)
	ov := g.ctl.Overlay()
	assert.Equal(t, 6, ov.PaceLeft, "his Pace, as the seat tells it")
	require.NotEmpty(t, ov.Path)
	clickSquare(g, 7, 3)
	at, _ := b.Battlefield.Position("buck")
	assert.Equal(t, rules.Pos{X: 7, Y: 3}, at, "the click walks him there")
	assert.Equal(t, board.Square{X: 7, Y: 3}, g.ctl.seatBoard().Figure("buck").At, "and her screen sees it")

	press(g, CmdShoot.Key())
	hoverSquare(g, 14, 3)
	ap := g.ctl.Overlay().Attack
	require.NotNil(t, ap)
	assert.Equal(t, "cultist-5", ap.Target)
	assert.Equal(t, "Colt .45", ap.Weapon)
	require.Empty(t, ap.Err)
	want := rules.Odds(rules.TraitRoll{Die: rules.D10, Wild: true, Mods: ap.Mods, TN: 4})
	assert.InDelta(t, want.Success, ap.Success, 1e-12, "the odds box: the session's preview")
	n := len(b.Applied)
	clickSquare(g, 14, 3)
	if q := g.ctl.Asked(); q != nil {
		assert.True(t, q.Reroll, "her screen is asked whether Buck rerolls: %s", q.Text())
		declineSoaks(g) // N: the shot stands
	}
	require.Len(t, b.Applied, n+1, "the shot")
	assert.Equal(t, rules.KindShoot, b.Applied[n].Action.Kind())
	require.NotEmpty(t, g.ctl.Dice(), "her screen shows the dice")
	press(g, CmdEndTurn.Key())
	require.Nil(t, b.Turn(), "End turn ends his turn")

	// The GM plays on: each cultist with a gun shoots Buck, the others
	// end their turns, round after round, until a Wound comes to Buck and
	// Anna's screen is asked whether he Soaks it.
	// (A GM's ruling takes 4 off his Toughness, so a hit wounds soon.)
	require.True(t, gmSends(t, gm, rules.PutEffect{Who: "buck", Change: rules.ChangeToughness, Value: -4}))
	asked, shot := false, map[string]bool{}
	for range 300 {
		g.Handle(Input{})
		if q := g.ctl.Asked(); q != nil {
			require.Equal(t, "buck", q.Who, "her figure's question")
			require.False(t, q.Reroll || q.Reaction, "a Soak: %s", q.Text())
			require.Positive(t, q.Wounds)
			bennies := q.Bennies
			press(g, CmdYes.Key()) // Y: Soak
			if again := g.ctl.Asked(); again != nil {
				assert.Equal(t, bennies-1, again.Bennies, "a Soak that fell short asks again, a benny spent: %s", again.Text())
				declineSoaks(g)
			}
			assert.Nil(t, g.ctl.Asked(), "answered")
			assert.Equal(t, bennies-1, b.Figure("buck").Bennies, "a benny spent on the Soak")
			m := g.ctl.seatState()
			require.NotNil(t, m)
			assert.Contains(t, strings.Join(m.Log, "\n"), "Buck Savage soaks with Vigor", "her screen's log tells the Soak")
			asked = true
			break
		}
		if b.Fight != nil && b.Turn() != nil {
			who := b.Turn().Who
			if fig := b.Figure(who); fig.Side == "cultists" && !shot[who] {
				shot[who] = true // once a turn: her screen polls the answer's question first
				for _, w := range fig.Weapons {
					if !rules.IsMeleeWeapon(w) && w.Template == "" {
						gmSends(t, gm, rules.Shoot{Who: who, Weapon: w.Name, Targets: []string{"buck"}})
						break
					}
				}
				continue
			}
			gmSends(t, gm, rules.EndTurn{Who: who})
			continue
		}
		if up := b.NextUp(); len(up) > 0 {
			delete(shot, up[0])
			gmSends(t, gm, rules.StartTurn{Who: up[0], Actions: 1})
			continue
		}
		gmSends(t, gm, rules.StartRound{})
	}
	require.True(t, asked, "a Wound came to Buck within 300 steps")
	assert.Nil(t, g.ctl.Battle(), "the Controller has no battle")
}
