package game

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"battlemat/rules"
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
	entries = entries[:helpFit(entries, size, w, y, bottom)]
	// A box too small for its one entry cuts it at the box.
	box := dst.SubImage(image.Rect(int(r.X), int(r.Y), int(r.X+r.W), int(r.Y+r.H))).(*ebiten.Image)
	for _, e := range entries {
		y = drawWrapped(box, e.Title, fontBold, size, x, y+size*0.4, w, 1, colCardNow)
		y = drawWrapped(box, e.Text, fontRegular, size*0.9, x, y, w, helpTextLines, colHelpText)
	}
	if y < bottom-size*6 && find == "" {
		drawWrapped(dst, helpKeys(), fontRegular, size*0.75, x, y+size, w, 8, colDim)
	}
}

// helpTextLines is the most lines of one entry's text.
const helpTextLines = 12

// helpEntryHeight is how tall an entry draws: a gap, its title, its text.
func helpEntryHeight(e rules.HelpEntry, size, w float64) float64 {
	n := min(len(wrapLines(e.Text, fontRegular, size*0.9, w)), helpTextLines)
	return size*0.4 + size*1.25 + float64(n)*size*0.9*1.25
}

// helpFit is how many of the entries, from top, end within bottom; at
// least one, so a small screen still shows something.
func helpFit(entries []rules.HelpEntry, size, w, top, bottom float64) int {
	n, y := 0, top
	for _, e := range entries {
		y += helpEntryHeight(e, size, w)
		if y > bottom && n > 0 {
			break
		}
		n++
	}
	return min(n, len(entries))
}
