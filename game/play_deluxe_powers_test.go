package game

import (
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Deluxe Quickness from the window: More > Powers lists it at 4 PP, a
// click on Vera herself (Touch) casts it, and her card and token show it
// while she keeps it up.
func TestTheWindowCastsDeluxeQuicknessAndTheCardShowsIt(t *testing.T) {
	src := "edition: deluxe\n" + strings.Replace(castersYAML, "powers: [Bolt (frost), Blast, Burst, Protection]", "powers: [Quickness]", 1)
	var g *Game
	for from := uint64(1); from < 200; {
		var seed uint64
		g, seed = arenaOf(t, src, 1, from)
		from = seed + 1
		press(g, CmdMore.Key())
		clickButton(t, g, CmdMoreItem, "Powers")
		assert.Equal(t, []string{"Quickness 4 PP"}, buttonsOf(g, CmdPower))
		hoverSquare(g, 1, 2)
		a := g.ctl.Overlay().Attack
		require.NotNil(t, a)
		require.Empty(t, a.Err, "Vera may touch herself")
		hoverSquare(g, 8, 2)
		require.NotNil(t, g.ctl.Overlay().Attack)
		assert.Contains(t, g.ctl.Overlay().Attack.Err, "Touch", "a goblin 7\" off is out of reach")
		clickSquare(g, 1, 2)
		declineAll(g)
		require.Equal(t, rules.KindCast, lastKind(g), g.ctl.msg)
		if len(g.ctl.Battle().KeptPowers("vera")) > 0 {
			break // the roll succeeded
		}
	}
	b := g.ctl.Battle()
	require.Equal(t, []string{"Quickness"}, b.KeptPowers("vera"))
	assert.Equal(t, 6, b.Figure("vera").PowerPoints(), "4 of 10")
	lines := windowCardLines(b.Figure("vera"), b.Edition(), b.EndsText)
	found := false
	for _, l := range lines {
		found = found || strings.Contains(l, "(Quickness)")
	}
	assert.True(t, found, "the card shows the power: %v", lines)
	assert.Contains(t, EffectMarks(b.Figure("vera").Effects), "+", "the token's bonus badge")
}

// Deluxe Confusion's targets options from the window: buttons with
// their Power Points, the preview's cost counts the one taken, and a
// click on Goblin 1 casts on it and the nearest goblin the power
// reaches.
func TestTheWindowCastsDeluxeConfusionOnTwoTargetsWithOneClick(t *testing.T) {
	src := "edition: deluxe\n" + strings.Replace(castersYAML, "powers: [Bolt (frost), Blast, Burst, Protection]", "powers: [Confusion]", 1)
	src = strings.Replace(src, "smarts: d4", "smarts: d6", 1) // Smarts x2: 12"
	g, _ := arenaOf(t, src, 1, 1)
	press(g, CmdMore.Key())
	clickButton(t, g, CmdMoreItem, "Powers")
	assert.Equal(t, []string{"2 targets +1", "3 targets +2", "4 targets +3", "5 targets +4"}, buttonsOf(g, CmdPowerMod))
	clickButton(t, g, CmdPowerMod, "2 targets +1")
	hoverSquare(g, 8, 2)
	a := g.ctl.Overlay().Attack
	require.NotNil(t, a)
	require.Empty(t, a.Err)
	lines, _, ok := tipOf(g)
	require.True(t, ok)
	assert.Contains(t, strings.Join(lines, "\n"), "2 targets +1", "the preview's cost names the option")
	clickSquare(g, 8, 2)
	declineAll(g)
	require.Equal(t, rules.KindCast, lastKind(g), g.ctl.msg)
	b := g.ctl.Battle()
	ap := b.Applied
	c := ap[len(ap)-1].Action.(rules.Cast)
	assert.Equal(t, []string{"2 targets"}, c.Mods)
	assert.Equal(t, []string{"gob1"}, c.Targets, "the click names one; the rules take the nearest other")
	assert.Contains(t, strings.Join(b.Log(), "\n"), "Vera casts Confusion on Goblin 1")
}

// The preview of the one-click cast names the second target: Goblin 2,
// 1" from Goblin 1, not the orc 6" from it.
func TestTheWindowsTargetsOptionPreviewTakesTheNearestOtherFoe(t *testing.T) {
	src := "edition: deluxe\n" + strings.Replace(castersYAML, "powers: [Bolt (frost), Blast, Burst, Protection]", "powers: [Confusion]", 1)
	g, _ := arenaOf(t, src, 1, 1)
	b := g.ctl.Battle()
	pl, err := b.Preview(rules.Cast{Who: "vera", Power: "Confusion", Targets: []string{"gob1"}, Mods: []string{"2 targets"}})
	require.NoError(t, err)
	var ids []string
	for _, f := range pl.Detail.(*rules.CastPlan).Targets {
		ids = append(ids, f.ID)
	}
	assert.Equal(t, []string{"gob1", "gob2"}, ids)
}
