package game

import (
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A benny reroll is asked while its action waits: undo cannot take back
// an action not applied yet, so it waits for the answer; after it, undo
// takes the whole action back, the reroll's answer with it.
func TestUndoWaitsForTheRerollAnswer(t *testing.T) {
	for from := uint64(1); from < 400; {
		g, seed := arenaFrom(t, 1, from)
		from = seed + 1
		b := g.ctl.Battle()
		n := len(b.Applied)
		press(g, CmdFight.Key())
		clickSquare(g, 2, 2)
		if q := g.ctl.Asked(); q == nil || !q.Reroll || q.What == rules.DamageReroll { // a trait test's reroll
			continue
		}
		press(g, CmdUndo.Key())
		require.NotNil(t, g.ctl.Asked(), "the question still waits")
		assert.Contains(t, g.ctl.promptText(), "spend a benny to reroll")
		require.Len(t, b.Applied, n)
		for g.ctl.Asked() != nil {
			press(g, CmdNo.Key())
		}
		require.Len(t, b.Applied, n+1, "the attack is applied with the answer")
		press(g, CmdUndo.Key())
		assert.Len(t, b.Applied, n, "undo takes the attack back")
		assert.NotContains(t, g.ctl.promptText(), "reroll")
		return
	}
	t.Fatal("no seed gave an attack short of a raise")
}

// Undo names the action it took back in the table's words, and Redo the
// one it put back: "the battle is back to 3 actions" read as a turn's
// actions.
func TestUndoAndRedoNameTheActionInTheTablesWords(t *testing.T) {
	g := arena(t, 1)
	b := g.ctl.Battle()
	press(g, CmdFight.Key())
	clickSquare(g, 2, 2)
	for g.ctl.Asked() != nil {
		press(g, CmdNo.Key())
	}
	n := len(b.Applied)
	require.Greater(t, n, 1)
	press(g, CmdUndo.Key())
	require.Len(t, b.Applied, n-1)
	msg, _ := g.ctl.Message()
	assert.Equal(t, "Undone: Vera's attack on Orc.", msg)
	press(g, CmdRedo.Key())
	msg, _ = g.ctl.Message()
	assert.Equal(t, "Redone: Vera's attack on Orc.", msg)
	press(g, CmdUndo.Key())
	press(g, CmdUndo.Key())
	msg, _ = g.ctl.Message()
	assert.Equal(t, "Undone: the start of Vera's turn.", msg)
}

// At 1024x768 the prompt of a throw reads whole in its two lines: it says
// "Throw Grenade", not the mode's "Throw/Template with Grenade", which ran
// past them and was cut with an ellipsis.
func TestThrowPromptReadsWholeAt1024x768(t *testing.T) {
	g := demoGame(t, demoSeed)
	g.SetScreenSize(1024, 768)
	press(g, CmdNext.Key())
	clickSquare(g, 2, 2)
	clickSquare(g, 3, 2)
	press(g, CmdThrow.Key())
	require.Equal(t, ModeThrow, g.ctl.Mode())
	p := g.ctl.promptText()
	assert.Contains(t, p, "Throw Grenade")
	assert.NotContains(t, p, "Throw/Template")
	l := g.layout()
	assert.LessOrEqual(t, len(wrapLines(p, fontBold, l.size, l.prompt.W)), 2, "%q", p)
}
