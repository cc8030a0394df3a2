package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A slab's pieces never overlap, and appending to one never writes into
// the next: each is capped at its length.
func TestSlabPiecesAreTheirOwn(t *testing.T) {
	var s slab[int]
	a := s.take(3)
	b := s.take(2)
	a[0], a[1], a[2] = 1, 2, 3
	b[0], b[1] = 4, 5
	a = append(a, 9)
	assert.Equal(t, []int{1, 2, 3, 9}, a)
	assert.Equal(t, []int{4, 5}, b, "the next piece is not written by an append to the one before")
	assert.Nil(t, s.take(0))
	big := s.take(slabChunk)
	assert.Len(t, big, slabChunk)
	c := s.take(1)
	c[0] = 7
	assert.Equal(t, []int{4, 5}, b)
	assert.Equal(t, 0, big[0], "a large piece has its own array")
}
