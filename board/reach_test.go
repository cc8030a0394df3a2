package board

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// grid makes a board from rows of the built-in symbols: '.' open, '#'
// wall, 'T' tree, '~' difficult, '=' low wall (medium cover, difficult),
// '_' a gap (a ditch, a chasm).
func grid(t testing.TB, rows ...string) *Board {
	t.Helper()
	b := &Board{Edition: rules.SWADE, Rules: rules.SWADE.Rules(), W: len(rows[0]), H: len(rows)}
	for _, row := range rows {
		require.Len(t, row, b.W, "rows must be the same length")
		for _, ch := range row {
			tr := Terrain{Symbol: ch}
			switch ch {
			case '#', 'T':
				tr.Blocks = true
			case '~':
				tr.Difficult = true
			case '=':
				tr.Difficult, tr.Cover = true, rules.MediumCover
			case '_':
				tr.Gap = true
			case '.':
			default:
				t.Fatalf("unknown symbol %q", ch)
			}
			b.Cells = append(b.Cells, tr)
		}
	}
	return b
}

// deluxe switches the board's edition.
func deluxe(b *Board) *Board {
	b.Edition, b.Rules = rules.Deluxe, rules.Deluxe.Rules()
	return b
}

// put stands a Size 0 figure with Pace 6 at (x, y).
func put(b *Board, id, side string, x, y int) *Figure {
	f := &Figure{Figure: &rules.Figure{ID: id, Side: side, Pace: 6}, At: Square{X: x, Y: y}}
	b.Figures = append(b.Figures, f)
	return f
}

func costs(t *testing.T, b *Board, f *Figure, run int) map[Square]int {
	t.Helper()
	m, err := b.Reach(f, run)
	require.NoError(t, err)
	out := map[Square]int{}
	for _, s := range m.Squares {
		out[s.Square] = s.Cost
	}
	return out
}

func TestReachOpenGroundIsChebyshev(t *testing.T) {
	b := grid(t, make15x15()...)
	f := put(b, "a", "h", 7, 7)
	c := costs(t, b, f, 0)
	// Pace 6 on open ground: every square within 6 steps, diagonals 1".
	assert.Len(t, c, 13*13)
	assert.Equal(t, 0, c[Square{X: 7, Y: 7}])
	assert.Equal(t, 3, c[Square{X: 10, Y: 9}])
	assert.Equal(t, 6, c[Square{X: 1, Y: 13}])
	_, ok := c[Square{X: 0, Y: 7}]
	assert.False(t, ok, "7\" away is beyond Pace 6")
}

func make15x15() []string {
	rows := make([]string, 15)
	for i := range rows {
		rows[i] = "..............."
	}
	return rows
}

func TestReachAroundWallsAndTheDiagonalRule(t *testing.T) {
	b := grid(t,
		"...#...",
		"...#...",
		"...#...",
		"...#...",
		".......",
	)
	f := put(b, "a", "h", 2, 0)
	c := costs(t, b, f, 0)
	// Down the wall to (2,4) in 4 (the diagonal (2,3)->(3,4) would cut
	// past the wall square (3,3)), then (3,4) for 5 and (4,4) for 6.
	assert.Equal(t, 4, c[Square{X: 2, Y: 4}])
	assert.Equal(t, 5, c[Square{X: 3, Y: 4}])
	assert.Equal(t, 6, c[Square{X: 4, Y: 4}])
	// (4,3) would be 6 through the corner (3,4)->(4,3); the rule makes it 7.
	_, ok := c[Square{X: 4, Y: 3}]
	assert.False(t, ok)
	assert.Equal(t, 7, costs(t, b, f, 1)[Square{X: 4, Y: 3}], "a running die of 1 adds the inch")
	_, ok = c[Square{X: 3, Y: 0}]
	assert.False(t, ok, "walls are never entered")
}

