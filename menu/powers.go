package menu

import (
	"fmt"

	"battlemat/rules"
)

// The Powers entries: a caster picks one of its powers (the rules'
// table says which it has, how each aims and which modifiers it takes),
// then its target: a figure, or a point for a template power.

// Powers are the powers the figure may cast, by name.
func Powers(b *rules.Battle, who string) []string {
	f := b.Figure(who)
	if f == nil || f.Arcane == nil {
		return nil
	}
	return rules.CastablePowers(b.Edition(), f)
}

// Mods are the modifiers the power takes under the battle's edition.
func Mods(b *rules.Battle, power string) []rules.PowerMod {
	return rules.PowerModsFor(b.Edition(), power)
}

// PowerOf is the power the pick casts: its Power, else the figure's
// first; false when the figure casts none.
func PowerOf(b *rules.Battle, p Pick) (rules.Power, bool) {
	name := p.Power
	if name == "" {
		ps := Powers(b, p.Who)
		if len(ps) == 0 {
			return rules.Power{}, false
		}
		name = ps[0]
	}
	return rules.LookupPower(b.Edition(), name)
}

// AimsAtPoint reports whether a casting of the power with the modifiers
// is aimed at a point of the map (it has a template: TemplateOf), not at
// a figure.
func AimsAtPoint(pw rules.Power, mods []string) bool {
	return pw.Kind == rules.PowerArea || TemplateOf(pw, mods) != rules.NoTemplate
}

// areaMods are the modifiers that give a casting its template (a Blast's
// size, or an area for a power otherwise put on figures).
var areaMods = map[string]rules.Template{"Small Blast": rules.SBT, "Medium Blast": rules.MBT, "Large Blast": rules.LBT, "Cone": rules.Cone}

// TemplateOf is the template a casting of the power with the modifiers
// puts down: a size modifier's, else the power's own (NoTemplate: none).
func TemplateOf(pw rules.Power, mods []string) rules.Template {
	for _, m := range mods {
		if t, ok := areaMods[m]; ok {
			return t
		}
	}
	return pw.Template
}

// buildCast is the Powers entry's cast: at the figure picked, or at the
// point for a template power.
func buildCast(b *rules.Battle, p Pick) (rules.Action, error) {
	pw, ok := PowerOf(b, p)
	if !ok {
		if p.Power == "" {
			return nil, fmt.Errorf("%s casts no powers", name(b, p.Who))
		}
		// The rules say why (a power of another edition, or none).
		return rules.Cast{Who: p.Who, Power: p.Power, Targets: []string{p.Target}, Mods: p.Mods}, nil
	}
	c := rules.Cast{Who: p.Who, Power: pw.Name, Mods: append([]string(nil), p.Mods...)}
	if AimsAtPoint(pw, p.Mods) {
		at := rules.Spot{X: float64(p.At.X) + 0.5, Y: float64(p.At.Y) + 0.5}
		if p.Spot != nil {
			at = *p.Spot
		}
		c.At = &at
		return c, nil
	}
	if p.Target == "" {
		return nil, fmt.Errorf("click the figure to cast %s on", pw.Name)
	}
	c.Targets = []string{p.Target}
	return c, nil
}

// kept is the power a Maintain or Drop pick names: its Power, else the
// first the figure keeps up.
func kept(b *rules.Battle, p Pick) (string, error) {
	if p.Power != "" {
		return p.Power, nil
	}
	ks := b.KeptPowers(p.Who)
	if len(ks) == 0 {
		return "", fmt.Errorf("%s keeps up no power", name(b, p.Who))
	}
	return ks[0], nil
}
