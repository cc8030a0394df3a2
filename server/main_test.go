//go:build !js

package server_test

import (
	"os"
	"testing"

	"battlemat/internal/testhome"
)

// TestMain runs the tests in a temporary home: no test writes into the
// person's data or config directories.
func TestMain(m *testing.M) { os.Exit(testhome.Run(m)) }
