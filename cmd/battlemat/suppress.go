//go:build !js

package main

import (
	"fmt"
	"io"
	"sort"

	"battlemat/board"
	"battlemat/rules"
)

// suppressResult is suppress's JSON answer (docs/cli.md): for every figure
// under the template, in how many trials it was made Distracted and in how
// many damage was rolled against it.
type suppressResult struct {
	Trials  int                        `json:"trials"`
	Figures map[string]*suppressCounts `json:"figures"`
}

type suppressCounts struct {
	Distracted int `json:"distracted"`
	Damaged    int `json:"damaged"`
}

// cmdSuppress resolves the same suppressive fire many times from the
// scenario's starting state: battlemat suppress --scenario FILE --attacker
// ID --at X,Y --trials N --seed S [--json]. The attacker fires its first
// weapon with RoF 2 or more; the raised figures that take damage are the
// rules' default pick (largest margins, then nearest). No bennies are
// spent, and one RNG seeded with S feeds every trial in turn.
func cmdSuppress(args []string, out io.Writer) error {
	fs := newFlags("suppress")
	scenario := fs.String("scenario", "", "scenario file")
	attacker := fs.String("attacker", "", "id of the shooter")
	at := fs.String("at", "", "centre of the Medium Blast Template, X,Y in inches")
	trials := fs.Int("trials", 0, "how many times to resolve the fire")
	seed := fs.Uint64("seed", 0, "seed of the dice")
	asJSON := fs.Bool("json", false, "print one JSON object")
	if _, err := parseFlags(fs, args, 0, "scenario", "attacker", "at", "trials", "seed"); err != nil {
		return err
	}
	if err := checkTrials(*trials); err != nil {
		return err
	}
	x, y, err := parsePoint(*at)
	if err != nil {
		return fmt.Errorf("--at: %w", err)
	}
	bd, err := board.Load(*scenario)
	if err != nil {
		return err
	}
	a, err := figureFlag(bd, *scenario, "attacker", *attacker)
	if err != nil {
		return err
	}
	switch {
	case x < 0 || y < 0 || x >= float64(bd.W) || y >= float64(bd.H):
		return fmt.Errorf("--at %s is off the map (0,0 to %d,%d)", *at, bd.W, bd.H)
	case rules.FirstAutomatic(a.Figure) < 0:
		return fmt.Errorf("%s has no weapon with RoF 2 or more for suppressive fire", a.ID)
	}
	res, err := runSuppress(bd, a.ID, rules.Spot{X: x, Y: y}, *trials, *seed)
	if err != nil {
		return err
	}
	return writeOut(out, *asJSON, res, func(out io.Writer) {
		w := a.Weapons[rules.FirstAutomatic(a.Figure)]
		fmt.Fprintf(out, "%s lays suppressive fire with the %s on (%g, %g), %d trials, seed %d:\n", a.ID, w.Name, x, y, res.Trials, *seed)
		if len(res.Figures) == 0 {
			fmt.Fprintln(out, "  nobody under the template")
		}
		ids := make([]string, 0, len(res.Figures))
		for id := range res.Figures {
			ids = append(ids, id)
		}
		sort.Strings(ids)
		n := float64(res.Trials)
		for _, id := range ids {
			c := res.Figures[id]
			fmt.Fprintf(out, "  %s: Distracted %.1f%%, damage rolled %.1f%%\n", id, 100*float64(c.Distracted)/n, 100*float64(c.Damaged)/n)
		}
	})
}

// runSuppress plays the countdown to the attacker's turn and resolves the
// fire trials times from that state, as runAttacks does.
func runSuppress(bd *board.Board, attacker string, at rules.Spot, trials int, seed uint64) (suppressResult, error) {
	b, err := battleAtTurn(bd, seed, attacker, "")
	if err != nil {
		return suppressResult{}, err
	}
	act := rules.Suppress{Who: attacker, At: at}
	plan, err := b.Preview(act)
	if err != nil {
		return suppressResult{}, err
	}
	res := suppressResult{Trials: trials, Figures: map[string]*suppressCounts{}}
	for _, id := range plan.Detail.(*rules.SuppressPlan).Under {
		res.Figures[id] = &suppressCounts{}
	}
	err = runTrials(b, act, trials, seed, func(int) error {
		last := rules.LastSuppression(b)
		if last == nil {
			return fmt.Errorf("the suppressive fire left no record")
		}
		for _, sf := range last.Figures {
			c := res.Figures[sf.ID]
			if c == nil {
				continue
			}
			if sf.Distracted {
				c.Distracted++
			}
			if sf.Damaged {
				c.Damaged++
			}
		}
		return nil
	})
	if err != nil {
		return suppressResult{}, err
	}
	return res, nil
}
