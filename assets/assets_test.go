package assets

import (
	"io/fs"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestScenarioNames(t *testing.T) {
	names := ScenarioNames()
	assert.True(t, sort.StringsAreSorted(names))
	assert.Contains(t, names, DefaultScenario)
	for _, n := range names {
		assert.NotContains(t, n, ".yaml")
		data, err := Scenario(n)
		require.NoError(t, err)
		assert.NotEmpty(t, data)
	}
	// The FS holds the same files.
	files, err := fs.Glob(Scenarios(), "scenarios/*.yaml")
	require.NoError(t, err)
	assert.Len(t, files, len(names))
}

func TestScenarioRefusesOtherFiles(t *testing.T) {
	for _, n := range []string{"", ".yaml", "../assets.go", "scenarios/demo", `..\demo`, "nope"} {
		_, err := Scenario(n)
		assert.Error(t, err, n)
	}
}
