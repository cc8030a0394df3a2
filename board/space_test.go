package board

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"battlemat/geom"
	"battlemat/rules"
	"battlemat/templates"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func tplFig(id string, x, y, size int) *Figure {
	return &Figure{Figure: &rules.Figure{ID: id, Size: size}, At: Square{X: x, Y: y}}
}

func tplIDs(figs []*Figure) []string {
	out := make([]string, 0, len(figs))
	for _, f := range figs {
		out = append(out, f.ID)
	}
	return out
}

// tplOracleCovers decides "under the template" for one base straight from
// the rules' description, in the template's own frame (s along the aim, t
// across it), with none of geom's or templates' code: the base's centre
// must come nearer to the template than its radius, less the tolerance.
func tplOracleCovers(kind rules.Template, origin, aim geom.Point, c geom.Point, r float64) bool {
	lim := r - 1e-9
	if kind.Blast() {
		R := map[rules.Template]float64{rules.SBT: 1, rules.MBT: 2, rules.LBT: 3}[kind]
		return math.Hypot(c.X-origin.X, c.Y-origin.Y) < R+lim
	}
	dx, dy := aim.X-origin.X, aim.Y-origin.Y
	l := math.Hypot(dx, dy)
	ux, uy := dx/l, dy/l
	qx, qy := c.X-origin.X, c.Y-origin.Y
	s := qx*ux + qy*uy  // along the aim
	t := -qx*uy + qy*ux // across it
	if kind == rules.Stream {
		// Nearest point of the 12 x 1 rectangle [0,12] x [-0.5,0.5].
		ns := math.Max(0, math.Min(12, s))
		nt := math.Max(-0.5, math.Min(0.5, t))
		return math.Hypot(s-ns, t-nt) < lim
	}
	// Cone: the triangle (0,0), (7.5,1.5), (7.5,-1.5) and the half disc of
	// radius 1.5 around (7.5,0) on the far side.
	segDist := func(ax, ay, bx, by float64) float64 {
		// Distance from (s,t) to the segment, by the foot of the
		// perpendicular when it falls on the segment, else the ends.
		vx, vy := bx-ax, by-ay
		k := ((s-ax)*vx + (t-ay)*vy) / (vx*vx + vy*vy)
		if k <= 0 {
			return math.Hypot(s-ax, t-ay)
		}
		if k >= 1 {
			return math.Hypot(s-bx, t-by)
		}
		return math.Abs((s-ax)*vy-(t-ay)*vx) / math.Hypot(vx, vy)
	}
	inTri := s >= 0 && s <= 7.5 && math.Abs(t) <= 0.2*s
	tri := 0.0
	if !inTri {
		tri = math.Min(segDist(0, 0, 7.5, 1.5), math.Min(segDist(7.5, 1.5, 7.5, -1.5), segDist(7.5, -1.5, 0, 0)))
	}
	// Half disc: inside, or the nearer of its two boundary pieces, the
	// flat side and the arc (points of the circle on the far side).
	hs, ht := s-7.5, t
	rho := math.Hypot(hs, ht)
	half := 0.0
	if !(hs >= 0 && rho <= 1.5) {
		arc := 0.0
		if hs >= 0 {
			arc = math.Abs(rho - 1.5)
		} else {
			arc = math.Min(math.Hypot(hs, ht-1.5), math.Hypot(hs, ht+1.5))
		}
		half = math.Min(arc, segDist(7.5, -1.5, 7.5, 1.5))
	}
	return math.Min(tri, half) < lim
}

var tplSizes = []int{0, 1, 2, 3, 4, 5, 7, 8, 10, 11, 12, 14}

// tplRandomPoint is anywhere on the map, half the time snapped to the half
// inch so that templates land exactly tangent to bases now and then.
func tplRandomPoint(rng *rand.Rand, w, h int) geom.Point {
	x, y := rng.Float64()*float64(w), rng.Float64()*float64(h)
	if rng.IntN(2) == 0 {
		x, y = math.Round(x*2)/2, math.Round(y*2)/2
	}
	return geom.Point{X: x, Y: y}
}

