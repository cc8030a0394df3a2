package game

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/internal/testhome"
)

func TestMain(m *testing.M) {
	// Never read or write the developer's own remembered screens, data or
	// autosave.
	os.Exit(withShots(func() int { return testhome.Run(m) }))
}

// everyMark puts every status on every figure: the worst crowding the
// map can show.
func everyMark(g *Game) {
	for _, f := range g.ctl.Board().Figures {
		f.Shaken, f.Stunned, f.Prone, f.Distracted, f.Vulnerable = true, true, true, true, true
		f.Wounds = 2
	}
}

// noOverlap checks the map's layout: no name's box covers a mark (its
// figure's or a neighbour's) or another name.
func noOverlap(t *testing.T, places []tokenPlace) (labels, marks int) {
	t.Helper()
	var ms []rect
	for _, tp := range places {
		for _, m := range tp.marks {
			ms = append(ms, m.rect())
			marks++
		}
		if tp.pips != (rect{}) {
			ms = append(ms, tp.pips)
		}
	}
	var ls []rect
	for _, tp := range places {
		if !tp.labelOK {
			continue
		}
		labels++
		assert.False(t, overlapsAny(tp.label, ms), "%s's name covers a mark", tp.f.ID)
		assert.False(t, overlapsAny(tp.label, ls), "%s's name covers another name", tp.f.ID)
		ls = append(ls, tp.label)
	}
	return labels, marks
}

func TestTableViewLayoutAtProjectorSizes(t *testing.T) {
	for _, sz := range [][2]int{{1024, 768}, {1920, 1080}} {
		g := demoGame(t, demoSeed)
		g.SetScreenSize(sz[0], sz[1])
		press(g, CmdNext.Key()) // deal: the strip takes its row
		require.False(t, g.TableOn())
		press(g, CmdTableView.Key())
		require.True(t, g.TableOn(), "F10 turns the table view on")
		l := g.layout()
		assertScreenButtonsOnly(t, l, "no GM panel in the table view")
		assert.Equal(t, float64(sz[0]), l.mapView.W, "the map has the screen's whole width")

		// The map fits in the room left by the strip and the status bar.
		b := g.ctl.Board()
		x0, y0 := g.cam.ToScreen(pt(0, 0))
		x1, y1 := g.cam.ToScreen(pt(float64(b.W), float64(b.H)))
		assert.GreaterOrEqual(t, x0, 0.0)
		assert.LessOrEqual(t, x1, float64(sz[0]))
		assert.GreaterOrEqual(t, y0, l.mapView.Y)
		assert.LessOrEqual(t, y1, l.bottom)
		assert.LessOrEqual(t, y1, l.corner.Y, "the map above the screen's buttons")

		everyMark(g)
		g.marks.m = nil
		opts := g.drawOptions()
		for _, f := range b.Figures {
			opts.Marks[f.ID] = FightMarks{Hold: true, Defend: true, Joker: true, Aim: true}
		}
		// Every name shown at once (as if each were hovered in turn).
		for _, f := range b.Figures {
			opts.Named = [2]string{f.ID, ""}
			places := placeTokens(b, g.cam, opts.style(), nil)
			labels, marks := noOverlap(t, places)
			assert.Equal(t, 1, labels, "%v: the hovered figure is named", sz)
			assert.Equal(t, len(b.Figures)*10, marks)
			for _, tp := range places {
				for _, m := range tp.marks {
					assert.GreaterOrEqual(t, m.r, 9.0, "%v: marks readable across a room", sz)
				}
			}
		}
		// The GM's view with every name: names that find no room are left
		// off rather than drawn over a mark.
		g.ToggleTable()
		assert.False(t, g.TableOn())
		opts = g.drawOptions()
		places := placeTokens(b, g.cam, opts.style(), nil)
		labels, _ := noOverlap(t, places)
		assert.Positive(t, labels)
	}
}

