package game

import (
	"bytes"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// The game's faces measure text as text.GoTextFace did, at whole and
// fractional sizes alike, so no label, button or wrapped line moved when
// the browser build stopped carrying the shaper.
func TestFontFacesMeasureTextAsGoTextFaceDid(t *testing.T) {
	for _, f := range []struct {
		ttf []byte
		src *fontSource
	}{{goregular.TTF, fontRegular}, {gobold.TTF, fontBold}} {
		gt, err := text.NewGoTextFaceSource(bytes.NewReader(f.ttf))
		require.NoError(t, err)
		for size := 5.0; size < 40; size += 0.05 {
			for _, s := range []string{"Buck Savage (heroes, Wild Card) at 2,2  -  Pace 6", "AVAVAV To", "Zoë: 3 ♠ “quoted”"} {
				w0, h0 := text.Measure(s, &text.GoTextFace{Source: gt, Size: size}, 0)
				w, h := text.Measure(s, f.src.face(size), 0)
				assert.InDelta(t, w0, w, 1.0/64, "width of %q at %v", s, size)
				assert.InDelta(t, h0, h, 0.05, "height of %q at %v", s, size)
			}
		}
	}
}
