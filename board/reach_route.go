package board

import "battlemat/rules"

// routeTo is ReachJumping's answer for the one square to, as a route
// asks it: the same window and the same search, stopped once to's cost
// is final. Every step and jump costs at least 1" and a position's cost
// and parent change only for a cheaper way, so once every bucket below
// to's cost less one is expanded, nothing can lower to's cost or that of
// any position on the way back to the start: they are what the whole
// search would leave. The answer lists to alone (when reached). A prone
// figure's two layers (standing up, crawling) get the whole reach.
func (r *Reacher) routeTo(b *Board, f *Figure, run int, j rules.Jumping, to Square) (*Reach, error) {
	if f == nil || f.Figure == nil || f.Prone {
		return r.reach(b, f, run, j)
	}
	r.jump = j
	if err := r.begin(b, f, run); err != nil {
		return nil, err
	}
	r.exhausted = false
	npos := len(r.pos)
	dist := r.dist[:npos]
	for i := range dist {
		dist[i] = unseen
	}
	start := r.index(f.At)
	if x, y := to.X-r.ox, to.Y-r.oy; x < 0 || y < 0 || x >= r.pw || y >= r.ph {
		return &r.res, nil // outside the window: beyond the budget or off the map
	}
	at := r.index(to)
	if at != start && r.pos[at]&posEnd == 0 {
		return &r.res, nil // no figure may end there
	}
	r.bindUntil()
	r.routeAt, r.until = at, r.untilRoute
	if r.n == 1 && (!r.gaps || r.jump == (rules.Jumping{})) {
		r.routeBound(to)
	}
	r.search(layerWalk, start, 0, r.res.Budget, 0)
	r.until, r.prune = nil, false
	switch {
	case at == start:
		r.res.Squares = append(r.res.Squares, ReachSquare{Square: to})
	case dist[at] != unseen:
		r.res.Squares = append(r.res.Squares, ReachSquare{Square: to, Cost: int(dist[at])})
	}
	return &r.res, nil
}

// routeUntil stops routeTo's search before the bucket just below the
// route's square's cost: what it and later ones reach costs at least
// that, so no way there gets cheaper.
func (r *Reacher) routeUntil(dist []int32, _ []int32, c int) bool {
	d := dist[r.routeAt]
	return d != unseen && int(d) <= c+1
}

// ReachWithin is Reach's squares that cost at most within, from a search
// of within inches: a square's cheapest way passes only cheaper ones, so
// those squares, their costs and their order are Reach's.
func (r *Reacher) ReachWithin(b *Board, f *Figure, run, within int) (*Reach, error) {
	r.capped, r.within = true, max(within, 0)
	m, err := r.reach(b, f, run, rules.Jumping{})
	r.capped = false
	return m, err
}

// routeBound has searchSmall leave out the positions from which to lies
// farther (in straight steps, each costing at least 1") than the budget
// left: no way to to within the budget passes them, and a position that
// is left out only ever gives its neighbours ways dearer than the budget
// allows, so the route's positions, their costs, their parents and the
// order of the buckets are what the whole search leaves (h is
// Chebyshev's distance to to, which a step changes by at most 1). Not
// with jumps over gaps, whose length is not bound by their cost.
func (r *Reacher) routeBound(to Square) {
	r.h = grow(r.h, len(r.pos))
	tx, ty := to.X-r.ox, to.Y-r.oy
	for y := range r.ph {
		row := (y+1)*r.stride + 1
		dy := max(y-ty, ty-y)
		for x := range r.pw {
			r.h[row+x] = int32(max(dy, x-tx, tx-x))
		}
	}
	r.prune, r.bound, r.pruned = true, r.res.Budget, false
}
