package board

import (
	"math/bits"
	"slices"

	"battlemat/rules"
)

// WalkToNear is WalkTo told that goal accepts only positions within one of
// boxes, searched as revision 11's plain tactic walks (ApproachWalkAStar):
// an A* search from the start, its estimate the straight (Chebyshev)
// distance to the nearest box, so that on open ground it settles about the
// squares of one way instead of the whole cone of equally cheap ones.
// It ends on a goal at the cheapest cost, as WalkTo does, but among
// equally cheap goals and ways it may pick others. A prone figure gets
// WalkTo's whole Reach.
func (r *Reacher) WalkToNear(b *Board, f *Figure, run int, goal func(Square) bool, boxes []rules.Box, stop func(s ReachSquare)) (bool, error) {
	if f == nil || f.Figure == nil {
		return false, errNoFigure
	}
	r.exhausted = false
	if len(boxes) == 0 {
		return false, nil
	}
	if f.Prone {
		return r.walkTo(b, f, run, goal, nil, stop)
	}
	if err := r.prepare(b, f, run); err != nil {
		return false, err
	}
	r.jump = rules.Jumping{} // the program's own walks never jump
	r.boxes = boxes
	r.sortBoxes(f.At)
	budget := r.res.Budget
	full := fullWindow(b, f, budget)
	s := f.At
	// First the box of the start and its nearest goal box, a few squares
	// wider for a step around a figure; wider again when a way out of it
	// could have been cheaper than the goal found in it.
	near, nd := boxes[0], chebyshevToBox(s, boxes[0])
	for _, bx := range boxes[1:] {
		if d := chebyshevToBox(s, bx); d < nd {
			near, nd = bx, d
		}
	}
	for margin := 4; ; margin = 4*margin + nd/2 {
		win := rules.Box{
			Min: Square{X: max(full.Min.X, min(s.X, near.Min.X)-margin), Y: max(full.Min.Y, min(s.Y, near.Min.Y)-margin)},
			Max: Square{X: min(full.Max.X, max(s.X, near.Max.X)+margin), Y: min(full.Max.Y, max(s.Y, near.Max.Y)+margin)},
		}
		found, leak := r.astar(b, f, goal, win, full, budget)
		if win == full {
			return r.walked(found, r.index(s), stop), nil
		}
		if found >= 0 && int(r.dist[found]) <= leak {
			return r.walked(found, r.index(s), stop), nil
		}
		if found < 0 && leak == unseen {
			// No way out of the window within the budget either: the
			// whole search would find no goal (r.cut says whether a
			// longer run could).
			return r.walked(found, r.index(s), stop), nil
		}
	}
}

// chebyshevToBox is the straight distance in steps (walls ignored) from
// position p to the nearest position of box.
func chebyshevToBox(p Square, box rules.Box) int {
	dx := max(box.Min.X-p.X, p.X-box.Max.X, 0)
	dy := max(box.Min.Y-p.Y, p.Y-box.Max.Y, 0)
	return max(dx, dy)
}

// nearH is A*'s estimate at position p: the straight distance to the
// nearest of r.boxes. It never exceeds the cost of a way there (every
// step costs 1" or more and moves one square), so the search ends on the
// cheapest goal; and it changes by at most one a step, so a position is
// settled once.
//
// The boxes are kept nearest the start first (r.near): by the triangle
// inequality a box d0 steps from the start lies at least d0 - k steps
// from a position k steps from it, so once that bound reaches the least
// distance found, no later box can be nearer.
func (r *Reacher) nearH(p Square) int32 {
	h := int32(unseen)
	x, y := int32(p.X), int32(p.Y)
	k := max(x-r.from.X, r.from.X-x, y-r.from.Y, r.from.Y-y)
	for _, b := range r.near {
		if b.d0-k >= h {
			break
		}
		dx := max(b.x0-x, x-b.x1, 0)
		dy := max(b.y0-y, y-b.y1, 0)
		h = min(h, max(dx, dy))
	}
	return h
}

