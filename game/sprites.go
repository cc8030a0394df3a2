package game

import (
	"image"
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	xvector "golang.org/x/image/vector"
)

// Sprites are white antialiased shapes rasterised once on the CPU and
// then drawn scaled and tinted with DrawImage. Filling the same shapes as
// GPU paths every repaint cost seconds per frame under software GL (Xvfb,
// a browser without a GPU); sprites cost one textured quad each and batch
// together.
type sprites struct {
	disc  *ebiten.Image // a disc filling the picture
	hatch *ebiten.Image // one square of diagonal hatching that tiles
	star  *ebiten.Image // a five-pointed star filling the picture
	cross *ebiten.Image // an X from corner to corner
}

var (
	spriteOnce sync.Once
	theSprites sprites
)

// getSprites makes the sprites on first use (ebiten must be running).
func getSprites() *sprites {
	spriteOnce.Do(func() {
		theSprites = sprites{
			disc:  rasterise(256, func(z *xvector.Rasterizer) { polygonAround(z, 128, 128, 127, 127, 256) }),
			hatch: rasterise(128, hatchTile),
			star:  rasterise(128, func(z *xvector.Rasterizer) { starPath(z, 64, 64, 63) }),
			cross: rasterise(128, func(z *xvector.Rasterizer) {
				bar(z, 10, 10, 118, 118, 18)
				bar(z, 10, 118, 118, 10, 18)
			}),
		}
	})
	return &theSprites
}

// rasterise draws a white shape on an n x n transparent picture.
func rasterise(n int, shape func(z *xvector.Rasterizer)) *ebiten.Image {
	z := xvector.NewRasterizer(n, n)
	shape(z)
	dst := image.NewRGBA(image.Rect(0, 0, n, n))
	z.Draw(dst, dst.Bounds(), image.NewUniform(color.White), image.Point{})
	return ebiten.NewImageFromImage(dst)
}

// polygonAround adds a closed polygon of k points on an ellipse.
func polygonAround(z *xvector.Rasterizer, cx, cy, rx, ry float64, k int) {
	for i := 0; i < k; i++ {
		a := 2 * math.Pi * float64(i) / float64(k)
		x, y := float32(cx+rx*math.Cos(a)), float32(cy+ry*math.Sin(a))
		if i == 0 {
			z.MoveTo(x, y)
		} else {
			z.LineTo(x, y)
		}
	}
	z.ClosePath()
}

// bar adds a line from (x0, y0) to (x1, y1) of width w as a quadrilateral.
func bar(z *xvector.Rasterizer, x0, y0, x1, y1, w float64) {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	nx, ny := -dy/l*w/2, dx/l*w/2
	z.MoveTo(float32(x0+nx), float32(y0+ny))
	z.LineTo(float32(x1+nx), float32(y1+ny))
	z.LineTo(float32(x1-nx), float32(y1-ny))
	z.LineTo(float32(x0-nx), float32(y0-ny))
	z.ClosePath()
}

// hatchTile draws lines x+y = k*n/4 (k = 0..8) across an n x n square,
// rising to the right, so neighbouring tiles continue each other's lines.
// Each line is a band clipped to the square.
func hatchTile(z *xvector.Rasterizer) {
	const n = 128.0
	const half = 0.045 * n / 2 * math.Sqrt2 // half the band along an axis
	for k := 0; k <= 8; k++ {
		c := float64(k) * n / 4
		// The band c-half < x+y < c+half, clipped to the square: trace
		// the polygon of its intersection by walking the square's corners.
		lo, hi := c-half, c+half
		var pts [][2]float64
		corners := [][2]float64{{0, 0}, {n, 0}, {n, n}, {0, n}}
		for i := range corners {
			a, b := corners[i], corners[(i+1)%4]
			sa, sb := a[0]+a[1], b[0]+b[1]
			in := func(s float64) bool { return s >= lo && s <= hi }
			if in(sa) {
				pts = append(pts, a)
			}
			for _, edge := range []float64{lo, hi} {
				if (sa < edge && sb > edge) || (sa > edge && sb < edge) {
					t := (edge - sa) / (sb - sa)
					pts = append(pts, [2]float64{a[0] + t*(b[0]-a[0]), a[1] + t*(b[1]-a[1])})
				}
			}
		}
		if len(pts) < 3 {
			continue
		}
		z.MoveTo(float32(pts[0][0]), float32(pts[0][1]))
		for _, p := range pts[1:] {
			z.LineTo(float32(p[0]), float32(p[1]))
		}
		z.ClosePath()
	}
}

// starPath adds a five-pointed star of outer radius r.
func starPath(z *xvector.Rasterizer, cx, cy, r float64) {
	for i := 0; i < 10; i++ {
		rr := r
		if i%2 == 1 {
			rr = r * 0.45
		}
		a := -math.Pi/2 + float64(i)*math.Pi/5
		x, y := float32(cx+rr*math.Cos(a)), float32(cy+rr*math.Sin(a)+r*0.08)
		if i == 0 {
			z.MoveTo(x, y)
		} else {
			z.LineTo(x, y)
		}
	}
	z.ClosePath()
}

// sprite draws img stretched over the screen rectangle (x, y, w, h),
// tinted with c.
func (p *painter) sprite(img *ebiten.Image, x, y, w, h float64, c color.RGBA) {
	if w <= 0 || h <= 0 {
		return
	}
	sz := img.Bounds().Size()
	op := &p.op
	op.GeoM.Reset()
	op.GeoM.Scale(w/float64(sz.X), h/float64(sz.Y))
	op.GeoM.Translate(x, y)
	op.ColorScale.Reset()
	op.ColorScale.ScaleWithColor(c)
	op.Filter = ebiten.FilterLinear
	p.dst.DrawImage(img, op)
}
