package board

import (
	"math"
	"math/rand/v2"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// treeField is a map like the benchmarks' fields: trees (single blocking
// squares) and 2x2 walls scattered over open ground, some low walls.
func treeField(rng *rand.Rand, w, h int, trees float64) *Board {
	b := &Board{W: w, H: h, Cells: make([]Terrain, w*h)}
	for i := range b.Cells {
		t := &b.Cells[i]
		t.Symbol = '.'
		switch u := rng.Float64(); {
		case u < trees:
			t.Symbol, t.Blocks = 'T', true
		case u < trees*1.25:
			t.Symbol, t.Cover = '=', rules.Cover(1+rng.IntN(4))
		}
	}
	for range w * h / 200 {
		x, y := rng.IntN(max(1, w-1)), rng.IntN(max(1, h-1))
		for _, d := range [4]int{0, 1, w, w + 1} {
			if i := y*w + x + d; i < len(b.Cells) {
				b.Cells[i].Symbol, b.Cells[i].Blocks = '#', true
			}
		}
	}
	return b
}

// When hiddenByOneSquare finds one square that alone hides the whole of a
// base, the exact shadow (the reference's) finds the base wholly hidden:
// checked on random maps of every kind of terrain and thin wall and on
// fields of trees, for figures of every size. And the shortcut finds most
// of the bases the exact shadow hides wholly on a field of trees (the
// lines a crowd's shooters ask most), or it saves nothing. (Not all: a
// base hidden only by a wall of several squares, or by two trees each
// hiding a part, is left to the exact shadow; big bases are the most.)
func TestASquareThatAloneHidesTheWholeBaseMeansShadowHidesItAll(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	proved, treeAll, treeProved := 0, 0, 0
	for trial := range 400 {
		w, h := 4+rng.IntN(44), 4+rng.IntN(44)
		var b *Board
		tree := trial%2 == 0
		if tree {
			b = treeField(rng, w, h, []float64{0.02, 0.04, 0.1}[trial%3])
		} else {
			b = randomField(rng, w, h, []float64{0.02, 0.1, 0.3, 0.6}[trial%4])
		}
		for range 80 {
			from, to := randomFigure(rng, b, "a"), randomFigure(rng, b, "b")
			hidden, _ := refShadow(b, from, to)
			one := b.hiddenByOneSquare(from, to)
			if one {
				proved++
				if !assert.GreaterOrEqual(t, hidden, rules.HiddenAll, "%dx%d map: %v (size %d) to %v (size %d)",
					w, h, from.At, from.Size, to.At, to.Size) {
					return
				}
			}
			if tree && hidden >= rules.HiddenAll {
				treeAll++
				if one {
					treeProved++
				}
			}
		}
	}
	assert.Greater(t, proved, 2000)
	assert.Greater(t, float64(treeProved), 0.6*float64(treeAll), "%d of %d wholly hidden bases found by one square", treeProved, treeAll)
	t.Logf("%d proved; %d of %d wholly hidden bases on fields of trees found by one square", proved, treeProved, treeAll)
}

// A glance gives what the exact shadow's line gives (seen, cover and
// band), with the board's memo of shadows and without it, whether the
// shortcut answered or not; and Shadow after a glance that took the
// shortcut is still the reference's answer, bit for bit.
func TestAGlanceIsTheExactShadowsAnswerWithTheShortcut(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 2))
	er := rules.SWADE.Rules()
	w := &rules.Weapon{Name: "Rifle", Range: [3]int{12, 24, 48}}
	unseen := 0
	for trial := range 200 {
		wd, ht := 4+rng.IntN(44), 4+rng.IntN(44)
		var b *Board
		if trial%2 == 0 {
			b = treeField(rng, wd, ht, []float64{0.02, 0.04, 0.1}[trial%3])
		} else {
			b = randomField(rng, wd, ht, []float64{0.02, 0.1, 0.3, 0.6}[trial%4])
		}
		b.Edition = rules.SWADE
		b.Light = []rules.Light{rules.Bright, rules.Dim, rules.Dark, rules.Pitch}[trial%4]
		if trial%3 != 0 {
			NewBattlefield(b).RememberShadows()
		}
		for range 60 {
			from, to := randomFigure(rng, b, "a"), randomFigure(rng, b, "b")
			hidden, low := refShadow(b, from, to)
			l := rules.Line{Distance: b.Distance(from, to), Adjacent: Adjacent(from, to), Light: b.Light, Hidden: hidden, Low: low}
			vis, cover := l.Sees(er)
			if hidden >= rules.HiddenAll {
				cover = rules.NoCover
			}
			for range 2 { // the second time from the memo
				gv, gc, gb := b.glance(from, to, w)
				require.Equal(t, []any{vis, cover, rules.BandAt(er, *w, l.Distance)}, []any{gv, gc, gb},
					"%dx%d map: %v (size %d) to %v (size %d)", wd, ht, from.At, from.Size, to.At, to.Size)
			}
			gh, gl := b.Shadow(from, to)
			require.Equal(t, math.Float64bits(hidden), math.Float64bits(gh), "%v to %v", from.At, to.At)
			require.Equal(t, low, gl)
			if !vis {
				unseen++
			}
		}
	}
	assert.Greater(t, unseen, 2000)
}
