package game

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
	"battlemat/wire"
)

// memorySettings keeps the screens' settings in memory for the test.
func memorySettings(t *testing.T) *[]byte {
	var store []byte
	old := settingsIO
	settingsIO.load = func() ([]byte, error) { return store, nil }
	settingsIO.save = func(b []byte) error { store = append([]byte(nil), b...); return nil }
	t.Cleanup(func() { settingsIO = old })
	return &store
}

// tableSeatPage is the projector's page on seat (the table's, of a
// session in this process) at w x h on the monitor "projector": the
// Game over the seat alone, pinned to the table view, as
// cmd/battlemat's tableSeatGame opens it.
func tableSeatPage(t *testing.T, seat Seat, w, h int) *Game {
	t.Helper()
	g := New(nil)
	g.table.monitor = "projector"
	g.SetScreenSize(w, h)
	g.SetFight(FightOnSeat(seat, ""))
	g.PinTable()
	g.Handle(Input{})
	require.True(t, g.ctl.fight.onTable(), "the page's fight is on the table's seat")
	return g
}

// demoTableSeat is the demo's session with the GM's seat and the table
// seat's page on it at w x h.
func demoTableSeat(t *testing.T, w, h int) (*Game, *Local, *LocalSeat) {
	t.Helper()
	l, gm := demoTable(t, demoSeed)
	return tableSeatPage(t, l.Open(wire.SeatTable), w, h), l, gm
}

// hand is a finger on a game: each tick reads the fingers as the screen
// does (gesture.go) and hands the Input to the game.
type hand struct {
	g *Game
	f fingers
}

func (h *hand) tick(pts ...[2]float64) {
	var in Input
	h.f.read(&in, pts)
	h.g.Handle(in)
}

// tap puts a finger down at (x, y) long enough to press, and lifts it.
func (h *hand) tap(x, y float64) {
	for range fingerWait + 1 {
		h.tick([2]float64{x, y})
	}
	h.tick()
	h.tick()
}

// The page on the table seat is the window's table view over that seat:
// the projector's bands with the map between them across the whole
// width, the corner holding Calibrate and Zoom only (no way out to a GM's
// view, no action), no text over a token's marks, and nothing of a token
// under the bands or the corner.
func TestTableSeatPageIsTheTableViewWithNoTextOverATokensMarks(t *testing.T) {
	memorySettings(t)
	for _, sz := range [][2]int{{1024, 768}, {1920, 1080}} {
		g, _, _ := demoTableSeat(t, sz[0], sz[1])
		require.True(t, g.TableOn())
		l := g.layout()
		assert.Equal(t, float64(sz[0]), l.mapView.W, "%v: the map has the screen's whole width: no panel", sz)
		assert.Equal(t, l.proj.mapR.Y, l.mapView.Y)
		var labels []string
		for _, b := range g.Buttons() {
			labels = append(labels, b.Label)
		}
		assert.Equal(t, []string{"Calibrate", "Zoom: free"}, labels, "%v: the screen's buttons only", sz)
		v := g.TableSeatView()
		assert.Equal(t, wire.SeatTable, v.Seat)
		assert.Contains(t, v.Buttons, "calibrate")

		b := g.ctl.drawnBoard()
		require.NotNil(t, b)
		for _, f := range b.Figures {
			f.Shaken, f.Stunned, f.Prone, f.Distracted, f.Vulnerable = true, true, true, true, true
			f.Wounds = 2
		}
		opt := g.drawOptions()
		require.True(t, opt.TableView)
		opt.Marks = map[string]FightMarks{}
		for _, f := range b.Figures {
			opt.Marks[f.ID] = FightMarks{Hold: true, Defend: true, Joker: true, Aim: true}
		}
		for _, f := range b.Figures {
			opt.Named = [2]string{f.ID, ""}
			places := placeTokens(b, g.cam, opt.style(), nil)
			named, marks := noOverlap(t, places)
			assert.Equal(t, 1, named, "%v: the named figure's name shows", sz)
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
					for name, r := range map[string]Rect{"strip": l.proj.strip, "dice": l.proj.dice, "buttons": l.proj.corner} {
						assert.False(t, overlapsRect(bx, r), "%v: the %s covers %s's marks or name", sz, name, tp.f.ID)
					}
				}
			}
		}
		// Readable from 2 m: the strip's and the dice's text sizes.
		assert.GreaterOrEqual(t, l.proj.u*1.15, 20.0, "%v: the strip's text", sz)
		assert.GreaterOrEqual(t, l.proj.u*0.8, 14.0, "%v: the dice's text", sz)
	}
}

