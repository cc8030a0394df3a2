package rules

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The registry of known Edges, Hindrances and special abilities: one Entry
// each, found by a name written as a stat block writes it. Settings bring
// Edges of their own, so a name the registry does not know is no error:
// the figure keeps it as a note, and `check` names the nearest known one.

// Entry is one known Edge, Hindrance or ability.
type Entry struct {
	Kind SourceKind
	// Name is the name as the rulebook spells it; Aliases are other
	// spellings (Yellow for Timid).
	Name    string
	Aliases []string
	// Editions it exists in (nil: both).
	Editions []Edition
	// Fight: it changes a fight. An entry without (Linguist, Rich) is
	// known and kept, and shown as having no effect in a fight.
	Fight bool
	// Param is what may follow the name: nothing, a number (Armor +2,
	// Size 4, Fear -2) within Min..Max, or text (Trademark Weapon (Colt
	// .45), Claws: Str+d6, Immunity (fire)).
	Param      ParamKind
	Min, Max   int
	NeedsParam bool
	// Grant is the effects it gives a figure under an edition, read from
	// the name as written; nil for an entry the engine reads by name or
	// one with no effect in a fight.
	Grant func(ed Edition, w Written) []Effect
	// Note says what of it is not automated ("" when all of it is).
	Note string
	// Kept: its effects are kept and shown, but the engine does not act
	// on them yet (a movement mode).
	Kept bool
	// Validate checks a detail beyond its presence (a damage roll);
	// nil takes any.
	Validate func(w Written) error
	// Improves names the lower rank this one includes (Improved Block
	// includes Block): its numbers are the total, so a figure listing
	// both gets only this one's.
	Improves string
	// Since is the rules revision that first plays it (0: revision 4,
	// when Edges arrived): a battle of an older revision keeps the name
	// and grants nothing, as that revision did.
	Since int
}

// ParamKind is what may follow a name.
type ParamKind int

// The kinds of parameter.
const (
	NoParam ParamKind = iota
	NumberParam
	TextParam
)

// Written is a name as a stat block writes it, taken apart: "Armor +2" is
// Name "Armor", Number 2; "Trademark Weapon (Colt .45)" is Name "Trademark
// Weapon", Detail "Colt .45"; "Claws: Str+d6" is Name "Claws", Detail
// "Str+d6"; "Fear (-2)" is Name "Fear", Number -2.
type Written struct {
	Text      string // as written, kept
	Name      string
	Detail    string
	Number    int
	HasNumber bool
	// NumberText is the number's text as written ("+x" when it is bad).
	NumberText string
}

// ParseWritten takes a written name apart. It never fails: whether the
// parts suit the entry is Lookup's question.
func ParseWritten(s string) Written {
	w := Written{Text: strings.TrimSpace(s)}
	name := w.Text
	if i := strings.Index(name, ":"); i >= 0 {
		w.Detail = strings.TrimSpace(name[i+1:])
		name = strings.TrimSpace(name[:i])
	} else if strings.HasSuffix(name, ")") {
		if i := strings.LastIndex(name, "("); i > 0 {
			w.Detail = strings.TrimSpace(name[i+1 : len(name)-1])
			name = strings.TrimSpace(name[:i])
		}
	}
	// A last word that is a signed number (or tries to be: "+x") is the
	// number: "Armor +2", "Size -1", "Flight 24".
	if i := strings.LastIndexByte(name, ' '); i > 0 {
		last := name[i+1:]
		if looksNumeric(last) {
			w.NumberText = last
			name = strings.TrimSpace(name[:i])
		}
	}
	if w.NumberText == "" && w.Detail != "" && looksNumeric(w.Detail) {
		w.NumberText, w.Detail = w.Detail, ""
	}
	if w.NumberText != "" {
		if n, err := strconv.Atoi(strings.TrimPrefix(w.NumberText, "+")); err == nil {
			w.Number, w.HasNumber = n, true
		}
	}
	w.Name = name
	return w
}

// looksNumeric: a signed word ("+2", "-x") or digits ("24").
func looksNumeric(s string) bool {
	if s == "" {
		return false
	}
	if s[0] == '+' || s[0] == '-' {
		return true
	}
	return unicode.IsDigit(rune(s[0]))
}

// NameKey is how names are matched: case, spaces, hyphens, apostrophes
// and "!" do not count ("Rock and Roll" is "rock-and-roll!").
func NameKey(s string) string {
	if isNameKey(s) {
		return s // already a key: the hot paths (powers, effects) ask this often
	}
	return string(appendNameKey(make([]byte, 0, len(s)), s))
}

// isNameKey: NameKey(s) is s itself.
func isNameKey(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf || 'A' <= c && c <= 'Z' || nameKeySkips(rune(c)) {
			return false
		}
	}
	return true
}

