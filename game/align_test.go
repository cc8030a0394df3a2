package game

import (
	"os"
	"path/filepath"
	"testing"

	"battlemat/assets"
	"battlemat/board"
	"battlemat/geom"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// alignGame opens a copy of testdata/align/crypt.yaml (a picture map at
// 60 px per inch, offset 0, 0) and starts the helper.
func alignGame(t *testing.T) (*Game, string) {
	t.Helper()
	dir := t.TempDir()
	for _, name := range []string{"crypt.yaml", "crypt.png"} {
		data, err := os.ReadFile(filepath.Join("..", "testdata", "align", name))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), data, 0o644))
	}
	path := filepath.Join(dir, "crypt.yaml")
	f, err := OpenFile(path, 1)
	require.NoError(t, err)
	g := New(nil)
	g.SetScreenSize(1280, 800)
	g.SetFight(f)
	press(g, CmdAlign.Key())
	require.True(t, g.ctl.Aligning(), g.ctl.msg)
	return g, path
}

func alignment(c *Controller) [3]float64 {
	p, x, y := c.Alignment()
	return [3]float64{p, x, y}
}

func TestAlignDragMovesTheGridByTheDraggedPicturePixels(t *testing.T) {
	g, _ := alignGame(t)
	s := g.cam.Scale
	x0, y0 := at(g, 5, 4)
	g.Handle(Input{X: x0, Y: y0, Buttons: ButtonLeft})
	g.Handle(Input{X: x0 + s/2, Y: y0 + s/4, Buttons: ButtonLeft})
	g.Handle(Input{X: x0 + s, Y: y0 - s/4, Buttons: ButtonLeft})
	g.Handle(Input{X: x0 + s, Y: y0 - s/4})
	got := alignment(g.ctl)
	assert.InDelta(t, 60, got[0], 1e-9)
	assert.InDelta(t, 60, got[1], 1e-6, "one square right is 60 picture pixels at 60 px per inch")
	assert.InDelta(t, -15, got[2], 1e-6, "a quarter square up")
	assert.Contains(t, g.ctl.msg, "60.00 px per inch, offset [60.0, -15.0]")
	assert.Equal(t, geom.Point{X: 0, Y: 0}, geom.Point{X: g.ctl.Board().Picture.OffsetX, Y: g.ctl.Board().Picture.OffsetY}, "the drawn picture stays until written")
}

func TestAlignScaleKeepsTheGridPointUnderTheCursor(t *testing.T) {
	g, _ := alignGame(t)
	sx, sy := g.cam.ToScreen(geom.Point{X: 3, Y: 2})
	g.Handle(Input{X: sx, Y: sy, WheelY: 2})
	got := alignment(g.ctl)
	require.InDelta(t, 60*1.01*1.01, got[0], 1e-9, "two wheel notches, 1% each")
	// The grid's line 3 across and 2 down still lies at picture pixel (180, 120).
	assert.InDelta(t, 180, got[1]+3*got[0], 1e-6)
	assert.InDelta(t, 120, got[2]+2*got[0], 1e-6)
	cam := g.cam
	press(g, CmdZoomIn.Key())
	assert.InDelta(t, got[0]*1.001, alignment(g.ctl)[0], 1e-9, "+ is a fine step")
	assert.Equal(t, cam, g.cam, "the camera stays while aligning")
	p0 := alignment(g.ctl)
	press(g, CmdPanRight.Key())
	press(g, CmdPanUp.Key())
	assert.Equal(t, [3]float64{p0[0], p0[1] + 1, p0[2] - 1}, alignment(g.ctl), "an arrow nudges one picture pixel")
	assert.Equal(t, cam, g.cam)
}

func TestAlignPinchScalesTheGrid(t *testing.T) {
	g, _ := alignGame(t)
	sx, sy := g.cam.ToScreen(geom.Point{X: 0, Y: 0})
	g.Handle(Input{X: sx, Y: sy, Buttons: ButtonLeft, Pinch: 1, PinchX: sx, PinchY: sy})
	g.Handle(Input{X: sx, Y: sy, Buttons: ButtonLeft, Pinch: 1.1, PinchX: sx, PinchY: sy})
	g.Handle(Input{})
	assert.InDelta(t, [3]float64{66, 0, 0}[0], alignment(g.ctl)[0], 1e-9)
	assert.InDelta(t, 0, alignment(g.ctl)[1], 1e-9, "about the grid's corner: the offset stays")
}