func TestReachDiagonalNeedsBothCornersFree(t *testing.T) {
	tests := []struct {
		name string
		rows []string
		cost int
	}{
		{"open", []string{"..", ".."}, 1},
		{"one corner walled", []string{"..", "#."}, 2},
		{"other corner walled", []string{".#", ".."}, 2},
		{"difficult corner is fine", []string{"..", "~."}, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := grid(t, tc.rows...)
			f := put(b, "a", "h", 0, 0)
			assert.Equal(t, tc.cost, costs(t, b, f, 0)[Square{X: 1, Y: 1}])
		})
	}
	b := grid(t, ".#", "#.")
	f := put(b, "a", "h", 0, 0)
	assert.Len(t, costs(t, b, f, 0), 1, "both corners walled: only the own square")
}

func TestReachAlliesAndFoes(t *testing.T) {
	rows := []string{"#####", ".....", "#####"}
	t.Run("ally passed, not ended on", func(t *testing.T) {
		b := grid(t, rows...)
		f := put(b, "a", "h", 0, 1)
		put(b, "ally", "h", 2, 1)
		c := costs(t, b, f, 0)
		_, onAlly := c[Square{X: 2, Y: 1}]
		assert.False(t, onAlly)
		assert.Equal(t, 3, c[Square{X: 3, Y: 1}])
		assert.Equal(t, 4, c[Square{X: 4, Y: 1}])
	})
	t.Run("foe blocks", func(t *testing.T) {
		b := grid(t, rows...)
		f := put(b, "a", "h", 0, 1)
		put(b, "foe", "c", 2, 1)
		c := costs(t, b, f, 0)
		assert.Equal(t, map[Square]int{{X: 0, Y: 1}: 0, {X: 1, Y: 1}: 1}, c)
	})
	t.Run("incapacitated foe is stepped over", func(t *testing.T) {
		b := grid(t, rows...)
		f := put(b, "a", "h", 0, 1)
		put(b, "foe", "c", 2, 1).Incapacitated = true
		c := costs(t, b, f, 0)
		assert.Equal(t, 3, c[Square{X: 3, Y: 1}])
		_, onIt := c[Square{X: 2, Y: 1}]
		assert.False(t, onIt)
	})
}

func TestReachDifficultGround(t *testing.T) {
	b := grid(t, ".~~....")
	f := put(b, "a", "h", 0, 0)
	// Each mud square entered costs 2": 2, 4, then 5, 6.
	assert.Equal(t, map[Square]int{{X: 0, Y: 0}: 0, {X: 1, Y: 0}: 2, {X: 2, Y: 0}: 4, {X: 3, Y: 0}: 5, {X: 4, Y: 0}: 6}, costs(t, b, f, 0))
}

func TestReachPaceLessWounds(t *testing.T) {
	for _, tc := range []struct{ pace, wounds, far int }{
		{6, 0, 6}, {6, 1, 5}, {6, 3, 3}, {2, 3, 1}, // never below 1
	} {
		b := grid(t, "..........")
		f := put(b, "a", "h", 0, 0)
		f.Pace, f.Wounds = tc.pace, tc.wounds
		c := costs(t, b, f, 0)
		assert.Len(t, c, tc.far+1, "Pace %d, %d Wounds", tc.pace, tc.wounds)
	}
}

func TestReachRunningDie(t *testing.T) {
	b := grid(t, "............")
	f := put(b, "a", "h", 0, 0)
	c := costs(t, b, f, 3)
	assert.Equal(t, 9, c[Square{X: 9, Y: 0}], "Pace 6 plus a running die of 3")
	assert.Len(t, c, 10)
	_, err := b.Reach(f, -1)
	assert.Error(t, err)
}

func TestReachStunnedCannotMove(t *testing.T) {
	b := grid(t, "......")
	f := put(b, "a", "h", 2, 0)
	f.Stunned = true
	assert.Equal(t, map[Square]int{{X: 2, Y: 0}: 0}, costs(t, b, f, 6))
}

