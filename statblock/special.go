package statblock

import (
	"regexp"
	"strconv"
	"strings"

	"battlemat/rules"
)

// ability reads one special ability: "Armor +3: Scaled hide.",
// "Bite/Claws: Str+d8.", "Size 4 (Large): ...", "Fear -2", a breath
// weapon, or any other ability kept by its name for the rules to know.
func (p *parser) ability(t span, f *Figure, pp *int, ppSet *bool) {
	t = t.trim()
	nameSpan, text := t.trimSet(" ."), span{end: t.end}
	if i, j, ok := abilitySep(t.s, len(t.s)); ok {
		nameSpan, text = t.sub(0, i).trim(), t.sub(j, len(t.s)).trim()
	}
	if nameSpan.s == "" {
		if text.s != "" {
			p.warn(t.at(), "a special ability without a name: %q not read", clip(t.s))
		}
		return
	}
	// Several abilities packed on one line with semicolons.
	if parts := splitAbilities(text); len(parts) > 1 {
		text = parts[0]
		defer func() {
			for _, q := range parts[1:] {
				p.ability(q, f, pp, ppSet)
			}
		}()
	}
	base, inside, _, hasParen := paren(nameSpan)
	word, num := splitParam(base.s)
	low := strings.ToLower(word)
	switch {
	case low == "armor" || low == "armour":
		if v, err := strconv.Atoi(num); err == nil && v > 0 {
			f.naturalArmor += v
			f.Abilities = append(f.Abilities, "Armor +"+strconv.Itoa(v))
			return
		}
	case low == "size":
		if v, err := strconv.Atoi(num); err == nil && v >= -4 && v <= 20 {
			f.Size = v
			f.Abilities = append(f.Abilities, "Size "+strconv.Itoa(v))
			return
		}
		if v, err := strconv.Atoi(num); err == nil {
			p.warn(nameSpan.at(), "Size %d: out of what a figure may be (-4 to 20): not read", v)
			return
		}
	case low == "power points":
		if v, err := strconv.Atoi(strings.Trim(text.s, " .")); err == nil && !*ppSet {
			*pp, *ppSet = v, true
			return
		}
	}
	if low == "weakness" && hasParen && num == "" {
		f.Abilities = append(f.Abilities, p.weakness(inside, text))
		return
	}
	if ws := p.natural(nameSpan, text); ws != nil {
		for _, w := range ws {
			f.Weapons = appendWeapon(f.Weapons, w)
		}
		return
	}
	if w := p.areaAttack(nameSpan, text); w != nil {
		f.Weapons = appendWeapon(f.Weapons, *w)
		return
	}
	if m := ppInText.FindStringSubmatch(text.s); m != nil && !*ppSet {
		// A lich's spells as an ability: its Power Points are in the text.
		*pp, _ = strconv.Atoi(m[1])
		*ppSet = true
		p.warn(text.at(), "%s: %s Power Points read from the ability's text", nameSpan.s, m[1])
	}
	name := base.s
	if num != "" {
		name = word + " " + num
	}
	if hasParen {
		name += " (" + inside.s + ")"
	}
	f.Abilities = append(f.Abilities, name)
}

var ppInText = regexp.MustCompile(`(\d+) Power Points`)

// The effects a Weakness's text may name that the rules play: more
// damage ("Takes +4 damage", "2 extra damage") or double damage ("double
// damage", "damage is doubled", "x2 damage").
var (
	weaknessAdd    = regexp.MustCompile(`(?i)(?:\+\s?(\d+)\s+(?:points?\s+of\s+)?(?:extra\s+|additional\s+|more\s+)?(?:to\s+)?damage|\b(\d+)\s+(?:extra|additional|more|bonus)\s+(?:points?\s+of\s+)?damage)`)
	weaknessDouble = regexp.MustCompile(`(?i)\b(?:double|doubled|doubles|twice)\b|(?:^|\s)[x×]\s?2\b`)
)

// weakness writes a Weakness in the bracket form the rules read
// (rules.WeaknessWritten): its type, then the effect its text names
// ("Weakness (Cold Iron): Takes +4 damage from cold iron" is "Weakness
// (Cold Iron, +4)"; "double damage from fire" is ", double"). An effect
// already in the brackets stands. A text naming no effect the rules read,
// or two, is a warning: the Weakness keeps its type alone (+4 for them).
func (p *parser) weakness(inside, text span) string {
	kept := "Weakness (" + inside.s + ")"
	if inside.s == "" {
		return kept // no type: the rules refuse it, and checkNames says so
	}
	if typ, _, _, ok := rules.WeaknessWritten(inside.s); ok && typ != inside.s {
		return kept // "Weakness (Fire, +2)"
	}
	t := strings.TrimRight(text.s, " .")
	if t == "" {
		return kept
	}
	add := ""
	if m := weaknessAdd.FindStringSubmatch(t); m != nil {
		add = m[1] + m[2]
	}
	if n, err := strconv.Atoi(add); err != nil || n <= 0 {
		add = ""
	}
	double := strings.Contains(strings.ToLower(t), "damage") && weaknessDouble.MatchString(t)
	const alone = "kept with its type alone, which the rules read as 4 more damage of it"
	switch {
	case add != "" && !double:
		return "Weakness (" + inside.s + ", +" + add + ")"
	case double && add == "":
		return "Weakness (" + inside.s + ", double)"
	case double:
		p.warn(text.at(), "%s: %q names both more damage and double damage: %s", kept, clip(t), alone)
	default:
		p.warn(text.at(), "%s: %q names no effect battlemat reads (+N damage or double damage): %s", kept, clip(t), alone)
	}
	return kept
}

