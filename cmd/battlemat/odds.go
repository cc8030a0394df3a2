//go:build !js

package main

import (
	"fmt"
	"io"
	"math"

	"battlemat/board"
	"battlemat/rules"
)

// oddsOut is the JSON answer of `battlemat odds`: the exact chances of the
// trait test with one trait die, plus, when --rof asks for several dice,
// the chance of each number of hits (hits[h]) and of the action's
// critical failure (the Wild Die 1 and more than half the trait dice 1s).
type oddsOut struct {
	rules.TraitOdds
	Hits     []float64 `json:"hits,omitempty"`
	HitsCrit *float64  `json:"hits_critical_failure,omitempty"`
}

// cmdOdds prints the exact odds of one trait test.
func cmdOdds(args []string, out io.Writer) error {
	fs := newFlags("odds")
	dieFlag := fs.String("die", "", "trait die: d4, d6, d8, d10, d12 or d12+N")
	wild := fs.Bool("wild", false, "a Wild Card: roll the Wild Die too")
	mod := fs.Int("mod", 0, "total modifier")
	tn := fs.Int("tn", rules.DefaultTN, "Target Number")
	unskilled := fs.Bool("unskilled", false, "no skill: a d4 at -2 whatever --die says")
	rof := fs.Int("rof", 1, "trait dice in the action (Rate of Fire, Frenzy); above 1 adds the hit distribution")
	asJSON := fs.Bool("json", false, "print JSON")
	if _, err := parseFlags(fs, args, 0, "die"); err != nil {
		return err
	}
	die, err := rules.ParseDie(*dieFlag)
	if err != nil {
		return err
	}
	if *tn < 1 {
		return fmt.Errorf("--tn %d: a Target Number is 1 or more", *tn)
	}
	if *rof < 1 {
		return fmt.Errorf("--rof %d: at least one trait die", *rof)
	}
	// No action rolls more trait dice than the highest Rate of Fire a
	// scenario's weapon may have (Frenzy adds a die to Fighting, RoF 1).
	if *rof > board.MaxRoF {
		return fmt.Errorf("--rof %d: at most %d trait dice (the highest Rate of Fire a weapon may have)", *rof, board.MaxRoF)
	}
	tr := rules.TraitRoll{Die: die, Wild: *wild, Unskilled: *unskilled, TN: *tn,
		Mods: rules.Mods(nil).With("modifier", *mod)}
	res := oddsOut{TraitOdds: rules.Odds(tr)}
	if *rof > 1 {
		h, err := rules.MultiOdds(tr, *rof)
		if err != nil {
			return err
		}
		res.Hits, res.HitsCrit = h.Hits, &h.CriticalFailure
	}
	if !finiteOdds(res) {
		return fmt.Errorf("the odds of %s at TN %d with %+d are beyond what can be worked out", die, *tn, *mod)
	}
	return writeOut(out, *asJSON, res, func(w io.Writer) {
		who := "Extra"
		if *wild {
			who = "Wild Card"
		}
		d, m, t := tr.Effective()
		fmt.Fprintf(w, "%s %s %+d vs TN %d\n", who, d, m, t)
		fmt.Fprintf(w, "success           %7.3f%%\n", 100*res.Success)
		fmt.Fprintf(w, "raise             %7.3f%%\n", 100*res.Raise)
		fmt.Fprintf(w, "critical failure  %7.3f%%\n", 100*res.CriticalFailure)
		if res.HitsCrit == nil {
			return
		}
		fmt.Fprintf(w, "with %d trait dice:\n", len(res.Hits)-1)
		for h, p := range res.Hits {
			fmt.Fprintf(w, "  hits=%d          %7.3f%%\n", h, 100*p)
		}
		fmt.Fprintf(w, "  critical failure %7.3f%%\n", 100*(*res.HitsCrit))
	})
}

// finiteOdds reports whether every chance is a number (JSON has no NaN).
func finiteOdds(o oddsOut) bool {
	all := append([]float64{o.Success, o.Raise, o.CriticalFailure}, o.Hits...)
	if o.HitsCrit != nil {
		all = append(all, *o.HitsCrit)
	}
	for _, p := range all {
		if math.IsNaN(p) || math.IsInf(p, 0) {
			return false
		}
	}
	return true
}
