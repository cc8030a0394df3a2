package board

import (
	"math"

	"battlemat/geom"
	"battlemat/rules"
)

// gap is how many squares part two footprints along each axis: 0 when
// they overlap or share a row (column), 1 when they touch.
func gap(a, b *Figure) (dx, dy int) {
	na, nb := a.Footprint(), b.Footprint()
	dx = max(0, b.At.X-(a.At.X+na-1), a.At.X-(b.At.X+nb-1))
	dy = max(0, b.At.Y-(a.At.Y+na-1), a.At.Y-(b.At.Y+nb-1))
	return dx, dy
}

// Distance is how far apart two figures stand, in inches, between their
// nearest squares: Chebyshev (diagonals count 1") unless the board
// measures Euclidean. Adjacent figures are 1" apart.
func (b *Board) Distance(f, g *Figure) float64 {
	dx, dy := gap(f, g)
	if b.Euclidean {
		return math.Hypot(float64(dx), float64(dy))
	}
	return float64(max(dx, dy))
}

// Adjacent reports whether the footprints of f and g touch, diagonals
// included (and they are different figures).
func Adjacent(f, g *Figure) bool {
	if f == g {
		return false
	}
	dx, dy := gap(f, g)
	return max(dx, dy) == 1
}

// engagedAt is Engaged with f standing at s instead.
func (b *Board) engagedAt(f *Figure, s Square, g *Figure) bool {
	moved := Figure{Figure: f.Figure, At: s}
	return b.Engaged(&moved, g)
}

// Foes reports whether f and g are on different sides.
func Foes(f, g *Figure) bool { return f.Side != g.Side }

// up reports whether g still takes part in the fight.
func up(g *Figure) bool { return !g.Incapacitated && !g.Dead }

// GangUp is the Gang Up bonus of attacker against defender in melee. The
// board counts the other foes of the defender adjacent to it that are not
// Stunned, and the defender's allies adjacent to both it and the attacker
// (Stunned or Incapacitated figures count for neither); the rules turn the
// counts into the bonus (rules.GangUpBonus). An attacker not adjacent to
// the defender gets nothing.
func (b *Board) GangUp(attacker, defender *Figure) int {
	if !b.Engaged(attacker, defender) {
		return 0
	}
	extra, cancel := 0, 0
	for _, g := range b.Figures {
		if g == attacker || g == defender || !up(g) || g.Stunned || !b.Engaged(g, defender) {
			continue
		}
		switch {
		case Foes(g, defender):
			extra++
		case b.Engaged(g, attacker):
			cancel++
		}
	}
	return rules.GangUpBonus(extra, cancel)
}

// FreeAttackers lists the foes that get a free attack when f moves to
// square to: each foe adjacent to f where it stands now, neither Shaken
// nor Stunned (nor Incapacitated), that is no longer adjacent at to.
func (b *Board) FreeAttackers(f *Figure, to Square) []*Figure {
	var out []*Figure
	for _, g := range b.Figures {
		if g == f || !Foes(f, g) || !up(g) || g.Shaken || g.Stunned {
			continue
		}
		if b.Engaged(f, g) && !b.engagedAt(f, to, g) {
			out = append(out, g)
		}
	}
	return out
}

// Bystanders lists the figures a stray shot from attacker at target may
// hit: every other figure, of any side, adjacent to the target or whose
// base the straight line between the two centres crosses (a positive
// length inside the base; a line that only grazes it does not count). In
// board order.
func (b *Board) Bystanders(attacker, target *Figure) []*Figure {
	var out []*Figure
	line := geom.Segment{A: attacker.Center(), B: target.Center()}
	for _, g := range b.Figures {
		if bystander(line, g, attacker, target) {
			out = append(out, g)
		}
	}
	return out
}

