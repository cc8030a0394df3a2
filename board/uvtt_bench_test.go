package board_test

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"battlemat/board"
	"battlemat/rules"

	"github.com/stretchr/testify/require"
)

type jpt struct{ X, Y float64 }

func (p jpt) MarshalJSON() ([]byte, error) {
	return []byte(fmt.Sprintf(`{"x":%g,"y":%g}`, p.X, p.Y)), nil
}

// benchUVTT writes a 60x60 Universal VTT map of about 2,000 wall segments
// (a grid of 10x10 rooms whose walls have doorways, and round pillars
// drawn as 40-point polylines, as cave exports are) with image, and a
// scenario on it with two figures; it returns the scenario's path.
func benchUVTT(b testing.TB, image string) string {
	b.Helper()
	var walls [][]jpt
	for k := 0; k <= 60; k += 10 {
		for s := 0; s < 60; s += 10 {
			// A wall along each grid line in pieces, a doorway in the middle.
			walls = append(walls, []jpt{{float64(k), float64(s)}, {float64(k), float64(s) + 4}}, []jpt{{float64(k), float64(s) + 5}, {float64(k), float64(s) + 10}})
			walls = append(walls, []jpt{{float64(s), float64(k)}, {float64(s) + 4, float64(k)}}, []jpt{{float64(s) + 5, float64(k)}, {float64(s) + 10, float64(k)}})
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for nseg := len(walls); nseg < 2000; nseg += 40 {
		cx, cy := 2+rng.Float64()*56, 2+rng.Float64()*56
		r := 0.4 + rng.Float64()*0.8
		var pl []jpt
		for i := 0; i <= 40; i++ {
			a := 2 * math.Pi * float64(i) / 40
			pl = append(pl, jpt{cx + r*math.Cos(a), cy + r*math.Sin(a)})
		}
		walls = append(walls, pl)
	}
	m := map[string]any{
		"format":        0.3,
		"resolution":    map[string]any{"map_origin": jpt{0, 0}, "map_size": jpt{60, 60}, "pixels_per_grid": 50},
		"line_of_sight": walls,
		"portals":       []any{},
		"lights":        []any{map[string]any{"position": jpt{30, 30}, "range": 10}},
		"image":         image,
	}
	data, err := json.Marshal(m)
	require.NoError(b, err)
	dir := b.TempDir()
	require.NoError(b, os.WriteFile(filepath.Join(dir, "caves.uvtt"), data, 0o644))
	sc := filepath.Join(dir, "caves.yaml")
	require.NoError(b, os.WriteFile(sc, []byte(`map: {uvtt: caves.uvtt}
light: dim
figures:
  - {id: a, side: x, at: [12, 13], traits: {shooting: d8}}
  - {id: b, side: y, at: [26, 21], traits: {shooting: d8}}
`), 0o644))
	return sc
}

func loadBench(b *testing.B) *board.Board {
	bd, err := board.Load(benchUVTT(b, ""))
	require.NoError(b, err)
	require.GreaterOrEqual(b, len(bd.Walls), 2000)
	return bd
}

// BenchmarkLineOfFireUVTT: the line of fire across rooms and pillars of
// a 2,000-segment Universal VTT map, a target partly hidden.
func BenchmarkLineOfFireUVTT(b *testing.B) {
	bd := loadBench(b)
	from, to := bd.Figure("a"), bd.Figure("b")
	found := false
	for y := 14; y < 40 && !found; y++ {
		for x := 20; x < 40 && !found; x++ {
			to.At = board.Square{X: x, Y: y}
			if bd.Distance(from, to) < 12 {
				continue
			}
			h, _ := bd.Shadow(from, to)
			found = h > 0.2 && h < 0.9
		}
	}
	require.True(b, found)
	w := &rules.Weapon{Name: "Colt", Range: [3]int{12, 24, 48}}
	lof := bd.LineOfFire(from, to, w)
	b.Logf("target %v: %g\", hidden %.3f, cover %v", to.At, lof.Distance, lof.Hidden, lof.Cover)
	b.ReportAllocs()
	for b.Loop() {
		_ = bd.LineOfFire(from, to, w)
	}
	b.ReportMetric(float64(len(bd.Walls)), "walls")
}

// BenchmarkReachUVTT: where a Pace 6 figure running a d6 (12") can go
// among the same walls.
func BenchmarkReachUVTT(b *testing.B) {
	bd := loadBench(b)
	f := bd.Figure("a")
	f.Pace = 6
	r := board.NewReacher()
	m, err := r.Reach(bd, f, 6)
	require.NoError(b, err)
	n := len(m.Squares)
	b.ReportAllocs()
	for b.Loop() {
		_, _ = r.Reach(bd, f, 6)
	}
	b.ReportMetric(float64(n), "squares")
	b.ReportMetric(float64(len(bd.Walls)), "walls")
}

// BenchmarkLoadUVTT4MB: a scenario on a 4 MB map file (a noisy 1000x1000
// PNG, which does not compress, and the 2,000 walls).
func BenchmarkLoadUVTT4MB(b *testing.B) {
	im := image.NewNRGBA(image.Rect(0, 0, 1000, 1000))
	rng := rand.New(rand.NewPCG(3, 4))
	for i := range im.Pix {
		im.Pix[i] = uint8(rng.Uint32())
	}
	im.Set(0, 0, color.NRGBA{A: 255})
	var buf bytes.Buffer
	require.NoError(b, png.Encode(&buf, im))
	sc := benchUVTT(b, base64.StdEncoding.EncodeToString(buf.Bytes()))
	st, err := os.Stat(filepath.Join(filepath.Dir(sc), "caves.uvtt"))
	require.NoError(b, err)
	b.ReportAllocs()
	for b.Loop() {
		bd, err := board.Load(sc)
		require.NoError(b, err)
		require.NotNil(b, bd.Picture)
	}
	b.ReportMetric(float64(st.Size())/1e6, "MB")
}
