package statblock

import (
	"strconv"
	"strings"
	"unicode"

	"battlemat/rules"
)

// figure reads one block into a figure, warning about what it leaves.
func (p *parser) figure(b *block) *Figure {
	f := &Figure{Pace: rules.DefaultPace, Line: b.head.at().line}
	p.header(b, f)
	for _, l := range b.desc {
		if l.s != "" {
			p.warn(l.at(), "description: not kept (a figure has no key for it): %q", clip(l.s))
			break
		}
	}
	var book struct {
		parry, tough, toughArmor   int
		hasParry, hasTough, hasArm bool
		armorAt                    pos
	}
	var skills, powers []item
	ppSet := false
	pp := 0
	for _, it := range b.items {
		if it.ability {
			p.ability(it.val, f, &pp, &ppSet)
			continue
		}
		switch it.label {
		case "attributes":
			p.attributes(it.val, f)
		case "skills":
			skills = append(skills, it)
		case "charisma":
			if p.ed != rules.Deluxe {
				p.warn(it.raw.at(), "Charisma is a Deluxe statistic (SWADE has none): not read")
			}
		case "pace":
			p.pace(it.val, f)
		case "parry":
			// "Parry: 7 (1)": the parentheses hold the shield's or
			// weapon's part, which the gear gives.
			name, inside, _, hasBonus := paren(it.val)
			if v, ok := p.number(name, "Parry"); ok {
				book.parry, book.hasParry = v, true
			}
			if _, err := strconv.Atoi(strings.TrimPrefix(inside.s, "+")); hasBonus && err != nil {
				p.warn(inside.at(), "Parry's (%s): not a number, not read", clip(inside.s))
			}
		case "toughness":
			name, inside, _, hasArmor := paren(it.val)
			if v, ok := p.number(name, "Toughness"); ok {
				book.tough, book.hasTough = v, true
			}
			if hasArmor {
				if a, ok := p.number(inside, "the armor in Toughness"); ok {
					book.toughArmor, book.hasArm, book.armorAt = a, true, inside.at()
				}
			}
		case "hindrances":
			f.Hindrances = append(f.Hindrances, p.names(it.val, false)...)
		case "edges":
			f.Edges = append(f.Edges, p.names(it.val, true)...)
		case "powers":
			powers = append(powers, it)
		case "power points":
			if v, ok := p.number(it.val.trimSet(" ."), "Power Points"); ok {
				pp, ppSet = v, true
			}
		case "gear":
			p.gear(it.val, f)
		case "special abilities":
		default:
			p.warn(it.raw.at(), "%s: a statistic battlemat has no key for: not read (%q)", it.raw.s, clip(it.val.s))
		}
	}
	for _, it := range skills {
		p.skills(it.val, f)
	}
	for _, it := range powers {
		for _, pw := range p.names(it.val, false) {
			f.Powers = append(f.Powers, capitalise(pw))
		}
	}
	p.arcane(b, f, pp, ppSet)
	// The book's armor (in Toughness's parentheses, natural armor
	// included) stands over the gear's.
	if book.hasArm && book.toughArmor != f.Armor+f.naturalArmor {
		if f.Armor+f.naturalArmor != 0 {
			p.warn(book.armorAt, "armor %d in the block's Toughness, %d from its gear and abilities: the block's %d kept", book.toughArmor, f.Armor+f.naturalArmor, book.toughArmor)
		}
		f.Armor = max(book.toughArmor-f.naturalArmor, 0)
	}
	p.checkNames(f)
	p.derived(b, f, book.parry, book.hasParry, book.tough, book.hasTough)
	return f
}

// header reads the name line: the Wild Card mark, the name, and a
// descriptor in parentheses ("Bandits (2 per hero)").
func (p *parser) header(b *block, f *Figure) {
	h := b.head
	if h.s == "" {
		f.Name = "Figure " + itoa(h.at().line)
		f.ID = idOf(f.Name)
		p.warn(h.at(), "no Wild Card mark: read as an Extra")
		return
	}
	if n := wcMark(h.s); n > 0 {
		f.WildCard = true
		h = h.sub(n, len(h.s)).trim()
	} else if lower := strings.ToLower(h.s); strings.HasSuffix(lower, "(wc)") || strings.HasSuffix(lower, "[wc]") || strings.HasSuffix(lower, "(wild card)") {
		f.WildCard = true
		h = h.sub(0, strings.LastIndexAny(h.s, "([")).trim()
	}
	name, inside, rest, ok := paren(h)
	if ok && name.s != "" {
		p.warn(inside.at(), "%q: not part of the figure's name, not read", "("+inside.s+")")
		if rest.s != "" {
			p.warn(rest.at(), "%q after the name: not read", clip(rest.s))
		}
		h = name
	}
	f.Name = strings.TrimRight(h.s, " :.")
	if f.Name == "" {
		f.Name = "Figure " + itoa(h.at().line)
	}
	if len(f.Name) > 200 {
		f.Name = clip(f.Name)
	}
	f.ID = idOf(f.Name)
	if !f.WildCard {
		p.warn(b.head.at(), "%s has no Wild Card mark: read as an Extra (add wildcard: true for a Wild Card)", f.Name)
	}
}

