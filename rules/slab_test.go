package rules

import (
	"fmt"
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

func TestOneRollPlansStayTheirOwnPastAChunk(t *testing.T) {
	// Plans of one roll are cut from the battle's slab: three chunks'
	// worth kept side by side each keep their own actor, roll and detail.
	var b Battle
	var plans []*Plan
	for i := range 3 * planChunk {
		id := fmt.Sprint("f", i)
		plans = append(plans, onePlan(&b, id, PlannedRoll{Who: id}, i))
	}
	_ = append(plans[0].Rolls, PlannedRoll{Who: "intruder"})
	for i, p := range plans {
		id := fmt.Sprint("f", i)
		assert.Equal(t, id, p.Who)
		assert.Equal(t, []PlannedRoll{{Who: id}}, p.Rolls, "plan %d's roll", i)
		assert.Equal(t, i, p.Detail)
	}
}
