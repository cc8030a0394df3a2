package board_test

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"battlemat/board"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func writePNG(t *testing.T, path string, w, h int) {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	img.Set(1, 1, color.RGBA{200, 10, 10, 255})
	var buf bytes.Buffer
	require.NoError(t, png.Encode(&buf, img))
	require.NoError(t, os.WriteFile(path, buf.Bytes(), 0o644))
}

func writeScenario(t *testing.T, dir, text string) string {
	t.Helper()
	p := filepath.Join(dir, "s.yaml")
	require.NoError(t, os.WriteFile(p, []byte(text), 0o644))
	return p
}

const figs = `
figures:
  - {id: a, side: x, at: [0, 0], traits: {fighting: d6}}
`

func TestMapImageLiesUnderTheRowsWithItsScaleAndOffset(t *testing.T) {
	dir := t.TempDir()
	writePNG(t, filepath.Join(dir, "crypt.png"), 300, 200)
	b, err := board.Load(writeScenario(t, dir, `
map:
  image: {file: crypt.png, px_per_inch: 70, offset: [12, 8]}
  rows: ["....", "...."]
`+figs))
	require.NoError(t, err)
	require.NotNil(t, b.Picture)
	assert.Equal(t, board.Picture{Format: "png", Data: b.Picture.Data, W: 300, H: 200, PxPerInch: 70, OffsetX: 12, OffsetY: 8}, *b.Picture)
	assert.Equal(t, 4, b.W)
	assert.Empty(t, b.Warnings)
}

func TestMapImageAloneSizesTheMapFromThePicture(t *testing.T) {
	dir := t.TempDir()
	var buf bytes.Buffer
	require.NoError(t, jpeg.Encode(&buf, image.NewGray(image.Rect(0, 0, 500, 330)), nil))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "m.jpg"), buf.Bytes(), 0o644))
	b, err := board.Load(writeScenario(t, dir, `
map:
  image: {file: m.jpg, px_per_inch: 50, offset: [10, 0]}
`+figs))
	require.NoError(t, err)
	assert.Equal(t, "jpeg", b.Picture.Format)
	assert.Equal(t, [2]int{9, 6}, [2]int{b.W, b.H}, "(500-10)/50 = 9.8 whole squares across, 330/50 = 6.6 down")
	assert.False(t, b.At(board.Square{X: 8, Y: 5}).Blocks)
}

func TestMapImageIsToldByItsBytesNotItsName(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "uvtt", "room_objects.uvtt"))
	require.NoError(t, err)
	var f struct{ Image string }
	require.NoError(t, json.Unmarshal(data, &f))
	webp, err := base64.StdEncoding.DecodeString(f.Image)
	require.NoError(t, err)
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "map.png"), webp, 0o644))
	b, err := board.Load(writeScenario(t, dir, `
map:
  image: {file: map.png, px_per_inch: 10}
  rows: ["..."]
`+figs))
	require.NoError(t, err)
	assert.Equal(t, "webp", b.Picture.Format)
}

func TestAMissingOrBrokenMapImageIsAWarningAndTheMapStillLoads(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "bad.png"), []byte("\x89PNG\r\n\x1a\nnope"), 0o644))
	for file, warn := range map[string]string{
		"gone.png": "gone.png: no such file or directory: the map loads without a picture",
		"bad.png":  "bad.png: the PNG picture cannot be read: the map loads without a picture",
		"s.yaml":   "s.yaml: not a PNG, JPEG or WebP picture: the map loads without a picture",
	} {
		b, err := board.Load(writeScenario(t, dir, `
map:
  image: {file: `+file+`, px_per_inch: 70}
  rows: ["...."]
`+figs))
		require.NoError(t, err, file)
		assert.Nil(t, b.Picture, file)
		assert.Equal(t, []string{warn}, b.Warnings, file)
	}
}

func TestMapImageErrorsAreOneLineAtTheirKey(t *testing.T) {
	dir := t.TempDir()
	writePNG(t, filepath.Join(dir, "p.png"), 40, 40)
	for text, want := range map[string]string{
		"  image: {file: p.png}\n  rows: [\"..\"]\n":                               "s.yaml:3:10: map.image: missing px_per_inch: (how many of the picture's pixels make one square)",
		"  image: {file: p.png, px_per_inch: 0}\n  rows: [\"..\"]\n":               "s.yaml:3:37: map.image.px_per_inch: 0 is not a scale (1 to 2000 pixels per square)",
		"  image: {file: p.png, px_per_inch: 10, offset: [1]}\n  rows: [\"..\"]\n": "s.yaml:3:49: map.image.offset: expected [dx, dy] in the picture's pixels, got 1 numbers",
		"  image: {file: gone.png, px_per_inch: 10}\n":                             "s.yaml:3:17: map.image.file: gone.png: no such file or directory (without rows: the picture must give the map's size)",
		"  image: {file: p.png, px_per_inch: 100}\n":                               "s.yaml:3:10: map.image: the picture (40x40 px at 100 px per square from offset 0, 0) gives a 0x0 map: a map is 1 to 500 squares each way",
		"  image: {file: p.png, px_per_inch: 10, size: 3}\n  rows: [\"..\"]\n":     "",
	} {
		_, err := board.Load(writeScenario(t, dir, "name: x\nmap:\n"+text+figs))
		require.Error(t, err, text)
		if want != "" {
			assert.Equal(t, filepath.Join(dir, want), err.Error(), text)
		}
	}
}
