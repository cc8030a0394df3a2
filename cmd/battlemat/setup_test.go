//go:build !js

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	must "github.com/stretchr/testify/require"
)

func TestSetupRefusesABadFileInOneLineBeforeAnyWindow(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.yaml")
	must.NoError(t, os.WriteFile(bad, []byte("map:\n  rows: ['..', '...']\n"), 0o644))
	for _, args := range [][]string{
		{"setup", filepath.Join(dir, "missing.png")},
		{"setup", bad},
		{"setup", "--blank", "many", filepath.Join(dir, "new.yaml")},
		{"setup", "--blank", "0x5", filepath.Join(dir, "new.yaml")},
		{"setup", "a.yaml", "b.yaml"},
	} {
		var out, errOut bytes.Buffer
		assert.Equal(t, 2, run(args, &out, &errOut), "%v", args)
		assert.Equal(t, 1, bytes.Count(errOut.Bytes(), []byte("\n")), "one line: %q", errOut.String())
		assert.Contains(t, errOut.String(), "battlemat setup: ")
	}
	assert.NoFileExists(t, filepath.Join(dir, "new.yaml"), "nothing written")
}

func TestSetupOfAMissingYAMLIsABlankMapThere(t *testing.T) {
	path := filepath.Join(t.TempDir(), "new.yaml")
	s, err := openSetup([]string{path}, "12x9")
	must.NoError(t, err)
	assert.Equal(t, path, s.Path())
	assert.Equal(t, 12, s.Board().W)
	assert.Equal(t, 9, s.Board().H)
	assert.NoFileExists(t, path, "written only when saved")
}
