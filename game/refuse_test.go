package game

import (
	"math"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// buckUp is the demo with Buck's turn of one action under way.
func buckUp(t *testing.T) *Game {
	g := demoGame(t, demoSeed)
	press(g, CmdNext.Key())
	press(g, CmdDeclare1.Key())
	clickSquare(g, 2, 2)
	require.Equal(t, "buck", g.ctl.turn())
	return g
}

// touched recomputes the buttons after a test changed the battle itself.
func touched(g *Game) {
	g.ctl.version++
	if f := g.ctl.fight; f != nil && f.gm != nil {
		f.gm.Resync() // the seat's offers and state afresh
		f.poll()
	}
}

func TestEveryUntargetedButtonIsDisabledWithTheRulesRefusal(t *testing.T) {
	buck := func(g *Game) *rules.Figure { return g.ctl.Battle().Figure("buck") }
	stunned := func(g *Game) { buck(g).Stunned = true; touched(g) }
	rows := []struct {
		cmd     Cmd
		refused func(g *Game)
		action  func(g *Game) rules.Action // what the rules refuse
		accept  func(g *Game)
	}{
		{CmdProne, func(g *Game) { buck(g).Prone = true; stunned(g) },
			func(*Game) rules.Action { return rules.Stand{Who: "buck"} }, func(*Game) {}},
		{CmdAim, stunned, func(*Game) rules.Action { return rules.Aim{Who: "buck"} }, func(*Game) {}},
		{CmdDefend, stunned, func(*Game) rules.Action { return rules.Defend{Who: "buck"} }, func(*Game) {}},
		{CmdRun, func(g *Game) { require.NoError(t, g.ctl.Apply(rules.Run{Who: "buck"})) },
			func(*Game) rules.Action { return rules.Run{Who: "buck"} }, func(*Game) {}},
		{CmdBenny, func(g *Game) {},
			func(*Game) rules.Action { return rules.Unshake{Who: "buck"} },
			func(g *Game) { buck(g).Shaken = true; touched(g) }},
		{CmdShoot, stunned, func(*Game) rules.Action { return rules.Shoot{Who: "buck", Weapon: "Colt .45"} }, func(*Game) {}},
		{CmdFight, stunned, func(*Game) rules.Action { return rules.Melee{Who: "buck", Weapon: "Machete"} }, func(*Game) {}},
		{CmdThrow, stunned,
			func(*Game) rules.Action { return rules.AreaAttack{Who: "buck", Weapon: "Grenade", At: nowhere} }, func(*Game) {}},
		{CmdSuppress, func(g *Game) {},
			func(*Game) rules.Action { return rules.Suppress{Who: "buck", At: nowhere} },
			func(g *Game) { buck(g).Weapons[0].RoF, buck(g).Ammo[0] = 3, 50; touched(g) }},
	}
	for _, r := range rows {
		t.Run(commandOf(r.cmd).label, func(t *testing.T) {
			g := buckUp(t)
			r.accept(g)
			bt, ok := g.ButtonFor(r.cmd)
			require.True(t, ok)
			assert.True(t, bt.Enabled, "accepted: %s", bt.Why)
			assert.Empty(t, bt.Why)

			g = buckUp(t)
			r.refused(g)
			err := g.ctl.Battle().Check(r.action(g))
			require.Error(t, err)
			require.NotErrorIs(t, err, rules.ErrNoTarget)
			bt, _ = g.ButtonFor(r.cmd)
			assert.False(t, bt.Enabled)
			assert.Equal(t, commandOf(r.cmd).label+": "+oneLine(err.Error()), bt.Why, "the reason is the rules' own")
		})
	}
}

func TestModeButtonsSayTheFigureHasNoWeaponForThem(t *testing.T) {
	g := buckUp(t)
	require.NoError(t, g.ctl.Apply(rules.EndTurn{Who: "buck"}))
	require.NoError(t, g.ctl.Apply(rules.StartTurn{Who: "doc", Actions: 1}))
	throw, _ := g.ButtonFor(CmdThrow)
	assert.False(t, throw.Enabled)
	assert.Equal(t, "Throw: Doc Holloway has no area-effect weapon", throw.Why)
	shoot, _ := g.ButtonFor(CmdShoot)
	assert.True(t, shoot.Enabled, shoot.Why)
}

func TestHoldAndInterruptSayWhyNot(t *testing.T) {
	g := demoGame(t, demoSeed)
	press(g, CmdNext.Key())
	hold, _ := g.ButtonFor(CmdHold)
	assert.True(t, hold.Enabled, hold.Why)
	in, _ := g.ButtonFor(CmdInterrupt)
	assert.False(t, in.Enabled)
	assert.Equal(t, "Interrupt: nobody is on Hold or holds the Joker", in.Why)

	require.NoError(t, g.ctl.Apply(rules.Hold{Who: "buck"}))
	in, _ = g.ButtonFor(CmdInterrupt)
	assert.True(t, in.Enabled, in.Why)
	hold, _ = g.ButtonFor(CmdHold)
	require.Error(t, g.ctl.Battle().Check(rules.Hold{Who: "buck"}))
	if up := g.ctl.nextUp(); len(up) > 0 && g.ctl.upChoice(up) == "buck" {
		assert.Equal(t, "Hold: "+g.ctl.Battle().Check(rules.Hold{Who: "buck"}).Error(), hold.Why)
	}

	press(g, CmdDeclare1.Key())
	clickSquare(g, 2, 2)
	hold, _ = g.ButtonFor(CmdHold)
	assert.False(t, hold.Enabled)
	assert.Equal(t, "Hold: a figure goes on Hold instead of starting its turn: end this turn first", hold.Why)
}

func TestUntargetedMoreEntriesAreDisabledWithTheReason(t *testing.T) {
	g := buckUp(t)
	press(g, CmdMore.Key())
	var breakFree Button
	for _, b := range g.Buttons() {
		if b.Cmd == CmdMoreItem && b.Label == "Break free" {
			breakFree = b
		}
	}
	require.Equal(t, "Break free", breakFree.Label)
	err := g.ctl.Battle().Check(rules.BreakFree{Who: "buck"})
	require.Error(t, err)
	assert.False(t, breakFree.Enabled)
	assert.Equal(t, "Break free: "+err.Error(), breakFree.Why)
}

// nowhere is an area attack's point not yet chosen: the rules check all
// but the point.
var nowhere = rules.Spot{X: math.NaN(), Y: math.NaN()}
