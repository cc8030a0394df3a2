package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Undo takes back the action a reroll was offered for, so the offer and
// its prompt must go with it.
func TestUndoWithdrawsTheRerollOffer(t *testing.T) {
	for from := uint64(1); from < 400; {
		g, seed := arenaFrom(t, 1, from)
		from = seed + 1
		f := g.ctl.Fight()
		press(g, CmdFight.Key())
		clickSquare(g, 2, 2)
		for f.Asked() != nil {
			press(g, CmdNo.Key())
		}
		if f.Offer() == nil {
			continue
		}
		assert.Contains(t, g.ctl.promptText(), "Reroll with a benny?")
		press(g, CmdUndo.Key())
		assert.Nil(t, f.Offer())
		assert.NotContains(t, g.ctl.promptText(), "Reroll with a benny?")
		return
	}
	t.Fatal("no seed gave an attack short of a raise")
}
