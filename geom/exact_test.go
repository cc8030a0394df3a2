package geom

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// refBoxAngles is BoxAngles as it was before it took two corners: the
// Angle of all four, the least and the greatest.
func refBoxAngles(s Silhouette, b Box) (lo, hi float64, ok bool) {
	p := s.From
	if p.X >= b.Min.X && p.X <= b.Max.X && p.Y >= b.Min.Y && p.Y <= b.Max.Y {
		return 0, 0, false
	}
	corners := [4]Point{b.Min, {b.Max.X, b.Min.Y}, b.Max, {b.Min.X, b.Max.Y}}
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, c := range corners {
		a := s.Angle(c)
		lo = math.Min(lo, a)
		hi = math.Max(hi, a)
	}
	if hi-lo >= math.Pi {
		return 0, 0, false
	}
	return lo, hi, true
}

// randomView is a viewer, a disc and a box as a map makes them: on half
// inches (figures' centres), on whole inches (the centres of even bases,
// level with the squares' edges), anywhere, or a hair off an edge's line.
func randomView(rng *rand.Rand) (Point, Point, float64, Box) {
	coord := func(span float64) float64 {
		switch rng.IntN(4) {
		case 0:
			return float64(rng.IntN(int(2*span))) / 2
		case 1:
			return float64(rng.IntN(int(span)))
		case 2:
			return float64(rng.IntN(int(span))) + []float64{1e-13, -1e-13, 1e-7, -1e-7, 1e-3}[rng.IntN(5)]
		}
		return rng.Float64() * span
	}
	span := []float64{8, 40, 200, 2000}[rng.IntN(4)]
	p := Point{coord(span), coord(span)}
	c := Point{coord(span), coord(span)}
	r := float64(1+rng.IntN(4)) / 2
	x, y := float64(rng.IntN(int(span))), float64(rng.IntN(int(span)))
	w, h := 1.0, 1.0
	if rng.IntN(4) == 0 {
		w, h = rng.Float64()*5+1e-3, rng.Float64()*5+1e-3
	}
	if rng.IntN(3) == 0 { // a box near the viewer or the line
		x, y = math.Floor(p.X)+float64(rng.IntN(7)-3), math.Floor(p.Y)+float64(rng.IntN(7)-3)
	}
	return p, c, r, Box{Min: Point{x, y}, Max: Point{x + w, y + h}}
}

// A box's range of directions is the same float64s, bit for bit, whether
// worked out from its two bounding corners or from all four, from
// viewers level with its edges, a hair off them, near and far.
func TestBoxAnglesFromTwoCornersAreTheFourCornersBitForBit(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	two := 0
	for i := range 1_000_000 {
		p, c, r, b := randomView(rng)
		s, ok := NewSilhouette(p, c, r)
		if !ok {
			continue
		}
		wl, wh, wok := refBoxAngles(s, b)
		gl, gh, gok := s.BoxAngles(b)
		if math.Float64bits(wl) != math.Float64bits(gl) || math.Float64bits(wh) != math.Float64bits(gh) || wok != gok {
			require.Failf(t, "not the same", "case %d: from %v, box %v: want %v %v %v, got %v %v %v", i, p, b, wl, wh, wok, gl, gh, gok)
		}
		if _, _, ok := outline(p, b); ok {
			two++
		}
	}
	// Most boxes take the two-corner way; the rest show the fallback ran.
	assert.Greater(t, two, 500_000)
}

// A box Beside the silhouette hides nothing of it: its range of
// directions, clipped to the silhouette, is empty, so Shade.Add and the
// low wall's test would have rejected it anyway.
func TestABoxBesideTheSilhouetteHidesNoneOfIt(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 1))
	beside, hiding := 0, 0
	for range 1_000_000 {
		p, c, r, b := randomView(rng)
		s, ok := NewSilhouette(p, c, r)
		if !ok {
			continue
		}
		lo, hi, ok := refBoxAngles(s, b)
		hides := ok && math.Min(hi, s.Half)-math.Max(lo, -s.Half) > 0
		if s.Beside(b) {
			beside++
			require.False(t, hides, "from %v to %v (r %g), box %v: [%v, %v] meets +-%v", p, c, r, b, lo, hi, s.Half)
		}
		if hides {
			hiding++
		}
	}
	assert.Greater(t, beside, 50_000)
	assert.Greater(t, hiding, 5_000)
	// A silhouette not made by NewSilhouette knows no tangent: never beside.
	assert.False(t, Silhouette{From: Point{0, 0}, Dir: Point{1, 0}, Half: 0.1}.Beside(Box{Min: Point{5, 50}, Max: Point{6, 51}}))
}

// The built-in min and max give math.Min's and math.Max's answers, bit
// for bit, signed zeros and infinities included (the line of sight
// swapped one for the other).
func TestBuiltinMinMaxAreMathMinMax(t *testing.T) {
	negz := math.Copysign(0, -1)
	vals := []float64{negz, 0, 1, -1, math.Inf(1), math.Inf(-1), 1e-300, -1e-300, math.Pi, math.Nextafter(1, 2)}
	for _, a := range vals {
		for _, b := range vals {
			assert.Equal(t, math.Float64bits(math.Min(a, b)), math.Float64bits(min(a, b)), "min(%v, %v)", a, b)
			assert.Equal(t, math.Float64bits(math.Max(a, b)), math.Float64bits(max(a, b)), "max(%v, %v)", a, b)
		}
	}
}
