package board

import (
	"math"
	"sync"

	"battlemat/geom"
	"battlemat/rules"
)

// Thin walls: segments of zero thickness in inches, anywhere on the map
// (docs/geometry.md). A solid wall blocks sight and movement; a door
// blocks both while closed and neither when open or broken; a window
// blocks movement, not sight. Squares stay open: a thin wall stands
// between squares, or across them, never on them.

// WallKind is what a thin wall is.
type WallKind uint8

// The kinds of thin wall.
const (
	WallSolid WallKind = iota
	WallDoor
	WallWindow
)

func (k WallKind) String() string {
	switch k {
	case WallDoor:
		return "door"
	case WallWindow:
		return "window"
	}
	return "wall"
}

// Wall is one thin wall, door or window.
type Wall struct {
	geom.Segment
	Kind WallKind
	// Material and Armor: what the wall gives as an obstacle (a map's
	// walls_material, stone by default; a door's material, oak door by
	// default).
	Material string
	Armor    int
	// Doors only: At is the square that names the door in actions (the
	// square holding the door's middle, see doorSquare); the rest as for
	// a door square (Terrain).
	At                      Square
	Open, Broken, StartOpen bool
	Hardness                int
	// Added: the scenario's own wall, window or door on a Universal VTT
	// map (map.walls beside map.uvtt): the map's picture does not show it.
	Added bool
}

// BlocksSight: a solid wall or a closed door.
func (w *Wall) BlocksSight() bool {
	return w.Kind == WallSolid || (w.Kind == WallDoor && !w.Open)
}

// BlocksMove: anything but an open door.
func (w *Wall) BlocksMove() bool { return w.Kind != WallDoor || !w.Open }

// Light is a light source on the map: a target's centre within Range/2
// inches of At with nothing solid between is in Bright light, within Range
// in Dim light (docs/geometry.md, Lights; Universal VTT lights).
type Light struct {
	At    geom.Point
	Range float64 // inches
}

// wallChunk is one thin wall as the index files it: its segment and its
// index in Board.Walls.
type wallChunk struct {
	seg  geom.Segment
	wall int32
}

// wallIndex is the broad phase of the thin walls: each wall filed whole
// in every 1" cell of the map it passes through (the same grid as the
// figures' Space), in flat per-cell lists that a query reads without
// allocating. A wall costs a few bytes for each cell it crosses, however
// long (walls cut into 1" pieces, each a collision shape, took 1.8 GB for
// a long zigzag); walls with a part off the map are also listed apart,
// and read only by a query that leaves the map.
type wallIndex struct {
	w, h    int
	chunks  []wallChunk
	start   []int32 // per cell: its first entry in ids; len w*h+1
	ids     []int32
	outside []int32
	// seen marks the walls a query has visited (a wall lies in many of
	// the cells a query reads): a pool of stamps, one per query at a time.
	seen sync.Pool
	// steps holds, per square, the steps (bits in the order of steps)
	// that cross or touch a wall blocking movement, as the walls and
	// doors stand now; nil until first asked and after a door changes.
	steps []uint8
	// ajarSteps is steps with some shut doors counted open for a walk
	// (WithDoorsOpen), ajarKey each door wall's Open then, in the order
	// of the board's walls: the next search with the same doors open
	// takes it instead of working it out again.
	ajarKey   []bool
	ajarSteps []uint8
}

// wallStamps is one query's marks: seen[i] == gen when wall i was visited.
type wallStamps struct {
	seen []uint32
	gen  uint32
}

// walls returns the board's thin-wall index, built on first use; nil
// when the board has no thin walls.
func (b *Board) walls() *wallIndex {
	if len(b.Walls) == 0 {
		return nil
	}
	if b.wallIx == nil || b.wallIx.w != b.W || b.wallIx.h != b.H {
		b.wallIx = buildWallIndex(b.Walls, b.W, b.H)
	}
	return b.wallIx
}

// wallCells calls cell for each cell of the w x h grid that segment s
// passes through or touches (widened by queryMargin): row by row, the
// span of x its stretch in that row covers.
func wallCells(s geom.Segment, w, h int, cell func(x, y int)) {
	bb := s.Bounds()
	y0 := max(0, int(math.Floor(bb.Min.Y-queryMargin)))
	y1 := min(h-1, int(math.Floor(bb.Max.Y+queryMargin)))
	for y := y0; y <= y1; y++ {
		xlo, xhi, ok := bandX(s.A, s.B, float64(y)-queryMargin, float64(y+1)+queryMargin)
		if !ok {
			continue
		}
		x0 := max(0, int(math.Floor(xlo-queryMargin)))
		x1 := min(w-1, int(math.Floor(xhi+queryMargin)))
		for x := x0; x <= x1; x++ {
			cell(x, y)
		}
	}
}

