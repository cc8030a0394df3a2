package game

import (
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// edgedArena is the arena with Vera given Frenzy and Sweep, the orc
// Block, the first goblin Dodge and Size 4 (the second one out of its
// way).
var edgedArena = strings.NewReplacer(
	"  - {id: vera, name: Vera, side: red, wildcard: true, at: [1, 2],", "  - {id: vera, name: Vera, side: red, wildcard: true, at: [1, 2], edges: [Frenzy, Sweep],",
	"  - {id: orc, name: Orc, side: blue, at: [2, 2],", "  - {id: orc, name: Orc, side: blue, at: [2, 2], edges: [Block],",
	"  - {id: gob1, name: Goblin 1, side: blue, at: [8, 2],", "  - {id: gob1, name: Goblin 1, side: blue, at: [8, 2], edges: [Dodge], abilities: [Size 4],",
	"  - {id: gob2, name: Goblin 2, side: blue, at: [8, 3],", "  - {id: gob2, name: Goblin 2, side: blue, at: [5, 5],",
).Replace(arenaYAML)

func TestFrenzyAndSweepAreAFightOptionOfAFigureWithTheEdge(t *testing.T) {
	require.Contains(t, edgedArena, "edges: [Frenzy, Sweep]")
	for _, tc := range []struct {
		presses int
		label   string
		want    func(rules.Melee) bool
	}{
		{1, "Edge: Frenzy", func(m rules.Melee) bool { return m.Frenzy && !m.Sweep }},
		{2, "Edge: Sweep", func(m rules.Melee) bool { return m.Sweep && !m.Frenzy }},
	} {
		t.Run(tc.label, func(t *testing.T) {
			g, _ := arenaOf(t, edgedArena, 1, 1)
			press(g, CmdFight.Key())
			bt, ok := g.ButtonFor(CmdEdgeAttack)
			require.True(t, ok, "Vera has Frenzy and Sweep: the option shows")
			assert.Equal(t, "Edge: none", bt.Label)
			for range tc.presses {
				press(g, CmdEdgeAttack.Key())
			}
			bt, _ = g.ButtonFor(CmdEdgeAttack)
			assert.Equal(t, tc.label, bt.Label)
			hoverSquare(g, 2, 2)
			require.NotNil(t, g.ctl.Overlay().Attack)
			clickSquare(g, 2, 2)
			declineSoaks(g)
			mel, ok := lastAction(g).(rules.Melee)
			require.True(t, ok, "%T", lastAction(g))
			assert.True(t, tc.want(mel), "%+v", mel)
		})
	}
	g := arena(t, 1)
	press(g, CmdFight.Key())
	_, ok := g.ButtonFor(CmdEdgeAttack)
	assert.False(t, ok, "no such option for a figure without the Edges")
}

// The odds box names the modifiers effects bring, as the plan does: the
// orc's Block on its Parry, the goblin's Dodge and Size on a shot.
func TestOddsBoxNamesTheModifiersFromEffects(t *testing.T) {
	g, _ := arenaOf(t, edgedArena, 1, 1)
	press(g, CmdFight.Key())
	hoverSquare(g, 2, 2)
	ap := g.ctl.Overlay().Attack
	require.NotNil(t, ap)
	orc := g.ctl.Battle().Figure("orc")
	assert.Equal(t, orc.Parry(), ap.TN, "the TN is the orc's Parry, Block's +1 in it")
	pm, ok := modNamed(orc.ParryMods(), "Block")
	require.True(t, ok, "Block is named among the orc's Parry modifiers: %v", orc.ParryMods())
	assert.Equal(t, 1, pm.Value)

	press(g, CmdShoot.Key())
	hoverSquare(g, 8, 2)
	ap = g.ctl.Overlay().Attack
	require.NotNil(t, ap)
	require.Empty(t, ap.Err)
	m, ok := modNamed(ap.Mods, "Dodge")
	require.True(t, ok, "the odds box names Dodge: %v", ap.Mods)
	assert.Equal(t, -2, m.Value)
	m, ok = modNamed(ap.Mods, "Scale")
	require.True(t, ok, "the odds box names Scale: %v", ap.Mods)
	assert.Equal(t, 2, m.Value, "a Size 4 goblin is Large: +2 to hit it")
	lines, _, _ := g.panelViews().tipBox()
	tip := strings.Join(lines, "\n")
	assert.Contains(t, tip, "Dodge")
	assert.Contains(t, tip, "Scale")
}
