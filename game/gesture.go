package game

import "math"

// fingerWait is how many ticks (about 67 ms) a lone finger that just
// came down waits before it presses: long enough for a second finger to
// land, so a two-finger pan or pinch never starts with a one-finger tap
// (a move or a shot where the first finger touched).
const fingerWait = 4

// fingers turns the fingers on the screen into the Input's left button,
// cursor and pinch, tick by tick. It is ebiten-free so tests can feed it.
type fingers struct {
	last     [2]float64 // the first finger's last point
	touching bool
	spread   float64 // the two fingers' distance last tick (0: not two)
	// wait counts down the ticks a lone new finger is held back; start
	// is where it came down (its press lands there).
	wait  int
	start [2]float64
	// A finger has no hover: once it lifts, the cursor stays where it
	// was (a ruler's end, a path's preview stay put) until the mouse
	// moves from where it stood then (mouseAt).
	stays   bool
	mouseAt [2]float64
}

// read adds this tick's fingers (pts, the first finger first) to in,
// which holds the mouse's cursor and buttons.
func (f *fingers) read(in *Input, pts [][2]float64) {
	if len(pts) >= 2 {
		a, b := pts[0], pts[1]
		d := math.Hypot(b[0]-a[0], b[1]-a[1])
		in.Pinch, in.PinchX, in.PinchY = 1, (a[0]+b[0])/2, (a[1]+b[1])/2
		if f.spread > 0 && d > 0 {
			in.Pinch = d / f.spread
		}
		f.spread = d
		f.wait = 0 // a second finger: the first never presses alone
	} else {
		f.spread = 0
	}
	switch {
	case len(pts) > 0:
		if !f.touching && len(pts) == 1 {
			f.wait, f.start = fingerWait, pts[0]
		}
		in.X, in.Y, in.Finger = pts[0][0], pts[0][1], true
		f.last, f.touching = pts[0], true
		if f.wait > 0 {
			f.wait--
			if f.wait > 0 {
				return // the cursor follows; no press yet
			}
			in.X, in.Y = f.start[0], f.start[1] // the press lands where it came down
		}
		in.Buttons |= ButtonLeft
	case f.touching && f.wait > 0:
		// A tap quicker than the wait: pressed now where it came down,
		// let go next tick.
		f.wait = 0
		in.X, in.Y, in.Finger = f.start[0], f.start[1], true
		in.Buttons |= ButtonLeft
	case f.touching:
		// The tick it lifts keeps its point (the mouse cursor may be
		// anywhere), so a tap or a drag ends where the finger did.
		f.mouseAt = [2]float64{in.X, in.Y}
		in.X, in.Y, in.Finger = f.last[0], f.last[1], true
		f.touching, f.stays = false, true
	case f.stays:
		if in.Buttons == 0 && f.mouseAt == [2]float64{in.X, in.Y} {
			in.X, in.Y = f.last[0], f.last[1]
		} else {
			f.stays = false
		}
	}
}

// gesture moves the camera by two fingers: the map follows their middle
// and, unless zoom is false (a locked zoom), their spread scales it about
// that middle. prev is last tick's Input. It reports whether it moved.
func (c *Camera) gesture(prev, in Input, zoom bool) bool {
	if in.Pinch <= 0 || prev.Pinch <= 0 {
		return false // the first tick of two fingers only anchors them
	}
	if zoom && in.Pinch != 1 {
		c.ZoomAbout(in.PinchX, in.PinchY, in.Pinch)
	}
	c.Pan(in.PinchX-prev.PinchX, in.PinchY-prev.PinchY)
	return true
}