func buildWallIndex(walls []Wall, w, h int) *wallIndex {
	ix := &wallIndex{w: max(w, 1), h: max(h, 1), chunks: make([]wallChunk, len(walls))}
	n := len(walls)
	ix.seen.New = func() any { return &wallStamps{seen: make([]uint32, n)} }
	count := make([]int32, ix.w*ix.h+1)
	for i := range walls {
		s := walls[i].Segment
		ix.chunks[i] = wallChunk{seg: s, wall: int32(i)}
		bb := s.Bounds()
		if bb.Min.X < 0 || bb.Min.Y < 0 || bb.Max.X > float64(ix.w) || bb.Max.Y > float64(ix.h) {
			ix.outside = append(ix.outside, int32(i))
		}
		wallCells(s, ix.w, ix.h, func(x, y int) { count[y*ix.w+x+1]++ })
	}
	// Counting sort: start is the running sum of the counts.
	ix.start = count
	for c := 1; c < len(ix.start); c++ {
		ix.start[c] += ix.start[c-1]
	}
	ix.ids = make([]int32, ix.start[len(ix.start)-1])
	fill := append([]int32(nil), ix.start[:len(ix.start)-1]...)
	for i := range walls {
		wallCells(walls[i].Segment, ix.w, ix.h, func(x, y int) {
			c := y*ix.w + x
			ix.ids[fill[c]] = int32(i)
			fill[c]++
		})
	}
	return ix
}

// near calls visit once for every wall that may lie within pad of the
// segment from p to q, until visit returns false. Walls with a part off
// the map are visited only when the query reaches off it.
func (ix *wallIndex) near(p, q geom.Point, pad float64, visit func(c *wallChunk) bool) {
	st := ix.seen.Get().(*wallStamps)
	defer ix.seen.Put(st)
	st.gen++
	if st.gen == 0 { // wrapped: forget every old mark
		clear(st.seen)
		st.gen = 1
	}
	once := func(id int32) bool {
		if st.seen[id] == st.gen {
			return true
		}
		st.seen[id] = st.gen
		return visit(&ix.chunks[id])
	}
	pad += queryMargin
	y0 := max(0, int(math.Floor(min(p.Y, q.Y)-pad)))
	y1 := min(ix.h-1, int(math.Floor(max(p.Y, q.Y)+pad)))
	for y := y0; y <= y1; y++ {
		xlo, xhi, ok := bandX(p, q, float64(y)-pad, float64(y+1)+pad)
		if !ok {
			continue
		}
		x0 := max(0, int(math.Floor(xlo-pad)))
		x1 := min(ix.w-1, int(math.Floor(xhi+pad)))
		if x0 > x1 {
			continue
		}
		for _, id := range ix.ids[ix.start[y*ix.w+x0]:ix.start[y*ix.w+x1+1]] {
			if !once(id) {
				return
			}
		}
	}
	if min(p.X, q.X)-pad >= 0 && min(p.Y, q.Y)-pad >= 0 &&
		max(p.X, q.X)+pad <= float64(ix.w) && max(p.Y, q.Y)+pad <= float64(ix.h) {
		return // the query's box lies on the map: what is off it is out of reach
	}
	for _, id := range ix.outside {
		if !once(id) {
			return
		}
	}
}

// wallShade adds to shade the directions in which a ray from the
// silhouette's viewer meets a thin wall that blocks sight no farther than
// where it enters the disc (c, r): exact, by splitting each wall piece's
// range of directions where the piece crosses the disc's rim.
func (b *Board) wallShade(ix *wallIndex, sil geom.Silhouette, c geom.Point, r float64, shade *geom.Shade) {
	ix.near(sil.From, c, r, func(ch *wallChunk) bool {
		if !b.Walls[ch.wall].BlocksSight() {
			return true
		}
		wallRange(sil, ch.seg, c, r, func(lo, hi float64) { shade.Add(lo, hi) })
		return true
	})
}

