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
	assert.Contains(t, windowCardLines(orc, rules.SWADE, nil), "Effect: parry +2 (GM) until the end of its next turn")
}

func TestEffectMarksAreOneBadgePerFamily(t *testing.T) {
	gm := func(c rules.Change, v int) rules.Effect {
		return rules.Effect{Source: rules.Source{Kind: rules.FromGM, Name: "GM"}, Change: c, Value: v}
	}
	assert.Empty(t, EffectMarks(nil))
	assert.Equal(t, []string{"-"}, EffectMarks([]rules.Effect{gm(rules.ChangeParry, -2)}), "Parry -2 is a penalty")
	assert.Equal(t, []string{"Pr"}, EffectMarks([]rules.Effect{gm(rules.ChangeParry, 2), gm(rules.ChangeToughness, 2)}), "one mark for two protections")
	assert.Equal(t, []string{"Pr"}, EffectMarks([]rules.Effect{gm(rules.ChangeAttacked, -2)}), "harder to hit is protection")
	assert.Equal(t, []string{"-"}, EffectMarks([]rules.Effect{gm(rules.ChangeAttacked, 2)}), "easier to hit is a penalty")
	assert.Equal(t, []string{"+", "-", "Pr"}, EffectMarks([]rules.Effect{gm(rules.ChangeToughness, 2), gm(rules.ChangeTrait, -2), gm(rules.ChangeTrait, 2)}))
}

// The window draws the marks on the token and names the effects in the
// tip over it.
func TestWindowTokenCarriesItsEffectsMarksAndTheTipNamesThem(t *testing.T) {
	g := arena(t, 1)
	require.NoError(t, g.ctl.apply(rules.PutEffect{Who: "gob1", Change: rules.ChangeParry, Value: -2, Ends: rules.EndsTurns, Span: 1}))
	var marks []string
	for _, f := range g.Snapshot().Figures {
		if f.ID == "gob1" {
			for _, m := range f.Marks {
				marks = append(marks, m.Mark)
			}
		}
	}
	assert.Contains(t, marks, "Penalty", "the goblin's token shows the penalty: %v", marks)
	press(g, CmdMore.Key()) // a mode with no attack preview over the goblin
	hoverSquare(g, 8, 2)
	lines, _, ok := g.panelViews().tipBox()
	require.True(t, ok)
	assert.Equal(t, []string{"Goblin 1", "Effect: parry -2 (GM) until the end of its next turn"}, lines)
}
