package game

import (
	"strings"
	"testing"

	"battlemat/wire"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// One calibration for the window's table view and the projector's page:
// a square calibrated to 60 px on the window's table view is the table
// seat's page's square on the same screen (remembered by the screen),
// and the page's Zoom unlock is the window's.
func TestWindowAndTableSeatShareTheScreensCalibration(t *testing.T) {
	memorySettings(t)
	g := demoGame(t, demoSeed)
	g.table.monitor, g.screenW, g.screenH = "projector", 1024, 768
	g.loadScreen()
	g.calibrated(60)
	require.Equal(t, "calibrated: 60.0 px a square, zoom locked (F8 or the Zoom button unlocks)", g.table.note)

	page := tableSeatPage(t, g.ctl.fight.local.Open(wire.SeatTable), 1024, 768) // the same screen
	scale, locked := page.Calibration()
	assert.InDelta(t, 60.0, scale, 1e-9, "the page reads the window's calibration")
	assert.True(t, locked)
	assert.InDelta(t, 60.0, page.cam.Scale, 1e-9)

	press(page, CmdZoomLock.Key())
	assert.Equal(t, "zoom unlocked", page.table.note)
	again := demoGame(t, demoSeed)
	again.table.monitor, again.screenW, again.screenH = "projector", 1024, 768
	again.loadScreen()
	scale, locked = again.Calibration()
	assert.InDelta(t, 60.0, scale, 1e-9)
	assert.False(t, locked, "the page's unlock is the window's on the same screen")
}

// The projector's page on a touch screen (its pointer coarse, as the
// page tells the game) has no Enter or Esc: its ruler says Set and
// Cancel, the buttons a finger taps; a mouse's page keeps the keys.
func TestATouchTablesRulerSaysSetAndCancelNotEnterAndEsc(t *testing.T) {
	memorySettings(t)
	g := demoGame(t, demoSeed)
	page := tableSeatPage(t, g.ctl.fight.local.Open(wire.SeatTable), 1024, 768)
	page.SetCoarsePointer(true)
	page.StartCalibration()
	require.NotNil(t, page.calib())
	lines, set, cancel := page.calib().words()
	said := strings.Join(lines, " ")
	assert.NotContains(t, said, "Enter")
	assert.NotContains(t, said, "Esc")
	assert.Contains(t, said, "Set keeps it, Cancel leaves.")
	assert.Equal(t, []string{"Set", "Cancel"}, []string{set, cancel}, "no keys on a touch screen's buttons")

	page.SetCoarsePointer(false)
	page.Handle(Input{})
	lines, set, cancel = page.calib().words()
	assert.Contains(t, strings.Join(lines, " "), "Enter sets it, Esc leaves.", "a mouse's page names the keys")
	assert.Equal(t, []string{"Set (Enter)", "Cancel (Esc)"}, []string{set, cancel})
}
