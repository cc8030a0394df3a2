package game

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Game is the ebiten game: for now a plain battlemat grid.
type Game struct {
	// Cols and Rows are the map size in 1" squares.
	Cols, Rows int
	// PxPerInch is the zoom.
	PxPerInch float32
}

// New returns a game showing a cols x rows grid.
func New(cols, rows int) *Game {
	return &Game{Cols: cols, Rows: rows, PxPerInch: 32}
}

// Update advances the game one tick.
func (g *Game) Update() error { return nil }

var (
	paper = color.RGBA{0xf4, 0xef, 0xe1, 0xff}
	ink   = color.RGBA{0x9a, 0x93, 0x80, 0xff}
)

// Draw paints the grid; it never changes state.
func (g *Game) Draw(screen *ebiten.Image) {
	screen.Fill(color.RGBA{0x30, 0x30, 0x30, 0xff})
	s := g.PxPerInch
	w, h := float32(g.Cols)*s, float32(g.Rows)*s
	vector.FillRect(screen, 0, 0, w, h, paper, false)
	for x := 0; x <= g.Cols; x++ {
		vector.StrokeLine(screen, float32(x)*s, 0, float32(x)*s, h, 1, ink, false)
	}
	for y := 0; y <= g.Rows; y++ {
		vector.StrokeLine(screen, 0, float32(y)*s, w, float32(y)*s, 1, ink, false)
	}
}

// Layout uses the window's size as the screen size.
func (g *Game) Layout(outsideWidth, outsideHeight int) (int, int) {
	return outsideWidth, outsideHeight
}
