package board

import (
	"fmt"
	"strings"

	"battlemat/rules"
)

// What characters bring: a figure's edges:, hindrances: and abilities:
// (the names as a stat block writes them) and its shield:. A name the
// rules do not know is kept as a note and warned about, with the nearest
// known name; a known name with a bad number is an error at its line.

// MaxCharacterNames bounds each list of a figure.
const MaxCharacterNames = 40

// Shields by the scenario's shield: value.
var shieldNames = []string{"small", "medium", "large"}

func characterKeys(d *yamlDoc, p string, rf *rawFigure, f *rules.Figure, ed rules.Edition, warn func(string)) error {
	lists := []struct {
		key   string
		kind  rules.SourceKind
		names []string
		dst   *[]string
	}{
		{"edges", rules.FromEdge, rf.Edges, &f.Edges},
		{"hindrances", rules.FromHindrance, rf.Hindrances, &f.Hindrances},
		{"abilities", rules.FromAbility, rf.Abilities, &f.Abilities},
	}
	for _, l := range lists {
		lp := p + "." + l.key
		if len(l.names) > MaxCharacterNames {
			return d.errAt(lp, "%d names: at most %d", len(l.names), MaxCharacterNames)
		}
		for i, text := range l.names {
			ip := indexPath(lp, i)
			if err := checkText(d, ip, text, true); err != nil {
				return err
			}
			w, e, err := rules.Lookup(l.kind, text)
			if err != nil {
				return d.errAt(ip, "%v", err)
			}
			if e != nil && e.Kind == rules.FromAbility && e.Name == "Size" && w.HasNumber {
				if rf.Size != nil && *rf.Size != w.Number {
					return d.errAt(ip, "%s, but size: is %d", text, *rf.Size)
				}
				f.Size = w.Number
			}
			if s := rules.Status(l.kind, text, ed); !s.Known {
				at := d.errAt(ip, "")
				msg := fmt.Sprintf("%s:%d:%d: %s (%s): %s is not known to battlemat: kept as a note, not automated", at.File, at.Line, at.Col, f.ID, l.key, text)
				if s.Nearest != "" {
					msg = fmt.Sprintf("%s:%d:%d: %s (%s): %s: did you mean %s?", at.File, at.Line, at.Col, f.ID, l.key, text, s.Nearest)
				}
				warn(msg)
			}
			if e != nil && e.Kind == rules.FromAbility && e.Name == "Weakness" {
				if why := weaknessWarning(w.Detail); why != "" {
					at := d.errAt(ip, "")
					warn(fmt.Sprintf("%s:%d:%d: %s (%s): %s: %s", at.File, at.Line, at.Col, f.ID, l.key, text, why))
				}
			}
			if e != nil && e.Name == rules.ArcaneBackground && (rf.Arcane == nil || len(rf.Powers) == 0) {
				at := d.errAt(ip, "")
				warn(fmt.Sprintf("%s:%d:%d: %s (%s): %s casts nothing without arcane: {skill, power_points} and powers:", at.File, at.Line, at.Col, f.ID, l.key, text))
			}
			*l.dst = append(*l.dst, text)
		}
	}
	if rf.Kind != nil {
		if err := checkText(d, p+".kind", *rf.Kind, true); err != nil {
			return err
		}
		f.Kind = strings.TrimSpace(*rf.Kind)
	}
	if rf.Shield != nil {
		s := *rf.Shield
		if !contains(shieldNames, s) {
			return d.errAt(p+".shield", "%q is not a shield (small, medium or large)", s)
		}
		f.Shield = s
	}
	return nil
}

// weaknessWarning says why a Weakness written with detail changes
// nothing in a fight ("" when the rules read it): the words after its
// type are no effect the rules read (rules.WeaknessWritten). Whether some
// attack carries its type waits for every figure (weaknessWarnings).
func weaknessWarning(detail string) string {
	if _, _, _, ok := rules.WeaknessWritten(detail); !ok {
		if i := strings.IndexAny(detail, ",;"); i >= 0 {
			return fmt.Sprintf("%q after its type is no effect the rules read (+N, double or x2)", strings.TrimSpace(detail[i+1:])) + ": it changes nothing in a fight"
		}
	}
	return ""
}

// weaknessWarnings warns of a Weakness whose type no attack of the
// scenario carries: a damage type (blunt, cutting, piercing, fire) may
// come from any weapon, anything else ("silver", "cold iron") only from
// a weapon's material:. The scenario still loads.
func weaknessWarnings(d *yamlDoc, b *Board) {
	carried := map[string]bool{}
	for _, f := range b.Figures {
		for _, w := range f.Weapons {
			if w.Material != "" {
				carried[rules.NameKey(w.Material)] = true
			}
		}
	}
	for i, bf := range b.Figures {
		for j, text := range bf.Abilities {
			w, e, err := rules.Lookup(rules.FromAbility, text)
			if err != nil || e == nil || e.Name != "Weakness" {
				continue
			}
			typ, _, _, ok := rules.WeaknessWritten(w.Detail)
			if !ok {
				if strings.ContainsAny(w.Detail, ",;") {
					continue // weaknessWarning said so already
				}
				typ = strings.TrimSpace(w.Detail) // the whole text is the type
			}
			if dt, err := rules.ParseDamageType(typ); (err == nil && dt != "") || carried[rules.NameKey(typ)] {
				continue
			}
			at := d.errAt(indexPath(indexPath("figures", i)+".abilities", j), "")
			b.Warnings = append(b.Warnings, fmt.Sprintf("%s:%d:%d: %s (abilities): %s: no attack here carries %q (a weapon's damage_type: blunt, cutting, piercing or fire, or its material:): it changes nothing in a fight",
				at.File, at.Line, at.Col, bf.ID, text, typ))
		}
	}
}

// phobiaWarnings warns of a Phobia that names no feared thing, or one
// that no figure of the scenario is (it hinders nothing then): `check`
// says so, the scenario still loads.
func phobiaWarnings(d *yamlDoc, b *Board) {
	for i, bf := range b.Figures {
		for j, text := range bf.Hindrances {
			thing, ok := rules.FearedThing(text)
			if !ok {
				continue
			}
			at := d.errAt(indexPath(indexPath("figures", i)+".hindrances", j), "")
			if thing == "" {
				b.Warnings = append(b.Warnings, fmt.Sprintf("%s:%d:%d: %s (hindrances): %s names no feared thing (\"Phobia (Major, spiders)\"): kept as a note",
					at.File, at.Line, at.Col, bf.ID, text))
				continue
			}
			found := false
			for _, g := range b.Figures {
				found = found || (g != bf && g.IsA(thing))
			}
			if !found {
				b.Warnings = append(b.Warnings, fmt.Sprintf("%s:%d:%d: %s (hindrances): %s: no figure here is %s (its kind:, name or id): it hinders nothing in this fight",
					at.File, at.Line, at.Col, bf.ID, text, thing))
			}
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
