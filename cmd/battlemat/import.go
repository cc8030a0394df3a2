//go:build !js

package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"battlemat/rules"
	"battlemat/statblock"
)

// importStdin is what "import -" reads (tests replace it).
var importStdin io.Reader = os.Stdin

// importResult is import's JSON answer (docs/cli.md).
type importResult struct {
	Figures  []*statblock.Figure `json:"figures"`
	Warnings []string            `json:"warnings"`
}

// cmdImport reads stat blocks and prints their figures:
// battlemat import FILE|- [--edition swade|deluxe] [--json].
func cmdImport(args []string, out io.Writer) error {
	fs := newFlags("import")
	asJSON := fs.Bool("json", false, "print one JSON object")
	edition := fs.String("edition", "swade", "the edition whose skills the figures get: swade or deluxe")
	pos, err := parseFlags(fs, args, 1)
	if err != nil {
		return err
	}
	ed, err := rules.ParseEdition(*edition)
	if err != nil {
		return fmt.Errorf("--edition: %v", err)
	}
	name := pos[0]
	var data []byte
	if name == "-" {
		name = "stdin"
		data, err = io.ReadAll(io.LimitReader(importStdin, statblock.MaxBytes+1))
	} else {
		data, err = readLimitedFile(name, statblock.MaxBytes+1)
	}
	if err != nil {
		return fmt.Errorf("%s: %v", name, err)
	}
	res, err := statblock.Parse(name, data, ed)
	if err != nil {
		return err
	}
	warnings := res.WarningLines(name)
	if *asJSON {
		if warnings == nil {
			warnings = []string{}
		}
		return writeOut(out, true, importResult{Figures: res.Figures, Warnings: warnings}, nil)
	}
	// Warnings as comments: the output stays a roster file.
	var b strings.Builder
	for _, w := range warnings {
		b.WriteString("# warning: " + w + "\n")
	}
	b.WriteString(statblock.YAML(res.Figures))
	_, err = io.WriteString(out, b.String())
	return err
}

// readLimitedFile reads at most limit bytes of a file.
func readLimitedFile(path string, limit int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		if pe, ok := err.(*os.PathError); ok {
			return nil, pe.Err
		}
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, limit))
}
