package rules_test

import (
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
)

// Only the very string is the same: an equal copy built anew is not (the
// lookups then hash it), nor is a prefix of it at the same address.
func TestSameStringIsTheSameBytesNotEqualOnes(t *testing.T) {
	id := strings.Repeat("cultist", 2)
	assert.True(t, rules.SameString(id, id))
	copied := strings.Clone(id)
	assert.Equal(t, id, copied)
	assert.False(t, rules.SameString(id, copied), "equal, but built anew")
	assert.False(t, rules.SameString(id, id[:7]), "the same address, shorter")
}
