package board

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"

	"battlemat/rules"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/token"
)

// A roster is a file of figures a GM keeps beside their scenarios (the
// party, the creatures they imported): the figure format with an id per
// entry and no square. A scenario names it with roster: and takes a
// figure from it with use:, placing one or several:
//
//	roster: roster.yaml
//	figures:
//	  - {use: cultist, side: cult, at: [[11, 9], [11, 8], [13, 12]]}
//
// The use: entries are replaced, before the scenario is checked, by the
// roster figure's keys with the entry's own keys over them, one figure
// per square; several squares number the ids and names (cultist-1,
// "Cultist 1"). Errors in a roster figure name the roster's file, line
// and column.

// MaxUseSquares bounds how many figures one use: entry places.
const MaxUseSquares = 100

// rawRoster is a roster file's schema.
type rawRoster struct {
	Figures []*rawFigure `yaml:"figures"`
}

// rosterFile is a checked roster: each figure's entries by id.
type rosterFile struct {
	name    string // as the scenario writes it
	entries map[string][]*ast.MappingValueNode
	ids     []string
	tokens  []*token.Token
}

// expandUses replaces the figures: entries with use: in body.
func (d *yamlDoc) expandUses(body ast.Node) error {
	top, _ := asMapping(body)
	var rosterNode ast.Node
	var seq *ast.SequenceNode
	for _, mv := range top {
		switch keyString(mv.Key) {
		case "roster":
			rosterNode = mv.Value
		case "figures":
			seq, _ = mv.Value.(*ast.SequenceNode)
		}
	}
	// A roster: given is checked whether or not a figure uses it.
	var r *rosterFile
	if rosterNode != nil {
		var err error
		if r, err = d.loadRoster(rosterNode); err != nil {
			return err
		}
	}
	if seq == nil {
		return nil
	}
	var out []ast.Node
	for i, v := range seq.Values {
		entries, ok := asMapping(v)
		use := findKey(entries, "use")
		if !ok || use == nil {
			out = append(out, v)
			continue
		}
		if r == nil {
			return d.at(use.Key, indexPath("figures", i)+".use", "use: takes a figure from a roster: add roster: roster.yaml (a file beside the scenario)")
		}
		figs, err := d.useEntry(r, entries, use, v, i, len(out))
		if err != nil {
			return err
		}
		out = append(out, figs...)
	}
	seq.Values = out
	return nil
}

func keyString(k ast.MapKeyNode) string {
	if s, ok := k.(*ast.StringNode); ok {
		return s.Value
	}
	return ""
}

func findKey(entries []*ast.MappingValueNode, key string) *ast.MappingValueNode {
	for _, mv := range entries {
		if mv != nil && mv.Key != nil && keyString(mv.Key) == key {
			return mv
		}
	}
	return nil
}

// at makes an error at a node of the scenario.
func (d *yamlDoc) at(n ast.Node, path, format string, args ...any) error {
	line, col := nodePos(n)
	return &ScenarioError{File: d.fileOf(n), Line: line, Col: col, Path: path, Msg: fmt.Sprintf(format, args...)}
}

// loadRoster reads the roster the scenario's roster: names, beside the
// scenario file.
func (d *yamlDoc) loadRoster(n ast.Node) (*rosterFile, error) {
	s, ok := n.(*ast.StringNode)
	if !ok || strings.TrimSpace(s.Value) == "" {
		return nil, d.at(n, "roster", "expected the name of a roster file (roster.yaml), got %s", describe(n))
	}
	path := s.Value
	if !filepath.IsAbs(path) {
		path = filepath.Join(filepath.Dir(d.file), path)
	}
	data, err := ReadMapFile(path)
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, d.at(n, "roster", "%s: %v", s.Value, err)
	}
	if len(data) > maxFileBytes {
		return nil, d.at(n, "roster", "%s: over %d bytes: a roster is at most that", s.Value, maxFileBytes)
	}
	r, err := ParseRoster(path, data)
	if err != nil {
		return nil, err
	}
	r.name = s.Value
	if d.from == nil {
		d.from = map[*token.Token]string{}
	}
	for _, tk := range r.tokens {
		d.from[tk] = path
	}
	return r, nil
}

// useEntry makes the figures of one use: entry (entry i of figures: in
// the file), the first at index first of the figures placed.
func (d *yamlDoc) useEntry(r *rosterFile, entries []*ast.MappingValueNode, use *ast.MappingValueNode, entry ast.Node, i, first int) ([]ast.Node, error) {
	p := indexPath("figures", i)
	id, ok := use.Value.(*ast.StringNode)
	if !ok {
		return nil, d.at(use.Value, p+".use", "expected the id of a figure of %s, got %s", r.name, describe(use.Value))
	}
	base, ok := r.entries[id.Value]
	if !ok {
		return nil, d.at(use.Value, p+".use", "%q is not a figure of %s%s (its figures: %s)", id.Value, r.name, suggest(id.Value, r.ids), strings.Join(r.ids, ", "))
	}
	atKey := findKey(entries, "at")
	if atKey == nil {
		return nil, d.at(entry, p, "missing at: [x, y], or a list of squares [[x, y], ...] for several")
	}
	// [[x, y], ...] places several; [x, y] one.
	squares := []ast.Node{atKey.Value}
	if s, ok := atKey.Value.(*ast.SequenceNode); ok && len(s.Values) > 0 {
		if _, nested := s.Values[0].(*ast.SequenceNode); nested {
			squares = s.Values
		}
	}
	if len(squares) > MaxUseSquares {
		return nil, d.at(atKey.Value, p+".at", "%d squares: one use: places at most %d figures", len(squares), MaxUseSquares)
	}
	own := map[string]bool{}
	for _, mv := range entries {
		own[keyString(mv.Key)] = true
	}
	var out []ast.Node
	for j, sq := range squares {
		// Flow style only so that errors about the whole figure point
		// at the use: entry's start.
		m := &ast.MappingNode{BaseNode: &ast.BaseNode{}, Start: posToken(entry), IsFlowStyle: true}
		m.Values = append(m.Values, &ast.MappingValueNode{BaseNode: &ast.BaseNode{}, Start: atKey.Start, Key: atKey.Key, Value: sq})
		for _, mv := range entries {
			if k := keyString(mv.Key); k != "use" && k != "at" {
				m.Values = append(m.Values, mv)
			}
		}
		for _, mv := range base {
			if !own[keyString(mv.Key)] {
				m.Values = append(m.Values, mv)
			}
		}
		if len(squares) > 1 {
			if d.numbered == nil {
				d.numbered = map[int]int{}
			}
			d.numbered[first+j] = j + 1
		}
		out = append(out, m)
	}
	return out, nil
}

