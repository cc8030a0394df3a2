package game

// projectorTool: a command of the table's screen (calibrate, lock the
// zoom, the table view), which a player's phone has no use for.
func projectorTool(c *command) bool { return c.window && c.group == grpScreen }

// toolsHidden reports whether the projector's tools leave the buttons:
// on a player's seat over a link (a phone: its sheet holds what the
// player can use), unless its table view is on (its button turns it
// off). The window and the GM's screens keep them.
func (c *Controller) toolsHidden() bool {
	m := c.seatState()
	return c.fight.onSeat() && m != nil && seatIsPlayers(m.Seat) && !c.screen.table
}
