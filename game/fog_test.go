package game

import (
	"battlemat/menu"
	"slices"
	"strings"
	"testing"

	"battlemat/assets"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// ambushGame is the demo with Cultist 5 hidden in the trees.
func ambushGame(t *testing.T) *Game {
	t.Helper()
	data, err := assets.Scenario("demo.yaml")
	require.NoError(t, err)
	src := strings.Replace(string(data), "    name: Cultist 5\n", "    name: Cultist 5\n    hidden: true\n", 1)
	f, err := NewFight("ambush.yaml", []byte(src), demoSeed)
	require.NoError(t, err)
	g := New(nil)
	g.SetScreenSize(1280, 800)
	g.SetFight(f)
	return g
}

func stripFigures(g *Game) []string {
	var ids []string
	for _, bx := range g.layout().cards {
		ids = append(ids, bx.Figures...)
	}
	return ids
}

// drawnFigures are the figures DrawBoard paints in the game's view.
func drawnFigures(g *Game) []string {
	b := g.ctl.Board()
	if opt := g.drawOptions(); !opt.GM {
		b = visibleBoard(b, opt.Marks)
	}
	var ids []string
	for _, f := range b.Figures {
		ids = append(ids, f.ID)
	}
	return ids
}

func TestHiddenFiguresAreDrawnOnlyInTheGMsViewUntilRevealed(t *testing.T) {
	g := ambushGame(t)
	press(g, CmdNext.Key())
	assert.True(t, g.fightMarks()["cultist-5"].Hidden)
	assert.Contains(t, stripFigures(g), "cultist-5", "the GM sees the ambusher's card")
	assert.Contains(t, drawnFigures(g), "cultist-5", "and its token, marked ?")

	for _, v := range []View{TableView(), PlayerView()} {
		g.SetView(v)
		assert.NotContains(t, stripFigures(g), "cultist-5", "the strip keeps the ambusher's card from the table")
		assert.NotContains(t, drawnFigures(g), "cultist-5", "the map does not draw it")
		assert.Contains(t, drawnFigures(g), "cultist-4")
		hoverSquare(g, 14, 3)
		assert.NotContains(t, g.statusLine(), "Cultist 5", "nor does the status bar name it")
	}

	// The GM reveals it (edit mode, the figure picked, Reveal).
	g.SetView(GMView())
	press(g, CmdEdit.Key())
	clickSquare(g, 14, 3)
	require.Equal(t, "cultist-5", g.Snapshot().Selected)
	tapButton(g, editButton(t, g, menu.EditReveal))
	assert.False(t, g.fightMarks()["cultist-5"].Hidden)
	g.SetView(TableView())
	assert.Contains(t, drawnFigures(g), "cultist-5")
	assert.Contains(t, stripFigures(g), "cultist-5")

	g.SetView(GMView())
	press(g, CmdUndo.Key())
	g.SetView(TableView())
	assert.NotContains(t, drawnFigures(g), "cultist-5", "undo hides it again")
}

func TestAHandoutLeavesHiddenFiguresOut(t *testing.T) {
	g := ambushGame(t)
	ids := []string{}
	for _, f := range visibleBoard(g.ctl.Board(), nil).Figures {
		ids = append(ids, f.ID)
	}
	assert.False(t, slices.Contains(ids, "cultist-5"))
	assert.Len(t, ids, len(g.ctl.Board().Figures)-1)
}
