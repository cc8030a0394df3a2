package main

import (
	"fmt"
	"io"
	"os"

	"battlemat/board"
)

// checkResult is check's JSON answer (docs/cli.md).
type checkResult struct {
	OK      bool `json:"ok"`
	Figures int  `json:"figures"`
	Width   int  `json:"width"`
	Height  int  `json:"height"`
	// A battle file: its actions (all replayed), the revision of the
	// rules it is played under, and a note when that is an older one.
	Actions *int   `json:"actions,omitempty"`
	Rules   int    `json:"rules,omitempty"`
	Note    string `json:"note,omitempty"`
}

// cmdCheck validates a scenario file, or a battle file by replaying it:
// battlemat check FILE [--json].
func cmdCheck(args []string, out io.Writer) error {
	fs := newFlags("check")
	asJSON := fs.Bool("json", false, "print one JSON object")
	pos, err := parseFlags(fs, args, 1)
	if err != nil {
		return err
	}
	if data, err := os.ReadFile(pos[0]); err == nil && board.IsBattleFile(data) {
		return checkBattle(pos[0], out, *asJSON)
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

// checkBattle replays a battle file and says what it holds, and whether
// it is played under an older revision of the rules than new battles.
func checkBattle(path string, out io.Writer, asJSON bool) error {
	f, bd, b, err := board.LoadBattle(path)
	if err != nil {
		return err
	}
	n := len(b.Applied)
	res := checkResult{OK: true, Figures: len(bd.Figures), Width: bd.W, Height: bd.H, Actions: &n, Rules: b.Revision(), Note: f.OlderRules()}
	return writeOut(out, asJSON, res, func(w io.Writer) {
		fmt.Fprintf(w, "%s: ok: battle of %q, %d actions replayed, rules revision %d\n", path, bd.Name, n, b.Revision())
		if res.Note != "" {
			fmt.Fprintf(w, "%s: %s\n", path, res.Note)
		}
	})
}
