package assets

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"flag"
	"image"
	"image/color"
	"image/jpeg"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The cellar demo's map (scenarios/cellar.dd2vtt) is made here, by code,
// not drawn by anyone: go test ./assets -run Cellar -update writes it.
var update = flag.Bool("update", false, "rewrite scenarios/cellar.dd2vtt")

const (
	cellarW, cellarH = 16, 12
	cellarPx         = 64 // pixels per square
)

type pt2 struct{ X, Y float64 }

// The cellar in squares: a vaulted store room (west) and a shrine (east)
// split by a wall with a door and a barred window; a brazier lights the
// store room; a pillar stands in the shrine.
var (
	cellarOuter  = []pt2{{1, 1}, {15, 1}, {15, 11}, {1, 11}, {1, 1}}
	cellarInner  = [][]pt2{{{9, 1}, {9, 5}}, {{9, 6}, {9, 8}}, {{9, 9.5}, {9, 11}}}
	cellarPillar = []pt2{{12, 4}, {13, 4}, {13, 5}, {12, 5}, {12, 4}}
	cellarDoor   = [2]pt2{{9, 5}, {9, 6}}
	cellarWindow = [2]pt2{{9, 8}, {9, 9.5}}
	cellarLight  = pt2{4.5, 6}
	// Stairs come down in the north-west corner (the heroes' way in).
	cellarBarrels = []pt2{{2, 9.7}, {2.9, 10.1}, {2.2, 8.8}, {13.9, 9.9}}
	cellarCrates  = []pt2{{6.2, 1.3}, {7.3, 1.3}}
)

func TestCellarMapIsGeneratedByItsCode(t *testing.T) {
	data := cellarFile(t)
	path := filepath.Join("scenarios", "cellar.dd2vtt")
	if *update {
		require.NoError(t, os.WriteFile(path, data, 0o644))
	}
	got, err := os.ReadFile(path)
	require.NoError(t, err, "go test ./assets -run Cellar -update makes it")
	var want, have map[string]any
	require.NoError(t, json.Unmarshal(data, &want))
	require.NoError(t, json.Unmarshal(got, &have))
	delete(want, "image") // JPEG bytes may differ between Go releases
	delete(have, "image")
	assert.Equal(t, want, have, "the shipped map is the generator's (run with -update)")
}

func cellarFile(t *testing.T) []byte {
	var buf bytes.Buffer
	require.NoError(t, jpeg.Encode(&buf, cellarPicture(), &jpeg.Options{Quality: 60}))
	xy := func(p pt2) map[string]float64 { return map[string]float64{"x": p.X, "y": p.Y} }
	line := func(ps []pt2) []map[string]float64 {
		var out []map[string]float64
		for _, p := range ps {
			out = append(out, xy(p))
		}
		return out
	}
	var los [][]map[string]float64
	los = append(los, line(cellarOuter))
	for _, l := range cellarInner {
		los = append(los, line(l))
	}
	portal := func(b [2]pt2, closed bool) map[string]any {
		return map[string]any{
			"position": xy(pt2{(b[0].X + b[1].X) / 2, (b[0].Y + b[1].Y) / 2}),
			"bounds":   line(b[:]), "rotation": math.Pi / 2, "closed": closed, "freestanding": false,
		}
	}
	f := map[string]any{
		"format": 0.3,
		"resolution": map[string]any{
			"map_origin": xy(pt2{0, 0}), "map_size": xy(pt2{cellarW, cellarH}), "pixels_per_grid": cellarPx,
		},
		"line_of_sight":         los,
		"objects_line_of_sight": [][]map[string]float64{line(cellarPillar)},
		"portals":               []any{portal(cellarDoor, true), portal(cellarWindow, false)},
		"environment":           map[string]any{"baked_lighting": false, "ambient_light": "ff1a1a2a"},
		"lights": []any{map[string]any{
			"position": xy(cellarLight), "range": 8, "intensity": 1, "color": "ffffb060", "shadows": true,
		}},
		"image": base64.StdEncoding.EncodeToString(buf.Bytes()),
	}
	out, err := json.MarshalIndent(f, "", " ")
	require.NoError(t, err)
	return out
}

// hash is a fixed pseudo-random number in [0, 1) per integer triple.
func hash(x, y, k int) float64 {
	h := uint32(x)*374761393 + uint32(y)*668265263 + uint32(k)*2147483647
	h = (h ^ (h >> 13)) * 1274126177
	h ^= h >> 16
	return float64(h&0xffffff) / float64(1<<24)
}

// noise is smooth value noise at (x, y) with cells of size s.
func noise(x, y, s float64, k int) float64 {
	gx, gy := math.Floor(x/s), math.Floor(y/s)
	fx, fy := x/s-gx, y/s-gy
	fx, fy = fx*fx*(3-2*fx), fy*fy*(3-2*fy)
	ix, iy := int(gx), int(gy)
	a, b := hash(ix, iy, k), hash(ix+1, iy, k)
	c, d := hash(ix, iy+1, k), hash(ix+1, iy+1, k)
	return (a*(1-fx)+b*fx)*(1-fy) + (c*(1-fx)+d*fx)*fy
}

func segDist(p, a, b pt2) float64 {
	dx, dy := b.X-a.X, b.Y-a.Y
	t := ((p.X-a.X)*dx + (p.Y-a.Y)*dy) / (dx*dx + dy*dy)
	t = math.Max(0, math.Min(1, t))
	return math.Hypot(p.X-a.X-t*dx, p.Y-a.Y-t*dy)
}

type rgb struct{ r, g, b float64 }

func mix(a, b rgb, t float64) rgb {
	return rgb{a.r + (b.r-a.r)*t, a.g + (b.g-a.g)*t, a.b + (b.b-a.b)*t}
}