// nearStep is nearH at square (x, y), one step from a square whose
// estimate is hk, the same value found sooner: the estimate changes by at
// most one a step, so a box hk-1 away is a nearest one and ends the
// search; and the box nearest last time is asked first (the next square's
// nearest is most often the same), which can only end the search earlier.
func (r *Reacher) nearStep(x, y, hk int32) int32 {
	lb := hk - 1
	h := int32(unseen)
	if b := &r.lastBox; r.hasLast {
		h = max(b.x0-x, x-b.x1, b.y0-y, y-b.y1, 0)
		if h <= lb {
			return h
		}
	}
	k := max(x-r.from.X, r.from.X-x, y-r.from.Y, r.from.Y-y)
	for _, b := range r.near {
		if b.d0-k >= h {
			break
		}
		if d := max(b.x0-x, x-b.x1, b.y0-y, y-b.y1, 0); d < h {
			h, r.lastBox = d, b
			if h <= lb {
				break
			}
		}
	}
	return h
}

// nearBox is a goal box in int32 with its straight distance d0 from the
// start of the walk.
type nearBox struct {
	x0, y0, x1, y1, d0 int32
}

// sortBoxes sets r.near to r.boxes, nearest the start s first.
func (r *Reacher) sortBoxes(s Square) {
	r.from = struct{ X, Y int32 }{int32(s.X), int32(s.Y)}
	r.near = r.near[:0]
	for _, bx := range r.boxes {
		r.near = append(r.near, nearBox{x0: int32(bx.Min.X), y0: int32(bx.Min.Y), x1: int32(bx.Max.X), y1: int32(bx.Max.Y),
			d0: int32(chebyshevToBox(s, bx))})
	}
	slices.SortStableFunc(r.near, func(a, b nearBox) int { return int(a.d0 - b.d0) })
	if r.hasLast = len(r.near) > 0; r.hasLast {
		r.lastBox = r.near[0]
	}
}

// queued is one entry of A*'s queue: position i (in astarOpen, the
// board's square i) reached at cost g, with f = g + estimate, queued
// seq-th.
type queued struct {
	f, g, seq, i int32
}

// before orders the queue: the least f first; among equal f the deeper
// (greater g), so that on open ground the search runs down one way
// instead of widening the cone; then the first queued. A position's
// neighbours are queued straight steps first, then diagonals (as
// revision 10's walk orders its steps), so a way runs straight along its
// longer leg and takes its diagonals last. The street's odds showed how
// much that order matters (docs/editions.md).
func (a queued) before(b queued) bool {
	switch {
	case a.f != b.f:
		return a.f < b.f
	case a.g != b.g:
		return a.g > b.g
	}
	return a.seq < b.seq
}

// The queue keeps one list per f. The current f's list is a stack whose
// top is the next in before's order: sorted so when the search reaches
// that f, and after that only a settled position's neighbours of the same
// f join it, deeper than all it holds (so on top, the first queued
// last). The same order as a heap by before, without its upkeep.

// pop takes the next position in before's order from f *cur on (false:
// none left).
func (r *Reacher) pop(cur *int32) (queued, bool) {
	for int(*cur) < len(r.fq) {
		q := r.fq[*cur]
		if n := len(q); n > 0 {
			r.fq[*cur] = q[:n-1]
			return q[n-1], true
		}
		*cur++
		if int(*cur) < len(r.fq) {
			r.order(r.fq[*cur]) // reached: the last in before's order first, the top last
		}
	}
	return queued{}, false
}