func TestReachProne(t *testing.T) {
	type sq struct {
		cost  int
		prone bool
	}
	get := func(b *Board, f *Figure) map[int]sq {
		m, err := b.Reach(f, 0)
		require.NoError(t, err)
		out := map[int]sq{}
		for _, s := range m.Squares {
			out[s.X] = sq{s.Cost, s.Prone}
		}
		return out
	}
	t.Run("swade: stand for 2 or crawl at 2 an inch", func(t *testing.T) {
		b := grid(t, "..........")
		f := put(b, "a", "h", 0, 0)
		f.Prone = true
		// Crawl 1 = 2; crawl 2 = 4 ties stand+2 = 4 (crawling kept);
		// then standing wins: 2+3, 2+4; 5" would cost 7.
		assert.Equal(t, map[int]sq{0: {0, true}, 1: {2, true}, 2: {4, true}, 3: {5, false}, 4: {6, false}}, get(b, f))
	})
	t.Run("swade: difficult ground does not add to crawling", func(t *testing.T) {
		b := grid(t, "~~~~~~~~")
		f := put(b, "a", "h", 0, 0)
		f.Prone = true
		// Crawling 2/inch beats standing (2) and wading (2/inch) everywhere.
		assert.Equal(t, map[int]sq{0: {0, true}, 1: {2, true}, 2: {4, true}, 3: {6, true}}, get(b, f))
	})
	t.Run("deluxe: crawl 2 inches a turn", func(t *testing.T) {
		b := deluxe(grid(t, ".........."))
		f := put(b, "a", "h", 0, 0)
		f.Prone = true
		assert.Equal(t, map[int]sq{0: {0, true}, 1: {1, true}, 2: {2, true}, 3: {5, false}, 4: {6, false}}, get(b, f))
	})
}

func TestReachLargeFootprint(t *testing.T) {
	rows := func(gap string) []string {
		return []string{
			"........",
			"........",
			gap,
			"........",
			"........",
		}
	}
	t.Run("two-wide gap", func(t *testing.T) {
		b := grid(t, rows("###..###")...)
		f := put(b, "ogre", "c", 0, 0)
		f.Size = 4 // 2x2
		c := costs(t, b, f, 0)
		// (3,2) is the only position whose footprint fits the gap; the
		// diagonal (2,0)->(3,1) would cut past the wall (2,2), so the way
		// is along the top: (1,0), (2,0), (3,0), (3,1), (3,2), (3,3).
		assert.Equal(t, 6, c[Square{X: 3, Y: 3}])
		assert.Equal(t, 4, c[Square{X: 3, Y: 1}])
		_, ok := c[Square{X: 2, Y: 1}]
		assert.False(t, ok, "footprint would cover the wall (2,2)")
		_, ok = c[Square{X: 7, Y: 0}]
		assert.False(t, ok, "the footprint must stay on the map")
		assert.Equal(t, 6, c[Square{X: 6, Y: 0}])
	})
	t.Run("one-wide gap is too narrow", func(t *testing.T) {
		b := grid(t, rows("###.####")...)
		f := put(b, "ogre", "c", 0, 0)
		f.Size = 4
		for s := range costs(t, b, f, 6) {
			assert.Less(t, s.Y, 1, "a 2x2 base cannot pass a 1\" gap")
		}
		small := put(b, "imp", "c", 0, 4)
		// (3,3) in 3, through the gap (3,2) in 4 (no diagonal past its walls).
		assert.Equal(t, 5, costs(t, b, small, 0)[Square{X: 3, Y: 1}], "a small base can")
	})
	t.Run("mud strip costs one extra inch", func(t *testing.T) {
		b := grid(t, "...~....", "...~....")
		f := put(b, "ogre", "c", 0, 0)
		f.Size = 4
		// Steps to (1,0) 1, (2,0) enters the mud column 2, (3,0) 1, (4,0) 1.
		assert.Equal(t, 5, costs(t, b, f, 0)[Square{X: 4, Y: 0}])
	})
	t.Run("an ally under any part of the footprint stops it ending there", func(t *testing.T) {
		b := grid(t, "......", "......", "......")
		f := put(b, "ogre", "c", 0, 0)
		f.Size = 4
		put(b, "imp", "c", 3, 1)
		c := costs(t, b, f, 0)
		for _, s := range []Square{{X: 2, Y: 0}, {X: 3, Y: 0}, {X: 2, Y: 1}, {X: 3, Y: 1}} {
			_, ok := c[s]
			assert.False(t, ok, "%v covers the ally", s)
		}
		assert.Equal(t, 4, c[Square{X: 4, Y: 0}], "but passes over it")
	})
}

