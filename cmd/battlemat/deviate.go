//go:build !js

package main

import (
	"fmt"
	"io"
	"strconv"

	"battlemat/geom"
	"battlemat/rules"
	"battlemat/templates"
)

// deviateSample is one deviation in deviate's JSON answer (docs/cli.md).
type deviateSample struct {
	Distance float64 `json:"distance"` // inches, after the cap
	Clock    int     `json:"clock"`    // 1..12
	X        float64 `json:"x"`        // landing point
	Y        float64 `json:"y"`
}

type deviateResult struct {
	Samples []deviateSample `json:"samples"`
}

// maxDeviateSamples bounds --n so a typo cannot eat the machine's memory.
const maxDeviateSamples = 1_000_000

// cmdDeviate rolls N independent deviations of a missed blast from one
// seeded source: battlemat deviate --from X,Y --to X,Y --thrown|--fired
// --range short|medium|long|extreme [--edition E] --n N --seed S [--json].
func cmdDeviate(args []string, out io.Writer) error {
	fs := newFlags("deviate")
	fromS := fs.String("from", "", "X,Y of the attacker, inches")
	toS := fs.String("to", "", "X,Y of the intended point, inches")
	thrown := fs.Bool("thrown", false, "a thrown blast (grenade)")
	fired := fs.Bool("fired", false, "a fired blast (launcher)")
	rangeS := fs.String("range", "", "short, medium, long or extreme")
	editionS := fs.String("edition", "swade", "swade or deluxe")
	n := fs.Int("n", 0, "how many deviations")
	seedS := fs.String("seed", "", "seed (unsigned integer)")
	asJSON := fs.Bool("json", false, "print one JSON object")
	if _, err := parseFlags(fs, args, 0, "from", "to", "range", "n", "seed"); err != nil {
		return err
	}
	if *thrown == *fired {
		return fmt.Errorf("give exactly one of --thrown and --fired")
	}
	fx, fy, err := parsePoint(*fromS)
	if err != nil {
		return fmt.Errorf("--from: %w", err)
	}
	tx, ty, err := parsePoint(*toS)
	if err != nil {
		return fmt.Errorf("--to: %w", err)
	}
	band, err := rules.ParseRangeBand(*rangeS)
	if err != nil {
		return err
	}
	ed, err := rules.ParseEdition(*editionS)
	if err != nil {
		return err
	}
	er := ed.Rules()
	if band == rules.Extreme && !er.HasExtreme {
		return fmt.Errorf("%s has no extreme range", ed)
	}
	if *n < 1 || *n > maxDeviateSamples {
		return fmt.Errorf("--n %d: expected 1 to %d", *n, maxDeviateSamples)
	}
	seed, err := strconv.ParseUint(*seedS, 10, 64)
	if err != nil {
		return fmt.Errorf("--seed %q is not an unsigned integer", *seedS)
	}
	from, to := geom.Point{X: fx, Y: fy}, geom.Point{X: tx, Y: ty}
	rng := rules.NewRNG(seed)
	res := deviateResult{Samples: make([]deviateSample, 0, *n)}
	for range *n {
		d, err := templates.Deviate(rng, er, *thrown, band, from, to)
		if err != nil {
			return err
		}
		res.Samples = append(res.Samples, deviateSample{Distance: d.Distance, Clock: d.Clock, X: d.Landing.X, Y: d.Landing.Y})
	}
	return writeOut(out, *asJSON, res, func(w io.Writer) {
		for i, s := range res.Samples {
			fmt.Fprintf(w, "%d: %g\" toward %d o'clock, lands at (%.3f, %.3f)\n", i+1, s.Distance, s.Clock, s.X, s.Y)
		}
	})
}
