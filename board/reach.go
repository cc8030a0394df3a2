package board

import (
	"errors"
	"fmt"
	"math"

	"battlemat/rules"
)

// ReachSquare is one square a figure can end its move on (the top-left
// square of its footprint) and the inches of Pace it takes to get there.
type ReachSquare struct {
	Square
	Cost int
	// Prone: the figure gets there crawling and is still prone (only for
	// a figure that starts prone; ties between crawling and standing up
	// go to crawling, which keeps the cover of lying down).
	Prone bool
}

// Reach is where a figure can move this turn. It belongs to the Reacher
// that made it and is valid until that Reacher's next call.
type Reach struct {
	Figure *Figure
	Start  Square
	// Budget is the inches available: Pace less Wounds (at least 1) plus
	// the running die; 0 for a figure that cannot move (Stunned, out).
	Budget int
	// Mode is how it moves (movemodes.go).
	Mode rules.MoveMode
	// Squares lists every square the figure can end on, its own square
	// included at cost 0, sorted by y and then x.
	Squares []ReachSquare

	r *Reacher
}

// Reacher finds where figures can move. It keeps its scratch buffers
// between calls, so a warm call allocates nothing. Not safe for concurrent
// use; make one per goroutine.
type Reacher struct {
	res Reach

	// Ignore, when set, names figures the search treats as absent: their
	// squares are empty to it (a seat's move and preview treat the
	// squares of figures the seat cannot see as empty).
	Ignore map[string]bool

	// The window of positions (top-left squares) within Budget steps of
	// the start, clipped to the board: pw x ph positions from (ox, oy),
	// stored with a ring of impassable padding around them (stride pw+2)
	// so that a step needs no bounds check. Squares use the same origin
	// and padding in a window n-1 wider and taller (stride sstride).
	ox, oy, pw, ph, stride, sstride, n int

	sq      []uint8 // per square: sqWall, sqDiff, sqFoe, sqBody
	pos     []uint8 // per position: posPass, posEnd, and for Size 0-3 posWall, posDiff
	eb      []uint8 // per position: the steps out of it a thin wall blocks (bits in the order of steps)
	dist    []int32 // per layer and position; unseen until reached
	parent  []int32 // per layer and position: the position before
	buckets [][]int32
	path    []int32  // WalkTo's way back
	steps   []Square // Path's scratch, copied out at its length

	// cut: the last search left out a square only its budget kept out (or
	// spent the whole budget, whose window may hide more); exhausted: the
	// last WalkTo found nothing and was not cut, so no budget would.
	cut, exhausted bool

	// jump is how wide a gap a walking figure may jump (the zero value:
	// none); gaps says the window holds a gap at all.
	jump rules.Jumping
	gaps bool
	// mv is how the figure moves (movemodes.go).
	mv rules.Movement

	// until, when set, is asked before the search expands bucket c (the
	// positions first reached at cost c, complete by then, stale ones
	// included): true stops the search there (WalkTo).
	until func(dist []int32, bucket []int32, c int) bool

	// walk's state for its stopping rules (reach_walk.go): the position
	// found, the start, the goal, and the rules as bound to untilFor.
	found, walkStart     int
	walkGoal             func(Square) bool
	untilNear, untilGoal func(dist []int32, bucket []int32, c int) bool
	untilFor             *Reacher
	// capped: ReachWithin's search, whose budget is at most within.
	capped bool
	within int
	// routeAt is routeTo's square (reach_route.go), untilRoute its rule.
	routeAt    int
	untilRoute func(dist []int32, bucket []int32, c int) bool

	// prune (walk only, Size 0-3): searchSmall leaves out a position whose
	// cost plus h (its distance to the nearest goal) exceeds bound, and
	// sets pruned when it does.
	h             []int32
	bound         int
	prune, pruned bool

	// boxes and fq: WalkToNear's goal boxes and A* queue (by f).
	boxes   []rules.Box
	near    []nearBox // boxes nearest from first (nearH)
	lastBox nearBox   // the box nearest in the last nearStep (with hasLast)
	hasLast bool
	from    struct{ X, Y int32 } // the walk's start

	// lazy (reach_lazy.go): the A* walk's window fills a position when
	// it first touches it (stamp[i] == gen), from the board's terrain
	// layer tl (bw squares a row) and the figures' marks on the board.
	eager  bool // set up the whole window all the same (tests compare)
	gen    uint32
	stamp  []uint32
	tl     []uint8
	bw     int
	marks  []uint8
	marked []int32
	fq     [][]queued
	// astarOpen's squares (the whole board): the terrain of layer bsqOf
	// with the figures' marks during a search, and each square's record
	// (stamped ngen).
	bsq    []uint8
	bsqOf  *terrainLayer
	steps1 []uint16 // per square: walkKnown | its walkSteps
	nodes  []node
	ngen   uint32
	byG    []int32  // order's count of entries a g
	sorted []queued // order's scratch
}

