package main

import (
	"os"
	"testing"

	"battlemat/odds"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A readied worker warms up on the measuring stick (the 40x40 field, 20
// figures) under the rules as they are now: its fights play to the end.
func TestWarmUpIsTheMeasuringStickAndPlays(t *testing.T) {
	field, err := os.ReadFile("../../testdata/field40.yaml")
	require.NoError(t, err)
	assert.Equal(t, string(field), string(warmUpYAML), "warmup.yaml is a copy of testdata/field40.yaml")
	file, err := warmUpFile()
	require.NoError(t, err)
	r, err := odds.New(file, 2, 1, "")
	require.NoError(t, err)
	assert.Equal(t, 20, r.Figures)
	tally, err := r.PlayBatch(odds.Batch{From: 0, To: 2})
	require.NoError(t, err)
	assert.Equal(t, 2, tally.Fights)
}
