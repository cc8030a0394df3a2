package e2e

import (
	"fmt"
	"image"
	"path/filepath"
	"strings"
	"testing"

	"battlemat/assets"
	"battlemat/board"
	"battlemat/game"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The SBT laid over Cultist 5 hidden in the trees: the GM's frame names
// and rings the ambusher, the table view's frame shows neither (frames
// kept at 1024x768 and 1920x1080).
func TestTheGMsTemplateShowsTheAmbusherTheTablesDoesNot(t *testing.T) {
	need(t, haveGL, "no display (DISPLAY unset): run under xvfb-run")
	data, err := assets.Scenario("demo.yaml")
	require.NoError(t, err)
	src := strings.Replace(string(data), "    name: Cultist 5\n", "    name: Cultist 5\n    hidden: true\n", 1)
	for _, sz := range [][2]int{{1024, 768}, {1920, 1080}} {
		f, err := game.NewFight("ambush.yaml", []byte(src), 12)
		require.NoError(t, err)
		g := game.New(nil)
		g.SetScreenSize(sz[0], sz[1])
		g.SetFight(f)
		for range 2 { // Measure: the ruler, then the SBT
			g.Handle(game.Input{Keys: game.CmdTool.Key()})
			g.Handle(game.Input{})
		}
		x, y := g.Camera().ToScreen(board.Square{X: 14, Y: 3}.Center())
		g.Handle(game.Input{X: x, Y: y, Buttons: game.ButtonLeft})
		g.Handle(game.Input{X: x, Y: y})
		assert.NotContains(t, g.Snapshot().Message, "Cultist 5")

		screen := ebiten.NewImage(sz[0], sz[1])
		shot := func(name string) *image.RGBA {
			img := image.NewRGBA(image.Rect(0, 0, sz[0], sz[1]))
			g.Draw(screen)
			screen.ReadPixels(img.Pix)
			savePNG(t, filepath.Join(outDir(t), fmt.Sprintf("template-hidden-%dx%d-%s.png", sz[0], sz[1], name)), img)
			return img
		}
		gm := shot("gm")
		g.ToggleTable()
		require.True(t, g.TableOn())
		table := shot("table")
		assert.NotEqual(t, gm.Pix, table.Pix)
		screen.Deallocate()
	}
}