// numberFigures gives the figures a use: placed several of their
// numbered ids and names: cultist-1 "Cultist 1", cultist-2 "Cultist 2".
func (d *yamlDoc) numberFigures(raw *rawScenario) {
	for i, n := range d.numbered {
		if i >= len(raw.Figures) || raw.Figures[i] == nil || raw.Figures[i].ID == nil {
			continue
		}
		rf := raw.Figures[i]
		name := *rf.ID
		if rf.Name != nil {
			name = *rf.Name
		}
		id := fmt.Sprintf("%s-%d", *rf.ID, n)
		name = fmt.Sprintf("%s %d", name, n)
		rf.ID, rf.Name = &id, &name
	}
}

// ParseRoster checks a roster file: a mapping with figures:, each a
// figure of the scenario format with an id and without at:.
func ParseRoster(name string, data []byte) (r *rosterFile, err error) {
	defer func() {
		if p := recover(); p != nil {
			r, err = nil, fileErr(name, 1, 1, "could not be read as YAML (%v)", p)
		}
	}()
	d, body, err := parseYAML(name, data, "a mapping with figures: (a roster)")
	if err != nil {
		return nil, err
	}
	if err := d.walk(body, reflect.TypeOf(rawRoster{}), "", false); err != nil {
		return nil, err
	}
	var raw rawRoster
	if err := yaml.NodeToValue(body, &raw, yaml.DisallowUnknownField()); err != nil {
		return nil, yamlErr(name, d, err)
	}
	r = &rosterFile{entries: map[string][]*ast.MappingValueNode{}}
	seq, _ := d.nodes["figures"].(*ast.SequenceNode)
	if seq == nil || len(raw.Figures) == 0 {
		return nil, d.errAt("figures", "expected a list of figures (id, name, traits...)")
	}
	ids := map[string]int{}
	for i, rf := range raw.Figures {
		p := indexPath("figures", i)
		if rf == nil {
			return nil, d.errAt(p, "expected a figure (id, name, traits...)")
		}
		if rf.At != nil {
			return nil, d.errAt(p+".at", "a roster's figure has no square: the scenario's use: entry gives at:")
		}
		side, at := "roster", []int{0, 0}
		if rf.Side == nil {
			rf.Side = &side
		}
		rf.At = at
		f, err := buildFigure(d, p, rf)
		if err != nil {
			return nil, err
		}
		if err := hostKeys(d, p, rf, &Figure{Figure: f}); err != nil {
			return nil, err
		}
		// The names' warnings come when a scenario places the figure,
		// under its edition.
		if err := characterKeys(d, p, rf, f, rules.SWADE, func(string) {}); err != nil {
			return nil, err
		}
		if j, dup := ids[f.ID]; dup {
			return nil, d.errAt(p+".id", "%q is already the id of figures[%d] (ids must be unique)", f.ID, j)
		}
		ids[f.ID] = i
		entries, _ := asMapping(seq.Values[i])
		r.entries[f.ID] = entries
		r.ids = append(r.ids, f.ID)
	}
	sort.Strings(r.ids)
	ast.Walk(tokenVisitor{&r.tokens}, body)
	return r, nil
}

// tokenVisitor gathers every node's token.
type tokenVisitor struct{ out *[]*token.Token }

func (v tokenVisitor) Visit(n ast.Node) ast.Visitor {
	if tk := n.GetToken(); tk != nil {
		*v.out = append(*v.out, tk)
	}
	if mv, ok := n.(*ast.MappingValueNode); ok && mv.Key != nil {
		if tk := mv.Key.GetToken(); tk != nil {
			*v.out = append(*v.out, tk)
		}
	}
	return v
}

// RosterIDs checks a roster file and lists its figures' ids, sorted.
func RosterIDs(name string, data []byte) ([]string, error) {
	r, err := ParseRoster(name, data)
	if err != nil {
		return nil, err
	}
	return r.ids, nil
}

// IsRoster reports whether data reads as a roster file rather than a
// scenario: a mapping whose only key is figures:.
func IsRoster(data []byte) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	d, body, err := parseYAML("", data, "")
	if err != nil || d == nil {
		return false
	}
	top, _ := asMapping(body)
	return len(top) == 1 && keyString(top[0].Key) == "figures"
}

// LoadRoster checks the roster file at path and lists its ids, sorted.
func LoadRoster(path string) ([]string, error) {
	data, err := readLimited(path)
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			return nil, fmt.Errorf("%s: %v", path, pe.Err)
		}
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	if len(data) > maxFileBytes {
		return nil, fileErr(path, 1, 1, "the file is over %d bytes: a roster is at most that", maxFileBytes)
	}
	return RosterIDs(path, data)
}
