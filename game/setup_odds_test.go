package game

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// setupWithAFight is a setup screen with Mara (the party) and two
// cultists on a blank map, nothing saved.
func setupWithAFight(t *testing.T) (*Game, *Setup, string) {
	t.Helper()
	dir := setupDir(t)
	path := filepath.Join(dir, "yard.yaml")
	g := New(nil)
	g.SetScreenSize(1024, 768)
	s, err := NewSetup(path, 10, 8)
	require.NoError(t, err)
	g.OpenSetupScreen(s)
	require.NoError(t, s.Place("mara", sq(1, 1), 1, ""))
	r, ok := s.FigureAt(sq(1, 1))
	require.True(t, ok)
	require.NoError(t, s.NextSide(r))
	require.NoError(t, s.Place("cultist", sq(7, 6), 2, ""))
	return g, s, path
}

// The setup's Odds button plays the Odds scene on the scenario as it
// stands (not saved): the same fights as rules' Simulation of its text
// with the window's seed, one a tick here; Esc comes back to the setup as
// it was, and nothing was written.
func TestSetupOddsPlayTheScenarioAsItStands(t *testing.T) {
	g, s, path := setupWithAFight(t)
	g.setupScene().oddsOneATick = true
	before, err := s.Text()
	require.NoError(t, err)

	tapSetup(t, g, "Odds")
	odds := g.SetupOdds()
	require.NotNil(t, odds, "the Odds button opens the odds: %s", g.Snapshot().Message)
	for range 4 {
		g.Handle(Input{})
	}
	got, _, ok := odds.ctl.Odds()
	require.True(t, ok)
	assert.Equal(t, 5, got.Fights, "a fight a tick (the tap's release played the first): the screen keeps answering")
	snap := g.Snapshot()
	require.NotNil(t, snap.Odds, "the snapshot shows the odds over the setup")
	require.NotNil(t, snap.Setup)
	assert.Equal(t, 3, snap.Odds.Figures)

	text, err := s.doc.text(true)
	require.NoError(t, err)
	f, err := NewFight(path, text, g.ctl.seed)
	require.NoError(t, err)
	rules.PlainBennies(f.Battle()) // the odds spend bennies as simulate does
	start, _, err := rules.StartFrom(f.Battle())
	require.NoError(t, err)
	sim := rules.NewSimulation(OddsFights, g.ctl.seed, start, rules.FightOptions{})
	_, err = sim.RunSome(5)
	require.NoError(t, err)
	assert.Equal(t, sim.Tally(), got, "the fights of the scenario as it stands")
	assert.Equal(t, []string{"party", "cult"}, got.Sides)

	g.Handle(Input{Keys: CmdDeselect.Key()})
	g.Handle(Input{})
	assert.Nil(t, g.SetupOdds(), "Esc closes the odds")
	require.NotNil(t, g.Setup(), "back to the setup")
	after, err := s.Text()
	require.NoError(t, err)
	assert.Equal(t, string(before), string(after), "the setup as it was")
	_, err = os.Stat(path)
	assert.True(t, os.IsNotExist(err), "the odds save nothing")
}

// Ctrl+O opens the setup's odds as the button does, and the key held on
// the next tick does not close them again; a what-if button answers
// there, and the Close button comes back to the setup.
func TestSetupOddsByCtrlOAndClose(t *testing.T) {
	g, _, _ := setupWithAFight(t)
	g.setupScene().oddsOneATick = true
	g.Handle(Input{Keys: CmdOdds.Key()})
	g.Handle(Input{Keys: CmdOdds.Key()})
	require.NotNil(t, g.SetupOdds(), "Ctrl+O opens the odds: %s", g.Snapshot().Message)
	// No battle is on the table yet: the words say the setup's fight.
	assert.Equal(t, "Odds: playing 1000 fights of the fight being set up (nothing is saved)", g.SetupOdds().Snapshot().Message)
	sc, _ := sceneOf[*oddsScene](g.SetupOdds().ctl)
	assert.NotContains(t, sc.title(), "on the table")
	g.Handle(Input{})

	var more, closeB *ButtonState
	for _, b := range g.Snapshot().Buttons {
		switch b.Label {
		case "+1 Extra: cult":
			more = &b
		case "Close":
			closeB = &b
		}
	}
	require.NotNil(t, more, "a what-if button per side")
	for _, b := range g.Snapshot().Buttons {
		assert.NotEqual(t, "Setup / New fight", b.Label, "no setup within the setup's odds")
	}
	require.NotNil(t, closeB)
	tapAt(g, more.WindowX, more.WindowY)
	o := g.Snapshot().Odds
	require.NotNil(t, o)
	assert.Equal(t, 4, o.WhatIfFigures, "the what-if runs in the setup's odds with one cultist more: %s", g.SetupOdds().ctl.msg)
	tapAt(g, closeB.WindowX, closeB.WindowY)
	g.Handle(Input{})
	assert.Nil(t, g.SetupOdds(), "Close comes back to the setup")
	assert.NotNil(t, g.Setup())
}

