package game

import "github.com/hajimehoshi/ebiten/v2"

// The window's calibration ruler (F9, the Calibrate button) as a scene:
// the ruler itself (ruler.go) is the one the hosted table seat uses too.
// Enter (or Set) keeps the scale and locks the zoom there, Esc (or
// Cancel) leaves. It holds the whole screen meanwhile, and it belongs to
// the screen, not the battle: a new battle leaves it up.

// calibScene is the ruler while it is up.
type calibScene struct {
	calibration
	set func(scale float64) // the shell's: keep the scale measured
}

func (*calibScene) lasts()       {}
func (*calibScene) holdsScreen() {}

// Update takes the whole tick: the ruler takes the typing, the taps and
// Enter or Esc.
func (s *calibScene) Update(c *Controller, it *Intent) bool {
	px := s.px
	if s.finger != c.finger {
		s.finger = c.finger // a mouse's press on a touch screen, or a finger's
		c.version++
	}
	scale, done := s.take(it.Text, it.Pressed, it.X, it.Y, it.Down, it.Left)
	if s.px != px {
		c.version++ // a drag is no command: the frame follows it
	}
	*it = Intent{}
	if done && scale > 0 && s.set != nil {
		s.set(scale)
	}
	return !done
}

// Draw paints the ruler over everything.
func (s *calibScene) Draw(_ *views, dst *ebiten.Image) { s.draw(dst) }

// open opens scene s over the others (and redraws).
func (c *Controller) open(s Scene) { c.run(func() { c.push(s) }) }
