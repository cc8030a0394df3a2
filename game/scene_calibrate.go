package game

import (
	"math"
	"strings"
)

// The calibration ruler (F9, the Calibrate button): a ruler of whole
// squares drawn on the screen while the GM measures it, typing its length
// (7.5 for inches, 19cm, 190mm) or dragging its end to a real ruler's
// mark. Enter (or Set) keeps the scale and locks the zoom there, Esc (or
// Cancel) leaves. It holds the whole screen meanwhile, and it belongs to
// the screen, not the battle: a new battle leaves it up.

// calibScene is the ruler while it is up.
type calibScene struct {
	calibration
	right float64             // the screen's right edge: the end stops short of it
	set   func(scale float64) // the shell's: keep the scale measured
}

func (*calibScene) lasts()       {}
func (*calibScene) holdsScreen() {}

// Update takes the whole tick: typed digits and a unit, Backspace, a
// drag of the ruler's end, Enter to set, Esc to leave. The shell turns a
// press on the Set and Cancel buttons into Enter and Esc.
func (s *calibScene) Update(c *Controller, it *Intent) bool {
	cl := &s.calibration
	for _, r := range it.Text {
		if len(cl.typed) < 12 && (r >= '0' && r <= '9' || r == '.' || r == ',' || r == ' ' || r >= 'a' && r <= 'z') {
			cl.typed += string(r)
		}
	}
	if it.Pressed.Has(CmdErase) && cl.typed != "" {
		cl.typed = cl.typed[:len(cl.typed)-1]
	}
	if it.Down {
		cl.held = true // a press off the buttons takes the ruler's end
	}
	cl.held = cl.held && it.Left
	if cl.held {
		// The end is under the cursor or the finger, on the screen.
		if px := clamp(it.X-cl.x0, 8, math.Max(8, s.right-cl.x0-2)); px != cl.px {
			cl.px = px
			c.version++ // a drag is no command: the frame follows it
		}
	}
	pressed := it.Pressed
	*it = Intent{}
	switch {
	case pressed.Has(CmdDeselect):
		return false
	case pressed.Has(CmdNext):
		return !s.finish()
	}
	return true
}

// finish sets the scale from what was typed (or dragged); it reports
// whether it did (a length it cannot read stays on the ruler).
func (s *calibScene) finish() bool {
	cl := &s.calibration
	var scale float64
	var err error
	if strings.TrimSpace(cl.typed) == "" {
		scale, err = Calibrated(cl.px, float64(cl.squares))
	} else {
		var in float64
		if in, err = ParseLength(cl.typed); err == nil {
			scale, err = Calibrated(cl.px, in) // cl.px pixels measured as in inches
		}
	}
	if err != nil {
		cl.err = err.Error()
		return false
	}
	if s.set != nil {
		s.set(scale)
	}
	return true
}

// open opens scene s over the others (and redraws).
func (c *Controller) open(s Scene) { c.run(func() { c.push(s) }) }