func TestTableViewMarksFromTheBattle(t *testing.T) {
	g := demoGame(t, demoSeed)
	press(g, CmdNext.Key())
	press(g, CmdDeclare1.Key())
	clickSquare(g, 2, 2) // Buck's turn
	require.Equal(t, "buck", g.ctl.turn())
	press(g, CmdDefend.Key())
	s := g.Snapshot()
	buck := figureIn(t, s, "buck")
	var names []string
	for _, m := range buck.Marks {
		names = append(names, m.Mark)
	}
	assert.Contains(t, names, "Defend", "a defending figure shows it")
}

func figureIn(t *testing.T, s Snapshot, id string) FigureState {
	t.Helper()
	for _, f := range s.Figures {
		if f.ID == id {
			return f
		}
	}
	t.Fatalf("no %s", id)
	return FigureState{}
}

func TestCalibrationRoundTrip(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	g := demoGame(t, demoSeed)
	g.SetScreenSize(1024, 768)
	press(g, CmdCalibrate.Key())
	require.NotNil(t, g.calib(), "F9 draws the ruler")
	cl := g.calib()
	// The GM measured the ruler as 6.5" and types it (digits do not
	// declare actions while the ruler is up).
	g.Handle(Input{Text: "6.x5"})
	press(g, CmdErase.Key())
	press(g, CmdErase.Key())
	g.Handle(Input{Text: "5"})
	assert.Equal(t, "6.5", cl.typed)
	want := cl.px / 6.5
	press(g, CmdNext.Key())
	require.Nil(t, g.calib(), "Enter sets it")
	s, locked := g.Calibration()
	assert.InDelta(t, want, s, 1e-9)
	assert.True(t, locked)
	assert.InDelta(t, want, g.cam.Scale, 1e-9, "one real inch a square")
	assert.Equal(t, 0, g.ctl.Battle().Fight.Init.Round, "Enter did not deal")

	// The wheel and +/- leave a locked zoom alone.
	g.Handle(Input{X: 500, Y: 300, WheelY: 3})
	press(g, CmdZoomIn.Key())
	assert.InDelta(t, want, g.cam.Scale, 1e-9)

	// Remembered per screen: a new window on the same screen finds it,
	// another screen does not.
	path, err := SettingsPath()
	require.NoError(t, err)
	assert.FileExists(t, path)
	g2 := demoGame(t, demoSeed)
	g2.SetScreenSize(1024, 768)
	s2, locked2 := g2.Calibration()
	assert.InDelta(t, want, s2, 1e-9)
	assert.True(t, locked2)
	assert.InDelta(t, want, g2.cam.Scale, 1e-9)
	g3 := demoGame(t, demoSeed)
	g3.SetScreenSize(1920, 1080)
	s3, _ := g3.Calibration()
	assert.Zero(t, s3)

	// F8 unlocks; the wheel zooms again.
	press(g2, CmdZoomLock.Key())
	_, locked2 = g2.Calibration()
	assert.False(t, locked2)
	before := g2.cam.Scale
	g2.Handle(Input{X: 500, Y: 300, WheelY: 1})
	assert.Greater(t, g2.cam.Scale, before)

	// Dragging the ruler's end instead of typing.
	press(g3, CmdCalibrate.Key())
	x0, _ := g3.rulerOrigin()
	n := float64(g3.calib().squares)
	g3.Handle(Input{X: x0 + n*50, Y: 300, Buttons: ButtonLeft})
	g3.Handle(Input{})
	press(g3, CmdNext.Key())
	s3, _ = g3.Calibration()
	assert.InDelta(t, 50, s3, 1e-9)
}

func TestParseLength(t *testing.T) {
	for in, want := range map[string]float64{"7.5": 7.5, "7,5\"": 7.5, "19cm": 19 / 2.54, "190 mm": 190 / 25.4, "3in": 3} {
		got, err := ParseLength(in)
		require.NoError(t, err, in)
		assert.InDelta(t, want, got, 1e-9, in)
	}
	for _, bad := range []string{"", "abc", "-2", "0", "1e999"} {
		_, err := ParseLength(bad)
		assert.Error(t, err, bad)
	}
}

