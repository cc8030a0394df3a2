package board_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
)

func TestAlignedYAMLRewritesOnlyTheImageNumbers(t *testing.T) {
	for name, tc := range map[string]struct{ src, want string }{
		"block with offset": {
			"name: x # the crypt\nmap:\n  image:\n    file: crypt.png # bought\n    px_per_inch: 70\n    offset: [12, 8]\n  rows: [\"..\"]\n",
			"name: x # the crypt\nmap:\n  image:\n    file: crypt.png # bought\n    px_per_inch: 71.25\n    offset: [3.5, -2]\n  rows: [\"..\"]\n",
		},
		"block without offset": {
			"map:\n  image:\n    file: crypt.png\n    px_per_inch: 70 # guessed\n  rows: [\"..\"]\n",
			"map:\n  image:\n    file: crypt.png\n    px_per_inch: 71.25 # guessed\n    offset: [3.5, -2]\n  rows: [\"..\"]\n",
		},
		"flow with offset": {
			"map:\n  image: {file: crypt.png, px_per_inch: 70, offset: [12, 8]}\n",
			"map:\n  image: {file: crypt.png, px_per_inch: 71.25, offset: [3.5, -2]}\n",
		},
		"flow without offset": {
			"map:\n  image: {file: crypt.png, px_per_inch: 70}\n",
			"map:\n  image: {file: crypt.png, px_per_inch: 71.25, offset: [3.5, -2]}\n",
		},
		"block offset list": {
			"map:\n  image:\n    file: crypt.png\n    px_per_inch: 70\n    offset:\n      - 1\n      - 2\n",
			"map:\n  image:\n    file: crypt.png\n    px_per_inch: 71.25\n    offset:\n      - 3.5\n      - -2\n",
		},
	} {
		got, err := board.AlignedYAML("s.yaml", []byte(tc.src), 71.2499, 3.5, -2)
		require.NoError(t, err, name)
		assert.Equal(t, tc.want, string(got), name)
		ppi, x, y, err := board.ImageAlignment(got)
		require.NoError(t, err, name)
		assert.Equal(t, [3]float64{71.25, 3.5, -2}, [3]float64{ppi, x, y}, name)
	}
}

func TestImageAlignmentRefusesMapsWithoutAPicture(t *testing.T) {
	_, _, _, err := board.ImageAlignment([]byte("map:\n  uvtt: cellar.dd2vtt\n"))
	assert.EqualError(t, err, "this map's picture comes from a Universal VTT file, whose grid the file fixes: nothing to align")
	_, _, _, err = board.ImageAlignment([]byte("map:\n  rows: [\"..\"]\n"))
	assert.EqualError(t, err, "this map has no picture (map.image) to align the grid to")
	_, err = board.AlignedYAML("s.yaml", []byte("map:\n  rows: [\"..\"]\n"), 70, 0, 0)
	assert.Error(t, err)
}

func TestSaveAlignedWritesBesideAndKeepsTheOriginal(t *testing.T) {
	dir := t.TempDir()
	orig := filepath.Join(dir, "crypt.yaml")
	src := []byte("map:\n  image: {file: crypt.png, px_per_inch: 70}\n")
	require.NoError(t, os.WriteFile(orig, src, 0o644))
	out, err := board.SaveAligned(orig, src, 72, 1, 2)
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(dir, "crypt.aligned.yaml"), out)
	kept, err := os.ReadFile(orig)
	require.NoError(t, err)
	assert.Equal(t, src, kept)
	got, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.Equal(t, "map:\n  image: {file: crypt.png, px_per_inch: 72, offset: [1, 2]}\n", string(got))
}