func cellarPicture() image.Image {
	W, H := cellarW*cellarPx, cellarH*cellarPx
	img := image.NewRGBA(image.Rect(0, 0, W, H))
	var walls [][2]pt2
	addLine := func(ps []pt2) {
		for i := 1; i < len(ps); i++ {
			walls = append(walls, [2]pt2{ps[i-1], ps[i]})
		}
	}
	addLine(cellarOuter)
	for _, l := range cellarInner {
		addLine(l)
	}
	rock, floor, mortar := rgb{52, 46, 42}, rgb{132, 122, 108}, rgb{78, 70, 62}
	wallC, wallTop := rgb{96, 90, 84}, rgb{150, 144, 136}
	wood, woodDark := rgb{128, 84, 44}, rgb{74, 46, 22}
	for py := 0; py < H; py++ {
		for px := 0; px < W; px++ {
			p := pt2{(float64(px) + 0.5) / cellarPx, (float64(py) + 0.5) / cellarPx}
			inside := p.X > 1 && p.X < 15 && p.Y > 1 && p.Y < 11
			n := noise(p.X, p.Y, 0.35, 1)*0.6 + noise(p.X, p.Y, 0.09, 2)*0.4
			var c rgb
			if inside {
				// Flagstones: half-square slabs, rows offset, each its own tone.
				row := int(math.Floor(p.Y * 2))
				sx := p.X*2 + float64(row%2)*0.5
				col := int(math.Floor(sx))
				tone := hash(col, row, 3)*0.25 - 0.12
				c = mix(floor, rgb{170, 160, 140}, tone+0.15)
				c = mix(c, rgb{90, 84, 76}, n*0.35)
				fx, fy := sx-math.Floor(sx), p.Y*2-math.Floor(p.Y*2)
				if e := math.Min(math.Min(fx, 1-fx), math.Min(fy, 1-fy)); e < 0.05 {
					c = mix(c, mortar, 1-e/0.05*0.6)
				}
				// Warm glow of the brazier.
				if d := math.Hypot(p.X-cellarLight.X, p.Y-cellarLight.Y); d < 5 && p.X < 9 {
					c = mix(c, rgb{230, 170, 90}, 0.35*(1-d/5)*(1-d/5))
				}
			} else {
				c = mix(rock, rgb{30, 26, 24}, n)
			}
			// Stone walls 0.3" thick along every wall line.
			dw := math.Inf(1)
			for _, w := range walls {
				dw = math.Min(dw, segDist(p, w[0], w[1]))
			}
			if dw < 0.16 {
				c = mix(wallC, rgb{60, 56, 52}, n*0.5)
				if dw < 0.06 {
					c = mix(c, wallTop, 0.4)
				}
			}
			// The pillar: a stone block.
			if p.X > 12 && p.X < 13 && p.Y > 4 && p.Y < 5 {
				e := math.Min(math.Min(p.X-12, 13-p.X), math.Min(p.Y-4, 5-p.Y))
				c = mix(wallTop, wallC, math.Min(1, e*6))
			}
			// The door: planks across the gap.
			if p.X > 8.88 && p.X < 9.12 && p.Y > 5 && p.Y < 6 {
				c = mix(wood, woodDark, 0.3*hash(0, int(p.Y*8), 5))
				if math.Mod(p.Y*8, 1) < 0.12 {
					c = woodDark
				}
			}
			// The window: iron bars over a pale sill.
			if p.X > 8.92 && p.X < 9.08 && p.Y > 8 && p.Y < 9.5 {
				c = rgb{170, 190, 200}
				if math.Mod(p.Y*6, 1) < 0.25 {
					c = rgb{40, 40, 44}
				}
			}
			// Barrels, crates.
			for _, b := range cellarBarrels {
				if d := math.Hypot(p.X-b.X, p.Y-b.Y); d < 0.38 {
					c = mix(wood, woodDark, d/0.38*0.7)
					if math.Abs(d-0.26) < 0.025 || d > 0.35 {
						c = rgb{50, 48, 46}
					}
				}
			}
			for _, b := range cellarCrates {
				dx, dy := math.Abs(p.X-b.X), math.Abs(p.Y-b.Y)
				if dx < 0.45 && dy < 0.4 {
					c = mix(rgb{160, 118, 70}, woodDark, 0.2+0.2*hash(int(p.X*10), 0, 6))
					if dx > 0.38 || dy > 0.33 || math.Abs(dx*0.9-dy) < 0.04 {
						c = woodDark
					}
				}
			}
			// The brazier: an iron bowl of coals.
			if d := math.Hypot(p.X-cellarLight.X, p.Y-cellarLight.Y); d < 0.34 {
				c = rgb{40, 36, 34}
				if d < 0.26 {
					c = mix(rgb{255, 220, 120}, rgb{200, 60, 20}, d/0.26+0.3*noise(p.X, p.Y, 0.05, 7))
				}
			}
			// Stairs down in the north-west corner.
			if p.X > 1.15 && p.X < 3 && p.Y > 1.15 && p.Y < 2.8 {
				step := math.Floor((p.Y - 1.15) * 4)
				c = mix(rgb{150, 140, 126}, rgb{70, 64, 58}, step/7)
				if math.Mod((p.Y-1.15)*4, 1) < 0.12 {
					c = rgb{50, 46, 42}
				}
			}
			// The map maker's own faint grid.
			gx, gy := math.Mod(p.X, 1), math.Mod(p.Y, 1)
			if inside && (gx < 0.02 || gx > 0.98 || gy < 0.02 || gy > 0.98) {
				c = mix(c, rgb{40, 36, 32}, 0.25)
			}
			img.SetRGBA(px, py, color.RGBA{uint8(c.r), uint8(c.g), uint8(c.b), 255})
		}
	}
	return img
}
