package game

import (
	"errors"
	"fmt"
	"strings"
)

// The buttons that need a target besides the More menu's (Weapon, the
// GM's tactic): a button is enabled when the rules would accept it now.
// The More menu's entries are greyed from the seat's offers
// (more_offers.go), which the session checks at every target.

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// weaponRefusal is why W would change nothing: the figure has no weapon
// for the mode W picks for (Shoot from Move; Fight always has bare hands).
func (c *Controller) weaponRefusal() error {
	a := c.actor()
	if a == nil {
		return errors.New(c.notNow())
	}
	m := c.mode
	if m == ModeMove {
		m = ModeShoot
	}
	if m == ModeFight {
		return nil
	}
	for _, w := range a.Weapons {
		if fits(w, m) {
			return nil
		}
	}
	return fmt.Errorf("%s has no weapon for %s", a.Name, strings.ToLower(m.String()))
}

// tacticRefusal is why the GM's tactic could not play now: it starts the
// turn of the figure that is up, and a turn under way it can always end
// (the session refuses what the seat's state could not foresee).
func (c *Controller) tacticRefusal() error {
	if c.turn() == "" && len(c.nextUp()) == 0 {
		return errors.New("nobody is up: press Enter to deal the next round")
	}
	return nil
}
