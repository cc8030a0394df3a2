package game

import (
	"strconv"
	"testing"

	"battlemat/menu"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The GM's effect in the window: More's "GM: effect", Q to choose the
// ruling, a click on the figure; the card then lists it with its end.
func TestWindowGMPutsAnEffectOnAFigureFromTheMoreMenu(t *testing.T) {
	g := arena(t, 1)
	press(g, CmdMore.Key())
	idx := -1
	for i, e := range menu.Catalogue {
		if e.ID == menu.GMEffect {
			idx = i
		}
	}
	require.GreaterOrEqual(t, idx, 0)
	for _, b := range g.Buttons() {
		if b.Cmd == CmdMoreItem && b.Arg == strconv.Itoa(idx) {
			click(g, b.X+b.W/2, b.Y+b.H/2)
		}
	}
	require.Equal(t, idx, g.ctl.more)
	fb, ok := g.ButtonFor(CmdFire)
	require.True(t, ok, "Q chooses the ruling")
	assert.Equal(t, "Effect: Parry -2 to its next turn's end", fb.Label)
	press(g, CmdFire.Key())
	fb, _ = g.ButtonFor(CmdFire)
	assert.Equal(t, "Effect: Parry +2 to its next turn's end", fb.Label)
	orc := g.ctl.Battle().Figure("orc")
	parry := orc.Parry()
	clickSquare(g, 2, 2)
	require.Equal(t, rules.KindEffect, lastKind(g), g.ctl.msg)
	assert.Equal(t, parry+2, orc.Parry(), "Parry +2 on the orc")
	assert.Contains(t, windowCardLines(orc, rules.SWADE), "Effect: parry +2 (GM) until the end of its next turn")
}