// wallRange calls hide for each range of directions, within the
// silhouette of (c, r), in which the ray meets the segment g before (or
// where) it enters the disc.
func wallRange(sil geom.Silhouette, g geom.Segment, c geom.Point, r float64, hide func(lo, hi float64)) {
	lo, hi, ok := sil.SegmentAngles(g)
	if !ok {
		return
	}
	lo, hi = max(lo, -sil.Half), min(hi, sil.Half)
	if hi-lo <= geom.Eps*sil.Half {
		return
	}
	// Where the piece crosses the rim, "in front" may change: split there.
	cuts := [4]float64{lo}
	n := 1
	d := g.B.Sub(g.A)
	for _, k := range g.CircleHits(c, r) {
		a := sil.Angle(g.A.Add(d.Scale(k)))
		if a > lo && a < hi {
			cuts[n] = a
			n++
		}
	}
	if n == 3 && cuts[2] < cuts[1] {
		cuts[1], cuts[2] = cuts[2], cuts[1]
	}
	cuts[n] = hi
	for i := 0; i < n; i++ {
		a, z := cuts[i], cuts[i+1]
		if z-a <= 0 {
			continue
		}
		u := sil.DirAt((a + z) / 2)
		tw, ok := g.RayHit(sil.From, u)
		if !ok {
			continue
		}
		td, ok := geom.NearHit(sil.From, u, c, r)
		if ok && tw <= td+geom.Eps {
			hide(a, z)
		}
	}
}

// wallScreen is the thin wall that screens the disc (c, r) from p nearest
// to c, and its distance (infinite when none).
func (b *Board) wallScreen(sil geom.Silhouette, c geom.Point, r float64) (*Wall, float64) {
	ix := b.walls()
	if ix == nil {
		return nil, math.Inf(1)
	}
	var best *Wall
	bestD := math.Inf(1)
	ix.near(sil.From, c, r, func(ch *wallChunk) bool {
		w := &b.Walls[ch.wall]
		if !w.BlocksSight() {
			return true
		}
		d := ch.seg.Dist(c)
		if d >= bestD {
			return true
		}
		seen := false
		wallRange(sil, ch.seg, c, r, func(lo, hi float64) { seen = true })
		if seen {
			best, bestD = w, d
		}
		return true
	})
	return best, bestD
}

// wallArmor is the best armor of a thin wall or closed door (not a window:
// an open frame, and not an open door) that the segment from p to q
// crosses or touches, and its material.
func (b *Board) wallArmor(p, q geom.Point) (int, string) {
	ix := b.walls()
	if ix == nil {
		return 0, ""
	}
	best, mat := 0, ""
	seg := geom.Segment{A: p, B: q}
	ix.near(p, q, 0, func(ch *wallChunk) bool {
		w := &b.Walls[ch.wall]
		if w.BlocksSight() && w.Armor > best && seg.Touches(ch.seg) {
			best, mat = w.Armor, w.Material
		}
		return true
	})
	return best, mat
}

// sightBlocked reports whether the segment from p to q crosses or touches
// a thin wall that blocks sight (a solid wall or closed door).
func (b *Board) sightBlocked(p, q geom.Point) bool {
	ix := b.walls()
	if ix == nil {
		return false
	}
	seg, hit := geom.Segment{A: p, B: q}, false
	ix.near(p, q, 0, func(ch *wallChunk) bool {
		if b.Walls[ch.wall].BlocksSight() && seg.Touches(ch.seg) {
			hit = true
		}
		return !hit
	})
	return hit
}

// wallThrough is a thin wall (door, window) through point c, nil when
// none is: a figure centred on one stands on neither side of it.
func (b *Board) wallThrough(c geom.Point) *Wall {
	ix := b.walls()
	if ix == nil {
		return nil
	}
	var hit *Wall
	ix.near(c, c, 0, func(ch *wallChunk) bool {
		if ch.seg.Dist(c) < geom.Eps {
			hit = &b.Walls[ch.wall]
		}
		return hit == nil
	})
	return hit
}

// LightAt is the illumination at point q: the brightest of the scenario's
// light and every light that reaches q (Bright within half its range,
// Dim within its range, where the segment from the light to q crosses no
// solid thin wall or closed door).
func (b *Board) LightAt(q geom.Point) rules.Light {
	if len(b.Zones) > 0 {
		return b.zoneLight(q, b.lightAt(q))
	}
	return b.lightAt(q)
}

// lightAt is LightAt before the powers' zones.
func (b *Board) lightAt(q geom.Point) rules.Light {
	best := b.Light
	for i := range b.Lights {
		if best == rules.Bright {
			break
		}
		l := &b.Lights[i]
		d := l.At.Dist(q)
		var got rules.Light
		switch {
		case d <= l.Range/2+geom.Eps:
			got = rules.Bright
		case d <= l.Range+geom.Eps:
			got = rules.Dim
		default:
			continue
		}
		if got < best && !b.sightBlocked(l.At, q) {
			best = got
		}
	}
	return best
}

// Bits of the step mask, in the order of steps.
const (
	stepE = 1 << iota
	stepW
	stepS
	stepN
	stepSE
	stepNE
	stepSW
	stepNW
)

