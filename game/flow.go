package game

import (
	"strings"

	"battlemat/rules"
	"battlemat/wire"
)

// The fight's flow as the window's seat tells it (docs/design.md, the
// redesign's step 3): the actions so far, the round, whose turn it is,
// a figure's name and side, the table's settings, the rules revision and
// how the fight would end come from the seat's mirror, as a hosted
// screen has them, not from the battle. With no fight on the table (or a
// state the mirror could not read) they are empty.

// actions is the number of actions in the battle.
func (c *Controller) actions() int {
	if m := c.seatState(); m != nil {
		return m.Seq
	}
	return 0
}

// upNext is who is up next between turns, as the seat tells it ("":
// a turn is under way, or nobody is up before the next deal).
func (c *Controller) upNext() string {
	if m := c.seatState(); m != nil && !m.Acting {
		return m.Up
	}
	return ""
}

// playedBy names who plays the figures up when the seat is a player's
// and none of them is hers ("the GM", or their player): her screen then
// offers no turn to start, which the host would refuse. "" when the
// seat may start one.
func (c *Controller) playedBy(up []string) string {
	m := c.seatState()
	if m == nil || len(up) == 0 || !strings.HasPrefix(m.Seat, wire.SeatPlayer) {
		return ""
	}
	for _, id := range up {
		if m.Mine[id] {
			return ""
		}
	}
	if p := m.Roster[up[0]].Player; p != "" {
		return rules.PlayerTitle(p) // "Bob", as the seats' titles name him
	}
	return "the GM"
}

// nameOf is a figure's name as the seat tells it (its id when unknown).
func (c *Controller) nameOf(id string) string {
	if m := c.seatState(); m != nil {
		if in, ok := m.Roster[id]; ok {
			return in.Name
		}
	}
	return id
}

// sideOf is a figure's side as the seat tells it ("" when unknown).
func (c *Controller) sideOf(id string) string {
	if m := c.seatState(); m != nil {
		return m.Roster[id].Side
	}
	return ""
}

// settings are the table's settings as the GM's seat is told them (nil:
// none told).
func (c *Controller) settings() *wire.Settings {
	if m := c.seatState(); m != nil {
		return m.settings
	}
	return nil
}

// fightEnd is how the fight would end now, as the GM's seat is told it
// (nil: not told, or not the GM's seat: its end screen is the GM's).
func (c *Controller) fightEnd() *wire.FightEnd {
	if m := c.seatState(); m != nil && m.Seat == wire.SeatGM {
		return m.End
	}
	return nil
}

// over reports whether the seat, not the GM's, was told the fight is
// over or ended: it is offered no action and says who won.
func (m *seatMirror) over() bool {
	return m != nil && m.Seat != wire.SeatGM && m.End != nil && (m.End.Over || m.End.Ended)
}

// endLine is what a seat other than the GM's says once the fight is
// over: the side left standing won, none left is a draw.
func (m *seatMirror) endLine() string {
	switch st := m.End.Standing; {
	case len(st) == 0:
		return "The fight is over: nobody is left standing, a draw."
	case len(st) == 1 && m.End.Over:
		return "The fight is over: " + st[0] + " won."
	default:
		return "The GM ended the fight: " + strings.Join(st, ", ") + " standing."
	}
}
