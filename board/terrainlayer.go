package board

// terrainLayer is the board's terrain as the reach search reads it, one
// byte a square (sqWall, sqDiff, sqGap), worked out once per board so
// that a search copies its window row by row instead of reading every
// square's Terrain. It remembers the cells it was made from; a door that
// opens or closes marks it stale (terrainChanged), and boards that share
// it (a copied Board) see that too.
type terrainLayer struct {
	cells *Terrain
	n     int
	stale bool
	sq    []uint8
	gaps  bool // the board holds a gap at all
}

// terrain gives the board's layer, built again when the cells changed.
func (b *Board) terrain() *terrainLayer {
	if len(b.Cells) == 0 {
		return &terrainLayer{}
	}
	if l := b.terrainIx; l != nil && !l.stale && l.cells == &b.Cells[0] && l.n == len(b.Cells) {
		return l
	}
	l := &terrainLayer{cells: &b.Cells[0], n: len(b.Cells), sq: make([]uint8, len(b.Cells))}
	for i := range b.Cells {
		t := &b.Cells[i]
		var v uint8
		if t.Blocks {
			v = sqWall
		}
		if t.Difficult {
			v |= sqDiff
		}
		if t.Gap {
			v |= sqGap
			l.gaps = true
		}
		l.sq[i] = v
	}
	b.terrainIx = l
	return l
}

// terrainChanged forgets the layer (a door opened, closed or broke).
func (b *Board) terrainChanged() {
	if b.terrainIx != nil {
		b.terrainIx.stale = true
		b.terrainIx = nil
	}
}

// posOf is a position's flags from what its footprint covers (sq bits,
// ORed over the footprint); small: a Size 0-3 figure, whose flags carry
// the square's wall and difficult ground.
var posOf = func() (t [2][64]uint8) {
	for all := range 64 {
		for small := range 2 {
			var v uint8
			if small == 1 {
				if all&sqWall != 0 {
					v |= posWall
				}
				if all&sqDiff != 0 {
					v |= posDiff
				}
				if all&sqDeep != 0 {
					v |= posDeep
				}
			}
			if all&(sqWall|sqFoe) == 0 && all&sqGap != 0 {
				v |= posGap
			}
			if all&(sqWall|sqFoe|sqGap) == 0 {
				v |= posPass
				if all&sqBody == 0 {
					v |= posEnd
				}
			}
			t[small][all] = v
		}
	}
	return t
}()

// walkSteps gives the steps out of square (x, y) of a board w by h
// squares (bits in the order of steps) that a one-square figure walking
// may take by the terrain alone, as nextOpen reads a lazy window's flags:
// onto the board, onto no wall or gap, and on a diagonal past no wall on
// either side. Only for a board without gaps: there a foe on a gap
// changes what a diagonal may pass.
func (l *terrainLayer) walkSteps(x, y, w, h int) uint8 {
	if x == 0 || y == 0 || x == w-1 || y == h-1 {
		return l.walkStepsAtEdge(x, y, w, h)
	}
	sq, k := l.sq, y*w+x
	e, west, s, n := sq[k+1], sq[k-1], sq[k+w], sq[k-w]
	const no = sqWall | sqGap // no square to step onto
	var m uint8
	if e&no == 0 {
		m |= 1 << 0
	}
	if west&no == 0 {
		m |= 1 << 1
	}
	if s&no == 0 {
		m |= 1 << 2
	}
	if n&no == 0 {
		m |= 1 << 3
	}
	if sq[k+w+1]&no == 0 && (e|s)&sqWall == 0 {
		m |= 1 << 4
	}
	if sq[k-w+1]&no == 0 && (e|n)&sqWall == 0 {
		m |= 1 << 5
	}
	if sq[k+w-1]&no == 0 && (west|s)&sqWall == 0 {
		m |= 1 << 6
	}
	if sq[k-w-1]&no == 0 && (west|n)&sqWall == 0 {
		m |= 1 << 7
	}
	return m
}

// walkStepsAtEdge is walkSteps step by step, for a square on the board's
// edge.
func (l *terrainLayer) walkStepsAtEdge(x, y, w, h int) uint8 {
	var m uint8
	for d, st := range steps {
		nx, ny := x+st[0], y+st[1]
		if uint(nx) >= uint(w) || uint(ny) >= uint(h) || l.sq[ny*w+nx]&(sqWall|sqGap) != 0 {
			continue // off the board, or no square to step onto
		}
		if d >= 4 && (l.sq[y*w+nx]|l.sq[ny*w+x])&sqWall != 0 {
			continue // a diagonal past a wall
		}
		m |= 1 << d
	}
	return m
}
