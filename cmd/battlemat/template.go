//go:build !js

package main

import (
	"fmt"
	"io"
	"strings"

	"battlemat/board"
	"battlemat/geom"
	"battlemat/templates"
)

// templateResult is template's JSON answer (docs/cli.md).
type templateResult struct {
	Affected []string `json:"affected"`
}

// cmdTemplate lists who lies under a template:
// battlemat template --scenario FILE --shape sbt|mbt|lbt|cone|stream --at X,Y [--from ID] [--json].
// A blast is centred on --at; a cone or stream starts at the edge of the
// --from figure's base and aims at --at. The --from figure is never
// affected.
func cmdTemplate(args []string, out io.Writer) error {
	fs := newFlags("template")
	scenario := fs.String("scenario", "", "scenario file")
	shapeName := fs.String("shape", "", "sbt, mbt, lbt, cone or stream")
	at := fs.String("at", "", "X,Y in inches: blast centre, or the cone's or stream's aim point")
	from := fs.String("from", "", "id of the attacker (needed for cone and stream)")
	asJSON := fs.Bool("json", false, "print one JSON object")
	if _, err := parseFlags(fs, args, 0, "scenario", "shape", "at"); err != nil {
		return err
	}
	kind, err := templates.Parse(*shapeName)
	if err != nil {
		return err
	}
	x, y, err := parsePoint(*at)
	if err != nil {
		return err
	}
	b, err := board.Load(*scenario)
	if err != nil {
		return err
	}
	var attacker *board.Figure
	if *from != "" {
		if attacker, err = figureFlag(b, *scenario, "from", *from); err != nil {
			return err
		}
	}
	if !kind.Blast() && attacker == nil {
		return fmt.Errorf("--shape %s needs --from (the attacker)", kind)
	}
	_, under, err := b.PlaceTemplate(kind, attacker, geom.Point{X: x, Y: y})
	if err != nil {
		return err
	}
	res := templateResult{Affected: []string{}}
	for _, f := range under {
		res.Affected = append(res.Affected, f.ID)
	}
	return writeOut(out, *asJSON, res, func(w io.Writer) {
		where := fmt.Sprintf("centred on (%g, %g)", x, y)
		if !kind.Blast() {
			where = fmt.Sprintf("from %s toward (%g, %g)", attacker.ID, x, y)
		}
		if len(res.Affected) == 0 {
			fmt.Fprintf(w, "%s %s: nobody under it\n", kind, where)
			return
		}
		fmt.Fprintf(w, "%s %s: %d under it: %s\n", kind, where, len(res.Affected), strings.Join(res.Affected, ", "))
	})
}
