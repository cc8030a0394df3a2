package game

import (
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/session"
	"battlemat/wire"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"
)

// hostedTable is the e2e host tests' table: Ann's hero in a corner, a
// cultist across the room.
const hostedTable = `name: Hosted
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
    traits: {agility: d8, shooting: d8, vigor: d6}
    weapons:
      - {name: Colt, range: 12/24/48, damage: 2d6+1, shots: 6}
  - id: c1
    name: Cultist
    side: cult
    at: [7, 3]
    traits: {agility: d6, fighting: d6, vigor: d6}
`

// phone is a Controller on Ann's phone held upright (390x844 at a
// device scale of 3, as the e2e phone) over her seat of an in-process
// session, driven by a finger; the GM's seat deals and plays the foes.
type phone struct {
	t    *testing.T
	g    *Game
	l    *Local
	gm   *LocalSeat
	hand fingers
}

// phoneOn opens the scenario's session and Ann's phone on it.
func phoneOn(t *testing.T, name, data string, seed uint64) *phone {
	t.Helper()
	return phoneTimed(t, name, data, seed, forever)
}

// phoneTimed is phoneOn with a session whose questions wait timeout.
func phoneTimed(t *testing.T, name, data string, seed uint64, timeout time.Duration) *phone {
	t.Helper()
	_, b, err := board.StartBattle(name, []byte(data), seed)
	require.NoError(t, err)
	l, err := NewLocal(session.Config{File: board.FileOf(name, []byte(data), b), AnswerTimeout: timeout, Logf: func(string, ...any) {}})
	require.NoError(t, err)
	l.Now = func() time.Time { return time.Unix(0, 0) }
	p := &phone{t: t, l: l, gm: l.Open(wire.SeatGM)}
	f := FightOnSeat(l.Open(wire.SeatPlayer+"anna"), name)
	require.Nil(t, f.localFight, "no battle in the phone's fight")
	p.g = New(nil)
	p.g.deviceScale = 3
	p.g.SetScreenSize(1170, 2532)
	p.g.SetView(PlayerView()) // as the player's page sets it
	p.g.SetFight(f)
	p.g.Handle(Input{})
	require.NotNil(t, p.g.ctl.seatState(), "the seat's state came")
	require.True(t, p.g.layout().sheet, "the phone's panel is a sheet under the map")
	return p
}

// battle is the session's battle: the test's checks read it, the phone
// never does.
func (p *phone) battle() *rules.Battle { return p.l.Session().Battle() }

// gmDoes plays an action through the GM's seat and lets the phone's
// next frame take the news.
func (p *phone) gmDoes(a rules.Action) {
	p.t.Helper()
	require.True(p.t, gmSends(p.t, p.gm, a), "the GM's %s", a.Kind())
	p.frame()
}

// frame is one tick with no finger on the screen.
func (p *phone) frame() { p.touch() }

// touch is one tick with these fingers on the screen (screen pixels).
func (p *phone) touch(pts ...[2]float64) {
	var in Input
	p.hand.read(&in, pts)
	p.g.Handle(in)
}

// tapAt is a finger's tap at a screen point: down for a few ticks, then
// lifted, then a still tick.
func (p *phone) tapAt(x, y float64) {
	for range fingerWait + 2 {
		p.touch([2]float64{x, y})
	}
	p.frame()
	p.frame()
}

// holdAt is a finger held still at a screen point for ticks, then lifted.
func (p *phone) holdAt(x, y float64, ticks int) {
	for range ticks {
		p.touch([2]float64{x, y})
	}
	p.frame()
	p.frame()
}

// tapSquare taps the centre of a map square.
func (p *phone) tapSquare(x, y int) {
	sx, sy := at(p.g, x, y)
	require.True(p.t, p.g.layout().mapView.Contains(sx, sy), "square %d,%d is on the phone's map", x, y)
	p.tapAt(sx, sy)
}

// shown is the button with this label on the sheet, if shown now.
func (p *phone) shown(label string) (Button, bool) {
	for _, b := range p.g.Buttons() {
		if b.Label == label {
			return b, true
		}
	}
	return Button{}, false
}

// labels are the sheet's buttons' labels as shown now.
func (p *phone) labels() []string {
	var out []string
	for _, b := range p.g.Buttons() {
		out = append(out, b.Label)
	}
	return out
}