func overlapsRect(a rect, r Rect) bool {
	return a.overlaps(rect{r.X, r.Y, r.X + r.W, r.Y + r.H})
}

// A finger taps Calibrate, drags the ruler's end 40 px further out (as to
// a real ruler's mark) and taps Set: a square is then a real inch and the
// zoom locked, remembered for the screen, so the page opened again on it
// is calibrated and locked; two fingers pan a locked table but never zoom
// it; Zoom unlocks it.
func TestTableSeatCalibratesByDraggingTheRulersEndAndRemembersIt(t *testing.T) {
	store := memorySettings(t)
	g, l, _ := demoTableSeat(t, 1024, 768)
	h := &hand{g: g}
	cal, ok := g.ButtonFor(CmdCalibrate)
	require.True(t, ok)
	h.tap(cal.X+cal.W/2, cal.Y+cal.H/2)
	cl := g.calib()
	require.NotNil(t, cl, "the corner's Calibrate starts the ruler")
	assert.InDelta(t, float64(cl.squares)*g.cam.Scale, cl.px, 0.01, "the finger on Calibrate does not take the ruler's end")
	end := cl.x0 + cl.px
	y := cl.y + 10
	for range fingerWait + 1 {
		h.tick([2]float64{end, y})
	}
	h.tick([2]float64{end + 20, y})
	h.tick([2]float64{end + 40, y})
	h.tick()
	assert.InDelta(t, end+40-cl.x0, cl.px, 0.01, "the end follows the finger")
	want := cl.px / float64(cl.squares)
	set, _ := cl.buttons()
	h.tap(set.X+5, set.Y+5)
	require.Nil(t, g.calib(), "Set puts the ruler away")
	s, locked := g.Calibration()
	assert.InDelta(t, want, s, 0.01)
	assert.True(t, locked)
	assert.InDelta(t, s, g.cam.Scale, 0.001, "a square is a real inch")
	assert.Contains(t, string(*store), `"projector 1024x768"`)
	v := g.TableSeatView()
	assert.InDelta(t, s, v.Calibration.PxPerInch, 0.001)
	assert.InDelta(t, s, v.Screen["1,0"][0]-v.Screen["0,0"][0], 0.001, "the hook's squares are a real inch apart")

	// Two fingers pan but do not zoom a locked table.
	twoFingers(g, 300, 300, 100, 340, 320, 260)
	assert.InDelta(t, s, g.cam.Scale, 0.001)

	// The page opened again on the same screen: calibrated and locked.
	again := tableSeatPage(t, l.Open(wire.SeatTable), 1024, 768)
	s2, locked2 := again.Calibration()
	assert.InDelta(t, s, s2, 0.001)
	assert.True(t, locked2)
	assert.InDelta(t, s, again.cam.Scale, 0.001)
	zoom, ok := again.ButtonFor(CmdZoomLock)
	require.True(t, ok)
	assert.Equal(t, "Zoom: locked", zoom.Label)

	// Unlocked, it fits the map again.
	(&hand{g: again}).tap(zoom.X+zoom.W/2, zoom.Y+zoom.H/2)
	_, locked2 = again.Calibration()
	assert.False(t, locked2)
	assert.Equal(t, "zoom unlocked", again.table.note)
}

func TestTableSeatCalibrationTakesATypedLengthAndRefusesNonsense(t *testing.T) {
	memorySettings(t)
	g, _, _ := demoTableSeat(t, 1024, 768)
	press(g, CmdCalibrate.Key())
	cl := g.calib()
	require.NotNil(t, cl)
	g.Handle(Input{Text: "abc"})
	press(g, CmdNext.Key())
	require.NotNil(t, g.calib(), "a bad length keeps the ruler up")
	assert.Contains(t, cl.err, "is not a length")
	cl.typed = ""
	g.Handle(Input{Text: "20cm"})
	press(g, CmdNext.Key())
	require.Nil(t, g.calib())
	s, _ := g.Calibration()
	assert.InDelta(t, cl.px/(20/2.54), s, 0.01)
}

// The finger that taps Set puts the ruler away and nothing else: held a
// few ticks and lifted over a figure, it selects nobody.
func TestTheFingerOnSetDoesNotTapTheMapUnderIt(t *testing.T) {
	memorySettings(t)
	g, _, _ := demoTableSeat(t, 1024, 768)
	press(g, CmdCalibrate.Key())
	cl := g.calib()
	require.NotNil(t, cl)
	// Buck stands under Set.
	buck := g.ctl.drawnBoard().Figure("buck")
	bx, by := g.cam.ToScreen(buck.Center())
	cl.x0, cl.y = bx-5, by-cl.height()-g.layout().u*2.9-5
	set, _ := cl.buttons()
	require.True(t, set.Contains(bx, by))
	h := &hand{g: g}
	for range fingerWait + 4 {
		h.tick([2]float64{bx, by})
	}
	require.Nil(t, g.calib(), "Set puts the ruler away")
	h.tick()
	h.tick()
	assert.Empty(t, g.ctl.selected, "no figure picked by the same finger")
}