// The broad phase plus the exact test name exactly the figures the oracle
// names, over 3000 random layouts, for every template, bases of every
// Size (some wholly inside a template, some off the map), with figures
// moved between queries to check that the Space follows them.
func TestUnderTemplateMatchesOracle(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	const layouts = 3000
	tangents, inside, hits := 0, 0, 0
	kindsSeen := map[rules.Template]int{}
	for n := range layouts {
		b := &Board{W: 20 + rng.IntN(20), H: 20 + rng.IntN(20)}
		for i := range 1 + rng.IntN(60) {
			sz := tplSizes[rng.IntN(len(tplSizes))]
			x, y := rng.IntN(b.W)-2, rng.IntN(b.H)-2 // some stick off the map
			b.Figures = append(b.Figures, tplFig(fmt.Sprintf("f%02d", i), x, y, sz))
		}
		for q := range 3 {
			if q > 0 {
				// Move, resize, add or drop figures between queries.
				for range 1 + rng.IntN(5) {
					f := b.Figures[rng.IntN(len(b.Figures))]
					f.At = Square{X: rng.IntN(b.W+4) - 2, Y: rng.IntN(b.H+4) - 2}
					if rng.IntN(4) == 0 {
						f.Size = tplSizes[rng.IntN(len(tplSizes))]
					}
				}
				switch rng.IntN(4) {
				case 0:
					b.Figures = append(b.Figures, tplFig(fmt.Sprintf("g%d", q), rng.IntN(b.W), rng.IntN(b.H), 0))
				case 1:
					if len(b.Figures) > 1 {
						b.Figures = slices.Delete(b.Figures, 0, 1)
					}
				}
			}
			kind := []rules.Template{rules.SBT, rules.MBT, rules.LBT, rules.Cone, rules.Stream}[rng.IntN(5)]
			kindsSeen[kind]++
			var shape templates.Shape
			var err error
			var exclude []string
			origin, aim := tplRandomPoint(rng, b.W, b.H), geom.Point{}
			if kind.Blast() {
				shape, err = templates.Blast(kind, origin)
				require.NoError(t, err)
			} else {
				att := b.Figures[rng.IntN(len(b.Figures))]
				aim = tplRandomPoint(rng, b.W, b.H)
				if aim.Dist(att.Center()) < 1e-6 {
					continue
				}
				shape, err = templates.FromBase(kind, att.Center(), att.Radius(), aim)
				require.NoError(t, err)
				origin = shape.Origin
				// The template runs along the line from the attacker's
				// centre through the aim point (which may lie inside the
				// attacker's own base): give the oracle that direction.
				aim = origin.Add(aim.Sub(att.Center()))
				exclude = []string{att.ID}
				require.False(t, shape.Covers(att.Center(), att.Radius()), "the %s covers its own attacker", kind)
			}
			var want []string
			for _, f := range b.Figures {
				c, r := f.Center(), f.Radius()
				if tplOracleCovers(kind, origin, aim, c, r) && !slices.Contains(exclude, f.ID) {
					want = append(want, f.ID)
				}
				d := shape.Dist(c)
				if math.Abs(d-r) < 1e-9 {
					tangents++
				}
				if kind.Blast() && c.Dist(origin)+r <= kind.BlastRadius() {
					inside++
				}
			}
			slices.Sort(want)
			got := tplIDs(b.UnderTemplate(shape, exclude...))
			if want == nil {
				want = []string{}
			}
			require.Equal(t, want, got, "layout %d query %d: %s at %v aim %v", n, q, kind, origin, aim)
			hits += len(got)
		}
	}
	// The test must have met the hard cases, or it proves little.
	assert.Greater(t, tangents, 100, "bases exactly tangent to a template")
	assert.Greater(t, inside, 100, "bases wholly inside a blast")
	assert.Greater(t, hits, 1000)
	assert.Len(t, kindsSeen, 5)
	t.Logf("tangent bases %d, wholly inside %d, hits %d", tangents, inside, hits)
}

// Sync and Move follow figures that move, grow, appear and leave the map.
func TestSpaceFollowsFigures(t *testing.T) {
	a, c := tplFig("a", 5, 5, 0), tplFig("c", 15, 15, 0)
	b := &Board{W: 20, H: 20, Figures: []*Figure{a, c}}
	sbt := func(x, y float64) templates.Shape {
		s, err := templates.Blast(rules.SBT, geom.Point{X: x, Y: y})
		require.NoError(t, err)
		return s
	}
	assert.Equal(t, []string{"a"}, tplIDs(b.UnderTemplate(sbt(5.5, 5.5))))
	a.At = Square{X: 15, Y: 14} // moved next to c, without telling anyone
	assert.Empty(t, b.UnderTemplate(sbt(5.5, 5.5)))
	assert.Equal(t, []string{"a", "c"}, tplIDs(b.UnderTemplate(sbt(15.5, 15))))
	a.At = Square{X: -3, Y: 5} // off the map
	assert.Equal(t, []string{"a"}, tplIDs(b.UnderTemplate(sbt(-2.5, 5.5))))
	a.At, a.Size = Square{X: 4, Y: 4}, 4 // back, and big: centre (5, 5), radius 1
	assert.Equal(t, []string{"a"}, tplIDs(b.UnderTemplate(sbt(6.9, 5))))
	assert.Empty(t, b.UnderTemplate(sbt(7, 5)), "tangent")
	b.Figures = append(b.Figures, tplFig("d", 6, 4, 0))
	assert.Equal(t, []string{"a", "d"}, tplIDs(b.UnderTemplate(sbt(6.9, 5))))
	assert.Equal(t, []string{"d"}, tplIDs(b.UnderTemplate(sbt(6.9, 5), "a")), "exclude")

	// Move on a bare Space.
	s := NewSpace(20, 20)
	s.Sync(b.Figures)
	c.At = Square{X: 0, Y: 0}
	s.Move(c)
	assert.Equal(t, []string{"c"}, tplIDs(s.Under(sbt(0.5, 0.5))))
}

