package game

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"battlemat/board"
)

// The ring of a picked leader's Command Range (Command, Hold the Line!,
// Natural Leader...): the outline of the squares where an ally gets its
// bonus (board.CommandSquares), drawn in the window and on every hosted
// screen.

var colCommand = color.RGBA{0x4d, 0xa3, 0xff, 0xff}

// CommandRing is the outline of the picked leader's Command Range as
// segments between squares within it and squares without, in map
// inches (nil: no leader picked).
func CommandRing(b *board.Board, id string) [][2]board.Square {
	if b == nil || id == "" {
		return nil
	}
	f := b.Figure(id)
	if f == nil {
		return nil
	}
	sq := b.CommandSquares(f)
	if len(sq) == 0 {
		return nil
	}
	in := make(map[board.Square]bool, len(sq))
	for _, s := range sq {
		in[s] = true
	}
	var out [][2]board.Square
	for _, s := range sq {
		x, y := s.X, s.Y
		if !in[board.Square{X: x - 1, Y: y}] {
			out = append(out, [2]board.Square{{X: x, Y: y}, {X: x, Y: y + 1}})
		}
		if !in[board.Square{X: x + 1, Y: y}] {
			out = append(out, [2]board.Square{{X: x + 1, Y: y}, {X: x + 1, Y: y + 1}})
		}
		if !in[board.Square{X: x, Y: y - 1}] {
			out = append(out, [2]board.Square{{X: x, Y: y}, {X: x + 1, Y: y}})
		}
		if !in[board.Square{X: x, Y: y + 1}] {
			out = append(out, [2]board.Square{{X: x, Y: y + 1}, {X: x + 1, Y: y + 1}})
		}
	}
	return out
}

// drawCommandRing outlines the leader's Command Range on dst.
func drawCommandRing(dst *ebiten.Image, cam Camera, b *board.Board, id string) {
	ring := CommandRing(b, id)
	if ring == nil {
		return
	}
	w := f32(math.Max(2, cam.Scale/12))
	for _, e := range ring {
		x0, y0 := cam.ToScreen(pt(float64(e[0].X), float64(e[0].Y)))
		x1, y1 := cam.ToScreen(pt(float64(e[1].X), float64(e[1].Y)))
		vector.StrokeLine(dst, f32(x0), f32(y0), f32(x1), f32(y1), w+2, withAlpha(colBlack, 0x90), true)
		vector.StrokeLine(dst, f32(x0), f32(y0), f32(x1), f32(y1), w, colCommand, true)
	}
}
