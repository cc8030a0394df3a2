//go:build !js

package main

import (
	"fmt"
	"io"
	"strings"

	"battlemat/board"
	"battlemat/rules"
)

// losResult is los's JSON answer (docs/cli.md).
type losResult struct {
	Visible   bool          `json:"visible"`
	Cover     string        `json:"cover"`
	Distance  float64       `json:"distance"`
	RangeBand string        `json:"range_band"`
	Modifiers []losModifier `json:"modifiers"`
	TN        int           `json:"tn"`
}

type losModifier struct {
	Name  string `json:"name"`
	Value int    `json:"value"`
}

// cmdLOS reports the line of fire from one figure to another:
// battlemat los --scenario FILE --from ID --to ID [--weapon NAME] [--json].
// Without --weapon the shooter's first ranged weapon sets the range band.
func cmdLOS(args []string, out io.Writer) error {
	fs := newFlags("los")
	scenario := fs.String("scenario", "", "scenario file")
	fromID := fs.String("from", "", "id of the shooter")
	toID := fs.String("to", "", "id of the target")
	weapon := fs.String("weapon", "", "the shooter's weapon by name (default: its first ranged weapon)")
	asJSON := fs.Bool("json", false, "print one JSON object")
	if _, err := parseFlags(fs, args, 0, "scenario", "from", "to"); err != nil {
		return err
	}
	b, err := board.Load(*scenario)
	if err != nil {
		return err
	}
	from, to, err := figurePair(b, *scenario, "from", *fromID, "to", *toID, "shoot")
	if err != nil {
		return err
	}
	w, err := rangedWeapon(from, *weapon)
	if err != nil {
		return err
	}
	lof := b.LineOfFire(from, to, w)
	res := losResult{
		Visible:   lof.Visible,
		Cover:     lof.Cover.String(),
		Distance:  lof.Distance,
		RangeBand: lof.Band.String(),
		Modifiers: []losModifier{},
		TN:        lof.TN,
	}
	for _, m := range lof.Mods {
		res.Modifiers = append(res.Modifiers, losModifier{Name: m.Name, Value: m.Value})
	}
	return writeOut(out, *asJSON, res, func(out io.Writer) {
		seen := "visible"
		if !lof.Visible {
			seen = "NOT visible"
		}
		cover := fmt.Sprintf(", cover %s (%.0f%% hidden)", strings.ReplaceAll(res.Cover, "_", " "), 100*lof.Hidden)
		if lof.Hidden >= rules.HiddenAll {
			seen, cover = "hidden (100% of its base behind terrain)", ""
		}
		fmt.Fprintf(out, "%s -> %s: %s, %g\" (%s with %s)%s, TN %d",
			from.ID, to.ID, seen, lof.Distance, strings.ReplaceAll(res.RangeBand, "_", " "), w.Name, cover, lof.TN)
		if len(lof.Mods) > 0 {
			fmt.Fprintf(out, ", modifiers %s", lof.Mods)
		}
		fmt.Fprintln(out)
	})
}

// rangedWeapon finds the shooter's weapon by name (exactly, else ignoring
// case), or its first ranged weapon when name is empty.
func rangedWeapon(f *board.Figure, name string) (*rules.Weapon, error) {
	if name == "" {
		for i := range f.Weapons {
			if f.Weapons[i].Ranged() {
				return &f.Weapons[i], nil
			}
		}
		return nil, fmt.Errorf("%s has no ranged weapon; name one with --weapon", f.ID)
	}
	var w *rules.Weapon
	for i := range f.Weapons {
		if f.Weapons[i].Name == name {
			w = &f.Weapons[i]
			break
		}
		if w == nil && strings.EqualFold(f.Weapons[i].Name, name) {
			w = &f.Weapons[i]
		}
	}
	if w == nil {
		names := make([]string, len(f.Weapons))
		for i, x := range f.Weapons {
			names[i] = fmt.Sprintf("%q", x.Name)
		}
		return nil, fmt.Errorf("--weapon: %s has no weapon %q (it has %s)", f.ID, name, strings.Join(names, ", "))
	}
	if !w.Ranged() {
		return nil, fmt.Errorf("--weapon: %q is a melee weapon; los needs a ranged one", w.Name)
	}
	return w, nil
}