// A board copied by value gets its own broad phase instead of sharing one
// that follows the other board's figures.
func TestSpaceNotSharedByCopies(t *testing.T) {
	b := &Board{W: 10, H: 10, Figures: []*Figure{tplFig("a", 1, 1, 0)}}
	s, _ := templates.Blast(rules.SBT, geom.Point{X: 1.5, Y: 1.5})
	require.Len(t, b.UnderTemplate(s), 1)
	cp := *b
	cp.Figures = []*Figure{tplFig("b", 1, 1, 0)}
	assert.Equal(t, []string{"b"}, tplIDs(cp.UnderTemplate(s)))
	assert.Equal(t, []string{"a"}, tplIDs(b.UnderTemplate(s)))
}

// The line from shooter to target crosses the bases it passes through;
// grazing a rim does not count.
func TestFiguresCrossed(t *testing.T) {
	b := &Board{W: 20, H: 20, Figures: []*Figure{
		tplFig("shooter", 0, 5, 0), tplFig("target", 10, 5, 0),
		tplFig("inline", 5, 5, 0),  // centre on the line
		tplFig("grazed", 7, 6, 0),  // centre (7.5, 6.5): the line y=5.5 touches its rim
		tplFig("clipped", 3, 4, 4), // centre (4, 5), radius 1
		tplFig("clear", 5, 8, 0),
	}}
	got := b.FiguresCrossed(b.Figure("shooter").Center(), b.Figure("target").Center(), "shooter", "target")
	assert.Equal(t, []string{"clipped", "inline"}, tplIDs(got))
}

// BenchmarkTemplateAffected: an MBT among 1000 figures on a 60" x 60" map
// (a fifth of them large), dropped at 256 places in turn. UnderTemplate
// includes checking that no figure moved; SpaceOnly is the query alone.
func BenchmarkTemplateAffected(bm *testing.B) {
	rng := rand.New(rand.NewPCG(3, 4))
	b := &Board{W: 60, H: 60}
	for i := range 1000 {
		sz := 0
		if rng.IntN(5) == 0 {
			sz = tplSizes[rng.IntN(len(tplSizes))]
		}
		b.Figures = append(b.Figures, tplFig(fmt.Sprintf("f%04d", i), rng.IntN(58), rng.IntN(58), sz))
	}
	shapes := make([]templates.Shape, 256)
	for i := range shapes {
		shapes[i], _ = templates.Blast(rules.MBT, geom.Point{X: 2 + rng.Float64()*56, Y: 2 + rng.Float64()*56})
	}
	hits := 0
	for _, s := range shapes {
		hits += len(b.UnderTemplate(s))
	}
	bm.Logf("mean figures under the MBT: %.1f", float64(hits)/float64(len(shapes)))
	bm.Run("UnderTemplate", func(bm *testing.B) {
		bm.ReportAllocs()
		for i := 0; bm.Loop(); i++ {
			b.UnderTemplate(shapes[i%len(shapes)])
		}
	})
	bm.Run("SpaceOnly", func(bm *testing.B) {
		s := b.Space()
		bm.ReportAllocs()
		for i := 0; bm.Loop(); i++ {
			s.Under(shapes[i%len(shapes)])
		}
	})
}

// Boards in different goroutines (parallel trials) each keep their own
// Space; resolv's shared shape counter is guarded. Run with -race.
func TestSpacesOnSeparateBoardsInParallel(t *testing.T) {
	done := make(chan []string, 4)
	for g := range 4 {
		go func() {
			b := &Board{W: 30, H: 30}
			for i := range 50 {
				b.Figures = append(b.Figures, tplFig(fmt.Sprintf("g%df%02d", g, i), i%30, i/30*3, 0))
			}
			s, _ := templates.Blast(rules.LBT, geom.Point{X: 5, Y: 1})
			var got []string
			for range 20 {
				b.Figures[0].At.X = (b.Figures[0].At.X + 1) % 30
				got = tplIDs(b.UnderTemplate(s))
			}
			done <- got
		}()
	}
	for range 4 {
		assert.NotEmpty(t, <-done)
	}
}
