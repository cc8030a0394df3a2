package statblock

import (
	"strings"

	"battlemat/rules"
)

// deluxeToSWADE is where SWADE put the skills of the Deluxe edition
// (docs/formats.md, "Stat blocks"). Guts and Charisma have no SWADE
// counterpart.
var deluxeToSWADE = map[rules.Trait]rules.Trait{
	rules.Climbing:      rules.Athletics,
	rules.Swimming:      rules.Athletics,
	rules.Throwing:      rules.Athletics,
	rules.Investigation: rules.Research,
	rules.Streetwise:    rules.CommonKnowledge,
	rules.Tracking:      rules.Survival,
	rules.Lockpicking:   rules.Thievery,
}

// knowledgeToSWADE maps a Deluxe Knowledge's subject to the SWADE skill
// that took it over; any other subject is Academics.
var knowledgeToSWADE = map[string]rules.Trait{
	"battle": rules.BattleSkill, "occult": rules.Occult, "arcana": rules.Occult,
	"science": rules.Science, "physics": rules.Science, "chemistry": rules.Science, "biology": rules.Science, "medicine": rules.Science, "engineering": rules.Science,
	"computers": rules.Hacking, "electronics": rules.Electronics,
	"area knowledge": rules.CommonKnowledge, "streetwise": rules.CommonKnowledge,
}

// swadeOnly are SWADE skills a Deluxe figure does not have.
var swadeOnly = map[rules.Trait]bool{
	rules.Academics: true, rules.Athletics: true, rules.BattleSkill: true, rules.CommonKnowledge: true,
	rules.Electronics: true, rules.Focus: true, rules.Hacking: true, rules.Occult: true,
	rules.Performance: true, rules.Research: true, rules.Science: true, rules.Thievery: true,
}

// skillName spells a skill as a trait: "Weird Science" -> weird_science.
func skillName(s string) string {
	var b strings.Builder
	us := false
	for _, r := range strings.ToLower(strings.TrimSpace(s)) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			if us && b.Len() > 0 {
				b.WriteByte('_')
			}
			us = false
			b.WriteRune(r)
		case r == '\'':
		default:
			us = true
		}
	}
	return b.String()
}

// skills reads "Skills: Athletics d6, Knowledge (Battle) d8, ...".
func (p *parser) skills(t span, f *Figure) {
	for _, it := range items(t, commas) {
		nameSpan, die, ok := p.traitDie(it)
		if !ok {
			continue
		}
		if die == "unskilled" {
			continue // d4-2 is what a missing skill rolls
		}
		name, spec, _, hasSpec := paren(nameSpan)
		tr, ok := p.skill(nameSpan, name.s, spec.s, hasSpec)
		if !ok {
			continue
		}
		if rules.IsAttribute(tr) {
			p.warn(it.at(), "%s is an attribute, not a skill: not read", nameSpan.s)
			continue
		}
		if old, dup := f.Traits.get(tr); dup {
			if higher(die, old) {
				f.Traits.set(tr, die)
			} else {
				die = old
			}
			p.warn(it.at(), "%s is %s already: the higher die, %s, kept", nameSpan.s, tr, die)
			continue
		}
		f.Traits.set(tr, die)
	}
}

// skill maps a skill as written to the edition's trait, warning when it
// maps a Deluxe skill to SWADE, or cannot read the skill at all.
func (p *parser) skill(at span, name, spec string, hasSpec bool) (rules.Trait, bool) {
	base := rules.Trait(skillName(name))
	subject := skillName(spec)
	written := at.s
	if base == "guts" {
		p.warn(at.at(), "Guts: a Deluxe skill battlemat does not roll (SWADE folded it into Spirit): not read")
		return "", false
	}
	if base == rules.Knowledge || base == rules.Language {
		if p.ed == rules.SWADE && base == rules.Knowledge {
			to, ok := knowledgeToSWADE[strings.ToLower(strings.TrimSpace(spec))]
			if !ok {
				to = rules.Academics
			}
			if strings.HasPrefix(subject, "language") {
				to = rules.Language
			}
			p.warn(at.at(), "%s is a Deluxe skill: read as the SWADE skill %s", written, to.Label())
			return to, true
		}
		if hasSpec && subject != "" {
			tr := rules.Trait(string(base) + "_" + subject)
			if tr.Known() {
				return tr, true
			}
		}
		return base, true
	}
	if !base.Known() {
		p.warn(at.at(), "%q is not a skill battlemat knows: not read", written)
		return "", false
	}
	if hasSpec {
		p.warn(at.at(), "%s: the specialty (%s) is not kept", written, spec)
	}
	if p.ed == rules.SWADE {
		if to, ok := deluxeToSWADE[base]; ok {
			p.warn(at.at(), "%s is a Deluxe skill: read as the SWADE skill %s", written, to.Label())
			return to, true
		}
	}
	if p.ed == rules.Deluxe && swadeOnly[base] {
		p.warn(at.at(), "%s is a SWADE skill in a Deluxe battle: kept as it is", written)
	}
	return base, true
}

// higher compares two dice as a scenario writes them.
func higher(a, b string) bool {
	da, _ := rules.ParseDie(a)
	db, _ := rules.ParseDie(b)
	return da.Sides > db.Sides || da.Sides == db.Sides && da.Bonus > db.Bonus
}

// arcaneSkills are the skills an Arcane Background rolls, by the name
// in its parentheses.
var arcaneSkills = map[string]rules.Trait{
	"magic": rules.Spellcasting, "miracles": rules.Faith, "psionics": rules.Psionics,
	"weird science": rules.WeirdScience, "gifted": rules.Focus, "bard": rules.Performance,
}

// arcane sets the arcane skill and Power Points of a figure with powers.
func (p *parser) arcane(b *block, f *Figure, pp int, ppSet bool) {
	if len(f.Powers) == 0 && !ppSet {
		return
	}
	at := b.head.at()
	skill := rules.Trait("")
	for _, e := range f.Edges {
		l := strings.ToLower(e)
		if !strings.HasPrefix(l, "arcane background") {
			continue
		}
		if i := strings.IndexByte(l, '('); i >= 0 {
			skill = arcaneSkills[strings.Trim(l[i:], "() ")]
		}
	}
	if skill == "" {
		for _, s := range []rules.Trait{rules.Spellcasting, rules.Faith, rules.Psionics, rules.WeirdScience, rules.Focus, rules.Performance} {
			if _, ok := f.Traits.get(s); ok {
				skill = s
				break
			}
		}
	}
	if skill == "" {
		skill = rules.Spellcasting
		p.warn(at, "%s has powers but no Arcane Background or arcane skill: spellcasting assumed", f.Name)
	} else if _, ok := f.Traits.get(skill); !ok {
		p.warn(at, "%s casts with %s but has no %s die: it rolls unskilled", f.Name, skill.Label(), skill.Label())
	}
	if !ppSet {
		pp = 10
		p.warn(at, "%s has powers but no Power Points: 10 assumed (an Arcane Background's start)", f.Name)
	} else {
		// The block's number is the whole store, the Power Points Edge's
		// in it; the scenario's is before the Edge, which the rules add.
		for _, e := range f.Edges {
			if strings.EqualFold(e, "Power Points") && pp >= rules.PowerPointsEdge {
				pp -= rules.PowerPointsEdge
			}
		}
	}
	if len(f.Powers) == 0 {
		p.warn(at, "%s has Power Points but no powers", f.Name)
	}
	f.Arcane = &Arcane{Skill: skill, PowerPoints: pp}
}