// splitParam splits "Fear -2" into "Fear" and "-2", "Flight 12" into
// "Flight" and "12"; a name without a trailing number comes back whole.
func splitParam(s string) (word, num string) {
	i := strings.LastIndexByte(s, ' ')
	if i < 0 {
		return s, ""
	}
	n := s[i+1:]
	if _, err := strconv.Atoi(strings.TrimPrefix(n, "+")); err != nil {
		return s, ""
	}
	return s[:i], n
}

// splitAbilities splits an ability's text where another ability follows
// after a semicolon ("Str+d6; Size -1: small").
func splitAbilities(t span) []span {
	parts := splitTop(t, func(s string, i int) int {
		if s[i] == ';' && abilityHead(strings.TrimLeft(s[i+1:], " ")) {
			return 1
		}
		return 0
	})
	for i := range parts {
		parts[i] = parts[i].trim()
	}
	return parts
}

var damageStart = regexp.MustCompile(`(?i)^(str(\s*\+\s*\d*d\d+)*(\s*[+-]\s*\d+)?|\d*d\d+(\s*\+\s*\d*d\d+)*(\s*[+-]\s*\d+)?)\b`)

// natural reads natural weapons: an ability whose text starts with a
// damage roll ("Bite/Claws: Str+d8, AP 2, Reach 1."). Each name split at
// "/" is one weapon.
func (p *parser) natural(name, text span) []Weapon {
	m := damageStart.FindString(text.s)
	if m == "" {
		return nil
	}
	d, err := rules.ParseDamage(strings.ReplaceAll(strings.ToLower(m), " ", ""))
	if err != nil {
		return nil
	}
	if !d.Strength && !strings.Contains(strings.ToLower(text.s), "str") && areaWord.MatchString(text.s) {
		return nil // a breath weapon: areaAttack
	}
	st := stats{damage: damageText(d)}
	rest := text.sub(len(m), len(text.s)).trimSet(" ,;")
	var left []string
	for _, s := range items(rest, commas) {
		low := strings.ToLower(s.s)
		word, num := cutNumber(low)
		if v, err := strconv.Atoi(num); err == nil && (word == "ap" || word == "reach" || word == "rof") {
			switch word {
			case "ap":
				st.ap = v
			case "reach":
				st.reach = v
			case "rof":
				st.rof = v
			}
			continue
		}
		if _, err := rules.ParseRange(strings.TrimPrefix(low, "range ")); err == nil && strings.Contains(low, "/") {
			st.rng = strings.TrimSpace(strings.TrimPrefix(low, "range "))
			continue
		}
		left = append(left, s.s)
	}
	if len(left) > 0 {
		p.warn(rest.at(), "%s: %q not read", name.s, clip(strings.Join(left, ", ")))
	}
	var out []Weapon
	for _, n := range strings.Split(name.s, "/") {
		n = strings.TrimSpace(n)
		if n == "" {
			continue
		}
		w := p.weapon(capitalFirst(n), &st, name.at())
		if w == nil {
			continue
		}
		w.Natural = w.Range == ""
		out = appendWeapon(out, *w)
	}
	return out
}

var areaWord = regexp.MustCompile(`(?i)\b(cone|stream|sbt|mbt|lbt|blast template)\b`)
var diceIn = regexp.MustCompile(`(?i)\b(\d*d\d+(\s*\+\s*\d+)?)\b`)

// areaAttack reads a template attack written as an ability: "Swamp
// Breath: Cone template, 2d8 damage, victims may evade."
func (p *parser) areaAttack(name, text span) *Weapon {
	low := strings.ToLower(text.s)
	kind := areaWord.FindString(low)
	dice := diceIn.FindString(text.s)
	if kind == "" || dice == "" {
		return nil
	}
	d, err := rules.ParseDamage(strings.ReplaceAll(dice, " ", ""))
	if err != nil {
		return nil
	}
	st := stats{damage: damageText(d)}
	switch kind {
	case "cone", "stream":
		st.template = kind
	default:
		st.template = blastOf(kind)
		if r := regexp.MustCompile(`\d+/\d+/\d+`).FindString(low); r != "" {
			st.rng = r
		}
	}
	st.evadable = strings.Contains(low, "evade") || strings.Contains(low, "agility")
	return p.weapon(name.s, &st, name.at())
}