// A finger drags the ruler's end (the start stays put under a real
// ruler) and taps Set: no key needed.
func TestCalibrationByAFingersDragAndTheSetButton(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	g := demoGame(t, demoSeed)
	g.SetScreenSize(1024, 768)
	press(g, CmdCalibrate.Key())
	cl := g.calib()
	require.NotNil(t, cl)
	x0, y0 := g.rulerOrigin()
	n := float64(cl.squares)
	// The finger lands on the end and moves it to 40 px a square.
	g.Handle(Input{X: x0 + cl.px, Y: y0 + 5, Buttons: ButtonLeft})
	for _, k := range []float64{45, 42, 40} {
		g.Handle(Input{X: x0 + n*k, Y: y0 + 5, Buttons: ButtonLeft})
		assert.InDelta(t, n*k, cl.px, 1e-9, "the end is under the finger")
		x, y := g.rulerOrigin()
		assert.Equal(t, [2]float64{x0, y0}, [2]float64{x, y}, "the start stays put")
	}
	g.Handle(Input{X: x0 + n*40, Y: y0 + 5}) // lifted
	assert.InDelta(t, n*40, cl.px, 1e-9, "kept when lifted")
	g.Handle(Input{X: x0 + n*60, Y: y0 + 5})
	assert.InDelta(t, n*40, cl.px, 1e-9, "no button held: the end stays")

	set, _ := g.calibButtons()
	g.Handle(Input{X: set.X + 4, Y: set.Y + 4, Buttons: ButtonLeft})
	g.Handle(Input{X: set.X + 4, Y: set.Y + 4})
	require.Nil(t, g.calib(), "a tap on Set sets it")
	s, locked := g.Calibration()
	assert.InDelta(t, 40, s, 1e-9)
	assert.True(t, locked)

	// Cancel leaves without a change.
	press(g, CmdCalibrate.Key())
	_, cancel := g.calibButtons()
	g.Handle(Input{X: cancel.X + 4, Y: cancel.Y + 4, Buttons: ButtonLeft})
	g.Handle(Input{X: cancel.X + 4, Y: cancel.Y + 4})
	assert.Nil(t, g.calib())
	s, _ = g.Calibration()
	assert.InDelta(t, 40, s, 1e-9)
}

// The calibration's ruler is painted when it appears, as its length is
// typed and when it is set: an idle window paints only what changed, and
// the ruler drawn by F9 stayed off the screen until the mouse moved.
func TestCalibrationRulerIsPaintedAsItChanges(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	g := demoGame(t, demoSeed)
	g.SetScreenSize(1920, 1080)
	require.True(t, g.needsDraw(nil))
	require.False(t, g.needsDraw(nil), "idle")
	press(g, CmdCalibrate.Key())
	assert.True(t, g.needsDraw(nil), "the ruler appears")
	g.Handle(Input{Text: "2"})
	assert.True(t, g.needsDraw(nil), "a typed digit shows")
	g.Handle(Input{Text: "5cm"})
	assert.True(t, g.needsDraw(nil))
	press(g, CmdNext.Key())
	assert.True(t, g.needsDraw(nil), "set: the ruler goes")
	assert.False(t, g.needsDraw(nil))
}

// Twelve squares of ruler measured at 25 cm on the glass: the ruler is 12
// real inches' worth of squares drawn over 25 / 2.54 = 9.84 inches, so a
// ruler 673 screen pixels long makes 673 / 9.84 = 68.4 pixels a real inch
// (a square). Typed, or by dragging the end to where 673 pixels is.
func TestCalibrationOfATwelveSquareRulerMeasuredAt25cm(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	g := demoGame(t, demoSeed)
	g.SetScreenSize(1920, 1080)
	press(g, CmdCalibrate.Key())
	cl := g.calib()
	require.Equal(t, 12, cl.squares)
	x0, y := g.rulerOrigin()
	g.Handle(Input{X: x0 + 673, Y: y, Buttons: ButtonLeft})
	g.Handle(Input{X: x0 + 673, Y: y})
	assert.InDelta(t, 673, cl.px, 1e-9)
	for _, r := range "25 cm" {
		g.Handle(Input{Text: string(r)})
	}
	press(g, CmdNext.Key())
	s, locked := g.Calibration()
	assert.InDelta(t, 68.4, s, 0.05)
	assert.True(t, locked)
	assert.InDelta(t, 68.4, g.cam.Scale, 0.05, "a square is drawn 68.4 px: one real inch")
}