// wcMark is the length of a Wild Card mark at the start of a name: a
// star or any other pictograph, a Private Use glyph (a PDF's icon font),
// "*" or "(WC)".
func wcMark(s string) int {
	for _, m := range []string{"(WC)", "[WC]", "WC:", "(wc)", "*"} {
		if strings.HasPrefix(s, m) {
			return len(m)
		}
	}
	for i, r := range s {
		if i > 0 {
			return 0
		}
		if r >= '\uE000' && r <= '\uF8FF' || r >= '\u2600' && r <= '\u27BF' || r >= '\u2B00' && r <= '\u2BFF' || r >= 0x1F300 && r <= 0x1FAFF || r == '\u2605' || r == '\u2606' {
			return len(string(r))
		}
	}
	return 0
}

var attributes = map[string]rules.Trait{
	"agility": rules.Agility, "smarts": rules.Smarts, "spirit": rules.Spirit,
	"strength": rules.Strength, "vigor": rules.Vigor, "vigour": rules.Vigor,
}

// attributes reads "Agility d6, Smarts d6 (A), ...".
func (p *parser) attributes(t span, f *Figure) {
	got := map[rules.Trait]bool{}
	for _, a := range items(t, commas) {
		name, die, ok := p.traitDie(a)
		if !ok {
			continue
		}
		tr, known := attributes[strings.ToLower(name.s)]
		if !known {
			p.warn(a.at(), "%q is not an attribute (Agility, Smarts, Spirit, Strength, Vigor): not read", clip(a.s))
			continue
		}
		got[tr] = true
		f.Traits.set(tr, die)
	}
	for _, a := range rules.Attributes {
		if !got[a] {
			p.warn(t.at(), "no %s among the Attributes: d4 assumed", a.Label())
			f.Traits.set(a, "d4")
		}
	}
	// Attributes first, in the rules' order.
	var ordered Traits
	for _, a := range rules.Attributes {
		d, _ := f.Traits.get(a)
		ordered = append(ordered, Trait{a, d})
	}
	for _, tr := range f.Traits {
		if !rules.IsAttribute(tr.Name) {
			ordered = append(ordered, tr)
		}
	}
	f.Traits = ordered
}

// traitDie splits "Knowledge (Battle) d8+1 (A)" into its name (with the
// specialty) and a die the scenario format accepts, warning about what
// does not fit it.
func (p *parser) traitDie(t span) (name span, die string, ok bool) {
	s := t.s
	i := strings.LastIndex(strings.ToLower(s), " d")
	if i < 0 && strings.HasPrefix(strings.ToLower(s), "d") {
		i = -1
	} else if i < 0 {
		p.warn(t.at(), "%q has no die (d4 to d12+N): not read", clip(s))
		return span{}, "", false
	}
	name = t.sub(0, max(i, 0)).trim()
	rest := t.sub(i+1, len(s))
	// The die runs to the first space: "d6 (A)" keeps "(A)" out.
	dieText := rest
	if k := strings.IndexByte(rest.s, ' '); k >= 0 {
		dieText = rest.sub(0, k)
		if extra := strings.TrimSpace(rest.s[k:]); extra != "(A)" {
			p.warn(rest.sub(k, len(rest.s)).trim().at(), "%q after %s's die: not read", clip(extra), name.s)
		}
	}
	ds := strings.ToLower(strings.TrimRight(dieText.s, ".,"))
	d, err := rules.ParseDie(ds)
	if err == nil {
		return name, d.String(), true
	}
	// d8+1, d6-1, d4-2: the die kept, the bonus or penalty warned about.
	base, mod := ds, ""
	if k := strings.IndexAny(ds, "+-"); k > 0 {
		base, mod = ds[:k], ds[k:]
	}
	d, err = rules.ParseDie(base)
	if err != nil {
		p.warn(dieText.at(), "%q is not a die (d4, d6, d8, d10, d12, or d12+N): %s not read", dieText.s, clip(t.s))
		return span{}, "", false
	}
	if mod == "-2" && d == rules.D4 {
		return name, "unskilled", true
	}
	p.warn(dieText.at(), "%s %s: the %s is not kept (a scenario's dice are d4 to d12, or d12+N)", name.s, dieText.s, mod)
	return name, d.String(), true
}