// order sorts q, a list of one f queued in seq order, into the reverse of
// before's order: the least g first and, within a g, the last queued
// first. One f leaves g at most f+1 values, so a counting sort by g
// over q from its end does it (a stable sort by g of the reversed list;
// seq is unique, so any sort gives this very order).
func (r *Reacher) order(q []queued) {
	if len(q) < 2 {
		return
	}
	lo, hi := q[0].g, q[0].g
	for _, o := range q[1:] {
		lo, hi = min(lo, o.g), max(hi, o.g)
	}
	if lo == hi {
		slices.Reverse(q)
		return
	}
	at := grow(r.byG, int(hi-lo)+2)
	clear(at)
	for _, o := range q {
		at[o.g-lo+1]++
	}
	for k := 1; k < len(at); k++ {
		at[k] += at[k-1] // at[g-lo]: where the entries of g begin
	}
	out := grow(r.sorted, len(q))
	for k := len(q) - 1; k >= 0; k-- {
		o := q[k]
		out[at[o.g-lo]] = o
		at[o.g-lo]++
	}
	copy(q, out)
	r.byG, r.sorted = at, out
}

// astar searches win (within full, the positions the budget allows) from
// the figure's square for the cheapest position goal accepts within
// r.boxes, and returns its index (-1: none within the budget) and leak:
// the least cost (a lower bound) at which a way leaving win could reach
// a goal (unseen when none could within the budget). It sets r.cut when
// the budget kept a position or a goal out.
func (r *Reacher) astar(b *Board, f *Figure, goal func(Square) bool, win, full rules.Box, budget int) (int, int) {
	lazy := r.canLazy(b, f)
	if lazy {
		r.lazyWindow(b, f, win)
		defer r.unmark()
	} else {
		r.window(b, f, win)
	}
	npos := len(r.pos)
	dist, parent := r.dist[:npos], r.parent[:npos]
	r.h = grow(r.h, npos)
	hs := r.h // each position's estimate, worked out once (-1: not yet)
	if !lazy {
		for i := range dist {
			dist[i], hs[i] = unseen, -1
		}
	}
	r.cut = false
	leak := unseen
	start := r.index(f.At)
	if lazy {
		r.fill(start)
	}
	h := r.nearH(f.At)
	if int(h) > budget {
		r.cut = true
		return -1, leak
	}
	dist[start], parent[start] = 0, -1
	if cap(r.fq) < budget+1 {
		r.fq = append(r.fq[:cap(r.fq)], make([][]queued, budget+1-cap(r.fq))...)
	}
	r.fq = r.fq[:budget+1]
	for k := range r.fq {
		r.fq[k] = r.fq[k][:0]
	}
	cur := h
	r.fq[cur] = append(r.fq[cur], queued{f: h, g: 0, i: int32(start)})
	seq := int32(1)
	// The window's edges that a way may leave by onto the board (-2:
	// none, no position lies there).
	edges := [4]int{-2, -2, -2, -2}
	if win.Min.X > full.Min.X {
		edges[0] = 0
	}
	if win.Max.X < full.Max.X {
		edges[1] = r.pw - 1
	}
	if win.Min.Y > full.Min.Y {
		edges[2] = 0
	}
	if win.Max.Y < full.Max.Y {
		edges[3] = r.ph - 1
	}
	if lazy && !b.terrain().gaps {
		return r.astarOpen(b, goal, start, cur, win, full, edges, budget)
	}
	if lazy {
		return r.astarOne(goal, start, cur, win, full, edges, budget)
	}
	st := r.stride
	cell := r.pos
	offs := [8]int{1, -1, st, -st, st + 1, -st + 1, st - 1, -st - 1}
	var next [8]int32
	var dir [8]uint8  // for a large base: the step to next[k]
	var sib [8]queued // the neighbours just queued at the current f
	for {
		var o queued
		var ok bool
		if q := r.fq[cur]; len(q) > 0 {
			o, r.fq[cur] = q[len(q)-1], q[:len(q)-1] // pop's common case
		} else if o, ok = r.pop(&cur); !ok {
			break
		}
		i := int(o.i)
		if o.g != dist[i] {
			continue // stale: a cheaper way was found
		}
		if i != start && cell[i]&posEnd != 0 && goal(r.square(i)) {
			return i, leak
		}
		c := int(o.g)
		if px, py := i%st-1, i/st-1; px == edges[0] || px == edges[1] || py == edges[2] || py == edges[3] {
			leak = r.leakOut(px, py, c, win, full, budget, leak)
		}
		k, ns := 0, 0
		if r.n == 1 {
			if eb := r.eb[i]; eb != 0 {
				k = r.nextWalled(i, eb, next[:])
			} else {
				k = nextOpen(cell, i, st, &next)
			}
		} else {
			for d, o := range offs {
				j := i + o
				if cell[j]&posPass == 0 || r.eb[i]&(1<<d) != 0 || (d >= 4 && (r.cutsWall(i, d) || r.cutsGap(i, d))) {
					continue
				}
				next[k], dir[k] = int32(j), uint8(d)
				k++
			}
		}
		for x, j32 := range next[:k] {
			j := int(j32)
			var nc int
			if r.n == 1 {
				nc = c + 1 + int(cell[j]&posDiff/posDiff) + int(cell[j]&posDeep/posDeep)
			} else {
				nc = c + 1 + r.entersDifficult(j, int(dir[x]))
			}
			if nc > budget {
				r.cut = r.cut || dist[j] == unseen
				continue
			}
			if int32(nc) >= dist[j] {
				continue
			}
			hj := hs[j]
			if hj < 0 {
				hj = r.nearH(r.square(j))
				hs[j] = hj
			}
			if nc+int(hj) > budget {
				r.cut = true // a goal this way lies beyond the budget
				continue
			}
			dist[j], parent[j] = int32(nc), int32(i)
			if q := (queued{f: int32(nc) + hj, g: int32(nc), seq: seq, i: int32(j)}); q.f == cur {
				sib[ns] = q
				ns++
			} else {
				r.fq[q.f] = append(r.fq[q.f], q)
			}
			seq++
		}
		for ns > 0 { // on the stack, the first queued on top
			ns--
			r.fq[cur] = append(r.fq[cur], sib[ns])
		}
	}
	return -1, leak
}

