package board_test

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
)

// pngHeader is the start of a PNG of w x h RGBA pixels: enough for its
// size to be read, as a picture bomb's is (its pixels, highly compressed,
// would decode to gigabytes).
func pngHeader(w, h int) []byte {
	var buf bytes.Buffer
	buf.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], uint32(w))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(h))
	ihdr[8], ihdr[9] = 8, 6 // 8 bits, RGBA
	chunk := append([]byte("IHDR"), ihdr...)
	binary.Write(&buf, binary.BigEndian, uint32(len(ihdr)))
	buf.Write(chunk)
	binary.Write(&buf, binary.BigEndian, crc32.ChecksumIEEE(chunk))
	return buf.Bytes()
}

// A picture is refused from its header's size when it holds more pixels
// than the budget (8192x8192): decoding it whole would take gigabytes
// (a 16384-pixel RGBA square is 1 GiB). Within the budget it is read.
func TestAPictureOverThePixelBudgetIsRefused(t *testing.T) {
	for _, wh := range [][2]int{{16384, 16384}, {32768, 4096}, {8193, 8192}} {
		_, err := board.ReadPicture(pngHeader(wh[0], wh[1]))
		if assert.Error(t, err, wh) {
			assert.Contains(t, err.Error(), "pixels: a map's picture holds at most 67108864 (8192x8192)", wh)
		}
	}
	for _, wh := range [][2]int{{8192, 8192}, {32768, 2048}} {
		p, err := board.ReadPicture(pngHeader(wh[0], wh[1]))
		require.NoError(t, err, wh)
		assert.Equal(t, wh[0], p.W)
	}

	// A scenario naming the bomb loads without its picture, saying why.
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "bomb.png"), pngHeader(16384, 16384), 0o644))
	b, err := board.Load(writeScenario(t, dir, "map:\n  rows: [\"....\"]\n  image: {file: bomb.png, px_per_inch: 70}\n"+figs))
	require.NoError(t, err)
	assert.Nil(t, b.Picture)
	require.Len(t, b.Warnings, 1)
	assert.Contains(t, b.Warnings[0], "bomb.png: the picture is 16384x16384 pixels")
}