// appendNameKey appends NameKey(s) to dst; with a buffer on the stack a
// comparison or a map look-up by key allocates nothing.
func appendNameKey(dst []byte, s string) []byte {
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf { // ASCII, almost every name: no rune to decode
			i++
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			if !nameKeySkips(rune(c)) {
				dst = append(dst, c)
			}
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:]) // broken UTF-8: RuneError, 1, as range gives
		i += n
		if r = unicode.ToLower(r); !nameKeySkips(r) {
			dst = utf8.AppendRune(dst, r)
		}
	}
	return dst
}

// nameKeySkips: the characters names are matched without.
func nameKeySkips(r rune) bool {
	switch r {
	case ' ', '-', '!', '\'', '\t', '_':
		return true
	}
	return false
}

// sameNameKey is NameKey(a) == NameKey(b) without building either key.
func sameNameKey(a, b string) bool {
	if a == b {
		return true
	}
	if isNameKey(a) && isNameKey(b) {
		return false
	}
	var ab, bb [64]byte
	return string(appendNameKey(ab[:0], a)) == string(appendNameKey(bb[:0], b))
}

var registry = map[string]*Entry{}

// RegisterEntry adds an entry (call it from an init). A second entry of
// the same kind and name is a programming error.
func RegisterEntry(e Entry) {
	for _, n := range append([]string{e.Name}, e.Aliases...) {
		k := string(e.Kind) + "/" + NameKey(n)
		if old, dup := registry[k]; dup && old.Name != e.Name {
			panic("rules: " + string(e.Kind) + " " + n + " is both " + old.Name + " and " + e.Name)
		} else if dup {
			panic("rules: " + string(e.Kind) + " " + n + " registered twice")
		}
		registry[k] = &e
	}
}

// Entries lists the registry's entries of a kind ("" every kind), by name.
func Entries(kind SourceKind) []*Entry {
	seen := map[*Entry]bool{}
	var out []*Entry
	for _, e := range registry {
		if (kind == "" || e.Kind == kind) && !seen[e] {
			seen[e] = true
			out = append(out, e)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Name != out[j].Name {
			return out[i].Name < out[j].Name
		}
		return out[i].Kind < out[j].Kind
	})
	return out
}

// lookupKinds: where a name in a figure's list is looked for. A monster's
// abilities often name Edges (Frenzy, Sweep), and a character's Edges may
// be written among its abilities.
var lookupKinds = map[SourceKind][]SourceKind{
	FromEdge:      {FromEdge, FromAbility},
	FromHindrance: {FromHindrance},
	FromAbility:   {FromAbility, FromEdge},
}

// Lookup finds a written name among the entries of kind: the entry (nil
// when unknown, which is no error) and an error when the name is known
// but what follows it is not what it takes ("Armor +x", "Size 40").
func Lookup(kind SourceKind, text string) (Written, *Entry, error) {
	w := ParseWritten(text)
	kinds := lookupKinds[kind]
	if kinds == nil {
		kinds = []SourceKind{kind}
	}
	var e *Entry
	var kb [96]byte // the registry's key built on the stack: a look-up allocates nothing
	key := func(k SourceKind, name string) []byte {
		return appendNameKey(append(append(kb[:0], k...), '/'), name)
	}
	for _, k := range kinds {
		if e = registry[string(key(k, w.Name))]; e != nil {
			break
		}
		// A name whose number is part of it ("Improved Frenzy 2" is not
		// one): try the whole text too, for names with a digit.
		if e = registry[string(key(k, w.Text))]; e != nil {
			w = Written{Text: w.Text, Name: w.Text}
			break
		}
	}
	if e == nil {
		return w, nil, nil
	}
	return w, e, e.checkParam(w)
}

func (e *Entry) checkParam(w Written) error {
	switch e.Param {
	case NoParam:
		if w.NumberText != "" || w.Detail != "" {
			// Details in brackets are kept as written (a note); a number
			// an entry does not take is a mistake.
			if w.NumberText != "" {
				return fmt.Errorf("%s: %s takes no number", w.Text, e.Name)
			}
		}
	case NumberParam:
		if w.NumberText == "" {
			if e.NeedsParam {
				return fmt.Errorf("%s: %s needs a number (%s)", w.Text, e.Name, e.example())
			}
			return nil
		}
		if !w.HasNumber {
			return fmt.Errorf("%s: %q is not a number (%s)", w.Text, w.NumberText, e.example())
		}
		if w.Number < e.Min || w.Number > e.Max {
			return fmt.Errorf("%s: %s runs from %+d to %+d", w.Text, e.Name, e.Min, e.Max)
		}
	case TextParam:
		if w.Detail == "" && w.NumberText == "" && e.NeedsParam {
			return fmt.Errorf("%s: %s needs a detail (%s)", w.Text, e.Name, e.example())
		}
	}
	if e.Validate != nil {
		if err := e.Validate(w); err != nil {
			return fmt.Errorf("%s: %w", w.Text, err)
		}
	}
	return nil
}

