// Command battlemat runs Savage Worlds fights on a 1-inch grid. With no
// arguments it opens the window on the embedded demo scenario; the
// subcommands (docs/cli.md) answer rules questions without a display.
package main

import (
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}
