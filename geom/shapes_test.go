package geom

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCircleOverlapsCircle(t *testing.T) {
	base := func(x, y, r float64) Circle { return Circle{C: Point{x, y}, R: r} }
	mbt := base(10, 10, 2)
	cases := []struct {
		name string
		c    Circle
		want bool
	}{
		{"centred on the template", base(10, 10, 0.5), true},
		{"wholly inside, off centre", base(11, 10.5, 0.5), true},
		{"bigger than the template around it", base(10, 10, 5), true},
		{"tangent outside: 2 + 0.5 apart", base(12.5, 10, 0.5), false},
		{"tangent outside within the tolerance", base(12.5-0.5e-9, 10, 0.5), false},
		{"overlapping by 1e-8", base(12.5-1e-8, 10, 0.5), true},
		{"tangent diagonal (3-4-5 of 2.5)", base(10+1.5, 10+2, 0.5), false},
		{"just inside the diagonal tangent", base(10+1.5, 10+1.99, 0.5), true},
		{"far away", base(20, 20, 2), false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, tc.c.OverlapsCircle(mbt))
			assert.Equal(t, tc.want, tc.c.Overlaps(mbt), "the Region path agrees")
		})
	}
}

func TestPolygonDist(t *testing.T) {
	sq, err := NewPolygon(Point{0, 0}, Point{0, 2}, Point{2, 2}, Point{2, 0}) // map-clockwise given
	require.NoError(t, err)
	cases := []struct {
		p    Point
		want float64
	}{
		{Point{1, 1}, 0},
		{Point{0, 1}, 0}, // on an edge
		{Point{3, 1}, 1}, // beside an edge
		{Point{5, 6}, 5}, // 3-4-5 from the corner (2,2)
		{Point{-1, -1}, math.Sqrt2},
	}
	for _, tc := range cases {
		assert.InDelta(t, tc.want, sq.Dist(tc.p), 1e-12, "%v", tc.p)
	}
	assert.Equal(t, Box{Min: Point{0, 0}, Max: Point{2, 2}}, sq.Bounds())

	_, err = NewPolygon(Point{0, 0}, Point{1, 1}, Point{2, 2})
	assert.ErrorIs(t, err, ErrNotConvex, "collinear corners have no area")
	_, err = NewPolygon(Point{0, 0}, Point{4, 0}, Point{1, 1}, Point{0, 4})
	assert.ErrorIs(t, err, ErrNotConvex, "a dent is not convex")
	_, err = NewPolygon(Point{0, 0}, Point{1, 0})
	assert.ErrorIs(t, err, ErrNotConvex)
}

func TestRect(t *testing.T) {
	// A 12 x 1 stream from (1, 5) going east covers x 1..13, y 4.5..5.5.
	r, err := Rect(Point{1, 5}, Point{3, 0}, 12, 1)
	require.NoError(t, err)
	assert.InDelta(t, 1, r.Bounds().Min.X, 1e-12)
	assert.InDelta(t, 13, r.Bounds().Max.X, 1e-12)
	assert.InDelta(t, 4.5, r.Bounds().Min.Y, 1e-12)
	assert.InDelta(t, 5.5, r.Bounds().Max.Y, 1e-12)
	assert.Zero(t, r.Dist(Point{7, 5.4}))
	assert.InDelta(t, 0.5, r.Dist(Point{13.5, 5}), 1e-12)
	assert.InDelta(t, 0.5, r.Dist(Point{0.5, 5}), 1e-12, "nothing behind the origin")
	assert.InDelta(t, 1, r.Dist(Point{7, 3.5}), 1e-12)

	_, err = Rect(Point{1, 5}, Point{}, 12, 1)
	assert.Error(t, err, "no direction")
}

func TestHalfDisc(t *testing.T) {
	// Half disc of radius 1.5 at the origin bulging east.
	h := HalfDisc{C: Point{0, 0}, R: 1.5, Dir: Point{1, 0}}
	cases := []struct {
		p    Point
		want float64
	}{
		{Point{1, 0}, 0},                         // inside the bulge
		{Point{0, 1.5}, 0},                       // end of the flat side
		{Point{3, 0}, 1.5},                       // in front: as a disc
		{Point{-1, 0}, 1},                        // behind the flat side: straight back to it
		{Point{-1, 1}, 1},                        // behind, across the flat side
		{Point{-0.5, 1.5 + 0.5*math.Sqrt(3)}, 1}, // behind and beside: to the end (0, 1.5)
		{Point{0, 2}, 0.5},
	}
	for _, tc := range cases {
		assert.InDelta(t, tc.want, h.Dist(tc.p), 1e-12, "%v", tc.p)
	}
	b := h.Bounds()
	assert.InDelta(t, 0, b.Min.X, 1e-12)
	assert.InDelta(t, 1.5, b.Max.X, 1e-12)
	assert.InDelta(t, -1.5, b.Min.Y, 1e-12)
	assert.InDelta(t, 1.5, b.Max.Y, 1e-12)
}