const (
	sqWall = 1 << iota // blocking terrain
	sqDiff             // difficult ground
	sqFoe              // a foe's footprint: never passable
	sqBody             // any other figure's footprint: no ending here
	sqGap              // a gap: never walked into or across, only jumped
	sqDeep             // water to one who can't swim: an inch more than difficult ground
)

const (
	posPass = 1 << iota // the whole footprint may pass here
	posEnd              // and may end here
	posWall             // (Size 0-3 only) the square is blocking terrain
	posDiff             // (Size 0-3 only) the square is difficult ground
	posGap              // the footprint is over a gap (and no wall or foe): a jump may pass
	posDeep             // (Size 0-3 only) water to one who can't swim: an inch more than posDiff
)

// Layers of the search: walking (standing, or after standing up) and
// crawling (a prone figure that stays prone).
const (
	layerWalk = iota
	layerCrawl
	layers
)

const unseen = math.MaxInt32

// steps are the 8 neighbours, orthogonal first.
var steps = [8][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}

// NewReacher makes a Reacher with empty buffers.
func NewReacher() *Reacher { return &Reacher{} }

// Reach is a one-off Reacher.Reach for callers that do not care about
// allocations.
func (b *Board) Reach(f *Figure, run int) (*Reach, error) {
	return NewReacher().Reach(b, f, run)
}

// begin checks that f stands on b and can spend its Pace plus run, and
// sets up the result and the search window for that budget (nothing for
// a Stunned or fallen figure).
func (r *Reacher) begin(b *Board, f *Figure, run int) error {
	if err := r.prepare(b, f, run); err != nil {
		return err
	}
	r.window(b, f, fullWindow(b, f, r.res.Budget))
	return nil
}

// prepare is begin without the window.
func (r *Reacher) prepare(b *Board, f *Figure, run int) error {
	n := f.Footprint()
	if !b.BaseFits(f.At, n) {
		return fmt.Errorf("figure %q stands off the map at (%d, %d)", f.ID, f.At.X, f.At.Y)
	}
	if run < 0 {
		return fmt.Errorf("running die %d is negative", run)
	}
	r.mv = b.MovementOf(f)
	budget := budgetOf(b, f, run)
	if r.capped {
		budget = min(budget, r.within)
	}
	r.res = Reach{Figure: f, Start: f.At, Budget: budget, Mode: r.mv.Mode, Squares: r.res.Squares[:0], r: r}
	return nil
}

// fullWindow is the box of positions within budget steps of f, clipped
// to the board.
func fullWindow(b *Board, f *Figure, budget int) rules.Box {
	n := f.Footprint()
	return rules.Box{
		Min: Square{X: max(0, f.At.X-budget), Y: max(0, f.At.Y-budget)},
		Max: Square{X: min(b.W-n, f.At.X+budget), Y: min(b.H-n, f.At.Y+budget)},
	}
}

// ReachJumping is Reach where the figure may also jump over gaps within
// j: from a standing start over j.Standing inches of gap, or j.Running
// after a straight run of j.RunUp inches toward it, in a straight line
// (any of the 8 directions) to a square it may stand on. A jump costs the
// inches it covers on the map, the gap and the square it lands on (2" on
// difficult ground), like a walk; a figure never ends on a gap.
func (r *Reacher) ReachJumping(b *Board, f *Figure, run int, j rules.Jumping) (*Reach, error) {
	return r.reach(b, f, run, j)
}

// ReachJumping is a one-off Reacher.ReachJumping.
func (b *Board) ReachJumping(f *Figure, run int, j rules.Jumping) (*Reach, error) {
	return NewReacher().ReachJumping(b, f, run, j)
}