func (e *Entry) example() string {
	switch e.Param {
	case NumberParam:
		return fmt.Sprintf("%s %+d", e.Name, max(e.Min, min(e.Max, 2)))
	case TextParam:
		return e.Name + " (...)"
	}
	return e.Name
}

// InEdition says whether the entry exists in the edition.
func (e *Entry) InEdition(ed Edition) bool {
	return len(e.Editions) == 0 || inList(e.Editions, ed)
}

// Nearest is the known name nearest to a written one ("Blok": "Block"),
// "" when none is close (at most a third of the letters differ).
func Nearest(kind SourceKind, text string) string {
	key := NameKey(ParseWritten(text).Name)
	if key == "" {
		return ""
	}
	best, bestD := "", len(key)/3+1
	kinds := lookupKinds[kind]
	if kinds == nil {
		kinds = []SourceKind{kind}
	}
	for _, e := range Entries("") {
		if !inList(kinds, e.Kind) {
			continue
		}
		for _, n := range append([]string{e.Name}, e.Aliases...) {
			if d := editDistance(key, NameKey(n)); d < bestD || (d == bestD && best != "" && n < best) {
				best, bestD = n, d
			}
		}
	}
	return best
}

// editDistance is the Levenshtein distance of two short names.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			c := 1
			if ra[i-1] == rb[j-1] {
				c = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+c)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

// NameStatus is what battlemat makes of one written name, for a figure's
// card and `check`.
type NameStatus struct {
	Text  string // as written
	Kind  SourceKind
	Known bool // the registry has it
	// Fight: known and changes a fight; Automated: battlemat plays it
	// (all or in part: Note says what is not).
	Fight     bool
	Automated bool
	Note      string
	Nearest   string // for an unknown name: the nearest known one
}

// Status is what battlemat makes of a written name under an edition.
func Status(kind SourceKind, text string, ed Edition) NameStatus {
	s := NameStatus{Text: text, Kind: kind}
	_, e, err := Lookup(kind, text)
	if e == nil || err != nil {
		s.Nearest = Nearest(kind, text)
		return s
	}
	s.Known, s.Fight, s.Note = true, e.Fight, e.Note
	s.Automated = e.Fight && e.Grant != nil && !e.Kept && e.InEdition(ed)
	if e.Fight && !e.InEdition(ed) {
		s.Note = fmt.Sprintf("not in %s", ed)
	}
	return s
}

// Label says the status in a few words for a card: "automated", "no
// effect in a fight", "not automated".
func (s NameStatus) Label() string {
	switch {
	case s.Automated && s.Note != "":
		return "automated in part: " + s.Note
	case s.Automated:
		return "automated"
	case s.Known && !s.Fight:
		return "no effect in a fight"
	case s.Known && s.Note != "":
		return "not automated: " + s.Note
	}
	return "not automated"
}

// Grant works out the effects a figure's Edges, Hindrances and Abilities
// give it under an edition and keeps them with the figure (a battle does
// it as it starts). Names unknown, of the other edition or written wrong
// give nothing.
func (f *Figure) Grant(ed Edition) { f.GrantAt(ed, CurrentRevision) }

// GrantAt is Grant under a revision of the rules: names first played in
// a later revision (Entry.Since) give nothing.
func (f *Figure) GrantAt(ed Edition, rev int) {
	f.granted = nil
	r := ed.RulesAt(rev)
	for _, l := range []struct {
		kind  SourceKind
		names []string
	}{{FromEdge, f.Edges}, {FromHindrance, f.Hindrances}, {FromAbility, f.Abilities}} {
		// lower ranks a listed higher rank includes (few figures have
		// one: the names' keys are built only then)
		included := map[string]bool{}
		for _, text := range l.names {
			if w, e, err := Lookup(l.kind, text); e != nil && err == nil && e.Improves != "" && e.InEdition(ed) && e.Since <= rev {
				included[rankKey(e.Improves, w.Detail)] = true
			}
		}
		for _, text := range l.names {
			w, e, err := Lookup(l.kind, text)
			if e == nil || err != nil || e.Grant == nil || !e.InEdition(ed) || e.Since > rev || len(included) > 0 && included[rankKey(e.Name, w.Detail)] {
				continue
			}
			if e.Kind == FromAbility && e.Name == "Size" && w.HasNumber && f.Size == 0 {
				f.Size = w.Number // a stat block's Size N is the figure's Size
			}
			for _, ef := range reviseGrant(r, f, e.Name, w, e.Grant(ed, w)) {
				if ef.Source.Kind == "" {
					ef.Source = Source{Kind: e.Kind, Name: e.Name}
				}
				f.granted = append(f.granted, ef)
			}
		}
	}
	f.granted = append(f.granted, ShieldEffects(ed, f.Shield)...)
	f.armNatural()
	f.noteGranted()
}

// rankKey names an Edge with its detail (a Trademark Weapon's weapon),
// to match a lower rank with the higher one that includes it.
func rankKey(name, detail string) string { return NameKey(name) + "/" + NameKey(detail) }
