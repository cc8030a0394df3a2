package board

import "battlemat/rules"

// WithDoorsOpen runs walk with the shut doors at doors counted open for
// movement, then shuts them again (rules.DoorsAjar: revision 12's plain
// tactic looks for the way to a foe through them). SetDoor would forget
// the shadows and screens twice over, which a map of many thin walls
// works out again at great cost; the walk reads only the terrain layer
// and the thin walls' steps, so those alone are set aside and put back.
func (t *Battlefield) WithDoorsOpen(doors []rules.Pos, walk func()) {
	b := t.B
	var cells []*Terrain
	var walls []*Wall
	for _, at := range doors {
		if b.InBounds(at) {
			if c := &b.Cells[at.Y*b.W+at.X]; c.Door {
				if !c.Open {
					cells = append(cells, c)
				}
				continue
			}
		}
		if w := b.thinDoor(at); w != nil && !w.Open {
			walls = append(walls, w)
		}
	}
	if len(cells) == 0 && len(walls) == 0 {
		walk()
		return
	}
	layer := b.terrainIx
	var steps []uint8
	if b.wallIx != nil {
		steps = b.wallIx.steps
	}
	blocked := make([]bool, len(cells))
	for i, c := range cells {
		blocked[i] = c.Blocks
		c.Open, c.Blocks = true, false
	}
	for _, w := range walls {
		w.Open = true
	}
	b.terrainIx = nil
	if b.wallIx != nil {
		b.wallIx.steps = nil
	}
	defer func() {
		for i, c := range cells {
			c.Open, c.Blocks = false, blocked[i]
		}
		for _, w := range walls {
			w.Open = false
		}
		b.terrainIx = layer
		if b.wallIx != nil {
			b.wallIx.steps = steps // nil when the index was built inside walk
		}
	}()
	walk()
}

var _ rules.DoorsAjar = (*Battlefield)(nil)
