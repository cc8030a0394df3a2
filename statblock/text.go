package statblock

import (
	"strings"
	"unicode"
)

// pos is where a byte of the cleaned text came from in the paste:
// 1-based line and rune column.
type pos struct{ line, col int }

// span is cleaned text that remembers, byte by byte, where each byte
// came from, so a warning about any piece of it names the paste's own
// line and column.
type span struct {
	s   string
	p   []pos // len(p) == len(s)
	end pos   // where an empty span points
}

func (t span) String() string { return t.s }

// at is where the span starts in the paste.
func (t span) at() pos {
	if len(t.p) > 0 {
		return t.p[0]
	}
	return t.end
}

func (t span) sub(i, j int) span {
	e := t.end
	if j < len(t.p) {
		e = t.p[j]
	}
	if i < j {
		e = t.p[j-1]
	}
	return span{s: t.s[i:j], p: t.p[i:j], end: e}
}

func (t span) trim() span { return t.trimSet(" ") }

// trimSet trims the bytes of cut (ASCII only) from both ends.
func (t span) trimSet(cut string) span {
	i, j := 0, len(t.s)
	for i < j && strings.IndexByte(cut, t.s[i]) >= 0 {
		i++
	}
	for j > i && strings.IndexByte(cut, t.s[j-1]) >= 0 {
		j--
	}
	return t.sub(i, j)
}

// join appends b to a with sep between, sep placed at a's end.
func join(a, b span, sep string) span {
	if a.s == "" {
		return b
	}
	out := span{s: a.s + sep + b.s, end: b.end}
	out.p = make([]pos, 0, len(out.s))
	out.p = append(out.p, a.p...)
	for range sep {
		out.p = append(out.p, a.sub(len(a.s)-1, len(a.s)).at())
	}
	out.p = append(out.p, b.p...)
	return out
}

// ligatures and other characters a PDF puts where plain letters belong.
var replacements = map[rune]string{
	'\uFB00': "ff", '\uFB01': "fi", '\uFB02': "fl", '\uFB03': "ffi", '\uFB04': "ffl", '\uFB05': "st", '\uFB06': "st",
	// every minus sign and hyphen is the ASCII one
	'\u2212': "-", '\u2013': "-", '\u2010': "-", '\u2011': "-", '\u2012': "-", '\uFE63': "-", '\uFF0D': "-", '\u02D7': "-",
	'\u2015': "—",
	'\u2018': "'", '\u2019': "'", '\u02BC': "'", '\u201C': `"`, '\u201D': `"`,
	'\uFF0C': ",", '\uFF1A': ":", '\uFF1B': ";",
	// invisible: soft hyphens, zero-width spaces and joiners, a BOM
	'\u00AD': "", '\u200B': "", '\u200C': "", '\u200D': "", '\u2060': "", '\uFEFF': "",
}

// cleanLine turns one line of the paste (line number n) into a span:
// ligatures spelled out, every minus sign '-', invisible characters
// dropped, runs of white space (tabs, no-break and thin spaces, control
// characters) made one space, and the ends trimmed.
func cleanLine(raw string, n int) span {
	var b strings.Builder
	var ps []pos
	col := 0
	space := true // at the start: leading spaces are dropped
	for _, r := range raw {
		col++
		out, ok := replacements[r]
		if !ok {
			switch {
			case unicode.IsSpace(r) || unicode.IsControl(r) || r == '\uFFFD':
				out = " "
			default:
				out = string(r)
			}
		}
		if out == " " {
			if space {
				continue
			}
			space = true
		} else if out != "" {
			space = false
		}
		b.WriteString(out)
		for range len(out) {
			ps = append(ps, pos{n, col})
		}
	}
	t := span{s: b.String(), p: ps, end: pos{n, col + 1}}
	return t.trim()
}

// splitTop splits t at separators outside parentheses and brackets.
// sep reports the length of a separator starting at byte i (0: none).
func splitTop(t span, sep func(s string, i int) int) []span {
	var parts []span
	depth, start := 0, 0
	for i := 0; i < len(t.s); i++ {
		switch t.s[i] {
		case '(', '[':
			depth++
			continue
		case ')', ']':
			depth = max(depth-1, 0)
			continue
		}
		if depth > 0 {
			continue
		}
		if n := sep(t.s, i); n > 0 {
			parts = append(parts, t.sub(start, i))
			start = i + n
			i += n - 1
		}
	}
	return append(parts, t.sub(start, len(t.s)))
}

// commas splits a list at its top-level commas.
func commas(s string, i int) int {
	if s[i] == ',' {
		return 1
	}
	return 0
}

// gearSeps splits a Gear list at commas, semicolons and " and ".
func gearSeps(s string, i int) int {
	switch {
	case s[i] == ',' || s[i] == ';':
		return 1
	case strings.HasPrefix(s[i:], " and "):
		return 5
	}
	return 0
}

// items splits a list into its trimmed, non-empty items, a final period
// dropped.
func items(t span, sep func(string, int) int) []span {
	t = t.trim()
	t = t.trimSet(" .")
	var out []span
	for _, p := range splitTop(t, sep) {
		if p = p.trim(); p.s != "" {
			out = append(out, p)
		}
	}
	return out
}

// paren splits "Name (inside) rest" into the name and what the first
// top-level parentheses hold; ok is false without parentheses.
func paren(t span) (name, inside, rest span, ok bool) {
	i := strings.IndexByte(t.s, '(')
	if i < 0 {
		return t, span{}, span{}, false
	}
	depth := 0
	for j := i; j < len(t.s); j++ {
		switch t.s[j] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return t.sub(0, i).trim(), t.sub(i+1, j).trim(), t.sub(j+1, len(t.s)).trim(), true
			}
		}
	}
	// An unclosed parenthesis: everything after it is inside.
	return t.sub(0, i).trim(), t.sub(i+1, len(t.s)).trim(), span{end: t.end}, true
}
