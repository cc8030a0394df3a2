package statblock

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A paste is split in three steps: lines are cleaned (text.go); blocks
// are found from their Attributes lines, each starting at the name line
// above it; a block's lines are joined into items, one per label or
// bullet, so a list that a PDF broke over lines reads as one.

// block is one stat block: its name line, description lines and items.
type block struct {
	head  span
	desc  []span
	items []item
	key   string // the block's text, to see the same block pasted twice
}

// item is one labelled entry ("Skills: ..."), or one special ability
// (label "" and ability true).
type item struct {
	label   string // canonical, lowercase: "skills", "power points"
	raw     span   // the label as written
	val     span
	ability bool
}

// sections are the labels of the house format, by their lowercase
// spelling; the value is the canonical label.
var sections = map[string]string{
	"attributes": "attributes", "attribute": "attributes",
	"skills": "skills", "skill": "skills",
	"charisma": "charisma",
	"pace":     "pace", "parry": "parry", "toughness": "toughness",
	"hindrances": "hindrances", "hindrance": "hindrances",
	"edges": "edges", "edge": "edges",
	"powers": "powers", "power": "powers",
	"power points": "power points", "pp": "power points",
	"gear": "gear", "equipment": "gear",
	"special abilities": "special abilities", "special ability": "special abilities",
}

// labelAt reads a label ("Power Points:", "Sanity:") at the start of s:
// a capital letter, then up to four words of letters, apostrophes,
// hyphens and &, then a colon. It returns the label's text and the bytes
// taken with the colon and the space after it.
func labelAt(s string) (label string, n int) {
	if s == "" || !(s[0] >= 'A' && s[0] <= 'Z') {
		return "", 0
	}
	words := 1
	for i := 0; i < len(s) && i < 40; i++ {
		c := s[i]
		switch {
		case c == ':':
			if i+1 < len(s) && s[i+1] == ':' { // "Name:: text" is an ability
				return "", 0
			}
			n = i + 1
			if n < len(s) && s[n] == ' ' {
				n++
			}
			return strings.TrimSpace(s[:i]), n
		case c == ' ':
			words++
			if words > 4 {
				return "", 0
			}
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c == '\'', c == '-', c == '&':
		default:
			return "", 0
		}
	}
	return "", 0
}

// sectionAt is labelAt for the house format's own labels only.
func sectionAt(s string) (canon, label string, n int) {
	l, n := labelAt(s)
	if c, ok := sections[strings.ToLower(l)]; ok {
		return c, l, n
	}
	return "", "", 0
}

// bulletAt reports the bytes of a list bullet (and the space after it)
// at the start of s: •, ●, ▪, ◦, ■, ‣, ·, a Private Use glyph (a PDF's
// icon font), or - and * followed by a space.
func bulletAt(s string) int {
	r, n := utf8.DecodeRuneInString(s)
	switch {
	case r == '•' || r == '●' || r == '▪' || r == '◦' || r == '■' || r == '‣' || r == '·' || r == '►' || r == '➢' || r == '✓',
		r >= '\uE000' && r <= '\uF8FF':
	case (r == '-' || r == '*') && len(s) > 1 && s[1] == ' ':
	default:
		return 0
	}
	for n < len(s) && s[n] == ' ' {
		n++
	}
	return n
}

// abilityHead reports whether s starts like a special ability written
// without a bullet: a capitalised name of at most 40 bytes, then one of
// the separators ":", "::", " -- ", " — ".
func abilityHead(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	if !unicode.IsUpper(r) {
		return false
	}
	_, _, ok := abilitySep(s, 40)
	return ok
}

// abilitySep finds an ability's separator outside parentheses within the
// first limit bytes: the name ends at i and the text starts at j.
func abilitySep(s string, limit int) (i, j int, ok bool) {
	depth := 0
	for k := 0; k < len(s) && k < limit; k++ {
		switch s[k] {
		case '(':
			depth++
		case ')':
			depth = max(depth-1, 0)
		}
		if depth > 0 {
			continue
		}
		switch {
		case strings.HasPrefix(s[k:], "::"):
			return k, k + 2, true
		case s[k] == ':':
			return k, k + 1, true
		case strings.HasPrefix(s[k:], " -- "):
			return k, k + 4, true
		case strings.HasPrefix(s[k:], " — "):
			return k, k + len(" — "), true
		case strings.HasPrefix(s[k:], " - ") && k > 0:
			return k, k + 3, true
		}
	}
	return 0, 0, false
}

