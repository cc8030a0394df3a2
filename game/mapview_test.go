package game

import (
	"testing"

	"battlemat/assets"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func cellarGame(t *testing.T) *Game {
	t.Helper()
	data, err := assets.Scenario("cellar.yaml")
	require.NoError(t, err)
	f, err := NewFight("cellar.yaml", data, 1)
	require.NoError(t, err)
	require.NotNil(t, f.Board.Picture, "the shipped map file is found beside the shipped scenario")
	g := New(nil)
	g.SetScreenSize(1280, 800)
	g.SetFight(f)
	return g
}

func TestAPictureMapHidesItsThinWallsAndGridsFaintlyUntilTheGMAsks(t *testing.T) {
	g := cellarGame(t)
	c := g.Controller()
	assert.False(t, c.ShowWalls())
	assert.Equal(t, GridFaint, c.GridStrength())
	var o DrawOptions
	g.mapViewOptions(&o)
	assert.Equal(t, int8(-1), o.Walls)

	c.Press(CmdShowWalls, "")
	assert.True(t, c.ShowWalls())
	g.mapViewOptions(&o)
	assert.Equal(t, int8(1), o.Walls, "the GM sees them")
	g.ToggleTable()
	o = DrawOptions{Table: g.TableOn()}
	g.mapViewOptions(&o)
	assert.Equal(t, int8(-1), o.Walls, "the table view never shows a picture map's walls")

	for _, want := range []GridStrength{GridNormal, GridStrong, GridOff, GridFaint} {
		c.Press(CmdGrid, "")
		assert.Equal(t, want, c.GridStrength())
	}
}

func TestAPlainMapShowsItsThinWallsToEveryoneUnlessTheGMHidesThem(t *testing.T) {
	g := demoGame(t, 1)
	c := g.Controller()
	assert.True(t, c.ShowWalls())
	assert.Equal(t, GridNormal, c.GridStrength())
	g.ToggleTable()
	o := DrawOptions{Table: g.TableOn()}
	g.mapViewOptions(&o)
	assert.Equal(t, int8(1), o.Walls)
	c.Press(CmdShowWalls, "")
	g.mapViewOptions(&o)
	assert.Equal(t, int8(-1), o.Walls)
}

func TestTheMapViewButtonsAreInTheGMsGrid(t *testing.T) {
	g := cellarGame(t)
	gm := groupButtons(g.Controller(), grpActions, true, nil)
	player := groupButtons(g.Controller(), grpActions, false, nil)
	labels := func(bs []Button) []string {
		var out []string
		for _, b := range bs {
			out = append(out, b.Label)
		}
		return out
	}
	assert.Contains(t, labels(gm), "GM: walls hidden")
	assert.Contains(t, labels(gm), "Grid: faint")
	assert.NotContains(t, labels(player), "GM: walls hidden")
	assert.Contains(t, labels(player), "Grid: faint")
}
