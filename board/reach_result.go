package board

// What a Reach answers once it is worked out: the cost of a square and
// the path to it.

// find returns the Reach entry for s.
func (m *Reach) find(s Square) (ReachSquare, bool) {
	lo, hi := 0, len(m.Squares)
	for lo < hi {
		mid := (lo + hi) / 2
		q := m.Squares[mid].Square
		if q.Y < s.Y || (q.Y == s.Y && q.X < s.X) {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	if lo < len(m.Squares) && m.Squares[lo].Square == s {
		return m.Squares[lo], true
	}
	return ReachSquare{}, false
}

// Cost is the Pace it takes to end on s, and whether s can be reached.
func (m *Reach) Cost(s Square) (int, bool) {
	rs, ok := m.find(s)
	return rs.Cost, ok
}

// Path is the cheapest way to s: the positions from the start to s, both
// included; nil when s cannot be reached. It is the caller's: found in
// the search's scratch and copied out in one allocation (a move keeps
// its route in the battle's log).
func (m *Reach) Path(s Square) []Square {
	r := m.r
	if r == nil {
		return m.AppendPath(nil, s)
	}
	r.steps = m.AppendPath(r.steps[:0], s)
	if len(r.steps) == 0 {
		return nil
	}
	return append(make([]Square, 0, len(r.steps)), r.steps...)
}

// pathIn is Path cut from slab: a move keeps its route, and the tactic
// plans a move most turns, so a piece of a shared array each saves an
// allocation a route.
func (m *Reach) pathIn(s Square, slab *squareSlab) []Square {
	r := m.r
	if r == nil {
		return m.Path(s)
	}
	r.steps = m.AppendPath(r.steps[:0], s)
	return slab.keep(r.steps)
}

// squareSlab hands out capped pieces of one array of squares, never the
// same twice: a route kept in a move's plan or the log is never written
// by a later one, and an append to it copies.
type squareSlab struct{ free []Square }

// keep is a piece holding a copy of xs (nil for none).
func (s *squareSlab) keep(xs []Square) []Square {
	const chunk = 128
	n := len(xs)
	switch {
	case n == 0:
		return nil
	case n > chunk/4:
		return append(make([]Square, 0, n), xs...)
	case n > len(s.free):
		s.free = make([]Square, chunk)
	}
	p := s.free[:n:n]
	s.free = s.free[n:]
	copy(p, xs)
	return p
}

// AppendPath appends Path(s) to dst (allocating nothing when dst has room).
func (m *Reach) AppendPath(dst []Square, s Square) []Square {
	rs, ok := m.find(s)
	if !ok {
		return dst
	}
	r := m.r
	if s == m.Start {
		return append(dst, s)
	}
	layer := layerWalk
	if rs.Prone {
		layer = layerCrawl
	}
	parent := r.parent[layer*len(r.pos) : (layer+1)*len(r.pos)]
	from := len(dst)
	for i := r.index(s); i >= 0; i = int(parent[i]) {
		q := r.square(i)
		dst = append(dst, q)
		if p := int(parent[i]); p >= 0 {
			// A jump's parent is where it started, in a straight line:
			// the squares between, from q back toward it.
			ps := r.square(p)
			dx, dy := sign(ps.X-q.X), sign(ps.Y-q.Y)
			for x, y := q.X+dx, q.Y+dy; x != ps.X || y != ps.Y; x, y = x+dx, y+dy {
				dst = append(dst, Square{X: x, Y: y})
			}
		}
	}
	// The walk went from s back to the start: turn it round.
	for i, j := from, len(dst)-1; i < j; i, j = i+1, j-1 {
		dst[i], dst[j] = dst[j], dst[i]
	}
	return dst
}

// FreeAttackers lists the foes that get a free attack if the figure moves
// to s (see Board.FreeAttackers).
func (m *Reach) FreeAttackers(b *Board, s Square) []*Figure { return b.FreeAttackers(m.Figure, s) }
