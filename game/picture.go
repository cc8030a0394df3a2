package game

import (
	"bytes"
	"image"
	stddraw "image/draw"
	"math"

	"battlemat/board"

	"github.com/hajimehoshi/ebiten/v2"
	xdraw "golang.org/x/image/draw"
)

// A map's picture on the GPU: cut into tiles no larger than pictureTile
// (WebGL often allows no texture over 4096 or 8192 px, and ebiten refuses
// an image over the GPU's limit), scaled down first when it holds more
// than maxPicturePixels (memory stays bounded, in the browser most), and
// halved again and again into smaller levels so that a zoomed-out map
// samples a level close to its drawn size and stays sharp instead of
// shimmering.

const pictureTile = 2048

// maxPicturePixels bounds the picture's full level on the GPU (the
// browser's is smaller: picture_js.go).
var maxPicturePixels = 1 << 25

// pictureLevels is one picture ready to draw.
type pictureLevels struct {
	src    *board.Picture
	data   *byte // the picture's bytes, to know it again
	scale  float64
	levels []pictureLevel
	failed bool
}

type pictureLevel struct {
	w, h  int // in this level's pixels
	tiles []pictureTileImage
}

// pictureTileImage is one tile: r in its level's pixels, and img holding
// r with a pixel of its neighbours around it, so that linear filtering at
// the tile's edge blends with the picture, not with nothing (a seam).
type pictureTileImage struct {
	r     image.Rectangle
	img   *ebiten.Image
	inner *ebiten.Image // img's part that is r
}

func newTile(r, outer image.Rectangle, img *ebiten.Image) pictureTileImage {
	in := r.Sub(outer.Min)
	return pictureTileImage{r: r, img: img, inner: img.SubImage(in).(*ebiten.Image)}
}

// pictureCache holds the one picture drawn last: a new map's picture
// frees the old one's textures.
var pictureCache *pictureLevels

// picturesFor is p on the GPU, decoded on first use; nil when it cannot
// be decoded (the map is drawn without it).
func picturesFor(p *board.Picture) *pictureLevels {
	if p == nil || len(p.Data) == 0 {
		return nil
	}
	if c := pictureCache; c != nil && c.data == &p.Data[0] {
		if c.failed {
			return nil
		}
		return c
	}
	if pictureCache != nil {
		pictureCache.free()
	}
	c := &pictureLevels{src: p, data: &p.Data[0], scale: 1}
	pictureCache = c
	if p.W*p.H > board.MaxPicturePixels { // ReadPicture refuses it; never decode a bomb
		c.failed = true
		return nil
	}
	img, _, err := image.Decode(bytes.NewReader(p.Data))
	if err != nil {
		c.failed = true
		return nil
	}
	b := img.Bounds()
	if n := b.Dx() * b.Dy(); n > maxPicturePixels {
		c.scale = math.Sqrt(float64(maxPicturePixels) / float64(n))
		w, h := max(1, int(float64(b.Dx())*c.scale)), max(1, int(float64(b.Dy())*c.scale))
		small := image.NewRGBA(image.Rect(0, 0, w, h))
		xdraw.ApproxBiLinear.Scale(small, small.Bounds(), img, b, xdraw.Src, nil)
		img, b = small, small.Bounds()
		c.scale = float64(w) / float64(p.W)
	}
	c.levels = append(c.levels, uploadTiles(img))
	// Halve until the whole picture is one small tile.
	for l := c.levels[0]; l.w > 256 || l.h > 256; {
		l = halve(l)
		c.levels = append(c.levels, l)
	}
	return c
}

// uploadTiles cuts img into tiles on the GPU, through one RGBA buffer.
func uploadTiles(img image.Image) pictureLevel {
	b := img.Bounds()
	l := pictureLevel{w: b.Dx(), h: b.Dy()}
	all := image.Rect(0, 0, l.w, l.h)
	buf := image.NewRGBA(image.Rect(0, 0, min(pictureTile+2, l.w), min(pictureTile+2, l.h)))
	var px []byte
	for y := 0; y < l.h; y += pictureTile {
		for x := 0; x < l.w; x += pictureTile {
			r := image.Rect(x, y, min(x+pictureTile, l.w), min(y+pictureTile, l.h))
			outer := r.Inset(-1).Intersect(all)
			w, h := outer.Dx(), outer.Dy()
			tb := buf.SubImage(image.Rect(0, 0, w, h)).(*image.RGBA)
			stddraw.Draw(tb, tb.Bounds(), img, b.Min.Add(outer.Min), stddraw.Src)
			px = px[:0]
			for row := 0; row < h; row++ {
				px = append(px, tb.Pix[row*tb.Stride:row*tb.Stride+4*w]...)
			}
			t := ebiten.NewImage(w, h)
			t.WritePixels(px)
			l.tiles = append(l.tiles, newTile(r, outer, t))
		}
	}
	return l
}

