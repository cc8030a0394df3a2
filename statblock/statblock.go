// Package statblock reads the stat blocks of published Savage Worlds
// adventures (the house format: a name line, Attributes, Skills, Pace,
// Parry and Toughness, Hindrances, Edges, Powers, Gear, Special
// Abilities) into figures of the scenario format, and says with the
// paste's line and column everything it could not read. It owns the
// grammar of docs/formats.md's "Stat blocks"; the numbers of the rules
// stay in rules.
package statblock

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"battlemat/rules"
)

// MaxBytes bounds a paste: a book's whole bestiary is a few hundred KB.
const MaxBytes = 1 << 20

// Figure is one figure read from a stat block, in the keys of a
// scenario's figure (without at and side, which the scenario gives).
type Figure struct {
	ID         string   `json:"id"`
	Name       string   `json:"name"`
	WildCard   bool     `json:"wildcard,omitempty"`
	Size       int      `json:"size,omitempty"`
	Pace       int      `json:"pace"`
	Traits     Traits   `json:"traits"`
	Armor      int      `json:"armor,omitempty"`
	Parry      *int     `json:"parry,omitempty"`
	Toughness  *int     `json:"toughness,omitempty"`
	Hindrances []string `json:"hindrances,omitempty"`
	Edges      []string `json:"edges,omitempty"`
	Abilities  []string `json:"abilities,omitempty"`
	Shield     string   `json:"shield,omitempty"`
	Arcane     *Arcane  `json:"arcane,omitempty"`
	Powers     []string `json:"powers,omitempty"`
	Weapons    []Weapon `json:"weapons,omitempty"`

	// Line is the block's name line in the paste.
	Line int `json:"-"`
	// naturalArmor is what the abilities' Armor +N give (kept in
	// Abilities, where the rules read it, and not in Armor).
	naturalArmor int
}

// Trait is one attribute or skill with its die ("d12+2").
type Trait struct {
	Name rules.Trait
	Die  string
}

// Traits keep the block's order: attributes, then skills as listed.
type Traits []Trait

// MarshalJSON writes the traits as one object in the block's order.
func (ts Traits) MarshalJSON() ([]byte, error) {
	var b strings.Builder
	b.WriteByte('{')
	for i, t := range ts {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%q:%q", string(t.Name), t.Die)
	}
	b.WriteByte('}')
	return []byte(b.String()), nil
}

func (ts Traits) get(n rules.Trait) (string, bool) {
	for _, t := range ts {
		if t.Name == n {
			return t.Die, true
		}
	}
	return "", false
}

func (ts *Traits) set(n rules.Trait, die string) {
	for i, t := range *ts {
		if t.Name == n {
			(*ts)[i].Die = die
			return
		}
	}
	*ts = append(*ts, Trait{n, die})
}

// Arcane is the figure's arcane skill and Power Points.
type Arcane struct {
	Skill       rules.Trait `json:"skill"`
	PowerPoints int         `json:"power_points"`
}

// Weapon is a weapon in the scenario's weapon keys.
type Weapon struct {
	Name     string `json:"name"`
	Range    string `json:"range,omitempty"`
	Damage   string `json:"damage"`
	RoF      int    `json:"rof,omitempty"`
	AP       int    `json:"ap,omitempty"`
	Shots    int    `json:"shots,omitempty"`
	Reach    int    `json:"reach,omitempty"`
	Material string `json:"material,omitempty"`
	Template string `json:"template,omitempty"`
	Thrown   bool   `json:"thrown,omitempty"`
	Evadable bool   `json:"evadable,omitempty"`
	Natural  bool   `json:"natural,omitempty"`
	Shotgun  bool   `json:"shotgun,omitempty"`
}

// Warning is something in the paste that was not read into a figure, or
// read with a guess: where it is and what.
type Warning struct {
	Line, Col int
	Msg       string
}

// In is the warning as one line naming the paste: "FILE:LINE:COL: msg".
func (w Warning) In(file string) string {
	return fmt.Sprintf("%s:%d:%d: %s", file, w.Line, w.Col, w.Msg)
}

// Error is a paste that holds no figure: a block without its Attributes
// line, or text that is not a stat block at all.
type Error struct {
	File string
	Line int
	Msg  string
}

func (e *Error) Error() string { return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg) }

// Result is what a paste gave: its figures in order and the warnings in
// the order of the paste.
type Result struct {
	Figures  []*Figure
	Warnings []Warning
}

// WarningLines are the warnings as "FILE:LINE:COL: msg" lines.
func (r *Result) WarningLines(file string) []string {
	out := make([]string, len(r.Warnings))
	for i, w := range r.Warnings {
		out[i] = w.In(file)
	}
	return out
}

// Parse reads every stat block of text under the edition's skills. file
// names the paste in errors. It never panics; a paste with no block it
// can read as a figure is an *Error.
func Parse(file string, text []byte, ed rules.Edition) (*Result, error) {
	if len(text) > MaxBytes {
		return nil, &Error{file, 1, fmt.Sprintf("the paste is over %d bytes: a stat block is a few hundred", MaxBytes)}
	}
	if !utf8.Valid(text) {
		line := 1 + strings.Count(string(text[:firstInvalid(text)]), "\n")
		return nil, &Error{file, line, "not UTF-8 text: expected stat blocks as text"}
	}
	p := &parser{file: file, ed: ed}
	lines := splitLines(string(text))
	blocks, err := p.blocks(lines)
	if err != nil {
		return nil, err
	}
	res := &Result{}
	ids := map[string]int{}
	seen := map[string]int{}
	for _, b := range blocks {
		if first, dup := seen[b.key]; dup {
			p.warn(b.head.at(), "the same block as line %d again: read once", first)
			continue
		}
		seen[b.key] = b.head.at().line
		f := p.figure(b)
		f.ID = uniqueID(ids, f.ID)
		res.Figures = append(res.Figures, f)
	}
	res.Warnings = p.warnings
	return res, nil
}

func firstInvalid(b []byte) int {
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n <= 1 {
			return i
		}
		i += n
	}
	return len(b)
}

// splitLines splits at \n, \r\n and a lone \r.
func splitLines(s string) []string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.ReplaceAll(s, "\r", "\n")
	return strings.Split(s, "\n")
}

// uniqueID numbers a repeated id: cultist, cultist-2, cultist-3.
func uniqueID(ids map[string]int, id string) string {
	ids[id]++
	if n := ids[id]; n > 1 {
		next := fmt.Sprintf("%s-%d", id, n)
		for ids[next] > 0 {
			n++
			next = fmt.Sprintf("%s-%d", id, n)
		}
		ids[next]++
		return next
	}
	return id
}

// parser gathers the warnings of one paste.
type parser struct {
	file     string
	ed       rules.Edition
	warnings []Warning
}

func (p *parser) warn(at pos, format string, args ...any) {
	p.warnings = append(p.warnings, Warning{at.line, at.col, fmt.Sprintf(format, args...)})
}

// idOf makes a figure id from a name: lowercase letters and digits, runs
// of anything else one '-', at most 64 bytes.
func idOf(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(r)
		case r == '\'':
		default:
			dash = true
		}
		if b.Len() >= 60 {
			break
		}
	}
	if b.Len() == 0 {
		return "figure"
	}
	return b.String()
}
