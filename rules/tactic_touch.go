package rules

import (
	"math"
	"slices"
)

// The plain tactic's measures of where foes stand: the gap between bases
// and the squares that touch a foe, the goals of its approach walk.

// gap is the Chebyshev distance in squares between a base of n squares at
// p and a foe's base: 1 when they touch.
func gap(p Pos, n int, g foe) int {
	dx := max(g.pos.X-(p.X+n-1), p.X-(g.pos.X+g.size-1), 0)
	dy := max(g.pos.Y-(p.Y+n-1), p.Y-(g.pos.Y+g.size-1), 0)
	return max(dx, dy)
}

func chebyshev(a, b Pos) int { return max(a.X-b.X, b.X-a.X, a.Y-b.Y, b.Y-a.Y) }

// nearestGap is the gap from a base at p to the nearest of the foes.
func nearestGap(p Pos, n int, fs []foe) int {
	best := math.MaxInt
	for _, g := range fs {
		best = min(best, gap(p, n, g))
	}
	return best
}

// FigureMeasurer is an optional part of a Battlefield: Distance(who,
// g.ID) and Position(g.ID) in one call, told that g is likely the figure
// at place i of Figures(), so that the table need not find it by its id
// (the tactic measures every foe twice a turn).
type FigureMeasurer interface {
	Measure(who string, g *Figure, i int) (dist float64, at Pos)
}

// countedFar bounds the distances sortFoes sorts by counting.
const countedFar = 4096

// sortFoes appends fs to dst nearest first, ties in their order in fs:
// what a stable sort by distance gives. When every distance is a whole
// number of inches below countedFar (a grid's measure) it counts them
// instead of sorting (the tactic sorts every foe twice a turn, and the
// sort's moves of whole foes weighed more than the rest of the list).
func (p *Plain) sortFoes(dst, fs []foe) []foe {
	hi := 0
	for _, g := range fs {
		if !(g.dist >= 0 && g.dist < countedFar) || g.dist != math.Trunc(g.dist) {
			dst = append(dst, fs...)
			slices.SortStableFunc(dst, func(a, c foe) int {
				switch {
				case a.dist < c.dist:
					return -1
				case a.dist > c.dist:
					return 1
				}
				return 0
			})
			return dst
		}
		hi = max(hi, int(g.dist))
	}
	at := grow(p.counts, hi+2)
	p.counts = at
	clear(at)
	for _, g := range fs {
		at[int(g.dist)+1]++
	}
	for i := 1; i < len(at); i++ {
		at[i] += at[i-1] // at[d]: where the first foe at d goes
	}
	start := len(dst)
	dst = slices.Grow(dst, len(fs))[:start+len(fs)]
	for _, g := range fs {
		dst[start+int(at[int(g.dist)])] = g
		at[int(g.dist)]++
	}
	return dst
}

// touchingFar is more than the distance between two bases that touch
// (1" side by side, or diagonally 1" on a grid and 1.41" by a Euclidean
// measure): a foe farther than this is not adjacent.
const touchingFar = 1.5

// foesNear appends to dst the foes of fs that a base of n squares at a
// position within the box x0..x1, y0..y1 may touch or overlap (gap 1 or
// 0). Each gap is at least its gap to the nearest corner of the box, so
// no foe left out can make nearestGap 1 or less there.
func foesNear(dst, fs []foe, n, x0, y0, x1, y1 int) []foe {
	if x0 > x1 || y0 > y1 {
		return dst // no position at all
	}
	for _, g := range fs {
		dx := max(g.pos.X-(x1+n-1), x0-(g.pos.X+g.size-1), 0)
		dy := max(g.pos.Y-(y1+n-1), y0-(g.pos.Y+g.size-1), 0)
		if max(dx, dy) <= 1 {
			dst = append(dst, g)
		}
	}
	return dst
}

// touching answers nearestGap(q, n, fs) == 1 with one look-up: a base
// of n squares at q touches a foe and overlaps none. The walk's search
// asks it of every square it settles, so a loop over the foes there cost
// most of a fight on a large map.
type touching struct {
	x0, y0, w, h int
	cell         []bool
	// boxes holds each foe's ring's box (revision 11's walk aims at the
	// nearest: ApproachWalkAStar).
	boxes []Box
	bx    Box            // box's answer, kept here so it need not escape
	at1   func(Pos) bool // at as a func, made once: a method value escapes each time
	self  *touching      // whom at1 is bound to (a copied touching makes its own)
}

// mark sets up the answers for bases of n squares and the foes fs: true
// on each foe's ring of positions at gap 1, then false again on every
// position overlapping a foe (gap 0 wins over any other foe's ring).
func (t *touching) mark(n int, fs []foe) {
	x0, y0, x1, y1 := math.MaxInt, math.MaxInt, math.MinInt, math.MinInt
	for _, g := range fs {
		x0, y0 = min(x0, g.pos.X-n), min(y0, g.pos.Y-n)
		x1, y1 = max(x1, g.pos.X+g.size), max(y1, g.pos.Y+g.size)
	}
	t.x0, t.y0, t.w, t.h = x0, y0, x1-x0+1, y1-y0+1
	if len(fs) == 0 {
		t.w, t.h = 0, 0
	}
	t.cell = grow(t.cell, t.w*t.h)
	clear(t.cell)
	t.boxes = t.boxes[:0]
	for _, g := range fs {
		t.boxes = append(t.boxes, Box{Min: Pos{X: g.pos.X - n, Y: g.pos.Y - n}, Max: Pos{X: g.pos.X + g.size, Y: g.pos.Y + g.size}})
	}
	box := func(g foe, d int, v bool) {
		for y := g.pos.Y - n + 1 - d; y <= g.pos.Y+g.size-1+d; y++ {
			row := (y - t.y0) * t.w
			for x := g.pos.X - n + 1 - d; x <= g.pos.X+g.size-1+d; x++ {
				t.cell[row+x-t.x0] = v
			}
		}
	}
	for _, g := range fs {
		box(g, 1, true)
	}
	for _, g := range fs {
		box(g, 0, false)
	}
}

// box is the box of every position at answers true, nil when there is
// none.
func (t *touching) box() *Box {
	if t.w == 0 || t.h == 0 {
		return nil
	}
	t.bx = Box{Min: Pos{X: t.x0, Y: t.y0}, Max: Pos{X: t.x0 + t.w - 1, Y: t.y0 + t.h - 1}}
	return &t.bx
}

// atFunc is at as a func value, made on first use and kept.
func (t *touching) atFunc() func(Pos) bool {
	if t.self != t {
		t.self, t.at1 = t, t.at
	}
	return t.at1
}

// at reports whether a base at q touches a foe and overlaps none.
func (t *touching) at(q Pos) bool {
	x, y := q.X-t.x0, q.Y-t.y0
	return x >= 0 && y >= 0 && x < t.w && y < t.h && t.cell[y*t.w+x]
}

func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}
