package game

import (
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// upRings are the figures the map rings as up, by id.
func upRings(g *Game) []string {
	var ids []string
	for _, f := range g.Snapshot().Figures {
		if f.Up != nil {
			ids = append(ids, f.ID)
		}
	}
	return ids
}

func TestTheFigureThatIsUpIsRingedInEveryView(t *testing.T) {
	for _, v := range []struct {
		name string
		view View
	}{{"gm", GMView()}, {"player", PlayerView()}, {"table", TableView()}} {
		t.Run(v.name, func(t *testing.T) {
			g := demoGame(t, demoSeed)
			g.view = v.view
			assert.Empty(t, upRings(g), "nobody is up before the deal")
			press(g, CmdNext.Key())
			assert.Equal(t, []string{"buck"}, upRings(g), "between turns: the next up")
			require.NoError(t, g.ctl.Apply(rules.StartTurn{Who: "buck", Actions: 1}))
			g.ctl.selected = "gina"
			g.ctl.version++
			assert.Equal(t, []string{"buck"}, upRings(g), "the turn's figure, not the selected one")
		})
	}
}

func TestADefendingFigureShowsItInTheGMView(t *testing.T) {
	g := buckUp(t)
	require.NoError(t, g.ctl.Apply(rules.Defend{Who: "buck"}))
	require.True(t, g.view.GM)
	var marks []string
	for _, f := range g.Snapshot().Figures {
		if f.ID == "buck" {
			for _, m := range f.Marks {
				marks = append(marks, m.Mark)
			}
		}
	}
	assert.Contains(t, marks, "Defend")
}
