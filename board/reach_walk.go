package board

import "battlemat/rules"

// WalkTo finds the square Reach would list with the lowest cost (ties: the
// first by y, then x) other than the start that goal accepts, and calls
// stop for each square of the cheapest way there after the start on which
// the figure may end, as Reach lists it; false when there is none. It gives
// what Reach and Path give, but the search stops at the cost of that
// square: distances and paths up to a cost do not depend on anything
// farther out, because Dijkstra settles the buckets in order. A prone
// figure (two layers) gets the whole Reach.
func (r *Reacher) WalkTo(b *Board, f *Figure, run int, goal func(Square) bool, stop func(s ReachSquare)) (bool, error) {
	if f == nil || f.Figure == nil {
		return false, errNoFigure
	}
	r.exhausted = false
	if f.Prone {
		m, err := r.Reach(b, f, run)
		if err != nil {
			return false, err
		}
		best := -1
		for i, s := range m.Squares {
			if s.Square != m.Start && (best < 0 || s.Cost < m.Squares[best].Cost) && goal(s.Square) {
				best = i
			}
		}
		if best < 0 {
			return false, nil
		}
		for _, p := range m.Path(m.Squares[best].Square)[1:] {
			if rs, ok := m.find(p); ok {
				stop(rs)
			}
		}
		return true, nil
	}
	// First in a window half the size (a quarter of the squares to set up)
	// when it is big: a walk that ends within it is the same walk, as
	// WalkTo's doc says; one that runs out of squares before it runs out
	// of budget would find nothing in the whole window either.
	full := budgetOf(b, f, run)
	if first := max(full/2, full-run, minHalfWalk); run >= 0 && first < full {
		ok, err := r.walk(b, f, run-(full-first), goal, stop)
		if err != nil || ok || r.exhausted {
			return ok, err
		}
	}
	return r.walk(b, f, run, goal, stop)
}

// minHalfWalk is the budget below which WalkTo searches its whole window
// at once.
const minHalfWalk = 12

// walk is WalkTo's search of a standing figure with the budget of run.
func (r *Reacher) walk(b *Board, f *Figure, run int, goal func(Square) bool, stop func(s ReachSquare)) (bool, error) {
	if err := r.begin(b, f, run); err != nil {
		return false, err
	}
	r.jump = rules.Jumping{} // the program's own walks never jump
	budget := r.res.Budget
	npos := len(r.pos)
	for i := range r.dist[:npos] {
		r.dist[i] = unseen
	}
	start := r.index(f.At)
	found := -1
	r.cut, r.exhausted = false, false
	r.until = func(dist []int32, bucket []int32, c int) bool {
		for _, i32 := range bucket {
			i := int(i32)
			if dist[i] != int32(c) || i == start || r.pos[i]&posEnd == 0 || (found >= 0 && i >= found) {
				continue
			}
			if goal(r.square(i)) {
				found = i
			}
		}
		return found >= 0
	}
	r.search(layerWalk, start, 0, budget, 0)
	r.until = nil
	if found < 0 {
		r.exhausted = !r.cut
		return false, nil
	}
	// The way back from the square to the start, then forwards.
	parent := r.parent[:npos]
	path := r.path[:0]
	for i := found; i != start; i = int(parent[i]) {
		path = append(path, int32(i))
	}
	r.path = path
	for j := len(path) - 1; j >= 0; j-- {
		i := int(path[j])
		if r.pos[i]&posEnd != 0 {
			stop(ReachSquare{Square: r.square(i), Cost: int(r.dist[i])})
		}
	}
	return true, nil
}

// WalkExhausted reports whether the last WalkTo found no square because
// none is reachable at all: its search ran out of squares before its
// budget did, so a longer run would find nothing either. False after any
// other call.
func (r *Reacher) WalkExhausted() bool { return r.exhausted }
