package game

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/wire"
)

// On a phone held upright (390x844 CSS pixels at 3x) a wide map takes
// only the height it is drawn in, so the panel under it keeps every
// button of a Frenzy spread over two foes (the die, the options, Drop
// prone, More, End turn) on the screen where a thumb reaches it. A tall
// map keeps its share (58% of the screen).
func TestPhoneShowsEveryButtonOfAFrenzySpreadUnderAWideMap(t *testing.T) {
	memorySettings(t)
	g := heroUpOn(t, frenzyTable)
	phone := joinedScreen(t, g, wire.SeatPlayer+"anna")
	phone.Tap(board.Square{X: 2, Y: 1}, true)
	phone.pressOption(optPrefix + "edge")
	phone.Tap(board.Square{X: 1, Y: 2}, true)
	phone.Pump()
	require.NotNil(t, phone.spreading())

	rg := NewRemoteGame(phone)
	rg.w, rg.h, rg.scale = 1170, 2532, 3
	rg.fit()
	screen := ebiten.NewImage(rg.w, rg.h)
	rg.Draw(screen)
	require.Len(t, rg.buttons, len(phone.Buttons()))
	labels := map[string]bool{}
	for _, b := range rg.buttons {
		labels[b.Label] = true
		assert.LessOrEqual(t, b.r.Y+b.r.H, float64(rg.h), "%q is on the screen", b.Label)
	}
	for _, l := range []string{"Fight!", "2nd die: Cultist", "More", "End turn"} {
		assert.True(t, labels[l], "%q is among the buttons: %v", l, labels)
	}
	m := rg.mapRect()
	x0, y0 := rg.cam.ToScreen(pt(0, 0))
	x1, y1 := rg.cam.ToScreen(pt(8, 3))
	assert.True(t, m.Contains(x0, y0) && m.Contains(x1-1, y1-1), "the whole map is still drawn in its part")

	// A map taller than wide keeps its share of the screen.
	tall := NewRemoteGame(phone)
	tall.w, tall.h, tall.scale = 1170, 2532, 3
	phone.Board.W, phone.Board.H = 8, 30
	assert.InDelta(t, float64(tall.h)*0.58, tall.mapRect().Y+tall.mapRect().H, 1)
}
