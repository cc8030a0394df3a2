package game

import (
	"fmt"
	"strings"
	"testing"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/wire"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// reachSet is a reach by square: its cost, and whether only a run gets
// there.
func reachSet(cells []ReachCell) map[board.Square]ReachCell {
	out := map[board.Square]ReachCell{}
	for _, c := range cells {
		out[c.Square] = c
	}
	return out
}

// screensShadeTheSameReach holds the window's shading of who's reach,
// the GM's phone's and the phone of the player who plays who to one
// another and to the battle's own word on the turn (wire.TurnOf over the
// session's map): the same squares, costs and run marks.
func screensShadeTheSameReach(t *testing.T, g *Game, who string, phones ...*Remote) {
	t.Helper()
	c := g.ctl
	require.NotNil(t, c.seatState())
	ov := c.computeOverlay(board.Square{}, false, board.Square{}.Center(), Overlay{})
	require.Equal(t, who, ov.Actor)
	win := reachSet(ov.Reach)
	require.NotEmpty(t, win, "the window shades %s's reach", who)
	ti := wire.TurnOf(c.Battle())
	battle := reachOn(board.NewReacher(), c.Board(), c.Board().Figure(who), ti, rules.FreeJumping(), nil, nil)
	assert.Equal(t, reachSet(battle.Cells), win, "the mirror's reach is the battle's")
	assert.Equal(t, ti.Walk, ov.PaceLeft)
	assert.Equal(t, ti.Run, ov.RunExtra)
	assert.Equal(t, ti.Ran, ov.Ran)
	for _, p := range phones {
		p.Pump()
		assert.Equal(t, win, reachSet(p.Reach()), "the %s screen shades the window's reach", p.Seat)
	}
}

// TestWindowAndPhonesOfOneTurnShadeTheSameReachAndPath: Buck's turn,
// walking and then running: the window, the GM's phone and Anna's (she
// plays Buck) shade the same squares at the same costs, the squares a
// run reaches marked, and a tap shows the path the window's cursor does.
func TestWindowAndPhonesOfOneTurnShadeTheSameReachAndPath(t *testing.T) {
	g := demoGame(t, demoSeed)
	press(g, CmdNext.Key()) // deal round 1: Buck is up
	clickSquare(g, 2, 2)    // Buck's turn
	gm := joinedScreen(t, g, wire.SeatGM)
	anna := joinedScreen(t, g, wire.SeatPlayer+"anna")
	screensShadeTheSameReach(t, g, "buck", gm, anna)
	runs := 0
	for _, c := range g.ctl.Overlay().Reach {
		if c.Run {
			runs++
			assert.Greater(t, c.Cost, g.ctl.Overlay().PaceLeft, "a run square lies beyond the walk")
		}
	}
	assert.Positive(t, runs, "before running, the running die's highest roll is shaded")

	// The path to a square: the window's under the cursor, the phone's
	// on the first tap.
	to := board.Square{X: 5, Y: 3}
	ov := g.ctl.computeOverlay(to, true, to.Center(), Overlay{})
	require.NotEmpty(t, ov.Path)
	anna.Tap(to, true)
	assert.Equal(t, ov.Path, anna.Path(), "the phone's path is the window's")

	clickSquare(g, 7, 3) // he walks out of the door
	require.Equal(t, board.Square{X: 7, Y: 3}, g.ctl.Board().Figure("buck").At)
	screensShadeTheSameReach(t, g, "buck", gm, anna)

	require.NoError(t, g.ctl.apply(rules.Run{Who: "buck"}))
	require.True(t, g.ctl.Battle().Turn().Running)
	screensShadeTheSameReach(t, g, "buck", gm, anna)
	ran := g.ctl.computeOverlay(board.Square{}, false, board.Square{}.Center(), Overlay{})
	assert.True(t, ran.Ran, "the window says Buck ran")
	for _, c := range ran.Reach {
		assert.LessOrEqual(t, c.Cost, ran.PaceLeft+ran.RunExtra, "after the run the shading goes as far as the die rolled, not its highest")
	}
}

// battlePrompt is the prompt line as the window read it from the battle
// before the mirror told it (the turn's name and its status, or the
// whole line between turns).
func battlePrompt(c *Controller) (name, status, line string) {
	b := c.Battle()
	t := b.Turn()
	switch {
	case t != nil:
		fig := b.Figure(t.Who)
		s := fmt.Sprintf(" - actions %d/%d - Pace left %d\"", len(t.Taken), t.Actions, b.PaceLeft(t.Who))
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
	assert.Contains(t, c.promptText(), "actions 0/2 - Pace left 6\"")
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

// TestTheWindowSaysTheFigureUpIsUpNow: after the deal Buck's card is up:
// the window's prompt says he is up now, not next, and the phone of the
// player who plays him says it is his.
func TestTheWindowSaysTheFigureUpIsUpNow(t *testing.T) {
	g := demoGame(t, demoSeed)
	press(g, CmdNext.Key())
	require.Equal(t, []string{"buck"}, g.ctl.Battle().NextUp())
	assert.Equal(t, "Buck Savage is up now. Declare actions, then start (or click the figure).", g.ctl.promptText())
	anna := joinedScreen(t, g, wire.SeatPlayer+"anna")
	anna.Pump()
	assert.Equal(t, "Buck Savage (yours) is up now", anna.UpLine())
}

// walkAllPace walks Buck (whose turn it is) to a square his whole Pace
// away without running.
func walkAllPace(t *testing.T, g *Game) {
	t.Helper()
	hoverSquare(g, 0, 0)
	for _, c := range g.ctl.Overlay().Reach {
		if !c.Run && c.Cost == 6 {
			clickSquare(g, c.Square.X, c.Square.Y)
			require.Equal(t, 0, g.ctl.Battle().PaceLeft("buck"), "Buck walked all 6\" to %v", c.Square)
			return
		}
	}
	t.Fatal("no square 6\" from Buck")
}

// TestAFigureThatWalkedItsPaceButMayRunSaysSo: Buck walks his 6" without
// running: the window and his player's phone shade the run's squares
// (the d6's highest, 6" more) and the prompt line says the run is left.
func TestAFigureThatWalkedItsPaceButMayRunSaysSo(t *testing.T) {
	g := demoGame(t, demoSeed)
	press(g, CmdNext.Key())
	clickSquare(g, 2, 2) // Buck's turn
	walkAllPace(t, g)
	anna := joinedScreen(t, g, wire.SeatPlayer+"anna")
	hoverSquare(g, 0, 0)
	ov := g.ctl.Overlay()
	require.NotEmpty(t, ov.Reach, "the run's squares are shaded")
	for _, c := range ov.Reach {
		assert.True(t, c.Run, "%v is a run's square: no Pace is left walking", c.Square)
		assert.LessOrEqual(t, c.Cost, 6)
	}
	assert.Contains(t, g.ctl.promptText(), "Pace left 0\", run +d6")
	anna.Pump()
	assert.Equal(t, reachSet(ov.Reach), reachSet(anna.Reach()), "the phone shades the window's run")
	assert.Contains(t, anna.UpLine(), "Pace left 0\", run +d6")
}

// TestAFigureThatMayNoLongerRunShadesNothingPastItsPace: Buck walks his
// 6" and then Defends: having acted (and Defending) he may not run this
// turn, so with no Pace left neither screen shades a square and the
// prompt offers no run.
func TestAFigureThatMayNoLongerRunShadesNothingPastItsPace(t *testing.T) {
	g := demoGame(t, demoSeed)
	press(g, CmdNext.Key())
	clickSquare(g, 2, 2) // Buck's turn
	walkAllPace(t, g)
	require.NoError(t, g.ctl.apply(rules.Defend{Who: "buck"}))
	_, err := g.ctl.Battle().RunningDie("buck")
	require.Error(t, err, "the rules refuse Buck a run now")
	anna := joinedScreen(t, g, wire.SeatPlayer+"anna")
	hoverSquare(g, 0, 0)
	assert.Empty(t, g.ctl.Overlay().Reach, "no square shaded: no Pace left, no run")
	assert.Equal(t, 0, g.ctl.Overlay().RunExtra)
	assert.NotContains(t, g.ctl.promptText(), "run +")
	assert.Contains(t, g.ctl.promptText(), "Pace left 0\"")
	anna.Pump()
	assert.Empty(t, anna.Reach(), "nor on the phone")
	assert.NotContains(t, anna.UpLine(), "run +")
}
