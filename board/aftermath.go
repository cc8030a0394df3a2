package board

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/parser"

	"battlemat/rules"
)

// After the fight: the survivors' Wounds and Fatigue go back into the
// scenario file for the next fight (wounds: and fatigue: on each figure),
// and the figures that are out (dead, fallen Extras) leave it. The file
// is edited as text at the places the YAML parser points to, so every
// other line, comment and blank keeps its bytes.

// MaxCarriedFatigue is the most Fatigue a scenario figure starts with
// (Exhausted; one more would Incapacitate it).
const MaxCarriedFatigue = 2

// carriedOver reads a figure's wounds: and fatigue:.
func carriedOver(d *yamlDoc, p string, rf *rawFigure, f *rules.Figure) error {
	w, err := intField(d, p+".wounds", rf.Wounds, 0, 0, 3)
	if err != nil {
		return err
	}
	if w > 0 && !f.WildCard {
		return d.errAt(p+".wounds", "an Extra with a Wound is out of the fight: leave it out of the scenario")
	}
	fat, err := intField(d, p+".fatigue", rf.Fatigue, 0, 0, MaxCarriedFatigue)
	if err != nil {
		return err
	}
	f.Wounds, f.Fatigue = w, fat
	for i, ri := range rf.Injuries {
		ip := indexPath(p+".injuries", i)
		if ri == nil {
			return d.errAt(ip, "expected an injury: {location: leg, effect: Slow (leg)}")
		}
		in, err := buildInjury(d, ip, ri)
		if err != nil {
			return err
		}
		f.Injuries = append(f.Injuries, in)
	}
	return nil
}

// injuryLocations are the Injury Table's areas.
var injuryLocations = []string{"unmentionables", "arm", "guts", "leg", "head"}

func buildInjury(d *yamlDoc, p string, ri *rawInjury) (rules.Injury, error) {
	var in rules.Injury
	if ri.Location == nil || !slices.Contains(injuryLocations, *ri.Location) {
		return in, d.errAt(p+".location", "expected the injury's location: one of %s", strings.Join(injuryLocations, ", "))
	}
	if ri.Effect == nil {
		return in, d.errAt(p, "missing effect: (the injury in words, e.g. Slow (leg))")
	}
	if err := checkText(d, p+".effect", *ri.Effect, true); err != nil {
		return in, err
	}
	in.Location, in.Effect = *ri.Location, *ri.Effect
	if ri.Trait != nil {
		if !rules.IsAttribute(rules.Trait(*ri.Trait)) {
			return in, d.errAt(p+".trait", "%q is not an attribute (the one the injury lowers)", *ri.Trait)
		}
		in.Trait = rules.Trait(*ri.Trait)
	}
	if ri.Lasts != nil {
		switch *ri.Lasts {
		case rules.InjuryPermanent, rules.InjuryUntilHealed, rules.Injury24Hours:
			in.Lasts = *ri.Lasts
		default:
			return in, d.errAt(p+".lasts", "%q is not how long an injury lasts (permanent, until healed, 24 hours)", *ri.Lasts)
		}
	}
	return in, nil
}

// lasting are the injuries a survivor takes into the next fight: the
// permanent ones, and the others while Wounds remain (they heal with the
// last Wound).
func lasting(s rules.Survivor) []rules.Injury {
	var out []rules.Injury
	for _, in := range s.Injuries {
		if in.Lasts == rules.InjuryPermanent || s.Wounds > 0 {
			out = append(out, in)
		}
	}
	return out
}

