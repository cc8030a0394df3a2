package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestAPlayersPhoneShowsNoProjectorTools: before the deal and on the
// dealt sheet's Tools tab, a player's phone over its seat shows no
// Calibrate, Lock the zoom or Table view (the projector's tools) but
// keeps the grid's strength (the GM's screen and the window keep all
// three: TestTheGMsScreenAndTheWindowKeepTheProjectorTools).
func TestAPlayersPhoneShowsNoProjectorTools(t *testing.T) {
	tools := []Cmd{CmdCalibrate, CmdZoomLock, CmdTableView}
	p := phoneOn(t, "hosted.yaml", hostedTable, 1)
	for _, c := range tools {
		_, shown := p.g.ButtonFor(c)
		assert.False(t, shown, "before the deal, the phone shows no %s: %v", commandOf(c).label, p.labels())
	}
	_, grid := p.g.ButtonFor(CmdGrid)
	assert.True(t, grid, "the grid's strength is the player's too: %v", p.labels())
	p.dealTo("hero1")
	p.tapButton("Tools")
	for _, c := range tools {
		_, shown := p.g.ButtonFor(c)
		assert.False(t, shown, "the Tools tab holds no %s: %v", commandOf(c).label, p.labels())
	}
	assert.Contains(t, p.labels(), "Undo", "the Tools tab still holds the player's tools")
}
