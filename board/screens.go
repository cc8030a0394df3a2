package board

import "battlemat/rules"

// screenLayer is, for each square, how many squares from it along its row
// are open ground (neither blocking nor giving cover: nothing a line of
// sight looks at), up to the next square that may screen or the row's
// end, at most 255. The line of sight steps over them instead of reading
// each square's Terrain: most of a field is open ground. Worked out once
// per board's cells; a door that opens or shuts marks it stale
// (forgetShadows), and boards that share it see that too.
type screenLayer struct {
	cells *Terrain
	n, w  int
	stale bool
	skip  []uint8
}

// screens gives the board's layer, built again when the cells changed.
func (b *Board) screens() *screenLayer {
	if len(b.Cells) == 0 || b.W <= 0 {
		return &screenLayer{}
	}
	if l := b.screenIx; l != nil && !l.stale && l.cells == &b.Cells[0] && l.n == len(b.Cells) && l.w == b.W {
		return l
	}
	// A stale layer of the same size is filled again in place: a fight's
	// reset of the doors costs no allocation. A board copied from this one
	// (sharing the layer) checks the cells before it reads it.
	l := b.screenIx
	if l == nil || len(l.skip) != len(b.Cells) {
		l = &screenLayer{skip: make([]uint8, len(b.Cells))}
	}
	l.cells, l.n, l.w, l.stale = &b.Cells[0], len(b.Cells), b.W, false
	for y := 0; y*b.W < len(b.Cells); y++ {
		row := b.Cells[y*b.W : min((y+1)*b.W, len(b.Cells))]
		skip := l.skip[y*b.W : y*b.W+len(row)]
		run := 0
		for x := len(row) - 1; x >= 0; x-- {
			if t := &row[x]; t.Blocks || t.Cover != rules.NoCover {
				run = 0
			} else {
				run = min(run+1, 255)
			}
			skip[x] = uint8(run)
		}
	}
	b.screenIx = l
	return l
}

// screensChanged marks the layer stale (a door opened, shut or broke).
func (b *Board) screensChanged() {
	if b.screenIx != nil {
		b.screenIx.stale = true
	}
}
