package main

import (
	"image"
	"image/color"
	"strings"
	"testing"

	"github.com/makiuchi-d/gozxing"
	gozxingqr "github.com/makiuchi-d/gozxing/qrcode"
	"github.com/stretchr/testify/assert"
	must "github.com/stretchr/testify/require"
)

// picture paints the modules as the GM's screen does: dark on white,
// a four-module quiet zone, cell pixels a module.
func picture(mod [][]bool, cell int) image.Image {
	n := len(mod) + 8
	img := image.NewGray(image.Rect(0, 0, n*cell, n*cell))
	for y := range n * cell {
		for x := range n * cell {
			r, c := y/cell-4, x/cell-4
			v := uint8(255)
			if r >= 0 && c >= 0 && r < len(mod) && c < len(mod) && mod[r][c] {
				v = 0
			}
			img.SetGray(x, y, color.Gray{Y: v})
		}
	}
	return img
}

func TestQRCodeOfASeatsLinkReadsBackAsTheLink(t *testing.T) {
	for _, link := range []string{
		"http://192.168.1.20:8080/?seat=5wg6X_CaWuT206qu4nSzOnURZ3RhM62x",
		"https://table.example.org/?seat=oEK4S4jkYHomT-ECWBK83rDSwBYuhRW5",
	} {
		mod := qrModules(link)
		must.NotEmpty(t, mod, link)
		for _, row := range mod {
			must.Len(t, row, len(mod), "a QR code is square")
		}
		bmp, err := gozxing.NewBinaryBitmapFromImage(picture(mod, 4))
		must.NoError(t, err)
		res, err := gozxingqr.NewQRCodeReader().Decode(bmp, nil)
		must.NoError(t, err, link)
		assert.Equal(t, link, res.GetText())
	}
}

func TestQRCodeOfALinkTooLongIsNone(t *testing.T) {
	assert.Nil(t, qrModules("http://h/?seat="+strings.Repeat("x", 4000)), "the screen shows the link's text alone")
}
