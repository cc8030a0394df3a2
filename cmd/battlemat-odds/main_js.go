//go:build js

// Command battlemat-odds is the program of the browser's Odds workers
// (Web Workers the page starts, web/odds-worker.js): the fights alone,
// rules, board and odds without the window, so it is small, and it is
// built with inlining (web.OddsBuildFlags). `battlemat web` builds it
// beside the page's battlemat.wasm.
package main

import "battlemat/odds"

func main() { odds.ServeWorker(warmUpFile) }
