package game

import (
	"fmt"
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// battlePrompt is the prompt line as the window read it from the battle
// before the mirror told it (the turn's name and its status, or the
// whole line between turns).
func battlePrompt(c *Controller) (name, status, line string) {
	b := c.Battle()
	t := b.Turn()
	switch {
	case t != nil:
		fig := b.Figure(t.Who)
		s := fmt.Sprintf(" - actions %d/%d", len(t.Taken), t.Actions)
		if t.Actions > 1 {
			s += fmt.Sprintf(" at %+d", b.Rules.MultiActionMod*(t.Actions-1))
		}
		s += fmt.Sprintf(" - Pace left %d\"", b.PaceLeft(t.Who))
		if fig.Shaken {
			s += " - Shaken"
			switch {
			case fig.Bennies > 0:
				s += fmt.Sprintf(": spend a benny to act? (%d left)", fig.Bennies)
			case b.Fight.FromPool(fig):
				s += fmt.Sprintf(": spend a benny from the GM's pool to act? (%d left)", b.Pool())
			}
		}
		return fig.Name, s, ""
	case len(b.NextUp()) > 0:
		up := b.NextUp()
		names := make([]string, len(up))
		for i, id := range up {
			names[i] = b.Figure(id).Name
		}
		line := names[0] + " is up now"
		if len(names) > 1 {
			line += " (" + strings.Join(names[1:], ", ") + " may go too)"
		}
		return "", "", line + ". Declare actions, then start (or click the figure)."
	case b.Fight.Init.Round == 0:
		return "", "", "Deal the Action Cards to begin the fight."
	}
	return "", "", fmt.Sprintf("Round %d is over.", b.Fight.Init.Round)
}

// promptAgrees holds the prompt line over the mirror to the battle's.
func promptAgrees(t *testing.T, g *Game, step string) {
	t.Helper()
	require.NotNil(t, g.ctl.seatState(), step)
	got := g.ctl.promptText()
	name, status, line := battlePrompt(g.ctl)
	if line != "" {
		assert.Equal(t, line, got, step)
		return
	}
	assert.True(t, strings.HasPrefix(got, name+"'s turn - "), "%s: %q", step, got)
	assert.True(t, strings.HasSuffix(got, status), "%s: %q ends in %q", step, got, status)
}

// TestPromptLineOverTheMirrorIsTheBattles: after each action of a
// scripted fight (the deal, a turn started with two actions, a move, a
// run, a turn's end, a Shaken Extra of the GM's with its benny from the
// pool, a Shaken Wild Card with its own) the prompt line read from the
// seat's mirror says what the battle says.
func TestPromptLineOverTheMirrorIsTheBattles(t *testing.T) {
	g := demoGame(t, demoSeed)
	c := g.ctl
	b := c.Battle()
	promptAgrees(t, g, "before the deal")
	press(g, CmdNext.Key())
	promptAgrees(t, g, "the deal")
	c.declare = 2
	clickSquare(g, 2, 2)
	require.NotNil(t, b.Turn())
	promptAgrees(t, g, "Buck's turn of two actions")
	assert.Contains(t, c.promptText(), "actions 0/2 at -2 - Pace left 6\"")
	clickSquare(g, 5, 3)
	promptAgrees(t, g, "a move")
	require.NoError(t, c.apply(rules.Run{Who: "buck"}))
	promptAgrees(t, g, "a run")
	require.NoError(t, c.apply(rules.EndTurn{Who: "buck"}))
	promptAgrees(t, g, "the turn's end")

	// The turns that follow, each figure Shaken once its turn is under
	// way: an Extra of the GM's is asked to spend from the pool, a Wild
	// Card its own benny.
	seen := map[string]bool{}
	for range 12 {
		up := b.NextUp()
		if len(up) == 0 {
			break
		}
		who := up[0]
		require.NoError(t, c.apply(rules.StartTurn{Who: who}))
		promptAgrees(t, g, who+"'s turn")
		f := b.Figure(who)
		st := f.State
		st.Shaken = true
		if !f.WildCard {
			st.Bennies = 0
		}
		require.NoError(t, c.apply(rules.SetState{Who: who, State: st}))
		promptAgrees(t, g, who+" Shaken in the turn")
		p := c.promptText()
		seen["pool"] = seen["pool"] || strings.Contains(p, "from the GM's pool to act?")
		seen["own"] = seen["own"] || strings.Contains(p, ": spend a benny to act?")
		require.NoError(t, c.apply(rules.EndTurn{Who: who}))
		promptAgrees(t, g, who+"'s turn ended")
	}
	assert.True(t, seen["pool"], "an Extra of the GM's was asked for the pool's benny")
	assert.True(t, seen["own"], "a Wild Card was asked for its own")
}
