package game

import (
	"battlemat/rules"
	"battlemat/wire"
)

// The multi-action declaration, one choice for every screen: the window
// picks 1, 2 or 3 (its keys and buttons), a phone's Actions button
// cycles them, its label giving the penalty every roll of that turn
// takes; the turn (or an interruption from Hold) a screen starts
// declares it, and a start spends it (the next turn declares one again
// unless changed). The turn under way says which action it is at and
// the penalty (the session's wire.TurnInfo).

// RemoteDeclare cycles the actions the next turn declares (a phone's
// button).
const RemoteDeclare = "declare"

// declaration is how many actions the next turn a screen starts
// declares; 0 reads as 1.
type declaration int

// n is the actions declared, 1 to 3.
func (d declaration) n() int { return max(int(d), 1) }

// actions is the count a StartTurn or InterruptHold carries: one action
// is left out (the rules read none as one).
func (d declaration) actions() int {
	if d.n() == 1 {
		return 0
	}
	return d.n()
}

// start is the declared start of who's turn; the declaration is spent.
func (d *declaration) start(who string) rules.StartTurn {
	st := rules.StartTurn{Who: who, Actions: d.actions()}
	*d = 1
	return st
}

// UpLine is the line on who is up ("" for nobody): the window's prompt
// for a turn under way (moving.go turnStatus: the actions taken of those
// declared, the Pace left, a Shaken figure's benny) with the modifier
// every roll of a multi-action takes; between turns, who is up now and
// who may go too (upNowLine), a player's own figures marked.
func (m *seatMirror) UpLine() string {
	if m.Up == "" {
		return ""
	}
	name := func(id string) string {
		if m.Mine[id] && m.Seat != wire.SeatGM {
			return m.name(id) + " (yours)"
		}
		return m.name(id)
	}
	who := name(m.Up)
	if !m.Acting {
		names := []string{who}
		for _, id := range m.Next {
			if id != m.Up {
				names = append(names, name(id))
			}
		}
		return upNowLine(names)
	}
	return who + " acts" + turnStatus(m.turn, m.Figures[m.Up], m.Pool) // the penalty with it
}

// Turn is the session's word on the turn under way (nil: none seen).
func (m *seatMirror) Turn() *wire.TurnInfo { return m.turn }
