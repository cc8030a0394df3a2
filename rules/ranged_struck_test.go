package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// RoF 3: one die hits, one misses only through cover (it strikes through
// the obstacle), one plainly misses: 1 hit, 2 dice reach the target.
func TestShotStruckCountsCoverMisses(t *testing.T) {
	r := ShotResult{Dice: []ShotDie{{Hit: true}, {Cover: true}, {}}}
	assert.Equal(t, 1, r.Hits())
	assert.Equal(t, 2, r.Struck())
}