// Reach finds every square f can end its move on this turn and its cost.
// run is the rolled running die (0 when not running). Steps go to the 8
// neighbouring positions and cost 1" per step, 2" when the footprint
// enters difficult ground; a diagonal step needs both squares it cuts past
// free of blocking terrain; the whole footprint must stay on passable
// squares (no walls, no foes); allies may be passed but not ended on. A
// prone figure either stands up (rules.StandCost) and walks, or crawls (the edition's
// crawling cost, which difficult ground does not raise; in deluxe, up to
// CrawlPerTurn inches, each reported as 1"). A Stunned or Incapacitated
// figure stays where it is.
func (r *Reacher) Reach(b *Board, f *Figure, run int) (*Reach, error) {
	return r.reach(b, f, run, rules.Jumping{})
}

// budgetOf is the inches f may move with a running die of run: none when
// Stunned or fallen.
func budgetOf(b *Board, f *Figure, run int) int {
	if f.Stunned || !up(f) {
		return 0
	}
	return b.MovementOf(f).Pace + run
}

func (r *Reacher) reach(b *Board, f *Figure, run int, j rules.Jumping) (*Reach, error) {
	r.jump = j
	if f == nil || f.Figure == nil {
		return nil, errNoFigure
	}
	if err := r.begin(b, f, run); err != nil {
		return nil, err
	}
	budget := r.res.Budget
	r.exhausted = false

	er := b.Rules
	if er == nil {
		er = b.Edition.Rules()
	}
	npos := len(r.pos)
	used := r.dist[:npos] // the crawling layer only for a prone figure
	if f.Prone {
		used = r.dist
	}
	for i := range used {
		used[i] = unseen
	}
	start := r.index(f.At)
	if f.Prone {
		// Standing up costs rules.StandCost of Pace before the first step.
		if budget >= rules.StandCost {
			r.search(layerWalk, start, rules.StandCost, budget, 0)
		}
		crawlStep, crawlBudget := er.CrawlCostPerInch, budget
		if er.CrawlPerTurn > 0 {
			crawlStep, crawlBudget = 1, min(budget, er.CrawlPerTurn)
		}
		if crawlStep > 0 {
			r.search(layerCrawl, start, 0, crawlBudget, crawlStep)
		}
	} else {
		r.search(layerWalk, start, 0, budget, 0)
	}

	walk, crawl := r.dist[:npos], r.dist[npos:2*npos]
	for y := 0; y < r.ph; y++ {
		row := (y+1)*r.stride + 1
		for x := 0; x < r.pw; x++ {
			i := row + x
			if r.pos[i]&posEnd == 0 && i != start {
				continue
			}
			s := Square{X: r.ox + x, Y: r.oy + y}
			if i == start {
				r.res.Squares = append(r.res.Squares, ReachSquare{Square: s, Prone: f.Prone})
				continue
			}
			w, c := walk[i], int32(unseen)
			if f.Prone {
				c = crawl[i]
			}
			switch {
			case c != unseen && c <= w:
				r.res.Squares = append(r.res.Squares, ReachSquare{Square: s, Cost: int(c), Prone: true})
			case w != unseen:
				r.res.Squares = append(r.res.Squares, ReachSquare{Square: s, Cost: int(w)})
			}
		}
	}
	return &r.res, nil
}

var errNoFigure = errors.New("no figure to move")

