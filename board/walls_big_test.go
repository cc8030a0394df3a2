package board

import (
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/geom"
	"battlemat/rules"
)

// zigzagBoard is an open side x side map with one thin wall of n points
// zigzagging from the top edge to the bottom and back, reaching reach
// inches beyond the map on either side (exporters draw walls off the
// picture), with a figure at each end of the middle row.
func zigzagBoard(side, n int, reach float64) *Board {
	b := &Board{Edition: rules.SWADE, Rules: rules.SWADE.Rules(), W: side, H: side, Cells: openCells(side, side)}
	prev := geom.Point{X: 0.3, Y: -reach}
	for i := 1; i < n; i++ {
		y := -reach
		if i%2 == 1 {
			y = float64(side) + reach
		}
		p := geom.Point{X: 0.3 + float64(i)*float64(side-1)/float64(n), Y: y}
		b.Walls = append(b.Walls, Wall{Segment: geom.Segment{A: prev, B: p}, Kind: WallWindow, Material: "stone", Armor: 10})
		prev = p
	}
	put(b, "a", "h", 0, side/2)
	put(b, "z", "c", side-1, side/2)
	return b
}

// wallLength is the walls' length in inches.
func wallLength(b *Board) float64 {
	n := 0.0
	for _, w := range b.Walls {
		n += w.A.Dist(w.B)
	}
	return n
}

// A long wall costs its index a few bytes an inch, not a shape for every
// inch of it: a zigzag of 200 points across a 500-square map (140,000"
// of wall) took 180 MB when walls were cut into 1" pieces.
func TestAThinWallsIndexTakesAFewBytesAnInch(t *testing.T) {
	b := zigzagBoard(500, 200, 0)
	inches := wallLength(b)
	require.Greater(t, inches, 90000.0)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	ix := buildWallIndex(b.Walls, b.W, b.H)
	runtime.ReadMemStats(&after)
	require.NotNil(t, ix)
	perInch := float64(after.TotalAlloc-before.TotalAlloc) / inches
	assert.Less(t, perInch, 64.0, "bytes an inch of wall")
}

// A map's thin walls are at most MaxWallInches long in all: the loader
// refuses more in one line (check and every command load through it).
func TestThinWallsOverTheTotalLengthAreRefused(t *testing.T) {
	var sb strings.Builder
	sb.WriteString("map:\n  rows: [\"....\", \"....\"]\n  walls:\n")
	for i := 0; i < 400; i++ {
		fmt.Fprintf(&sb, "    - [-1990, %d, 1990, %d]\n", -1990+i, 1990-i)
	}
	_, err := Parse("t.yaml", []byte(sb.String()+"figures: []\n"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "t.yaml:")
	assert.Contains(t, err.Error(), fmt.Sprintf("inches of thin walls: a map has at most %d", MaxWallInches))
	assert.NotContains(t, err.Error(), "\n")
}

// BenchmarkLOSOverALongZigzagWall: one line of fire across a 500-square
// map under a 2,000-point zigzag window (1.4 million inches, reaching
// 1,000" off the map top and bottom).
func BenchmarkLOSOverALongZigzagWall(bb *testing.B) {
	b := zigzagBoard(500, 2000, 1000)
	a, z := b.Figures[0], b.Figures[1]
	b.LineOfFire(a, z, nil) // builds the index
	bb.ReportAllocs()
	for bb.Loop() {
		b.LineOfFire(a, z, nil)
	}
}

// BenchmarkReachOverALongZigzagWall: a Pace 6 figure's reach, running,
// beside the same wall (its step mask built once).
func BenchmarkReachOverALongZigzagWall(bb *testing.B) {
	b := zigzagBoard(500, 2000, 1000)
	f := b.Figures[0]
	r := NewReacher()
	_, err := r.Reach(b, f, 6)
	require.NoError(bb, err)
	bb.ReportAllocs()
	for bb.Loop() {
		_, _ = r.Reach(b, f, 6)
	}
}

// BenchmarkBuildZigzagWallIndex: loading's share, the index of the same
// wall.
func BenchmarkBuildZigzagWallIndex(bb *testing.B) {
	b := zigzagBoard(500, 2000, 1000)
	bb.ReportAllocs()
	for bb.Loop() {
		buildWallIndex(b.Walls, b.W, b.H)
	}
}
