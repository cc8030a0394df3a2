package board

import (
	"math"
	"math/rand/v2"
	"testing"

	"battlemat/geom"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The line of sight as it was before it was made cheaper (a6cf498), kept
// as the reference: a faster Shadow must give the same float64, bit for
// bit, or the fights of the same seeds would change.

func refShadow(b *Board, from, to *Figure) (hidden float64, low rules.Cover) {
	p, c, r := from.Center(), to.Center(), to.Radius()
	sil, ok := geom.NewSilhouette(p, c, r)
	if !ok {
		return 0, rules.NoCover
	}
	shade := refShade{half: sil.Half}
	tb := footBox(to)
	n := to.Footprint()
	y0 := max(0, int(math.Floor(math.Min(p.Y, c.Y)-r)))
	y1 := min(b.H-1, int(math.Floor(math.Max(p.Y, c.Y)+r)))
	for y := y0; y <= y1; y++ {
		xlo, xhi, ok := refBandX(p, c, float64(y)-r, float64(y+1)+r)
		if !ok {
			continue
		}
		x0 := max(0, int(math.Floor(xlo-r)))
		x1 := min(b.W-1, int(math.Floor(xhi+r)))
		for x := x0; x <= x1; x++ {
			t := &b.Cells[y*b.W+x]
			if !t.Blocks && t.Cover == rules.NoCover {
				continue
			}
			s := Square{X: x, Y: y}
			if from.Covers(s) || to.Covers(s) {
				continue
			}
			box := geom.Box{Min: geom.Point{X: float64(x), Y: float64(y)}, Max: geom.Point{X: float64(x + 1), Y: float64(y + 1)}}
			if !geom.BoxInFront(p, box, tb) {
				continue
			}
			lo, hi, ok := refBoxAngles(sil, box)
			if !ok {
				continue
			}
			switch {
			case t.Blocks:
				shade.add(lo, hi)
			case t.Cover > low && x >= to.At.X-1 && x <= to.At.X+n && y >= to.At.Y-1 && y <= to.At.Y+n:
				if math.Min(hi, sil.Half)-math.Max(lo, -sil.Half) > geom.Eps*sil.Half {
					low = t.Cover
				}
			}
		}
	}
	if ix := b.walls(); ix != nil {
		ix.near(sil.From, c, r, func(ch *wallChunk) bool {
			if b.Walls[ch.wall].BlocksSight() {
				refWallRange(sil, ch.seg, c, r, shade.add)
			}
			return true
		})
	}
	return shade.fraction(), low
}

func refBandX(p, c geom.Point, ylo, yhi float64) (float64, float64, bool) {
	dy := c.Y - p.Y
	t0, t1 := 0.0, 1.0
	if dy == 0 {
		if p.Y < ylo || p.Y > yhi {
			return 0, 0, false
		}
	} else {
		a, b := (ylo-p.Y)/dy, (yhi-p.Y)/dy
		if a > b {
			a, b = b, a
		}
		t0, t1 = math.Max(t0, a), math.Min(t1, b)
		if t0 > t1 {
			return 0, 0, false
		}
	}
	xa, xb := p.X+t0*(c.X-p.X), p.X+t1*(c.X-p.X)
	return math.Min(xa, xb), math.Max(xa, xb), true
}

func refAngle(s geom.Silhouette, q geom.Point) float64 {
	v := q.Sub(s.From)
	return math.Atan2(s.Dir.Cross(v), s.Dir.Dot(v))
}

func refBoxAngles(s geom.Silhouette, b geom.Box) (lo, hi float64, ok bool) {
	p := s.From
	if p.X >= b.Min.X && p.X <= b.Max.X && p.Y >= b.Min.Y && p.Y <= b.Max.Y {
		return 0, 0, false
	}
	corners := [4]geom.Point{b.Min, {X: b.Max.X, Y: b.Min.Y}, b.Max, {X: b.Min.X, Y: b.Max.Y}}
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, c := range corners {
		a := refAngle(s, c)
		lo = math.Min(lo, a)
		hi = math.Max(hi, a)
	}
	if hi-lo >= math.Pi {
		return 0, 0, false
	}
	return lo, hi, true
}

// refWallRange is wallRange as it was.
func refWallRange(sil geom.Silhouette, g geom.Segment, c geom.Point, r float64, hide func(lo, hi float64)) {
	if g.Dist(sil.From) <= geom.Eps {
		return
	}
	a0, b0 := refAngle(sil, g.A), refAngle(sil, g.B)
	lo, hi := math.Min(a0, b0), math.Max(a0, b0)
	if hi-lo >= math.Pi || hi-lo <= 0 {
		return
	}
	lo, hi = math.Max(lo, -sil.Half), math.Min(hi, sil.Half)
	if hi-lo <= geom.Eps*sil.Half {
		return
	}
	cuts := [4]float64{lo}
	n := 1
	d := g.B.Sub(g.A)
	for _, k := range g.CircleHits(c, r) {
		a := refAngle(sil, g.A.Add(d.Scale(k)))
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

// refShade is geom.Shade as it was: past 16 ranges the later ones come
// first (they were merged into the overflow list), which matters to the
// sum's rounding.
type refShade struct {
	half float64
	iv   [][2]float64
}

func (h *refShade) add(lo, hi float64) {
	lo, hi = math.Max(lo, -h.half), math.Min(hi, h.half)
	if hi-lo <= geom.Eps*h.half {
		return
	}
	h.iv = append(h.iv, [2]float64{lo, hi})
}

func (h *refShade) fraction() float64 {
	if h.half <= 0 {
		return 0
	}
	iv := h.iv
	if len(iv) > 16 {
		iv = append(append([][2]float64(nil), iv[16:]...), iv[:16]...)
	}
	for i := 1; i < len(iv); i++ {
		for j := i; j > 0 && iv[j][0] < iv[j-1][0]; j-- {
			iv[j], iv[j-1] = iv[j-1], iv[j]
		}
	}
	covered, end := 0.0, math.Inf(-1)
	for _, r := range iv {
		lo := math.Max(r[0], end)
		if r[1] > lo {
			covered += r[1] - lo
			end = r[1]
		}
	}
	return math.Min(1, covered/(2*h.half))
}

// randomField is a w x h map of open ground with walls and trees
// (blocking squares), low walls (cover), door squares open and shut, and
// thin walls, doors and windows along the grid lines, across squares and
// slanting, a few reaching off the map.
func randomField(rng *rand.Rand, w, h int, density float64) *Board {
	b := &Board{W: w, H: h, Cells: make([]Terrain, w*h)}
	for i := range b.Cells {
		t := &b.Cells[i]
		t.Symbol = '.'
		switch u := rng.Float64(); {
		case u < density*0.5:
			t.Symbol, t.Blocks = '#', true
		case u < density*0.75:
			t.Symbol, t.Cover = '=', rules.Cover(1+rng.IntN(4))
		case u < density*0.85:
			open := rng.IntN(2) == 0
			t.Symbol, t.Door, t.Open, t.StartOpen, t.Blocks = '+', true, open, open, !open
		case u < density:
			t.Symbol, t.Difficult = '~', true
		}
	}
	nw := rng.IntN(1 + w*h/20)
	for range nw {
		var s geom.Segment
		x, y := float64(rng.IntN(w+1)), float64(rng.IntN(h+1))
		switch rng.IntN(4) {
		case 0: // along a grid line
			s = geom.Segment{A: geom.Point{X: x, Y: y}, B: geom.Point{X: x + float64(1+rng.IntN(4)), Y: y}}
		case 1:
			s = geom.Segment{A: geom.Point{X: x, Y: y}, B: geom.Point{X: x, Y: y + float64(1+rng.IntN(4))}}
		case 2: // across squares, at half inches
			s = geom.Segment{A: geom.Point{X: x + 0.5, Y: y}, B: geom.Point{X: x + 0.5 + float64(rng.IntN(3)), Y: y + float64(1+rng.IntN(3))}}
		default: // anywhere, slanting, maybe off the map
			s = geom.Segment{A: geom.Point{X: rng.Float64()*float64(w+2) - 1, Y: rng.Float64()*float64(h+2) - 1},
				B: geom.Point{X: rng.Float64()*float64(w+2) - 1, Y: rng.Float64()*float64(h+2) - 1}}
		}
		wl := Wall{Segment: s, Kind: WallKind(rng.IntN(3))}
		if wl.Kind == WallDoor {
			wl.Open = rng.IntN(2) == 0
		}
		b.Walls = append(b.Walls, wl)
	}
	return b
}

// randomFigure stands a figure of a random Size (footprint 1 to 4) on b.
func randomFigure(rng *rand.Rand, b *Board, id string) *Figure {
	size := []int{0, 2, 4, 8, 12}[rng.IntN(5)]
	f := &Figure{Figure: &rules.Figure{Name: id, ID: id, Size: size}}
	n := f.Footprint()
	f.At = Square{X: rng.IntN(max(1, b.W-n+1)), Y: rng.IntN(max(1, b.H-n+1))}
	return f
}

// sameShadow compares Shadow's worked-out answer with the reference's
// on many random pairs of figures on b, bit for bit.
func sameShadow(t *testing.T, rng *rand.Rand, b *Board, pairs int) int {
	t.Helper()
	hidden := 0
	for range pairs {
		from, to := randomFigure(rng, b, "a"), randomFigure(rng, b, "b")
		wh, wl := refShadow(b, from, to)
		gh, gl := b.shadow(from, to)
		if !assert.Equal(t, math.Float64bits(wh), math.Float64bits(gh), "hidden %v from %v (size %d) to %v (size %d): want %v, got %v",
			b.W, from.At, from.Size, to.At, to.Size, wh, gh) {
			return hidden
		}
		if !assert.Equal(t, wl, gl, "low cover from %v to %v", from.At, to.At) {
			return hidden
		}
		if wh > 0 && wh < 1 {
			hidden++
		}
	}
	return hidden
}

// A line of sight's hidden share and low cover are the same float64, bit
// for bit, as the reference's, on random maps small and large, dense and
// sparse, with every kind of terrain and thin wall, and again after the
// doors open and shut (through the table, reset, and restored by undo).
func TestShadowIsTheReferenceBitForBit(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	partly := 0
	for trial := range 300 {
		w, h := 4+rng.IntN(40), 4+rng.IntN(40)
		if trial%50 == 0 {
			w, h = 160+rng.IntN(100), 20+rng.IntN(160)
		}
		b := randomField(rng, w, h, []float64{0.02, 0.1, 0.3, 0.6}[trial%4])
		partly += sameShadow(t, rng, b, 60)
		if t.Failed() {
			return
		}
		// Doors changed through the table: the answers follow.
		tb := NewBattlefield(b)
		for i, c := range b.Cells {
			if c.Door && rng.IntN(2) == 0 {
				require.NoError(t, tb.SetDoor(rules.Pos{X: i % w, Y: i / w}, !c.Open, false))
			}
		}
		for i := range b.Walls {
			if wl := &b.Walls[i]; wl.Kind == WallDoor {
				wl.Open = !wl.Open
			}
		}
		b.wallsChanged()
		partly += sameShadow(t, rng, b, 20)
		changed := tb.SnapshotBattlefield()
		require.NoError(t, tb.ResetBattlefield())
		partly += sameShadow(t, rng, b, 20)
		// Undo's restore forgets only when it changes a door: back to
		// the changed doors, then the same again.
		require.NoError(t, tb.RestoreBattlefield(changed))
		partly += sameShadow(t, rng, b, 20)
		require.NoError(t, tb.RestoreBattlefield(changed))
		partly += sameShadow(t, rng, b, 20)
	}
	// The test means something: many lines were partly hidden.
	assert.Greater(t, partly, 3000)
}
