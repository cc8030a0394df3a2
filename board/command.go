package board

import "battlemat/rules"

// CommandSquares are the squares where an ally of Size 0-3 stands within
// the leader's Command Range (rules.CommandRadius), by the board's
// measure, the leader's own base included; nil for a figure that leads
// nobody. The screens outline them as a ring when the leader is picked.
func (b *Board) CommandSquares(f *Figure) []Square {
	r := rules.CommandRadius(f.Figure, b.Edition)
	if r == 0 {
		return nil
	}
	n := f.Footprint()
	probe := &Figure{Figure: &rules.Figure{}}
	var out []Square
	for y := max(0, f.At.Y-r); y < min(b.H, f.At.Y+n+r); y++ {
		for x := max(0, f.At.X-r); x < min(b.W, f.At.X+n+r); x++ {
			probe.At = Square{X: x, Y: y}
			if b.Distance(f, probe) <= float64(r) {
				out = append(out, probe.At)
			}
		}
	}
	return out
}
