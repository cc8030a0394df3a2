package game

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// Draw writes one line per figure where the layout put them
// (the Heal buttons sit at the right of the wounded's lines).
func (s *aftermathScene) Draw(vw *views, dst *ebiten.Image) {
	l := vw.l
	if vw.c.fight == nil || !l.reserving || !vw.show.Panel {
		return
	}
	x, w, size := l.prompt.X, l.prompt.W, l.size
	for _, r := range l.rows {
		col := color.Color(colWhite)
		if r.out {
			col = colIncap
		} else if r.heal {
			col = colGold
		}
		tw := w
		if r.heal {
			tw = w * 0.72
		}
		drawWrapped(dst, r.text, fontRegular, size*0.9, x, r.y+l.bh*0.12, tw, 1, col)
	}
	if l.rowsLeft > 0 {
		drawText(dst, fmt.Sprintf("and %d more", l.rowsLeft), fontRegular, size*0.9, x, l.rowsEnd, colIncap, text.AlignStart, text.AlignStart)
	}
}
