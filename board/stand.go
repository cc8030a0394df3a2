package board

import (
	"fmt"

	"battlemat/rules"
)

var _ rules.StandBattlefield = (*Battlefield)(nil)

// CanStand says why the figure could not stand with its base's corner on
// the square (off the map, a wall or closed door, a gap, another figure
// there), nil when it could: a Teleport's destination.
func (t *Battlefield) CanStand(id string, at rules.Pos) error {
	f := t.fig(id)
	if f == nil {
		return fmt.Errorf("no figure %q on the board", id)
	}
	return t.B.CanStand(f, at)
}

// CanStand is the board's side of Battlefield.CanStand, for a screen
// that holds only the board (a phone shading Teleport's reach).
func (b *Board) CanStand(f *Figure, at rules.Pos) error {
	id := f.ID
	n := f.Footprint()
	if !b.BaseFits(at, n) {
		return fmt.Errorf("%s is off the map", at)
	}
	for y := at.Y; y < at.Y+n; y++ {
		for x := at.X; x < at.X+n; x++ {
			s := Square{X: x, Y: y}
			tr := b.At(s)
			if tr.Blocks { // an open or broken door does not
				return fmt.Errorf("%s is blocked (%c)", s, tr.Symbol)
			}
			if g := b.FigureAt(s); g != nil && g.ID != id {
				return fmt.Errorf("%s is taken by %s", s, g.Name)
			}
		}
	}
	if b.HasGaps() && b.GapUnder(at, n) {
		return fmt.Errorf("%s is over a gap", at)
	}
	return nil
}