// halve draws level l at half its size on the GPU (linear filtering at
// one half averages each 2x2 block).
func halve(l pictureLevel) pictureLevel {
	n := pictureLevel{w: (l.w + 1) / 2, h: (l.h + 1) / 2}
	all := image.Rect(0, 0, n.w, n.h)
	for y := 0; y < n.h; y += pictureTile {
		for x := 0; x < n.w; x += pictureTile {
			r := image.Rect(x, y, min(x+pictureTile, n.w), min(y+pictureTile, n.h))
			outer := r.Inset(-1).Intersect(all)
			t := ebiten.NewImage(outer.Dx(), outer.Dy())
			var op ebiten.DrawImageOptions
			op.Filter = ebiten.FilterLinear
			for _, s := range l.tiles {
				sr := image.Rect(s.r.Min.X/2, s.r.Min.Y/2, (s.r.Max.X+1)/2, (s.r.Max.Y+1)/2)
				if !sr.Overlaps(outer) {
					continue
				}
				op.GeoM.Reset()
				op.GeoM.Scale(0.5, 0.5)
				op.GeoM.Translate(float64(s.r.Min.X)/2-float64(outer.Min.X), float64(s.r.Min.Y)/2-float64(outer.Min.Y))
				t.DrawImage(s.inner, &op)
			}
			n.tiles = append(n.tiles, newTile(r, outer, t))
		}
	}
	return n
}

func (c *pictureLevels) free() {
	for _, l := range c.levels {
		for _, t := range l.tiles {
			t.img.Deallocate()
		}
	}
	c.levels = nil
}

// picture draws the map's picture under everything, clipped to the map:
// picture pixel (px, py) lies at map inch ((px-OffsetX)/ppi, (py-OffsetY)/ppi).
func (p *painter) picture(b *board.Board) bool {
	pic := b.Picture
	c := picturesFor(pic)
	if c == nil {
		return false
	}
	ppi := pic.Scale(b.W)
	mx0, my0 := p.cam.ToScreen(pt(0, 0))
	mx1, my1 := p.cam.ToScreen(pt(float64(b.W), float64(b.H)))
	clip := image.Rect(int(math.Round(mx0)), int(math.Round(my0)), int(math.Round(mx1)), int(math.Round(my1))).Intersect(p.dst.Bounds())
	if clip.Empty() {
		return true
	}
	dst := p.dst.SubImage(clip).(*ebiten.Image)
	// The level whose pixels come closest to the screen's, never coarser.
	texel := p.s / ppi / c.scale // screen pixels per full-level pixel
	k := 0
	for k+1 < len(c.levels) && texel*float64(int(1)<<(k+1)) <= 1 {
		k++
	}
	l := c.levels[k]
	f := float64(int(1) << k) // level pixels to full-level pixels
	op := &p.op
	for _, t := range l.tiles {
		// The tile's corners in the picture's own pixels, then on screen,
		// rounded so that neighbouring tiles meet without a seam.
		px0, py0 := float64(t.r.Min.X)*f/c.scale, float64(t.r.Min.Y)*f/c.scale
		px1, py1 := math.Min(float64(t.r.Max.X)*f/c.scale, float64(pic.W)), math.Min(float64(t.r.Max.Y)*f/c.scale, float64(pic.H))
		sx0, sy0 := p.cam.ToScreen(pt((px0-pic.OffsetX)/ppi, (py0-pic.OffsetY)/ppi))
		sx1, sy1 := p.cam.ToScreen(pt((px1-pic.OffsetX)/ppi, (py1-pic.OffsetY)/ppi))
		sx0, sy0, sx1, sy1 = math.Round(sx0), math.Round(sy0), math.Round(sx1), math.Round(sy1)
		if sx1 <= float64(clip.Min.X) || sy1 <= float64(clip.Min.Y) || sx0 >= float64(clip.Max.X) || sy0 >= float64(clip.Max.Y) || sx1 <= sx0 || sy1 <= sy0 {
			continue
		}
		op.GeoM.Reset()
		op.GeoM.Scale((sx1-sx0)/float64(t.r.Dx()), (sy1-sy0)/float64(t.r.Dy()))
		op.GeoM.Translate(sx0, sy0)
		op.ColorScale.Reset()
		op.Filter = ebiten.FilterLinear
		dst.DrawImage(t.inner, op)
	}
	return true
}
