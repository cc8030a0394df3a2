package game

import (
	"errors"

	"battlemat/rules"
	"battlemat/wire"
)

// The actions the buttons without a target would take, built once here for
// both the press and the button's check: a button is disabled with the
// rules' own refusal (Battle.Check), never a copy of the rules. The layout
// asks once per controller version.

// proneAction is P: stand up from prone, else drop prone (the seat's
// state tells whether the figure is prone).
func (c *Controller) proneAction(who string) rules.Action {
	if c.figureState(who, func(st wire.FigureState) bool { return st.Prone }, func(f *rules.Figure) bool { return f.Prone }) {
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
		return rules.Crouch{Who: who}
	}
	if fig := c.Battle().Figure(who); fig != nil && fig.Crouching {
		return rules.Stand{Who: who}
	}
	return rules.Crouch{Who: who}
}

// figureState is what the seat's state tells of who (in), else what the
// battle's figure says (fb) for a fight without a session.
func (c *Controller) figureState(who string, in func(wire.FigureState) bool, fb func(*rules.Figure) bool) bool {
	if m := c.seatState(); m != nil {
		return in(m.Figures[who])
	}
	if b := c.Battle(); b != nil {
		if f := b.Figure(who); f != nil {
			return fb(f)
		}
	}
	return false
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

// interruptAction: the selected figure, if it may interrupt (on Hold, or
// holding this round's Joker), else the first who may, interrupts the
// turn under way (or the next to start).
func (c *Controller) interruptAction() (rules.Action, error) {
	b := c.Battle()
	held := b.Interrupters()
	if len(held) == 0 {
		return nil, errors.New("nobody is on Hold or holds the Joker")
	}
	who := held[0]
	for _, id := range held {
		if id == c.selected {
			who = id
		}
	}
	target := ""
	if t := b.Turn(); t != nil {
		target = t.Who
	} else {
		for _, id := range b.NextUp() {
			if !b.Fight.Init.Hold[id] && id != who {
				target = id
				break
			}
		}
	}
	if target == "" {
		return nil, errors.New("there is no turn to interrupt")
	}
	return rules.InterruptHold{Who: who, Target: target, Actions: c.declare}, nil
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
