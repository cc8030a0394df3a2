package menu

import (
	"fmt"
	"slices"

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

// Mods are the modifiers the power takes under the battle's edition; a
// power with a destination that takes more recipients (swade Teleport)
// adds MoreRecipients with its Power Points for each one more.
func Mods(b *rules.Battle, power string) []rules.PowerMod {
	return ModsIn(b.Edition(), power)
}

// ModsIn is Mods under the edition (a phone knows its map's edition, not
// the battle).
func ModsIn(ed rules.Edition, power string) []rules.PowerMod {
	out := rules.PowerModsFor(ed, power)
	if pw, ok := rules.LookupPower(ed, power); ok && Destination(pw) && pw.Recipient > 0 {
		out = append(out, rules.PowerMod{Name: MoreRecipients, PP: pw.Recipient})
	}
	return out
}

// MoreRecipients is the screens' switch of a power with a destination
// taking Additional Recipients: on, a click on a figure adds it to the
// recipients (each costs the power's Recipient PP) instead of choosing
// it alone. The rules read the recipients named, not this name.
const MoreRecipients = "Additional Recipients"

// Destination reports whether a casting of the power sends its
// recipients to a point of the map (Teleport): the figures it carries
// are picked first (none: the caster), then the square they land on.
func Destination(pw rules.Power) bool { return pw.Name == "Teleport" }

// RulesMods are the modifiers as the rules read them: without the
// screens' MoreRecipients.
func RulesMods(mods []string) []string {
	var out []string
	for _, m := range mods {
		if m != MoreRecipients {
			out = append(out, m)
		}
	}
	return out
}

// Landing is where a figure of the footprint (in squares) is sent to
// land with its base's corner on the square: the base's centre, as a
// destination names it.
func Landing(sq rules.Pos, footprint int) rules.Spot {
	h := float64(footprint) / 2
	return rules.Spot{X: float64(sq.X) + h, Y: float64(sq.Y) + h}
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

// AreaModOf is the modifier that gives a casting the template ("" none).
func AreaModOf(t rules.Template) string {
	for name, k := range areaMods {
		if k == t && name != "Cone" {
			return name
		}
	}
	return ""
}

// AreaMod reports whether the modifier gives a casting a template.
func AreaMod(name string) bool { _, ok := areaMods[name]; return ok }

// TemplateOf is the template a casting of the power with the modifiers
// puts down: a size modifier's, else the power's own (NoTemplate: none).
func TemplateOf(pw rules.Power, mods []string) rules.Template {
	return CastTemplate(pw, mods, "")
}

// CastTemplate is TemplateOf for a casting with the option chosen too:
// Havoc's "cone" is a Cone from the caster.
func CastTemplate(pw rules.Power, mods []string, choice string) rules.Template {
	for _, m := range mods {
		if t, ok := areaMods[m]; ok {
			return t
		}
	}
	if choice == "cone" && pw.Template != rules.NoTemplate {
		return rules.Cone
	}
	return pw.Template
}

// CastTraits are the traits Boost Trait and Lower Trait may name, in the
// order a screen cycles them; "" is each recipient's main trait
// (rules.PowerTrait).
var CastTraits = []rules.Trait{"", rules.Agility, rules.Smarts, rules.Spirit, rules.Strength, rules.Vigor,
	rules.Fighting, rules.Shooting, rules.Athletics, rules.Notice, rules.Stealth, rules.Persuasion}

// TraitPower reports whether a casting of the power names a trait (Pick.Trait).
func TraitPower(power string) bool { return power == "Boost Trait" || power == "Lower Trait" }

// PowerOptions are what a casting of the power chooses besides its
// modifiers, the first the default: Boost or Lower Trait's traits
// (CastTraits), else the power's choices (rules.PowerChoices); nil none.
func PowerOptions(power string) []string {
	if TraitPower(power) {
		out := make([]string, len(CastTraits))
		for i, t := range CastTraits {
			out[i] = string(t)
		}
		return out
	}
	return rules.PowerChoices(power)
}

// PowerOptionLabel is how a screen names the power's option: "Trait:
// Spirit", "Trait: main", "Choice: cone" ("" the power has none).
func PowerOptionLabel(power, opt string) string {
	switch {
	case TraitPower(power) && opt == "":
		return "Trait: main"
	case TraitPower(power):
		return "Trait: " + rules.Trait(opt).Label()
	case len(rules.PowerChoices(power)) == 0:
		return ""
	case opt == "":
		opt = rules.PowerChoices(power)[0]
	}
	return "Choice: " + opt
}

// NextPowerOption is the power's option after opt (the first when opt is
// not one of them).
func NextPowerOption(power, opt string) string {
	opts := PowerOptions(power)
	if len(opts) == 0 {
		return ""
	}
	i := slices.Index(opts, opt)
	return opts[(i+1)%len(opts)]
}

// SetPowerOption puts the power's option into the pick: Trait for Boost
// or Lower Trait, else Choice.
func SetPowerOption(p *Pick, power, opt string) {
	if TraitPower(power) {
		p.Trait, p.Choice = rules.Trait(opt), ""
		return
	}
	p.Trait, p.Choice = "", opt
}

// buildCast is the Powers entry's cast: at the figure picked, or at the
// point for a template power.
func buildCast(b *rules.Battle, p Pick) (rules.Action, error) {
	if p.Power == "" {
		ps := Powers(b, p.Who)
		if len(ps) == 0 {
			return nil, fmt.Errorf("%s casts no powers", name(b, p.Who))
		}
		p.Power = ps[0]
	}
	return CastIn(b.Edition(), p)
}

// CastIn builds the casting the pick makes under the edition: the power
// chosen (Power), its modifiers, trait or choice, and its target, point
// or destination. A screen without the battle builds it from what the
// seat told it; the rules refuse what is not theirs to cast.
func CastIn(ed rules.Edition, p Pick) (rules.Action, error) {
	pw, ok := rules.LookupPower(ed, p.Power)
	if !ok {
		// The rules say why (a power of another edition, or none).
		return rules.Cast{Who: p.Who, Power: p.Power, Targets: []string{p.Target}, Mods: p.Mods, Trait: string(p.Trait), Choice: p.Choice}, nil
	}
	// A trait or choice the power does not take is the rules' to refuse.
	c := rules.Cast{Who: p.Who, Power: pw.Name, Mods: append([]string(nil), p.Mods...), Trait: string(p.Trait), Choice: p.Choice}
	if Destination(pw) {
		// The recipients picked (the figure clicked, else the caster),
		// sent to the square.
		c.Mods = RulesMods(c.Mods)
		switch {
		case len(p.Recipients) > 0:
			c.Targets = append([]string(nil), p.Recipients...)
		case p.Target != "":
			c.Targets = []string{p.Target}
		}
		at := Landing(p.At, 1)
		if p.Spot != nil {
			at = *p.Spot
		}
		c.At = &at
		return c, nil
	}
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

// OtherChoiceTakes reports whether a cast the rules refuse with its
// power's choice (the default when none) is taken with another of the
// power's choices (Relief's numb on a figure with nothing to recover
// from): a screen offers the target, and its choice button picks the one
// that works.
func OtherChoiceTakes(b *rules.Battle, a rules.Action) bool {
	c, ok := a.(rules.Cast)
	if !ok {
		return false
	}
	opts := rules.PowerChoices(rules.PowerName(c.Power))
	for _, opt := range opts {
		if opt == c.Choice || c.Choice == "" && opt == opts[0] {
			continue
		}
		c.Choice = opt
		if b.Check(c) == nil {
			return true
		}
	}
	return false
}
