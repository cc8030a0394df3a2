package game

import (
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// teleporterGame is the casters' arena with Vera casting Teleport (2 PP,
// 12" or 24" with a raise; Smarts d4: she sends others within 4") and a
// pillar at (10, 4), on her turn with More's Powers entry picked.
func teleporterGame(t *testing.T) *Game {
	t.Helper()
	src := strings.Replace(castersYAML, "powers: [Bolt (frost), Blast, Burst, Protection]", "powers: [Teleport]", 1)
	src = strings.Replace(src, `    - "................"
figures:`, `    - "..........#....."
figures:`, 1)
	g, _ := arenaOf(t, src, 1, 1)
	press(g, CmdMore.Key())
	clickButton(t, g, CmdMoreItem, "Powers")
	require.Equal(t, []string{"Teleport 2 PP"}, buttonsOf(g, CmdPower))
	return g
}

// reachAt is the overlay's shaded square (x, y), if shaded.
func reachAt(g *Game, x, y int) (ReachCell, bool) {
	for _, c := range g.ctl.Overlay().Reach {
		if c.X == x && c.Y == y {
			return c, true
		}
	}
	return ReachCell{}, false
}

func TestTeleportShadesItsReachAndChecksTheDestinationBeforeTheClick(t *testing.T) {
	g := teleporterGame(t)
	assert.Equal(t, []string{"Teleport Foe +2", "Additional Recipients +1"}, buttonsOf(g, CmdPowerMod), "its modifiers with their Power Points")
	hoverSquare(g, 8, 5)
	// From Vera's centre (1.5, 2.5) to (8.5, 5.5): 7.6", within 12".
	c, ok := reachAt(g, 8, 5)
	require.True(t, ok, "a free square within reach is shaded")
	assert.Equal(t, ReachCell{Square: c.Square, Cost: 8, Run: false}, c)
	far, ok := reachAt(g, 15, 5)
	require.True(t, ok)
	assert.True(t, far.Run, "14.3\" away: only a raise carries her there")
	_, ok = reachAt(g, 10, 5)
	assert.False(t, ok, "the pillar's square is not shaded")
	_, ok = reachAt(g, 8, 2)
	assert.False(t, ok, "nor a goblin's")

	tp := g.ctl.Overlay().Teleport
	require.NotNil(t, tp)
	assert.Empty(t, tp.Err)
	assert.Equal(t, []string{"vera"}, tp.Who, "nobody picked: she sends herself")
	assert.Equal(t, "2 Power Points (Teleport 2)", tp.Cost)
	want := rules.Odds(rules.TraitRoll{Die: rules.D8, Wild: true, TN: 4})
	assert.InDelta(t, want.Success, tp.Success, 1e-9, "Spellcasting d8 with the Wild Die at TN 4")
	lines, _, ok := tipOf(g)
	require.True(t, ok)
	assert.Equal(t, "Cast Teleport: Vera to (8, 5)", lines[0])
	assert.Contains(t, lines, "cost 2 Power Points (Teleport 2)")

	hoverSquare(g, 10, 5)
	require.NotNil(t, g.ctl.Overlay().Teleport)
	assert.Equal(t, "Vera cannot land there: (10, 5) is blocked (#)", g.ctl.Overlay().Teleport.Err, "the reason before the click")
	n := len(g.ctl.Battle().Applied)
	clickSquare(g, 10, 5)
	assert.Len(t, g.ctl.Battle().Applied, n, "a refused destination changes nothing")
	assert.Contains(t, g.ctl.msg, "blocked")

	// A goblin 7" off is out of the range of her Smarts (4"): refused as
	// a recipient, with the reason on the hover.
	hoverSquare(g, 8, 2)
	require.NotNil(t, g.ctl.Overlay().Attack)
	assert.Equal(t, `Goblin 1 is out of range of Teleport (7"; Smarts: 4")`, g.ctl.Overlay().Attack.Err)
}

func TestTheWindowTeleportsTheCasterToTheSquareClicked(t *testing.T) {
	g := teleporterGame(t)
	// Spellcasting 5 (Wild Die 1): a success, 12".
	*g.ctl.Battle().RNG() = *rules.ScriptedRNG(5, 1)
	clickSquare(g, 8, 5)
	declineAll(g)
	require.Equal(t, rules.KindCast, lastKind(g), g.ctl.msg)
	assert.Equal(t, rules.Cast{Who: "vera", Power: "Teleport", At: &rules.Spot{X: 8.5, Y: 5.5}}, lastAction(g))
	p, _ := g.ctl.Battle().Battlefield.Position("vera")
	assert.Equal(t, rules.Pos{X: 8, Y: 5}, p, "she lands on the square clicked")
	assert.Equal(t, 8, g.ctl.Battle().Figure("vera").PowerPoints(), "2 of her 10")
}

func TestTheWindowSendsAnAdjacentFoeAwayWithTeleportFoe(t *testing.T) {
	g := teleporterGame(t)
	clickButton(t, g, CmdPowerMod, "Teleport Foe +2")
	// With Teleport Foe the caster herself is refused; the orc beside
	// her is taken.
	clickSquare(g, 1, 2)
	assert.Contains(t, g.ctl.msg, "Teleport Foe sends a foe away: Vera is not one")
	clickSquare(g, 2, 2)
	assert.Contains(t, g.ctl.msg, "Teleport carries Orc")
	hoverSquare(g, 12, 4)
	tp := g.ctl.Overlay().Teleport
	require.NotNil(t, tp)
	assert.Equal(t, []string{"orc"}, tp.Who)
	assert.Equal(t, "4 Power Points (Teleport 2, Teleport Foe +2)", tp.Cost)
	_, ok := reachAt(g, 12, 4)
	assert.True(t, ok, "the shading is the orc's reach now")
	// Spellcasting 8; the touch: Fighting 5 +2 = 7 against the orc's
	// Parry 5; the orc's Spirit 3 does not beat 8: he is sent away.
	*g.ctl.Battle().RNG() = *rules.ScriptedRNG(8, 1, 5, 1, 3)
	clickSquare(g, 12, 4)
	declineAll(g)
	require.Equal(t, rules.KindCast, lastKind(g), g.ctl.msg)
	assert.Equal(t, rules.Cast{Who: "vera", Power: "Teleport", Targets: []string{"orc"}, Mods: []string{"Teleport Foe"}, At: &rules.Spot{X: 12.5, Y: 4.5}}, lastAction(g))
	p, _ := g.ctl.Battle().Battlefield.Position("orc")
	assert.Equal(t, rules.Pos{X: 12, Y: 4}, p, "the orc lands on the square clicked")
	assert.Equal(t, 6, g.ctl.Battle().Figure("vera").PowerPoints(), "Teleport 2 + Teleport Foe 2")
}

func TestAdditionalRecipientsAddEachFigureClickedAtOnePowerPointEach(t *testing.T) {
	g := teleporterGame(t)
	clickButton(t, g, CmdPowerMod, "Additional Recipients +1")
	clickSquare(g, 2, 2) // the orc goes with her
	hoverSquare(g, 6, 4)
	tp := g.ctl.Overlay().Teleport
	require.NotNil(t, tp)
	assert.Equal(t, []string{"vera", "orc"}, tp.Who)
	assert.Equal(t, "3 Power Points (Teleport 2, 1 more recipients +1)", tp.Cost)
	clickSquare(g, 2, 2) // and stays after all
	hoverSquare(g, 6, 5)
	assert.Equal(t, []string{"vera"}, g.ctl.Overlay().Teleport.Who)
}
