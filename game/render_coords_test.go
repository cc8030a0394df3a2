package game

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
)

// edgeBoard is a 12x8 map with a named figure on each edge: the bottom
// row, the left column, the top right corner.
func edgeBoard(t *testing.T) *board.Board {
	t.Helper()
	src := "name: Edges\nmap:\n  rows:\n"
	for range 8 {
		src += "    - \"............\"\n"
	}
	src += `figures:
  - {id: bottom, name: Captain Bartholomew, side: heroes, at: [5, 7], wildcard: true}
  - {id: left, name: Sergeant Ambrose, side: heroes, at: [0, 3]}
  - {id: corner, name: Cultist Leader, side: villains, at: [11, 0]}
  - {id: low, name: Cultist, side: villains, at: [9, 7]}
`
	b, err := board.Parse("edges.yaml", []byte(src))
	require.NoError(t, err)
	return b
}

// A handout (battlemat render) names a figure on the map's edge where
// the name covers none of the coordinates along the border: they stay
// readable at every print size.
func TestANameOnTheEdgeRowLeavesTheBorderNumbersReadable(t *testing.T) {
	b := edgeBoard(t)
	for _, ppi := range []float64{40, 72, 100, 150} {
		cam := Camera{Scale: ppi, X: Margin * ppi, Y: Margin * ppi} // as RenderImage
		nums := coordRects(b, cam, nil)
		require.NotEmpty(t, nums)
		named := 0
		for _, tp := range placeTokens(b, cam, DrawOptions{Print: true}.style(), nil) {
			if !tp.labelOK {
				continue
			}
			named++
			for _, n := range nums {
				assert.False(t, tp.label.overlaps(n), "at %v px an inch %s's name %v covers a border number at %v", ppi, tp.f.ID, tp.label, n)
			}
		}
		assert.Equal(t, len(b.Figures), named, fmt.Sprintf("at %v px an inch every figure is named", ppi))
	}
}