// structural reports whether a cleaned line belongs to a block's body
// (a label, a bullet or an ability), so it cannot be a name line.
func structural(s string) bool {
	if _, n := labelAt(s); n > 0 {
		return true
	}
	return bulletAt(s) > 0 || abilityHead(s)
}

// blocks finds the stat blocks of the cleaned lines.
func (p *parser) blocks(raw []string) ([]*block, error) {
	lines := make([]span, len(raw))
	var attrs []int
	for i, r := range raw {
		lines[i] = cleanLine(r, i+1)
		if c, _, _ := sectionAt(lines[i].s); c == "attributes" {
			attrs = append(attrs, i)
		}
	}
	if len(attrs) == 0 {
		for i, l := range lines {
			if l.s != "" {
				return nil, &Error{p.file, i + 1, "no Attributes: line: a stat block is a name line, then Attributes:, Skills:, Pace:, Parry:, Toughness:"}
			}
		}
		return nil, &Error{p.file, 1, "empty: expected one or more stat blocks"}
	}
	// Each block starts at its name line: the first line above its
	// Attributes that is neither blank, nor part of the block above.
	starts := make([]int, len(attrs))
	for k, a := range attrs {
		floor := 0
		if k > 0 {
			floor = attrs[k-1] + 1
		}
		top := nameLine(lines, floor, a)
		if top >= 0 {
			for j := top - 1; j >= floor; j-- {
				if lines[j].s == "" || structural(lines[j].s) {
					break
				}
				top = j
			}
			// A line that goes on from the one above (which ends a list
			// with a comma or a hyphen) belongs to the block above.
			for top < a-1 && top > floor && lines[top-1].s != "" && continues(lines[top-1].s) && !isName(lines[top].s) {
				top++
			}
		} else {
			top = a
		}
		starts[k] = top
	}
	p.before(lines[:starts[0]], starts[0])
	var out []*block
	for k := range attrs {
		end := len(lines)
		if k+1 < len(attrs) {
			end = starts[k+1]
		}
		b, err := p.block(lines[starts[k]:end], attrs[k]-starts[k])
		if err != nil {
			return nil, err
		}
		out = append(out, b)
	}
	return out, nil
}

// nameLine is the line just above an Attributes line (blank lines
// skipped) when it can be a block's name: not a label, and not a bullet
// or an ability unless it carries a Wild Card mark. -1: none.
func nameLine(lines []span, floor, attr int) int {
	j := attr - 1
	for j >= floor && lines[j].s == "" {
		j--
	}
	if j < floor {
		return -1
	}
	s := lines[j].s
	if c, _, _ := sectionAt(s); c != "" {
		return -1
	}
	if structural(s) && !isName(s) && j < attr-1 {
		return -1
	}
	if _, n := labelAt(s); n > 0 {
		return -1
	}
	return j
}

// isName reports a line with a Wild Card mark: it starts a block.
func isName(s string) bool { return wcMark(s) > 0 }

// continues reports whether a line's text goes on to the next line.
func continues(s string) bool {
	return strings.HasSuffix(s, ",") || strings.HasSuffix(s, "-") || strings.HasSuffix(s, ";") || strings.HasSuffix(s, ":") || strings.HasSuffix(s, "(")
}

// before handles the text above the first block: a stat block's labels
// there are a block without Attributes (an error); other text is a
// warning.
func (p *parser) before(lines []span, first int) {
	for _, l := range lines {
		if l.s != "" {
			p.warn(l.at(), "not a stat block (the first block's name is on line %d): %q not read", first+1, clip(l.s))
			return
		}
	}
}