// number reads a whole number ("6", "-1"), warning when it is not one.
func (p *parser) number(t span, what string) (int, bool) {
	v, err := strconv.Atoi(strings.TrimSpace(t.s))
	if err != nil {
		p.warn(t.at(), "%s %q is not a whole number: not read", what, clip(t.s))
		return 0, false
	}
	return v, true
}

// pace reads "6", "—" (none), and what may follow ("6, Flying Pace 12",
// "6 (d8 run)").
func (p *parser) pace(t span, f *Figure) {
	t = t.trimSet(" ,;.")
	end := 0
	for end < len(t.s) && (t.s[end] >= '0' && t.s[end] <= '9') {
		end++
	}
	switch {
	case end > 0:
		v, _ := strconv.Atoi(t.s[:end])
		f.Pace = min(v, 48)
	case strings.HasPrefix(t.s, "—") || strings.HasPrefix(t.s, "-"):
		f.Pace = 0
		end = len("—")
		if t.s[0] == '-' {
			end = 1
		}
	default:
		p.warn(t.at(), "Pace %q is not a number: 6 assumed", clip(t.s))
		return
	}
	if rest := t.sub(end, len(t.s)).trimSet(" ,;"); rest.s != "" {
		p.warn(rest.at(), "%q after Pace: not read (battlemat has no key for it)", clip(rest.s))
	}
}

// names reads a list of Edges, Hindrances or powers: items split at
// commas, a qualifier in parentheses kept; "—" or "None" is no item.
// For Edges "(Imp)" reads as the Improved Edge.
func (p *parser) names(t span, edges bool) []string {
	var out []string
	for _, it := range items(t, commas) {
		s := it.s
		if s == "—" || s == "-" || strings.EqualFold(s, "none") {
			continue
		}
		if edges {
			name, inside, rest, ok := paren(it)
			if ok && rest.s == "" {
				switch strings.ToLower(strings.TrimRight(inside.s, ".")) {
				case "imp", "improved":
					s = "Improved " + name.s
				}
			}
		}
		out = append(out, s)
	}
	return out
}

// capitalise writes a power's name with capitals, its trapping as given:
// "bolt (cinders)" -> "Bolt (cinders)".
func capitalise(s string) string {
	name, rest := s, ""
	if i := strings.IndexByte(s, '('); i >= 0 {
		name, rest = s[:i], s[i:]
	}
	words := strings.Fields(name)
	for i, w := range words {
		r := []rune(w)
		r[0] = unicode.ToUpper(r[0])
		words[i] = string(r)
	}
	out := strings.Join(words, " ")
	if rest != "" {
		out += " " + rest
	}
	return out
}

// checkNames drops, with a warning, an Edge, Hindrance or ability the
// rules know but whose number they refuse ("Armor +99"), so what the
// importer writes always loads.
func (p *parser) checkNames(f *Figure) {
	for _, l := range []struct {
		kind rules.SourceKind
		list *[]string
	}{{rules.FromEdge, &f.Edges}, {rules.FromHindrance, &f.Hindrances}, {rules.FromAbility, &f.Abilities}} {
		kept := (*l.list)[:0]
		for _, name := range *l.list {
			w, e, err := rules.Lookup(l.kind, name)
			if err != nil {
				p.warn(pos{f.Line, 1}, "%s: %v: not kept", name, err)
				continue
			}
			// A hyphen inside a word of the rules' name is a PDF's line
			// break ("Combat Re-" "flexes"): written as the rules do.
			if e != nil && strings.Contains(w.Name, "-") && strings.EqualFold(strings.ReplaceAll(w.Name, "-", ""), e.Name) {
				name = strings.Replace(name, w.Name, e.Name, 1)
			}
			kept = append(kept, name)
		}
		*l.list = kept
	}
}