// astarOne is astar's search in a lazy window (a one-square base walking,
// no thin walls: reach_lazy.go), the same steps in the same order, in a
// loop of its own: it runs for most of the plain tactic's walks, and
// apart from the general one its state fits the machine's registers.
func (r *Reacher) astarOne(goal func(Square) bool, start int, cur int32, win, full rules.Box, edges [4]int, budget int) (int, int) {
	leak, cut := unseen, false
	st, cell := r.stride, r.pos
	dist, parent, hs := r.dist[:len(cell)], r.parent[:len(cell)], r.h[:len(cell)]
	seq, bud := int32(1), int32(budget)
	var next [8]int32
	var sib [8]queued // the neighbours just queued at the current f
	for {
		var o queued
		var ok bool
		if q := r.fq[cur]; len(q) > 0 {
			o, r.fq[cur] = q[len(q)-1], q[:len(q)-1] // pop's common case
		} else if o, ok = r.pop(&cur); !ok {
			break
		}
		i := int(o.i)
		if o.g != dist[i] {
			continue // stale: a cheaper way was found
		}
		if i != start && cell[i]&posEnd != 0 && goal(r.square(i)) {
			r.cut = r.cut || cut
			return i, leak
		}
		px, py := i%st-1, i/st-1
		r.fillAround(i, px, py)
		if px == edges[0] || px == edges[1] || py == edges[2] || py == edges[3] {
			leak = r.leakOut(px, py, int(o.g), win, full, budget, leak)
		}
		ns := 0
		for _, j32 := range next[:nextOpen(cell, i, st, &next)] {
			cj := cell[j32]
			nc := o.g + 1 + int32(cj&posDiff/posDiff) + int32(cj&posDeep/posDeep)
			if nc > bud {
				cut = cut || dist[j32] == unseen
				continue
			}
			if nc >= dist[j32] {
				continue
			}
			hj := hs[j32]
			if hj < 0 {
				hj = r.nearH(r.square(int(j32)))
				hs[j32] = hj
			}
			if nc+hj > bud {
				cut = true // a goal this way lies beyond the budget
				continue
			}
			dist[j32], parent[j32] = nc, int32(i)
			if q := (queued{f: nc + hj, g: nc, seq: seq, i: j32}); q.f == cur {
				sib[ns] = q
				ns++
			} else {
				r.fq[q.f] = append(r.fq[q.f], q)
			}
			seq++
		}
		for ns > 0 { // on the stack, the first queued on top
			ns--
			r.fq[cur] = append(r.fq[cur], sib[ns])
		}
	}
	r.cut = r.cut || cut
	return -1, leak
}