// When one finger of a pinch lifts, the map stays where the pinch left
// it: the other finger drags nothing.
func TestLiftingOneFingerOfAPinchDoesNotJumpTheMap(t *testing.T) {
	memorySettings(t)
	g, _, _ := demoTableSeat(t, 1024, 768)
	h := &hand{g: g}
	h.tap(100, 100)
	h.tick([2]float64{400, 400}, [2]float64{500, 400})
	h.tick([2]float64{400, 400}, [2]float64{500, 400})
	x1, y1 := g.cam.ToScreen(pt(0, 0))
	h.tick([2]float64{500, 400})
	h.tick([2]float64{520, 410})
	x2, y2 := g.cam.ToScreen(pt(0, 0))
	assert.InDelta(t, x1, x2, 0.5)
	assert.InDelta(t, y1, y2, 0.5)
}

// The GM's shot reaches the page: the bottom band shows its dice and
// what came of it until the next action, the top band who acts, and the
// hook tells the same lines.
func TestTableSeatShowsEachActionsDiceAndResultUntilTheNext(t *testing.T) {
	memorySettings(t)
	g, _, gm := demoTableSeat(t, 1024, 768)
	require.True(t, gmSends(t, gm, rules.StartRound{}))
	require.True(t, gmSends(t, gm, rules.StartTurn{Who: "buck"}))
	require.True(t, gmSends(t, gm, rules.Move{Who: "buck", To: rules.Pos{X: 7, Y: 3}}))
	raw, err := rules.MarshalAction(rules.Shoot{Who: "buck", Targets: []string{"cultist-5"}})
	require.NoError(t, err)
	require.NoError(t, gm.Send(wire.Incoming{Type: wire.TypeAction, ID: "gm", Action: raw}))
	no := false
	for range 5 { // the questions the shot asks (Buck's reroll) answered No
		for _, m := range gm.Poll() {
			if q, ok := m.(wire.Question); ok {
				require.NoError(t, gm.Send(wire.Incoming{Type: wire.TypeAnswer, ID: q.ID, Yes: &no}))
			}
		}
	}
	g.Handle(Input{})
	l2 := g.layout()
	p := g.ctl.projector(l2)
	assert.Equal(t, "Round 1  -  Buck Savage acts", p.up)
	require.NotEmpty(t, p.rows, "the shot's dice")
	assert.Contains(t, p.rows[0].s, "Buck Savage: Shooting vs Cultist")
	v := g.TableSeatView()
	assert.Equal(t, "buck", v.Up)
	assert.True(t, v.Acting)
	require.NotEmpty(t, v.TableLines)
	assert.Contains(t, v.TableLines[0], "Shooting")
	shot := v.TableLines

	require.True(t, gmSends(t, gm, rules.EndTurn{Who: "buck"}))
	g.Handle(Input{})
	v = g.TableSeatView()
	assert.NotEqual(t, shot, v.TableLines, "the next action replaces them")
}

// A tap on a figure names it on the table (the names are off until a tap
// or the mouse), and the figure that acts is ringed.
func TestTableSeatNamesTheFigureTappedOnly(t *testing.T) {
	memorySettings(t)
	g, _, gm := demoTableSeat(t, 1920, 1080)
	require.True(t, gmSends(t, gm, rules.StartRound{}))
	require.True(t, gmSends(t, gm, rules.StartTurn{Who: "buck"}))
	g.Handle(Input{})
	g.hoverOn = false
	opt := g.drawOptions()
	assert.Equal(t, [2]string{}, opt.Named, "no names until a tap or the mouse")
	assert.True(t, opt.Marks["buck"].Up, "the figure that acts is ringed")
	f := g.ctl.drawnBoard().Figure("cultist-1")
	x, y := g.cam.ToScreen(f.Center())
	(&hand{g: g}).tap(x, y)
	g.hoverOn = false
	assert.Equal(t, "cultist-1", g.drawOptions().Named[1])
}

// downSeat is a link that has lost its host.
type downSeat struct{ said bool }

func (d *downSeat) Send(wire.Incoming) error { return nil }
func (d *downSeat) Resync()                  {}
func (d *downSeat) Poll() []any {
	if d.said {
		return nil
	}
	d.said = true
	return []any{SeatStatus{Connected: false, Status: "reconnecting..."}}
}

