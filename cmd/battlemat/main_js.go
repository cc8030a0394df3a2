//go:build js

package main

import (
	"fmt"
	"os"
)

// main in the browser is the window alone: the page has no arguments to
// give, and the subcommands (main.go, cli.go) are not built for js, so
// neither they nor net/http and the server weigh on the page's download.
func main() {
	if err := openWindow(""); err != nil {
		fmt.Fprintln(os.Stderr, "battlemat:", err)
		os.Exit(1)
	}
}