func TestReachPathAndOrder(t *testing.T) {
	b := grid(t,
		"...#...",
		"...#...",
		"...#...",
		"...#...",
		".......",
	)
	f := put(b, "a", "h", 2, 0)
	m, err := NewReacher().Reach(b, f, 2)
	require.NoError(t, err)
	for i := 1; i < len(m.Squares); i++ {
		p, q := m.Squares[i-1], m.Squares[i]
		assert.True(t, p.Y < q.Y || (p.Y == q.Y && p.X < q.X), "sorted by y then x")
	}
	for _, s := range m.Squares {
		path := m.Path(s.Square)
		require.NotEmpty(t, path)
		assert.Equal(t, f.At, path[0])
		assert.Equal(t, s.Square, path[len(path)-1])
		spent := 0
		for i := 1; i < len(path); i++ {
			d := Square{X: path[i].X - path[i-1].X, Y: path[i].Y - path[i-1].Y}
			assert.True(t, max(abs(d.X), abs(d.Y)) == 1, "one step at a time")
			spent++
			assert.False(t, b.At(path[i]).Blocks)
		}
		assert.Equal(t, s.Cost, spent, "open ground: the path's steps are its cost")
	}
	// Ties may pick any of several ways down; the end is forced by the
	// diagonal rule.
	path := m.Path(Square{X: 4, Y: 3})
	require.Len(t, path, 8)
	assert.Equal(t, []Square{{X: 2, Y: 4}, {X: 3, Y: 4}, {X: 4, Y: 4}, {X: 4, Y: 3}}, path[4:])
	assert.Nil(t, m.Path(Square{X: 3, Y: 0}))
	// Each path is the caller's own: the next one found leaves it be.
	kept := append([]Square(nil), path...)
	other := m.Path(Square{X: 2, Y: 4})
	assert.Equal(t, kept, path)
	assert.Equal(t, path[:5], other)
	cost, ok := m.Cost(Square{X: 4, Y: 3})
	assert.True(t, ok)
	assert.Equal(t, 7, cost)
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

func TestReachWarmCallAllocatesNothing(t *testing.T) {
	b := benchBoard(t)
	f := b.Figures[0]
	r := NewReacher()
	_, err := r.Reach(b, f, 6)
	require.NoError(t, err)
	allocs := testing.AllocsPerRun(20, func() { _, _ = r.Reach(b, f, 6) })
	assert.Zero(t, allocs)
	var path []Square
	m, _ := r.Reach(b, f, 6)
	far := m.Squares[len(m.Squares)-1].Square
	path = m.AppendPath(path[:0], far)
	allocs = testing.AllocsPerRun(20, func() { path = m.AppendPath(path[:0], far) })
	assert.Zero(t, allocs)
}

func TestReachErrors(t *testing.T) {
	b := grid(t, "...")
	_, err := b.Reach(nil, 0)
	assert.Error(t, err)
	f := put(b, "big", "h", 2, 0)
	f.Size = 4
	_, err = b.Reach(f, 0)
	assert.ErrorContains(t, err, "off the map")
}

func TestFreeAttackers(t *testing.T) {
	b := grid(t, make15x15()...)
	f := put(b, "hero", "h", 5, 5)
	stays := put(b, "stays", "c", 6, 4)   // still adjacent at (5,3)
	leaves := put(b, "leaves", "c", 6, 6) // left behind
	shaken := put(b, "shaken", "c", 4, 6)
	shaken.Shaken = true
	stunned := put(b, "stunned", "c", 5, 6)
	stunned.Stunned = true
	put(b, "friend", "h", 4, 5)
	put(b, "far", "c", 9, 9)
	assert.Equal(t, []*Figure{leaves}, b.FreeAttackers(f, Square{X: 5, Y: 3}))
	assert.Empty(t, b.FreeAttackers(f, Square{X: 5, Y: 5}), "not moving gives nothing")
	m, err := b.Reach(f, 0)
	require.NoError(t, err)
	assert.Equal(t, []*Figure{leaves}, m.FreeAttackers(b, Square{X: 5, Y: 3}))

	// In melee with every adjacent foe still up, Shaken or Stunned alike;
	// not with the friend, nor the far one, nor one Incapacitated.
	put(b, "down", "c", 4, 4).Incapacitated = true
	assert.Equal(t, []*Figure{stays, leaves, shaken, stunned}, b.AdjacentFoes(f))
}

// refReach is a slow, literal reading of the movement rules to check
// Reacher against: positions are footprints as sets of squares; a step may
// go to any of the 8 neighbouring positions whose squares are all on the
// map, free of walls and of standing foes; a diagonal step also needs the
// squares that its two orthogonal half-steps cover (and neither end does)
// free of walls; it costs 2 when a square the footprint newly covers is
// difficult (crawling: the crawl cost whatever the ground). O(V^2)
// Dijkstra over every position of the map.
func refReach(b *Board, f *Figure, run int) map[Square]ReachSquare {
	n := f.Footprint()
	er := b.Rules
	foot := func(p Square) map[Square]bool {
		m := map[Square]bool{}
		for y := p.Y; y < p.Y+n; y++ {
			for x := p.X; x < p.X+n; x++ {
				m[Square{X: x, Y: y}] = true
			}
		}
		return m
	}
	other := func(s Square) (foe, body bool) {
		for _, g := range b.Figures {
			if g != f && g.Covers(s) {
				body = true
				foe = foe || (g.Side != f.Side && !g.Incapacitated && !g.Dead)
			}
		}
		return
	}
	pass := func(p Square) bool {
		for s := range foot(p) {
			foe, _ := other(s)
			if !b.InBounds(s) || b.At(s).Blocks || foe {
				return false
			}
		}
		return true
	}
	end := func(p Square) bool {
		for s := range foot(p) {
			if _, body := other(s); body {
				return false
			}
		}
		return pass(p)
	}
	dijkstra := func(startCost, budget, crawl int) map[Square]int {
		dist := map[Square]int{f.At: startCost}
		done := map[Square]bool{}
		for {
			var cur Square
			best := -1
			for p, d := range dist {
				if !done[p] && (best < 0 || d < best) {
					cur, best = p, d
				}
			}
			if best < 0 {
				return dist
			}
			done[cur] = true
			from := foot(cur)
			for _, st := range steps {
				q := Square{X: cur.X + st[0], Y: cur.Y + st[1]}
				if !pass(q) {
					continue
				}
				to := foot(q)
				if st[0] != 0 && st[1] != 0 {
					ok := true
					for _, half := range []Square{{X: cur.X + st[0], Y: cur.Y}, {X: cur.X, Y: cur.Y + st[1]}} {
						for s := range foot(half) {
							if !from[s] && !to[s] && b.At(s).Blocks {
								ok = false
							}
						}
					}
					if !ok {
						continue
					}
				}
				step := crawl
				if step == 0 {
					step = 1
					for s := range to {
						if !from[s] && b.At(s).Difficult {
							step = 2
						}
					}
				}
				if d := best + step; d <= budget {
					if old, seen := dist[q]; !seen || d < old {
						dist[q] = d
					}
				}
			}
		}
	}
	pace := f.Pace
	if pace == 0 {
		pace = 6
	}
	budget := max(1, pace-f.Wounds) + run
	if f.Stunned || f.Incapacitated {
		budget = 0
	}
	out := map[Square]ReachSquare{f.At: {Square: f.At, Prone: f.Prone}}
	add := func(d map[Square]int, prone bool) {
		for p, c := range d {
			if p == f.At || !end(p) {
				continue
			}
			if old, ok := out[p]; !ok || c < old.Cost || (c == old.Cost && prone) {
				out[p] = ReachSquare{Square: p, Cost: c, Prone: prone}
			}
		}
	}
	if !f.Prone {
		add(dijkstra(0, budget, 0), false)
		return out
	}
	if budget >= 2 {
		add(dijkstra(2, budget, 0), false)
	}
	if er.CrawlPerTurn > 0 {
		add(dijkstra(0, min(budget, er.CrawlPerTurn), 1), true)
	} else {
		add(dijkstra(0, budget, er.CrawlCostPerInch), true)
	}
	return out
}

func TestReachMatchesTheLiteralRules(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	r := NewReacher() // reused across boards of different sizes on purpose
	for trial := 0; trial < 300; trial++ {
		w, h := 4+rng.IntN(10), 4+rng.IntN(10)
		rows := make([]string, h)
		for y := range rows {
			row := make([]byte, w)
			for x := range row {
				switch v := rng.Float64(); {
				case v < 0.15:
					row[x] = '#'
				case v < 0.35:
					row[x] = '~'
				default:
					row[x] = '.'
				}
			}
			rows[y] = string(row)
		}
		b := grid(t, rows...)
		if rng.IntN(2) == 0 {
			deluxe(b)
		}
		f := put(b, "mover", "h", 0, 0)
		f.Size = []int{0, 0, 0, 4, 8}[rng.IntN(5)]
		n := f.Footprint()
		if n > w || n > h {
			continue
		}
		f.At = Square{X: rng.IntN(w - n + 1), Y: rng.IntN(h - n + 1)}
		f.Pace = 4 + rng.IntN(5)
		f.Wounds = rng.IntN(3)
		f.Prone = rng.IntN(3) == 0
		for k := 0; k < rng.IntN(5); k++ {
			side := []string{"h", "c"}[rng.IntN(2)]
			g := put(b, fmt.Sprint("g", k), side, rng.IntN(w), rng.IntN(h))
			g.Incapacitated = rng.IntN(4) == 0
			if f.Covers(g.At) {
				b.Figures = b.Figures[:len(b.Figures)-1]
			}
		}
		run := rng.IntN(2) * (1 + rng.IntN(6))
		want := refReach(b, f, run)
		m, err := r.Reach(b, f, run)
		require.NoError(t, err)
		got := map[Square]ReachSquare{}
		for _, s := range m.Squares {
			got[s.Square] = s
		}
		require.Equal(t, want, got, "trial %d: %s %v size %d pace %d wounds %d prone %v run %d\n%s",
			trial, b.Edition, f.At, f.Size, f.Pace, f.Wounds, f.Prone, run, strings.Join(rows, "\n"))
		// Every path is legal step by step and costs what it says.
		for _, s := range m.Squares {
			p := m.Path(s.Square)
			require.Equal(t, f.At, p[0])
			require.Equal(t, s.Square, p[len(p)-1])
		}
	}
}

// walkToByReach is WalkTo as the whole Reach and its Path give it: the
// cheapest square goal accepts (ties: first by y, then x) and the squares
// of the way there the figure may end on.
func walkToByReach(t *testing.T, b *Board, f *Figure, run int, goal func(Square) bool) ([]ReachSquare, bool) {
	m, err := NewReacher().Reach(b, f, run)
	require.NoError(t, err)
	best := -1
	for i, s := range m.Squares {
		if s.Square != m.Start && (best < 0 || s.Cost < m.Squares[best].Cost) && goal(s.Square) {
			best = i
		}
	}
	if best < 0 {
		return nil, false
	}
	var out []ReachSquare
	for _, p := range m.Path(m.Squares[best].Square)[1:] {
		if rs, ok := m.find(p); ok {
			out = append(out, rs)
		}
	}
	return out, true
}

// WalkTo's early stop gives exactly what the whole Reach gives: random
// boards (walls, trees, difficult ground), bases of 1 and 2 squares,
// standing and prone, friends and foes in the way, random goals, and one
// Reacher reused throughout (its buffers must not leak between calls).
func TestWalkToMatchesReach(t *testing.T) {
	found, exhausted := walkToMatchesReach(t, rand.New(rand.NewPCG(4, 4)), 600, 15, 10, 12, "......~#T=")
	assert.Greater(t, found, 200, "most trials should find a way")
	assert.Greater(t, exhausted, 20, "some trials should be walled in")
}

// The same on boards up to 45x35 with runs up to 40: WalkTo first
// searches half its budget (minHalfWalk), and a walk found there, or
// walled in there, must be the whole search's.
func TestWalkToInAHalfWindowMatchesReach(t *testing.T) {
	found, exhausted := walkToMatchesReach(t, rand.New(rand.NewPCG(7, 7)), 150, 40, 30, 40, "......~#T=")
	assert.Greater(t, found, 50, "most trials should find a way")
	assert.Greater(t, exhausted, 5, "some trials should be walled in")
}

// The same on open ground (a tree, a wall, some mud here and there), where
// many ways cost the same and the tie between them is the order in which
// the search first reaches squares: the walk leaves out squares too far
// from every goal, and must still pick the whole search's way.
func TestWalkToOnOpenGroundKeepsTheWholeSearchsTies(t *testing.T) {
	found, _ := walkToMatchesReach(t, rand.New(rand.NewPCG(9, 9)), 200, 50, 50, 60, "..................~~#T=")
	assert.Greater(t, found, 150, "most trials should find a way")
}

// walkToMatchesReach compares WalkTo with walkToByReach on trials random
// boards of up to 5+maxW by 5+maxH squares with runs below maxRun, and
// counts the walks found and the figures walled in; ground holds the
// squares' symbols to draw from.
func walkToMatchesReach(t *testing.T, rng *rand.Rand, trials, maxW, maxH, maxRun int, ground string) (found, exhausted int) {
	r := NewReacher()
	syms := []byte(ground)
	for trial := range trials {
		w, h := 6+rng.IntN(maxW), 6+rng.IntN(maxH)
		rows := make([]string, h)
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
		var figs []*Figure
		for k := range 1 + rng.IntN(5) {
			side := "a"
			if rng.IntN(2) == 0 {
				side = "b"
			}
			f := put(b, fmt.Sprint("f", k), side, rng.IntN(w-1), rng.IntN(h-1))
			if rng.IntN(4) == 0 {
				f.Size = 4 // a 2x2 base
			}
			f.Prone = rng.IntN(3) == 0
			figs = append(figs, f)
		}
		f := figs[0]
		goals := map[Square]bool{}
		for range 1 + rng.IntN(6) {
			goals[Square{X: rng.IntN(w), Y: rng.IntN(h)}] = true
		}
		goal := func(s Square) bool { return goals[s] }
		run := rng.IntN(maxRun)
		want, wantOK := walkToByReach(t, b, f, run, goal)
		var got []ReachSquare
		ok, err := r.WalkTo(b, f, run, goal, func(s ReachSquare) { got = append(got, s) })
		require.NoError(t, err)
		require.Equal(t, wantOK, ok, "trial %d", trial)
		require.Equal(t, want, got, "trial %d:\n%s", trial, strings.Join(rows, "\n"))
		// Told the goals' box, the walk sets up fewer squares and must
		// still give the same way, and the same exhaustion.
		exh := r.WalkExhausted()
		box := rules.Box{Min: Square{X: w, Y: h}, Max: Square{X: -1, Y: -1}}
		for s := range goals {
			box.Min = Square{X: min(box.Min.X, s.X), Y: min(box.Min.Y, s.Y)}
			box.Max = Square{X: max(box.Max.X, s.X), Y: max(box.Max.Y, s.Y)}
		}
		var boxed []ReachSquare
		ok2, err := r.WalkToIn(b, f, run, goal, box, func(s ReachSquare) { boxed = append(boxed, s) })
		require.NoError(t, err)
		require.Equal(t, ok, ok2, "trial %d", trial)
		require.Equal(t, got, boxed, "trial %d:\n%s", trial, strings.Join(rows, "\n"))
		require.Equal(t, exh, r.WalkExhausted(), "trial %d", trial)
		if ok {
			found++
			assert.False(t, r.WalkExhausted())
		} else if r.WalkExhausted() {
			// Nothing within reach at any run: a run of 300 finds
			// nothing either, and the whole Reach is the same.
			exhausted++
			small, err := NewReacher().Reach(b, f, run)
			require.NoError(t, err)
			smallSquares := append([]ReachSquare(nil), small.Squares...)
			big, err := NewReacher().Reach(b, f, 300)
			require.NoError(t, err)
			assert.Equal(t, smallSquares, big.Squares, "trial %d", trial)
			ok, err := r.WalkTo(b, f, 300, goal, func(ReachSquare) {})
			require.NoError(t, err)
			assert.False(t, ok, "trial %d", trial)
		}
	}
	return found, exhausted
}