// injuriesText is a flow list of the injuries.
func injuriesText(ins []rules.Injury) string {
	parts := make([]string, len(ins))
	for i, in := range ins {
		p := "{location: " + in.Location + ", effect: " + strconv.Quote(in.Effect)
		if in.Trait != "" {
			p += ", trait: " + string(in.Trait)
		}
		if in.Lasts != "" {
			p += ", lasts: " + strconv.Quote(in.Lasts)
		}
		parts[i] = p + "}"
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// AftermathYAML returns the scenario text src with the survivors' state
// written in: each figure still in the fight gets wounds:, fatigue: and
// a caster power_points_spent:
// (added only when not zero, replaced when already there); each figure
// out of it is removed, and a rider whose mount is out loses its mount:.
// The figures must be a block list (one "- " item per figure).
func AftermathYAML(file string, src []byte, survivors []rules.Survivor) ([]byte, error) {
	f, err := parser.ParseBytes(src, 0)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	if len(f.Docs) == 0 || f.Docs[0] == nil {
		return nil, fmt.Errorf("%s: the file holds no scenario", file)
	}
	body, ok := f.Docs[0].Body.(*ast.MappingNode)
	if !ok {
		return nil, fmt.Errorf("%s: the scenario is not a mapping", file)
	}
	var seq *ast.SequenceNode
	for _, mv := range body.Values {
		if mv.Key.String() == "figures" {
			seq, _ = mv.Value.(*ast.SequenceNode)
		}
	}
	if seq == nil || seq.IsFlowStyle {
		return nil, fmt.Errorf("%s: figures: must be a block list (one \"- \" item per figure) to be updated", file)
	}
	byID := map[string]rules.Survivor{}
	out := map[string]bool{}
	for _, s := range survivors {
		byID[s.ID] = s
		out[s.ID] = s.Out
	}
	ed := newTextEdit(src)
	for _, item := range seq.Values {
		m, ok := item.(*ast.MappingNode)
		if !ok {
			return nil, fmt.Errorf("%s: a figure is not a mapping", file)
		}
		id := valueOf(m, "id")
		s, known := byID[id]
		if id == "" || !known {
			continue
		}
		if s.Out {
			if err := ed.removeItem(m); err != nil {
				return nil, fmt.Errorf("%s: %w", file, err)
			}
			continue
		}
		if mount := valueOf(m, "mount"); mount != "" && out[mount] {
			if err := ed.removeKey(m, "mount"); err != nil {
				return nil, fmt.Errorf("%s: %w", file, err)
			}
		}
		for _, kv := range []struct {
			key string
			v   int
		}{{"wounds", s.Wounds}, {"fatigue", s.Fatigue}, {"power_points_spent", s.PowerPointsSpent}} {
			if err := ed.setKey(m, kv.key, strconv.Itoa(kv.v), kv.v == 0); err != nil {
				return nil, fmt.Errorf("%s: %w", file, err)
			}
		}
		if ins := lasting(s); len(ins) > 0 || valueOf(m, "injuries") != "" {
			if err := ed.removeKey(m, "injuries"); err != nil {
				return nil, fmt.Errorf("%s: %w", file, err)
			}
			if len(ins) > 0 {
				if err := ed.setKey(m, "injuries", injuriesText(ins), false); err != nil {
					return nil, fmt.Errorf("%s: %w", file, err)
				}
			}
		}
	}
	res := ed.apply()
	// What the program writes it must be able to read back.
	if _, err := Parse(file, res); err != nil {
		return nil, fmt.Errorf("the updated scenario does not load: %w", err)
	}
	return res, nil
}

// SaveAftermath writes the scenario with the survivors' state to path
// atomically (a temporary file renamed over it).
func SaveAftermath(path string, src []byte, survivors []rules.Survivor) error {
	data, err := AftermathYAML(path, src, survivors)
	if err != nil {
		return err
	}
	return writeAtomic(path, data)
}

func valueOf(m *ast.MappingNode, key string) string {
	for _, mv := range m.Values {
		if mv.Key.String() == key {
			if s, ok := mv.Value.(*ast.StringNode); ok {
				return s.Value
			}
			return strings.TrimSpace(mv.Value.String())
		}
	}
	return ""
}

// textEdit collects replacements of byte ranges of src and applies them
// from the end backwards, so earlier offsets stay valid.
type textEdit struct {
	src   []byte
	lines []int // byte offset of each line's start (0-based lines)
	ops   []textOp
}

type textOp struct {
	from, to int
	text     string
}

func newTextEdit(src []byte) *textEdit {
	e := &textEdit{src: src, lines: []int{0}}
	for i, c := range src {
		if c == '\n' {
			e.lines = append(e.lines, i+1)
		}
	}
	return e
}

// at turns a token's 1-based line and column (in characters) into a
// byte offset.
func (e *textEdit) at(line, col int) int {
	if line < 1 || line > len(e.lines) {
		return len(e.src)
	}
	off := e.lines[line-1]
	for c := 1; c < col && off < len(e.src) && e.src[off] != '\n'; c++ {
		_, n := utf8.DecodeRune(e.src[off:])
		off += n
	}
	return off
}

func (e *textEdit) line(i int) string { // 0-based, without the newline
	end := len(e.src)
	if i+1 < len(e.lines) {
		end = e.lines[i+1] - 1
	}
	return string(e.src[e.lines[i]:end])
}

func indentOf(s string) int { return len(s) - len(strings.TrimLeft(s, " ")) }

// itemLines finds the lines of the list item whose mapping is m: from
// its "- " line to its last line with content (0-based, inclusive).
func (e *textEdit) itemLines(m *ast.MappingNode) (int, int, error) {
	tk := m.GetToken()
	if tk == nil || tk.Position == nil {
		return 0, 0, fmt.Errorf("a figure has no position in the file")
	}
	first := tk.Position.Line - 1
	for first >= 0 && !strings.HasPrefix(strings.TrimSpace(e.line(first)), "-") {
		first--
	}
	if first < 0 {
		return 0, 0, fmt.Errorf("a figure's \"- \" is not found")
	}
	dash := indentOf(e.line(first))
	last := first
	for i := first + 1; i < len(e.lines); i++ {
		l := e.line(i)
		t := strings.TrimSpace(l)
		if t == "" {
			continue
		}
		if indentOf(l) <= dash {
			break
		}
		last = i
	}
	return first, last, nil
}

func (e *textEdit) removeItem(m *ast.MappingNode) error {
	first, last, err := e.itemLines(m)
	if err != nil {
		return err
	}
	end := len(e.src)
	if last+1 < len(e.lines) {
		end = e.lines[last+1]
	}
	e.ops = append(e.ops, textOp{from: e.lines[first], to: end})
	return nil
}

// scalarEnd is where a plain scalar that starts at off ends.
func (e *textEdit) scalarEnd(off int) int {
	end := off
	for end < len(e.src) && !strings.ContainsRune(" \t\r\n,}]#", rune(e.src[end])) {
		end++
	}
	return end
}

// setKey gives key the value text: in place when the key is there (a
// plain scalar), else added to the mapping unless skipNew.
func (e *textEdit) setKey(m *ast.MappingNode, key, v string, skipNew bool) error {
	for _, mv := range m.Values {
		if mv.Key.String() != key || key == "injuries" {
			continue
		}
		tk := mv.Value.GetToken()
		if tk == nil || tk.Position == nil {
			return fmt.Errorf("%s: has no position in the file", key)
		}
		off := e.at(tk.Position.Line, tk.Position.Column)
		e.ops = append(e.ops, textOp{from: off, to: e.scalarEnd(off), text: v})
		return nil
	}
	if skipNew {
		return nil
	}
	if m.IsFlowStyle {
		end, err := e.flowEnd(m)
		if err != nil {
			return err
		}
		e.ops = append(e.ops, textOp{from: end, to: end, text: fmt.Sprintf(", %s: %s", key, v)})
		return nil
	}
	if len(m.Values) == 0 {
		return fmt.Errorf("a figure without keys")
	}
	k := m.Values[0].Key.GetToken()
	_, last, err := e.itemLines(m)
	if err != nil {
		return err
	}
	at := len(e.src)
	text := fmt.Sprintf("%s%s: %s\n", strings.Repeat(" ", k.Position.Column-1), key, v)
	if last+1 < len(e.lines) {
		at = e.lines[last+1]
	} else if len(e.src) > 0 && e.src[len(e.src)-1] != '\n' {
		text = "\n" + strings.TrimSuffix(text, "\n")
	}
	e.ops = append(e.ops, textOp{from: at, to: at, text: text})
	return nil
}

// flowEnd is the offset of the "}" that closes a flow mapping.
func (e *textEdit) flowEnd(m *ast.MappingNode) (int, error) {
	tk := m.GetToken()
	off := e.at(tk.Position.Line, tk.Position.Column)
	for off < len(e.src) && e.src[off] != '{' {
		off++
	}
	if end, ok := e.closing(off); ok {
		return end, nil
	}
	return 0, fmt.Errorf("a figure's { is never closed")
}

// closing finds the bracket that closes the one at off.
func (e *textEdit) closing(off int) (int, bool) {
	depth := 0
	var quote byte
	for i := off; i < len(e.src); i++ {
		c := e.src[i]
		switch {
		case quote != 0:
			if c == '\\' && quote == '"' {
				i++
			} else if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '{' || c == '[':
			depth++
		case c == '}' || c == ']':
			depth--
			if depth == 0 {
				return i, true
			}
		}
	}
	return 0, false
}

// removeKey deletes key from a mapping: its line in a block mapping, its
// ", key: value" in a flow one.
func (e *textEdit) removeKey(m *ast.MappingNode, key string) error {
	for i, mv := range m.Values {
		if mv.Key.String() != key {
			continue
		}
		kt, vt := mv.Key.GetToken(), mv.Value.GetToken()
		if m.IsFlowStyle {
			from := e.at(kt.Position.Line, kt.Position.Column)
			to := e.valueEnd(e.at(vt.Position.Line, vt.Position.Column))
			if i > 0 { // take the comma before it
				for from > 0 && e.src[from-1] != ',' {
					from--
				}
				from--
			} else { // take the comma after it
				for to < len(e.src) && (e.src[to] == ',' || e.src[to] == ' ') {
					to++
				}
			}
			e.ops = append(e.ops, textOp{from: from, to: to})
			return nil
		}
		l := kt.Position.Line - 1
		if strings.HasPrefix(strings.TrimSpace(e.line(l)), "-") {
			return fmt.Errorf("%s: on the figure's first line: move it down to update the file", key)
		}
		// The key's line and the lines of its value indented below it.
		last, ind := l, indentOf(e.line(l))
		for i := l + 1; i < len(e.lines); i++ {
			if t := strings.TrimSpace(e.line(i)); t == "" || strings.HasPrefix(t, "#") {
				continue
			}
			li := e.line(i)
			if indentOf(li) < ind || (indentOf(li) == ind && !strings.HasPrefix(strings.TrimSpace(li), "- ")) {
				break
			}
			last = i
		}
		end := len(e.src)
		if last+1 < len(e.lines) {
			end = e.lines[last+1]
		}
		e.ops = append(e.ops, textOp{from: e.lines[l], to: end})
		return nil
	}
	return nil
}

// valueEnd is where the value starting at off ends: its closing bracket
// for a flow list or mapping, else the end of the plain scalar.
func (e *textEdit) valueEnd(off int) int {
	if off >= len(e.src) || (e.src[off] != '[' && e.src[off] != '{') {
		return e.scalarEnd(off)
	}
	if end, ok := e.closing(off); ok {
		return end + 1
	}
	return e.scalarEnd(off)
}

func (e *textEdit) apply() []byte {
	// From the end backwards; edits at one place go in the order made.
	ops := make([]textOp, len(e.ops))
	for i, op := range e.ops {
		ops[len(ops)-1-i] = op
	}
	sort.SliceStable(ops, func(i, j int) bool { return ops[i].from > ops[j].from })
	out := append([]byte(nil), e.src...)
	for _, op := range ops {
		out = append(out[:op.from], append([]byte(op.text), out[op.to:]...)...)
	}
	return out
}