// window sets up the positions of box (on the board, f's own among
// them) and the terrain and figures on the squares they cover.
func (r *Reacher) window(b *Board, f *Figure, box rules.Box) {
	n := f.Footprint()
	x0, y0, x1, y1 := box.Min.X, box.Min.Y, box.Max.X, box.Max.Y
	r.ox, r.oy, r.n = x0, y0, n
	r.pw, r.ph = x1-x0+1, y1-y0+1
	r.stride = r.pw + 2
	sw, sh := r.pw+n-1, r.ph+n-1
	r.sstride = sw + 2
	npos := r.stride * (r.ph + 2)
	r.sq = grow(r.sq, r.sstride*(sh+2))
	r.pos = grow(r.pos, npos)
	r.eb = grow(r.eb, npos)
	clear(r.eb)
	r.dist = grow(r.dist, layers*npos)
	r.parent = grow(r.parent, layers*npos)
	clear(r.sq)
	clear(r.pos)
	r.gaps = false

	tl := b.terrain()
	for y := 0; y < sh; y++ {
		out := r.sq[(y+1)*r.sstride+1 : (y+1)*r.sstride+1+sw]
		copy(out, tl.sq[(y0+y)*b.W+x0:])
		if tl.gaps && !r.gaps {
			for _, v := range out {
				if v&sqGap != 0 {
					r.gaps = true
					break
				}
			}
		}
	}
	if r.mv.Mode != rules.ModeWalk || r.mv.Aquatic || r.mv.NoSwim {
		r.modeSquares(b, x0, y0, sw, sh)
	}
	burrow := r.mv.Mode == rules.ModeBurrow
	for _, g := range b.Figures {
		mark, ok := r.markOf(f, g)
		if !ok {
			continue
		}
		m := g.Footprint()
		for y := max(g.At.Y, y0); y < min(g.At.Y+m, y0+sh); y++ {
			for x := max(g.At.X, x0); x < min(g.At.X+m, x0+sw); x++ {
				r.sq[(y-y0+1)*r.sstride+x-x0+1] |= mark
			}
		}
	}
	mask := b.stepMask()
	if burrow {
		mask = nil // thin walls are passed under
	}
	small := 0
	if n == 1 {
		small = 1
	}
	tbl := &posOf[small]
	for y := 0; y < r.ph; y++ {
		srow := (y+1)*r.sstride + 1
		prow := (y+1)*r.stride + 1
		if n == 1 && mask == nil {
			// The common case: a position's flags are its square's.
			sq := r.sq[srow : srow+r.pw]
			pos := r.pos[prow : prow+r.pw]
			for x, v := range sq {
				pos[x] = tbl[v]
			}
			continue
		}
		for x := 0; x < r.pw; x++ {
			si := srow + x
			var all uint8
			for dy := 0; dy < n; dy++ {
				for dx := 0; dx < n; dx++ {
					all |= r.sq[si+dy*r.sstride+dx]
				}
			}
			if mask != nil {
				e, inner := footSteps(mask, b.W, x0+x, y0+y, n)
				r.eb[prow+x] = e
				if inner {
					all |= sqWall // a base may not straddle a thin wall
				}
			}
			r.pos[prow+x] = tbl[all]
		}
	}
}

// markOf is what figure g's squares are to f's search (sqBody, with
// sqFoe for a standing foe); false for f itself and figures it ignores.
func (r *Reacher) markOf(f, g *Figure) (uint8, bool) {
	if g == f || g.Figure == nil || r.Ignore[g.ID] {
		return 0, false
	}
	// Fallen figures can be stepped over by anyone but not ended on.
	mark := uint8(sqBody)
	if Foes(f, g) && up(g) && r.mv.Mode != rules.ModeBurrow {
		mark |= sqFoe
	}
	return mark, true
}

func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

// index is the padded window index of position s (which must lie in the
// window).
func (r *Reacher) index(s Square) int { return (s.Y-r.oy+1)*r.stride + s.X - r.ox + 1 }

// square is the position at padded window index i.
func (r *Reacher) square(i int) Square {
	return Square{X: r.ox + i%r.stride - 1, Y: r.oy + i/r.stride - 1}
}

// search runs Dijkstra with a bucket queue in one layer from start, which
// costs startCost. crawlStep > 0 makes every step cost that, whatever the
// ground; otherwise a step costs 2 when it enters difficult ground, else 1.
func (r *Reacher) search(layer, start, startCost, budget, crawlStep int) {
	npos := len(r.pos)
	dist := r.dist[layer*npos : (layer+1)*npos]
	parent := r.parent[layer*npos : (layer+1)*npos]
	cell := r.pos
	if cap(r.buckets) < budget+1 {
		r.buckets = append(r.buckets[:cap(r.buckets)], make([][]int32, budget+1-cap(r.buckets))...)
	}
	r.buckets = r.buckets[:budget+1]
	for i := range r.buckets {
		r.buckets[i] = r.buckets[i][:0]
	}
	dist[start] = int32(startCost)
	parent[start] = -1
	r.buckets[startCost] = append(r.buckets[startCost], int32(start))
	st := r.stride
	offs := [8]int{1, -1, st, -st, st + 1, -st + 1, st - 1, -st - 1}
	if r.n == 1 && crawlStep == 0 {
		r.searchSmall(dist, parent, startCost, budget)
		return
	}
	for c := startCost; c <= budget; c++ {
		if r.until != nil && r.until(dist, r.buckets[c], c) {
			return
		}
		// Every step costs at least 1", so bucket c is complete and does
		// not grow while it is read.
		for _, i32 := range r.buckets[c] {
			i := int(i32)
			if dist[i] != int32(c) {
				continue // stale: a cheaper way was found
			}
			r.cut = r.cut || c == budget
			for k, o := range offs {
				j := i + o
				cj := cell[j]
				if cj&posPass == 0 {
					continue
				}
				// A diagonal: both squares it cuts past must be free of
				// blocking terrain.
				if k >= 4 && (r.cutsWall(i, k) || r.cutsGap(i, k)) {
					continue
				}
				if r.eb[i]&(1<<k) != 0 {
					continue
				}
				step := crawlStep
				if step == 0 {
					step = 1 + r.entersDifficult(j, k)
				}
				nc := c + step
				if nc > budget {
					// A square the budget keeps out: a longer run could
					// reach farther (WalkExhausted).
					r.cut = r.cut || dist[j] == unseen
					continue
				}
				if int32(nc) >= dist[j] {
					continue
				}
				dist[j] = int32(nc)
				parent[j] = int32(i)
				r.buckets[nc] = append(r.buckets[nc], int32(j))
			}
			if crawlStep == 0 && r.gaps && r.jump != (rules.Jumping{}) {
				r.jumpFrom(dist, parent, i, c, budget)
			}
		}
	}
}

