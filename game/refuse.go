package game

import (
	"errors"
	"math"

	"battlemat/rules"
)

// The actions the buttons without a target would take, built once here for
// both the press and the button's check: a button is disabled with the
// rules' own refusal (Battle.Check), never a copy of the rules. The layout
// asks once per controller version.

// proneAction is P: stand up from prone, else drop prone.
func (c *Controller) proneAction(who string) rules.Action {
	if fig := c.Battle().Figure(who); fig != nil && fig.Prone {
		return rules.Stand{Who: who}
	}
	return rules.Prone{Who: who}
}

// crouchAction is Z (deluxe): stand up from the crouch, else crouch.
func (c *Controller) crouchAction(who string) rules.Action {
	if fig := c.Battle().Figure(who); fig != nil && fig.Crouching {
		return rules.Stand{Who: who}
	}
	return rules.Crouch{Who: who}
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

// checked is the error of an action built by f, or the rules' refusal.
func (c *Controller) checked(a rules.Action, err error) error {
	if err != nil {
		return err
	}
	return c.Battle().Check(a)
}

// nowhere is the point of an attack not yet aimed: the rules check all
// but the point and say rules.ErrNoTarget.
var nowhere = rules.Spot{X: math.NaN(), Y: math.NaN()}

// modeAttack is the attack of mode m with weapon w, its target not yet
// picked.
func modeAttack(m Mode, who, w string) rules.Action {
	switch m {
	case ModeFight:
		return rules.Melee{Who: who, Weapon: w}
	case ModeShoot:
		return rules.Shoot{Who: who, Weapon: w}
	case ModeThrow:
		return rules.AreaAttack{Who: who, Weapon: w, At: nowhere}
	case ModeSuppress:
		return rules.Suppress{Who: who, Weapon: w, At: nowhere}
	}
	return nil
}

// modeRefusal is why the turn's figure cannot attack in mode m with any
// weapon that fits it (the chosen one first), or nil: the rules refuse
// the attack for a reason other than its missing target.
func (c *Controller) modeRefusal(m Mode) error {
	a := c.actor()
	if a == nil {
		return errors.New(c.notNow())
	}
	try := func(w string) error {
		err := c.Battle().Check(modeAttack(m, a.ID, w))
		if errors.Is(err, rules.ErrNoTarget) {
			return nil
		}
		return err
	}
	// The chosen weapon, or the rules' own pick (and their words for a
	// figure without one).
	first := try(c.weaponName(a.Figure, m))
	if first == nil {
		return nil
	}
	for _, w := range a.Weapons {
		if fits(w, m) && try(w.Name) == nil {
			return nil
		}
	}
	return first
}
