package game

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// Draw lays the rules help over the map, with the key list made from the
// command table (on the screens whose view shows the help).
func (h *helpScene) Draw(vw *views, dst *ebiten.Image) {
	if vw.c.fight == nil || !vw.show.Help {
		return
	}
	u, r := vw.l.u, vw.l.help
	fillRect(dst, r, color.RGBA{0x08, 0x0a, 0x10, 0xff}) // opaque: the map never shows through
	size := u * 0.8
	x, y, w, bottom := r.X+u*0.5, r.Y+u*0.5, r.W-u, r.Y+r.H
	find := h.find
	y = drawWrapped(dst, "Rules help: type to search ("+find+"_), Esc or F1 closes, Page Up/Down turn the page.", fontBold, size, x, y, w, 2, colAce)
	entries := h.list()
	if len(entries) == 0 {
		drawWrapped(dst, "Nothing matches \""+find+"\": Backspace to erase.", fontRegular, size, x, y+size*0.5, w, 2, colWhite)
		return
	}
	entries = entries[min(h.page, len(entries)):]
	for _, e := range entries {
		if y > bottom-size*3 {
			break
		}
		y = drawWrapped(dst, e.Title, fontBold, size, x, y+size*0.4, w, 1, colCardNow)
		y = drawWrapped(dst, e.Text, fontRegular, size*0.9, x, y, w, 12, colHelpText)
	}
	if y < bottom-size*6 && find == "" {
		drawWrapped(dst, helpKeys(), fontRegular, size*0.75, x, y+size, w, 8, colDim)
	}
}