// astarOpen is astarOne on a board without gaps, searched on the board's
// own squares: the steps the terrain allows out of each square are worked
// out the first time a search expands it (walkSteps, kept in r.steps1 while
// the terrain stands), the terrain and the figures'
// marks sit in one byte a square (r.bsq), and each square's cost, estimate
// and parent in one record (r.nodes, set up when a step first reaches
// it), so that the loop's state fits the machine's registers. The same
// steps in the same order as astarOne; the way found is copied into the
// window (dist, parent and flags) for walked.
func (r *Reacher) astarOpen(b *Board, goal func(Square) bool, start int, cur int32, win, full rules.Box, edges [4]int, budget int) (int, int) {
	l := b.terrain()
	if r.bsqOf != l {
		r.bsq, r.bsqOf = append(r.bsq[:0], l.sq...), l
		r.steps1 = grow(r.steps1, len(l.sq))
		clear(r.steps1)
	}
	walk := r.steps1
	bsq := r.bsq
	for _, k := range r.marked {
		bsq[k] |= r.marks[k]
	}
	defer func() {
		for _, k := range r.marked {
			bsq[k] = l.sq[k]
		}
	}()
	nodes := grow(r.nodes, len(bsq))
	r.nodes = nodes
	r.ngen++
	if r.ngen == 0 { // wrapped: no stamp may look current
		clear(nodes[:cap(nodes)])
		r.ngen = 1
	}
	gen, bw := r.ngen, b.W
	s0 := r.square(start)
	k0 := s0.Y*bw + s0.X
	nodes[k0] = node{dist: 0, h: -1, parent: -1, stamp: gen}
	r.fq[cur][0].i = int32(k0)
	boffs := [8]int{1, -1, bw, -bw, bw + 1, -bw + 1, bw - 1, -bw - 1}
	leak := unseen
	seq, bud := int32(1), int32(budget)
	var sib [8]queued // the neighbours just queued at the current f
	for {
		var o queued
		var ok bool
		if q := r.fq[cur]; len(q) > 0 {
			o, r.fq[cur] = q[len(q)-1], q[:len(q)-1] // pop's common case
		} else if o, ok = r.pop(&cur); !ok {
			break
		}
		k := int(o.i)
		if o.g != nodes[k].dist {
			continue // stale: a cheaper way was found
		}
		// Unsigned (k and bw are not negative): in wasm a signed division
		// is a call (runtime.wasmDiv, for MinInt64 / -1), an unsigned one
		// an instruction.
		x, y := int(uint(k)%uint(bw)), int(uint(k)/uint(bw))
		// goal accepts only squares within a box, where the estimate is 0.
		if k != k0 && nodes[k].h == 0 && bsq[k]&sqBody == 0 && goal(Square{X: x, Y: y}) {
			return r.copyWay(k, k0, start), leak
		}
		if walk[k] == 0 {
			walk[k] = walkKnown | uint16(l.walkSteps(x, y, bw, int(uint(len(bsq))/uint(bw))))
		}
		m := uint8(walk[k])
		if px, py := x-r.ox, y-r.oy; uint(px-1) >= uint(r.pw-2) || uint(py-1) >= uint(r.ph-2) {
			// On the window's border: no step out of it. (Its bounds are
			// read from r: held in locals, they were reloaded at every
			// step of the loop below.)
			if px == 0 {
				m &^= 1<<1 | 1<<6 | 1<<7
			}
			if px == r.pw-1 {
				m &^= 1<<0 | 1<<4 | 1<<5
			}
			if py == 0 {
				m &^= 1<<3 | 1<<5 | 1<<7
			}
			if py == r.ph-1 {
				m &^= 1<<2 | 1<<4 | 1<<6
			}
			if px == edges[0] || px == edges[1] || py == edges[2] || py == edges[3] {
				leak = r.leakOut(px, py, int(o.g), win, full, budget, leak)
			}
		}
		ns := 0
		for ; m != 0; m &= m - 1 {
			d := bits.TrailingZeros8(m)
			kj := k + boffs[d]
			v := bsq[kj]
			if v&sqFoe != 0 {
				continue
			}
			n := &nodes[kj]
			if n.stamp != gen {
				*n = node{dist: unseen, h: -1, stamp: gen}
			}
			nc := o.g + 1 + int32(v&sqDiff/sqDiff)
			if nc > bud {
				r.cut = r.cut || n.dist == unseen
				continue
			}
			if nc >= n.dist {
				continue
			}
			hj := n.h
			if hj < 0 {
				hj = r.nearStep(int32(uint(kj)%uint(bw)), int32(uint(kj)/uint(bw)), o.f-o.g)
				n = &nodes[kj]
				n.h = hj
			}
			if nc+hj > bud {
				r.cut = true // a goal this way lies beyond the budget
				continue
			}
			n.dist, n.parent = nc, int32(k)
			if q := (queued{f: nc + hj, g: nc, seq: seq, i: int32(kj)}); q.f == cur {
				sib[ns] = q
				ns++
			} else {
				r.fq[q.f] = append(r.fq[q.f], q)
			}
			seq++
		}
		for ns > 0 { // on the stack, the first queued on top
			ns--
			r.fq[cur] = append(r.fq[cur], sib[ns])
		}
	}
	return -1, leak
}

