package board

import (
	"math"
	"slices"
	"sync"

	"battlemat/geom"
	"battlemat/templates"

	"github.com/solarlune/resolv"
)

// The broad phase keeps every base as a resolv circle in a grid of 1" cells.
// resolv works in its own units: 100 to the inch keeps its rounding far
// below the 1e-9" the exact answers need.
const (
	unitsPerInch = 100
	cellUnits    = unitsPerInch // one cell per map square
	// queryMargin widens every candidate box a little, so float rounding
	// between inches and resolv units can never drop a true candidate.
	queryMargin = 1e-6
	// shrink makes the circles resolv files a hair smaller than the bases
	// (less than queryMargin, so no true candidate is lost): a base's box
	// then ends just short of the next cell instead of exactly on its
	// edge, and a 1" base sits in one cell rather than four.
	shrink = 1e-7
)

// resolvMu serialises creating resolv shapes: resolv numbers them from a
// package counter that is not safe for concurrent use.
var resolvMu sync.Mutex

// Space is the broad phase for questions about where bases stand: which
// figures might lie under a template or along a line. resolv's grid of
// cells gives the candidates; every yes/no comes from geom's exact
// test. (resolv's own intersection verdict is not used: it misses a shape
// wholly inside another.) Walls stay out of it: line of fire walks the
// grid squares itself.
//
// A Space follows the figures of its board: Sync (called by every Board
// query) picks up moved, added and removed figures. It is not safe for
// concurrent use, like the Board.
type Space struct {
	rs   *resolv.Space
	w, h int // cells
	ents []*spaceEntry
	// keys mirrors ents compactly, so the check for moved figures that
	// precedes every query reads as little memory as it can.
	keys []spaceKey
	// outside holds figures whose base does not lie wholly within the
	// grid (off the map, or a board without size): they are always
	// candidates.
	outside []*spaceEntry
	owner   *Board // the board whose figures these are (Board.Space)
	// hits is the scratch list of a query, reused so a query allocates
	// only its answer.
	hits []*spaceEntry
}

type spaceKey struct {
	fig  *Figure
	at   Square
	size int
}

type spaceEntry struct {
	fig    *Figure
	circle geom.Circle
	shape  *resolv.Circle // nil when outside the grid
	out    bool           // on the outside list
	cx, cy int            // the shape's first cell, for de-duplication
	rank   int            // place in id order (ids never change), so answers sort by int
}

// NewSpace makes an empty broad phase for a map of w x h squares.
func NewSpace(w, h int) *Space {
	w, h = max(w, 1), max(h, 1)
	return &Space{rs: resolv.NewSpace(w*cellUnits, h*cellUnits, cellUnits, cellUnits), w: w, h: h}
}

// Sync makes the Space hold exactly figs, where they stand now. Figures
// already held and not moved cost one comparison each.
func (s *Space) Sync(figs []*Figure) {
	if len(figs) != len(s.keys) {
		s.rebuild(figs)
		return
	}
	for i, f := range figs {
		k := &s.keys[i]
		if k.fig != f {
			s.rebuild(figs)
			return
		}
		if f.At != k.at || f.Size != k.size {
			s.place(i)
		}
	}
}

// Move updates one figure after it moved or changed Size; Sync would find
// it too.
func (s *Space) Move(f *Figure) {
	for i, k := range s.keys {
		if k.fig == f {
			s.place(i)
			return
		}
	}
}

func (s *Space) rebuild(figs []*Figure) {
	// Fresh shapes for everyone: dropping all at once is linear, where
	// resolv's Remove searches its list for each shape.
	s.rs.RemoveAll()
	s.ents = s.ents[:0]
	s.keys = s.keys[:0]
	s.outside = s.outside[:0]
	for i, f := range figs {
		s.ents = append(s.ents, &spaceEntry{fig: f})
		s.keys = append(s.keys, spaceKey{fig: f})
		s.place(i)
	}
	byID := slices.Clone(s.ents)
	slices.SortStableFunc(byID, func(a, b *spaceEntry) int { return cmpID(a.fig, b.fig) })
	for r, e := range byID {
		e.rank = r
	}
}

// place puts e where its figure stands now: in the grid when its base
// lies wholly within it, on the outside list otherwise.
func (s *Space) place(i int) {
	e := s.ents[i]
	f := e.fig
	s.keys[i].at, s.keys[i].size = f.At, f.Size
	e.circle = geom.Circle{C: f.Center(), R: f.Radius()}
	b := e.circle.Bounds()
	inside := b.Min.X >= 0 && b.Min.Y >= 0 && b.Max.X <= float64(s.w) && b.Max.Y <= float64(s.h)
	if inside {
		x, y, r := e.circle.C.X*unitsPerInch, e.circle.C.Y*unitsPerInch, (e.circle.R-shrink)*unitsPerInch
		if e.shape == nil {
			resolvMu.Lock()
			e.shape = resolv.NewCircle(x, y, r)
			resolvMu.Unlock()
			e.shape.SetData(e)
			s.rs.Add(e.shape)
		} else {
			e.shape.SetRadius(r)
			e.shape.SetPosition(x, y)
		}
		rb := e.shape.Bounds()
		e.cx, e.cy = cellOf(rb.Min.X), cellOf(rb.Min.Y)
		if e.out {
			s.outside = slices.DeleteFunc(s.outside, func(o *spaceEntry) bool { return o == e })
			e.out = false
		}
		return
	}
	if e.shape != nil {
		s.rs.Remove(e.shape)
		e.shape = nil
	}
	if !e.out {
		s.outside = append(s.outside, e)
		e.out = true
	}
}

