package game

import (
	"testing"

	"battlemat/wire"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// slowSeat is a seat whose host's answers to previews wait until let go:
// the frames between the question and the answer, as over a network.
type slowSeat struct {
	*LocalSeat
	hold bool
	held []any
}

func (s *slowSeat) Poll() []any {
	var out []any
	for _, m := range s.LocalSeat.Poll() {
		if _, ok := m.(wire.Preview); ok && s.hold {
			s.held = append(s.held, m)
			continue
		}
		out = append(out, m)
	}
	if !s.hold {
		out, s.held = append(s.held, out...), nil
	}
	return out
}

// The odds box keeps three lines of room while it asks the host (its
// title and "asking the odds..."), so when the answer comes (three
// lines: the shot, the odds, the cover, and its modifier) the box grows
// downward from where it stood, under the cultist, and nothing on the panel moves: on Ann's
// 390x844 phone and on her 1024x768 tablet.
func TestTheOddsKeepTheirRoomWhileTheHostAnswers(t *testing.T) {
	for _, sc := range []struct {
		w, h  int
		scale float64
	}{{1170, 2532, 3}, {1024, 768, 1}} {
		name := map[float64]string{3: "phone", 1: "tablet"}[sc.scale]
		t.Run(name, func(t *testing.T) {
			p := phoneOn(t, "night.yaml", phoneNightTable, 3)
			// Her screen again, over a slow seat.
			slow := &slowSeat{LocalSeat: p.l.Open(wire.SeatPlayer + "anna")}
			g := New(nil)
			g.deviceScale = sc.scale
			g.SetScreenSize(sc.w, sc.h)
			g.SetView(PlayerView())
			g.SetFight(FightOnSeat(slow, "night.yaml"))
			g.Handle(Input{})
			p.g = g
			p.dealTo("hero1")
			p.tapSquare(3, 5)
			slow.hold = true
			p.tapSquare(7, 5)
			ap := g.ctl.ov.Attack
			require.NotNil(t, ap, "the shot aimed")
			require.True(t, ap.Waiting, "the host's odds not come yet")
			lines, asked, ok := g.views().tipBox()
			require.True(t, ok)
			require.Len(t, lines, 2, "the shot and 'asking the odds...'")
			buttons := append([]Button(nil), g.layout().buttons...)
			size := g.layout().u * 0.75
			assert.GreaterOrEqual(t, asked.H, 3*size*1.25, "three lines of room")
			p.shot("odds-asked-" + name)

			painted := g.frameKeyFor(nil)
			slow.hold = false
			p.frame()
			p.frame()
			require.False(t, g.ctl.ov.Attack.Waiting, "the odds came")
			assert.NotEqual(t, painted, g.frameKeyFor(nil), "the screen repaints with them (not the box that asked)")
			lines, answered, ok := g.views().tipBox()
			require.True(t, ok)
			require.GreaterOrEqual(t, len(lines), 3)
			assert.Equal(t, asked.Y, answered.Y, "the box's top stays where it was")
			cx, _ := g.cam.ToScreen(g.ctl.drawnBoard().Figure("c1").Center())
			for _, b := range []Rect{asked, answered} {
				assert.True(t, b.X <= cx && cx <= b.X+b.W, "under the cultist: %v", b)
			}
			assert.Equal(t, buttons, g.layout().buttons, "the buttons stay put")
			p.shot("odds-answered-" + name)
		})
	}
}