// walkKnown marks a square of r.steps1 whose steps are worked out.
const walkKnown = 1 << 8

// node is astarOpen's record of a square: its cost (unseen: not reached),
// estimate (-1: not yet), the square before it, and the search that set
// it up.
type node struct {
	dist, h, parent int32
	stamp           uint32
}

// copyWay copies astarOpen's way from square k0 (window position start)
// to square k into the window, its cost, parents and flags, as walked
// reads them, and returns k's window position.
func (r *Reacher) copyWay(k, k0, start int) int {
	bw := r.bw
	at := func(k int) int { return r.index(Square{X: int(uint(k) % uint(bw)), Y: int(uint(k) / uint(bw))}) } // unsigned: see astarOpen
	found := at(k)
	for ; k != k0; k = int(r.nodes[k].parent) {
		i, p := at(k), int(r.nodes[k].parent)
		r.dist[i], r.pos[i] = r.nodes[k].dist, posOf[1][r.bsq[k]]
		if p == k0 {
			r.parent[i] = int32(start)
		} else {
			r.parent[i] = int32(at(p))
		}
	}
	return found
}

// leakOut: position (px, py) on the window's edge, reached at cost c, may
// step out of win onto the board (within full): leak lowered to the least
// a goal that way could cost, or r.cut set when the budget keeps it out.
func (r *Reacher) leakOut(px, py, c int, win, full rules.Box, budget, leak int) int {
	for _, d := range steps {
		q := Square{X: r.ox + px + d[0], Y: r.oy + py + d[1]}
		if q.X < win.Min.X || q.X > win.Max.X || q.Y < win.Min.Y || q.Y > win.Max.Y {
			if q.X >= full.Min.X && q.X <= full.Max.X && q.Y >= full.Min.Y && q.Y <= full.Max.Y {
				if qh := r.nearH(q); c+1+int(qh) <= budget {
					leak = min(leak, c+1+int(qh))
				} else {
					r.cut = true
				}
			}
		}
	}
	return leak
}
