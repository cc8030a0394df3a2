package main

import (
	"fmt"
	"io"

	"battlemat/board"
)

// checkResult is check's JSON answer (docs/cli.md).
type checkResult struct {
	OK      bool `json:"ok"`
	Figures int  `json:"figures"`
	Width   int  `json:"width"`
	Height  int  `json:"height"`
}

// cmdCheck validates a scenario file: battlemat check FILE [--json].
func cmdCheck(args []string, out io.Writer) error {
	fs := newFlags("check")
	asJSON := fs.Bool("json", false, "print one JSON object")
	pos, err := parseFlags(fs, args, 1)
	if err != nil {
		return err
	}
	b, err := board.Load(pos[0])
	if err != nil {
		return err
	}
	res := checkResult{OK: true, Figures: len(b.Figures), Width: b.W, Height: b.H}
	return writeOut(out, *asJSON, res, func(w io.Writer) {
		fmt.Fprintf(w, "%s: ok: %q, %dx%d squares, %d figures\n", pos[0], b.Name, b.W, b.H, len(b.Figures))
	})
}