// searchSmall is search for the common case, a Size 0-3 figure walking:
// position flags are the square's own, so every test is one byte. The
// eight neighbours are written out: the orthogonal ones first, and each
// diagonal only when neither square it cuts past is a wall.
func (r *Reacher) searchSmall(dist, parent []int32, startCost, budget int) {
	cell := r.pos
	st := r.stride
	var next [8]int32
	prune, h, bound := r.prune, r.h, int32(r.bound)
	for c := startCost; c <= budget; c++ {
		if r.until != nil && r.until(dist, r.buckets[c], c) {
			return
		}
		for _, i32 := range r.buckets[c] {
			i := int(i32)
			if dist[i] != int32(c) {
				continue // stale: a cheaper way was found
			}
			r.cut = r.cut || c == budget
			var k int
			if eb := r.eb[i]; eb != 0 {
				k = r.nextWalled(i, eb, next[:])
			} else {
				k = nextOpen(cell, i, st, &next)
			}
			for _, j32 := range next[:k] {
				j := int(j32)
				nc := c + 1 + int(cell[j]&posDiff)/posDiff + int(cell[j]&posDeep)/posDeep
				if nc > budget {
					// A square the budget keeps out: a longer run could
					// reach farther (WalkExhausted).
					r.cut = r.cut || dist[j] == unseen
					continue
				}
				if int32(nc) >= dist[j] {
					continue
				}
				if prune && int32(nc)+h[j] > bound {
					r.pruned = true // no goal within bound this way
					continue
				}
				dist[j] = int32(nc)
				parent[j] = i32
				r.buckets[nc] = append(r.buckets[nc], j32)
			}
			if r.gaps && r.jump != (rules.Jumping{}) {
				r.jumpFrom(dist, parent, i, c, budget)
			}
		}
	}
}

// nextOpen lists the steps out of one-square position i that no wall or
// gap blocks: the straight ones first, then the diagonals, the order the
// searches queue them in.
func nextOpen(cell []uint8, i, st int, next *[8]int32) int {
	e, w, s, n := cell[i+1], cell[i-1], cell[i+st], cell[i-st]
	k := 0
	if e&posPass != 0 {
		next[k] = int32(i + 1)
		k++
	}
	if w&posPass != 0 {
		next[k] = int32(i - 1)
		k++
	}
	if s&posPass != 0 {
		next[k] = int32(i + st)
		k++
	}
	if n&posPass != 0 {
		next[k] = int32(i - st)
		k++
	}
	if diagonalOpen(e, s) && cell[i+st+1]&posPass != 0 {
		next[k] = int32(i + st + 1)
		k++
	}
	if diagonalOpen(e, n) && cell[i-st+1]&posPass != 0 {
		next[k] = int32(i - st + 1)
		k++
	}
	if diagonalOpen(w, s) && cell[i+st-1]&posPass != 0 {
		next[k] = int32(i + st - 1)
		k++
	}
	if diagonalOpen(w, n) && cell[i-st-1]&posPass != 0 {
		next[k] = int32(i - st - 1)
		k++
	}
	return k
}

// stepOK: the step k out of position i crosses no thin wall and, on a
// diagonal, cuts past no blocking terrain.
func (r *Reacher) stepOK(i, k int) bool {
	return r.eb[i]&(1<<k) == 0 && (k < 4 || !r.cutsWall(i, k))
}

