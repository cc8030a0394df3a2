package game

import (
	"image"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A phone's map is drawn in its part of the screen alone: between the
// cards' strip and the sheet (or the tabs' panel beside it). The panels
// are 94% opaque, so the map's coordinates and squares drawn under them
// showed faintly through the tabs and the strip.
func TestAPhonesMapIsDrawnOnlyInItsPartOfTheScreen(t *testing.T) {
	p := phoneOn(t, "wide.yaml", phoneFollowTable, 3)
	p.dealTo("hero1")
	l := p.g.layout()
	r, ok := l.mapClip()
	require.True(t, ok, "a phone held upright clips its map")
	assert.Equal(t, Rect{0, l.mapView.Y, 1170, l.panel.Y - l.mapView.Y}, r, "from under the strip to the sheet's top, the screen's width")
	assert.Greater(t, l.mapView.Y, 0.0, "under the cards' strip")

	if os.Getenv("BATTLEMAT_PHONE_OUT") == "" {
		return // pixels need the drawing game (phone_shots_test.go)
	}
	// The strip looks the same with the map under it (the hero followed,
	// the map's top rows above its part) as with the map far off; the
	// sheet the same with the map's bottom rows under it.
	frame := func() *image.RGBA {
		var img *image.RGBA
		onScreen(func() {
			s := ebiten.NewImage(p.g.screenW, p.g.screenH)
			p.g.painted = false
			p.g.Draw(s)
			img = image.NewRGBA(s.Bounds())
			s.ReadPixels(img.Pix)
		})
		return img
	}
	cam := p.g.cam
	underStrip := frame()
	p.g.cam.Y += 4 * cam.Scale
	underSheet := frame()
	p.shot("sheet-map-under")
	p.g.cam.Y -= 100 * cam.Scale
	p.g.cam.X -= 100 * cam.Scale
	off := frame()
	diff := func(a *image.RGBA, r Rect) int {
		n := 0
		for y := int(r.Y); y < int(r.Y+r.H); y++ {
			for x := int(r.X); x < int(r.X+r.W); x++ {
				if a.RGBAAt(x, y) != off.RGBAAt(x, y) {
					n++
				}
			}
		}
		return n
	}
	require.Greater(t, cam.Y+12*cam.Scale+4*cam.Scale, l.panel.Y+Margin*cam.Scale, "shifted, the map's bottom row and its numbers are under the sheet")
	assert.Zero(t, diff(underSheet, l.panel), "no pixel of the sheet shows the map under it")
	assert.Zero(t, diff(underStrip, Rect{0, 0, l.strip.W, l.mapView.Y}), "no pixel of the strip and message shows the map under them")
}