// A page whose link is down says so on its top band.
func TestTableSeatPageSaysItsLinkIsDown(t *testing.T) {
	memorySettings(t)
	g := New(nil)
	g.SetScreenSize(1024, 768)
	g.SetFight(FightOnSeat(&downSeat{}, ""))
	g.PinTable()
	g.Handle(Input{})
	p := g.ctl.projector(g.layout())
	assert.Equal(t, "reconnecting...", p.up)
}

// The projector's strip with twelve figures: inside its band under the
// top band (never on the map), no box over another, one box per card or
// counted in "+N more", and every Wild Card shown.
func TestTableSeatStripOfTwelveFitsWithEveryWildCard(t *testing.T) {
	memorySettings(t)
	for _, sz := range [][2]int{{1024, 768}, {1920, 1080}} {
		for seed := uint64(1); seed <= 5; seed++ {
			f := twelve(t, seed)
			require.NoError(t, f.Battle().Apply(rules.StartRound{}))
			f.resync()
			g := tableSeatPage(t, f.local.Open(wire.SeatTable), sz[0], sz[1])
			name := fmt.Sprintf("%dx%d seed %d", sz[0], sz[1], seed)
			l := g.layout()
			band := l.proj.order
			assert.LessOrEqual(t, band.Y+band.H, l.mapView.Y, "%s: the strip's band is above the map", name)
			require.NotEmpty(t, l.cards, name)
			shown := map[string]bool{}
			boxes, more := 0, 0
			for i, bx := range l.cards {
				assert.GreaterOrEqual(t, bx.X, band.X, name)
				assert.LessOrEqual(t, bx.X+bx.W, band.X+band.W, "%s: %q past the band", name, bx.Label)
				assert.GreaterOrEqual(t, bx.Y, band.Y, name)
				assert.LessOrEqual(t, bx.Y+bx.H, band.Y+band.H, name)
				if i > 0 {
					assert.GreaterOrEqual(t, bx.X, l.cards[i-1].X+l.cards[i-1].W, "%s: boxes overlap", name)
				}
				if bx.More > 0 {
					more = bx.More
					continue
				}
				boxes++
				for _, id := range bx.Figures {
					shown[id] = true
				}
			}
			assert.Equal(t, len(f.Battle().Fight.Order()), boxes+more, "%s: every card a box or counted in +N more", name)
			for i := range 6 {
				assert.True(t, shown[fmt.Sprintf("w%d", i)], "%s: Wild Card w%d shown", name, i)
			}
		}
	}
}

// Nobody clicks the projector: before the deal its status line names the
// fight and its light with no mouse or key hint, its corner buttons show
// no key, and its top band waits for the deal in the players' words.
func TestTableSeatPageHasNoKeyOrClickHintsAndThePlayersWaitingWords(t *testing.T) {
	memorySettings(t)
	for _, sz := range [][2]int{{1024, 768}, {1920, 1080}} {
		g, _, _ := demoTableSeat(t, sz[0], sz[1])
		line := g.statusLine()
		for _, hint := range []string{"click", "wheel", "drag", "F fits", "F11"} {
			assert.NotContains(t, line, hint, "%dx%d", sz[0], sz[1])
		}
		n := 0
		for _, b := range g.layout().buttons {
			if _, ok := tableSeatButtons[b.Cmd]; ok {
				n++
				assert.Empty(t, b.Key, "%s shows no key", b.Label)
			}
		}
		assert.Equal(t, 2, n, "Calibrate and Zoom")
		m := g.ctl.fight.tableState()
		require.NotNil(t, m)
		assert.Equal(t, waitForDeal, m.upLine(), "the projector's words")
	}
	assert.Equal(t, "Waiting for the GM to deal the Action Cards", waitForDeal)
}

// The window's own table view (a GM's laptop on a projector) says no
// click either; the GM's view keeps its hints.
func TestWindowTableViewStatusLineHasNoClickHint(t *testing.T) {
	g := New(nil)
	g.SetScreenSize(1024, 768)
	f, err := NewFight("a.yaml", []byte("name: Yard\nmap:\n  rows: ['....']\nfigures:\n  - {id: a, name: A, side: x, at: [0, 0], traits: {agility: d6, spirit: d6, vigor: d6}}\n"), 1)
	require.NoError(t, err)
	g.SetFight(f)
	assert.Contains(t, g.statusLine(), "click a figure", "the GM's view")
	g.SetView(TableView())
	assert.NotContains(t, g.statusLine(), "click")
	assert.NotContains(t, g.statusLine(), "F11")
}