// Every point of a region lies in its Bounds, whatever the direction: the
// broad phase relies on it.
func TestBoundsHoldTheRegion(t *testing.T) {
	for i := range 32 {
		a := 2 * math.Pi * float64(i) / 32
		dir := Point{math.Cos(a), math.Sin(a)}
		h := HalfDisc{C: Point{3, 4}, R: 1.5, Dir: dir}
		r, err := Rect(Point{3, 4}, dir, 12, 1)
		require.NoError(t, err)
		// The half disc's rim: its arc and the ends of its flat side.
		hb := h.Bounds().Grow(1e-12)
		for j := 0; j <= 180; j++ {
			p := h.C.Add(dir.Rotate(math.Pi * float64(j-90) / 180).Scale(h.R))
			require.Zero(t, hb.Dist(p), "rim point %v outside %v at %v", p, hb, dir)
		}
		for _, reg := range []Region{h, r, Union{h, r}} {
			b := reg.Bounds().Grow(1e-12)
			// Sample the plane around the region: inside points must be in the box.
			for x := -10.0; x <= 16; x += 0.5 {
				for y := -9.0; y <= 17; y += 0.5 {
					p := Point{x, y}
					if reg.Dist(p) == 0 {
						require.Zero(t, b.Dist(p), "%v outside bounds %v of %T at %v", p, b, reg, dir)
					}
				}
			}
		}
	}
}

func TestClockwiseOnTheMap(t *testing.T) {
	east := Point{1, 0}
	south := east.Rotate(math.Pi / 2)
	assert.InDelta(t, 0, south.X, 1e-15)
	assert.InDelta(t, 1, south.Y, 1e-15, "a quarter turn clockwise on a y-down map takes east to south")
	assert.Equal(t, Point{0, 1}, east.Perp())
	assert.Equal(t, Point{-1, 0}, Point{0, 1}.Perp(), "south turns to west")
	_, ok := Point{1e-10, 0}.Unit()
	assert.False(t, ok)
	u, ok := Point{3, 4}.Unit()
	assert.True(t, ok)
	assert.InDelta(t, 0.6, u.X, 1e-15)
}

func TestSegmentDist(t *testing.T) {
	s := Segment{Point{0, 0}, Point{4, 0}}
	assert.InDelta(t, 3, s.Dist(Point{2, 3}), 1e-12)
	assert.InDelta(t, 5, s.Dist(Point{7, 4}), 1e-12)
	assert.InDelta(t, 1, s.Dist(Point{-1, 0}), 1e-12)
	assert.InDelta(t, 5, Segment{Point{1, 1}, Point{1, 1}}.Dist(Point{4, 5}), 1e-12, "a point segment")
}

func TestPolygonKeepsItsOwnCornersAtAnyCount(t *testing.T) {
	// A triangle and a hexagon hold their corners apart from the list
	// given: changing the list afterwards moves neither.
	tri := []Point{{0, 0}, {4, 0}, {0, 4}}
	g, err := NewPolygon(tri...)
	require.NoError(t, err)
	hex := []Point{{2, 0}, {4, 1}, {4, 3}, {2, 4}, {0, 3}, {0, 1}}
	h, err := NewPolygon(hex...)
	require.NoError(t, err)
	tri[1], hex[1] = Point{40, 0}, Point{40, 1}
	assert.False(t, g.Contains(Point{5, 0.5}))
	assert.InDelta(t, 1.0, g.Dist(Point{5, 0}), 1e-12)
	assert.False(t, h.Contains(Point{5, 1}))
	assert.InDelta(t, 1.0, h.Dist(Point{5, 1}), 1e-12)
	assert.True(t, h.Contains(Point{2, 2}))
	allocs := testing.AllocsPerRun(10, func() { _, _ = NewPolygon(Point{0, 0}, Point{4, 0}, Point{0, 4}) })
	assert.Zero(t, allocs, "a triangle needs no array of its own")
}