func cellOf(units float64) int { return int(math.Floor(units / cellUnits)) }

// candidates calls visit once for every figure whose base's box might meet
// box (in inches), until visit returns false.
func (s *Space) candidates(box geom.Box, visit func(e *spaceEntry) bool) {
	box = box.Grow(queryMargin)
	x0, y0 := max(cellOf(box.Min.X*unitsPerInch), 0), max(cellOf(box.Min.Y*unitsPerInch), 0)
	x1, y1 := min(cellOf(box.Max.X*unitsPerInch), s.w-1), min(cellOf(box.Max.Y*unitsPerInch), s.h-1)
	for cy := y0; cy <= y1; cy++ {
		for cx := x0; cx <= x1; cx++ {
			cell := s.rs.Cell(cx, cy)
			if cell == nil {
				continue
			}
			for _, sh := range cell.Shapes {
				e := sh.Data().(*spaceEntry)
				// A base spans several cells: report it only from the
				// first cell where it meets the query, so each figure is
				// seen once without any shared scratch state.
				if cx != max(e.cx, x0) || cy != max(e.cy, y0) {
					continue
				}
				if !visit(e) {
					return
				}
			}
		}
	}
	for _, e := range s.outside {
		if !visit(e) {
			return
		}
	}
}

// Under returns the figures whose base lies under the template (shares an
// area with it; touching is not enough), sorted by id, leaving out the
// figures named in exclude.
func (s *Space) Under(t templates.Shape, exclude ...string) []*Figure {
	s.under(t, exclude)
	return s.answer()
}

// UnderIDs is Under's ids appended to dst (a buffer the caller reuses).
func (s *Space) UnderIDs(dst []string, t templates.Shape, exclude ...string) []string {
	s.under(t, exclude)
	s.sortHits()
	for _, e := range s.hits {
		dst = append(dst, e.fig.ID)
	}
	return dst
}

// under gathers the query's hits for Under and UnderIDs.
func (s *Space) under(t templates.Shape, exclude []string) {
	s.hits = s.hits[:0]
	s.candidates(t.Bounds(), func(e *spaceEntry) bool {
		if t.Covers(e.circle.C, e.circle.R) && !slices.Contains(exclude, e.fig.ID) {
			s.hits = append(s.hits, e)
		}
		return true
	})
}

// sortHits puts the query's hits in id order.
func (s *Space) sortHits() {
	slices.SortFunc(s.hits, func(a, b *spaceEntry) int { return a.rank - b.rank })
}

// answer turns the query's hits into figures sorted by id.
func (s *Space) answer() []*Figure {
	s.sortHits()
	out := make([]*Figure, len(s.hits))
	for i, e := range s.hits {
		out[i] = e.fig
	}
	return out
}

// Crossed returns the figures whose base the straight segment from a to b
// passes through (nearer to the base's centre than its radius; grazing the
// rim is not crossing), sorted by id, leaving out exclude. These are the
// bystander candidates along a line of fire.
func (s *Space) Crossed(a, b geom.Point, exclude ...string) []*Figure {
	seg := geom.Segment{A: a, B: b}
	s.hits = s.hits[:0]
	s.candidates(seg.Bounds(), func(e *spaceEntry) bool {
		if seg.Dist(e.circle.C) < e.circle.R-geom.Eps && !slices.Contains(exclude, e.fig.ID) {
			s.hits = append(s.hits, e)
		}
		return true
	})
	return s.answer()
}

func cmpID(a, b *Figure) int {
	switch {
	case a.ID < b.ID:
		return -1
	case a.ID > b.ID:
		return 1
	}
	return 0
}

// Space returns the board's broad phase, built on first use and brought
// up to date with the figures on every call.
func (b *Board) Space() *Space {
	if b.space == nil || b.space.owner != b {
		w, h := b.W, b.H
		for _, f := range b.Figures {
			n := f.Footprint()
			w, h = max(w, f.At.X+n), max(h, f.At.Y+n)
		}
		b.space = NewSpace(w, h)
		b.space.owner = b
	}
	b.space.Sync(b.Figures)
	return b.space
}

// UnderTemplate returns the figures under the template, sorted by id,
// leaving out the figures named in exclude (a Cone's or Stream's attacker).
func (b *Board) UnderTemplate(t templates.Shape, exclude ...string) []*Figure {
	return b.Space().Under(t, exclude...)
}

// FiguresCrossed returns the figures whose base the segment from p to q
// passes through, sorted by id, leaving out exclude.
func (b *Board) FiguresCrossed(p, q geom.Point, exclude ...string) []*Figure {
	return b.Space().Crossed(p, q, exclude...)
}
