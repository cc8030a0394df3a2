package game

import (
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// moreButton is the More menu's button labelled label, turning the
// menu's pages until it is laid out.
func moreButton(t *testing.T, g *Game, label string) Button {
	t.Helper()
	for range 8 {
		for _, b := range g.Buttons() {
			if b.Cmd == CmdMoreItem && b.Label == label {
				return b
			}
		}
		next, ok := g.ButtonFor(CmdMorePage)
		if !ok {
			break
		}
		tap(g, next)
	}
	require.Failf(t, "no More entry", "%q", label)
	return Button{}
}

func TestTargetedMoreEntriesAreEnabledWhenSomeTargetWouldBeAccepted(t *testing.T) {
	g := buckUp(t)
	press(g, CmdMore.Key())
	b := g.ctl.Battle()
	for _, f := range g.ctl.Board().Figures {
		if f.ID != "buck" {
			require.Error(t, b.Check(rules.Grapple{Who: "buck", Target: f.ID}), "nobody is next to Buck: %s", f.ID)
		}
	}
	grapple := moreButton(t, g, "Grapple")
	assert.False(t, grapple.Enabled)
	nearest := b.Check(rules.Grapple{Who: "buck", Target: "gina"})
	assert.Equal(t, "Grapple: "+oneLine(nearest.Error()), grapple.Why, "the nearest figure's refusal, in the rules' words")

	// A cultist steps next to Buck: Grapple has a target the rules accept.
	require.NoError(t, g.ctl.Apply(rules.Place{Who: "cultist-4", To: rules.Pos{X: 3, Y: 2}}))
	require.NoError(t, b.Check(rules.Grapple{Who: "buck", Target: "cultist-4"}))
	press(g, CmdMore.Key()) // an action leaves More mode
	grapple = moreButton(t, g, "Grapple")
	assert.True(t, grapple.Enabled, grapple.Why)
	assert.Empty(t, grapple.Why)
}

func TestMoreEntriesWithNothingToAimAtSaySo(t *testing.T) {
	g := buckUp(t)
	press(g, CmdMore.Key())
	require.Empty(t, g.ctl.Battle().Ground())
	pick := moreButton(t, g, "Pick up")
	assert.False(t, pick.Enabled)
	assert.Equal(t, "Pick up: nothing lies on the ground to pick up", pick.Why)

	// A tap on it says why, as a finger has no hover.
	click(g, pick.X+pick.W/2, pick.Y+pick.H/2)
	msg, _ := g.ctl.Message()
	assert.Equal(t, pick.Why, msg)

	// Aim's other choice needs a figure to aim at; a player's view knows
	// of none when all the others are hidden (and does not give them away).
	for _, f := range g.ctl.Board().Figures {
		f.Hidden = f.ID != "buck"
	}
	g.view = PlayerView()
	touched(g)
	aim := moreButton(t, g, "Aim: ignore penalties")
	assert.False(t, aim.Enabled)
	assert.Equal(t, "Aim: ignore penalties: nothing to aim at", aim.Why)
	g.view = GMView()
	aim = moreButton(t, g, "Aim: ignore penalties")
	assert.True(t, aim.Enabled, "the GM sees the hidden: %s", aim.Why)
}

func TestWeaponAndTacticButtonsAreCheckedToo(t *testing.T) {
	g := buckUp(t)
	w, _ := g.ButtonFor(CmdWeapon)
	assert.True(t, w.Enabled, w.Why)
	tac, _ := g.ButtonFor(CmdTactic)
	assert.True(t, tac.Enabled, tac.Why)

	buck := g.ctl.Battle().Figure("buck")
	buck.Weapons = buck.Weapons[1:2] // the machete only
	touched(g)
	w, _ = g.ButtonFor(CmdWeapon)
	assert.False(t, w.Enabled)
	assert.Equal(t, "Weapon: Buck Savage has no weapon for shoot", w.Why, "W has nothing to shoot with")
	press(g, CmdFight.Key())
	w, _ = g.ButtonFor(CmdWeapon)
	assert.True(t, w.Enabled, "in Fight, W goes on to bare hands: %s", w.Why)

	require.NoError(t, g.ctl.Apply(rules.EndTurn{Who: "buck"}))
	for len(g.ctl.Battle().NextUp()) > 0 {
		require.NoError(t, g.ctl.Apply(rules.StartTurn{Who: g.ctl.Battle().NextUp()[0], Actions: 1}))
		require.NoError(t, g.ctl.Apply(rules.EndTurn{Who: g.ctl.Battle().Turn().Who}))
	}
	tac, _ = g.ButtonFor(CmdTactic)
	assert.False(t, tac.Enabled, "nobody is up")
}
