package game

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
	"battlemat/wire"
)

type dropAll struct{}

func (dropAll) Send(wire.Incoming) error { return nil }
func (dropAll) Poll() []any              { return nil }
func (dropAll) Resync()                  {}

const tableSeatMap = `name: T
map:
  rows:
    - "........"
    - "........"
    - "........"
figures:
  - {id: c1, name: Cultist, side: cult, at: [7, 2]}
`

// memorySettings keeps the screens' settings in memory for the test.
func memorySettings(t *testing.T) *[]byte {
	var store []byte
	old := settingsIO
	settingsIO.load = func() ([]byte, error) { return store, nil }
	settingsIO.save = func(b []byte) error { store = append([]byte(nil), b...); return nil }
	t.Cleanup(func() { settingsIO = old })
	return &store
}

// tableSeatGame is the table seat's screen at 1024x768, joined.
func tableSeatGame(t *testing.T) *RemoteGame {
	r := NewRemote(dropAll{})
	data, err := json.Marshal(wire.State{Type: "state", Seq: 1, Seat: wire.SeatTable, Scenario: tableSeatMap,
		Roster:  map[string]wire.FigureInfo{"c1": {Name: "Cultist", Side: "cult"}},
		Figures: map[string]wire.FigureState{"c1": {At: rules.Pos{X: 7, Y: 2}}}})
	require.NoError(t, err)
	require.NoError(t, r.Receive(data))
	g := NewRemoteGame(r)
	g.w, g.h, g.scale, g.tbl.monitor = 1024, 768, 1, "projector"
	g.loadRemoteScreen()
	g.fit()
	return g
}

// finger puts one finger down at (x, y) for a tick, or lifts it (up).
func finger(g *RemoteGame, x, y float64, up bool) {
	if up {
		g.input(nil, Input{X: x, Y: y})
		return
	}
	g.input([]Touch{{X: x, Y: y}}, Input{X: x, Y: y})
}

func TestTableSeatCalibratesByDraggingTheRulersEndAndRemembersIt(t *testing.T) {
	store := memorySettings(t)
	g := tableSeatGame(t)
	assert.Equal(t, []RemoteButton{{RemoteCalibrate, "Calibrate"}, {RemoteZoom, "Zoom: free"}}, g.screenButtons())
	require.True(t, g.pressScreen(RemoteCalibrate))
	require.True(t, g.Calibrating())
	cl := g.tbl.calib
	end := cl.x0 + cl.px
	// Drag the end 40 px further out, as to a real ruler's mark.
	finger(g, end, cl.y+10, false)
	finger(g, end+20, cl.y+10, false)
	finger(g, end+40, cl.y+10, false)
	finger(g, end+40, cl.y+10, true)
	assert.InDelta(t, end+40-cl.x0, cl.px, 0.01, "the end follows the finger")
	want := cl.px / float64(cl.squares)
	set, _ := g.tbl.calib.buttons()
	finger(g, set.X+5, set.Y+5, false)
	finger(g, set.X+5, set.Y+5, true)
	require.False(t, g.Calibrating())
	s, locked := g.Calibration()
	assert.InDelta(t, want, s, 0.01)
	assert.True(t, locked)
	g.fit()
	assert.InDelta(t, s, g.cam.Scale, 0.001, "a square is a real inch")
	assert.Contains(t, string(*store), `"projector 1024x768"`)

	// Two fingers pan but do not zoom a locked table.
	g.input([]Touch{{X: 100, Y: 100}, {X: 200, Y: 100}}, Input{})
	g.input([]Touch{{X: 80, Y: 100}, {X: 260, Y: 100}}, Input{})
	g.input(nil, Input{})
	assert.InDelta(t, s, g.cam.Scale, 0.001)

	// The page opened again on the same screen: calibrated and locked.
	again := tableSeatGame(t)
	s2, locked2 := again.Calibration()
	assert.InDelta(t, s, s2, 0.001)
	assert.True(t, locked2)
	assert.InDelta(t, s, again.cam.Scale, 0.001)
	assert.Equal(t, "Zoom: locked", again.screenButtons()[1].Label)

	// Unlocked, it fits the map again.
	again.pressScreen(RemoteZoom)
	again.fit()
	_, locked2 = again.Calibration()
	assert.False(t, locked2)
}

func TestTableSeatCalibrationTakesATypedLengthAndRefusesNonsense(t *testing.T) {
	memorySettings(t)
	g := tableSeatGame(t)
	g.pressScreen(RemoteCalibrate)
	cl := g.tbl.calib
	g.input(nil, Input{Text: "abc"})
	g.input(nil, Input{Keys: CmdNext.Key()})
	require.True(t, g.Calibrating(), "a bad length keeps the ruler up")
	assert.Contains(t, cl.err, "is not a length")
	cl.typed = ""
	g.input(nil, Input{Text: "20cm"})
	g.input(nil, Input{Keys: CmdNext.Key()})
	require.False(t, g.Calibrating())
	s, _ := g.Calibration()
	assert.InDelta(t, cl.px/(20/2.54), s, 0.01)
}

func TestOnlyTheTableSeatHasCalibration(t *testing.T) {
	memorySettings(t)
	g := tableSeatGame(t)
	g.R.Seat = wire.SeatGM
	assert.Empty(t, g.screenButtons())
	g.R.Seat = "player:anna"
	assert.Empty(t, g.screenButtons())
}

// The finger that taps Set puts the ruler away and nothing else: held a
// few ticks and lifted over a figure, it selects nobody and the
// calibration's message stays.
func TestTheFingerOnSetDoesNotTapTheMapUnderIt(t *testing.T) {
	memorySettings(t)
	g := tableSeatGame(t)
	g.pressScreen(RemoteCalibrate)
	set, _ := g.tbl.calib.buttons()
	x, y := set.X+5, set.Y+5
	sq, _ := g.squareAt(x, y)
	g.R.Board.Figure("c1").At = sq // the cultist stands under Set
	finger(g, x, y, false)
	require.False(t, g.Calibrating(), "Set puts the ruler away")
	msg, _ := g.R.Message()
	finger(g, x, y, false)
	finger(g, x, y, false)
	finger(g, x, y, true)
	after, _ := g.R.Message()
	assert.Empty(t, g.R.Selected(), "no figure picked by the same finger")
	assert.Equal(t, msg, after)
}

// When one finger of a pinch lifts, the map stays where the pinch left
// it: the other finger drags from where it is, not from a point of the
// touch before the pinch.
func TestLiftingOneFingerOfAPinchDoesNotJumpTheMap(t *testing.T) {
	memorySettings(t)
	g := tableSeatGame(t)
	finger(g, 100, 100, false)
	finger(g, 100, 100, true)
	g.input([]Touch{{X: 400, Y: 400}, {X: 500, Y: 400}}, Input{})
	g.input([]Touch{{X: 400, Y: 400}, {X: 500, Y: 400}}, Input{})
	x1, y1 := g.cam.ToScreen(pt(0, 0))
	g.input([]Touch{{X: 500, Y: 400}}, Input{})
	x2, y2 := g.cam.ToScreen(pt(0, 0))
	assert.InDelta(t, x1, x2, 0.5)
	assert.InDelta(t, y1, y2, 0.5)
}
