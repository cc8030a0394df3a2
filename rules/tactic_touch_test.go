package rules

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTouchingIsNearestGapOne: the walk's goal look-up says what the loop
// over the foes says (a base touching a foe and overlapping none), for
// bases of 1 to 3 squares among foes of several sizes, on every position
// around them.
func TestTouchingIsNearestGapOne(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var tc touching
	for range 200 {
		var fs []foe
		for range 1 + rng.IntN(5) {
			fs = append(fs, foe{pos: Pos{X: rng.IntN(12), Y: rng.IntN(12)}, size: 1 + rng.IntN(3)})
		}
		n := 1 + rng.IntN(3)
		tc.mark(n, fs)
		hits := 0
		for y := -6; y < 20; y++ {
			for x := -6; x < 20; x++ {
				q := Pos{X: x, Y: y}
				want := nearestGap(q, n, fs) == 1
				if !assert.Equal(t, want, tc.at(q), "base %d at %v among %v", n, q, fs) {
					return
				}
				if want {
					hits++
				}
			}
		}
		assert.Positive(t, hits, "some position touches a foe")
	}
	tc.mark(1, nil)
	assert.False(t, tc.at(Pos{}), "no foes: nothing touches")
}

// The tactic's cover squares are the few cheapest within Pace, ties in
// Reach's order: cheapestFirst must give what a stable sort by cost puts
// first, on lists with many equal costs.
func TestCheapestFirstIsTheStableSortsHead(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	for trial := range 500 {
		cands := make([]Reachable, rng.IntN(40))
		for i := range cands {
			cands[i] = Reachable{Pos: Pos{X: i, Y: trial}, Cost: 1 + rng.IntN(6)}
		}
		want := slices.Clone(cands)
		slices.SortStableFunc(want, func(a, c Reachable) int { return a.Cost - c.Cost })
		k := rng.IntN(6)
		got := cheapestFirst(cands, k)
		require.Equal(t, want[:min(k, len(want))], got, "trial %d", trial)
	}
}

// The cover-square search asks nearestGap(q) > 1 of each square in reach
// only of the foes foesNear keeps: on every position in the box, whether
// some foe touches or overlaps a base there is the same with those foes
// as with all (foes of several sizes, bases of 1 to 3 squares, boxes
// near and far).
func TestFoesNearKeepsEveryFoeThatTouchesTheBox(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	dropped := 0
	for range 500 {
		var fs []foe
		for range 1 + rng.IntN(8) {
			fs = append(fs, foe{pos: Pos{X: rng.IntN(30), Y: rng.IntN(30)}, size: 1 + rng.IntN(3)})
		}
		n := 1 + rng.IntN(3)
		x0, y0 := rng.IntN(30), rng.IntN(30)
		x1, y1 := x0+rng.IntN(8), y0+rng.IntN(8)
		near := foesNear(nil, fs, n, x0, y0, x1, y1)
		dropped += len(fs) - len(near)
		for y := y0; y <= y1; y++ {
			for x := x0; x <= x1; x++ {
				q := Pos{X: x, Y: y}
				if !assert.Equal(t, nearestGap(q, n, fs) <= 1, nearestGap(q, n, near) <= 1, "base %d at %v among %v", n, q, fs) {
					return
				}
			}
		}
	}
	assert.Positive(t, dropped, "far foes are left out")
	assert.Empty(t, foesNear(nil, []foe{{size: 1}}, 1, 1, 1, 0, 0), "an empty box keeps no foe")
}

// Two bases that touch are at most touchingFar apart by either measure
// of the board (Distance counts the squares between the footprints: 1
// along a row, and 1 or 1.41 on a diagonal), and a base one square
// farther is beyond it: the tactic stops looking for adjacent foes at the
// first farther one.
func TestTouchingFarIsBeyondEveryTouchAndShortOfTheNextSquare(t *testing.T) {
	for _, d := range [][2]float64{{1, 0}, {0, 1}, {1, 1}} {
		assert.LessOrEqual(t, max(d[0], d[1]), touchingFar, "grid measure at gap %v", d)
		assert.LessOrEqual(t, math.Hypot(d[0], d[1]), touchingFar, "Euclidean measure at gap %v", d)
	}
	assert.Greater(t, 2.0, touchingFar, "a foe 2\" away does not touch")
}

// The tactic's foes are nearest first, ties in scenario order: sortFoes
// gives what a stable sort by distance gives, whether it counts (whole
// inches, many ties) or sorts (a Euclidean measure's fractions, a foe
// the table cannot measure).
func TestSortFoesIsTheStableSortByDistance(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	var p Plain
	for trial := range 400 {
		fs := make([]foe, rng.IntN(50))
		for i := range fs {
			fs[i] = foe{id: fmt.Sprint("f", i), dist: float64(1 + rng.IntN(12))}
			switch {
			case trial%4 == 1 && i%3 == 0:
				fs[i].dist = math.Hypot(fs[i].dist, float64(rng.IntN(3)))
			case trial%4 == 2 && i == 0:
				fs[i].dist = math.Inf(1)
			}
		}
		want := slices.Clone(fs)
		slices.SortStableFunc(want, func(a, c foe) int {
			switch {
			case a.dist < c.dist:
				return -1
			case a.dist > c.dist:
				return 1
			}
			return 0
		})
		got := p.sortFoes([]foe{{id: "kept"}}, fs)
		require.Equal(t, append([]foe{{id: "kept"}}, want...), got, "trial %d", trial)
	}
}
