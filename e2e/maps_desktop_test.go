package e2e

import (
	"fmt"
	"image"
	"path/filepath"
	"testing"

	"battlemat/board"
	"battlemat/game"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// warmAt counts the pixels within r of (x, y) (window points) that are
// the brazier's glowing coals: red well over blue.
func warmAt(img *image.RGBA, x, y, r, scale float64) int {
	n := 0
	for py := int((y - r) * scale); py <= int((y+r)*scale); py++ {
		for px := int((x - r) * scale); px <= int((x+r)*scale); px++ {
			if !(image.Point{px, py}.In(img.Rect)) {
				continue
			}
			c := img.RGBAAt(px, py)
			if int(c.R) > int(c.B)+90 && c.R > 150 {
				n++
			}
		}
	}
	return n
}

// The cellar demo on its picture map: the picture lies under the grid
// (the brazier's coals where the map file puts them), F7 draws the thin
// walls for the GM, F6 strengthens the grid, and the picture stays put at
// another zoom and window size.
func TestDesktopCellarPictureMap(t *testing.T) {
	need(t, haveGL, "no display (DISPLAY unset): run under xvfb-run")
	for _, size := range [][2]int{{1920, 1080}, {1024, 768}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) { cellarAt(t, size) })
	}
}

func cellarAt(t *testing.T, size [2]int) {
	{
		g := startGuest(t, size[0], size[1], "play", filepath.Join(moduleRoot(t), "assets", "scenarios", "cellar.yaml"))
		scale := ebiten.Monitor().DeviceScaleFactor()
		tag := fmt.Sprintf("cellar-%dx%d", size[0], size[1])
		img := g.frame(5)
		g.save(img, tag)
		s := g.snapshot()
		require.Equal(t, "The Chapel Cellar", s.Scenario)
		buck := figure(t, s, "buck")
		in := s.Scale / s.DeviceScale
		// The brazier stands at (4.5, 6) inches; Buck's centre is at (3.5, 3.5).
		bx, by := buck.WindowX+1.0*in, buck.WindowY+2.5*in
		assert.Greater(t, warmAt(img, bx, by, in*0.2, scale), 10, "the brazier's coals are drawn where the map puts them")
		assert.Less(t, warmAt(img, bx+3*in, by, in*0.2, scale), 3, "and nowhere else")

		// The map's buttons sit among the actions, shown once dealt.
		g.key(ebiten.KeyEnter)
		g.key(ebiten.KeyF7)
		walls := g.frame(1)
		g.save(walls, tag+"-walls")
		assert.Contains(t, labels(g.snapshot()), "GM: walls shown")
		g.key(ebiten.KeyF6)
		g.save(g.frame(1), tag+"-grid-normal")
		s = g.snapshot()
		assert.Contains(t, labels(s), "Grid: normal")
		// The round's strip has moved the map: find the brazier again.
		buck = figure(t, s, "buck")
		in = s.Scale / s.DeviceScale
		bx, by = buck.WindowX+1.0*in, buck.WindowY+2.5*in

		// Zoom in about the brazier: it stays under the cursor.
		g.s.MoveCursor(bx, by)
		g.s.ScrollWheel(0, 4)
		g.s.AdvanceTicks(1)
		g.s.ScrollWheel(0, 0)
		zoomed := g.frame(2)
		g.save(zoomed, tag+"-zoomed")
		s2 := g.snapshot()
		assert.Greater(t, s2.Scale, s.Scale)
		assert.Greater(t, warmAt(zoomed, bx, by, in*0.2, scale), 10, "the picture zooms with the grid")
	}
}

func labels(s game.Snapshot) []string {
	var out []string
	for _, b := range s.Buttons {
		out = append(out, b.Label)
	}
	return out
}

// render's handout of the cellar: the picture under the grid (the
// brazier's coals at (4.5, 6)), the dark shrine shaded darker than the lit
// store room, and a picture map's thin walls left off.
func TestRenderImageDrawsThePictureAndItsLight(t *testing.T) {
	need(t, haveGL, "no display (DISPLAY unset): run under xvfb-run")
	b, err := board.Load(filepath.Join(moduleRoot(t), "assets", "scenarios", "cellar.yaml"))
	require.NoError(t, err)
	const ppi = 64 // the picture's own scale
	img, err := game.RenderImage(b, ppi)
	require.NoError(t, err)
	savePNG(t, filepath.Join(outDir(t), "render-cellar.png"), img)
	cam := game.Camera{Scale: ppi, X: game.Margin * ppi, Y: game.Margin * ppi}
	coals := at(img, cam, 4.5, 6)
	assert.Greater(t, int(coals.R), int(coals.B)+90, "the brazier's coals: %v", coals)
	lit, dark := at(img, cam, 5.3, 6.3), at(img, cam, 12.3, 8.3)
	assert.Greater(t, int(lit.R)+int(lit.G), int(dark.R)+int(dark.G)+80, "the store room is lit, the shrine dark: %v %v", lit, dark)
}
