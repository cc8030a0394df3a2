package board

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Revision 11's approach walk (WalkToNear, an A* search) ends on a goal at
// the cost revision 10's walk (WalkTo, the whole tied cone) finds, from
// every square of maps with walls, trees, difficult ground, water to one
// who can't swim, thin walls and thin doors (open and shut), doors on the
// grid (open and shut), gaps, allies, foes, prone figures and 2x2 bases; every
// stop on its way costs what Reach says that square costs (the way is a
// cheapest one), and when it says no run could reach a goal, neither
// could the old walk's. Setting up only the positions it touches (lazy:
// astarOne on maps with gaps, astarOpen on the board's squares without)
// gives the very walk of setting up its whole window.
func TestWalkToNearEndsOnAGoalAtTheCheapestCost(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 11))
	old, near, whole := NewReacher(), NewReacher(), NewReacher()
	whole.eager = true
	walks, found, dearer, lazy := 0, 0, 0, 0
	for trial := range 60 {
		w, h := 8+rng.IntN(22), 8+rng.IntN(18)
		rows := make([]string, h)
		syms := []byte("..........~~#T=")
		for y := range rows {
			row := make([]byte, w)
			for x := range row {
				row[x] = syms[rng.IntN(len(syms))]
			}
			rows[y] = string(row)
		}
		b := grid(t, rows...)
		if trial%3 == 0 {
			deluxe(b)
		}
		for i := range b.Cells {
			switch c := &b.Cells[i]; {
			case c.Symbol == '~' && rng.IntN(2) == 0:
				c.Water = true
			case c.Symbol == '#' && rng.IntN(4) == 0:
				c.Door, c.Open, c.Blocks = true, true, false // an open door
			case c.Symbol == '#' && rng.IntN(4) == 0:
				c.Door = true // a shut one
			}
		}
		if trial%5 == 2 { // gaps, never jumped by this walk (astarOne)
			for i := range b.Cells {
				if c := &b.Cells[i]; c.Symbol == '.' && i%7 == trial%7 {
					c.Gap = true
				}
			}
		}
		for range rng.IntN(4) {
			x, y := float64(1+rng.IntN(w-1)), float64(rng.IntN(h))
			wl := thin(x, y, x, y+float64(1+rng.IntN(4)))
			if rng.IntN(2) == 0 {
				wl = thin(y, x, y+float64(1+rng.IntN(4)), x)
			}
			if rng.IntN(3) == 0 {
				wl.Kind, wl.Open = WallDoor, rng.IntN(2) == 0
			}
			b.Walls = append(b.Walls, wl)
		}
		var figs []*Figure
		for k := range 2 + rng.IntN(5) {
			side := "b"
			if k == 0 || rng.IntN(3) == 0 {
				side = "a"
			}
			g := put(b, fmt.Sprint("f", k), side, rng.IntN(w-1), rng.IntN(h-1))
			if rng.IntN(4) == 0 {
				g.Size = 4 // a 2x2 base
			}
			figs = append(figs, g)
		}
		f := figs[0]
		f.Prone = trial%7 == 0
		if trial%4 == 1 {
			b.Moving = map[string]rules.Movement{f.ID: {Pace: 6, NoSwim: true}}
		}
		// The goals: the squares where f's base touches a foe, each
		// foe's ring in its own box, as the plain tactic asks.
		n := f.Footprint()
		var boxes []rules.Box
		for _, g := range figs[1:] {
			if g.Side != f.Side {
				m := g.Footprint()
				boxes = append(boxes, rules.Box{Min: Square{X: g.At.X - n, Y: g.At.Y - n}, Max: Square{X: g.At.X + m, Y: g.At.Y + m}})
			}
		}
		goal := func(s Square) bool {
			touches := false
			for _, g := range figs[1:] {
				if g.Side == f.Side {
					continue
				}
				m := g.Footprint()
				dx := max(g.At.X-(s.X+n-1), s.X-(g.At.X+m-1))
				dy := max(g.At.Y-(s.Y+n-1), s.Y-(g.At.Y+m-1))
				if max(dx, dy) <= 0 {
					return false // overlaps a foe
				}
				touches = touches || max(dx, dy) == 1
			}
			return touches
		}
		for y := range h - n + 1 {
			for x := range w - n + 1 {
				f.At = Square{X: x, Y: y}
				run := rng.IntN(30)
				var want, got []ReachSquare
				wantOK, err := old.WalkTo(b, f, run, goal, func(s ReachSquare) { want = append(want, s) })
				if err != nil {
					continue // off the map
				}
				oldExhausted := old.WalkExhausted()
				ok, err := near.WalkToNear(b, f, run, goal, boxes, func(s ReachSquare) { got = append(got, s) })
				require.NoError(t, err)
				walks++
				where := fmt.Sprintf("trial %d from %v run %d:\n%s", trial, f.At, run, strings.Join(rows, "\n"))
				var all []ReachSquare
				allOK, err := whole.WalkToNear(b, f, run, goal, boxes, func(s ReachSquare) { all = append(all, s) })
				require.NoError(t, err)
				require.Equal(t, []any{allOK, all, whole.WalkExhausted()}, []any{ok, got, near.WalkExhausted()}, where)
				if !f.Prone && near.canLazy(b, f) {
					lazy++
				}
				require.Equal(t, wantOK, ok, where)
				if near.WalkExhausted() {
					assert.True(t, oldExhausted, where)
				}
				if !ok {
					continue
				}
				found++
				end := got[len(got)-1]
				require.Equal(t, want[len(want)-1].Cost, end.Cost, where)
				require.True(t, goal(end.Square), where)
				if !f.Prone {
					m, err := NewReacher().Reach(b, f, run)
					require.NoError(t, err)
					for _, s := range got {
						c, ok := m.Cost(s.Square)
						require.True(t, ok, where)
						require.Equal(t, c, s.Cost, "a stop on the way costs what Reach says: %v\n%s", s, where)
					}
				}
				if fmt.Sprint(want) != fmt.Sprint(got) {
					dearer++ // another way, or another goal, of the same cost
				}
			}
		}
	}
	assert.Greater(t, found, walks/3, "most walks find a goal")
	assert.Greater(t, dearer, 0, "some walks take another way of the same cost")
	assert.Greater(t, lazy, 1000, "walks that set up only what they touch")
	t.Logf("%d walks, %d found, %d by another way, %d lazy", walks, found, dearer, lazy)
}

