package game

import (
	"image"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// Fonts are embedded so the window, the browser and the PNG all draw the
// same letters.
var (
	fontRegular = mustFont(goregular.TTF)
	fontBold    = mustFont(gobold.TTF)
)

// fontSource is one embedded font, drawn through x/image's opentype
// rasterizer (text.GoXFace) rather than text.GoTextFace: GoTextFace
// brings go-text/typesetting's shaper into the browser build, about
// 0.75 MB of the gzipped wasm, and labels in Latin text need no shaping.
type fontSource struct {
	f *opentype.Font

	mu    sync.Mutex
	faces map[float64]*sizedFace
}

type sizedFace struct {
	face  *text.GoXFace
	atime int64
}

func mustFont(ttf []byte) *fontSource {
	f, err := opentype.Parse(ttf)
	if err != nil {
		panic("game: embedded font: " + err.Error())
	}
	return &fontSource{f: f, faces: map[float64]*sizedFace{}}
}

// facesSoftLimit bounds the sizes kept: a zoom walks through many sizes,
// and each face holds its own glyph images.
const facesSoftLimit = 24

// face is the font at size pixels. A face caches its glyphs, so the same
// size gets the same face; sizes unused for a second are dropped once
// there are too many.
func (s *fontSource) face(size float64) text.Face {
	if !(size >= 1.0/64) {
		size = 1.0 / 64 // a window shrunk to nothing: no negative glyphs
	}
	now := ebiten.Tick()
	s.mu.Lock()
	defer s.mu.Unlock()
	if e, ok := s.faces[size]; ok {
		e.atime = now
		return e.face
	}
	e := &sizedFace{face: text.NewGoXFace(ceilAdvances{s.at(size), s.at(float64(fixed.Int26_6(size * 64).Ceil()))}), atime: now}
	if len(s.faces) >= facesSoftLimit {
		for k, e := range s.faces {
			if e.atime < now-60 {
				delete(s.faces, k)
			}
		}
	}
	s.faces[size] = e
	return e.face
}

func (s *fontSource) at(size float64) font.Face {
	f, _ := opentype.NewFace(s.f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone}) // never fails
	return f
}

// ceilAdvances draws the letters at their size but spaces them as at the
// next whole size, as text.GoTextFace does: every label, button and
// wrapped line was laid out against those widths.
type ceilAdvances struct {
	font.Face           // the outlines and the line metrics
	adv       font.Face // the advances and kerning
}

func (f ceilAdvances) Glyph(dot fixed.Point26_6, r rune) (image.Rectangle, image.Image, image.Point, fixed.Int26_6, bool) {
	dr, mask, mp, _, ok := f.Face.Glyph(dot, r)
	a, _ := f.adv.GlyphAdvance(r)
	return dr, mask, mp, a, ok
}

func (f ceilAdvances) GlyphBounds(r rune) (fixed.Rectangle26_6, fixed.Int26_6, bool) {
	b, _, ok := f.Face.GlyphBounds(r)
	a, _ := f.adv.GlyphAdvance(r)
	return b, a, ok
}

func (f ceilAdvances) GlyphAdvance(r rune) (fixed.Int26_6, bool) { return f.adv.GlyphAdvance(r) }

func (f ceilAdvances) Kern(r0, r1 rune) fixed.Int26_6 { return f.adv.Kern(r0, r1) }
