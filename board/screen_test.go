package board

import (
	"math"
	"math/rand/v2"
	"testing"

	"battlemat/geom"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// refScreen is Battlefield.screen as it was, scanning every square of the
// box around both centres: the reference the band's scan must match.
func refScreen(t *Battlefield, from, to *Figure) (string, int) {
	p, c, r := from.Center(), to.Center(), to.Radius()
	sil, ok := geom.NewSilhouette(p, c, r)
	if !ok {
		return "", 0
	}
	tb := footBox(to)
	best, bestD := -1, math.Inf(1)
	x0, x1 := max(0, int(math.Floor(math.Min(p.X, c.X)-r))), min(t.B.W-1, int(math.Floor(math.Max(p.X, c.X)+r)))
	y0, y1 := max(0, int(math.Floor(math.Min(p.Y, c.Y)-r))), min(t.B.H-1, int(math.Floor(math.Max(p.Y, c.Y)+r)))
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			i := y*t.B.W + x
			if c := &t.B.Cells[i]; !c.Blocks && c.Cover == 0 {
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
			lo, hi, ok := sil.BoxAngles(box)
			if !ok || math.Min(hi, sil.Half)-math.Max(lo, -sil.Half) <= geom.Eps*sil.Half {
				continue
			}
			if d := s.Center().Dist(c); d < bestD {
				best, bestD = i, d
			}
		}
	}
	if w, d := t.B.wallScreen(sil, c, r); w != nil && (best < 0 || d < bestD) {
		return w.Material, w.Armor
	}
	if best < 0 {
		return "", 0
	}
	return t.B.obstacle(&t.B.Cells[best])
}

// The obstacle a shot's target hides behind is the same whether the
// squares within the band the base spans are scanned or every square of
// the box around both centres: a square outside the band hides none of
// the base. Random maps of every terrain and thin wall, each square's
// material its own so that a different square shows.
func TestTheObstacleIsFoundWithinTheBandTheBaseSpans(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 8))
	found := 0
	for trial := range 300 {
		w, h := 4+rng.IntN(44), 4+rng.IntN(44)
		var b *Board
		if trial%2 == 0 {
			b = treeField(rng, w, h, []float64{0.02, 0.04, 0.1}[trial%3])
		} else {
			b = randomField(rng, w, h, []float64{0.02, 0.1, 0.3, 0.6}[trial%4])
		}
		for i := range b.Cells {
			b.Cells[i].Material = string(rune('a'+i%26)) + string(rune('a'+i/26%26)) + string(rune('a'+i/676%26))
		}
		tb := NewBattlefield(b)
		for range 60 {
			from, to := randomFigure(rng, b, "a"), randomFigure(rng, b, "b")
			wm, wa := refScreen(tb, from, to)
			gm, ga := tb.screen(from, to)
			require.Equal(t, []any{wm, wa}, []any{gm, ga}, "%dx%d map: %v (size %d) to %v (size %d)", w, h, from.At, from.Size, to.At, to.Size)
			if wm != "" {
				found++
			}
		}
	}
	assert.Greater(t, found, 3000)
}
