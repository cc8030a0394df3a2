package game

import (
	"errors"

	"battlemat/board"
	"battlemat/rules"
)

// The program's sides: a side whose scenario says `control: ai`, or one
// the GM hands to the tactic (GM: side to tactic), plays its figures'
// turns by itself with the plain tactic, one action at a time with
// AutoDelay ticks between steps so the table can follow. Every step is
// an ordinary action: Ctrl+Z takes it back, and pauses the program's
// play until Enter (or the GM's hand-over key) lets it go on.

// AutoDelay is the ticks between two steps of a side the program plays:
// half a second at ebiten's 60 ticks a second.
const AutoDelay = 30

// autoStepsPerTurn caps the steps of one turn (a tactic ends its turn
// within a few; the cap guards a bug).
const autoStepsPerTurn = 40

// autoPlay is the controller's state of the program's play.
type autoPlay struct {
	// sides are the GM's hand-overs (true) and take-backs (false), over
	// the scenario's control.
	sides   map[string]bool
	tactics rules.SideTactics
	wait    int  // ticks left before the next step
	paused  bool // an undo stopped the play until Enter
	turn    *rules.TurnState
	steps   int // steps played in turn
}

// SideAuto reports whether the program plays the side now: handed over or
// taken back by the GM, else as the scenario's control says.
func (c *Controller) SideAuto(side string) bool {
	if v, ok := c.auto.sides[side]; ok {
		return v
	}
	if c.board == nil {
		return false
	}
	return c.board.Sides[side].Control == board.ControlAI
}

// AutoPaused reports whether an undo paused the program's play.
func (c *Controller) AutoPaused() bool { return c.auto.paused }

// autoFigure is the figure the program plays now: the one whose turn is
// under way, or the next in the countdown (not one on Hold), when its
// side is the program's; "" otherwise.
func (c *Controller) autoFigure() string {
	b := c.Battle()
	if b == nil {
		return ""
	}
	if t := b.Turn(); t != nil {
		if c.SideAuto(b.Figure(t.Who).Side) {
			return t.Who
		}
		return ""
	}
	hold := b.Fight.Init.Hold
	for _, id := range b.NextUp() {
		if !hold[id] {
			if c.SideAuto(b.Figure(id).Side) {
				return id
			}
			return ""
		}
	}
	return ""
}

// autoTick counts one tick toward the program's next step and takes it
// when due. Nothing happens while a question waits, the end-of-fight
// screen or the resume offer is open, or an undo paused the play.
func (c *Controller) autoTick() {
	f := c.fight
	if f == nil || c.AftermathOpen() || c.resumeOffer() != nil || c.ask.q != nil || c.auto.paused {
		c.auto.wait = AutoDelay
		return
	}
	who := c.autoFigure()
	if who == "" {
		c.auto.wait = AutoDelay
		return
	}
	if c.auto.wait > 0 {
		c.auto.wait--
		return
	}
	c.auto.wait = AutoDelay
	c.run(func() { c.autoStep(who) })
}

// autoStep plays one action of who's turn: its start, then each action
// the tactic picks, the last ending the turn.
func (c *Controller) autoStep(who string) {
	b := c.Battle()
	t := b.Turn()
	if t == nil {
		_ = c.apply(rules.StartTurn{Who: who})
		return
	}
	if t != c.auto.turn {
		c.auto.turn, c.auto.steps = t, 0
	}
	c.auto.steps++
	var a rules.Action = rules.EndTurn{Who: who}
	if c.auto.steps < autoStepsPerTurn {
		if next := c.auto.tactics.Of(b.Figure(who).Side).Next(b); next != nil {
			a = next
		}
	}
	_ = c.apply(a)
}

// focusSide is the side the GM's hand-over key acts on: the figure whose
// turn is under way, else the selected figure, else the next up.
func (c *Controller) focusSide() string {
	b := c.Battle()
	if b == nil {
		return ""
	}
	if t := b.Turn(); t != nil {
		return b.Figure(t.Who).Side
	}
	if f := b.Figure(c.selected); f != nil {
		return f.Side
	}
	if up := b.NextUp(); len(up) > 0 {
		return b.Figure(c.upChoice(up)).Side
	}
	return ""
}

// toggleAutoSide hands the focused side to the tactic, or takes it back.
func (c *Controller) toggleAutoSide() {
	side := c.focusSide()
	if side == "" {
		c.fail(errors.New("nobody is up: select a figure of the side to hand over"))
		return
	}
	on := !c.SideAuto(side)
	if c.auto.sides == nil {
		c.auto.sides = map[string]bool{}
	}
	c.auto.sides[side] = on
	c.auto.wait, c.auto.paused = AutoDelay, false
	if on {
		c.say("The program plays the %s side (Ctrl+G takes it back)", side)
	} else {
		c.say("The %s side is played by hand again", side)
	}
}

// autoTitle is the hand-over button's label.
func (c *Controller) autoTitle() string {
	side := c.focusSide()
	switch {
	case side == "":
		return "GM: side to tactic"
	case c.SideAuto(side):
		return "GM: take " + side + " back"
	}
	return "GM: " + side + " to tactic"
}

// nextGMAsks steps the table's setting of which of the GM's figures the
// GM is asked about (a Soak, a benny reroll): Wild Cards, every figure,
// never.
func (c *Controller) nextGMAsks() {
	if c.fight == nil {
		return
	}
	c.fight.Asks = c.fight.GMAsks().Next()
	c.fight.setAsks()
	c.say("The GM is asked about %s (Ctrl+B changes it)", gmAsksLabel(c.fight.Asks))
}

// gmAsksTitle is the setting's button.
func (c *Controller) gmAsksTitle() string {
	if c.fight == nil {
		return "GM asked: Wild Cards"
	}
	return "GM asked: " + gmAsksLabel(c.fight.GMAsks())
}

// gmAsksLabel says the setting in a button's words.
func gmAsksLabel(g rules.GMAsks) string {
	switch g {
	case rules.GMAsksAll:
		return "every figure"
	case rules.GMAsksNever:
		return "nothing"
	}
	return "Wild Cards"
}
