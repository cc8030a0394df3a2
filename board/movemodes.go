package board

import "battlemat/rules"

// Movement modes on the grid (rules/movemodes.go): what each changes in
// the search of reach.go. Flying: difficult ground (low walls included)
// costs 1" and gaps are flown over, never stopped over; walls, closed
// doors and foes still stop it. Burrowing: every square costs 1" and
// walls, thin walls, gaps and figures are passed under; it ends only where
// a walker could stand. Aquatic: water costs 1"; a swimmer that starts in
// water moves at its swimming Pace and pays 2" for each square of land.
// Can't Swim (revision 6): a walker pays 3" for each inch of water.
// Climbing (Wall Walker, revision 8): a low wall (crossable ground that
// gives cover) costs 1", and gaps are climbed across, never stopped in;
// other difficult ground, walls, closed doors and foes are as to a walker.

// MovementOf is how f moves from where it stands.
func (b *Board) MovementOf(f *Figure) rules.Movement {
	if m, ok := b.Moving[f.ID]; ok {
		return m
	}
	if !f.HasEffects() {
		return rules.Movement{Pace: f.CurrentPace()}
	}
	return f.Movement(b.waterUnder(f.At, f.Footprint()))
}

// waterUnder: a square of the base at s is water.
func (b *Board) waterUnder(s Square, n int) bool {
	for y := s.Y; y < s.Y+n && y < b.H; y++ {
		for x := s.X; x < s.X+n && x < b.W; x++ {
			if x >= 0 && y >= 0 && b.Cells[y*b.W+x].Water {
				return true
			}
		}
	}
	return false
}

// InWater says whether the figure stands in water (rules.GroundBattlefield).
func (t *Battlefield) InWater(id string) bool {
	f := t.fig(id)
	return f != nil && t.B.waterUnder(f.At, f.Footprint())
}

var _ rules.GroundBattlefield = (*Battlefield)(nil)

// modeSquares rewrites the window's squares (x0, y0, sw x sh) for a mode
// other than walking (reach.go's window calls it only then).
func (r *Reacher) modeSquares(b *Board, x0, y0, sw, sh int) {
	m := r.mv
	for y := 0; y < sh; y++ {
		cells := b.Cells[(y0+y)*b.W+x0 : (y0+y)*b.W+x0+sw]
		out := r.sq[(y+1)*r.sstride+1 : (y+1)*r.sstride+1+sw]
		for x := range cells {
			v := out[x]
			switch m.Mode {
			case rules.ModeFly:
				v &^= sqDiff
				if v&sqGap != 0 {
					v = v&^sqGap | sqBody
				}
			case rules.ModeBurrow:
				if v&(sqWall|sqGap) != 0 {
					v = sqBody
				}
				v &^= sqDiff
			case rules.ModeClimb:
				if cells[x].Cover != rules.NoCover && !cells[x].Blocks && !cells[x].Water {
					v &^= sqDiff
				}
				if v&sqGap != 0 {
					v = v&^sqGap | sqBody
				}
			case rules.ModeSwim:
				if !cells[x].Water && v&sqWall == 0 {
					v |= sqDiff
				}
			}
			if m.Aquatic && cells[x].Water {
				v &^= sqDiff
			}
			if m.NoSwim && cells[x].Water && v&sqWall == 0 {
				v |= sqDiff | sqDeep // Can't Swim: 3" an inch of water
			}
			out[x] = v
		}
	}
	if m.Mode == rules.ModeFly || m.Mode == rules.ModeBurrow || m.Mode == rules.ModeClimb {
		r.gaps = false
	}
}
