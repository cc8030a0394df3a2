package board

import (
	"math/rand/v2"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/require"
)

// benchBoard is a 100x100 map with a fixed random layout: 20% difficult
// ground, 10% walls; a Pace 6 figure at (50, 50) and a target at (64, 57),
// both on open squares.
func benchBoard(t testing.TB) *Board {
	t.Helper()
	const w, h = 100, 100
	rng := rand.New(rand.NewPCG(1, 2))
	b := &Board{Edition: rules.SWADE, Rules: rules.SWADE.Rules(), W: w, H: h, Cells: make([]Terrain, w*h)}
	for i := range b.Cells {
		switch v := rng.Float64(); {
		case v < 0.10:
			b.Cells[i] = Terrain{Symbol: '#', Blocks: true}
		case v < 0.30:
			b.Cells[i] = Terrain{Symbol: '~', Difficult: true}
		default:
			b.Cells[i] = Terrain{Symbol: '.'}
		}
	}
	for _, s := range []Square{{X: 50, Y: 50}, {X: 64, Y: 57}} {
		b.Cells[s.Y*w+s.X] = Terrain{Symbol: '.'}
	}
	put(b, "runner", "h", 50, 50)
	put(b, "target", "c", 64, 57)
	return b
}

// BenchmarkReach: Pace 6 plus a running die of 6, warm Reacher.
func BenchmarkReach(b *testing.B) {
	bd := benchBoard(b)
	f := bd.Figures[0]
	r := NewReacher()
	m, err := r.Reach(bd, f, 6)
	require.NoError(b, err)
	b.ReportAllocs()
	for b.Loop() {
		_, _ = r.Reach(bd, f, 6)
	}
	b.ReportMetric(float64(len(m.Squares)), "squares")
}

// bfs is the yardstick for BenchmarkReach: a plain breadth-first search
// over the same window with the same passability and diagonal rule, that
// counts steps and ignores difficult ground.
type bfs struct {
	dist  []int32
	queue []int32
}

func (q *bfs) run(b *Board, f *Figure, budget int) int {
	x0, y0 := max(0, f.At.X-budget), max(0, f.At.Y-budget)
	x1, y1 := min(b.W-1, f.At.X+budget), min(b.H-1, f.At.Y+budget)
	w, h := x1-x0+1, y1-y0+1
	q.dist = grow(q.dist, w*h)
	for i := range q.dist {
		q.dist[i] = -1
	}
	wall := func(x, y int) bool { return b.Cells[(y0+y)*b.W+x0+x].Blocks }
	start := int32((f.At.Y-y0)*w + f.At.X - x0)
	q.dist[start] = 0
	q.queue = append(q.queue[:0], start)
	for k := 0; k < len(q.queue); k++ {
		i := int(q.queue[k])
		d := q.dist[i]
		if int(d) == budget {
			continue
		}
		px, py := i%w, i/w
		for _, st := range steps {
			qx, qy := px+st[0], py+st[1]
			if qx < 0 || qy < 0 || qx >= w || qy >= h || wall(qx, qy) {
				continue
			}
			if st[0] != 0 && st[1] != 0 && (wall(qx, py) || wall(px, qy)) {
				continue
			}
			j := qy*w + qx
			if q.dist[j] >= 0 {
				continue
			}
			q.dist[j] = d + 1
			q.queue = append(q.queue, int32(j))
		}
	}
	return len(q.queue)
}

func BenchmarkReachBFS(b *testing.B) {
	bd := benchBoard(b)
	f := bd.Figures[0]
	var q bfs
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		n = q.run(bd, f, 12)
	}
	b.ReportMetric(float64(n), "squares")
}

// BenchmarkLineOfFire: one pair through the random layout, cover
// included: the first target square (scanning rows, then columns) 15 to
// 20 squares from the shooter that walls hide partly, between a quarter
// and nine tenths, so several wall squares take part.
func BenchmarkLineOfFire(b *testing.B) {
	bd := benchBoard(b)
	from, to := bd.Figures[0], bd.Figures[1]
	found := false
	for y := 30; y < 70 && !found; y++ {
		for x := 30; x < 70 && !found; x++ {
			to.At = Square{X: x, Y: y}
			if bd.At(to.At).Blocks || bd.Distance(from, to) < 15 || bd.Distance(from, to) > 20 {
				continue
			}
			h, _ := bd.Shadow(from, to)
			found = h > 0.25 && h < 0.9
		}
	}
	require.True(b, found)
	w := &rules.Weapon{Name: "Colt", Range: [3]int{12, 24, 48}}
	lof := bd.LineOfFire(from, to, w)
	b.Logf("target %v: %g\", visible %v, hidden %.3f, cover %v, mods %v", to.At, lof.Distance, lof.Visible, lof.Hidden, lof.Cover, lof.Mods)
	b.ReportAllocs()
	for b.Loop() {
		_ = bd.LineOfFire(from, to, w)
	}
}