// A setup with one side only (or no figure yet) has no fight: Odds says
// why in the panel's line and the setup stays.
func TestSetupOddsOfOneSideSayWhy(t *testing.T) {
	dir := setupDir(t)
	g := New(nil)
	g.SetScreenSize(1024, 768)
	s, err := NewSetup(filepath.Join(dir, "x.yaml"), 8, 8)
	require.NoError(t, err)
	g.OpenSetupScreen(s)
	require.NoError(t, s.Place("cultist", sq(2, 2), 2, ""))
	tapSetup(t, g, "Odds")
	msg, bad := s.Message()
	assert.Contains(t, msg, "every figure fights for cult: a fight needs two sides (Pick/drag a figure, then Side)")
	assert.Nil(t, g.SetupOdds(), "no odds of no fight")
	assert.True(t, bad, "the refusal is said: %s", msg)
	assert.NotNil(t, g.Setup())
}

// The setup's odds window is a copy of the fight being set up: its panel
// offers no fight's buttons (a GM tapped "Deal the cards" there and saw
// round 1 dealt in a fight that is not on the table), and Enter deals
// nothing in it; the odds' own buttons still answer.
func TestSetupOddsWindowPlaysNoRoundOfTheCopy(t *testing.T) {
	g, _, _ := setupWithAFight(t)
	g.setupScene().oddsOneATick = true
	tapSetup(t, g, "Odds")
	odds := g.SetupOdds()
	require.NotNil(t, odds)
	g.Handle(Input{})
	var labels []string
	for _, b := range g.Snapshot().Buttons {
		labels = append(labels, b.Label)
	}
	assert.NotContains(t, labels, "Deal the cards")
	assert.NotContains(t, labels, "Calibrate")
	assert.Contains(t, labels, "Close")
	assert.Contains(t, odds.ctl.promptText(), "set up")
	g.Handle(Input{Keys: CmdNext.Key()})
	g.Handle(Input{})
	assert.Equal(t, 0, odds.ctl.round(), "Enter dealt no round in the copy")
	require.NotNil(t, g.SetupOdds(), "the odds are still open")
}

// When the fights are over the banner says so: "playing 1000 fights"
// above "1000 of 1000" read as if the numbers were not final yet.
func TestSetupOddsBannerSaysTheFightsArePlayed(t *testing.T) {
	g, _, _ := setupWithAFight(t)
	g.setupScene().oddsOneATick = true
	tapSetup(t, g, "Odds")
	odds := g.SetupOdds()
	require.NotNil(t, odds)
	for i := 0; i < 1100; i++ {
		g.Handle(Input{})
	}
	got, _, ok := odds.ctl.Odds()
	require.True(t, ok)
	require.Equal(t, 1000, got.Fights)
	assert.Equal(t, "Odds: the 1000 fights are played", odds.Snapshot().Message)
}

// A side's what-ifs copy or take off one of its Extras: Mara's party is
// a lone Wild Card, so the setup's odds offer "+1 Extra" and "-1 Extra"
// for the cult alone (at the game night a party of two Wild Cards was
// offered both, and either press only said it had no Extra).
func TestOddsOfferWhatIfsOnlyForASideWithAnExtra(t *testing.T) {
	g, _, _ := setupWithAFight(t)
	g.setupScene().oddsOneATick = true
	tapSetup(t, g, "Odds")
	require.NotNil(t, g.SetupOdds(), "the odds: %s", g.Snapshot().Message)
	g.Handle(Input{})
	var what []string
	for _, b := range g.Snapshot().Buttons {
		if strings.Contains(b.Label, "Extra: ") {
			what = append(what, b.Label)
		}
	}
	assert.Equal(t, []string{"+1 Extra: cult", "-1 Extra: cult"}, what)
}
