//go:build !js

package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"

	"battlemat/board"
)

// A subcommand parses its own flags and writes its answer to out. It
// returns a *usageError (or any error) for bad input: exit 2, one line on
// stderr.
type subcommand func(args []string, out io.Writer) error

// subcommands is the one table of what battlemat can be asked.
var subcommands = map[string]subcommand{
	"odds":     cmdOdds,
	"check":    cmdCheck,
	"template": cmdTemplate,
	"reach":    cmdReach,
	"los":      cmdLOS,
	"deviate":  cmdDeviate,
	"attack":   cmdAttack,
	"suppress": cmdSuppress,
	"simulate": cmdSimulate,
	"play":     cmdPlay,
	"web":      cmdWeb,
	"render":   cmdRender,
	"apply":    cmdApply,
	"import":   cmdImport,
	"setup":    cmdSetup,
}

// run is main without the process: tests call it directly.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		if err := openWindow(""); err != nil {
			fmt.Fprintln(stderr, "battlemat:", err)
			return 1
		}
		return 0
	}
	name := args[0]
	if name == "-h" || name == "--help" || name == "help" {
		fmt.Fprintln(stdout, usage())
		return 0
	}
	cmd, ok := subcommands[name]
	if !ok {
		fmt.Fprintf(stderr, "battlemat: unknown subcommand %q\n%s\n", name, usage())
		return 2
	}
	helpFlags = nil
	if err := cmd(args[1:], stdout); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			printHelp(stdout, name)
			return 0
		}
		fmt.Fprintf(stderr, "battlemat %s: %s\n", name, oneLine(err.Error()))
		return 2
	}
	return 0
}

func usage() string {
	names := make([]string, 0, len(subcommands))
	for n := range subcommands {
		names = append(names, n)
	}
	sort.Strings(names)
	return "usage: battlemat [" + strings.Join(names, "|") + "] [flags]  (no arguments: open the demo in a window)"
}

// helpFlags is the flag set of the subcommand being run, so that -h can
// list its flags after the command returns flag.ErrHelp.
var helpFlags *flag.FlagSet

// newFlags makes a flag set that reports errors instead of exiting and
// that stays quiet: run prints the one-line error, or the flags on -h.
func newFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	helpFlags = fs
	return fs
}

// printHelp lists the flags of the subcommand that was asked for -h.
func printHelp(out io.Writer, name string) {
	if u, ok := usageLines[name]; ok {
		fmt.Fprintf(out, "usage: %s\n", u)
	} else {
		fmt.Fprintf(out, "usage: battlemat %s [flags]\n", name)
	}
	if helpFlags != nil {
		helpFlags.SetOutput(out)
		helpFlags.PrintDefaults()
		helpFlags.SetOutput(io.Discard)
	}
}

// parseFlags parses args, expects positional file arguments and refuses
// other leftovers, then refuses a missing flag of required.
func parseFlags(fs *flag.FlagSet, args []string, positional int, required ...string) ([]string, error) {
	// Accept flags after positional arguments too (battlemat check FILE --json).
	var pos []string
	rest := args
	for {
		if err := fs.Parse(rest); err != nil {
			return nil, err
		}
		rest = fs.Args()
		if len(rest) == 0 {
			break
		}
		pos = append(pos, rest[0])
		rest = rest[1:]
	}
	if len(pos) != positional {
		if positional == 0 {
			return nil, fmt.Errorf("unexpected argument %q", pos[0])
		}
		return nil, fmt.Errorf("expected %d file argument(s), got %d", positional, len(pos))
	}
	return pos, require(fs, required...)
}

// require names the flags that must be present.
func require(fs *flag.FlagSet, names ...string) error {
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	for _, n := range names {
		if !set[n] {
			return fmt.Errorf("missing --%s", n)
		}
	}
	return nil
}

// figureFlag is the figure with the id that --flag names on the board
// loaded from scenario.
func figureFlag(bd *board.Board, scenario, flag, id string) (*board.Figure, error) {
	f := bd.Figure(id)
	if f == nil {
		return nil, fmt.Errorf("--%s: no figure %q in %s", flag, id, scenario)
	}
	return f, nil
}

// figurePair is the two figures that --aFlag and --bFlag name, which must
// differ: a figure does not do (verb) to itself.
func figurePair(bd *board.Board, scenario, aFlag, aID, bFlag, bID, verb string) (a, b *board.Figure, err error) {
	if a, err = figureFlag(bd, scenario, aFlag, aID); err != nil {
		return nil, nil, err
	}
	if b, err = figureFlag(bd, scenario, bFlag, bID); err != nil {
		return nil, nil, err
	}
	if a == b {
		return nil, nil, fmt.Errorf("--%s and --%s are both %q: a figure does not %s itself", aFlag, bFlag, aID, verb)
	}
	return a, b, nil
}

// writeOut prints v as one JSON object (asJSON) or as indented lines for a
// person.
func writeOut(out io.Writer, asJSON bool, v any, human func(io.Writer)) error {
	if asJSON || human == nil {
		b, err := json.Marshal(v)
		if err != nil {
			return err
		}
		_, err = fmt.Fprintln(out, string(b))
		return err
	}
	human(out)
	return nil
}

// parsePoint reads "X,Y" in inches.
// maxPoint bounds a point's coordinates in inches (a mile is 63,360).
const maxPoint = 1 << 16

func parsePoint(s string) (x, y float64, err error) {
	parts := strings.Split(s, ",")
	if len(parts) != 2 {
		return 0, 0, fmt.Errorf("%q is not a point (X,Y in inches)", s)
	}
	x, err1 := strconv.ParseFloat(strings.TrimSpace(parts[0]), 64)
	y, err2 := strconv.ParseFloat(strings.TrimSpace(parts[1]), 64)
	if err1 != nil || err2 != nil {
		return 0, 0, fmt.Errorf("%q is not a point (X,Y in inches)", s)
	}
	// No table is wider than a mile; beyond, the arithmetic of a blast's
	// landing point loses the inches (or overflows to NaN).
	if math.Abs(x) > maxPoint || math.Abs(y) > maxPoint {
		return 0, 0, fmt.Errorf("%q lies more than %d inches from the corner: not a point of the table", s, maxPoint)
	}
	return x, y, nil
}
