package game

import (
	"fmt"

	"battlemat/rules"
	"battlemat/wire"
)

// The remote screen's multi-action declaration (the window's 1, 2, 3):
// one button cycles how many actions the next turn this seat starts
// declares, its label giving the penalty every roll of that turn takes;
// the turn under way says which action it is at and the penalty (the
// host's wire.TurnInfo).

// RemoteDeclare cycles the actions the next turn declares.
const RemoteDeclare = "declare"

// Declared is how many actions the next turn this seat starts declares.
func (r *Remote) Declared() int { return max(r.declare, 1) }

// mayStartTurn: the seat may start a turn now (its figure is up, or one
// of its figures on Hold may act or interrupt), so a declaration counts.
func (r *Remote) mayStartTurn() bool {
	if r.Board == nil {
		return false
	}
	if r.Up != "" && !r.Acting && r.mayPlay(r.Up) {
		return true
	}
	for _, o := range r.offers {
		if (o.Kind == rules.KindTurn || o.Kind == rules.KindInterrupt) && offered(o) {
			return true
		}
	}
	return false
}

// declareButton is the declaration's button while a turn may start.
func (r *Remote) declareButton() []RemoteButton {
	if !r.mayStartTurn() {
		return nil
	}
	n := r.Declared()
	label := fmt.Sprintf("Actions: %d", n)
	if p := multiPenalty(editionOf(r.Board), n); p != 0 {
		label += fmt.Sprintf(" (%+d)", p)
	}
	return []RemoteButton{{RemoteDeclare, label}}
}

// cycleDeclare goes 1, 2, 3 and round again.
func (r *Remote) cycleDeclare() {
	ed := editionOf(r.Board)
	r.declare = r.Declared()%maxDeclare(ed) + 1
	r.say("%s", declaredSaid(ed, r.declare))
}

// startTurn is the declared start of who's turn; the declaration is
// spent (the next turn starts at one again unless changed).
func (r *Remote) startTurn(who string) rules.StartTurn {
	n := r.Declared()
	r.declare = 1
	if n == 1 {
		n = 0 // as the window sends one action: left out
	}
	return rules.StartTurn{Who: who, Actions: n}
}

// UpLine is the panel's line on who is up ("" for nobody): the window's
// prompt for a turn under way (moving.go turnStatus: the actions taken
// of those declared, the Pace left, a Shaken figure's benny) with the
// modifier every roll of a multi-action takes.
func (r *Remote) UpLine() string {
	if r.Up == "" {
		return ""
	}
	name := func(id string) string {
		if r.Mine[id] && r.Seat != wire.SeatGM {
			return r.name(id) + " (yours)"
		}
		return r.name(id)
	}
	who := name(r.Up)
	if !r.Acting {
		// The window's words (moving.go upNowLine): Up first, then the rest
		// of Next.
		names := []string{who}
		for _, id := range r.Next {
			if id != r.Up {
				names = append(names, name(id))
			}
		}
		return upNowLine(names)
	}
	line := who + " acts" + turnStatus(r.turn, r.Figures[r.Up], r.Pool)
	if t := r.turn; t != nil && t.Penalty != 0 {
		line += fmt.Sprintf(", %+d on every roll", t.Penalty)
	}
	return line
}

// Turn is the host's word on the turn under way (nil: none seen).
func (r *Remote) Turn() *wire.TurnInfo { return r.turn }
