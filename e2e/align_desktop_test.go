package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"battlemat/board"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The grid alignment helper in the real window: refused on the cellar
// (a Universal VTT map: its file fixes the grid), and on a battlemap
// picture whose own grid (64 px from pixel 20, 13) the scenario misses
// (60 px from 0, 0): the wheel and + scale the strong grid, a drag moves
// it onto the picture's lines, Enter writes crypt.aligned.yaml beside
// the untouched original.
func TestDesktopAlignTheGridToAPicture(t *testing.T) {
	need(t, haveGL, "no display (DISPLAY unset): run under xvfb-run")
	for _, size := range [][2]int{{1920, 1080}, {1024, 768}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) { alignAt(t, size) })
	}
}

func alignAt(t *testing.T, size [2]int) {
	tag := fmt.Sprintf("align-%dx%d", size[0], size[1])
	t.Run("cellar", func(t *testing.T) {
		g := startGuest(t, size[0], size[1], "play", filepath.Join(moduleRoot(t), "assets", "scenarios", "cellar.yaml"))
		g.frame(2)
		g.ctrl(ebiten.KeyA)
		s := g.snapshot()
		assert.Equal(t, "align: this map's picture comes from a Universal VTT file, whose grid the file fixes: nothing to align", s.Message)
		assert.Empty(t, s.Align)
	})

	dir := t.TempDir()
	for _, name := range []string{"crypt.yaml", "crypt.png"} {
		data, err := os.ReadFile(filepath.Join(moduleRoot(t), "testdata", "align", name))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), data, 0o644))
	}
	path := filepath.Join(dir, "crypt.yaml")
	orig, err := os.ReadFile(path)
	require.NoError(t, err)
	g := startGuest(t, size[0], size[1], "play", path)
	g.frame(2)
	g.key(ebiten.KeyEnter) // deal: the actions (and the helper's buttons) show
	g.ctrl(ebiten.KeyA)
	s := g.snapshot()
	require.Equal(t, []float64{60, 0, 0}, s.Align, s.Message)
	assert.Contains(t, labels(s), "Align: write")
	assert.Contains(t, labels(s), "Align: cancel")
	g.save(g.frame(1), tag+"-start")

	// The map's corner in window points: Ann stands on square (2, 2).
	ann := figure(t, s, "a")
	in := s.Scale / s.DeviceScale
	ox, oy := ann.WindowX-2.5*in, ann.WindowY-2.5*in
	// The wheel about the grid's corner: 1% a notch, the corner stays.
	g.s.MoveCursor(ox, oy)
	for range 2 {
		g.s.ScrollWheel(0, 3)
		g.s.AdvanceTicks(1)
	}
	g.s.ScrollWheel(0, 0)
	g.s.AdvanceTicks(1)
	for range 5 {
		g.key(ebiten.KeyEqual) // 0.1% each
	}
	g.frame(1)
	s = g.snapshot()
	require.Len(t, s.Align, 3)
	assert.InDelta(t, 64, s.Align[0], 0.05)

	// Drag the grid onto the picture's: by the offset still missing.
	dx, dy := (20-s.Align[1])/60*in, (13-s.Align[2])/60*in
	x, y := ox+3*in, oy+3*in
	g.s.MoveCursor(x, y)
	g.s.AdvanceTicks(1)
	g.s.PressMouseButton(ebiten.MouseButtonLeft)
	g.s.AdvanceTicks(1)
	for i := 1; i <= 4; i++ {
		g.s.MoveCursor(x+dx*float64(i)/4, y+dy*float64(i)/4)
		g.s.AdvanceTicks(1)
	}
	g.s.ReleaseMouseButton(ebiten.MouseButtonLeft)
	g.s.AdvanceTicks(2)
	g.frame(1)
	s = g.snapshot()
	require.Len(t, s.Align, 3)
	step := 60 / in // a window point in picture pixels
	assert.InDelta(t, 20, s.Align[1], step+0.5, "the drag moved the grid by the dragged pixels")
	assert.InDelta(t, 13, s.Align[2], step+0.5)
	g.save(g.frame(1), tag+"-aligned")

	g.key(ebiten.KeyEnter)
	g.frame(1)
	s = g.snapshot()
	assert.Empty(t, s.Align, s.Message)
	assert.Contains(t, s.Message, "crypt.aligned.yaml")
	g.save(g.frame(1), tag+"-written")
	kept, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, orig, kept, "the original is never overwritten")
	b, err := board.Load(filepath.Join(dir, "crypt.aligned.yaml"))
	require.NoError(t, err)
	assert.InDelta(t, 64, b.Picture.PxPerInch, 0.05)
	assert.InDelta(t, 20, b.Picture.OffsetX, step+0.5)
}
