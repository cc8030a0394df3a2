package game

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/assets"
	"battlemat/board"
	"battlemat/rules"
	"battlemat/wire"
)

// demoTableSeat is the table seat's screen of the demo at w x h, joined
// with the round dealt and Buck acting.
func demoTableSeat(t *testing.T, w, h int) *RemoteGame {
	t.Helper()
	data, err := assets.Scenario("demo.yaml")
	require.NoError(t, err)
	bd, err := board.Parse("demo.yaml", data)
	require.NoError(t, err)
	roster := map[string]wire.FigureInfo{}
	figs := map[string]wire.FigureState{}
	for _, f := range bd.Figures {
		if f.Hidden {
			continue // the table never hears of an ambusher
		}
		roster[f.ID] = wire.FigureInfo{Name: f.Name, Side: f.Side, Player: f.Player}
		figs[f.ID] = wire.FigureState{At: f.At}
	}
	up := "buck"
	msg, err := json.Marshal(wire.State{Type: "state", Seq: 3, Seat: wire.SeatTable, Scenario: string(data),
		Roster: roster, Figures: figs, Round: 1, Up: &up, Acting: true})
	require.NoError(t, err)
	r := NewRemote(dropAll{})
	require.NoError(t, r.Receive(msg))
	require.NoError(t, r.Take(SeatStatus{Connected: true, Status: "connected"}))
	g := NewRemoteGame(r)
	g.w, g.h, g.scale, g.tbl.monitor = w, h, 1, "projector"
	g.loadRemoteScreen()
	g.fit()
	return g
}

func overlapsRect(a rect, r Rect) bool {
	return a.overlaps(rect{r.X, r.Y, r.X + r.W, r.Y + r.H})
}

func TestTableSeatIsTheTableViewWithNoTextOverATokensMarks(t *testing.T) {
	memorySettings(t)
	for _, sz := range [][2]int{{1024, 768}, {1920, 1080}} {
		g := demoTableSeat(t, sz[0], sz[1])
		l := g.tableLayout()
		m := g.mapRect()
		assert.Equal(t, float64(sz[0]), m.W, "%v: the map has the screen's whole width: no panel", sz)
		assert.Equal(t, l.mapR, m)

		// Every token with every mark, each named in turn (a tap or the
		// mouse): no name covers a mark, and nothing of a token is under
		// the strip, the dice or the buttons.
		b := g.R.Board
		for _, f := range b.Figures {
			f.Shaken, f.Stunned, f.Prone, f.Distracted, f.Vulnerable = true, true, true, true, true
			f.Wounds = 2
		}
		opt := g.tableDrawOptions()
		require.True(t, opt.TableView)
		opt.Marks = map[string]FightMarks{}
		for _, f := range b.Figures {
			opt.Marks[f.ID] = FightMarks{Hold: true, Defend: true, Joker: true, Aim: true}
		}
		for _, f := range b.Figures {
			opt.Named = [2]string{f.ID, ""}
			places := placeTokens(b, g.cam, opt.style(), nil)
			labels, marks := noOverlap(t, places)
			assert.Equal(t, 1, labels, "%v: the named figure's name shows", sz)
			assert.Equal(t, len(b.Figures)*10, marks)
			for _, tp := range places {
				var boxes []rect
				for _, mk := range tp.marks {
					boxes = append(boxes, mk.rect())
					assert.GreaterOrEqual(t, mk.r, 9.0, "%v: marks readable across a room", sz)
				}
				if tp.labelOK {
					boxes = append(boxes, tp.label)
				}
				for _, bx := range boxes {
					for name, r := range map[string]Rect{"strip": l.strip, "dice": l.dice, "buttons": l.corner} {
						assert.False(t, overlapsRect(bx, r), "%v: the %s covers %s's marks or name", sz, name, tp.f.ID)
					}
				}
			}
		}
		// Readable from 2 m: the strip's and the dice's text sizes.
		assert.GreaterOrEqual(t, l.u*1.15, 20.0, "%v: the strip's text", sz)
		assert.GreaterOrEqual(t, l.u*0.8, 14.0, "%v: the dice's text", sz)
	}
}

// applied sends the table seat an accepted action with rolls and lines.
func applied(t *testing.T, r *Remote, log []string, rolls ...wire.Roll) {
	t.Helper()
	up := r.Up
	figs := map[string]wire.FigureState{}
	for id, st := range r.Figures {
		figs[id] = st
	}
	msg, err := json.Marshal(wire.Applied{Type: "applied", Seq: r.Seq + 1, Log: log, Rolls: rolls,
		Round: r.Round, Up: &up, Acting: r.Acting, Figures: figs})
	require.NoError(t, err)
	require.NoError(t, r.Receive(msg))
}

func TestTableSeatShowsEachActionsDiceAndResultUntilTheNext(t *testing.T) {
	memorySettings(t)
	g := demoTableSeat(t, 1024, 768)
	r := g.R
	assert.Equal(t, "Round 1  -  Buck Savage acts", r.upLine())
	total := 9
	applied(t, r, []string{"Buck Savage shoots a Cultist: hit, 12 damage vs Toughness 5: Wounded", "the Cultist is Incapacitated"},
		wire.Roll{Who: "buck", Trait: rules.Shooting, Target: "cultist-1", TN: 4, Total: &total})
	dice, result := r.TableLines()
	require.Len(t, dice, 1)
	assert.Contains(t, dice[0], "Shooting")
	assert.Contains(t, dice[0], "9 vs TN 4: raise")
	assert.Equal(t, []string{"Buck Savage shoots a Cultist: hit, 12 damage vs Toughness 5: Wounded", "the Cultist is Incapacitated"}, result)

	// The next action replaces them.
	applied(t, r, []string{"the grenade deviates 2d6 = 4\" toward 5 o'clock", "Doc soaks 1 Wound"})
	dice, result = r.TableLines()
	assert.Empty(t, dice)
	assert.Equal(t, "Doc soaks 1 Wound", result[1])

	// Drawn, the corner's buttons are placed where a tap finds them.
	screen := ebiten.NewImage(1024, 768)
	g.Draw(screen)
	require.Len(t, g.buttons, 2)
	assert.Equal(t, RemoteCalibrate, g.buttons[0].ID)
	cal := g.buttons[0].r
	l := g.tableLayout()
	assert.True(t, l.corner.Contains(cal.X+1, cal.Y+1), "Calibrate sits in the corner")
	g.tap(cal.X+cal.W/2, cal.Y+cal.H/2)
	assert.True(t, g.Calibrating(), "the corner's Calibrate button starts the ruler")
}

func TestTableSeatNamesTheFigureTappedOnly(t *testing.T) {
	memorySettings(t)
	g := demoTableSeat(t, 1920, 1080)
	opt := g.tableDrawOptions()
	assert.Equal(t, [2]string{}, opt.Named, "no names until a tap or the mouse")
	assert.True(t, opt.Marks["buck"].Up, "the figure that acts is ringed")
	f := g.R.Board.Figure("cultist-1")
	x, y := g.cam.ToScreen(f.Center())
	finger(g, x, y, false)
	finger(g, x, y, true)
	opt = g.tableDrawOptions()
	assert.Equal(t, "cultist-1", opt.Named[1], fmt.Sprint(g.R.Selected()))
}
