package game

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"battlemat/rules"
	"battlemat/wire"
)

// hold puts the figure that is up on Hold instead of starting its turn.
func (c *Controller) hold() {
	a, err := c.holdAction()
	if err != nil {
		c.fail(err)
		return
	}
	who := a.(rules.Hold).Who
	if c.apply(a) == nil && c.selected == who {
		c.selected = "" // Enter goes on with the countdown, not this figure
	}
}

// unshake spends a benny of the turn's figure (or the selected one).
func (c *Controller) unshake() {
	a, err := c.unshakeAction()
	if err != nil {
		c.fail(err)
		return
	}
	_ = c.apply(a)
}

// undo and redo send the step; the state that comes back says what was
// taken back or put back (take), over a link a moment later.
func (c *Controller) undo() {
	if err := c.step(wire.TypeUndo); err != nil {
		return
	}
	c.dice, c.deviation = nil, nil
	if c.autoFigure() != "" {
		// The program would only play the step again: the session waits
		// for the GM's next action.
		c.say("%s The program's side waits (Enter plays on).", c.msg)
	}
}

func (c *Controller) redo() { _ = c.step(wire.TypeRedo) }

// step sends an undo or a redo through the window's seat; a refusal is
// shown and returned.
func (c *Controller) step(kind string) error {
	return c.send(wire.Incoming{Type: kind, ID: kind})
}

func (c *Controller) save() {
	f := c.fight
	if Download != nil {
		// The browser: the battle file is downloaded.
		if len(f.Scenario) == 0 {
			c.fail(errors.New("this battle has no scenario text to save"))
			return
		}
		data, err := f.battleFile()
		if err == nil {
			name := filepath.Base(f.SavePath)
			if f.SavePath == "" {
				name = "battle.battle.json"
			}
			if err = Download(name, "application/json", data); err == nil {
				c.say("The battle is downloaded as %s", name)
				return
			}
		}
		c.fail(fmt.Errorf("the battle could not be downloaded: %v", err))
		return
	}
	if err := f.Save(); err != nil {
		c.fail(err)
		return
	}
	c.say("Saved the battle to %s", f.SavePath)
}

func (c *Controller) declareActions(n int) {
	c.declare = declaration(n)
	if c.turn() != "" {
		c.fail(fmt.Errorf("actions are declared as a turn starts; %d will be declared for the next", n))
		return
	}
	c.say("%s (Enter starts it)", declaredSaid(c.rulesNow(), n))
}

// playTactic asks the session to play the turn under way (or the next
// one) with the plain tactic (a tactic message): the GM's shortcut for
// the sides nobody at the table plays. It stops at a Soak question for a
// player to answer (press G again after).
func (c *Controller) playTactic() {
	who := c.turn()
	if who == "" {
		up := c.nextUp()
		if len(up) == 0 {
			c.fail(errors.New("nobody is up: press Enter to deal the next round"))
			return
		}
		who = c.upChoice(up)
	}
	msg := tacticMsg(who)
	msg.ID = "tactic"
	if c.send(msg) != nil || c.Asked() != nil {
		return
	}
	if !c.msgErr {
		c.say("The tactic played %s's turn", c.nameOf(who))
	}
}

// interrupt: the selected figure, if it may interrupt, else the first
// who may, interrupts the turn under way (or the next to start).
func (c *Controller) interrupt() {
	a, err := c.interruptOffer()
	if err != nil {
		c.fail(err)
		return
	}
	_ = c.apply(a)
}

// upChoice is who of those up a command means (upnext.go).
func (c *Controller) upChoice(up []string) string { return upChoice(up, c.selected, c.onHold) }

// nextUp is who may start a turn now: the seat's word (its Next; none
// while the mirror cannot be brought in step with the battle).
func (c *Controller) nextUp() []string {
	if m := c.seatState(); m != nil {
		return m.Next
	}
	return nil
}

// next deals the first round or the next, or starts the next turn.
func (c *Controller) next() {
	if c.spread != nil {
		c.strikeSpread() // a Frenzy or a volley spread: spread.go
		return
	}
	if c.AutoPaused() && c.autoFigure() != "" {
		// Any GM action resumes the session's play: Enter's is the one
		// that changes nothing but that.
		if c.send(wire.Incoming{Type: wire.TypeSettings, ID: "settings", AI: c.aiOf()}) == nil {
			c.say("The program's side plays on")
		}
		return
	}
	if who := c.turn(); who != "" {
		c.fail(fmt.Errorf("%s's turn is under way: end it first (E)", c.nameOf(who)))
		return
	}
	// nextTurn (upnext.go) is the tablet's Next too: "" when only figures
	// on Hold are up (they keep it) and Enter deals the next round.
	if m := c.seatState(); m != nil {
		if who := m.nextTurn(c.selected); who != "" {
			_ = c.apply(c.declare.start(who))
			return
		}
	}
	_ = c.apply(rules.StartRound{})
}

func (c *Controller) setMode(m Mode) {
	if c.mode != m {
		c.weapon, c.spread = -1, nil
	}
	c.mode = m
	if a := c.actor(); a != nil {
		// Bare hands are always a melee weapon: Fight never lacks one.
		if m != ModeMove && m != ModeFight && c.weaponFor(a.Figure, m) < 0 {
			c.fail(fmt.Errorf("%s has no weapon for %s", a.Name, strings.ToLower(m.String())))
			c.mode = ModeMove
		}
	}
}

// nextWeapon picks the next weapon that fits the mode (W; from Move it
// picks the gun).
func (c *Controller) nextWeapon() {
	a := c.actor()
	if a == nil {
		c.fail(errors.New("no turn is under way"))
		return
	}
	if c.mode == ModeMove {
		c.mode = ModeShoot
	}
	said, err := c.stepWeapon(a.Figure, c.mode)
	if err != nil {
		c.fail(err)
		return
	}
	c.say("%s", said)
}

// stepSaid is what an undo or a redo tells on every screen: the action
// taken back (or put back) in the table's words, as the host names it
// ("Undone: Vera's attack on Orc."). A count of the battle's steps read
// as a turn's actions ("back to 3 actions").
func (c *Controller) stepSaid(what string) string {
	words := ""
	if m := c.seatState(); m != nil {
		words = m.step
	}
	if words == "" {
		words = "the last action" // a host that does not name it
	}
	return what + ": " + words + "."
}
