package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A player's seat is not the GM's: F2 (a player's page on a laptop has
// the key) must not open the GM's edit entries, whose changes the
// session would refuse anyway.
func TestPlayersSeatDoesNotOpenTheGMsEdit(t *testing.T) {
	p := phoneOn(t, "hosted.yaml", hostedTable, 1)
	c := p.g.ctl
	press(p.g, CmdEdit.Key())
	assert.False(t, c.edit.on, "F2 on Ann's seat")
	c.Press(CmdEdit, "")
	assert.False(t, c.edit.on, "the edit command pressed on Ann's seat")
	msg, _ := c.Message()
	assert.NotContains(t, msg, "Edit:", "no edit prompt on Ann's seat")
	assert.LessOrEqual(t, len(msg), 60, "at most one short line: %q", msg)
}

// Every GM command's key on a player's seat changes nothing: no scene
// (odds, setup, links, aftermath) opens, no edit, the GM's walls stay
// off, and the battle gets no action.
func TestPlayersSeatIgnoresEveryGMKey(t *testing.T) {
	p := phoneOn(t, "hosted.yaml", hostedTable, 1)
	c := p.g.ctl
	before := len(p.battle().Log())
	scenes := len(c.scenes) // the links' box, which shows only on the GM's seat
	for _, cmd := range commandTable() {
		if !cmd.gm || len(cmd.keys) == 0 {
			continue
		}
		press(p.g, cmd.id.Key())
		p.frame()
		require.Len(t, c.scenes, scenes, "%s (%s) opened a scene on Ann's seat", cmd.label, cmd.keys[0])
		require.False(t, c.edit.on, "%s on Ann's seat", cmd.label)
		require.Zero(t, c.mapView.walls, "%s on Ann's seat: the GM's walls", cmd.label)
		require.Len(t, p.battle().Log(), before, "%s on Ann's seat changed the battle", cmd.label)
	}
}
