package board

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// wholeRoute is JumpRoute worked out from the whole reach, as it was
// before routeTo stopped the search at the route's square.
func wholeRoute(t *Battlefield, r *Reacher, id string, run int, to Square, j rules.Jumping) (rules.Route, error) {
	f := t.fig(id)
	m, err := r.ReachJumping(t.B, f, run, j)
	if err != nil {
		return rules.Route{}, err
	}
	rs, ok := m.find(to)
	if !ok {
		switch {
		case !t.B.InBounds(to):
			return rules.Route{}, fmt.Errorf("%s is off the map", to)
		case m.Budget == 0:
			return rules.Route{}, fmt.Errorf("it cannot move at all")
		case t.B.GapUnder(to, m.Figure.Footprint()):
			return rules.Route{}, fmt.Errorf("it is a gap: a figure may jump over it but not stop on it")
		}
		return rules.Route{}, fmt.Errorf("no way there within %d\" (walls, foes, an occupied square or too far)", m.Budget)
	}
	path := m.Path(to)
	if m.Mode == rules.ModeBurrow && len(path) > 2 {
		path = []rules.Pos{path[0], path[len(path)-1]}
	}
	out := rules.Route{Cost: rs.Cost, Prone: rs.Prone, Steps: path, Mode: m.Mode}
	if m.r.gaps && !rs.Prone {
		out.Jumps = t.B.jumpsOf(path, m.Figure.Footprint(), j.RunUp)
	}
	return out, nil
}

// A route to a square (what a move is checked by) is the whole reach's:
// the same cost, the same way square by square, the same jumps and the
// same refusal, from every square of maps with walls, trees, difficult
// ground, gaps, thin walls and doors, allies and foes, to every square
// of the map and a ring beyond it, walking, running and jumping, for
// bases of one to three squares, standing, prone and Stunned.
func TestARouteIsTheWholeReachsWay(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 14))
	whole := NewReacher()
	routes, reached := 0, 0
	for trial := range 24 {
		w, h := 6+rng.IntN(12), 6+rng.IntN(10)
		rows := make([]string, h)
		syms := []byte("........~~#T=__")
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
		for k := range 2 + rng.IntN(4) {
			side := "b"
			if k == 0 || rng.IntN(3) == 0 {
				side = "a"
			}
			g := put(b, fmt.Sprint("f", k), side, rng.IntN(w-2), rng.IntN(h-2))
			if rng.IntN(4) == 0 {
				g.Size = 4 // a 2x2 base
			}
		}
		f := b.Figures[0]
		f.Prone = trial%5 == 0
		f.Stunned = trial%11 == 0
		if trial%4 == 1 {
			f.Size = 8 // a 3x3 base
		}
		tb := NewBattlefield(b)
		n := f.Footprint()
		for y := range h - n + 1 {
			for x := range w - n + 1 {
				f.At = Square{X: x, Y: y}
				if rng.IntN(3) > 0 || !b.BaseFits(f.At, n) {
					continue
				}
				run := []int{0, 0, 2, 6}[rng.IntN(4)]
				j := []rules.Jumping{{}, {Standing: 1, Running: 2, RunUp: 2}, {Standing: 3, Running: 3}}[rng.IntN(3)]
				for ty := -2; ty < h+2; ty++ {
					for tx := -2; tx < w+2; tx++ {
						to := Square{X: tx, Y: ty}
						want, werr := wholeRoute(tb, whole, f.ID, run, to, j)
						got, err := tb.JumpRoute(f.ID, run, to, j)
						routes++
						if werr != nil {
							require.EqualError(t, err, werr.Error(), "trial %d from %v to %v", trial, f.At, to)
							continue
						}
						require.NoError(t, err, "trial %d from %v to %v", trial, f.At, to)
						reached++
						require.Equal(t, want, got, "trial %d from %v to %v (run %d, %+v)", trial, f.At, to, run, j)
					}
				}
			}
		}
	}
	assert.Greater(t, routes, 5000)
	assert.Greater(t, reached, 1000)
}

// A reach within a few inches lists exactly the whole reach's squares
// that cost that much or less, at the same costs, prone or not, in the
// same order, on maps with walls, trees, difficult ground, gaps and thin
// walls, for bases of one to three squares.
func TestAReachWithinIsTheWholeReachsCheapSquares(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 2))
	whole, near := NewReacher(), NewReacher()
	cheap := 0
	for trial := range 30 {
		w, h := 6+rng.IntN(14), 6+rng.IntN(12)
		rows := make([]string, h)
		syms := []byte("........~~#T=_")
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
		for range rng.IntN(4) {
			x, y := float64(1+rng.IntN(w-1)), float64(rng.IntN(h))
			b.Walls = append(b.Walls, thin(x, y, x, y+float64(1+rng.IntN(4))))
		}
		for k := range 2 + rng.IntN(4) {
			put(b, fmt.Sprint("f", k), []string{"a", "b"}[rng.IntN(2)], rng.IntN(w-2), rng.IntN(h-2))
		}
		f := b.Figures[0]
		f.Prone = trial%4 == 0
		if trial%5 == 1 {
			f.Size = 8 // a 3x3 base
		}
		n := f.Footprint()
		for y := range h - n + 1 {
			for x := range w - n + 1 {
				f.At = Square{X: x, Y: y}
				if !b.BaseFits(f.At, n) {
					continue
				}
				run := []int{0, 2, 6}[rng.IntN(3)]
				within := rng.IntN(5)
				all, err := whole.Reach(b, f, run)
				require.NoError(t, err)
				var want []ReachSquare
				for _, s := range all.Squares {
					if s.Cost <= within {
						want = append(want, s)
					}
				}
				got, err := near.ReachWithin(b, f, run, within)
				require.NoError(t, err)
				require.Equal(t, want, got.Squares, "trial %d from %v within %d", trial, f.At, within)
				cheap += len(want)
			}
		}
	}
	assert.Greater(t, cheap, 5000)
}
