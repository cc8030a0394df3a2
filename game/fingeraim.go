package game

import (
	"fmt"

	"battlemat/board"
	"battlemat/menu"
	"battlemat/rules"
)

// A finger has no hover: the window's cursor shows the path, the odds
// and the template before the click, a finger's tap would act blind. So
// while a figure acts, a tap on the map first only aims there (the
// cursor stays where the finger lifted: the path, the odds box and the
// template show) and a second tap on the same square, nothing else done
// between, does it, as the hosted phone always did. A tap that only
// selects (between turns, a figure up starts its turn at once; one's own
// side in Move mode), a More entry aimed at nothing (Ready: the tap's
// square does not matter, an aim would show nothing) and a Frenzy's
// die's foe go at once.

// fingerAim is the square a finger's tap aimed at, waiting for its second.
type fingerAim struct {
	on   bool
	at   board.Square
	mode Mode
	seq  int // the seat's state then: news in between aim afresh
}

// fingerHolds reports whether a finger's tap at it only aims (and
// aims), rather than act.
func (c *Controller) fingerHolds(it Intent) bool {
	aim := fingerAim{on: true, at: it.Square, mode: c.mode}
	if m := c.seatState(); m != nil {
		aim.seq = m.Seq
	}
	a := c.actor()
	if !it.On || a == nil || c.spread != nil || c.fight.onTable() { // the projector acts for nobody
		c.tapAim = fingerAim{}
		return false
	}
	if bd := c.seatBoard(); bd != nil && c.mode == ModeMove {
		if f := bd.FigureAt(it.Square); f != nil && (f.ID == a.ID || f.Side == a.Side || f.Incapacitated) {
			c.tapAim = fingerAim{}
			return false // a selection
		}
	}
	if c.mode == ModeMore && menu.Catalogue[c.more].Aim == menu.Nothing {
		if _, ok := c.castPower(); !ok {
			c.tapAim = fingerAim{}
			return false // Ready, Reload...: a tap anywhere, nothing to aim
		}
	}
	if c.tapAim == aim {
		c.tapAim = fingerAim{}
		return false // the second tap: do it
	}
	c.tapAim = aim
	c.tipGone = false // a new aim: its odds box, though the finger never left the square of the last action
	verb := "do it"
	switch {
	case c.mode == ModeMove:
		verb = "go"
		if bd := c.seatBoard(); bd != nil && bd.FigureAt(it.Square) != nil {
			verb = "attack"
		}
	case c.mode == ModeShoot:
		verb = "shoot"
	case c.mode == ModeFight:
		verb = "fight"
	case c.mode == ModeThrow, c.mode == ModeSuppress:
		verb = "fire"
	case c.mode == ModeMore:
		if _, ok := c.castPower(); ok {
			verb = "cast"
		} else if v := c.doorVerb(a.ID, it); v != "" {
			verb = v
		}
	}
	c.say("%s: tap again to %s", fmt.Sprintf("(%d, %d)", it.Square.X, it.Square.Y), verb)
	c.tapSaid = c.msg
	return true
}

// doorVerb is what More's Door would do at the tapped door, "open" or
// "close", as the offer built for the second tap says; "" for no door.
func (c *Controller) doorVerb(who string, it Intent) string {
	if c.moreChosen() != menu.Door {
		return ""
	}
	sq := it.Square
	if at, ok := c.doorNear(it.Point); ok {
		sq = at // a thin door, as the second tap picks it
	}
	act, err := c.moreAction(c.more, who, sq, nil)
	if d, ok := act.(rules.UseDoor); ok && err == nil {
		if d.Open {
			return "open"
		}
		return "close"
	}
	return ""
}

// keepsAim reports whether a button changes only how the aimed attack is
// made (Called, the Dice or Fire mode, the Weapon, Wild, Desperate,
// Nonlethal, The Drop): the finger's aim stays on its foe, the odds
// follow the option, and the next tap there does it.
func keepsAim(id Cmd) bool {
	switch id {
	case CmdCalled, CmdFire, CmdWeapon, CmdWild, CmdDesperate, CmdNonlethal, CmdDrop:
		return true
	}
	return false
}