func TestAlignEnterWritesAnAlignedCopyAndKeepsTheOriginal(t *testing.T) {
	g, path := alignGame(t)
	orig, err := os.ReadFile(path)
	require.NoError(t, err)
	a := g.ctl.aligning()
	a.ppi, a.x, a.y = 64, 20, 13
	press(g, CmdNext.Key())
	require.False(t, g.ctl.Aligning(), g.ctl.msg)
	out := filepath.Join(filepath.Dir(path), "crypt.aligned.yaml")
	assert.Contains(t, g.ctl.msg, "written to "+out)
	kept, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, orig, kept, "the original is never overwritten")
	b, err := board.Load(out)
	require.NoError(t, err)
	require.NotNil(t, b.Picture)
	assert.Equal(t, [3]float64{64, 20, 13}, [3]float64{b.Picture.PxPerInch, b.Picture.OffsetX, b.Picture.OffsetY})
	data, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.Contains(t, string(data), "px_per_inch: 64 # a guess\n    offset: [20, 13]\n", "comments are kept")
	assert.Equal(t, 64.0, g.ctl.drawnBoard().Picture.PxPerInch, "the window shows the picture as aligned")
}

func TestAlignTheButtonsWriteAndCancelForAFinger(t *testing.T) {
	g, path := alignGame(t)
	press(g, CmdDeselect.Key())
	press(g, CmdNext.Key()) // the actions are shown once the cards are dealt
	b, ok := g.ButtonFor(CmdAlign)
	require.True(t, ok)
	tapButton(g, b)
	require.True(t, g.ctl.Aligning(), g.ctl.msg)
	c, ok := g.ButtonFor(CmdAlignCancel)
	require.True(t, ok)
	tapButton(g, c)
	assert.False(t, g.ctl.Aligning())
	tapButton(g, b)
	require.True(t, g.ctl.Aligning(), g.ctl.msg)
	b, ok = g.ButtonFor(CmdAlign)
	require.True(t, ok)
	assert.Equal(t, "Align: write", b.Label)
	tapButton(g, b)
	assert.False(t, g.ctl.Aligning())
	assert.FileExists(t, filepath.Join(filepath.Dir(path), "crypt.aligned.yaml"))
}

func TestAlignEscChangesNothing(t *testing.T) {
	g, path := alignGame(t)
	x0, y0 := at(g, 5, 4)
	g.Handle(Input{X: x0, Y: y0, Buttons: ButtonLeft})
	g.Handle(Input{X: x0 + 40, Y: y0, Buttons: ButtonLeft})
	g.Handle(Input{X: x0 + 40, Y: y0})
	press(g, CmdDeselect.Key())
	assert.False(t, g.ctl.Aligning())
	assert.Equal(t, "Alignment left: nothing changed", g.ctl.msg)
	assert.NoFileExists(t, filepath.Join(filepath.Dir(path), "crypt.aligned.yaml"))
	p := g.ctl.Board().Picture
	assert.Equal(t, [3]float64{60, 0, 0}, [3]float64{p.PxPerInch, p.OffsetX, p.OffsetY})
}

func TestAlignOtherCommandsWaitWhileAligning(t *testing.T) {
	g, _ := alignGame(t)
	press(g, CmdShoot.Key())
	assert.True(t, g.ctl.Aligning())
	assert.True(t, g.ctl.msgErr)
	assert.Contains(t, g.ctl.msg, "aligning the grid")
}

func TestAlignIsRefusedOnAMapWithoutAPicture(t *testing.T) {
	g := demoGame(t, demoSeed)
	press(g, CmdAlign.Key())
	assert.False(t, g.ctl.Aligning())
	assert.True(t, g.ctl.msgErr)
	assert.Equal(t, "align: this map has no picture (map.image) to align the grid to", g.ctl.msg)
	_, shown := g.ButtonFor(CmdAlign)
	assert.False(t, shown, "no button where there is nothing to align")

	data, err := assets.Scenario("cellar.yaml")
	require.NoError(t, err)
	f, err := NewFight("cellar.yaml", data, 1)
	require.NoError(t, err)
	g.SetFight(f)
	press(g, CmdAlign.Key())
	assert.False(t, g.ctl.Aligning())
	assert.Equal(t, "align: this map's picture comes from a Universal VTT file, whose grid the file fixes: nothing to align", g.ctl.msg)
}
