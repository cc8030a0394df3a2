package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The one ruler both screens draw: 10 squares at 32 px across a 1000 px
// view (60% of it fits 18, at most 12 are drawn: 10 is 1000*0.6/60).
func TestRulerSetsThePixelsOfAMeasuredInch(t *testing.T) {
	cl := newRuler(Rect{0, 0, 1000, 600}, 60, 20, 1000)
	require.Equal(t, 10, cl.squares)
	assert.InDelta(t, 600, cl.px, 1e-9)
	// Dragged 100 px further (to the 10" mark of a real ruler), then Set.
	_, done := cl.take("", Keys{}, cl.x0+cl.px, cl.y+5, true, true)
	assert.False(t, done)
	_, _ = cl.take("", Keys{}, cl.x0+700, cl.y+5, false, true)
	_, _ = cl.take("", Keys{}, cl.x0+700, cl.y+5, false, false)
	assert.InDelta(t, 700, cl.px, 1e-9, "the end followed the press")
	set, _ := cl.buttons()
	scale, done := cl.take("", Keys{}, set.X+1, set.Y+1, true, true)
	assert.True(t, done)
	assert.InDelta(t, 70, scale, 1e-9, "700 px over 10 squares is 70 px a real inch")
}

// A typed length in centimetres, the drawn length, nonsense, Cancel.
func TestRulerTakesATypedLengthOrCancel(t *testing.T) {
	cl := newRuler(Rect{0, 0, 1000, 600}, 60, 20, 1000)
	scale, done := cl.take("25.4cm", CmdNext.Key(), 0, 0, false, false)
	assert.True(t, done, "a readable length sets the ruler")
	assert.InDelta(t, 60, scale, 1e-9, "600 px measured as 25.4cm (10\") is 60 px an inch")
	cl = newRuler(Rect{0, 0, 1000, 600}, 60, 20, 1000)
	scale, done = cl.take("", CmdNext.Key(), 0, 0, false, false)
	assert.True(t, done)
	assert.InDelta(t, 60, scale, 1e-9, "untouched: the squares as drawn")
	cl = newRuler(Rect{0, 0, 1000, 600}, 60, 20, 1000)
	s, done := cl.take("ten", CmdNext.Key(), 0, 0, false, false)
	assert.False(t, done, "an unreadable length keeps the ruler up")
	assert.Zero(t, s)
	assert.Contains(t, cl.err, "is not a length")
	_, cancel := cl.buttons()
	s, done = cl.take("", Keys{}, cancel.X+1, cancel.Y+1, true, true)
	assert.True(t, done, "Cancel puts it away")
	assert.Zero(t, s, "and sets nothing")
}
