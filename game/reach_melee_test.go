package game

import (
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// spearArena is the arena with a Spear (Reach 1) in Vera's hands after
// her Knife and the orc stepped back to (3, 2): 2" from her at (1, 2),
// one empty square between.
func spearArena(t *testing.T) *Game {
	t.Helper()
	src := strings.Replace(arenaYAML, "{name: Knife, damage: str+d4}]}", "{name: Knife, damage: str+d4},\n               {name: Spear, damage: str+d6, reach: 1}]}", 1)
	src = strings.Replace(src, "at: [2, 2], traits: {agility: d6, fighting: d6, vigor: d8}", "at: [3, 2], traits: {agility: d6, fighting: d6, vigor: d8}", 1)
	require.Contains(t, src, "reach: 1")
	require.Contains(t, src, "at: [3, 2]")
	g, _ := arenaOf(t, src, 1, 1)
	return g
}

// In Move mode a foe within the Spear's reach is struck, not shot: the
// hover previews a Fighting roll with the Spear (the Knife, the first
// melee weapon, does not reach) against the orc's Parry 5 (2 + d6/2),
// +2 as the orc is unarmed and +1 for her two melee weapons: d8 and the
// Wild d6 at +3 miss 5 together only on a 1 each, 1 - (1/8)(1/6) =
// 47/48. The click fights. Before, the hover and the click were the
// SMG's shot.
func TestMoveModeStrikesAFoeInReachLikeAnAdjacentOne(t *testing.T) {
	g := spearArena(t)
	require.Equal(t, ModeMove, g.ctl.Mode())
	hoverSquare(g, 3, 2)
	ap := g.ctl.Overlay().Attack
	require.NotNil(t, ap)
	assert.Equal(t, "fight", ap.Kind)
	assert.Equal(t, "Spear", ap.Weapon)
	assert.Equal(t, 5, ap.TN)
	sum := 0
	for _, m := range ap.Mods {
		sum += m.Value
	}
	assert.Equal(t, 3, sum, "%v", ap.Mods)
	assert.InDelta(t, 47.0/48, ap.Success, 1e-12)
	clickSquare(g, 3, 2)
	declineSoaks(g)
	keepRolls(t, g)
	assert.Equal(t, rules.KindFight, lastKind(g), g.ctl.msg)
	m, ok := g.ctl.Battle().Applied[len(g.ctl.Battle().Applied)-1].Action.(rules.Melee)
	require.True(t, ok)
	assert.Equal(t, "Spear", m.Weapon)
}

// A foe beyond the Spear's reach is still a shot: the goblins 7" off.
func TestMoveModeShootsAFoeBeyondReach(t *testing.T) {
	g := spearArena(t)
	hoverSquare(g, 8, 2)
	ap := g.ctl.Overlay().Attack
	require.NotNil(t, ap)
	assert.Equal(t, "shoot", ap.Kind)
	assert.Equal(t, "SMG", ap.Weapon)
}

// Fight mode strikes a foe in reach with the weapon that reaches it too:
// the Knife chosen by default would be refused ("not adjacent").
func TestFightModeTakesTheWeaponThatReaches(t *testing.T) {
	g := spearArena(t)
	press(g, CmdFight.Key())
	require.Equal(t, ModeFight, g.ctl.Mode())
	hoverSquare(g, 3, 2)
	ap := g.ctl.Overlay().Attack
	require.NotNil(t, ap)
	assert.Equal(t, "Spear", ap.Weapon)
	assert.Empty(t, ap.Err)
	hoverSquare(g, 5, 5)
	clickSquare(g, 3, 2)
	declineSoaks(g)
	keepRolls(t, g)
	assert.Equal(t, rules.KindFight, lastKind(g), g.ctl.msg)
}
