package menu

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every entry has its own name on the wire, and the name finds it again.
func TestEveryEntryHasItsOwnWireKey(t *testing.T) {
	seen := map[string]ID{}
	for _, e := range Catalogue {
		k := e.ID.Key()
		require.NotEmpty(t, k, "%s has a key", e.Label)
		_, dup := seen[k]
		assert.False(t, dup, "%q names %s and %s", k, e.Label, Get(seen[k]).Label)
		seen[k] = e.ID
		back, ok := ByKey(k)
		require.True(t, ok, k)
		assert.Equal(t, e.ID, back.ID)
	}
	_, ok := ByKey("")
	assert.False(t, ok, "no entry is named by nothing")
	assert.Empty(t, ID(len(Catalogue)).Key(), "past the catalogue")
}

func TestNoTargetSaysWhatTheMapLacks(t *testing.T) {
	assert.EqualError(t, NoTarget(PickUp), "nothing lies on the ground to pick up")
	assert.EqualError(t, NoTarget(Door), "there is no door on the map")
	assert.EqualError(t, NoTarget(Grapple), "nothing to grapple")
}
