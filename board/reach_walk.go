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
	return r.walkTo(b, f, run, goal, nil, stop)
}

// WalkToIn is WalkTo told that goal accepts no position outside box: the
// walk of a Size 0-3 figure sets up only the positions that could lie on
// a way to the box within its budget (walkWindow), unless it must search
// every position to say that no goal can be reached. The same answer as
// WalkTo's when goal keeps to the box.
func (r *Reacher) WalkToIn(b *Board, f *Figure, run int, goal func(Square) bool, box rules.Box, stop func(s ReachSquare)) (bool, error) {
	return r.walkTo(b, f, run, goal, &box, stop)
}

func (r *Reacher) walkTo(b *Board, f *Figure, run int, goal func(Square) bool, box *rules.Box, stop func(s ReachSquare)) (bool, error) {
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
		ok, err := r.walk(b, f, run-(full-first), goal, box, stop)
		if err != nil || ok || r.exhausted {
			return ok, err
		}
	}
	return r.walk(b, f, run, goal, box, stop)
}

// minHalfWalk is the budget below which WalkTo searches its whole window
// at once.
const minHalfWalk = 12

// walk is WalkTo's search of a standing figure with the budget of run.
//
// For a Size 0-3 figure it first searches only the positions that can
// lie on a way to a goal of cost at most bound: Dijkstra's order (by
// cost, then the order positions were first reached at that cost) with
// every position left out whose cost plus its straight (Chebyshev)
// distance to the nearest goal exceeds bound. That distance never
// overstates a step (each costs 1" or more and moves one square), so
// every cheaper way to a position kept is kept too, and the positions
// kept are reached in the same order, from the same position before,
// as by the whole search: the same square, the same way. bound starts
// at the start's distance and grows until a goal is found; when nothing
// was left out, or the bound reached the budget, the answer is the
// whole search's.
func (r *Reacher) walk(b *Board, f *Figure, run int, goal func(Square) bool, box *rules.Box, stop func(s ReachSquare)) (bool, error) {
	if err := r.prepare(b, f, run); err != nil {
		return false, err
	}
	r.jump = rules.Jumping{} // the program's own walks never jump
	budget := r.res.Budget
	full := fullWindow(b, f, budget)
	win, near := full, true
	if box != nil && f.Footprint() == 1 {
		win, near = walkWindow(full, f.At, *box, budget)
	}
	r.window(b, f, win)
	npos := len(r.pos)
	for i := range r.dist[:npos] {
		r.dist[i] = unseen
	}
	start := r.index(f.At)
	r.bindUntil()
	r.found, r.walkStart, r.walkGoal = -1, start, goal
	defer func() { r.walkGoal = nil }()
	r.cut, r.exhausted = false, false
	if r.n == 1 && near {
		gb := win // every position may be a goal
		if box != nil {
			gb = *box
		}
		if hs := r.goalDistances(goal, gb, start); hs <= budget {
			r.until = r.untilNear
			for bound, slack := hs, 0; ; {
				r.prune, r.bound, r.pruned = true, bound, false
				r.search(layerWalk, start, 0, budget, 0)
				if r.found >= 0 || !r.pruned {
					break // the whole search's answer
				}
				if bound >= budget {
					break // nothing within the budget: the whole search says how
				}
				r.cut = false
				for _, bk := range r.buckets {
					for _, i := range bk {
						r.dist[i] = unseen
					}
				}
				slack = 2*slack + 2
				bound = min(budget, hs+slack)
			}
			r.prune, r.until = false, nil
			if r.found >= 0 || !r.pruned {
				return r.walked(r.found, start, stop), nil
			}
			r.cut = false
			for _, bk := range r.buckets {
				for _, i := range bk {
					r.dist[i] = unseen
				}
			}
		}
	}
	if win != full {
		// The whole search, which says whether any budget would find a
		// goal, needs every position.
		r.window(b, f, full)
		for i := range r.dist[:len(r.pos)] {
			r.dist[i] = unseen
		}
		start = r.index(f.At)
	}
	r.walkStart = start
	r.until = r.untilGoal
	r.search(layerWalk, start, 0, budget, 0)
	r.until = nil
	return r.walked(r.found, start, stop), nil
}

// bindUntil makes walk's two stopping rules as funcs once (a closure
// made at every walk escapes to the heap); a copied Reacher binds its
// own.
func (r *Reacher) bindUntil() {
	if r.untilFor != r {
		r.untilFor, r.untilNear, r.untilGoal = r, r.nearUntil, r.goalUntil
		r.untilRoute = r.routeUntil
	}
}

// nearUntil stops the pruned walk at the first bucket holding a goal
// (h 0), the lowest such position found.
func (r *Reacher) nearUntil(dist []int32, bucket []int32, c int) bool {
	for _, i32 := range bucket {
		if i := int(i32); dist[i] == int32(c) && r.h[i] == 0 && (r.found < 0 || i < r.found) {
			r.found = i
		}
	}
	return r.found >= 0
}

