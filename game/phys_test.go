package game

import (
	"bytes"
	"image"
	"image/png"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPNGCarriesItsPhysicalResolution(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 30, 20))
	var buf bytes.Buffer
	require.NoError(t, WritePNGAt(&buf, img, 100))
	x, y, ok := PHYs(buf.Bytes())
	require.True(t, ok, "the pHYs chunk is there")
	assert.InDelta(t, 100, x, 0.02, "100 px per inch: a square prints as 1\"")
	assert.InDelta(t, 100, y, 0.02)
	back, err := png.Decode(bytes.NewReader(buf.Bytes()))
	require.NoError(t, err, "still a valid PNG (the chunk's CRC is right)")
	assert.Equal(t, img.Bounds(), back.Bounds())

	var plain bytes.Buffer
	require.NoError(t, WritePNG(&plain, img))
	_, _, ok = PHYs(plain.Bytes())
	assert.False(t, ok)
	_, err = WithPHYs([]byte("nope"), 100)
	assert.Error(t, err)
}
