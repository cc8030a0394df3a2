//go:build !js

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	must "github.com/stretchr/testify/require"

	"battlemat/game"
)

// No test writes into the person's own data or config directories (an
// autosave written by a test replaced a GM's unfinished fight): the
// tests run in a temporary home (TestMain), and opening a scenario with
// its autosave on writes there.
func TestTheTestsRunInATemporaryHome(t *testing.T) {
	tmp, err := filepath.EvalSymlinks(os.TempDir())
	must.NoError(t, err)
	under := func(what, dir string) {
		d, err := filepath.EvalSymlinks(filepath.Dir(dir))
		if err != nil {
			d = dir
		}
		assert.True(t, strings.HasPrefix(d, tmp), "%s %s is under %s", what, dir, tmp)
	}
	data, err := game.DataDir()
	must.NoError(t, err)
	under("the data directory", data)
	cfg, err := os.UserConfigDir()
	must.NoError(t, err)
	under("the config directory", cfg)
	home, err := os.UserHomeDir()
	must.NoError(t, err)
	under("home", home)
}
