package game

import (
	"battlemat/board"
	"battlemat/rules"
)

// Neither the Controller nor the Fight holds a battle: the local fight's
// session does. Tests that hold what the window shows to the rules' own
// answers (or put the battle in a state no action reaches) reach the
// session's battle and board here.

// Battle is the local fight's rules battle (its session's), or nil.
func (c *Controller) Battle() *rules.Battle { return c.fight.Battle() }

// Board is the local fight's board (its session's), or nil.
func (c *Controller) Board() *board.Board { return c.fight.Board() }

// Battle is the fight's session's battle; nil for a fight over a seat.
func (f *Fight) Battle() *rules.Battle {
	if f == nil || f.localFight == nil {
		return nil
	}
	return f.local.Session().Battle()
}

// Board is the fight's session's board; nil for a fight over a seat.
func (f *Fight) Board() *board.Board {
	if f == nil || f.localFight == nil {
		return nil
	}
	return f.local.Session().Board()
}