// stepMask is, per square, the steps out of it that cross or touch a
// thin wall blocking movement; nil for a board without thin walls.
func (b *Board) stepMask() []uint8 {
	ix := b.walls()
	if ix == nil {
		return nil
	}
	if ix.steps != nil {
		return ix.steps
	}
	m := make([]uint8, b.W*b.H)
	// For each piece, the squares whose centre steps may meet it: every
	// step lies within the box of its two centres.
	type dir struct {
		dx, dy    int
		bit, back uint8
	}
	dirs := [4]dir{{1, 0, stepE, stepW}, {0, 1, stepS, stepN}, {1, 1, stepSE, stepNW}, {-1, 1, stepSW, stepNE}}
	for ci := range ix.chunks {
		ch := &ix.chunks[ci]
		if !b.Walls[ch.wall].BlocksMove() {
			continue
		}
		// A step from square (x, y) lies within the box of its two
		// centres, so it meets the wall only when the wall passes
		// through (x, y) or a square next to it: the squares within one
		// of the wall's cells.
		wallCells(ch.seg, b.W, b.H, func(cx, cy int) {
			for y := max(0, cy-1); y <= min(b.H-1, cy+1); y++ {
				for x := max(0, cx-1); x <= min(b.W-1, cx+1); x++ {
					a := geom.Point{X: float64(x) + 0.5, Y: float64(y) + 0.5}
					for _, d := range dirs {
						nx, ny := x+d.dx, y+d.dy
						if nx < 0 || ny < 0 || nx >= b.W || ny >= b.H || m[y*b.W+x]&d.bit != 0 {
							continue
						}
						step := geom.Segment{A: a, B: geom.Point{X: float64(nx) + 0.5, Y: float64(ny) + 0.5}}
						if step.Touches(ch.seg) {
							m[y*b.W+x] |= d.bit
							m[ny*b.W+nx] |= d.back
						}
					}
				}
			}
		})
	}
	ix.steps = m
	return m
}

// wallsChanged forgets what depends on the doors' state.
func (b *Board) wallsChanged() {
	b.forgetShadows()
	b.terrainChanged()
	if b.wallIx != nil {
		b.wallIx.steps = nil
	}
}

// StepBlocked reports whether a thin wall, closed door or window stands
// between square s and its neighbour t (the segment between their
// centres crosses or touches one). Squares that are not neighbours are
// never blocked by this test.
func (b *Board) StepBlocked(s, t Square) bool {
	m := b.stepMask()
	if m == nil || !b.InBounds(s) {
		return false
	}
	for k, d := range steps {
		if s.X+d[0] == t.X && s.Y+d[1] == t.Y {
			return m[s.Y*b.W+s.X]&(1<<k) != 0
		}
	}
	return false
}

// moveBlocked is StepBlocked for a figure's footprint: f standing at s
// moving by one step to t, blocked when any square of its base steps
// across a wall.
func (b *Board) moveBlocked(f *Figure, s, t Square) bool {
	m := b.stepMask()
	if m == nil {
		return false
	}
	n := f.Footprint()
	for dy := 0; dy < n; dy++ {
		for dx := 0; dx < n; dx++ {
			if b.StepBlocked(Square{X: s.X + dx, Y: s.Y + dy}, Square{X: t.X + dx, Y: t.Y + dy}) {
				return true
			}
		}
	}
	return false
}

// cornerWalled: s and t are diagonal neighbours and both squares between
// them block (two walls meeting only at a corner).
func (b *Board) cornerWalled(s, t Square) bool {
	return s.X != t.X && s.Y != t.Y && b.At(Square{X: t.X, Y: s.Y}).Blocks && b.At(Square{X: s.X, Y: t.Y}).Blocks
}

// Engaged reports whether f and g are adjacent and in reach of each other:
// some square of one's base and a neighbouring square of the other's are
// not parted by a thin wall, closed door or window, nor (CornerWallsPart)
// by two blocking squares meeting at a corner between them. Without
// either it is Adjacent.
func (b *Board) Engaged(f, g *Figure) bool {
	if !Adjacent(f, g) {
		return false
	}
	corners := b.Rules != nil && b.Rules.CornerWallsPart
	if b.stepMask() == nil && !corners {
		return true
	}
	nf, ng := f.Footprint(), g.Footprint()
	for ay := f.At.Y; ay < f.At.Y+nf; ay++ {
		for ax := f.At.X; ax < f.At.X+nf; ax++ {
			for by := max(g.At.Y, ay-1); by <= min(g.At.Y+ng-1, ay+1); by++ {
				for bx := max(g.At.X, ax-1); bx <= min(g.At.X+ng-1, ax+1); bx++ {
					s, t := Square{X: ax, Y: ay}, Square{X: bx, Y: by}
					if !b.StepBlocked(s, t) && !(corners && b.cornerWalled(s, t)) {
						return true
					}
				}
			}
		}
	}
	return false
}
