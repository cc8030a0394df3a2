package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// feel feeds one tick of fingers (and no mouse) through f.
func feel(f *fingers, pts ...[2]float64) Input {
	var in Input
	f.read(&in, pts)
	return in
}

func TestALoneFingerPressesWhereItCameDownAfterTheWait(t *testing.T) {
	var f fingers
	for i := 0; i < fingerWait-1; i++ {
		in := feel(&f, [2]float64{100 + float64(i), 50})
		assert.Zero(t, in.Buttons, "tick %d: a second finger may still come", i)
		assert.Equal(t, 100+float64(i), in.X, "the cursor follows meanwhile")
	}
	in := feel(&f, [2]float64{120, 50})
	assert.Equal(t, ButtonLeft, in.Buttons, "then it presses")
	assert.Equal(t, [2]float64{100, 50}, [2]float64{in.X, in.Y}, "where it came down, so a drag starts there")
	in = feel(&f, [2]float64{130, 50})
	assert.Equal(t, ButtonLeft, in.Buttons)
	assert.Equal(t, 130.0, in.X, "and follows the finger")
	in = feel(&f)
	assert.Zero(t, in.Buttons, "lifted")
	assert.Equal(t, 130.0, in.X, "where it lifted")
}

func TestAQuickTapStillPressesAndLetsGo(t *testing.T) {
	var f fingers
	feel(&f, [2]float64{40, 60})
	in := feel(&f)
	assert.Equal(t, ButtonLeft, in.Buttons, "pressed on the tick it lifts")
	assert.Equal(t, [2]float64{40, 60}, [2]float64{in.X, in.Y})
	in = feel(&f)
	assert.Zero(t, in.Buttons, "let go the next")
	assert.Equal(t, [2]float64{40, 60}, [2]float64{in.X, in.Y})
}

func TestASecondFingerInTheWaitIsAPinchNotATap(t *testing.T) {
	var f fingers
	feel(&f, [2]float64{100, 100})
	in := feel(&f, [2]float64{100, 100}, [2]float64{200, 100})
	assert.Equal(t, 1.0, in.Pinch, "the first tick of two fingers anchors them")
	assert.Equal(t, [2]float64{150, 100}, [2]float64{in.PinchX, in.PinchY})
	in = feel(&f, [2]float64{90, 100}, [2]float64{290, 100})
	assert.InDelta(t, 2, in.Pinch, 1e-9, "spread twice as far")
	assert.Equal(t, 190.0, in.PinchX)
}

// fingersOn plays a two-finger gesture through the game: both fingers
// land, move from a to b (their middle and spread), and lift.
func twoFingers(g *Game, ax, ay, aSpread, bx, by, bSpread float64) {
	var f fingers
	tick := func(pts ...[2]float64) {
		var in Input
		f.read(&in, pts)
		g.Handle(in)
	}
	tick([2]float64{ax - aSpread/2, ay}) // one finger a tick early
	for i := 0; i <= 4; i++ {
		k := float64(i) / 4
		x, y, s := ax+(bx-ax)*k, ay+(by-ay)*k, aSpread+(bSpread-aSpread)*k
		tick([2]float64{x - s/2, y}, [2]float64{x + s/2, y})
	}
	tick([2]float64{bx + bSpread/2, by}) // one lifts first
	tick()
	tick()
}

func TestTwoFingersPanAndZoomTheGMsMapAndNeverClick(t *testing.T) {
	g := demoGame(t, demoSeed)
	press(g, CmdNext.Key())
	clickSquare(g, 2, 2) // Buck is up: a tap on a square would move him
	require.NotNil(t, g.ctl.Battle().Turn())
	actions, version := g.Snapshot().Actions, g.ctl.Version()
	cam := g.Camera()
	mx, my := at(g, 8, 6)
	p := cam.ToMap(mx, my)

	// Pan: the middle moves 100 px right and 40 up, the spread stays.
	twoFingers(g, mx, my, 80, mx+100, my-40, 80)
	c := g.Camera()
	assert.InDelta(t, cam.Scale, c.Scale, 1e-9)
	assert.InDelta(t, cam.X+100, c.X, 1e-6)
	assert.InDelta(t, cam.Y-40, c.Y, 1e-6)

	// Pinch: spread doubled about a still middle; the map point under it
	// stays under it.
	mx, my = mx+100, my-40
	twoFingers(g, mx, my, 80, mx, my, 160)
	c = g.Camera()
	assert.InDelta(t, 2*cam.Scale, c.Scale, 1e-6)
	q := c.ToMap(mx, my)
	assert.InDelta(t, p.X, q.X, 1e-6)
	assert.InDelta(t, p.Y, q.Y, 1e-6)

	assert.Equal(t, actions, g.Snapshot().Actions, "no move, no shot")
	assert.Equal(t, version, g.ctl.Version(), "the controller saw no tap")

	// The mouse keeps its right drag and wheel.
	g.Handle(Input{X: 500, Y: 400, Buttons: ButtonRight})
	g.Handle(Input{X: 530, Y: 400, Buttons: ButtonRight})
	g.Handle(Input{X: 530, Y: 400})
	assert.InDelta(t, c.X+30, g.Camera().X, 1e-6)
	g.Handle(Input{X: 530, Y: 400, WheelY: 1})
	assert.InDelta(t, c.Scale*wheelStep, g.Camera().Scale, 1e-6)
}

func TestTwoFingersPanALockedMapButDoNotZoomIt(t *testing.T) {
	g := demoGame(t, demoSeed)
	g.table.scale, g.table.locked = 90, true
	g.Fit()
	cam := g.Camera()
	require.InDelta(t, 90, cam.Scale, 1e-9)
	twoFingers(g, 600, 400, 100, 400, 300, 300)
	c := g.Camera()
	assert.InDelta(t, 90, c.Scale, 1e-9, "the calibrated scale holds")
	assert.InDelta(t, cam.X-200, c.X, 1e-6, "the far part of the map comes into view")
	assert.InDelta(t, cam.Y-100, c.Y, 1e-6)
}
