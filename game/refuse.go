package game

import (
	"errors"

	"battlemat/rules"
)

// The actions the buttons without a target would take, built once here for
// both the press and the button's check: a button is disabled with the
// rules' own refusal as the seat's offers carry it (command_offers.go),
// never a copy of the rules. The layout asks once per controller version.

// proneAction is P: stand up from prone, else drop prone (the seat's
// state tells whether the figure is prone).
func (c *Controller) proneAction(who string) rules.Action {
	if m := c.seatState(); m != nil && m.Figures[who].Prone {
		return rules.Stand{Who: who}
	}
	return rules.Prone{Who: who}
}

// crouchAction is Z (deluxe): stand up from the crouch, else crouch. The
// seat offers Crouch to a figure that does not crouch (session
// stanceOffers), Stand to one that does.
func (c *Controller) crouchAction(who string) rules.Action {
	if m := c.seatState(); m != nil {
		if _, ok := c.offerOf(rules.KindCrouch, who); !ok && !m.Figures[who].Prone {
			return rules.Stand{Who: who}
		}
	}
	return rules.Crouch{Who: who}
}

// actionRefusal is why the seat greys the command's action for who:
// the offer of its kind (Prone, Stand, Crouch), as turnRefusal.
func actionRefusal(build func(*Controller, string) rules.Action) func(*Controller) error {
	return func(c *Controller) error {
		who := c.turn()
		return c.offerRefusal(build(c, who).Kind(), who)
	}
}

// holdAction puts the figure that is up on Hold instead of its turn.
func (c *Controller) holdAction() (rules.Action, error) {
	up := c.nextUp()
	switch {
	case c.turn() != "":
		return nil, errors.New("a figure goes on Hold instead of starting its turn: end this turn first")
	case len(up) == 0:
		return nil, errors.New("nobody is up to go on Hold")
	}
	return rules.Hold{Who: c.upChoice(up)}, nil
}

// unshakeAction spends a benny of the turn's figure (or the selected one).
func (c *Controller) unshakeAction() (rules.Action, error) {
	id := c.turn()
	if id == "" {
		id = c.selected
	}
	if id == "" {
		return nil, errors.New("select the Shaken figure first")
	}
	return rules.Unshake{Who: id}, nil
}

// modeKind is the kind of the seat's offers for attack mode m.
func modeKind(m Mode) string {
	switch m {
	case ModeFight:
		return rules.KindFight
	case ModeShoot:
		return rules.KindShoot
	case ModeThrow:
		return rules.KindArea
	}
	return rules.KindSuppress
}

// modeRefusal is why the turn's figure cannot attack in mode m with any
// weapon: the seat offers the mode greyed with the rules' refusal
// (session modeRefusals), and offers nothing of it when some weapon may.
func (c *Controller) modeRefusal(m Mode) error {
	who := c.turn()
	if who == "" {
		return errors.New(c.notNow())
	}
	if st := c.seatState(); st != nil {
		for _, o := range st.offers {
			if o.Kind == modeKind(m) && o.Who == who && o.Weapon == "" && o.Entry == "" && o.Why != "" {
				return errors.New(o.Why)
			}
		}
	}
	return nil
}