// bystanderIDs is Bystanders' ids (nil when there is no one), cut from
// free (idSlab): every line of fire the tactic weighs asks for them.
func (b *Board) bystanderIDs(attacker, target *Figure, free *idSlab) []string {
	line := geom.Segment{A: attacker.Center(), B: target.Center()}
	lo, hi := bystanderBox(line, target)
	far := lineFar(line)
	// One pass over the figures into a few places on the stack (a crowd
	// made the second pass cost as much as the first); more than those
	// are counted and taken again.
	var few [16]*Figure
	n := 0
	for _, g := range b.Figures {
		if inBox(g, lo, hi) && !far.misses(g, target) && bystander(line, g, attacker, target) {
			if n < len(few) {
				few[n] = g
			}
			n++
		}
	}
	if n == 0 {
		return nil
	}
	out := free.take(n)
	if n <= len(few) {
		for _, g := range few[:n] {
			out = append(out, g.ID)
		}
		return out
	}
	for _, g := range b.Figures {
		if inBox(g, lo, hi) && !far.misses(g, target) && bystander(line, g, attacker, target) {
			out = append(out, g.ID)
		}
	}
	return out
}

// farLine tells, by a cross product, the bases that a line of fire
// passes at least their radius from: a base the line does not cross.
type farLine struct {
	a, d geom.Point // the line's start and its direction, any length
	l    float64    // the direction's length; 0 tells nothing
}

func lineFar(line geom.Segment) farLine {
	d := line.B.Sub(line.A)
	return farLine{a: line.A, d: d, l: math.Sqrt(d.Dot(d))}
}

// misses reports that g is no bystander of the line to target: not next
// to the target, and the line's infinite extension passes its centre at
// its radius or more, where bystander's distance to the segment (no
// nearer) is not below the radius less geom.Eps (rounding moves either
// by some 1e-16 of the map's size). False says nothing: bystander decides.
func (f farLine) misses(g, target *Figure) bool {
	return f.l > 0 && math.Abs(f.d.Cross(g.Center().Sub(f.a))) >= g.Radius()*f.l && !Adjacent(g, target)
}

// bystanderBox is a box every bystander's base meets (edges included):
// a base the line crosses holds a point of the line, which lies in the
// line's box, and a base next to the target's meets the target's base
// on an edge or corner. So a figure whose base lies wholly outside it
// is no bystander, and the lines of fire the tactic weighs need not
// measure it against the line.
func bystanderBox(line geom.Segment, target *Figure) (lo, hi geom.Point) {
	tx, ty, tn := float64(target.At.X), float64(target.At.Y), float64(target.Footprint())
	lo = geom.Point{X: min(line.A.X, line.B.X, tx), Y: min(line.A.Y, line.B.Y, ty)}
	hi = geom.Point{X: max(line.A.X, line.B.X, tx+tn), Y: max(line.A.Y, line.B.Y, ty+tn)}
	return lo, hi
}

// inBox: g's base meets the box from lo to hi (edges included).
func inBox(g *Figure, lo, hi geom.Point) bool {
	x, y, n := float64(g.At.X), float64(g.At.Y), float64(g.Footprint())
	return x <= hi.X && x+n >= lo.X && y <= hi.Y && y+n >= lo.Y
}

// idSlab hands out pieces of one array of ids, each empty with room for
// its ids, capped, and never handed out again: a line of fire's
// bystanders are kept with its shot's plan, so no piece may be reused,
// but they take one allocation a chunk instead of one each.
type idSlab struct{ free []string }

// take is a piece with room for n ids.
func (s *idSlab) take(n int) []string {
	const chunk = 64
	if n > chunk/4 {
		return make([]string, 0, n)
	}
	if n > len(s.free) {
		s.free = make([]string, chunk)
	}
	p := s.free[:0:n]
	s.free = s.free[n:]
	return p
}

// bystander: g is next to the target or the line between the two
// centres crosses its base.
func bystander(line geom.Segment, g, attacker, target *Figure) bool {
	if g == attacker || g == target {
		return false
	}
	// The line crosses the base when it comes nearer to the centre
	// than the radius (by more than the rules' tolerance).
	return Adjacent(g, target) || line.Dist(g.Center()) < g.Radius()-geom.Eps
}

// AdjacentFoes lists the foes of f, still in the fight, whose footprints
// touch f's: whom f is in melee with (a shooter with one of them next to
// it who fires at anyone else becomes Vulnerable).
func (b *Board) AdjacentFoes(f *Figure) []*Figure {
	var out []*Figure
	for _, g := range b.Figures {
		if Foes(f, g) && up(g) && b.Engaged(f, g) {
			out = append(out, g)
		}
	}
	return out
}
