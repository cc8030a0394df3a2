package game

import (
	"battlemat/board"
	"battlemat/rules"
)

// The Controller holds no battle: tests that hold what it shows to the
// rules' own answers reach the local fight's battle and board here.

// Battle is the local fight's rules battle (its session's), or nil.
func (c *Controller) Battle() *rules.Battle {
	if c.fight == nil || c.fight.localFight == nil {
		return nil
	}
	return c.fight.Battle
}

// Board is the local fight's board (its session's), or nil.
func (c *Controller) Board() *board.Board {
	if c.fight == nil || c.fight.localFight == nil {
		return nil
	}
	return c.fight.Board
}
