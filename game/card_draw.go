package game

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// drawCardBox lays a figure card's lines (card.go cardLines: the title
// first, in bold) in a box over the top of m, wrapped to its width, its
// type made smaller until every line fits m's height: a card is never
// cut off, on a 390x844 phone as on a tablet. scale is the screen's
// device pixels a CSS pixel.
func drawCardBox(screen *ebiten.Image, m Rect, lines []string, scale float64) {
	pad := 8 * scale
	w := m.W - 2*pad
	size := 15 * scale
	var wrapped [][]string
	for ; ; size *= 0.9 {
		wrapped = wrapped[:0]
		n := 0
		for _, l := range lines {
			wl := wrapText(l, int((w-2*pad)/(size*0.52)))
			wrapped = append(wrapped, wl)
			n += len(wl)
		}
		if float64(n)*size*1.3+2*pad <= m.H-2*pad || size < 7 {
			break
		}
	}
	lineH := size * 1.3
	h := 2 * pad
	for _, wl := range wrapped {
		h += float64(len(wl)) * lineH
	}
	x, y := m.X+pad, m.Y+pad
	vector.FillRect(screen, float32(x), float32(y), float32(w), float32(h), color.RGBA{0x1d, 0x1f, 0x23, 0xf0}, false)
	vector.StrokeRect(screen, float32(x), float32(y), float32(w), float32(h), 1, colPanelDim, false)
	y += pad
	for i, wl := range wrapped {
		src := fontRegular
		if i == 0 {
			src = fontBold
		}
		for _, l := range wl {
			drawText(screen, l, src, size, x+pad, y, colPanelText, text.AlignStart, text.AlignStart)
			y += lineH
		}
	}
}