// block splits one block's lines (lines[attr] is its Attributes line)
// into its name, description and items.
func (p *parser) block(lines []span, attr int) (*block, error) {
	b := &block{}
	var key []string
	if attr == 0 {
		b.head = span{end: lines[0].at()}
		p.warn(lines[0].at(), "a block without a name line above its Attributes: named by its place")
	} else {
		b.head = lines[0]
		b.desc = lines[1:attr]
		key = append(key, lines[0].s)
	}
	inSpecial := false
	seen := map[string]int{}
	for _, l := range lines[attr:] {
		if l.s == "" {
			continue
		}
		key = append(key, l.s)
		if c, lbl, n := sectionAt(l.s); n > 0 {
			if prev, again := seen[c]; again && c != "special abilities" {
				return nil, &Error{p.file, l.at().line, "a second " + lbl + ": line in the block of line " + itoa(prev) + ": a block with no Attributes: line (each stat block needs its own)"}
			}
			seen[c] = l.at().line
			inSpecial = c == "special abilities"
			it := item{label: c, raw: l.sub(0, len(lbl)), val: l.sub(n, len(l.s)).trim()}
			if inSpecial {
				b.items = append(b.items, it)
				if it.val.s != "" {
					b.items = append(b.items, item{ability: true, val: it.val})
				}
				continue
			}
			b.items = append(b.items, p.inline(it, seen)...)
			continue
		}
		if inSpecial {
			if n := bulletAt(l.s); n > 0 {
				b.items = append(b.items, item{ability: true, val: l.sub(n, len(l.s)).trim()})
				continue
			}
			last := &b.items[len(b.items)-1]
			if abilityHead(l.s) || !last.ability || strings.HasSuffix(last.val.s, ".") && startsUpper(l.s) && !continues(last.val.s) {
				b.items = append(b.items, item{ability: true, val: l})
				continue
			}
			last.val = joinLine(last.val, l)
			continue
		}
		if lbl, n := labelAt(l.s); n > 0 && !continues(b.items[len(b.items)-1].val.s) {
			b.items = append(b.items, p.inline(item{label: strings.ToLower(lbl), raw: l.sub(0, len(lbl)), val: l.sub(n, len(l.s)).trim()}, seen)...)
			continue
		}
		// A PDF line break: the line goes on with the item above.
		last := &b.items[len(b.items)-1]
		joined := joinLine(last.val, l)
		if last.ability || last.label != "" && sections[last.label] == "" {
			last.val = joined
			continue
		}
		// Labels may follow on the joined line ("...fear. Power Points: 20").
		b.items = b.items[:len(b.items)-1]
		last2 := *last
		last2.val = joined
		b.items = append(b.items, p.inline(last2, seen)...)
	}
	b.key = strings.Join(key, "\n")
	return b, nil
}

// joinLine joins a line broken by a PDF: a hyphen at the break joins the
// halves of a hyphenated name ("Two-" "Fisted"), otherwise a space.
func joinLine(a, b span) span {
	if strings.HasSuffix(a.s, "-") {
		return join(a, b, "")
	}
	return join(a, b, " ")
}

func startsUpper(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(r)
}

// inline splits an item where another label follows inside it: after a
// ';' any label ("Pace: 6; Parry: 5"), after a sentence's '.' the house
// format's own labels only ("... fear. Power Points: 20").
func (p *parser) inline(it item, seen map[string]int) []item {
	s := it.val.s
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
		case ')':
			depth = max(depth-1, 0)
		}
		if depth > 0 || (s[i] != ';' && s[i] != '.') {
			continue
		}
		j := i + 1
		for j < len(s) && s[j] == ' ' {
			j++
		}
		if s[i] == '.' && j == i+1 {
			continue // "Min Str. d6", "2.5": no sentence ends here
		}
		var canon, lbl string
		var n int
		if s[i] == ';' {
			lbl, n = labelAt(s[j:])
			canon = strings.ToLower(lbl)
			if c, ok := sections[canon]; ok {
				canon = c
			}
		} else {
			canon, lbl, n = sectionAt(s[j:])
		}
		if n == 0 {
			continue
		}
		head := it
		head.val = it.val.sub(0, i).trim()
		if sections[canon] != "" {
			seen[canon] = it.val.sub(j, j+1).at().line
		}
		rest := item{label: canon, raw: it.val.sub(j, j+len(lbl)), val: it.val.sub(j+n, len(s)).trim()}
		return append([]item{head}, p.inline(rest, seen)...)
	}
	return []item{it}
}

// clip shortens text quoted in a warning.
func clip(s string) string {
	if utf8.RuneCountInString(s) <= 60 {
		return s
	}
	r := []rune(s)
	return string(r[:57]) + "..."
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}
