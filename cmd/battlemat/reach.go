//go:build !js

package main

import (
	"fmt"
	"io"
	"strings"

	"battlemat/board"
	"battlemat/rules"
)

// reachSquare is one entry of reach's JSON answer (docs/cli.md).
type reachSquare struct {
	X    int `json:"x"`
	Y    int `json:"y"`
	Cost int `json:"cost"`
}

type reachResult struct {
	Squares []reachSquare `json:"squares"`
}

// maxRun bounds --run: a running die roll, never aced, is small.
const maxRun = 100

// cmdReach lists where a figure can end its move this turn:
// battlemat reach --scenario FILE --figure ID [--run N] [--jump] [--json].
func cmdReach(args []string, out io.Writer) error {
	fs := newFlags("reach")
	scenario := fs.String("scenario", "", "scenario file")
	id := fs.String("figure", "", "id of the figure that moves")
	run := fs.Int("run", 0, "the rolled running die to add to Pace (0: not running)")
	jump := fs.Bool("jump", false, "also land across gaps: the jumps a move makes for free (1\", 2\" after a 2\" straight run-up)")
	asJSON := fs.Bool("json", false, "print one JSON object")
	if _, err := parseFlags(fs, args, 0, "scenario", "figure"); err != nil {
		return err
	}
	if *run < 0 || *run > maxRun {
		return fmt.Errorf("--run %d: a running die roll is 0 to %d", *run, maxRun)
	}
	b, err := board.Load(*scenario)
	if err != nil {
		return err
	}
	f, err := figureFlag(b, *scenario, "figure", *id)
	if err != nil {
		return err
	}
	var jp rules.Jumping
	if *jump {
		jp = rules.FreeJumping()
	}
	m, err := b.ReachJumping(f, *run, jp)
	if err != nil {
		return err
	}
	res := reachResult{Squares: make([]reachSquare, 0, len(m.Squares))}
	for _, s := range m.Squares {
		res.Squares = append(res.Squares, reachSquare{X: s.X, Y: s.Y, Cost: s.Cost})
	}
	return writeOut(out, *asJSON, res, func(w io.Writer) {
		fmt.Fprintf(w, "%s can spend %d\" and end on %d squares (cost in inches; * itself, # blocking, _ a gap, letters 10\"+):\n", f.ID, m.Budget, len(m.Squares))
		fmt.Fprint(w, reachMap(b, m))
	})
}

// reachMap draws the board with each reachable square's cost.
func reachMap(b *board.Board, m *board.Reach) string {
	cost := make(map[board.Square]int, len(m.Squares))
	for _, s := range m.Squares {
		cost[s.Square] = s.Cost
	}
	const digits = "0123456789abcdefghijklmnopqrstuvwxyz"
	var sb strings.Builder
	for y := 0; y < b.H; y++ {
		for x := 0; x < b.W; x++ {
			s := board.Square{X: x, Y: y}
			c, ok := cost[s]
			switch {
			case s == m.Start:
				sb.WriteByte('*')
			case ok && c < len(digits):
				sb.WriteByte(digits[c])
			case b.At(s).Blocks:
				sb.WriteByte('#')
			case b.At(s).Gap:
				sb.WriteByte('_')
			default:
				sb.WriteByte('.')
			}
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}
