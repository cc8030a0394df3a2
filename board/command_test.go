package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestCommandSquaresReachFiveInchesOrTenWithCommandPresence(t *testing.T) {
	b := grid(t, make15x15()...)
	f := put(b, "sarge", "h", 7, 7)
	assert.Nil(t, b.CommandSquares(f), "no leadership Edge: no ring")

	f.Edges = []string{"Command"}
	in := map[Square]bool{}
	for _, s := range b.CommandSquares(f) {
		in[s] = true
	}
	assert.Len(t, in, 11*11, "5\" each way on the Chebyshev measure: 11 x 11 squares")
	assert.True(t, in[Square{X: 2, Y: 2}], "5\" off diagonally")
	assert.False(t, in[Square{X: 1, Y: 7}], "6\" off")

	f.Edges = []string{"Hold the Line!", "Command Presence"}
	assert.Len(t, b.CommandSquares(f), 15*15, "10\": the whole 15 x 15 board")

	b.Euclidean = true
	f.Edges = []string{"Natural Leader"}
	in = map[Square]bool{}
	for _, s := range b.CommandSquares(f) {
		in[s] = true
	}
	assert.True(t, in[Square{X: 10, Y: 11}], "3, 4: 5\" on the Euclidean measure")
	assert.False(t, in[Square{X: 11, Y: 11}], "4, 4: 5.7\"")
}
