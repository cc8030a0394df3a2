// Package testhome keeps tests out of the person's own files: a test
// binary's TestMain runs its tests with HOME and the XDG data, config and
// cache directories (and battlemat's own data directory) in a temporary
// folder, so an autosave, a remembered screen or a saved battle written
// by a test never lands on a GM's unfinished fight.
package testhome

import (
	"os"
	"path/filepath"
	"testing"
)

// Run runs the tests in a temporary home (Enter) and removes it after.
func Run(m *testing.M) int {
	leave := Enter()
	defer leave()
	return m.Run()
}

// Enter moves HOME and the XDG and battlemat directories to a new
// temporary folder; leave removes it. The Go tool's caches stay where
// they were (a test that builds must not start from an empty cache).
func Enter() (leave func()) {
	dir, err := os.MkdirTemp("", "battlemat-home-")
	if err != nil {
		panic(err) // no temporary folder: no test could run safely
	}
	keepGoCaches()
	for k, v := range map[string]string{
		"HOME":               dir,
		"XDG_DATA_HOME":      filepath.Join(dir, "data"),
		"XDG_CONFIG_HOME":    filepath.Join(dir, "config"),
		"XDG_CACHE_HOME":     filepath.Join(dir, "cache"),
		"BATTLEMAT_DATA_DIR": filepath.Join(dir, "data", "battlemat"),
		"APPDATA":            filepath.Join(dir, "config"),
	} {
		os.Setenv(k, v)
	}
	return func() { os.RemoveAll(dir) }
}

// keepGoCaches pins the Go tool's build and module caches and its
// settings to where they are now, before HOME moves.
func keepGoCaches() {
	if os.Getenv("GOCACHE") == "" {
		if d, err := os.UserCacheDir(); err == nil {
			os.Setenv("GOCACHE", filepath.Join(d, "go-build"))
		}
	}
	if os.Getenv("GOPATH") == "" {
		if h, err := os.UserHomeDir(); err == nil {
			os.Setenv("GOPATH", filepath.Join(h, "go"))
		}
	}
	if os.Getenv("GOENV") == "" {
		if d, err := os.UserConfigDir(); err == nil {
			os.Setenv("GOENV", filepath.Join(d, "go", "env"))
		}
	}
}
