package board

import (
	"slices"

	"battlemat/rules"
)

// WithDoorsOpen runs walk with the shut doors at doors counted open for
// movement, then shuts them again (rules.DoorsAjar: revision 12's plain
// tactic looks for the way to a foe through them). SetDoor would forget
// the shadows and screens twice over, which a map of many thin walls
// works out again at great cost; the walk reads only the terrain layer
// and the thin walls' steps, so those alone are set aside and put back
// (the steps with the same doors open are kept for the next search: a
// picture map's many walls make them dear to work out).
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
	layer, ix := b.terrainIx, b.walls()
	var steps []uint8
	if ix != nil {
		steps = ix.steps
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
	var key []bool
	if ix != nil {
		key = b.doorsOpen()
		ix.steps = nil
		if slices.Equal(key, ix.ajarKey) {
			ix.steps = ix.ajarSteps // the same doors open as last time
		}
	}
	defer func() {
		for i, c := range cells {
			c.Open, c.Blocks = false, blocked[i]
		}
		for _, w := range walls {
			w.Open = false
		}
		b.terrainIx = layer
		if ix != nil {
			if ix.steps != nil {
				ix.ajarKey, ix.ajarSteps = key, ix.steps
			}
			ix.steps = steps
		}
	}()
	walk()
}

// doorsOpen is each door wall's Open, in the order of the board's walls.
func (b *Board) doorsOpen() []bool {
	var out []bool
	for i := range b.Walls {
		if w := &b.Walls[i]; w.Kind == WallDoor {
			out = append(out, w.Open)
		}
	}
	return out
}

var _ rules.DoorsAjar = (*Battlefield)(nil)