// goalUntil stops the whole walk at the first bucket holding a square
// the goal accepts that the figure may end on.
func (r *Reacher) goalUntil(dist []int32, bucket []int32, c int) bool {
	for _, i32 := range bucket {
		i := int(i32)
		if dist[i] != int32(c) || i == r.walkStart || r.pos[i]&posEnd == 0 || (r.found >= 0 && i >= r.found) {
			continue
		}
		if r.walkGoal(r.square(i)) {
			r.found = i
		}
	}
	return r.found >= 0
}

// farGoal is goalDistances' distance of a window without goals: far
// beyond any budget, and room to add to it.
const farGoal = 1 << 29

// walked reports the way to found (-1: none) through stop, or sets
// exhausted.
func (r *Reacher) walked(found, start int, stop func(s ReachSquare)) bool {
	if found < 0 {
		r.exhausted = !r.cut
		return false
	}
	// The way back from the square to the start, then forwards.
	parent := r.parent[:len(r.pos)]
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
	return true
}

// goalDistances fills r.h with each position's Chebyshev distance (in
// steps, walls ignored) to the nearest position of the window other than
// start that the figure may end on and goal accepts, and returns start's
// (farGoal or more when the window holds no goal). goal is asked only
// within box, outside which it accepts nothing. Two passes of the 3x3
// chamfer give the exact chessboard distance.
func (r *Reacher) goalDistances(goal func(Square) bool, box rules.Box, start int) int {
	npos := len(r.pos)
	r.h = grow(r.h, npos)
	h, st := r.h, r.stride
	// The padding is far from every goal; the forward pass marks the goals
	// and fills the rest of each row from the squares before it.
	for i := range h[:st] {
		h[i] = farGoal
	}
	for i := (r.ph + 1) * st; i < npos; i++ {
		h[i] = farGoal
	}
	any := false
	// The box's columns and rows in the window.
	bx0, bx1 := box.Min.X-r.ox, box.Max.X-r.ox
	by0, by1 := box.Min.Y-r.oy, box.Max.Y-r.oy
	for y := 0; y < r.ph; y++ {
		row := (y+1)*st + 1
		h[row-1], h[row+r.pw] = farGoal, farGoal
		inRows := y >= by0 && y <= by1
		for x := 0; x < r.pw; x++ {
			i := row + x
			if inRows && x >= bx0 && x <= bx1 && r.pos[i]&posEnd != 0 && i != start && goal(Square{X: r.ox + x, Y: r.oy + y}) {
				h[i], any = 0, true
				continue
			}
			h[i] = min(farGoal, h[i-1]+1, h[i-st-1]+1, h[i-st]+1, h[i-st+1]+1)
		}
	}
	if !any {
		return farGoal
	}
	for y := r.ph - 1; y >= 0; y-- {
		row := (y+1)*st + 1
		for i := row + r.pw - 1; i >= row; i-- {
			h[i] = min(h[i], h[i+1]+1, h[i+st+1]+1, h[i+st]+1, h[i+st-1]+1)
		}
	}
	return int(h[start])
}

// WalkExhausted reports whether the last WalkTo found no square because
// none is reachable at all: its search ran out of squares before its
// budget did, so a longer run would find nothing either. False after any
// other call.
func (r *Reacher) WalkExhausted() bool { return r.exhausted }

// walkWindow is the window of a Size 0-3 figure's pruned walk from s to
// goals within box, and false when box lies beyond the budget (no goal
// can be reached: the whole search must say how). The pruned search keeps
// only positions p with cost(p) + h(p) <= budget, so with Chebyshev
// distances |s.x-p.x| + (p.x's distance from the box's columns) <= budget
// and the same down the rows: p lies within the box of s and box widened
// on each side by half what the budget leaves. One ring more is set up
// so that every step out of a kept position sees the squares the full
// window would show it (and is pruned, not walled, like there); and the
// goal distances in the window are those in the full window, as every
// goal in reach lies in it and a rectangle holds a shortest chessboard
// way between any two of its squares.
func walkWindow(full rules.Box, s Square, box rules.Box, budget int) (rules.Box, bool) {
	dx := max(box.Min.X-s.X, s.X-box.Max.X, 0)
	dy := max(box.Min.Y-s.Y, s.Y-box.Max.Y, 0)
	if max(dx, dy) > budget {
		return full, false
	}
	ex, ey := (budget-dx)/2+1, (budget-dy)/2+1
	return rules.Box{
		Min: Square{X: max(full.Min.X, min(s.X, box.Min.X)-ex), Y: max(full.Min.Y, min(s.Y, box.Min.Y)-ey)},
		Max: Square{X: min(full.Max.X, max(s.X, box.Max.X)+ex), Y: min(full.Max.Y, max(s.Y, box.Max.Y)+ey)},
	}, true
}