// tapButton taps the button that starts with label, opening the sheet's
// tab that holds it first when it is on another.
func (p *phone) tapButton(label string) {
	p.t.Helper()
	find := func() (Button, bool) {
		for _, b := range p.g.Buttons() {
			if b.Label == label || strings.HasPrefix(b.Label, label) && b.Cmd != CmdSheetTab {
				return b, true
			}
		}
		return Button{}, false
	}
	b, ok := find()
	for tab := range tabCount {
		if ok {
			break
		}
		if t, shown := p.shown(sheetTabNames[tab]); shown {
			p.tapAt(t.X+t.W/2, t.Y+t.H/2)
			b, ok = find()
		}
	}
	require.True(p.t, ok, "a %q button on a tab of the sheet: %v", label, p.labels())
	require.True(p.t, b.Enabled, "%q is enabled: %s", b.Label, b.Why)
	require.GreaterOrEqual(p.t, b.H, 34.0*3, "%q is finger-sized", b.Label)
	p.tapAt(b.X+b.W/2, b.Y+b.H/2)
}

// message is the phone's message line.
func (p *phone) message() string { m, _ := p.g.ctl.Message(); return m }

// shot draws the phone's frame into BATTLEMAT_PHONE_OUT (when set), for
// a person to look at.
func (p *phone) shot(name string) {
	dir := os.Getenv("BATTLEMAT_PHONE_OUT")
	if dir == "" {
		return
	}
	var err error
	onScreen(func() {
		img := ebiten.NewImage(p.g.screenW, p.g.screenH)
		p.g.painted = false
		p.g.Draw(img)
		var f *os.File
		if f, err = os.Create(filepath.Join(dir, name+".png")); err == nil {
			err = png.Encode(f, img)
			f.Close()
		}
	})
	require.NoError(p.t, err)
}

// dealTo has the GM deal and play the foes' turns (each ends at once)
// until who may start a turn.
func (p *phone) dealTo(who string) {
	p.t.Helper()
	b := p.battle()
	for range 50 {
		switch up := b.NextUp(); {
		case b.Fight != nil && b.Turn() != nil:
			p.gmDoes(rules.EndTurn{Who: b.Turn().Who})
		case len(up) > 0 && up[0] == who:
			p.frame()
			return
		case len(up) > 0:
			p.gmDoes(rules.StartTurn{Who: up[0], Actions: 1})
		default:
			p.gmDoes(rules.StartRound{})
		}
	}
	p.t.Fatalf("%s never came up", who)
}

// answerNo taps the question's No button (its words are the question's)
// until no question waits.
func (p *phone) answerNo() {
	p.t.Helper()
	for range 5 {
		if p.g.ctl.Asked() == nil {
			return
		}
		b, ok := p.g.ButtonFor(CmdNo)
		require.True(p.t, ok, "the question's No button: %v", p.labels())
		p.tapAt(b.X+b.W/2, b.Y+b.H/2)
	}
	require.Nil(p.t, p.g.ctl.Asked(), "answered")
}

// gmTries plays an action through the GM's seat, answering No to the
// GM's own questions (a foe's reroll from the GM's pool, a foe's Soak),
// and lets the phone's next frames take the news. It reports whether the
// session took the action (a question to Ann leaves it waiting: taken).
func (p *phone) gmTries(a rules.Action, mine string) bool {
	p.t.Helper()
	raw, err := rules.MarshalAction(a)
	require.NoError(p.t, err)
	require.NoError(p.t, p.gm.Send(wire.Incoming{Type: wire.TypeAction, ID: "gm", Action: raw}))
	ok := true
	for range 10 {
		asked := false
		for _, m := range p.gm.Poll() {
			switch m := m.(type) {
			case wire.Refused:
				ok = false
			case wire.Question:
				if m.Who != mine {
					no := false
					require.NoError(p.t, p.gm.Send(wire.Incoming{Type: wire.TypeAnswer, ID: m.ID, Yes: &no}))
					asked = true
				}
			}
		}
		if !asked {
			break
		}
	}
	p.frame()
	return ok
}

// pageTo pages the More list (its last button) until a button starting
// with label shows, and reports its whole label.
func (p *phone) pageTo(label string) string {
	p.t.Helper()
	for range 10 {
		for _, b := range p.g.Buttons() {
			if strings.HasPrefix(b.Label, label) {
				return b.Label
			}
		}
		p.tapButton("Page")
	}
	p.t.Fatalf("no %q on the More pages: %v", label, p.labels())
	return ""
}
