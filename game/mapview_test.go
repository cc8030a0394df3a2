package game

import (
	"fmt"
	"strings"
	"testing"

	"battlemat/assets"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func cellarGame(t *testing.T) *Game {
	t.Helper()
	data, err := assets.Scenario("cellar.yaml")
	require.NoError(t, err)
	f, err := NewFight("cellar.yaml", data, 1)
	require.NoError(t, err)
	require.NotNil(t, f.Board().Picture, "the shipped map file is found beside the shipped scenario")
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
	o = DrawOptions{TableView: g.TableOn()}
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
	o := DrawOptions{TableView: g.TableOn()}
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

// cellarWithBuckAt is the cellar with Buck on square (x, y) and his turn
// under way.
func cellarWithBuckAt(t *testing.T, x, y int) *Game {
	t.Helper()
	data, err := assets.Scenario("cellar.yaml")
	require.NoError(t, err)
	text := strings.Replace(string(data), "at: [3, 3]", fmt.Sprintf("at: [%d, %d]", x, y), 1)
	for seed := uint64(1); seed < 200; seed++ {
		f, err := NewFight("cellar.yaml", []byte(text), seed)
		require.NoError(t, err)
		g := New(nil)
		g.SetScreenSize(1024, 768)
		g.SetFight(f)
		press(g, CmdNext.Key())
		if up := f.Battle().NextUp(); len(up) > 0 && up[0] == "buck" {
			clickSquare(g, x, y)
			require.Equal(t, "buck", g.ctl.turn())
			return g
		}
	}
	t.Fatal("no seed deals Buck the first card")
	return nil
}

// The cellar's door stands on the line between squares (8, 5) and (9, 5)
// and is named by (9, 5): a click on the door where it is drawn picks it
// from either side of the line (within a quarter inch: the bar is drawn
// 0.2" wide), while a click in the middle of (8, 5) is no door.
func TestADoorOnAPictureMapIsPickedWhereItIsDrawn(t *testing.T) {
	door := func(g *Game) rules.Door {
		ds := g.ctl.Battle().Doors()
		require.Len(t, ds, 1)
		require.Equal(t, rules.Pos{X: 9, Y: 5}, ds[0].At)
		return ds[0]
	}
	for _, x := range []float64{8.9, 9.1, 8.8} {
		g := cellarWithBuckAt(t, 8, 5)
		require.False(t, door(g).Open, "the shrine's door is shut")
		more(t, g, "Door")
		sx, sy := g.cam.ToScreen(pt(x, 5.5))
		click(g, sx, sy)
		assert.Equal(t, rules.KindDoor, lastKind(g), "a click at (%v, 5.5): %s", x, g.ctl.msg)
		assert.True(t, door(g).Open, "a click at (%v, 5.5) opens it", x)
	}

	g := cellarWithBuckAt(t, 8, 5)
	more(t, g, "Door")
	n := len(g.ctl.Battle().Applied)
	sx, sy := g.cam.ToScreen(pt(8.5, 5.5))
	click(g, sx, sy)
	assert.Len(t, g.ctl.Battle().Applied, n, "the middle of a square beside the door is not the door")
	assert.False(t, door(g).Open)
}
