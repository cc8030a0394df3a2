//go:build !js

// Command battlemat runs Savage Worlds fights on a 1-inch grid. With no
// arguments it opens the window on the embedded demo scenario; the
// subcommands (docs/cli.md) answer rules questions without a display.
// Built for the browser (GOOS=js) it is the window alone (main_js.go):
// the subcommands, the server and net/http stay out of the wasm.
package main

import (
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}
