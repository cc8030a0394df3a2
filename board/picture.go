package board

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"math"
	"os"
	"path/filepath"
	"strings"
)

// Picture is a map's picture as its file holds it: the encoded bytes (PNG,
// JPEG or WebP, told apart by their first bytes), its size in pixels, and
// how many pixels make one square (1") on the grid. Decoding the pixels is
// left to whoever draws it.
type Picture struct {
	Format    string // "png", "jpeg" or "webp"
	Data      []byte
	W, H      int
	PxPerInch float64
	OffsetX   float64 // pixels from the picture's left edge to the grid's
	OffsetY   float64
}

// MaxPxPerInch bounds map.image's px_per_inch.
const MaxPxPerInch = 2000

// MaxPicturePixels bounds a map's picture: whoever draws it decodes it
// whole, 4 bytes a pixel and more (a progressive JPEG keeps its
// coefficients too), so its header's size is checked before anything
// decodes it. 8192x8192 is 256 MiB as RGBA; a 16384-pixel square would
// be 1 GiB.
const MaxPicturePixels = 1 << 26

// ReadPicture reads a picture's bytes: PNG, JPEG or WebP told by its first
// bytes, and its size from its header (the pixels are decoded by whoever
// draws it).
func ReadPicture(data []byte) (*Picture, error) {
	format := pictureFormat(data)
	if format == "" {
		return nil, errors.New("not a PNG, JPEG or WebP picture")
	}
	cfg, got, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || got != format {
		return nil, fmt.Errorf("the %s picture cannot be read", strings.ToUpper(format))
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width > 1<<15 || cfg.Height > 1<<15 {
		return nil, fmt.Errorf("the picture's size %dx%d is not a map's", cfg.Width, cfg.Height)
	}
	if cfg.Width*cfg.Height > MaxPicturePixels {
		return nil, fmt.Errorf("the picture is %dx%d pixels: a map's picture holds at most %d (8192x8192)", cfg.Width, cfg.Height, MaxPicturePixels)
	}
	return &Picture{Format: format, Data: data, W: cfg.Width, H: cfg.Height}, nil
}

// Scale is the picture's pixels per inch: px_per_inch, or the picture's
// width over the map's when the file gives none. (OffsetX, OffsetY) is the
// picture's pixel at the grid's top-left corner.
func (p *Picture) Scale(mapW int) float64 {
	if p.PxPerInch > 0 {
		return p.PxPerInch
	}
	return float64(p.W) / float64(max(mapW, 1))
}

// buildImage reads map.image: {file, px_per_inch, offset}. A picture that
// cannot be read is a warning (the map still loads), unless the map has
// no rows to size it.
func buildImage(d *yamlDoc, m *rawMap, b *Board) error {
	if m == nil || m.Image == nil {
		return nil
	}
	im := m.Image
	if im.File == nil || *im.File == "" {
		return d.errAt("map.image.file", "expected the picture's file name (PNG, JPEG or WebP), relative to the scenario")
	}
	if im.PxPerInch == nil {
		return d.errAt("map.image", "missing px_per_inch: (how many of the picture's pixels make one square)")
	}
	ppi := *im.PxPerInch
	if !(ppi >= 1 && ppi <= MaxPxPerInch) {
		return d.errAt("map.image.px_per_inch", "%g is not a scale (1 to %d pixels per square)", ppi, MaxPxPerInch)
	}
	var off [2]float64
	if im.Offset != nil {
		if len(im.Offset) != 2 {
			return d.errAt("map.image.offset", "expected [dx, dy] in the picture's pixels, got %d numbers", len(im.Offset))
		}
		for i, v := range im.Offset {
			if math.IsNaN(v) || math.Abs(v) > 1<<15 {
				return d.errAt(indexPath("map.image.offset", i), "%g is not an offset in pixels (at most %d either way)", v, 1<<15)
			}
		}
		off = [2]float64{im.Offset[0], im.Offset[1]}
	}
	name := *im.File
	path := name
	if !filepath.IsAbs(path) {
		path = filepath.Join(filepath.Dir(d.file), name)
	}
	pic, err := func() (*Picture, error) {
		data, err := ReadMapFile(path)
		if err != nil {
			var pe *os.PathError
			if errors.As(err, &pe) {
				err = pe.Err
			}
			return nil, err
		}
		if len(data) > MaxMapFileBytes {
			return nil, fmt.Errorf("over %d MB", MaxMapFileBytes>>20)
		}
		return ReadPicture(data)
	}()
	if err != nil {
		if m.Rows == nil && m.UVTT == nil {
			return d.errAt("map.image.file", "%s: %v (without rows: the picture must give the map's size)", name, oneLine(err.Error()))
		}
		b.Warnings = append(b.Warnings, fmt.Sprintf("%s: %s: the map loads without a picture", name, oneLine(err.Error())))
		b.Picture = nil
		return nil
	}
	pic.PxPerInch, pic.OffsetX, pic.OffsetY = ppi, off[0], off[1]
	if m.Rows == nil && m.UVTT == nil {
		w := int(math.Floor((float64(pic.W)-off[0])/ppi + 1e-6))
		h := int(math.Floor((float64(pic.H)-off[1])/ppi + 1e-6))
		if w < 1 || h < 1 || w > MaxMapSide || h > MaxMapSide {
			return d.errAt("map.image", "the picture (%dx%d px at %g px per square from offset %g, %g) gives a %dx%d map: a map is 1 to %d squares each way", pic.W, pic.H, ppi, off[0], off[1], w, h, MaxMapSide)
		}
		b.W, b.H, b.Cells = w, h, openCells(w, h)
	}
	b.Picture = pic
	return nil
}
