//go:build !js

package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestTheGMsScreenAndTheWindowKeepTheProjectorTools: the GM's screen
// over a link and the window show Calibrate, Lock the zoom and Table
// view before the deal, which a player's phone does not.
func TestTheGMsScreenAndTheWindowKeepTheProjectorTools(t *testing.T) {
	tools := []Cmd{CmdCalibrate, CmdZoomLock, CmdTableView}
	gl := gmOverLink(t, 1920, 1080, "")
	for _, c := range tools {
		_, shown := gl.g.ButtonFor(c)
		assert.True(t, shown, "the GM's screen keeps %s: %v", commandOf(c).label, buttonLabels(gl.g))
	}
	g := demoGame(t, 1)
	for _, c := range tools {
		_, shown := g.ButtonFor(c)
		assert.True(t, shown, "the window keeps %s: %v", commandOf(c).label, buttonLabels(g))
	}
}
