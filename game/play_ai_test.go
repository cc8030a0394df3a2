package game

import (
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// aiArenaYAML is the arena with the blue side (the orc and the goblins)
// played by the program.
const aiArenaYAML = "sides:\n  red: {control: human}\n  blue: {control: ai}\n" + arenaYAML

// ticks runs n idle ticks (no input).
func ticks(g *Game, n int) {
	for range n {
		g.Handle(Input{})
	}
}

// A side with `control: ai` plays its figures' turns by itself: one step
// (the turn's start, then each action) every AutoDelay ticks, with no
// input; Ctrl+Z takes the last step back and the side then waits until
// Enter lets it play on.
func TestPlayAISidePlaysItsTurnsOnTicks(t *testing.T) {
	g, _ := arenaOf(t, aiArenaYAML, 1, 1)
	b := g.ctl.Battle()
	press(g, CmdEndTurn.Key())
	require.Nil(t, b.Turn())
	up := b.NextUp()
	require.NotEmpty(t, up)
	require.Equal(t, "blue", b.Figure(up[0]).Side, "the countdown comes to the program's side")

	n := len(b.Applied)
	ticks(g, AutoDelay-3) // the key press took two ticks
	assert.Len(t, b.Applied, n, "nothing before the delay")
	ticks(g, 2)
	require.Len(t, b.Applied, n+1, "one step: the turn starts")
	require.NotNil(t, b.Turn())
	who := b.Turn().Who
	assert.Equal(t, "blue", b.Figure(who).Side)
	ticks(g, AutoDelay+1)
	require.Len(t, b.Applied, n+2, "the next step: one action")

	// Undo takes the step back, and the program does not take it again.
	press(g, CmdUndo.Key())
	assert.Len(t, b.Applied, n+1)
	assert.True(t, g.ctl.AutoPaused())
	ticks(g, 3*AutoDelay)
	assert.Len(t, b.Applied, n+1, "paused after the undo")
	press(g, CmdNext.Key())
	assert.False(t, g.ctl.AutoPaused())
	ticks(g, AutoDelay+2)
	assert.Len(t, b.Applied, n+2, "Enter lets it play on")

	// Left alone, the side plays its figures to the end of the round.
	for range 200 {
		if g.ctl.autoFigure() == "" {
			break
		}
		ticks(g, AutoDelay+1)
	}
	assert.Empty(t, g.ctl.autoFigure())
	for _, a := range b.Applied[n:] {
		switch x := a.Action.(type) {
		case rules.StartTurn:
			assert.Equal(t, "blue", b.Figure(x.Who).Side)
		case rules.EndTurn:
			assert.Equal(t, "blue", b.Figure(x.Who).Side)
		}
	}
}

// The GM hands a side (here Vera's, under way) to the tactic with Ctrl+G:
// it plays her turn on ticks; Ctrl+G again takes it back and the play
// stops.
func TestPlayGMHandsASideToTheTacticAndTakesItBack(t *testing.T) {
	g := arena(t, 1)
	b := g.ctl.Battle()
	require.Equal(t, "vera", b.Turn().Who)
	n := len(b.Applied)
	ticks(g, 3*AutoDelay)
	assert.Len(t, b.Applied, n, "a side played by hand waits for its player")

	press(g, CmdAutoSide.Key())
	assert.True(t, g.ctl.SideAuto("red"))
	ticks(g, AutoDelay+1)
	declineSoaks(g)
	require.Len(t, b.Applied, n+1, "the tactic plays Vera's first step")
	// Taking it back stops the play.
	press(g, CmdAutoSide.Key())
	assert.False(t, g.ctl.SideAuto("red"))
	ticks(g, 3*AutoDelay)
	assert.Len(t, b.Applied, n+1)

	// Handed over again, it plays her turn to its end; the blue side,
	// played by hand, then waits.
	press(g, CmdAutoSide.Key())
	for range 50 {
		if b.Turn() == nil {
			break
		}
		ticks(g, AutoDelay+1)
	}
	require.Nil(t, b.Turn(), "the tactic ended Vera's turn")
	k := len(b.Applied)
	_, ended := b.Applied[k-1].Action.(rules.EndTurn)
	assert.True(t, ended)
	ticks(g, 3*AutoDelay)
	assert.Len(t, b.Applied, k, "the blue side is the GM's to play by hand")
}

// Deluxe: the GM calls a standoff (Ctrl+Enter) instead of dealing the
// first round; everyone rolls Agility and the countdown follows the
// totals; in the round its button is greyed with the rules' reason.
// SWADE shows no such button.
func TestPlayGMCallsAStandoffInDeluxe(t *testing.T) {
	f, err := NewFight("arena.yaml", []byte("edition: deluxe\n"+arenaYAML), 1)
	require.NoError(t, err)
	g := New(nil)
	g.SetScreenSize(1280, 800)
	g.SetFight(f)
	b := f.Battle()
	press(g, CmdStandoff.Key())
	require.Len(t, b.Applied, 1, g.ctl.msg)
	assert.Equal(t, rules.KindStandoff, b.Applied[0].Action.Kind())
	assert.Len(t, b.Fight.Init.Standoff, 4, "everyone rolled Agility")
	order := b.Fight.Order()
	require.NotEmpty(t, order)
	assert.Equal(t, order[0].Figures, b.NextUp())
	press(g, CmdStandoff.Key())
	assert.Len(t, b.Applied, 1, "not again until the round is over")
	refused := b.Check(rules.Standoff{})
	require.Error(t, refused)
	btn, ok := g.ButtonFor(CmdStandoff)
	require.True(t, ok)
	assert.False(t, btn.Enabled)
	assert.Equal(t, "GM: standoff: "+oneLine(refused.Error()), btn.Why, "greyed with the rules' reason the seat's offer carries")

	sw, err := NewFight("arena.yaml", []byte(arenaYAML), 1)
	require.NoError(t, err)
	g2 := New(nil)
	g2.SetScreenSize(1280, 800)
	g2.SetFight(sw)
	press(g2, CmdStandoff.Key())
	assert.Empty(t, sw.Battle().Applied)
}

// The sides the program plays are the session's, as on a hosted table:
// the scenario's control: ai side is in its ai setting from the start,
// and the GM's hand-over (Ctrl+G) is a settings message that adds the
// side; the battle file Ctrl+S writes is the one the session kept.
func TestPlayTheSessionPlaysTheProgramsSides(t *testing.T) {
	g, _ := arenaOf(t, aiArenaYAML, 1, 1)
	f := g.ctl.Fight()
	require.NotNil(t, f.local)
	assert.Equal(t, []string{"blue"}, f.local.Session().Settings().AI, "control: ai")
	press(g, CmdAutoSide.Key()) // Vera's turn is under way: the red side
	assert.ElementsMatch(t, []string{"blue", "red"}, f.local.Session().Settings().AI)
	press(g, CmdAutoSide.Key())
	assert.Equal(t, []string{"blue"}, f.local.Session().Settings().AI)

	press(g, CmdEndTurn.Key())
	kept, err := f.local.Session().BattleFile()
	require.NoError(t, err)
	data, err := f.battleFile()
	require.NoError(t, err)
	assert.Equal(t, kept, data, "the session's Config.Save kept the battle after the action")
}
