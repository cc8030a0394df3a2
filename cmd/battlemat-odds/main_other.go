//go:build !js

// Command battlemat-odds is the program of the browser's Odds workers;
// it runs only as WebAssembly in a Web Worker (GOOS=js).
package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Fprintln(os.Stderr, "battlemat-odds runs in a browser's Web Worker only: `battlemat web` builds it (GOOS=js GOARCH=wasm)")
	os.Exit(2)
}