// A*'s estimate is the straight distance to the nearest goal box, however
// the boxes lie: skipping the boxes too far from the start to be nearer
// (nearH) gives the least distance over all of them.
func TestTheWalksEstimateIsTheDistanceToTheNearestBox(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 8))
	r := NewReacher()
	for range 2000 {
		r.boxes = r.boxes[:0]
		for range 1 + rng.IntN(12) {
			x, y := rng.IntN(200), rng.IntN(200)
			r.boxes = append(r.boxes, rules.Box{Min: Square{X: x, Y: y}, Max: Square{X: x + rng.IntN(4), Y: y + rng.IntN(4)}})
		}
		s := Square{X: rng.IntN(200), Y: rng.IntN(200)}
		r.sortBoxes(s)
		for range 20 {
			p := Square{X: s.X + rng.IntN(81) - 40, Y: s.Y + rng.IntN(81) - 40}
			want := unseen
			for _, bx := range r.boxes {
				want = min(want, chebyshevToBox(p, bx))
			}
			require.Equal(t, int32(want), r.nearH(p), "from %v at %v to %v", s, p, r.boxes)
		}
	}
}

// A* takes its queue of one f in before's order (the deepest first, then
// the first queued): order's counting sort by g leaves the list the
// reverse of that order, whatever the mix of g, however long the list.
func TestTheQueueOfOneFIsTakenInBeforesOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 14))
	r := NewReacher()
	for range 3000 {
		f := int32(rng.IntN(200))
		q := make([]queued, rng.IntN(40))
		for k := range q {
			g := f - int32(rng.IntN(int(f)+1))
			if rng.IntN(3) == 0 && k > 0 {
				g = q[rng.IntN(k)].g // ties of g
			}
			q[k] = queued{f: f, g: g, seq: int32(10*k + rng.IntN(10)), i: int32(rng.IntN(1000))}
		}
		want := slices.Clone(q)
		slices.SortFunc(want, func(a, b queued) int {
			switch {
			case a.before(b):
				return 1
			case b.before(a):
				return -1
			}
			return 0
		})
		r.order(q)
		require.Equal(t, want, q)
	}
}

// The steps the terrain allows out of a square (walkSteps, which
// astarOpen reads) are the same worked out at once inside the board as
// step by step: on random walls, trees and gaps, for every square.
func TestTheTerrainsStepsInsideTheBoardAreWorkedOutAsAtItsEdge(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 71))
	for range 200 {
		w, h := 3+rng.IntN(12), 3+rng.IntN(12)
		l := &terrainLayer{sq: make([]uint8, w*h)}
		for k := range l.sq {
			l.sq[k] = []uint8{0, 0, 0, sqWall, sqDiff, sqGap, sqWall | sqDiff}[rng.IntN(7)]
		}
		for y := range h {
			for x := range w {
				require.Equal(t, l.walkStepsAtEdge(x, y, w, h), l.walkSteps(x, y, w, h), "(%d, %d) of %v", x, y, l.sq)
			}
		}
	}
}

// A step's estimate, found from the estimate of the square it leaves, is
// the straight distance to the nearest goal box, as nearH works it out.
func TestAStepsEstimateIsTheDistanceToTheNearestBox(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	var r Reacher
	for range 300 {
		r.boxes = r.boxes[:0]
		for range 1 + rng.IntN(12) {
			x, y := rng.IntN(60), rng.IntN(60)
			r.boxes = append(r.boxes, rules.Box{Min: Square{X: x, Y: y}, Max: Square{X: x + rng.IntN(3), Y: y + rng.IntN(3)}})
		}
		s := Square{X: rng.IntN(60), Y: rng.IntN(60)}
		r.sortBoxes(s)
		p := s
		for range 40 { // a wandering walk, each square one step from the last
			hp := r.nearH(p)
			q := Square{X: p.X + rng.IntN(3) - 1, Y: p.Y + rng.IntN(3) - 1}
			require.Equal(t, r.nearH(q), r.nearStep(int32(q.X), int32(q.Y), hp), "boxes %v, start %v, from %v to %v", r.boxes, s, p, q)
			p = q
		}
	}
}
