package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// One calibration for both projector shells: a square calibrated to 60
// px on the window's table view is the hosted table seat's page's square
// on the same screen (remembered by the screen, read by one function),
// the Zoom button's unlock on the page is the window's, and both place
// the map at that scale the same way.
func TestWindowAndTableSeatShareTheScreensCalibration(t *testing.T) {
	memorySettings(t)
	g := demoGame(t, demoSeed)
	g.table.monitor, g.screenW, g.screenH = "projector", 1024, 768
	g.loadScreen()
	g.calibrated(60)
	require.Equal(t, "calibrated: 60.0 px a square, zoom locked (F8 or the Zoom button unlocks)", g.table.note)

	page := tableSeatGame(t) // the same screen: "projector" at 1024x768
	scale, locked := page.Calibration()
	assert.InDelta(t, 60.0, scale, 1e-9, "the page reads the window's calibration")
	assert.True(t, locked)
	v := Rect{X: 10, Y: 20, W: 800, H: 600}
	assert.Equal(t, g.table.camera(v, page.R.Board), page.tbl.camera(v, page.R.Board), "one placing at the scale")

	page.pressScreen(RemoteZoom)
	msg, _ := page.R.Message()
	assert.Equal(t, "zoom unlocked", msg)
	again := demoGame(t, demoSeed)
	again.table.monitor, again.screenW, again.screenH = "projector", 1024, 768
	again.loadScreen()
	scale, locked = again.Calibration()
	assert.InDelta(t, 60.0, scale, 1e-9)
	assert.False(t, locked, "the page's unlock is the window's on the same screen")
	again.ToggleZoomLock()
	assert.Equal(t, "zoom locked: 1\" on the table is a square", again.table.note, "the window's words are the page's")
}
