package game

// A fight over a link (a hosted screen: FightOnSeat on a LinkSeat) says
// what a hosted screen must that a local one need not: whether the
// connection is up, and whose seat it is.

// linkDown is the link's status line while it is not connected
// ("connecting...", "reconnecting...", a link the host refused); ""
// when connected, for a local fight, or with no fight.
func (f *Fight) linkDown() string {
	if f == nil || f.localFight != nil || (f.link != nil && f.link.Connected) {
		return ""
	}
	if f.link == nil || f.link.Status == "" {
		return "connecting..."
	}
	return f.link.Status
}

// Connected reports whether the fight's seat is connected as it last
// said (a local fight always is).
func (f *Fight) Connected() bool {
	return f != nil && (f.localFight != nil || (f.link != nil && f.link.Connected))
}

// seatTitle is a player's seat's title on a hosted screen (the player's
// name and figures, as the seat is told them); "" for the GM's seat, the
// table's and a local fight.
func (f *Fight) seatTitle() string {
	if f == nil || f.localFight != nil {
		return ""
	}
	m := &f.mirror.seatMirror
	if !seatIsPlayers(m.Seat) {
		return ""
	}
	return m.SeatTitle(m.Seat)
}

// deals reports whether the screen's seat deals the rounds: the GM's
// (a player's seat is refused the deal, so it shows no button for it).
func (c *Controller) deals() bool {
	m := c.seatState()
	return m == nil || !seatIsPlayers(m.Seat)
}
