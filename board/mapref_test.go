package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A scenario's map file reference is rewritten in place, in block or
// flow style, quoted or not, every other byte kept; a scenario that
// names another map file is refused.
func TestRenameMapFileRewritesOnlyTheMapReference(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"name: vault.dd2vtt\nmap:\n  uvtt: vault.dd2vtt # the GM's\n", "name: vault.dd2vtt\nmap:\n  uvtt: vault-2.dd2vtt # the GM's\n"},
		{"map:\n  uvtt: \"vault.dd2vtt\"\n", "map:\n  uvtt: \"vault-2.dd2vtt\"\n"},
		{"map:\n  image: {file: vault.dd2vtt, px_per_inch: 70}\n", "map:\n  image: {file: vault-2.dd2vtt, px_per_inch: 70}\n"},
		{"map:\n  image:\n    file: 'vault.dd2vtt'\n", "map:\n  image:\n    file: 'vault-2.dd2vtt'\n"},
	} {
		got, err := RenameMapFile(tc.src, "vault.dd2vtt", "vault-2.dd2vtt")
		require.NoError(t, err, tc.src)
		assert.Equal(t, tc.want, got)
		assert.Equal(t, "vault-2.dd2vtt", MapFileOf([]byte(got)))
	}
	_, err := RenameMapFile("map:\n  uvtt: other.dd2vtt\n", "vault.dd2vtt", "vault-2.dd2vtt")
	assert.EqualError(t, err, "the scenario's map file is not vault.dd2vtt")
}
