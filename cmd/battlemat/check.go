//go:build !js

package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"battlemat/board"
)

// checkResult is check's JSON answer (docs/cli.md). The thin-wall counts
// appear for maps that have thin walls or lights (Universal VTT maps and
// walls: keys), warnings when loading noticed something it let pass.
type checkResult struct {
	OK       bool     `json:"ok"`
	Figures  int      `json:"figures"`
	Width    int      `json:"width"`
	Height   int      `json:"height"`
	Walls    *int     `json:"walls,omitempty"`
	Doors    *int     `json:"doors,omitempty"`
	Windows  *int     `json:"windows,omitempty"`
	Lights   *int     `json:"lights,omitempty"`
	Picture  string   `json:"picture,omitempty"`
	Warnings []string `json:"warnings,omitempty"`
	// A battle file: its actions (all replayed), the revision of the
	// rules it is played under, and a note when that is an older one.
	Actions *int   `json:"actions,omitempty"`
	Rules   int    `json:"rules,omitempty"`
	Note    string `json:"note,omitempty"`
	// A roster file: its figures' ids.
	Roster []string `json:"roster,omitempty"`
}

// checkRoster validates a roster file alone: its figures' ids.
func checkRoster(path string, out io.Writer, asJSON bool) error {
	ids, err := board.LoadRoster(path)
	if err != nil {
		return err
	}
	res := checkResult{OK: true, Figures: len(ids), Roster: ids}
	return writeOut(out, asJSON, res, func(w io.Writer) {
		fmt.Fprintf(w, "%s: ok: a roster of %d figures: %s\n", path, len(ids), strings.Join(ids, ", "))
	})
}

// cmdCheck validates a scenario file, a battle file by replaying it, or a
// Universal VTT map file alone:
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
	} else if err == nil && board.IsRoster(data) {
		return checkRoster(pos[0], out, *asJSON)
	}
	var b *board.Board
	if board.IsUVTT(pos[0]) {
		b, err = board.LoadUVTT(pos[0])
	} else {
		b, err = board.Load(pos[0])
	}
	if err != nil {
		return err
	}
	res := checkResult{OK: true, Figures: len(b.Figures), Width: b.W, Height: b.H, Warnings: b.Warnings}
	thin := len(b.Walls) > 0 || len(b.Lights) > 0 || b.Picture != nil || board.IsUVTT(pos[0])
	var counts [3]int
	for _, w := range b.Walls {
		counts[w.Kind]++
	}
	lights := len(b.Lights)
	if thin {
		res.Walls, res.Doors, res.Windows, res.Lights = &counts[board.WallSolid], &counts[board.WallDoor], &counts[board.WallWindow], &lights
	}
	if b.Picture != nil {
		res.Picture = fmt.Sprintf("%s %dx%d", b.Picture.Format, b.Picture.W, b.Picture.H)
	}
	return writeOut(out, *asJSON, res, func(w io.Writer) {
		fmt.Fprintf(w, "%s: ok: %q, %dx%d squares, %d figures", pos[0], b.Name, b.W, b.H, len(b.Figures))
		if thin {
			fmt.Fprintf(w, ", %d walls, %d doors, %d windows, %d lights", counts[board.WallSolid], counts[board.WallDoor], counts[board.WallWindow], lights)
		}
		if b.Picture != nil {
			fmt.Fprintf(w, ", picture %s", res.Picture)
		}
		fmt.Fprintln(w)
		for _, m := range b.Warnings {
			fmt.Fprintf(w, "warning: %s\n", m)
		}
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
