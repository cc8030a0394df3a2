package board

import (
	"fmt"
	"strings"

	"battlemat/rules"
)

// Limits on a figure's powers: far above any caster's.
const (
	MaxPowerPoints = 200
	MaxPowers      = 64
)

// arcaneSkills are the skills a figure may cast with.
var arcaneSkills = []rules.Trait{rules.Spellcasting, rules.Faith, rules.Psionics, rules.WeirdScience, rules.Focus, rules.Performance}

// arcaneKeys reads a figure's arcane: {skill, power_points} and powers:
// (the names as written, "Bolt (hellfire)"), kept with the figure; the
// cast action plays those rules knows (powerWarnings).
func arcaneKeys(d *yamlDoc, p string, rf *rawFigure, f *rules.Figure) error {
	if rf.Arcane == nil {
		if rf.PowerPointsSpent != nil {
			return d.errAt(p+".power_points_spent", "power_points_spent needs arcane: {skill: faith, power_points: 15}")
		}
		if len(rf.Powers) > 0 {
			return d.errAt(p+".powers", "powers need arcane: {skill: faith, power_points: 15} (the skill they are cast with and the Power Points)")
		}
		return nil
	}
	a := rf.Arcane
	ap := p + ".arcane"
	if a.Skill == nil {
		return d.errAt(ap, "missing skill: (the arcane skill: %s)", joinTraitNames(arcaneSkills))
	}
	skill := rules.Trait(strings.ToLower(strings.TrimSpace(*a.Skill)))
	known := false
	for _, s := range arcaneSkills {
		known = known || s == skill
	}
	if !known {
		return d.errAt(ap+".skill", "%q is not an arcane skill (%s)", *a.Skill, joinTraitNames(arcaneSkills))
	}
	if a.PowerPoints == nil {
		return d.errAt(ap, "missing power_points: (0 to %d)", MaxPowerPoints)
	}
	pp, err := intField(d, ap+".power_points", a.PowerPoints, 0, 0, MaxPowerPoints)
	if err != nil {
		return err
	}
	f.Arcane = &rules.Arcane{Skill: skill, PowerPoints: pp}
	// The most a figure can have spent is its most Power Points, the
	// Power Points Edge's 5 included (granted later; checked loosely).
	if f.PowerPointsSpent, err = intField(d, p+".power_points_spent", rf.PowerPointsSpent, 0, 0, pp+rules.PowerPointsEdge); err != nil {
		return err
	}
	if len(rf.Powers) > MaxPowers {
		return d.errAt(p+".powers", "%d powers: at most %d per figure", len(rf.Powers), MaxPowers)
	}
	for i, s := range rf.Powers {
		if err := checkText(d, indexPath(p+".powers", i), s, true); err != nil {
			return err
		}
		f.Powers = append(f.Powers, strings.TrimSpace(s))
	}
	return nil
}

func joinTraitNames(ts []rules.Trait) string {
	s := make([]string, len(ts))
	for i, t := range ts {
		s[i] = string(t)
	}
	return strings.Join(s, ", ")
}

// powerWarnings warns of each power the edition's cast action does not
// play: it is kept with the figure, as an unknown Edge is.
func powerWarnings(d *yamlDoc, p string, f *rules.Figure, ed rules.Edition, warn func(string)) {
	for i, s := range f.Powers {
		if _, ok := rules.LookupPower(ed, s); ok {
			continue
		}
		at := d.errAt(indexPath(p+".powers", i), "")
		warn(fmt.Sprintf("%s:%d:%d: %s (powers): %s is not a power battlemat plays in %s: kept as a note, not cast", at.File, at.Line, at.Col, f.ID, s, ed))
	}
}