// nextWalled is searchSmall's list of neighbours for a position with
// thin walls around it: as there, less the steps eb blocks.
// diagonalOpen: a one-square diagonal step between the corners a and b
// cuts past no blocking terrain and does not cross a gap running
// diagonally (both corners gap).
func diagonalOpen(a, b uint8) bool { return (a|b)&posWall == 0 && a&b&posGap == 0 }

func (r *Reacher) nextWalled(i int, eb uint8, next []int32) int {
	cell, st := r.pos, r.stride
	e, w, s, n := cell[i+1], cell[i-1], cell[i+st], cell[i-st]
	k := 0
	add := func(bit uint8, ok bool, j int) {
		if ok && eb&bit == 0 && cell[j]&posPass != 0 {
			next[k] = int32(j)
			k++
		}
	}
	add(stepE, true, i+1)
	add(stepW, true, i-1)
	add(stepS, true, i+st)
	add(stepN, true, i-st)
	add(stepSE, diagonalOpen(e, s), i+st+1)
	add(stepNE, diagonalOpen(e, n), i-st+1)
	add(stepSW, diagonalOpen(w, s), i+st-1)
	add(stepNW, diagonalOpen(w, n), i-st-1)
	return k
}

// footSteps is the steps a base of n squares at (x, y) may not take (any
// of its squares would step across a thin wall) and whether a thin wall
// runs between two of its own squares.
func footSteps(mask []uint8, w, x, y, n int) (uint8, bool) {
	if n == 1 {
		return mask[y*w+x], false
	}
	var e uint8
	inner := false
	for dy := 0; dy < n; dy++ {
		for dx := 0; dx < n; dx++ {
			m := mask[(y+dy)*w+x+dx]
			e |= m
			if (dx < n-1 && m&stepE != 0) || (dy < n-1 && m&stepS != 0) || (dx < n-1 && dy < n-1 && m&stepSE != 0) || (dx > 0 && dy < n-1 && m&stepSW != 0) {
				inner = true
			}
		}
	}
	return e, inner
}

// cutsWall reports whether the diagonal step k from position i cuts past
// blocking terrain: either of the two squares it cuts past (corners).
func (r *Reacher) cutsWall(i, k int) bool {
	a, b := r.corners(i, k)
	return (a|b)&sqWall != 0
}

// cutsGap reports whether the diagonal walking step k from position i
// crosses a gap running diagonally: both corners are gap (a step past one
// corner of a ditch stays on its own side; a jump crosses gaps on purpose
// and does not ask).
func (r *Reacher) cutsGap(i, k int) bool {
	a, b := r.corners(i, k)
	return a&b&sqGap != 0
}

// corners are the squares the diagonal step k from position i cuts past:
// those that the footprints of the orthogonal half-steps cover and
// neither end does.
func (r *Reacher) corners(i, k int) (uint8, uint8) {
	n := r.n
	px, py := i%r.stride-1, i/r.stride-1
	dx, dy := steps[k][0], steps[k][1]
	ax, ay := px-1, py+n-1
	if dx > 0 {
		ax = px + n
	}
	if dy > 0 {
		ay = py
	}
	bx, by := px+n-1, py-1
	if dx > 0 {
		bx = px
	}
	if dy > 0 {
		by = py + n
	}
	return r.sq[r.sqIndex(ax, ay)], r.sq[r.sqIndex(bx, by)]
}

// entersDifficult is what a footprint arriving at position j by step k
// pays beyond an inch for the ground it newly covers: the column and row
// on its leading edges (for Size 0-3, the square itself): 1 for difficult
// ground, 2 for water to one who can't swim, else 0.
func (r *Reacher) entersDifficult(j, k int) int {
	n := r.n
	qx, qy := j%r.stride-1, j/r.stride-1
	dx, dy := steps[k][0], steps[k][1]
	var all uint8
	if dx != 0 {
		x := qx
		if dx > 0 {
			x = qx + n - 1
		}
		for y := qy; y < qy+n; y++ {
			all |= r.sq[r.sqIndex(x, y)]
		}
	}
	if dy != 0 {
		y := qy
		if dy > 0 {
			y = qy + n - 1
		}
		for x := qx; x < qx+n; x++ {
			all |= r.sq[r.sqIndex(x, y)]
		}
	}
	switch {
	case all&sqDeep != 0:
		return 2
	case all&sqDiff != 0:
		return 1
	}
	return 0
}

// sqIndex is the padded index in the square window of the square at
// window coordinates (x, y).
func (r *Reacher) sqIndex(x, y int) int { return (y+1)*r.sstride + x + 1 }

func sign(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}
